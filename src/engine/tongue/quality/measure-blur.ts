/**
 * Sharpness of the tongue: variance of the Laplacian (Pech-Pacheco et al. 2000, "Diatom
 * autofocusing in brightfield microscopy") of the luma inside the tongue. The tongue's bounding
 * box is first area-resampled so its long side is 128 px, which makes the figure independent of
 * photo resolution and of how large the tongue is in the frame (a 12 MP photo and its 0.5x copy
 * score the same).
 */
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import { resizeAreaToPlanar } from '../segmentation/resize-area.ts';
import type { RgbImage } from '../types.ts';

/** Long side, in pixels, to which the tongue is normalised before measuring. */
export const BLUR_REFERENCE_SIDE = 128;

/** Variance of the 4-neighbour Laplacian of luma (0-255 scale) over the tongue. */
export function measureBlur(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): number {
  if (bbox.width < 4 || bbox.height < 4) return 0;
  const scale = BLUR_REFERENCE_SIDE / Math.max(bbox.width, bbox.height);
  const w = Math.max(4, Math.round(bbox.width * scale));
  const h = Math.max(4, Math.round(bbox.height * scale));
  // Crop the box into a compact luma + mask buffer, then shrink both.
  const crop = new Uint8Array(bbox.width * bbox.height * 2);
  for (let y = 0; y < bbox.height; y++) {
    for (let x = 0; x < bbox.width; x++) {
      const p = (bbox.y + y) * image.width + bbox.x + x;
      const o = p * image.channels;
      const k = (y * bbox.width + x) * 2;
      crop[k] = Math.round(0.299 * image.data[o] + 0.587 * image.data[o + 1] + 0.114 * image.data[o + 2]);
      crop[k + 1] = mask[p] ? 255 : 0;
    }
  }
  const planes = resizeAreaToPlanar(crop, bbox.width, bbox.height, 2, 2, w, h);
  const plane = w * h;
  let sum = 0,
    sumSq = 0,
    n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const k = y * w + x;
      // Only pixels whose whole neighbourhood is tongue, so the outline does not count as detail.
      if (
        planes[plane + k] < 250 ||
        planes[plane + k - 1] < 250 ||
        planes[plane + k + 1] < 250 ||
        planes[plane + k - w] < 250 ||
        planes[plane + k + w] < 250
      )
        continue;
      const lap = planes[k - 1] + planes[k + 1] + planes[k - w] + planes[k + w] - 4 * planes[k];
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  if (n < 16) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}
