/**
 * Backward pass of the tongue U-Net (src/engine/tongue/model/tongue-unet.ts): given the tape of a
 * training forward pass and dLoss/dLogits, accumulates dLoss/dParams. Only the training script
 * needs it, so it lives beside that script rather than in the engine.
 */
import { conv3x3Padded, padPlanes } from '../src/engine/tongue/nn/conv3x3.ts';
import type { ConvLayer, UnetLayout, UnetTape } from '../src/engine/tongue/model/tongue-unet.ts';

/** dW, dB (accumulated into grad) and optionally dIn for one 3x3 conv + ReLU layer. */
function backConv3x3(
  L: ConvLayer,
  params: Float32Array,
  grad: Float32Array,
  padded: Float32Array,
  output: Float32Array,
  dOut: Float32Array,
  wantInputGrad: boolean,
): Float32Array | undefined {
  const S = L.size;
  const plane = S * S;
  const pw = S + 2;
  const planeIn = pw * pw;
  // ReLU: no gradient where the unit was clipped.
  for (let k = 0; k < dOut.length; k++) if (output[k] <= 0) dOut[k] = 0;
  for (let o = 0; o < L.outChannels; o++) {
    const oBase = o * plane;
    let db = 0;
    for (let k = oBase; k < oBase + plane; k++) db += dOut[k];
    grad[L.biasOffset + o] += db;
    for (let i = 0; i < L.inChannels; i++) {
      const iBase = i * planeIn;
      let s0 = 0,
        s1 = 0,
        s2 = 0,
        s3 = 0,
        s4 = 0,
        s5 = 0,
        s6 = 0,
        s7 = 0,
        s8 = 0;
      for (let y = 0; y < S; y++) {
        const r0 = iBase + y * pw;
        const r1 = r0 + pw;
        const r2 = r1 + pw;
        const ro = oBase + y * S;
        for (let x = 0; x < S; x++) {
          const g = dOut[ro + x];
          if (g === 0) continue;
          s0 += g * padded[r0 + x];
          s1 += g * padded[r0 + x + 1];
          s2 += g * padded[r0 + x + 2];
          s3 += g * padded[r1 + x];
          s4 += g * padded[r1 + x + 1];
          s5 += g * padded[r1 + x + 2];
          s6 += g * padded[r2 + x];
          s7 += g * padded[r2 + x + 1];
          s8 += g * padded[r2 + x + 2];
        }
      }
      const wb = L.weightOffset + (o * L.inChannels + i) * 9;
      grad[wb] += s0;
      grad[wb + 1] += s1;
      grad[wb + 2] += s2;
      grad[wb + 3] += s3;
      grad[wb + 4] += s4;
      grad[wb + 5] += s5;
      grad[wb + 6] += s6;
      grad[wb + 7] += s7;
      grad[wb + 8] += s8;
    }
  }
  if (!wantInputGrad) return undefined;
  // dIn is a full correlation of dOut with the flipped, transposed kernel.
  const flipped = new Float32Array(L.inChannels * L.outChannels * 9);
  for (let o = 0; o < L.outChannels; o++) {
    for (let i = 0; i < L.inChannels; i++) {
      const src = L.weightOffset + (o * L.inChannels + i) * 9;
      const dst = (i * L.outChannels + o) * 9;
      for (let k = 0; k < 9; k++) flipped[dst + k] = params[src + 8 - k];
    }
  }
  const dOutPadded = padPlanes(dOut, L.outChannels, S, S);
  const dIn = new Float32Array(L.inChannels * plane);
  const zeroBias = new Float32Array(L.inChannels);
  conv3x3Padded(dOutPadded, L.outChannels, S, S, flipped, 0, zeroBias, 0, L.inChannels, dIn, false);
  return dIn;
}

/** Sums each 2x2 block (the adjoint of nearest upsampling) for `channels` planes starting at `offset`. */
function backUpsample(dCat: Float32Array, offset: number, channels: number, size: number): Float32Array {
  const half = size / 2;
  const out = new Float32Array(channels * half * half);
  for (let c = 0; c < channels; c++) {
    const iBase = (offset + c) * size * size;
    for (let y = 0; y < half; y++) {
      for (let x = 0; x < half; x++) {
        const a = iBase + 2 * y * size + 2 * x;
        out[(c * half + y) * half + x] = dCat[a] + dCat[a + 1] + dCat[a + size] + dCat[a + size + 1];
      }
    }
  }
  return out;
}

/** Accumulates dLoss/dParams into `grad` for one sample. */
export function backwardUnet(
  params: Float32Array,
  layout: UnetLayout,
  tape: UnetTape,
  dLogits: Float32Array,
  grad: Float32Array,
): void {
  const { layers } = layout;
  const head = layers[14];
  const plane0 = head.size * head.size;
  const headIn = tape.inputs[14];
  let gb = 0;
  for (let k = 0; k < plane0; k++) gb += dLogits[k];
  grad[head.biasOffset] += gb;
  let d: Float32Array = new Float32Array(head.inChannels * plane0);
  for (let i = 0; i < head.inChannels; i++) {
    const w = params[head.weightOffset + i];
    let s = 0;
    for (let k = 0; k < plane0; k++) {
      s += dLogits[k] * headIn[i * plane0 + k];
      d[i * plane0 + k] = w * dLogits[k];
    }
    grad[head.weightOffset + i] += s;
  }
  const dSkips: Float32Array[] = [];
  for (let level = 0; level <= 3; level++) {
    const index = 13 - level;
    const L = layers[index];
    const dCat = backConv3x3(L, params, grad, tape.inputs[index], tape.outputs[index], d, true)!;
    const prevChannels = level === 3 ? layers[9].outChannels : layers[index - 1].outChannels;
    dSkips[level] = dCat.slice(prevChannels * L.size * L.size);
    d = backUpsample(dCat, 0, prevChannels, L.size);
  }
  d = backConv3x3(layers[9], params, grad, tape.inputs[9], tape.outputs[9], d, true)!;
  d = backConv3x3(layers[8], params, grad, tape.inputs[8], tape.outputs[8], d, true)!;
  for (let level = 3; level >= 0; level--) {
    const dSkip = dSkips[level];
    const argmax = tape.poolArgmax[level];
    for (let k = 0; k < argmax.length; k++) dSkip[argmax[k]] += d[k];
    const hi = backConv3x3(
      layers[2 * level + 1],
      params,
      grad,
      tape.inputs[2 * level + 1],
      tape.outputs[2 * level + 1],
      dSkip,
      true,
    )!;
    const lo = backConv3x3(layers[2 * level], params, grad, tape.inputs[2 * level], tape.outputs[2 * level], hi, level > 0);
    if (lo) d = lo;
  }
}
