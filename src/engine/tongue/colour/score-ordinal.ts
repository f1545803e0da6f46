/**
 * Evaluates an ordinal colour model (model/colour-model.ts): a standardised linear score with
 * two cutpoints. Confidence grows with the distance of the score from the nearest cutpoint, in
 * units of one class step: on the cutpoint 0.5, half a class away ~0.85, capped at 0.95.
 */
import type { OrdinalColourModel } from '../model/colour-model.ts';

export interface OrdinalResult {
  /** 0, 1 or 2 */
  level: 0 | 1 | 2;
  score: number;
  confidence: number;
}

/** Scores a feature vector (same order as model.features). */
export function scoreOrdinal(model: OrdinalColourModel, x: readonly number[]): OrdinalResult {
  let score = model.bias;
  for (let i = 0; i < model.weights.length; i++) score += (model.weights[i] * (x[i] - model.mean[i])) / model.std[i];
  const [c0, c1] = model.cutpoints;
  const level: 0 | 1 | 2 = score < c0 ? 0 : score < c1 ? 1 : 2;
  const distance = level === 0 ? c0 - score : level === 2 ? score - c1 : Math.min(score - c0, c1 - score);
  return { level, score, confidence: Math.min(0.95, 0.5 + 0.45 * Math.tanh(2 * distance)) };
}
