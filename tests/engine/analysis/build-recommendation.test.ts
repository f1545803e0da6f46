import { describe, expect, it } from 'vitest';
import { RecommendationContentSchema } from '../../../src/contract/analysis.ts';
import { RECOMMENDATION_DISCLAIMER, buildRecommendation } from '../../../src/engine/analysis/recommend.ts';
import { FORMULAS } from '../../../src/engine/knowledge/formulas/index.ts';
import { PATTERNS, getPattern } from '../../../src/engine/knowledge/patterns/index.ts';

const paleSwollen = {
  assessment: {
    bodyColor: { value: 'pale' as const, confidence: 0.9 },
    coating: { value: 'thin-white' as const, confidence: 0.8 },
    shape: { value: 'scalloped' as const, confidence: 0.7 },
  },
  signs: ['tooth-marks' as const],
  observations: ['Pale tongue body', 'Tooth marks on the edges'],
};

describe('consumer recommendation', () => {
  it('names the pattern and gives herbs, diet and lifestyle as {name, description}', () => {
    const rec = buildRecommendation({
      tongueFindings: paleSwollen,
      questionnaire: { energyLevel: 1, sleepQuality: 3, digestion: 2, discomforts: ['Bloating'] },
    });
    expect(RecommendationContentSchema.safeParse(rec).success).toBe(true);
    expect(rec.pattern).toMatch(/Spleen/);
    expect(rec.observations).toEqual(
      expect.arrayContaining(['Pale tongue body', 'Low energy reported', 'Reported discomfort: Bloating']),
    );
    expect(rec.herbs.length).toBeGreaterThan(0);
    expect(rec.diet.length).toBeGreaterThan(0);
    expect(rec.lifestyle.length).toBeGreaterThan(0);
  });

  it('names the reported discomfort in the reader’s language', () => {
    const questionnaire = {
      energyLevel: 3,
      sleepQuality: 3,
      digestion: 3,
      discomforts: ['Bloating' as const, 'Sore Throat' as const],
    };
    const es = buildRecommendation({ tongueFindings: paleSwollen, questionnaire, locale: 'es' });
    expect(es.observations).toEqual(
      expect.arrayContaining(['Molestia indicada: Hinchazón abdominal', 'Molestia indicada: Dolor de garganta']),
    );
    const zh = buildRecommendation({ tongueFindings: paleSwollen, questionnaire, locale: 'zh' });
    expect(zh.observations).toEqual(expect.arrayContaining(['自述不适：腹胀', '自述不适：咽痛']));
  });

  it('is consumer-safe: no formula names, no doses', () => {
    const rec = buildRecommendation({
      tongueFindings: paleSwollen,
      questionnaire: { energyLevel: 2, sleepQuality: 2, digestion: 2, discomforts: [] },
    });
    const text = JSON.stringify(rec);
    expect(text).not.toMatch(/\d+\s*(g|mg|grams?)\b/i);
    for (const f of FORMULAS) expect(text).not.toContain(f.name.pinyin);
  });

  it('speaks Spanish to a Spanish-speaking user', () => {
    const rec = buildRecommendation({ tongueFindings: paleSwollen, language: 'spanish' });
    expect(rec.pattern).toBe('Deficiencia de Qi de Bazo');
    expect(rec.herbs[0].name).not.toBe(getPattern('spleen-qi-deficiency').consumerHerbs[0].name);
    expect(rec.herbs[0].name).toBe('Dátiles chinos (azufaifas)');
  });

  it('recommends for a balanced constitution when the tongue is healthy and the answers are good', () => {
    const rec = buildRecommendation({
      tongue: { bodyColor: 'normal', coating: 'thin-white', moisture: 'normal' },
      questionnaire: { energyLevel: 5, sleepQuality: 5, digestion: 5, discomforts: [] },
    });
    expect(rec.pattern).toBe(PATTERNS.find((p) => p.id === 'balanced')!.names.en);
  });

  it('reads an unanswered scale as no answer: neither a complaint nor its denial', () => {
    const skipped = buildRecommendation({
      tongueFindings: paleSwollen,
      questionnaire: { energyLevel: null, sleepQuality: null, digestion: null, discomforts: [] },
    });
    const low = buildRecommendation({
      tongueFindings: paleSwollen,
      questionnaire: { energyLevel: 1, sleepQuality: 1, digestion: 1, discomforts: [] },
    });
    for (const said of ['Low energy reported', 'Poor sleep reported']) {
      expect(low.observations).toContain(said);
      expect(skipped.observations).not.toContain(said);
    }
    expect(skipped.observations).toEqual(buildRecommendation({ tongueFindings: paleSwollen }).observations);
  });

  it('exports the disclaimer that goes with it', () => {
    expect(RECOMMENDATION_DISCLAIMER).toMatch(/not medical advice/);
  });
});
