/**
 * Red points (点刺, diǎn cì: prickles) at a fixed scale in tongue widths, with contrast
 * normalised (issue 18, item 3; docs/tongue-engine.md, eleventh round).
 *
 * The tongue's box is resampled to GRID_WIDTH cells across, so a prickle of 1-2 % of the width is
 * one to three cells on any camera, whatever the photo's resolution. Redness is the log ratio of
 * red to green in linear light: the light's colour and the exposure multiply both channels and
 * cancel in a local difference. A spot is a cell redder than its neighbourhood by `contrast` of
 * the tongue's own spread of such differences, so the camera's saturation, gamma and sharpening,
 * which scale every difference alike, cancel too. The working-resolution detector this replaced
 * (a* 9 units above the neighbourhood) gave the sign on none of 240 tongue-seg photos and on 25
 * of 30 TonguExpert ones.
 */
import { srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import { erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import type { RgbImage } from '../types.ts';

/** Cells across the tongue's width. */
const GRID_WIDTH = 128;
/** Neighbourhood radius, cells: 4 % of the width, wider than any prickle. */
const LOCAL_RADIUS = 5;
/** Away from the outline, where lips and shadow bleed in: 5 % of the width. */
const INNER_MARGIN = 6;
/** Largest spot, cells above half its peak: a prickle is at most about 2.5 % of the tongue's width across. */
const MAX_SPOT_CELLS = 8;
/** Smallest spread of redness differences: a drawn or blurred tongue has almost none. */
const MIN_SPREAD = 0.01;
/**
 * A spot is this many spreads redder than its neighbourhood: of 2.5, 3, 3.5 and 4, the one whose
 * count best ranked the tongue-seg rater's notes of red prickles or dots on 001-200.
 * Chosen by scripts/tongue-head/dev-red-points.ts (figures in docs/tongue-engine.md).
 */
export const RED_POINT_SPREADS = 3.5;
/**
 * Spots needed for the sign: the highest count that still gives it on at least as many of
 * tongue-seg 001-200 as the rater's notes name (a note names what stood out, so that share is a
 * floor).
 */
export const RED_POINTS_MIN_COUNT = 50;

export interface RedPointCount {
  count: number;
  /** the tongue's robust spread of local redness differences */
  spread: number;
}

export interface RedPointReading {
  present: boolean;
  count: number;
}

/** Whether the tongue shows red points (the 'red-points' sign), and how many spots were counted. */
export function detectRedPoints(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): RedPointReading {
  const { count } = measureRedPoints(image, mask, bbox, RED_POINT_SPREADS);
  return { present: count >= RED_POINTS_MIN_COUNT, count };
}

/**
 * Where each of `cells` cells starts over `length` pixels from `start` (integer arithmetic, so a
 * box exactly as wide as the grid gives one pixel a cell); the caller gives an empty span its
 * first pixel, so a box narrower than the grid repeats pixels instead of leaving holes.
 */
function cellSpans(start: number, length: number, cells: number): Int32Array {
  const spans = new Int32Array(cells + 1);
  for (let c = 0; c <= cells; c++) spans[c] = start + Math.floor((c * length) / cells);
  return spans;
}

/** Counts spots redder than their neighbourhood by `contrast` spreads. */
export function measureRedPoints(image: RgbImage, mask: Uint8Array, bbox: BoundingBox, contrast: number): RedPointCount {
  if (bbox.width < 16 || bbox.height < 16) return { count: 0, spread: 0 };
  const W = GRID_WIDTH;
  const H = Math.max(32, Math.min(4 * W, Math.round((W * bbox.height) / bbox.width)));
  const xs = cellSpans(bbox.x, bbox.width, W),
    ys = cellSpans(bbox.y, bbox.height, H);
  const red = new Float64Array(W * H),
    green = new Float64Array(W * H),
    inside = new Float64Array(W * H),
    count = new Float64Array(W * H);
  const lin = srgbToLinearTable;
  for (let gy = 0; gy < H; gy++) {
    const y1 = Math.max(ys[gy + 1], ys[gy] + 1);
    for (let gx = 0; gx < W; gx++) {
      const k = gy * W + gx,
        x1 = Math.max(xs[gx + 1], xs[gx] + 1);
      for (let y = ys[gy]; y < y1; y++)
        for (let x = xs[gx]; x < x1; x++) {
          const p = y * image.width + x,
            o = p * image.channels;
          red[k] += lin[image.data[o]];
          green[k] += lin[image.data[o + 1]];
          if (mask[p]) inside[k] += 1;
          count[k] += 1;
        }
    }
  }
  // A cell counts as tongue only when all of it is: a cell partly off the tongue mixes in lip or mouth.
  const tongue = new Uint8Array(W * H);
  const redness = new Float64Array(W * H);
  for (let k = 0; k < tongue.length; k++)
    if (count[k] > 0 && inside[k] === count[k]) {
      tongue[k] = 255;
      redness[k] = Math.log((red[k] + 1e-4) / (green[k] + 1e-4));
    }
  const local = localMean(redness, tongue, W, H, LOCAL_RADIUS);
  // The grid is the box itself, and erosion does not count cells beyond the grid as outside: the
  // root, the widest columns and the tip would keep their outline, so the border is cleared too.
  const inner = erodeMask(tongue, W, H, INNER_MARGIN);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (x < INNER_MARGIN || x >= W - INNER_MARGIN || y < INNER_MARGIN || y >= H - INNER_MARGIN) inner[y * W + x] = 0;
  let innerCells = 0;
  for (let k = 0; k < inner.length; k++) if (inner[k]) innerCells++;
  if (innerCells < 100) return { count: 0, spread: 0 };
  const diffs = new Float64Array(innerCells);
  for (let k = 0, i = 0; k < inner.length; k++) if (inner[k]) diffs[i++] = redness[k] - local[k];
  const middle = median(diffs);
  const spread = Math.max(MIN_SPREAD, 1.4826 * median(diffs.map((d) => Math.abs(d - middle))));
  const z = new Float64Array(W * H);
  const spots = new Uint8Array(W * H);
  for (let k = 0; k < spots.length; k++)
    if (inner[k]) {
      z[k] = (redness[k] - local[k] - middle) / spread;
      if (z[k] > contrast) spots[k] = 255;
    }
  // A spot's size is its area above half its own peak contrast, grown from the peak: a strong
  // prickle spills into more cells above the threshold than a faint one of the same size, and a
  // broad faint patch that only pokes above the threshold is still broad at half its peak.
  const { labels, areas } = labelComponents(spots, W, H);
  const peakAt = new Int32Array(areas.length).fill(-1);
  for (let k = 0; k < labels.length; k++)
    if (labels[k] && (peakAt[labels[k]] < 0 || z[k] > z[peakAt[labels[k]]])) peakAt[labels[k]] = k;
  const seen = new Int32Array(W * H);
  // Every cell marked is connected to the peak and above half of it, so the flood stops as soon as
  // it has marked more than a spot may have.
  const stack = new Int32Array(MAX_SPOT_CELLS + 5);
  let found = 0;
  for (let l = 1; l < areas.length; l++) {
    const half = z[peakAt[l]] / 2;
    let marked = 1,
      top = 0;
    stack[top++] = peakAt[l];
    seen[peakAt[l]] = l;
    while (top > 0 && marked <= MAX_SPOT_CELLS) {
      const k = stack[--top];
      const x = k % W;
      for (const n of [x > 0 ? k - 1 : -1, x < W - 1 ? k + 1 : -1, k - W, k + W])
        if (n >= 0 && n < z.length && seen[n] !== l && inner[n] && z[n] >= half) {
          seen[n] = l;
          stack[top++] = n;
          marked++;
        }
    }
    if (marked <= MAX_SPOT_CELLS) found++;
  }
  return { count: found, spread };
}

/** Mean of `values` over the tongue cells within `r` cells (summed-area tables). */
function localMean(values: Float64Array, tongue: Uint8Array, W: number, H: number, r: number): Float64Array {
  const sv = new Float64Array((W + 1) * (H + 1)),
    sn = new Float64Array((W + 1) * (H + 1));
  for (let y = 0; y < H; y++) {
    let rowV = 0,
      rowN = 0;
    for (let x = 0; x < W; x++) {
      const k = y * W + x;
      if (tongue[k]) {
        rowV += values[k];
        rowN += 1;
      }
      sv[(y + 1) * (W + 1) + x + 1] = sv[y * (W + 1) + x + 1] + rowV;
      sn[(y + 1) * (W + 1) + x + 1] = sn[y * (W + 1) + x + 1] + rowN;
    }
  }
  const out = new Float64Array(W * H);
  for (let y = 0; y < H; y++) {
    const ya = Math.max(0, y - r),
      yb = Math.min(H, y + r + 1);
    for (let x = 0; x < W; x++) {
      const xa = Math.max(0, x - r),
        xb = Math.min(W, x + r + 1);
      const a = ya * (W + 1),
        b = yb * (W + 1);
      const n = sn[b + xb] - sn[a + xb] - sn[b + xa] + sn[a + xa];
      out[y * W + x] = n ? (sv[b + xb] - sv[a + xb] - sv[b + xa] + sv[a + xa]) / n : 0;
    }
  }
  return out;
}

/** Median of a typed array (sorted in place: typed arrays sort numerically without a comparator). */
function median(values: Float64Array): number {
  values.sort();
  return values[values.length >> 1];
}
