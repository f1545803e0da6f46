/**
 * What the tongue head learns from each photo: per task, a target and a weight (0 = no label).
 *
 * Outputs of the head (logits, in order): body colour pale / normal / dark (softmax), coating
 * colour white / light yellow / yellow (softmax), thick coating, cracks, tooth marks (sigmoids).
 *
 * Sources and their weights:
 * - practitioners' manual labels (tongue-labels, tongue-labels-more): weight 1;
 * - the by-eye labels of tongue-seg: weight 1 at high or medium rater confidence in the body
 *   colour, 0.5 at low (the other fields have no confidence of their own);
 * - the TonguExpert database's model-predicted labels, where no manual label exists: weight
 *   PREDICTED_WEIGHT (training signal only, never a reported reference; the only source of
 *   coating thickness and of photos without fissures or tooth marks on that camera).
 * Fissure and tooth-mark severities become soft targets: severe 1, light LIGHT_TARGET, none 0.
 */
import { HEAD_OUT } from '../../src/engine/tongue/model/read-tongue-head.ts';
import type { HeadItem } from './datasets.ts';

export const HEAD_OUTPUTS = 9;
export const OUT = HEAD_OUT;

export interface HeadTargets {
  /** class 0-2 or -1 */
  body: number;
  bodyWeight: number;
  /** the body label is a reference (practitioners' or by-eye), not a model's prediction */
  bodyIsReference: boolean;
  coatingColour: number;
  coatingColourWeight: number;
  coatingColourIsReference: boolean;
  thick: number;
  thickWeight: number;
  cracks: number;
  cracksWeight: number;
  toothMarks: number;
  toothMarksWeight: number;
}

export interface TargetWeights {
  predicted: number;
  /** weight of the predicted body and coating colour labels (the colour half's training signal) */
  predictedColour: number;
  light: number;
  /** weight of by-eye crack and tooth-mark labels (0 = they only set thresholds) */
  byEyeTexture: number;
}

export const DEFAULT_TARGET_WEIGHTS: TargetWeights = { predicted: 0.3, predictedColour: 0.3, light: 0.75, byEyeTexture: 1 };

const BODY = { light: 0, regular: 1, dark: 2 } as const;
const COATING = { white: 0, light_yellow: 1, yellow: 2 } as const;

function severity(value: 'light' | 'severe' | null, light: number): number {
  return value === 'severe' ? 1 : value === 'light' ? light : 0;
}

export function targetsOf(item: HeadItem, w: TargetWeights = DEFAULT_TARGET_WEIGHTS): HeadTargets {
  const t: HeadTargets = {
    body: -1,
    bodyWeight: 0,
    bodyIsReference: false,
    coatingColour: -1,
    coatingColourWeight: 0,
    coatingColourIsReference: false,
    thick: 0,
    thickWeight: 0,
    cracks: 0,
    cracksWeight: 0,
    toothMarks: 0,
    toothMarksWeight: 0,
  };
  const { manual, predicted, byEye } = item;
  if (manual?.body_colour) [t.body, t.bodyWeight, t.bodyIsReference] = [BODY[manual.body_colour], 1, true];
  else if (predicted?.body_colour) [t.body, t.bodyWeight] = [BODY[predicted.body_colour], w.predictedColour];
  if (manual?.coating_colour)
    [t.coatingColour, t.coatingColourWeight, t.coatingColourIsReference] = [COATING[manual.coating_colour], 1, true];
  else if (predicted?.coating_colour)
    [t.coatingColour, t.coatingColourWeight] = [COATING[predicted.coating_colour], w.predictedColour];
  if (predicted?.coating) [t.thick, t.thickWeight] = [predicted.coating === 'greasy_thick' ? 1 : 0, w.predicted];
  // Manual fissure / tooth-mark NA may mean absent or not assessed: the prediction fills it in.
  if (manual?.fissure) [t.cracks, t.cracksWeight] = [severity(manual.fissure, w.light), 1];
  else if (predicted) [t.cracks, t.cracksWeight] = [severity(predicted.fissure, w.light), w.predicted];
  if (manual?.tooth_marks) [t.toothMarks, t.toothMarksWeight] = [severity(manual.tooth_marks, w.light), 1];
  else if (predicted) [t.toothMarks, t.toothMarksWeight] = [severity(predicted.tooth_marks, w.light), w.predicted];
  if (byEye) {
    const weight = byEye.confidence === 'low' ? 0.5 : 1;
    t.body = byEye.body === 'pale' ? 0 : byEye.body === 'normal' ? 1 : 2;
    t.bodyWeight = weight;
    t.bodyIsReference = true;
    if (byEye.coating_colour !== 'none')
      [t.coatingColour, t.coatingColourWeight, t.coatingColourIsReference] = [byEye.coating_colour === 'yellow' ? 2 : 0, 1, true];
    if (byEye.coating_thickness !== 'none') [t.thick, t.thickWeight] = [byEye.coating_thickness === 'thick' ? 1 : 0, 1];
    [t.cracks, t.cracksWeight] = [byEye.cracks === 'yes' ? 1 : 0, w.byEyeTexture];
    [t.toothMarks, t.toothMarksWeight] = [byEye.tooth_marks === 'yes' ? 1 : 0, w.byEyeTexture];
  }
  return t;
}

function softmax3(logits: ArrayLike<number>, at: number): [number, number, number] {
  const m = Math.max(logits[at], logits[at + 1], logits[at + 2]);
  const e = [Math.exp(logits[at] - m), Math.exp(logits[at + 1] - m), Math.exp(logits[at + 2] - m)];
  const s = e[0] + e[1] + e[2];
  return [e[0] / s, e[1] / s, e[2] / s];
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/** Weighted cross-entropy of one sample and its gradient with respect to the logits. */
export function headLoss(logits: ArrayLike<number>, t: HeadTargets): { loss: number; dLogits: Float32Array } {
  const d = new Float32Array(HEAD_OUTPUTS);
  let loss = 0;
  const softmaxTask = (at: number, cls: number, weight: number) => {
    if (weight <= 0 || cls < 0) return;
    const p = softmax3(logits, at);
    loss -= weight * Math.log(Math.max(p[cls], 1e-7));
    for (let k = 0; k < 3; k++) d[at + k] = weight * (p[k] - (k === cls ? 1 : 0));
  };
  const sigmoidTask = (at: number, target: number, weight: number) => {
    if (weight <= 0) return;
    const p = sigmoid(logits[at]);
    loss -= weight * (target * Math.log(Math.max(p, 1e-7)) + (1 - target) * Math.log(Math.max(1 - p, 1e-7)));
    d[at] = weight * (p - target);
  };
  softmaxTask(OUT.body, t.body, t.bodyWeight);
  softmaxTask(OUT.coatingColour, t.coatingColour, t.coatingColourWeight);
  sigmoidTask(OUT.thick, t.thick, t.thickWeight);
  sigmoidTask(OUT.cracks, t.cracks, t.cracksWeight);
  sigmoidTask(OUT.toothMarks, t.toothMarks, t.toothMarksWeight);
  return { loss, dLogits: d };
}
