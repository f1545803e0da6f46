/**
 * Bilinear resampling of one float plane to a new size (pixel centres aligned, edges clamped).
 * Used to bring the network's 112 x 112 logits up to the working image, which places the
 * tongue boundary with sub-cell precision.
 */
export function upsampleBilinear(
  src: Float32Array,
  srcWidth: number,
  srcHeight: number,
  dstWidth: number,
  dstHeight: number,
): Float32Array {
  const out = new Float32Array(dstWidth * dstHeight);
  const sx = srcWidth / dstWidth;
  const sy = srcHeight / dstHeight;
  const x0s = new Int32Array(dstWidth),
    x1s = new Int32Array(dstWidth),
    fxs = new Float32Array(dstWidth);
  for (let x = 0; x < dstWidth; x++) {
    const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), srcWidth - 1);
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(x0s[x] + 1, srcWidth - 1);
    fxs[x] = fx - x0s[x];
  }
  for (let y = 0; y < dstHeight; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), srcHeight - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, srcHeight - 1);
    const wy = fy - y0;
    const r0 = y0 * srcWidth,
      r1 = y1 * srcWidth;
    for (let x = 0; x < dstWidth; x++) {
      const a = src[r0 + x0s[x]] * (1 - fxs[x]) + src[r0 + x1s[x]] * fxs[x];
      const b = src[r1 + x0s[x]] * (1 - fxs[x]) + src[r1 + x1s[x]] * fxs[x];
      out[y * dstWidth + x] = a * (1 - wy) + b * wy;
    }
  }
  return out;
}
