import type { DifferentiationInput, DifferentiationResult } from '../../contract/analysis.ts';

/** One hand-written case of tests/fixtures/vignettes. */
export interface Vignette {
  file: string;
  title: string;
  kind: string;
  /** Pattern ids that count as a correct answer. */
  expected: string[];
  /**
   * For a case of two patterns at once: the two patterns, each as the ids that count for it
   * (for example [['spleen-qi-deficiency'], ['cold-damp-encumbering-spleen', 'phlegm-dampness']]).
   * The case is a top-1 hit when the first-ranked pattern is either one.
   */
  both?: string[][];
  input: DifferentiationInput;
}

/** How one vignette came out: expected pattern, ranking and confidence. */
export interface VignetteOutcome {
  vignette: Vignette;
  /** 1-based rank of the first expected pattern; null when absent from the ranking. */
  rank: number | null;
  top3: { id: string; score: number; confidence: number }[];
  topConfidence: number;
  /** For a two-pattern case: whether each of its two patterns is in the first three. */
  bothInTop3?: boolean;
}

/** Accuracy figures of a vignette run (top-1, top-3, by kind, calibration). */
export interface EvaluationSummary {
  cases: number;
  top1: number;
  top3: number;
  byKind: Record<string, { cases: number; top1: number; top3: number; bothInTop3?: number; twoPatternCases?: number }>;
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
    const top3 = r.patterns.slice(0, 3).map((p) => ({ id: p.id, score: p.score, confidence: p.confidence }));
    return {
      vignette: v,
      rank: index >= 0 ? index + 1 : null,
      top3,
      topConfidence: r.patterns[0]?.confidence ?? 0,
      ...(v.both ? { bothInTop3: v.both.every((ids) => top3.some((t) => ids.includes(t.id))) } : {}),
    };
  });
  const rate = (os: VignetteOutcome[], k: number) =>
    os.length ? os.filter((o) => o.rank !== null && o.rank <= k).length / os.length : 0;
  const byKind: EvaluationSummary['byKind'] = {};
  for (const kind of new Set(vignettes.map((v) => v.kind))) {
    const os = outcomes.filter((o) => o.vignette.kind === kind);
    const pairs = os.filter((o) => o.bothInTop3 !== undefined);
    byKind[kind] = {
      cases: os.length,
      top1: rate(os, 1),
      top3: rate(os, 3),
      ...(pairs.length
        ? { twoPatternCases: pairs.length, bothInTop3: pairs.filter((o) => o.bothInTop3).length / pairs.length }
        : {}),
    };
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

/** The two splits of the development set: weights and rules may be looked at and tuned on 'fit' only. */
export type DevSplit = 'fit' | 'report';

/**
 * The split of a development case, from its id alone (FNV-1a hash, odd = report), so the
 * split is fixed before any case is run and cannot be chosen by how a case comes out.
 */
export function devSplitOf(id: string): DevSplit {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 1 ? 'report' : 'fit';
}

/** Mulberry32: a small seeded pseudo-random generator (uniform 0-1), so degraded runs are repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A copy of a case with each finding kept with probability `keep`: each tongue field and
 * sign, each pulse quality and the rate, each clause of the symptom text (split at , ; .),
 * the chief complaint and the questionnaire. Used to measure how the ranking holds up when a
 * presentation is incomplete, as real ones are.
 */
export function degradeInput(input: DifferentiationInput, keep: number, random: () => number): DifferentiationInput {
  const kept = () => random() < keep;
  const out: DifferentiationInput = { ...input };
  if (input.tongue) {
    const t: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input.tongue)) {
      if (k === 'signs' && Array.isArray(v)) {
        const signs = v.filter(() => kept());
        if (signs.length) t.signs = signs;
      } else if (kept()) t[k] = v;
    }
    out.tongue = t;
  }
  if (input.pulse) {
    const qualities = [
      ...(input.pulse.qualities ?? []),
      ...(input.pulse.overallQuality ? [input.pulse.overallQuality] : []),
    ].filter(() => kept());
    out.pulse = {
      ...(qualities.length ? { qualities: [...new Set(qualities)] } : {}),
      ...(input.pulse.rate !== undefined && kept() ? { rate: input.pulse.rate } : {}),
    };
  }
  if (input.symptoms) {
    const clauses = input.symptoms
      .split(/[,;.]/)
      .map((c) => c.trim())
      .filter(Boolean)
      .filter(() => kept());
    out.symptoms = clauses.join(', ');
  }
  if (input.chiefComplaint && !kept()) delete out.chiefComplaint;
  if (input.questionnaire && !kept()) delete out.questionnaire;
  return out;
}

/** One bin of a reliability table: cases whose first-ranked confidence fell in [from, to). */
export interface ReliabilityBin {
  from: number;
  to: number;
  cases: number;
  meanConfidence: number | null;
  /** Share of those cases whose first-ranked pattern was right. */
  accuracy: number | null;
}

/**
 * Reliability table of the first-ranked confidence: for each confidence bin, how often the
 * first pattern was right. A calibrated confidence has accuracy close to the mean confidence.
 */
export function reliabilityTable(
  outcomes: readonly VignetteOutcome[],
  edges: readonly number[] = [0, 0.2, 0.4, 0.6, 1.0001],
): ReliabilityBin[] {
  return edges.slice(0, -1).map((from, i) => {
    const to = edges[i + 1];
    const inBin = outcomes.filter((o) => o.topConfidence >= from && o.topConfidence < to);
    return {
      from,
      to: Math.min(1, to),
      cases: inBin.length,
      meanConfidence: mean(inBin.map((o) => o.topConfidence)),
      accuracy: inBin.length ? inBin.filter((o) => o.rank === 1).length / inBin.length : null,
    };
  });
}
