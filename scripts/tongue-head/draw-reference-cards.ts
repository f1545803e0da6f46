/**
 * Synthetic calibration references for the studies of the camera profiles (decision 0060):
 * drawn in the published colours, so a simulated camera's photo of them is what that camera
 * would make of the real card or chart.
 */
import { COLOR_CHECKER_SRGB } from '../../src/engine/tongue/colour/camera-correction.ts';

/** A ColorChecker Classic filling a 3:2 frame, patches separated by the chart's black gaps. */
export function drawChecker(width = 900, height = 600): Uint8Array {
  const rgb = new Uint8Array(width * height * 3).fill(20);
  const cw = width / 6,
    ch = height / 4,
    gap = 0.08;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const col = Math.floor(x / cw),
        row = Math.floor(y / ch);
      const fx = x / cw - col,
        fy = y / ch - row;
      if (fx < gap || fx > 1 - gap || fy < gap || fy > 1 - gap) continue;
      rgb.set(COLOR_CHECKER_SRGB[row * 6 + col], (y * width + x) * 3);
    }
  return rgb;
}

/** An 18 % grey card (sRGB 118) over the middle of a darker, warm-grey scene. */
export function drawGreyCard(width = 1200, height = 900): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const card = Math.abs(x - width / 2) < width * 0.3 && Math.abs(y - height / 2) < height * 0.3;
      rgb.set(card ? [118, 118, 118] : [62, 52, 46], (y * width + x) * 3);
    }
  return rgb;
}
