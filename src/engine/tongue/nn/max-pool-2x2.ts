/**
 * 2x2 max pooling with stride 2 over a planar tensor (height and width must be even).
 * When `argmax` is given, the flat input index of each maximum is stored so that training can
 * route gradients back (inference passes no argmax).
 */
export function maxPool2x2(
  input: Float32Array,
  channels: number,
  height: number,
  width: number,
  out: Float32Array,
  argmax?: Int32Array,
): void {
  const oh = height >> 1;
  const ow = width >> 1;
  for (let c = 0; c < channels; c++) {
    const iBase = c * height * width;
    const oBase = c * oh * ow;
    for (let y = 0; y < oh; y++) {
      for (let x = 0; x < ow; x++) {
        const a = iBase + 2 * y * width + 2 * x;
        let best = a;
        if (input[a + 1] > input[best]) best = a + 1;
        if (input[a + width] > input[best]) best = a + width;
        if (input[a + width + 1] > input[best]) best = a + width + 1;
        const o = oBase + y * ow + x;
        out[o] = input[best];
        if (argmax) argmax[o] = best;
      }
    }
  }
}
