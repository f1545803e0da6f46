/**
 * 3x3 convolution (stride 1, zero padding 1) over planar float tensors, the workhorse of the
 * segmentation network. Tensors are planar `[channel][row][column]` Float32Arrays.
 *
 * The input is first copied into a zero-bordered buffer of `(height + 2) x (width + 2)` per
 * channel, so the inner loop needs no bounds checks: nine multiply-adds per output pixel over
 * contiguous rows, which V8 compiles to tight machine code.
 */

/** Copies a planar tensor into a zero-bordered one ((h+2) x (w+2) per channel). */
export function padPlanes(
  input: Float32Array,
  channels: number,
  height: number,
  width: number,
  out: Float32Array = new Float32Array(channels * (height + 2) * (width + 2)),
): Float32Array {
  const pw = width + 2;
  const ph = height + 2;
  out.fill(0);
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < height; y++) {
      const src = (c * height + y) * width;
      const dst = (c * ph + y + 1) * pw + 1;
      out.set(input.subarray(src, src + width), dst);
    }
  }
  return out;
}

/**
 * Forward 3x3 convolution on an already padded input.
 * Output channels are computed two at a time so each input read feeds 18 multiply-adds
 * (measured 1.4x faster in V8 than one channel at a time).
 * @param padded input, `inChannels x (height+2) x (width+2)`, zero border
 * @param weights `outChannels x inChannels x 3 x 3`, row-major, starting at `weightOffset`
 * @param bias `outChannels`, starting at `biasOffset`
 * @param out receives `outChannels x height x width`
 * @param relu apply max(0, x) to the result (fused for speed)
 */
export function conv3x3Padded(
  padded: Float32Array,
  inChannels: number,
  height: number,
  width: number,
  weights: Float32Array,
  weightOffset: number,
  bias: Float32Array,
  biasOffset: number,
  outChannels: number,
  out: Float32Array,
  relu: boolean,
): void {
  const pw = width + 2;
  const planeIn = (height + 2) * pw;
  const planeOut = height * width;
  let o = 0;
  for (; o + 1 < outChannels; o += 2) {
    const oA = o * planeOut;
    const oB = oA + planeOut;
    out.fill(bias[biasOffset + o], oA, oB);
    out.fill(bias[biasOffset + o + 1], oB, oB + planeOut);
    for (let i = 0; i < inChannels; i++) {
      const wa = weightOffset + (o * inChannels + i) * 9;
      const wb = wa + inChannels * 9;
      const a0 = weights[wa],
        a1 = weights[wa + 1],
        a2 = weights[wa + 2];
      const a3 = weights[wa + 3],
        a4 = weights[wa + 4],
        a5 = weights[wa + 5];
      const a6 = weights[wa + 6],
        a7 = weights[wa + 7],
        a8 = weights[wa + 8];
      const b0 = weights[wb],
        b1 = weights[wb + 1],
        b2 = weights[wb + 2];
      const b3 = weights[wb + 3],
        b4 = weights[wb + 4],
        b5 = weights[wb + 5];
      const b6 = weights[wb + 6],
        b7 = weights[wb + 7],
        b8 = weights[wb + 8];
      const iBase = i * planeIn;
      for (let y = 0; y < height; y++) {
        const r0 = iBase + y * pw;
        const r1 = r0 + pw;
        const r2 = r1 + pw;
        const ro = y * width;
        for (let x = 0; x < width; x++) {
          const p0 = padded[r0 + x],
            p1 = padded[r0 + x + 1],
            p2 = padded[r0 + x + 2];
          const p3 = padded[r1 + x],
            p4 = padded[r1 + x + 1],
            p5 = padded[r1 + x + 2];
          const p6 = padded[r2 + x],
            p7 = padded[r2 + x + 1],
            p8 = padded[r2 + x + 2];
          out[oA + ro + x] += a0 * p0 + a1 * p1 + a2 * p2 + a3 * p3 + a4 * p4 + a5 * p5 + a6 * p6 + a7 * p7 + a8 * p8;
          out[oB + ro + x] += b0 * p0 + b1 * p1 + b2 * p2 + b3 * p3 + b4 * p4 + b5 * p5 + b6 * p6 + b7 * p7 + b8 * p8;
        }
      }
    }
  }
  for (; o < outChannels; o++) {
    const oBase = o * planeOut;
    out.fill(bias[biasOffset + o], oBase, oBase + planeOut);
    for (let i = 0; i < inChannels; i++) {
      const wb = weightOffset + (o * inChannels + i) * 9;
      const w0 = weights[wb],
        w1 = weights[wb + 1],
        w2 = weights[wb + 2];
      const w3 = weights[wb + 3],
        w4 = weights[wb + 4],
        w5 = weights[wb + 5];
      const w6 = weights[wb + 6],
        w7 = weights[wb + 7],
        w8 = weights[wb + 8];
      const iBase = i * planeIn;
      for (let y = 0; y < height; y++) {
        const r0 = iBase + y * pw;
        const r1 = r0 + pw;
        const r2 = r1 + pw;
        const ro = oBase + y * width;
        for (let x = 0; x < width; x++) {
          out[ro + x] +=
            w0 * padded[r0 + x] +
            w1 * padded[r0 + x + 1] +
            w2 * padded[r0 + x + 2] +
            w3 * padded[r1 + x] +
            w4 * padded[r1 + x + 1] +
            w5 * padded[r1 + x + 2] +
            w6 * padded[r2 + x] +
            w7 * padded[r2 + x + 1] +
            w8 * padded[r2 + x + 2];
        }
      }
    }
  }
  if (relu) {
    const n = outChannels * planeOut;
    for (let k = 0; k < n; k++) if (out[k] < 0) out[k] = 0;
  }
}

/**
 * 1x1 convolution (a per-pixel linear layer), used for the network's output head.
 * @param weights `outChannels x inChannels`
 */
export function conv1x1(
  input: Float32Array,
  inChannels: number,
  planeSize: number,
  weights: Float32Array,
  weightOffset: number,
  bias: Float32Array,
  biasOffset: number,
  outChannels: number,
  out: Float32Array,
): void {
  for (let o = 0; o < outChannels; o++) {
    const oBase = o * planeSize;
    out.fill(bias[biasOffset + o], oBase, oBase + planeSize);
    for (let i = 0; i < inChannels; i++) {
      const w = weights[weightOffset + o * inChannels + i];
      const iBase = i * planeSize;
      for (let k = 0; k < planeSize; k++) out[oBase + k] += w * input[iBase + k];
    }
  }
}
