/**
 * Fissures (cracks): thin dark lines inside the tongue. Morphological black-hat of L* (closing
 * minus the image; Soille, "Morphological Image Analysis", 2003) with a square element of about
 * 2.5 % of the tongue's width responds to dark valleys narrower than ~5 % of the width and
 * ignores slow shading. Only the tongue eroded by 6 % of its width is searched, so the dark
 * outline and lips never count. Responses over CRACK_CONTRAST L* units that form elongated
 * connected pieces (longer than 6 % of the tongue's length) are crack pixels.
 *
 * score = crack pixels / searched pixels x 100 (per cent of the tongue surface).
 * This says where crack lines are (the overlay, the midline sign); whether the tongue is cracked
 * is the tongue head's call (judge-texture-signs.ts), because line contrast at the photo's own
 * resolution and sharpness differs from camera to camera.
 */
import type { LabImage } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import { blackHat, erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';

/** Minimum black-hat depth, in L* units, for a crack pixel. */
export const CRACK_CONTRAST = 7;

export interface CrackReading {
  /** per cent of the searched tongue surface covered by crack lines */
  score: number;
  /** a long crack runs down the middle (TCM 'midline crack', Stomach/Heart) */
  midline: boolean;
  /** 0-1 per working pixel, for the overlay */
  crackMask: Uint8Array;
}

/** Finds cracks inside the tongue mask. */
export function detectCracks(lab: LabImage, mask: Uint8Array, bbox: BoundingBox): CrackReading {
  const { width, height } = lab;
  const inner = erodeMask(mask, width, height, Math.max(1, Math.round(bbox.width * 0.06)));
  const radius = Math.max(1, Math.round(bbox.width * 0.0125));
  const hat = blackHat(lab.L, width, height, radius);
  const candidate = new Uint8Array(mask.length);
  let searched = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!inner[p]) continue;
    searched++;
    if (hat[p] > CRACK_CONTRAST) candidate[p] = 255;
  }
  const { labels, areas } = labelComponents(candidate, width, height);
  // Extent of each piece: keep those long enough to be lines rather than pores or papillae.
  const minY = new Int32Array(areas.length).fill(height),
    maxY = new Int32Array(areas.length).fill(-1);
  const minX = new Int32Array(areas.length).fill(width),
    maxX = new Int32Array(areas.length).fill(-1);
  for (let p = 0; p < labels.length; p++) {
    const l = labels[p];
    if (!l) continue;
    const x = p % width,
      y = (p - x) / width;
    if (y < minY[l]) minY[l] = y;
    if (y > maxY[l]) maxY[l] = y;
    if (x < minX[l]) minX[l] = x;
    if (x > maxX[l]) maxX[l] = x;
  }
  const minLength = bbox.height * 0.06;
  const keep = new Uint8Array(areas.length);
  let crackPixels = 0;
  let midline = false;
  const centreX = bbox.x + bbox.width / 2;
  for (let l = 1; l < areas.length; l++) {
    const extent = Math.max(maxY[l] - minY[l], maxX[l] - minX[l]) + 1;
    if (extent < minLength) continue;
    keep[l] = 1;
    crackPixels += areas[l];
    const vertical = maxY[l] - minY[l] + 1;
    const midX = (minX[l] + maxX[l]) / 2;
    if (vertical > bbox.height * 0.25 && Math.abs(midX - centreX) < bbox.width * 0.12) midline = true;
  }
  const crackMask = new Uint8Array(mask.length);
  for (let p = 0; p < labels.length; p++) if (keep[labels[p]]) crackMask[p] = 1;
  const score = searched ? (100 * crackPixels) / searched : 0;
  return { score, midline, crackMask };
}
