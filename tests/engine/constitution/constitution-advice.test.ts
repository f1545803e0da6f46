import { describe, expect, it } from 'vitest';
import { RecommendationContentSchema } from '../../../src/contract/analysis.ts';
import { CONSTITUTION_IDS, type ConstitutionId } from '../../../src/contract/constitution.ts';
import { LOCALES } from '../../../src/contract/person.ts';
import { RECOMMENDATION_ITEMS_MAX } from '../../../src/engine/analysis/consumer-recommendation.ts';
import { buildRecommendation } from '../../../src/engine/analysis/recommend.ts';
import { CONSTITUTION_ADVICE } from '../../../src/engine/constitution/constitution-advice.ts';

const paleSwollen = {
  assessment: {
    bodyColor: { value: 'pale' as const, confidence: 0.9 },
    coating: { value: 'thin-white' as const, confidence: 0.8 },
    shape: { value: 'scalloped' as const, confidence: 0.7 },
  },
  signs: ['tooth-marks' as const],
};
const answers = { energyLevel: 2, sleepQuality: 3, digestion: 2, discomforts: [] };
const rec = (constitution?: { id: ConstitutionId; verdict: 'is' | 'tends' | 'not' }[], locale?: 'en' | 'es' | 'zh') =>
  buildRecommendation({
    tongueFindings: paleSwollen,
    questionnaire: answers,
    ...(constitution ? { constitution } : {}),
    ...(locale ? { locale } : {}),
  });

describe("the consumer's constitution steers the diet and lifestyle advice", () => {
  it('puts one diet and one lifestyle item for the constitution first, labelled as such', () => {
    const plain = rec();
    const r = rec([{ id: 'damp-heat', verdict: 'is' }]);
    expect(RecommendationContentSchema.safeParse(r).success).toBe(true);
    expect(r.diet[0]).toEqual({
      name: 'For your constitution (damp-heat): Light, cooling food; less alcohol',
      description: CONSTITUTION_ADVICE['damp-heat'].diet.description.en,
    });
    expect(r.lifestyle[0].name).toBe('For your constitution (damp-heat): Stay cool and dry, sleep regularly');
    // The pattern's own advice follows, and the lists stay short.
    expect(r.diet.slice(1)).toEqual(plain.diet.slice(0, RECOMMENDATION_ITEMS_MAX - 1));
    expect(r.diet.length).toBeLessThanOrEqual(RECOMMENDATION_ITEMS_MAX);
    expect(r.lifestyle.length).toBeLessThanOrEqual(RECOMMENDATION_ITEMS_MAX);
    expect(plain.diet.some((d) => d.name.startsWith('For your constitution'))).toBe(false);
  });

  it("follows the main constitution (the first), and says 'leaning' when it only tends to", () => {
    const r = rec([
      { id: 'yin-deficient', verdict: 'tends' },
      { id: 'qi-deficient', verdict: 'tends' },
    ]);
    expect(r.diet[0].name).toBe('For your constitution (leaning yin-deficient): Moistening food, less spice');
    expect(r.diet.filter((d) => d.name.startsWith('For your constitution'))).toHaveLength(1);
  });

  it('adds nothing for a balanced constitution or none at all', () => {
    expect(rec([{ id: 'balanced', verdict: 'is' }])).toEqual(rec());
    expect(rec([])).toEqual(rec());
  });

  it('speaks the reader’s language', () => {
    expect(rec([{ id: 'qi-deficient', verdict: 'is' }], 'es').diet[0].name).toBe(
      'Para tu constitución (deficiencia de Qi): Comidas regulares, templadas y fáciles',
    );
    expect(rec([{ id: 'qi-deficient', verdict: 'is' }], 'zh').lifestyle[0].name).toBe(
      '适合您的体质（气虚质）：和缓运动，充分休息',
    );
  });

  it('has advice for every biased constitution in three languages, educational: no doses', () => {
    for (const id of CONSTITUTION_IDS.filter((c) => c !== 'balanced')) {
      const a = CONSTITUTION_ADVICE[id as Exclude<ConstitutionId, 'balanced'>];
      for (const item of [a.diet, a.lifestyle])
        for (const locale of LOCALES) {
          expect(item.name[locale].length, `${id} ${locale}`).toBeGreaterThan(3);
          expect(item.description[locale].length, `${id} ${locale}`).toBeGreaterThan(20);
          expect(item.description[locale]).not.toMatch(/\d+\s*(g|mg|ml|grams?|克|毫克)\b/i);
        }
    }
  });

  it('is withheld with all other advice in an emergency', () => {
    const r = buildRecommendation({
      tongueFindings: paleSwollen,
      questionnaire: { ...answers, notes: 'crushing chest pain spreading to my left arm' },
      constitution: [{ id: 'qi-deficient', verdict: 'is' }],
    });
    expect(r.diet).toEqual([]);
    expect(r.lifestyle).toEqual([]);
  });
});
