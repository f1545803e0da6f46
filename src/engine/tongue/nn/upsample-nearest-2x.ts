/**
 * Nearest-neighbour 2x upsampling of a planar tensor, writing into `out` starting at channel
 * offset `outChannelOffset` so that the decoder can concatenate skip connections without a copy.
 */
export function upsampleNearest2x(
  input: Float32Array,
  channels: number,
  height: number,
  width: number,
  out: Float32Array,
  outChannelOffset = 0,
): void {
  const ow = width * 2;
  const oPlane = height * 2 * ow;
  for (let c = 0; c < channels; c++) {
    const iBase = c * height * width;
    const oBase = (c + outChannelOffset) * oPlane;
    for (let y = 0; y < height; y++) {
      const r0 = oBase + 2 * y * ow;
      const r1 = r0 + ow;
      for (let x = 0; x < width; x++) {
        const v = input[iBase + y * width + x];
        out[r0 + 2 * x] = v;
        out[r0 + 2 * x + 1] = v;
        out[r1 + 2 * x] = v;
        out[r1 + 2 * x + 1] = v;
      }
    }
  }
}
