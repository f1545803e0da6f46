/**
 * Tooth marks (scalloped edges): concavities along the two side contours. For every row of the
 * middle band of the tongue (15-85 % of its length) the outermost tongue pixel on each side gives
 * an edge profile. A 1-D morphological closing of that profile with a window of 20 % of the
 * tongue's length bridges the scallops, as a ruler laid along the edge would; the gap between the
 * closed and the actual profile is the indentation depth. Bays deeper than 1 % of the width count
 * as marks.
 *
 * score = mean indentation depth over both sides, as per cent of the tongue width, plus 0.5 per
 * separate mark (so several shallow marks weigh like one deep one).
 * This says where the marks are (the overlay); whether the edge is tooth-marked is the tongue
 * head's call (judge-texture-signs.ts).
 */
import { rowEdges } from '../segmentation/row-edges.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';

export interface ToothMarkReading {
  score: number;
  /** number of separate indentations found on both sides */
  marks: number;
  /** rows (working pixels) where an indentation was found, with side, for the overlay */
  indentRows: Array<{ y: number; x: number }>;
}

function closeProfile(profile: Float32Array, window: number): Float32Array {
  const n = profile.length;
  const dil = new Float32Array(n),
    out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let m = -Infinity;
    for (let k = Math.max(0, i - window); k <= Math.min(n - 1, i + window); k++) m = Math.max(m, profile[k]);
    dil[i] = m;
  }
  for (let i = 0; i < n; i++) {
    let m = Infinity;
    for (let k = Math.max(0, i - window); k <= Math.min(n - 1, i + window); k++) m = Math.min(m, dil[k]);
    out[i] = m;
  }
  return out;
}

/** Measures scalloping of the side contours of the tongue mask. */
export function detectToothMarks(mask: Uint8Array, width: number, bbox: BoundingBox): ToothMarkReading {
  const y0 = bbox.y + Math.round(bbox.height * 0.15);
  const y1 = bbox.y + Math.round(bbox.height * 0.85);
  const rows = Math.max(0, y1 - y0);
  const left = new Float32Array(rows),
    right = new Float32Array(rows);
  const leftX = new Int32Array(rows),
    rightX = new Int32Array(rows);
  for (let i = 0; i < rows; i++) {
    // A row without tongue reads as the centre line on both sides (no extent, no bay).
    const [l, r] = rowEdges(mask, width, bbox, y0 + i) ?? [bbox.x + bbox.width / 2, bbox.x + bbox.width / 2];
    // Outward extent: larger = further from the centre line.
    left[i] = bbox.x + bbox.width - l;
    right[i] = r - bbox.x;
    leftX[i] = l;
    rightX[i] = r;
  }
  const window = Math.max(2, Math.round(bbox.height * 0.1));
  let depthSum = 0;
  let marks = 0;
  const indentRows: Array<{ y: number; x: number }> = [];
  const minDepth = bbox.width * 0.01;
  for (const [profile, xs] of [
    [left, leftX],
    [right, rightX],
  ] as const) {
    const closed = closeProfile(profile, window);
    let inBay = false;
    for (let i = 0; i < rows; i++) {
      const depth = closed[i] - profile[i];
      depthSum += depth;
      if (depth > minDepth) {
        if (!inBay) marks++;
        inBay = true;
        indentRows.push({ y: y0 + i, x: xs[i] });
      } else inBay = false;
    }
  }
  const meanDepth = rows ? depthSum / (2 * rows) : 0;
  const score = (100 * meanDepth) / Math.max(bbox.width, 1) + 0.5 * marks;
  return { score, marks, indentRows };
}
