/**
 * How much the found tongue stands out from what surrounds it: the CIE76 colour difference
 * (Delta E*ab) between the mean colour inside the mask and the mean colour of a ring around it
 * (the mask dilated by 5 % of its width, minus the mask). A real tongue differs from the lips,
 * mouth and skin around it by well over 5 units; a region the segmenter hallucinates on a flat or
 * unrelated picture does not. Used by the quality gate's "no tongue" check.
 */
import { linearRgbToLab, srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { dilateMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import type { RgbImage } from '../types.ts';

/** Delta E*ab between the tongue's mean colour and its surrounding ring's. */
export function measureTongueContrast(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): number {
  const { width, height, data, channels } = image;
  const ring = dilateMask(mask, width, height, Math.max(2, Math.round(bbox.width * 0.05)));
  const inside = [0, 0, 0, 0],
    outside = [0, 0, 0, 0];
  const lin = srgbToLinearTable;
  for (let p = 0; p < mask.length; p++) {
    const acc = mask[p] ? inside : ring[p] ? outside : null;
    if (!acc) continue;
    const o = p * channels;
    acc[0] += lin[data[o]];
    acc[1] += lin[data[o + 1]];
    acc[2] += lin[data[o + 2]];
    acc[3]++;
  }
  if (!inside[3] || !outside[3]) return 0;
  const a = linearRgbToLab(inside[0] / inside[3], inside[1] / inside[3], inside[2] / inside[3]);
  const b = linearRgbToLab(outside[0] / outside[3], outside[1] / outside[3], outside[2] / outside[3]);
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
