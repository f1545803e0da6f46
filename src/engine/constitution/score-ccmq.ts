import {
  CONSTITUTION_IDS,
  type ConstitutionId,
  type ConstitutionResult,
  type ConstitutionScore,
  type ConstitutionVerdict,
} from '../../contract/constitution.ts';
import { CCMQ_ITEMS } from './ccmq-items.ts';

/*
 * CCMQ scoring and judgement, as the China Association of Chinese Medicine standard
 * 'Classification and Determination of Constitution in TCM' (ZYYXH/T157-2009) prescribes:
 * - raw score of a constitution = the sum of its questions' answers (1-5; balanced's shared
 *   questions reversed: 6 − answer);
 * - transformed score = (raw − items) / (items × 4) × 100, 0-100;
 * - balanced 'is' when its score ≥ 60 and every biased score < 30; 'basically is' (our
 *   'tends') when its score ≥ 60 and every biased score < 40; otherwise 'not';
 * - a biased constitution 'is' at ≥ 40, 'tends to' at 30-39, 'is not' below 30.
 */

export const BALANCED_MIN = 60;
export const BIASED_IS = 40;
export const BIASED_TENDS = 30;

/** Transformed score of a raw sum over `items` questions: (raw − items) / (items × 4) × 100. */
export function transformedScore(raw: number, items: number): number {
  return ((raw - items) / (items * 4)) * 100;
}

/** A biased constitution's verdict from its transformed score. */
export function biasedVerdict(score: number): ConstitutionVerdict {
  if (score >= BIASED_IS) return 'is';
  if (score >= BIASED_TENDS) return 'tends';
  return 'not';
}

/** Balanced's verdict from its score and the highest biased score. */
export function balancedVerdict(balanced: number, highestBiased: number): ConstitutionVerdict {
  if (balanced >= BALANCED_MIN && highestBiased < BIASED_TENDS) return 'is';
  if (balanced >= BALANCED_MIN && highestBiased < BIASED_IS) return 'tends';
  return 'not';
}

/**
 * Scores a complete set of answers (item number -> 1-5). Throws a RangeError when an item is
 * missing or out of the scale: the routes validate first, so this guards the engine's callers.
 */
export function scoreCcmq(answers: Readonly<Record<string | number, number>>, takenAt: Date = new Date()): ConstitutionResult {
  const sums = new Map<ConstitutionId, { raw: number; items: number }>(CONSTITUTION_IDS.map((id) => [id, { raw: 0, items: 0 }]));
  for (const item of CCMQ_ITEMS) {
    const answer = answers[item.n] ?? answers[String(item.n)];
    if (answer === undefined || !Number.isInteger(answer) || answer < 1 || answer > 5) {
      throw new RangeError(`CCMQ question ${item.n} needs an answer from 1 to 5`);
    }
    for (const c of item.counts) {
      const s = sums.get(c.id)!;
      s.raw += c.reversed ? 6 - answer : answer;
      s.items += 1;
    }
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const biasedScores = CONSTITUTION_IDS.filter((id) => id !== 'balanced').map((id) => {
    const s = sums.get(id)!;
    const transformed = round1(transformedScore(s.raw, s.items));
    return { id, raw: s.raw, items: s.items, transformed, verdict: biasedVerdict(transformed) } satisfies ConstitutionScore;
  });
  const b = sums.get('balanced')!;
  const balancedScore = round1(transformedScore(b.raw, b.items));
  const highest = Math.max(...biasedScores.map((s) => s.transformed));
  const balanced: ConstitutionScore = {
    id: 'balanced',
    raw: b.raw,
    items: b.items,
    transformed: balancedScore,
    verdict: balancedVerdict(balancedScore, highest),
  };
  const biased = biasedScores
    .filter((s) => s.verdict !== 'not')
    .sort((x, y) => y.transformed - x.transformed)
    .map((s) => s.id);
  return {
    takenAt: takenAt.toISOString(),
    scores: [balanced, ...biasedScores],
    primary: balanced.verdict !== 'not' ? 'balanced' : (biased[0] ?? null),
    biased,
    answers: Object.fromEntries(CCMQ_ITEMS.map((i) => [String(i.n), answers[i.n] ?? answers[String(i.n)]])),
  };
}
