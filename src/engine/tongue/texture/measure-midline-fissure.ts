/**
 * The central fissure (中裂, zhōng liè), the crack most often seen and the one the head's crack
 * features miss on a second camera (docs/tongue-engine.md, issue 18, fifth round). The tongue's
 * box is resampled to 128 x 128 (a fixed scale in tongue widths and lengths, so resolution does
 * not count); for each row from 25 to 80 % of the length, the darkest pixel within 12 % of the
 * width from the centre is compared with the median of the central half of that row, in log
 * luminance divided by the tongue's own robust spread (so exposure, gamma and contrast cancel).
 * The same dip is read beside the midline (12 % windows either side) and taken off: a camera's
 * sharpening or noise deepens the darkest cell of every window alike, a fissure only the middle
 * one (issue 18, fifteenth round: under a strong sharpening the dip alone called cracks on 44 of
 * 70 development tongues instead of 26). The score is the mean of that excess over the rows.
 */
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import { srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import type { RgbImage } from '../types.ts';

const SIZE = 128;
const MIN_SPREAD = 0.08;

/** The tongue's box as a SIZE x SIZE grid of mean log luminance; a cell is tongue only when all of it is (the outline's shadow is no fissure). */
export function logLuminanceGrid(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): { L: Float64Array; tongue: Uint8Array } {
  const lin = srgbToLinearTable;
  const sum = new Float64Array(SIZE * SIZE),
    inside = new Float64Array(SIZE * SIZE),
    count = new Float64Array(SIZE * SIZE);
  for (let y = bbox.y; y < bbox.y + bbox.height; y++) {
    const gy = Math.min(SIZE - 1, Math.floor(((y - bbox.y) / bbox.height) * SIZE));
    for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
      const p = y * image.width + x,
        o = p * image.channels;
      const k = gy * SIZE + Math.min(SIZE - 1, Math.floor(((x - bbox.x) / bbox.width) * SIZE));
      sum[k] += Math.log(0.2126 * lin[image.data[o]] + 0.7152 * lin[image.data[o + 1]] + 0.0722 * lin[image.data[o + 2]] + 1e-4);
      if (mask[p]) inside[k] += 1;
      count[k] += 1;
    }
  }
  const L = new Float64Array(SIZE * SIZE),
    tongue = new Uint8Array(SIZE * SIZE);
  for (let k = 0; k < L.length; k++)
    if (count[k] > 0) {
      L[k] = sum[k] / count[k];
      tongue[k] = inside[k] === count[k] ? 1 : 0;
    }
  return { L, tongue };
}

/** Mean depth of the midline valley beyond the darkest beside it, in the tongue's own spreads of log luminance (0 when it cannot be read). */
export function measureMidlineFissure(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): number {
  if (bbox.width < 8 || bbox.height < 8) return 0;
  const grid = logLuminanceGrid(image, mask, bbox);
  const isTongue = (k: number) => grid.tongue[k] === 1;
  const L = (k: number) => grid.L[k];
  const values: number[] = [];
  for (let k = 0; k < SIZE * SIZE; k++) if (isTongue(k)) values.push(L(k));
  if (values.length < 100) return 0;
  const middle = median(values);
  // A drawn or blurred tongue with almost no texture has almost no spread: its faintest shading
  // must not count as a fissure (real tongues of both cameras spread 0.15-0.5 in log luminance).
  const spread = Math.max(MIN_SPREAD, median(values.map((v) => Math.abs(v - middle))) * 1.4826);
  let total = 0,
    rows = 0;
  for (let y = Math.round(SIZE * 0.25); y < Math.round(SIZE * 0.8); y++) {
    const band: number[] = [];
    for (let x = Math.round(SIZE * 0.25); x < Math.round(SIZE * 0.75); x++)
      if (isTongue(y * SIZE + x)) band.push(L(y * SIZE + x));
    if (band.length < SIZE * 0.3) continue;
    const bandMedian = median(band);
    const dipIn = (from: number, to: number) => {
      let darkest = Infinity;
      for (let x = Math.round(SIZE * from); x < Math.round(SIZE * to); x++)
        if (isTongue(y * SIZE + x)) darkest = Math.min(darkest, L(y * SIZE + x));
      return darkest === Infinity ? null : bandMedian - darkest;
    };
    const centre = dipIn(0.38, 0.62);
    const beside = [dipIn(0.26, 0.38), dipIn(0.62, 0.74)].filter((d): d is number => d !== null);
    if (centre === null || beside.length === 0) continue;
    total += (centre - beside.reduce((a, b) => a + b, 0) / beside.length) / spread;
    rows++;
  }
  return rows ? total / rows : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
