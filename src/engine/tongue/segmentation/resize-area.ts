/**
 * Area-average (box filter) resampling of an interleaved 8-bit image into planar floats.
 * Each output pixel is the coverage-weighted mean of the source pixels under it, which is the
 * alias-free way to shrink a photo (it is what OpenCV's INTER_AREA does). The output may have a
 * different aspect ratio than the input: the segmentation network sees a square stretch of the
 * whole frame.
 */

/** Per-output-index list of (source index, weight) along one axis. */
function axisWeights(
  srcSize: number,
  dstSize: number,
): { start: Int32Array; count: Int32Array; index: Int32Array; weight: Float32Array } {
  const scale = srcSize / dstSize;
  const start = new Int32Array(dstSize);
  const count = new Int32Array(dstSize);
  const index: number[] = [];
  const weight: number[] = [];
  for (let d = 0; d < dstSize; d++) {
    let lo = d * scale;
    let hi = (d + 1) * scale;
    if (scale < 1) {
      // Enlarging: fall back to linear interpolation between the two nearest source pixels.
      const c = Math.min(Math.max((d + 0.5) * scale - 0.5, 0), srcSize - 1);
      lo = Math.floor(c);
      hi = Math.min(lo + 1, srcSize - 1);
      start[d] = index.length;
      index.push(lo, hi);
      weight.push(1 - (c - lo), c - lo);
      count[d] = 2;
      continue;
    }
    start[d] = index.length;
    for (let s = Math.floor(lo); s < Math.min(Math.ceil(hi), srcSize); s++) {
      const w = Math.min(hi, s + 1) - Math.max(lo, s);
      if (w > 1e-6) {
        index.push(s);
        weight.push(w / scale);
      }
    }
    count[d] = index.length - start[d];
  }
  return { start, count, index: Int32Array.from(index), weight: Float32Array.from(weight) };
}

/**
 * Resizes the first `planes` channels of an interleaved image (`channels` per pixel) to
 * `dstWidth x dstHeight`, returning planar Float32 values on the input's 0-255 scale.
 */
export function resizeAreaToPlanar(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
  planes: number,
  dstWidth: number,
  dstHeight: number,
): Float32Array {
  const wx = axisWeights(width, dstWidth);
  const wy = axisWeights(height, dstHeight);
  // Horizontal pass into a (height x dstWidth x planes) buffer, then the vertical pass.
  const tmp = new Float32Array(height * dstWidth * planes);
  for (let y = 0; y < height; y++) {
    const row = y * width * channels;
    for (let dx = 0; dx < dstWidth; dx++) {
      const s0 = wx.start[dx];
      const n = wx.count[dx];
      const t = (y * dstWidth + dx) * planes;
      for (let k = 0; k < n; k++) {
        const src = row + wx.index[s0 + k] * channels;
        const w = wx.weight[s0 + k];
        for (let p = 0; p < planes; p++) tmp[t + p] += w * data[src + p];
      }
    }
  }
  const plane = dstWidth * dstHeight;
  const out = new Float32Array(planes * plane);
  for (let dy = 0; dy < dstHeight; dy++) {
    const s0 = wy.start[dy];
    const n = wy.count[dy];
    for (let k = 0; k < n; k++) {
      const sy = wy.index[s0 + k];
      const w = wy.weight[s0 + k];
      for (let dx = 0; dx < dstWidth; dx++) {
        const t = (sy * dstWidth + dx) * planes;
        const o = dy * dstWidth + dx;
        for (let p = 0; p < planes; p++) out[p * plane + o] += w * tmp[t + p];
      }
    }
  }
  return out;
}
