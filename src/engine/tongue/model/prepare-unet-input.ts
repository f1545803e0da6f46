/**
 * Turns a square planar RGB image (0-255 floats) into the segmentation network's input:
 * three colour planes standardised per image (zero mean, unit variance per channel), which
 * cancels most exposure and white-balance differences between cameras before the network sees
 * them, followed by two coordinate planes (x and y in -1..1) that let the network learn where a
 * tongue usually sits in the frame (CoordConv, Liu et al. 2018).
 */
export const UNET_INPUT_CHANNELS = 5;

/** Builds the 5-plane network input from `3 x size x size` RGB values. */
export function prepareUnetInput(rgbPlanar: Float32Array, size: number): Float32Array {
  const plane = size * size;
  const out = new Float32Array(UNET_INPUT_CHANNELS * plane);
  for (let c = 0; c < 3; c++) {
    let sum = 0;
    let sumSq = 0;
    for (let k = 0; k < plane; k++) {
      const v = rgbPlanar[c * plane + k];
      sum += v;
      sumSq += v * v;
    }
    const mean = sum / plane;
    // Floor the spread at 4 grey levels so a nearly flat image is not blown up into noise.
    const std = Math.max(Math.sqrt(Math.max(sumSq / plane - mean * mean, 0)), 4);
    for (let k = 0; k < plane; k++) out[c * plane + k] = (rgbPlanar[c * plane + k] - mean) / std;
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      out[3 * plane + y * size + x] = ((x + 0.5) / size) * 2 - 1;
      out[4 * plane + y * size + x] = ((y + 0.5) / size) * 2 - 1;
    }
  }
  return out;
}
