/**
 * Segmentation loss for the tongue U-Net: mean binary cross-entropy on the logits plus the soft
 * Dice loss (Milletari et al. 2016), whose gradient keeps the small-tongue photos from being
 * swamped by background pixels. Returns the loss and dLoss/dLogits.
 */
export function bceDiceLoss(logits: Float32Array, target: Float32Array): { loss: number; dLogits: Float32Array } {
  const n = logits.length;
  const p = new Float32Array(n);
  let bce = 0,
    inter = 0,
    sumP = 0,
    sumT = 0;
  for (let k = 0; k < n; k++) {
    const z = logits[k];
    const t = target[k];
    p[k] = 1 / (1 + Math.exp(-z));
    // log(1 + e^-|z|) form is stable for large |z|.
    bce += Math.max(z, 0) - z * t + Math.log1p(Math.exp(-Math.abs(z)));
    inter += p[k] * t;
    sumP += p[k];
    sumT += t;
  }
  const union = sumP + sumT + 1;
  const dice = 1 - (2 * inter + 1) / union;
  const dLogits = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    const dDice = -(2 * target[k] * union - (2 * inter + 1)) / (union * union);
    dLogits[k] = (p[k] - target[k]) / n + dDice * p[k] * (1 - p[k]);
  }
  return { loss: bce / n + dice, dLogits };
}
