import type { RankedPattern } from '../../contract/analysis.ts';
import { priorEvidence } from '../constitution/constitution-prior.ts';
import type { PatternScore } from './score-patterns.ts';

/**
 * A pattern is 'significant' when the case holds at least one cardinal sign plus one more
 * finding, or two typical signs: supporting weight >= 4 from >= 2 abnormal findings, and
 * more evidence for than against. One sign alone never makes a pattern (Deng, Practical
 * Diagnosis: a pattern is identified from a combination of manifestations), and findings of
 * the healthy tongue (NORMAL_FINDINGS) never show that there is a disharmony at all.
 */
export const SIGNIFICANT_SUPPORT = 4;
/** Non-normal findings a pattern needs before it counts as significant (else balanced wins). */
export const SIGNIFICANT_FINDINGS = 2;

/** Whether a scored pattern has enough evidence to be named (see SIGNIFICANT_SUPPORT). */
export function isSignificant(s: PatternScore): boolean {
  return (
    s.pattern.id !== 'balanced' &&
    s.abnormalSupportPoints >= SIGNIFICANT_SUPPORT &&
    s.abnormalSupportCount >= SIGNIFICANT_FINDINGS &&
    s.points > 0 &&
    s.score > 0
  );
}

/**
 * Confidence of one ranked pattern, 0-1: the share of its cardinal signs observed
 * (completeness of the picture) times its dominance over the best competitor,
 * score / (score + competitor score), which is 0.5 for a tie and tends to 1 when nothing
 * else fits. Not a fitted probability: there is no independent labelled case set to fit
 * one on (see docs/differentiation.md, 'Confidence').
 */
export function confidenceOf(s: PatternScore, competitorScore: number): number {
  const own = Math.max(0, s.score);
  const other = Math.max(0, competitorScore);
  const dominance = own + other > 0 ? own / (own + other) : 0;
  return Math.round(s.cardinalCoverage * dominance * 1000) / 1000;
}

/**
 * Order scored patterns for the report: significant patterns by score, then the rest.
 * 'balanced' comes first exactly when no other pattern is significant, and never above
 * a significant one.
 */
export function rankPatterns(scores: readonly PatternScore[]): PatternScore[] {
  const balanced = scores.find((s) => s.pattern.id === 'balanced');
  const others = scores.filter((s) => s.pattern.id !== 'balanced');
  const significant = others.filter(isSignificant);
  const rest = others.filter((s) => !isSignificant(s));
  if (!balanced) return [...significant, ...rest];
  return significant.length === 0 ? [balanced, ...rest] : [...significant, balanced, ...rest];
}

/** The contract view of ranked patterns, each with its confidence (see confidenceOf) and the constitution's prior among its evidence for. */
export function toRankedPatterns(ranked: readonly PatternScore[]): RankedPattern[] {
  return ranked.map((s, i) => {
    const competitor = i === 0 ? (ranked[1]?.score ?? 0) : ranked[0].score;
    return {
      id: s.pattern.id,
      name: { en: s.pattern.names.en, zh: s.pattern.names.zh, pinyin: s.pattern.names.pinyin },
      score: s.score,
      confidence: confidenceOf(s, competitor),
      cardinalCoverage: s.cardinalCoverage,
      // The constitution's prior is listed last among the findings for (see constitution-prior.ts).
      evidence: { for: s.prior ? [...s.evidenceFor, priorEvidence(s.prior)] : s.evidenceFor, against: s.evidenceAgainst },
    };
  });
}
