import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DifferentiationInputSchema,
  DifferentiationResultSchema,
  type DifferentiationInput,
} from '../../../src/contract/analysis.ts';
import type { PulseFeature, TongueAssessment } from '../../../src/contract/assessment.ts';
import { differentiate } from '../../../src/engine/analysis/differentiate.ts';
import { evaluateVignettes, type Vignette } from '../../../src/engine/patterns/evaluate-vignettes.ts';
import { getFormula } from '../../../src/engine/knowledge/formulas/index.ts';
import { PATTERNS, assertCompleteKnowledgeBase, getPattern } from '../../../src/engine/knowledge/patterns/index.ts';
import type { PatternKnowledge } from '../../../src/engine/knowledge/types.ts';
import { findSymptom } from '../../../src/engine/patterns/symptoms/vocabulary.ts';

/**
 * The classic presentation of a pattern, written from its own knowledge-base record: every
 * sign of weight >= 2 (for a tongue field, the heaviest value), symptoms as their vocabulary
 * labels in a sentence, as a practitioner would type them.
 */
function classicPresentation(p: PatternKnowledge): DifferentiationInput {
  const tongue: Record<string, unknown> = {};
  const fieldWeight: Record<string, number> = {};
  const signs: string[] = [];
  for (const { sign, weight } of p.signs.tongue) {
    if (weight < 2) continue;
    const [field, value] = sign.split(':');
    if (field === 'sign') signs.push(value);
    else if (weight > (fieldWeight[field] ?? 0)) {
      tongue[field] = value;
      fieldWeight[field] = weight;
    }
  }
  if (signs.length) tongue.signs = signs;
  const qualities = p.signs.pulse.filter((s) => s.weight >= 2).map((s) => s.sign as PulseFeature);
  const words = p.signs.symptoms
    .filter((s) => s.weight >= 2)
    .map((s) => findSymptom(s.sign)?.label.en ?? s.sign.replace(/-/g, ' '));
  return {
    ...(Object.keys(tongue).length ? { tongue: tongue as TongueAssessment } : {}),
    ...(qualities.length ? { pulse: { qualities } } : {}),
    ...(words.length ? { symptoms: `${words.join('. ')}.` } : {}),
  };
}

describe('differentiation with the knowledge base', () => {
  const patterns = PATTERNS.filter((p) => p.id !== 'balanced');

  it('holds all 32 canonical patterns', () => {
    expect(PATTERNS).toHaveLength(32);
    expect(getPattern('spleen-qi-deficiency').names.en).toBe('Spleen Qi Deficiency');
  });

  it('refuses a knowledge base with a pattern missing or repeated', () => {
    expect(() => assertCompleteKnowledgeBase(PATTERNS.slice(1))).toThrow(/missing: liver-qi-stagnation/);
    expect(() => assertCompleteKnowledgeBase([...PATTERNS, PATTERNS[3]])).toThrow(/repeated/);
  });

  it.each(patterns.map((p) => [p.id, p] as const))('ranks %s in the top three on its own classic presentation', (_id, p) => {
    const r = differentiate(classicPresentation(p));
    expect(r.patterns.slice(0, 3).map((x) => x.id)).toContain(p.id);
  });

  it('ranks most patterns first on their own classic presentation', () => {
    const firsts = patterns.filter((p) => differentiate(classicPresentation(p)).patterns[0].id === p.id);
    expect(firsts.length / patterns.length).toBeGreaterThanOrEqual(0.8);
  });

  it('returns a result that satisfies the contract, treatment for the main pattern included', () => {
    const r = differentiate(classicPresentation(getPattern('liver-qi-stagnation-spleen-deficiency')));
    expect(DifferentiationResultSchema.safeParse(r).success).toBe(true);
    expect(r.treatment?.patternId).toBe(r.patterns[0].id);
    expect(r.treatment?.formula?.herbs.length).toBeGreaterThan(2);
  });

  it('a negation changes the result: denying the heat signs turns wind-heat into wind-cold', () => {
    const pulse = { overallQuality: 'floating' as const };
    const heat = differentiate({ pulse, symptoms: 'Fever, headache, sore throat, thirst, slight sweating.' });
    const cold = differentiate({
      pulse,
      symptoms: 'Fever, headache, aversion to cold, body aches. No sore throat, no thirst, no sweating.',
    });
    expect(heat.patterns[0].id).toBe('wind-heat-exterior');
    expect(cold.patterns[0].id).toBe('wind-cold-exterior');
    const denied = cold.patterns.find((p) => p.id === 'wind-heat-exterior')!;
    expect(denied.evidence.against.some((e) => e.finding.startsWith('no '))).toBe(true);
  });

  it("answers 'balanced' for a healthy tongue, a normal pulse and good questionnaire scores", () => {
    const r = differentiate({
      tongue: { bodyColor: 'normal', coating: 'thin-white', moisture: 'normal' },
      pulse: { rate: 68, strength: 'moderate' },
      questionnaire: { energyLevel: 5, sleepQuality: 4, digestion: 5, discomforts: [] },
    });
    expect(r.patterns[0].id).toBe('balanced');
    expect(r.treatment?.formula).toBeNull();
  });

  it('raises red flags that override the advice', () => {
    const r = differentiate({ symptoms: 'Crushing chest pain spreading to the left arm since this morning, sweating, fatigue.' });
    expect(r.cautions.redFlags.length).toBeGreaterThan(0);
    expect(r.referral).toMatch(/See a doctor now/);
    expect(r.severity.level).toBe('severe');
  });

  it('finds the interactions of a warfarin patient with a dang gui / dan shen formula', () => {
    const withDangGui = PATTERNS.find((p) =>
      p.formula ? getFormula(p.formula.formula).herbs.some((h) => h.herb === 'dang-gui' || h.herb === 'dan-shen') : false,
    )!;
    const r = differentiate({
      ...classicPresentation(withDangGui),
      medications: 'Warfarin 5 mg once daily; paracetamol as needed',
    });
    expect(r.patterns[0].id).toBe(withDangGui.id);
    const herbs = r.cautions.interactions.map((i) => i.herb);
    expect(herbs.some((h) => /dang.?gui|dan.?shen/i.test(h))).toBe(true);
    expect(r.cautions.interactions.every((i) => /warfarin/i.test(i.drug))).toBe(true);
    const none = differentiate({ ...classicPresentation(withDangGui), medications: 'none' });
    expect(none.cautions.interactions).toEqual([]);
  });
});

describe('hand-written vignettes', () => {
  const dir = path.resolve(import.meta.dirname, '../../fixtures/vignettes');
  const vignettes: Vignette[] = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<Vignette, 'file'>;
      return { ...raw, file, input: DifferentiationInputSchema.parse(raw.input) };
    });

  it('are at least 40, cover every pattern id, and each names a canonical pattern', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(40);
    const expected = new Set(vignettes.flatMap((v) => v.expected));
    for (const p of PATTERNS) expect(expected.has(p.id)).toBe(true);
  });

  it('meet the accuracy targets: top-1 >= 0.80 and top-3 >= 0.95', () => {
    const s = evaluateVignettes(vignettes, differentiate);
    expect(s.top1).toBeGreaterThanOrEqual(0.8);
    expect(s.top3).toBeGreaterThanOrEqual(0.95);
  });
});
