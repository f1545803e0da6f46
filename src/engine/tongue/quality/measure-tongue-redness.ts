/**
 * How red the region found is: CIELAB a* of its mean colour, as the camera recorded it. Every
 * tongue is flesh, so its mean colour is reddish even under a thick white coat: over the 820
 * fitting photos of both cameras the lowest was 11.8, and through 6 development cameras (2800-7500
 * K left partly uncorrected, colour matrices, saturation -30 %) 8.0. What the segmenter
 * sometimes takes for a tongue on a photo that shows none (a paper bib, a wall, a sheet) reads
 * near 0 (scripts/tongue-head/dev-no-tongue.ts). Read without the white balance: the frame's
 * white reference often lies on the tongue itself, and correcting by it would grey a real tongue.
 */
import { linearRgbToLab, srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import type { RgbImage } from '../types.ts';

/** a* of the mean linear colour under the mask (0 when the mask is empty). */
export function measureTongueRedness(image: RgbImage, mask: Uint8Array): number {
  const { data, channels } = image;
  const lin = srgbToLinearTable;
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const o = p * channels;
    r += lin[data[o]];
    g += lin[data[o + 1]];
    b += lin[data[o + 2]];
    n++;
  }
  return n ? linearRgbToLab(r / n, g / n, b / n)[1] : 0;
}
