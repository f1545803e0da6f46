import { describe, expect, it } from 'vitest';
import { DifferentiationResultSchema } from '../../../src/contract/analysis.ts';
import { differentiateWith, REFERRAL_MESSAGE, type DifferentiationDeps } from '../../../src/engine/analysis/differentiate.ts';
import { miniPattern, toyExtract } from '../../fixtures/patterns/mini-knowledge.ts';

const spleen = miniPattern('spleen-qi-deficiency', {
  tongue: [
    { sign: 'bodyColor:pale', weight: 2 },
    { sign: 'sign:tooth-marks', weight: 3 },
  ],
  pulse: [{ sign: 'weak', weight: 3 }],
  symptoms: [
    { sign: 'fatigue', weight: 3 },
    { sign: 'loose-stools', weight: 2 },
    { sign: 'poor-appetite', weight: 2 },
  ],
});
const heat = miniPattern(
  'stomach-fire',
  {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'coating:yellow', weight: 2 },
    ],
    pulse: [{ sign: 'rapid', weight: 3 }],
    symptoms: [
      { sign: 'thirst', weight: 3 },
      { sign: 'bad-breath', weight: 2 },
      { sign: 'excessive-hunger', weight: 2 },
    ],
  },
  { temperature: 'heat', nature: 'excess', against: { tongue: [{ sign: 'bodyColor:pale', weight: 2 }] } },
);
const liver = miniPattern(
  'liver-qi-stagnation',
  {
    pulse: [{ sign: 'wiry', weight: 3 }],
    symptoms: [
      { sign: 'irritability', weight: 3 },
      { sign: 'sighing', weight: 2 },
    ],
  },
  { nature: 'excess' },
);
const withModification = miniPattern(
  'liver-qi-stagnation-spleen-deficiency',
  {
    pulse: [{ sign: 'wiry', weight: 3 }],
    symptoms: [
      { sign: 'irritability', weight: 3 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'fatigue', weight: 2 },
    ],
  },
  {
    formula: {
      formula: 'xiao-yao-san',
      modifications: [
        { when: 'with Spleen deficiency', forPattern: 'spleen-qi-deficiency', add: [{ herb: 'dang-shen', doseG: [9, 15] }] },
        { when: 'with heat', add: [{ herb: 'zhi-zi', doseG: [6, 10] }] },
      ],
      keyHerbs: ['chai-hu'],
    },
  },
);
const balanced = miniPattern(
  'balanced',
  {
    tongue: [
      { sign: 'bodyColor:normal', weight: 2 },
      { sign: 'coating:thin-white', weight: 2 },
    ],
  },
  { formula: null, nature: 'none' },
);

const deps: DifferentiationDeps = {
  patterns: [spleen, heat, liver, withModification, balanced],
  extractSymptoms: toyExtract,
  findRedFlags: (text) =>
    /chest pain/.test(text) ? [{ id: 'chest-pain', message: 'Chest pain needs urgent assessment', evidence: 'chest pain' }] : [],
  findInteractions: (meds, herbs) =>
    /warfarin/i.test(meds) && herbs.includes('dang-gui')
      ? [{ herb: 'dang-gui', drug: 'warfarin', severity: 'major', effect: 'raises INR' }]
      : [],
};

describe('differentiation core', () => {
  it('ranks the pattern whose cardinal signs are present first, with the evidence and its weights', () => {
    const r = differentiateWith(deps, {
      tongue: { bodyColor: 'pale', signs: ['tooth-marks'] },
      pulse: { overallQuality: 'weak' },
      symptoms: 'fatigue, loose stools',
    });
    expect(DifferentiationResultSchema.parse(r)).toBeTruthy();
    expect(r.patterns[0].id).toBe('spleen-qi-deficiency');
    expect(r.patterns[0].evidence.for).toContainEqual(
      expect.objectContaining({ source: 'tongue', finding: 'sign:tooth-marks', weight: 3 }),
    );
    expect(r.patterns[0].cardinalCoverage).toBe(1);
    expect(r.patterns[0].confidence).toBeGreaterThan(r.patterns[1].confidence);
    expect(r.coherence.level).toBe('high');
  });

  it('counts a sign listed against a pattern against it', () => {
    const r = differentiateWith(deps, { tongue: { bodyColor: 'pale' }, symptoms: 'thirst, bad breath' });
    const fire = r.patterns.find((p) => p.id === 'stomach-fire')!;
    expect(fire.evidence.against).toContainEqual(expect.objectContaining({ finding: 'bodyColor:pale', weight: 2 }));
  });

  it('a denied symptom lowers the patterns that list it and can change the winner', () => {
    const affirmed = differentiateWith(deps, {
      symptoms: 'irritability, fatigue, loose stools',
      pulse: { overallQuality: 'wiry' },
    });
    const denied = differentiateWith(deps, {
      symptoms: 'irritability, no fatigue, no loose stools',
      pulse: { overallQuality: 'wiry' },
    });
    expect(affirmed.patterns[0].id).toBe('liver-qi-stagnation-spleen-deficiency');
    expect(denied.patterns[0].id).toBe('liver-qi-stagnation');
    const lqsd = denied.patterns.find((p) => p.id === 'liver-qi-stagnation-spleen-deficiency')!;
    expect(lqsd.evidence.against.map((e) => e.finding)).toContain('no fatigue');
  });

  it("answers 'balanced' when nothing significant is found", () => {
    const r = differentiateWith(deps, { tongue: { bodyColor: 'normal', coating: 'thin-white' }, pulse: { rate: 70 } });
    expect(r.patterns[0].id).toBe('balanced');
    expect(r.treatment?.formula).toBeNull();
    const empty = differentiateWith(deps, {});
    expect(empty.patterns[0].id).toBe('balanced');
    expect(empty.coherence.level).toBe('insufficient');
  });

  it('never ranks balanced above a significant pattern', () => {
    const r = differentiateWith(deps, {
      tongue: { bodyColor: 'normal', coating: 'thin-white' },
      pulse: { overallQuality: 'wiry' },
      symptoms: 'irritability, sighing',
    });
    expect(r.patterns[0].id).toBe('liver-qi-stagnation');
    expect(r.patterns.findIndex((p) => p.id === 'balanced')).toBeGreaterThan(0);
  });

  it('applies the formula modification written for a secondary pattern found alongside, and lists the others', () => {
    const r = differentiateWith(deps, {
      pulse: { overallQuality: 'wiry', strength: 'weak' },
      symptoms: 'irritability, fatigue, loose stools, poor appetite',
    });
    expect(r.patterns[0].id).toBe('liver-qi-stagnation-spleen-deficiency');
    expect(r.patterns.slice(1, 3).map((p) => p.id)).toContain('spleen-qi-deficiency');
    expect(r.secondaryPatterns).toContain('spleen-qi-deficiency');
    expect(r.treatment?.appliedModifications).toEqual([
      expect.objectContaining({ forPattern: 'spleen-qi-deficiency', add: ['dang-shen'] }),
    ]);
    const herbs = r.treatment?.formula?.herbs.map((h) => h.id);
    expect(herbs?.[0]).toBe('chai-hu');
    expect(herbs?.at(-1)).toBe('dang-shen');
    expect(r.treatment?.formula?.herbs.find((h) => h.id === 'dang-shen')?.addedFor).toBe('spleen-qi-deficiency');
    expect(r.treatment?.otherModifications.map((m) => m.when)).toEqual(['with heat']);
  });

  it('reports interactions of the formula herbs with the stated medications', () => {
    const r = differentiateWith(deps, {
      tongue: { bodyColor: 'pale', signs: ['tooth-marks'] },
      symptoms: 'fatigue',
      medications: 'Warfarin 5 mg daily',
    });
    expect(r.cautions.interactions).toEqual([expect.objectContaining({ herb: 'dang-gui', drug: 'warfarin' })]);
  });

  it("red flags override the advice with the most urgent flag's message and make the case severe", () => {
    const r = differentiateWith(deps, { symptoms: 'fatigue, loose stools', chiefComplaint: 'chest pain on exertion' });
    expect(r.cautions.redFlags.map((f) => f.id)).toEqual(['chest-pain']);
    expect(r.referral).toBe('Chest pain needs urgent assessment');
    const noMessage = differentiateWith({ ...deps, findRedFlags: () => [{ id: 'x', message: '' }] }, { symptoms: 'fatigue' });
    expect(noMessage.referral).toBe(REFERRAL_MESSAGE);
    expect(r.severity.level).toBe('severe');
  });

  it('counts the worst questionnaire answer among the answered scales only, never an unanswered one as 0', () => {
    const reason = 'a questionnaire answer at the worst score';
    const reasons = (q: { energyLevel: number | null; sleepQuality: number | null; digestion: number | null }) =>
      differentiateWith(deps, { symptoms: 'fatigue', questionnaire: { ...q, discomforts: [] } }).severity.reasons;
    expect(reasons({ energyLevel: null, sleepQuality: 1, digestion: null })).toContain(reason);
    expect(reasons({ energyLevel: null, sleepQuality: null, digestion: null })).not.toContain(reason);
    expect(reasons({ energyLevel: null, sleepQuality: 2, digestion: 3 })).not.toContain(reason);
  });

  it('weighs tongue-engine findings by their confidence, and a manual value wins over the engine', () => {
    const engineOnly = differentiateWith(deps, {
      tongueFindings: { assessment: { bodyColor: { value: 'pale', confidence: 0.5 } }, signs: [] },
      symptoms: 'fatigue',
    });
    const spleenEvidence = engineOnly.patterns.find((p) => p.id === 'spleen-qi-deficiency')!.evidence.for;
    expect(spleenEvidence).toContainEqual(expect.objectContaining({ finding: 'bodyColor:pale', weight: 1 }));
    const overridden = differentiateWith(deps, {
      tongue: { bodyColor: 'red' },
      tongueFindings: { assessment: { bodyColor: { value: 'pale', confidence: 0.9 } }, signs: [] },
    });
    expect(overridden.findings.tongue).toEqual(['bodyColor:red']);
  });

  it('reads a rapid pulse from the rate and qualities from the notes', () => {
    const r = differentiateWith(deps, { pulse: { rate: 98, notes: 'wiry on the left guan, not weak' } });
    expect(r.findings.pulse.sort()).toEqual(['rapid', 'wiry']);
  });

  it('reads pulse qualities written in Spanish, and skips a negated one', () => {
    const r = differentiateWith(deps, { pulse: { notes: 'Pulso rápido y de cuerda, no débil' } });
    expect(r.findings.pulse.sort()).toEqual(['rapid', 'wiry']);
  });

  it('reads questionnaire answers as symptoms', () => {
    const r = differentiateWith(deps, {
      questionnaire: { energyLevel: 1, sleepQuality: 3, digestion: 2, discomforts: ['Headache'] },
    });
    const ids = r.findings.symptoms.filter((s) => !s.negated).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['fatigue', 'poor-appetite', 'bloating', 'headache']));
  });

  it('calls an exterior invasion acute and a deficiency with cracks chronic', () => {
    const acute = differentiateWith(
      {
        ...deps,
        patterns: [
          miniPattern(
            'wind-cold-exterior',
            { pulse: [{ sign: 'floating', weight: 3 }], symptoms: [{ sign: 'chills', weight: 3 }] },
            { nature: 'excess' },
          ),
        ],
      },
      { pulse: { overallQuality: 'floating' }, symptoms: 'chills' },
    );
    expect(acute.chronicity.level).toBe('acute');
    const chronic = differentiateWith(deps, {
      tongue: { bodyColor: 'pale', texture: 'cracked', signs: ['tooth-marks'] },
      symptoms: 'fatigue, loose stools',
      age: 70,
    });
    expect(chronic.chronicity.level).toBe('chronic');
  });

  it("tells the chronicity by its own side's reasons, not the other side's", () => {
    // 'since yesterday' weighs for acute, '3 months' and a deficiency for chronic: chronic wins,
    // and 'yesterday' is not given as a reason for it.
    const mixed = differentiateWith(deps, {
      tongue: { bodyColor: 'pale', texture: 'cracked', signs: ['tooth-marks'] },
      symptoms: 'fatigue and loose stools for 3 months, a headache since yesterday',
      age: 70,
    });
    expect(mixed.chronicity.level).toBe('chronic');
    expect(mixed.chronicity.reasons.join(' ')).toMatch(/3 months/);
    expect(mixed.chronicity.reasons.join(' ')).not.toMatch(/yesterday/);
  });
});
