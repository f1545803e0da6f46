/**
 * The tongue head: one small network that reads the findings a camera most easily gets wrong
 * (body colour, coating colour and thickness, cracks, tooth marks) from camera-robust
 * measurements of the tongue (head-features.ts). Trained on the practitioners' labels of one camera
 * and a rater's by-eye labels of another, under simulated camera variation
 * (scripts/tongue-head/fit-head.ts).
 *
 * Shape: the features standardised, one hidden layer of `hidden` ReLU units shared by every task,
 * and a linear output of `outputs` logits: body colour pale / normal / darker (softmax), coating
 * colour white / light yellow / yellow (softmax), thick coating, cracks, tooth marks (sigmoids).
 */

export interface HeadModel {
  features: readonly string[];
  mean: readonly number[];
  std: readonly number[];
  hidden: number;
  outputs: number;
  /** hidden x features, row-major */
  w1: readonly number[];
  b1: readonly number[];
  /** outputs x hidden, row-major */
  w2: readonly number[];
  b2: readonly number[];
}

/** Hidden activations and logits, kept by training for the backward pass. */
export interface HeadPass {
  input: Float64Array;
  hidden: Float64Array;
  logits: Float64Array;
}

/** Runs the head on one feature vector. */
export function runHead(model: HeadModel, features: readonly number[]): HeadPass {
  const F = model.features.length;
  const input = new Float64Array(F);
  for (let i = 0; i < F; i++) input[i] = (features[i] - model.mean[i]) / model.std[i];
  const hidden = new Float64Array(model.hidden);
  for (let h = 0; h < model.hidden; h++) {
    let s = model.b1[h];
    for (let i = 0; i < F; i++) s += model.w1[h * F + i] * input[i];
    hidden[h] = s > 0 ? s : 0;
  }
  const logits = new Float64Array(model.outputs);
  for (let o = 0; o < model.outputs; o++) {
    let s = model.b2[o];
    for (let h = 0; h < model.hidden; h++) s += model.w2[o * model.hidden + h] * hidden[h];
    logits[o] = s;
  }
  return { input, hidden, logits };
}
