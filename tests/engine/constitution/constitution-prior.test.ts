import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DifferentiationInputSchema, type DifferentiationInput } from '../../../src/contract/analysis.ts';
import { CONSTITUTION_IDS, type ConstitutionId } from '../../../src/contract/constitution.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { differentiate } from '../../../src/engine/analysis/differentiate.ts';
import {
  CONSTITUTION_BOOST,
  CONSTITUTION_PATTERNS,
  constitutionOf,
} from '../../../src/engine/constitution/constitution-prior.ts';
import { scoreCcmq } from '../../../src/engine/constitution/score-ccmq.ts';
import { PATTERN_IDS } from '../../../src/engine/knowledge/types.ts';

/** Tired, poor appetite, loose stools, cold hands and feet, pale tongue: spleen qi and spleen yang deficiency nearly tie. */
const nearTie: DifferentiationInput = {
  symptoms: 'tired all the time, poor appetite, loose stools, cold hands and feet',
  tongue: { bodyColor: 'pale' },
};
/** The same picture with bloating after meals and without the cold limbs: spleen qi deficiency clearly leads. */
const clearQi: DifferentiationInput = {
  symptoms: 'fatigue, poor appetite, loose stools, bloating after eating, feels cold',
  tongue: { bodyColor: 'pale', coating: 'thin-white' },
};

const top = (input: DifferentiationInput) => differentiate(input).patterns[0];
const scoreOf = (input: DifferentiationInput, id: string) => differentiate(input).patterns.find((p) => p.id === id)!;
const withC = (input: DifferentiationInput, ...c: [ConstitutionId, 'is' | 'tends' | 'not'][]): DifferentiationInput => ({
  ...input,
  constitution: c.map(([id, verdict]) => ({ id, verdict })),
});

const vignetteDir = path.resolve(import.meta.dirname, '../../fixtures/vignettes');
const vignettes = readdirSync(vignetteDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    file: f,
    input: DifferentiationInputSchema.parse(
      (JSON.parse(readFileSync(path.join(vignetteDir, f), 'utf8')) as { input: unknown }).input,
    ),
  }));

describe('the constitution as a prior of the differentiation', () => {
  it('maps each biased constitution to canonical pattern ids; balanced and inherited-special to none', () => {
    for (const id of CONSTITUTION_IDS)
      for (const p of CONSTITUTION_PATTERNS[id]) expect(PATTERN_IDS as readonly string[]).toContain(p);
    expect(CONSTITUTION_PATTERNS.balanced).toEqual([]);
    expect(CONSTITUTION_PATTERNS['inherited-special']).toEqual([]);
    expect(CONSTITUTION_PATTERNS['yang-deficient']).toContain('spleen-yang-deficiency');
    expect(CONSTITUTION_PATTERNS['qi-deficient']).toContain('spleen-qi-deficiency');
  });

  it('decides a near-tie: the yang-deficient constitution puts spleen yang deficiency first, the qi-deficient keeps spleen qi', () => {
    const without = differentiate(nearTie);
    expect(without.patterns.slice(0, 2).map((p) => p.id)).toEqual(['spleen-qi-deficiency', 'spleen-yang-deficiency']);
    expect(without.reasoning.split).toBe(true);

    const yang = differentiate(withC(nearTie, ['yang-deficient', 'is']));
    expect(yang.patterns[0].id).toBe('spleen-yang-deficiency');
    const before = without.patterns.find((p) => p.id === 'spleen-yang-deficiency')!.score;
    expect(yang.patterns[0].score).toBeCloseTo(before * (1 + CONSTITUTION_BOOST.is), 3);
    expect(yang.patterns[0].evidence.for.at(-1)).toEqual({
      source: 'constitution',
      finding: 'constitution:yang-deficient',
      weight: 0.08,
      detail: 'CCMQ',
    });
    // The treatment follows the new first pattern.
    expect(yang.treatment?.patternId).toBe('spleen-yang-deficiency');

    expect(top(withC(nearTie, ['qi-deficient', 'is'])).id).toBe('spleen-qi-deficiency');
  });

  it("counts 'tends to' at half of 'is'", () => {
    expect(CONSTITUTION_BOOST.tends).toBe(CONSTITUTION_BOOST.is / 2);
    const base = scoreOf(nearTie, 'spleen-yang-deficiency').score;
    expect(scoreOf(withC(nearTie, ['yang-deficient', 'tends']), 'spleen-yang-deficiency').score).toBeCloseTo(base * 1.04, 3);
    // Both constitutions present: the one that 'is' wins over the one that only 'tends'.
    expect(top(withC(nearTie, ['qi-deficient', 'tends'], ['yang-deficient', 'is'])).id).toBe('spleen-yang-deficiency');
    expect(top(withC(nearTie, ['qi-deficient', 'is'], ['yang-deficient', 'tends'])).id).toBe('spleen-qi-deficiency');
    expect(top(withC(nearTie, ['yang-deficient', 'tends'])).evidence.for.at(-1)?.finding).toBe(
      'constitution:yang-deficient:tends',
    );
  });

  it('does not override a clear picture: spleen qi deficiency stays first for a yang-deficient person', () => {
    const clear = differentiate(clearQi);
    expect(clear.patterns[0].id).toBe('spleen-qi-deficiency');
    expect(clear.reasoning.split).toBe(false);
    const yang = differentiate(withC(clearQi, ['yang-deficient', 'is']));
    expect(yang.patterns[0].id).toBe('spleen-qi-deficiency');
    expect(yang.patterns[0].score).toBe(clear.patterns[0].score);
    // The runner-up got its nudge, and it shows.
    const nudged = yang.patterns.find((p) => p.id === 'spleen-yang-deficiency')!;
    expect(nudged.evidence.for.some((e) => e.source === 'constitution')).toBe(true);
  });

  it("changes nothing for balanced, inherited-special or a constitution judged 'not'", () => {
    const plain = differentiate(nearTie);
    for (const c of [
      ['balanced', 'is'],
      ['inherited-special', 'is'],
      ['yang-deficient', 'not'],
    ] as const)
      expect(differentiate(withC(nearTie, [c[0], c[1]])).patterns).toEqual(plain.patterns);
  });

  it('never makes a pattern out of the constitution alone: a healthy case stays balanced', () => {
    const healthy = vignettes.find((v) => v.file === 'balanced.json')!.input;
    for (const id of CONSTITUTION_IDS) expect(top(withC(healthy, [id, 'is'])).id).toBe('balanced');
  });

  it('only reorders patterns the engine already calls split: on every vignette, with every constitution', () => {
    let changed = 0;
    for (const v of vignettes) {
      const plain = differentiate(v.input);
      for (const id of CONSTITUTION_IDS) {
        const judged = differentiate(withC(v.input, [id, 'is']));
        if (judged.patterns[0].id === plain.patterns[0].id) continue;
        changed += 1;
        expect(plain.reasoning.split, `${v.file} with ${id}`).toBe(true);
      }
    }
    // 64 vignettes x 9 constitutions: the prior moves a first place only rarely.
    expect(changed).toBeLessThan(vignettes.length);
  });

  it('shows the prior in the reasoning in three languages', () => {
    const input = {
      symptoms: nearTie.symptoms,
      manualAssessment: { bodyColor: 'pale' as const },
      constitution: [{ id: 'yang-deficient' as const, verdict: 'is' as const }],
    };
    const label = (locale: 'en' | 'es' | 'zh') => {
      const view = analyse({ ...input, locale }).reasoningView;
      expect(view.patterns[0].id).toBe('spleen-yang-deficiency');
      return view.patterns[0].for.find((f) => f.source === 'constitution');
    };
    expect(label('en')).toEqual({ label: 'constitution: yang-deficient (CCMQ)', source: 'constitution', weight: 0.08 });
    expect(label('es')?.label).toBe('constitución: deficiencia de Yang (CCMQ)');
    expect(label('zh')?.label).toBe('体质：阳虚质（CCMQ）');
    const tends = analyse({ ...input, constitution: [{ id: 'yang-deficient', verdict: 'tends' }] }).reasoningView;
    expect(tends.patterns[0].for.find((f) => f.source === 'constitution')?.label).toBe(
      'constitution: tends to yang-deficient (CCMQ)',
    );
    // The clinical notes name it among the evidence for the leading pattern.
    expect(analyse(input).practitioner.notas_clinicas).toContain('constitution: yang-deficient (CCMQ)');
  });
});

describe('constitutionOf: the stored constitution as the engine reads it', () => {
  const answers = (value: number, overrides: Record<number, number> = {}) =>
    Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), overrides[i + 1] ?? value]));

  it('reads a CCMQ result: the main constitution first, then every other that is or tends to', () => {
    // Everything 'somewhat': every biased score 50 ('is'), balanced not.
    const r = scoreCcmq(answers(3));
    const read = constitutionOf(r);
    expect(read[0]).toEqual({ id: r.primary, verdict: 'is' });
    expect(read.map((c) => c.id).sort()).toEqual(CONSTITUTION_IDS.filter((id) => id !== 'balanced').sort());
    // All 'not at all': balanced.
    expect(constitutionOf(scoreCcmq(answers(1)))).toEqual([{ id: 'balanced', verdict: 'is' }]);
  });

  it('reads a constitutional type typed by hand when it names one of the nine, as is', () => {
    expect(constitutionOf(null, 'qi-deficient')).toEqual([{ id: 'qi-deficient', verdict: 'is' }]);
    expect(constitutionOf(null, 'a bit of everything')).toEqual([]);
    expect(constitutionOf(undefined, null)).toEqual([]);
  });
});
