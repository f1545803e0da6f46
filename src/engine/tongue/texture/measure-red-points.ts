/**
 * Red points (点刺, diǎn cì: prickles) at a fixed scale in tongue widths, with contrast
 * normalised (issue 18, item 3). The tongue's box is resampled to GRID_WIDTH cells across (so
 * a prickle of 1-2 % of the width is one to three cells on any camera, whatever the photo's
 * resolution), redness is the log ratio of red to green in linear light (the light's colour and
 * the exposure multiply both and cancel in a local difference), and a spot is a cell redder
 * than its neighbourhood by `contrast` of the tongue's own spread of such differences (so the
 * camera's saturation, gamma and sharpening, which scale every difference alike, cancel too).
 */
import { srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import { erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import type { RgbImage } from '../types.ts';

/** Cells across the tongue's width. */
const GRID_WIDTH = 128;
/** Neighbourhood radius, cells (4 % of the width, as the working-resolution detector used). */
const LOCAL_RADIUS = 5;
/** Away from the outline, where lips and shadow bleed in: 5 % of the width. */
const INNER_MARGIN = 6;
/** Largest spot, cells: a prickle is at most about 2.5 % of the tongue's width across. */
const MAX_SPOT_CELLS = 6;
/** Smallest spread of redness differences: a drawn or blurred tongue has almost none. */
const MIN_SPREAD = 0.01;

export interface RedPointCount {
  count: number;
  /** the tongue's robust spread of local redness differences */
  spread: number;
}

/** Counts spots redder than their neighbourhood by `contrast` spreads. */
export function measureRedPoints(image: RgbImage, mask: Uint8Array, bbox: BoundingBox, contrast: number): RedPointCount {
  if (bbox.width < 16 || bbox.height < 16) return { count: 0, spread: 0 };
  const W = GRID_WIDTH;
  const H = Math.max(32, Math.min(4 * W, Math.round((W * bbox.height) / bbox.width)));
  const red = new Float64Array(W * H),
    green = new Float64Array(W * H),
    inside = new Float64Array(W * H),
    count = new Float64Array(W * H);
  const lin = srgbToLinearTable;
  for (let y = bbox.y; y < bbox.y + bbox.height; y++) {
    const gy = Math.min(H - 1, Math.floor(((y - bbox.y) / bbox.height) * H));
    for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
      const p = y * image.width + x,
        o = p * image.channels;
      const k = gy * W + Math.min(W - 1, Math.floor(((x - bbox.x) / bbox.width) * W));
      red[k] += lin[image.data[o]];
      green[k] += lin[image.data[o + 1]];
      if (mask[p]) inside[k] += 1;
      count[k] += 1;
    }
  }
  // A cell counts as tongue only when all of it is.
  const tongue = new Uint8Array(W * H);
  const redness = new Float64Array(W * H);
  for (let k = 0; k < tongue.length; k++)
    if (count[k] > 0 && inside[k] === count[k]) {
      tongue[k] = 255;
      redness[k] = Math.log((red[k] + 1e-4) / (green[k] + 1e-4));
    }
  const local = localMean(redness, tongue, W, H, LOCAL_RADIUS);
  const inner = erodeMask(tongue, W, H, INNER_MARGIN);
  const diffs: number[] = [];
  for (let k = 0; k < inner.length; k++) if (inner[k]) diffs.push(redness[k] - local[k]);
  if (diffs.length < 100) return { count: 0, spread: 0 };
  const middle = median(diffs);
  const spread = Math.max(MIN_SPREAD, 1.4826 * median(diffs.map((d) => Math.abs(d - middle))));
  const spots = new Uint8Array(W * H);
  for (let k = 0; k < spots.length; k++) if (inner[k] && (redness[k] - local[k] - middle) / spread > contrast) spots[k] = 255;
  const { areas } = labelComponents(spots, W, H);
  let found = 0;
  for (let l = 1; l < areas.length; l++) if (areas[l] <= MAX_SPOT_CELLS) found++;
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
      const box = (s: Float64Array) => s[yb * (W + 1) + xb] - s[ya * (W + 1) + xb] - s[yb * (W + 1) + xa] + s[ya * (W + 1) + xa];
      const n = box(sn);
      out[y * W + x] = n ? box(sv) / n : 0;
    }
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
