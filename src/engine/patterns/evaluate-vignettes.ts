import type { DifferentiationInput, DifferentiationResult } from '../../contract/analysis.ts';

/** One hand-written case of tests/fixtures/vignettes. */
export interface Vignette {
  file: string;
  title: string;
  kind: string;
  /** Pattern ids that count as a correct answer. */
  expected: string[];
  input: DifferentiationInput;
}

export interface VignetteOutcome {
  vignette: Vignette;
  /** 1-based rank of the first expected pattern; null when absent from the ranking. */
  rank: number | null;
  top3: { id: string; score: number; confidence: number }[];
  topConfidence: number;
}

export interface EvaluationSummary {
  cases: number;
  top1: number;
  top3: number;
  byKind: Record<string, { cases: number; top1: number; top3: number }>;
  /** Mean confidence of the first-ranked pattern when it was right, and when it was wrong. */
  meanConfidenceHit: number | null;
  meanConfidenceMiss: number | null;
  outcomes: VignetteOutcome[];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/**
 * Run a differentiation function over vignettes: top-1 accuracy (the first-ranked pattern
 * is an expected one) and top-3 accuracy (an expected one is in the first three), overall
 * and per vignette kind, and how confidence separates hits from misses.
 */
export function evaluateVignettes(
  vignettes: readonly Vignette[],
  run: (input: DifferentiationInput) => DifferentiationResult,
): EvaluationSummary {
  const outcomes = vignettes.map((v): VignetteOutcome => {
    const r = run(v.input);
    const index = r.patterns.findIndex((p) => v.expected.includes(p.id));
    return {
      vignette: v,
      rank: index >= 0 ? index + 1 : null,
      top3: r.patterns.slice(0, 3).map((p) => ({ id: p.id, score: p.score, confidence: p.confidence })),
      topConfidence: r.patterns[0]?.confidence ?? 0,
    };
  });
  const rate = (os: VignetteOutcome[], k: number) => (os.length ? os.filter((o) => o.rank !== null && o.rank <= k).length / os.length : 0);
  const byKind: EvaluationSummary['byKind'] = {};
  for (const kind of new Set(vignettes.map((v) => v.kind))) {
    const os = outcomes.filter((o) => o.vignette.kind === kind);
    byKind[kind] = { cases: os.length, top1: rate(os, 1), top3: rate(os, 3) };
  }
  return {
    cases: outcomes.length,
    top1: rate(outcomes, 1),
    top3: rate(outcomes, 3),
    byKind,
    meanConfidenceHit: mean(outcomes.filter((o) => o.rank === 1).map((o) => o.topConfidence)),
    meanConfidenceMiss: mean(outcomes.filter((o) => o.rank !== 1).map((o) => o.topConfidence)),
    outcomes,
  };
}
