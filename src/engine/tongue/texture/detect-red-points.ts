/**
 * Red points (prickles, hong dian): small spots redder than the tongue around them. a* minus its
 * local mean (box of ~8 % of the tongue width) above RED_POINT_CONTRAST marks candidates; connected
 * spots between 2 and MAX_SPOT_AREA pixels (about 1.5 % of the width across) are counted.
 * Searched inside the tongue eroded by 5 % of its width, away from the lips.
 */
import type { LabImage } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import { erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';

/** a* units above the neighbourhood mean for a red point. */
export const RED_POINT_CONTRAST = 9;
/** Spots needed to report the 'red-points' sign. */
export const RED_POINTS_MIN_COUNT = 8;

export interface RedPointReading {
  present: boolean;
  count: number;
  /** per working pixel, 1 = part of a red point (for the overlay) */
  pointMask: Uint8Array;
}

function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  // Summed-area table: O(1) per pixel for any radius.
  const sat = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x];
      sat[(y + 1) * (width + 1) + x + 1] = sat[y * (width + 1) + x + 1] + row;
    }
  }
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const ya = Math.max(0, y - r),
      yb = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const xa = Math.max(0, x - r),
        xb = Math.min(width, x + r + 1);
      const s = sat[yb * (width + 1) + xb] - sat[ya * (width + 1) + xb] - sat[yb * (width + 1) + xa] + sat[ya * (width + 1) + xa];
      out[y * width + x] = s / ((yb - ya) * (xb - xa));
    }
  }
  return out;
}

/** Counts red points on the tongue. */
export function detectRedPoints(lab: LabImage, mask: Uint8Array, bbox: BoundingBox): RedPointReading {
  const { width, height } = lab;
  const inner = erodeMask(mask, width, height, Math.max(1, Math.round(bbox.width * 0.05)));
  const local = boxMean(lab.a, width, height, Math.max(2, Math.round(bbox.width * 0.04)));
  const candidate = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) if (inner[p] && lab.a[p] - local[p] > RED_POINT_CONTRAST) candidate[p] = 255;
  const { labels, areas } = labelComponents(candidate, width, height);
  const spotSide = Math.max(2, bbox.width * 0.015);
  const maxArea = Math.max(4, Math.round(spotSide * spotSide * 1.5));
  let count = 0;
  const keep = new Uint8Array(areas.length);
  for (let l = 1; l < areas.length; l++) {
    if (areas[l] >= 2 && areas[l] <= maxArea) {
      keep[l] = 1;
      count++;
    }
  }
  const pointMask = new Uint8Array(mask.length);
  for (let p = 0; p < labels.length; p++) if (keep[labels[p]]) pointMask[p] = 1;
  return { present: count >= RED_POINTS_MIN_COUNT, count, pointMask };
}
