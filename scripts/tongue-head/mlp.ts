/**
 * Training of the tongue head (src/engine/tongue/model/tongue-head.ts): its backward pass and a
 * full-batch Adam fit with L2 weight decay on weighted rows.
 */
import type { HeadModel } from '../../src/engine/tongue/model/tongue-head.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';

export interface Parameters {
  w1: Float64Array;
  b1: Float64Array;
  w2: Float64Array;
  b2: Float64Array;
}

export function asModel(p: Parameters, base: Omit<HeadModel, 'w1' | 'b1' | 'w2' | 'b2'>): HeadModel {
  return { ...base, w1: Array.from(p.w1), b1: Array.from(p.b1), w2: Array.from(p.w2), b2: Array.from(p.b2) };
}

/** Shapes of the head: features, hidden units, outputs. */
export interface Shape {
  F: number;
  H: number;
  O: number;
}

/** The head's forward pass on a standardised input, into preallocated `hidden` and `logits` (same maths as runHead). */
export function forwardInto(
  p: Parameters,
  { F, H, O }: Shape,
  x: ArrayLike<number>,
  hidden: Float64Array,
  logits: Float64Array,
): void {
  for (let h = 0; h < H; h++) {
    let s = p.b1[h];
    for (let i = 0; i < F; i++) s += p.w1[h * F + i] * x[i];
    hidden[h] = s > 0 ? s : 0;
  }
  for (let o = 0; o < O; o++) {
    let s = p.b2[o];
    for (let h = 0; h < H; h++) s += p.w2[o * H + h] * hidden[h];
    logits[o] = s;
  }
}

/** Adds `scale` x dLoss/dParams of one row (given dLoss/dLogits and its forward pass) to `grad`. */
export function backwardInto(
  p: Parameters,
  { F, H, O }: Shape,
  x: ArrayLike<number>,
  hidden: Float64Array,
  dLogits: ArrayLike<number>,
  scale: number,
  grad: Parameters,
  dHidden: Float64Array,
): void {
  dHidden.fill(0);
  for (let o = 0; o < O; o++) {
    const g = dLogits[o] * scale;
    if (g === 0) continue;
    grad.b2[o] += g;
    for (let h = 0; h < H; h++) {
      grad.w2[o * H + h] += g * hidden[h];
      dHidden[h] += g * p.w2[o * H + h];
    }
  }
  for (let h = 0; h < H; h++) {
    if (hidden[h] <= 0) continue;
    const g = dHidden[h];
    grad.b1[h] += g;
    for (let i = 0; i < F; i++) grad.w1[h * F + i] += g * x[i];
  }
}

export interface Row {
  features: readonly number[];
  weight: number;
}

/**
 * Fits the head: `loss(logits, row)` gives one row's loss and dLoss/dLogits; every row counts
 * with its weight; L2 decay on the weights (not the biases).
 *
 * `consistency` asks the head to read the same photo alike through every camera: rows of one
 * group (a photo as it is and its camera variations) are pulled towards their group's mean
 * logits, a penalty of weight/2 x the squared distance averaged over rows (a weight per output) (the mean is held
 * fixed within an epoch, as in mean-teacher consistency training). Labels alone teach what a
 * tongue is; this teaches what a camera is not.
 */
export function fitHead<R extends Row>(
  base: Omit<HeadModel, 'w1' | 'b1' | 'w2' | 'b2'>,
  rows: R[],
  loss: (logits: Float64Array, row: R) => { loss: number; dLogits: ArrayLike<number> },
  options: {
    epochs: number;
    learningRate: number;
    decay: number;
    seed: number;
    log?: (epoch: number, loss: number) => void;
    consistency?: { weight: readonly number[]; groupOf: (row: R) => string };
    /**
     * Which hidden units each output may read (output -> hidden -> allowed); absent: all. Lets
     * one head hold separate networks (colour, texture) whose training does not disturb each other.
     */
    connects?: (output: number, hidden: number) => boolean;
    /** Which features each hidden unit may read (hidden -> feature -> allowed); absent: all. */
    reads?: (hidden: number, feature: number) => boolean;
  },
): HeadModel {
  const F = base.features.length,
    H = base.hidden,
    O = base.outputs;
  const rand = mulberry32(options.seed);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const p: Parameters = {
    w1: new Float64Array(H * F).map(() => gauss() * Math.sqrt(2 / F)),
    b1: new Float64Array(H),
    w2: new Float64Array(O * H).map(() => gauss() * Math.sqrt(1 / H)),
    b2: new Float64Array(O),
  };
  const connects = options.connects;
  const w2Mask = new Float64Array(O * H).map((_, k) => (connects && !connects(Math.floor(k / H), k % H) ? 0 : 1));
  for (let k = 0; k < p.w2.length; k++) p.w2[k] *= w2Mask[k];
  const reads = options.reads;
  const w1Mask = new Float64Array(H * F).map((_, k) => (reads && !reads(Math.floor(k / F), k % F) ? 0 : 1));
  for (let k = 0; k < p.w1.length; k++) p.w1[k] *= w1Mask[k];
  const keys = ['w1', 'b1', 'w2', 'b2'] as const;
  const m = Object.fromEntries(keys.map((k) => [k, new Float64Array(p[k].length)])) as unknown as Parameters;
  const v = Object.fromEntries(keys.map((k) => [k, new Float64Array(p[k].length)])) as unknown as Parameters;
  const total = rows.reduce((s, r) => s + r.weight, 0);
  const used = rows.filter((r) => r.weight > 0);
  // Inputs standardised once, buffers allocated once: the fit runs thousands of epochs over ~10,000 rows.
  const inputs = used.map((r) => Float64Array.from(r.features, (v, i) => (v - base.mean[i]) / base.std[i]));
  const shape: Shape = { F, H, O };
  const hidden = new Float64Array(H),
    logits = new Float64Array(O),
    dHidden = new Float64Array(H),
    dLogits = new Float64Array(O);
  const grad = Object.fromEntries(keys.map((k) => [k, new Float64Array(p[k].length)])) as unknown as Parameters;
  const consistency = options.consistency;
  const groupIds = new Map<string, number>();
  const groupOfRow = consistency
    ? Int32Array.from(used, (r) => {
        const key = consistency.groupOf(r);
        if (!groupIds.has(key)) groupIds.set(key, groupIds.size);
        return groupIds.get(key)!;
      })
    : new Int32Array(0);
  const groupSize = new Float64Array(groupIds.size);
  for (const g of groupOfRow) groupSize[g]++;
  const groupMean = new Float64Array(groupIds.size * O);
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    for (const k of keys) grad[k].fill(0);
    let sum = 0;
    if (consistency) {
      groupMean.fill(0);
      for (let n = 0; n < used.length; n++) {
        forwardInto(p, shape, inputs[n], hidden, logits);
        const g = groupOfRow[n];
        for (let o = 0; o < O; o++) groupMean[g * O + o] += logits[o] / groupSize[g];
      }
    }
    for (let n = 0; n < used.length; n++) {
      const row = used[n],
        x = inputs[n];
      forwardInto(p, shape, x, hidden, logits);
      const r = loss(logits, row);
      sum += row.weight * r.loss;
      for (let o = 0; o < O; o++) dLogits[o] = (r.dLogits[o] * row.weight) / total;
      if (consistency) {
        const g = groupOfRow[n];
        for (let o = 0; o < O; o++) {
          const d = logits[o] - groupMean[g * O + o];
          sum += (total * consistency.weight[o] * 0.5 * d * d) / used.length;
          dLogits[o] += (consistency.weight[o] * d) / used.length;
        }
      }
      backwardInto(p, shape, x, hidden, dLogits, 1, grad, dHidden);
    }
    const lr = options.learningRate * (0.5 + 0.5 * Math.cos((Math.PI * (epoch - 1)) / options.epochs));
    const c1 = 1 - 0.9 ** epoch,
      c2 = 1 - 0.999 ** epoch;
    if (connects) for (let k = 0; k < grad.w2.length; k++) grad.w2[k] *= w2Mask[k];
    if (reads) for (let k = 0; k < grad.w1.length; k++) grad.w1[k] *= w1Mask[k];
    for (const k of keys) {
      const decay = k === 'w1' || k === 'w2' ? options.decay : 0;
      for (let i = 0; i < p[k].length; i++) {
        const g = grad[k][i] + decay * p[k][i];
        m[k][i] = 0.9 * m[k][i] + 0.1 * g;
        v[k][i] = 0.999 * v[k][i] + 0.001 * g * g;
        p[k][i] -= (lr * (m[k][i] / c1)) / (Math.sqrt(v[k][i] / c2) + 1e-8);
      }
    }
    if (options.log && (epoch % 200 === 0 || epoch === options.epochs)) options.log(epoch, sum / total);
  }
  return asModel(p, base);
}
