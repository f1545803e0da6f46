/**
 * Exposure statistics of a photo: mean luma and the share of crushed-black and blown-white
 * pixels. Luma is Rec. 601 (0.299 R + 0.587 G + 0.114 B) on the 0-255 encoded values, which is
 * what "looks dark" to a person.
 */
import type { RgbImage } from '../types.ts';

export interface ExposureStats {
  /** mean luma, 0-255 */
  meanLuma: number;
  /** share of pixels with luma below 16 (shadows with no detail), 0-1 */
  darkFraction: number;
  /** share of pixels blown to near-white (luma 245 or above: highlights with no detail), 0-1 */
  clippedFraction: number;
}

/** Measures exposure over the whole frame. */
export function measureExposure(image: RgbImage): ExposureStats {
  const { data, channels } = image;
  const n = image.width * image.height;
  let sum = 0,
    dark = 0,
    clipped = 0;
  for (let p = 0; p < n; p++) {
    const o = p * channels;
    const r = data[o],
      g = data[o + 1],
      b = data[o + 2];
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += luma;
    if (luma < 16) dark++;
    // Near-white, not merely one saturated channel: a red tongue or lip at full red is not overexposure.
    if (luma >= 245) clipped++;
  }
  return { meanLuma: sum / n, darkFraction: dark / n, clippedFraction: clipped / n };
}
