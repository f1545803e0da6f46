/**
 * Colour and coating reading of each tongue region (tip, sides, centre, root): mean CIELAB of
 * the body pixels, the share of coating, the coating's mean colour, and redness (mean a* of
 * body pixels, the CIELAB red-green axis).
 */
import type { LabImage } from './convert-rgb-to-lab.ts';
import { PIXEL } from './classify-pixels.ts';
import { REGION_NAMES, type RegionName } from '../segmentation/split-regions.ts';

export interface LabColour {
  L: number;
  a: number;
  b: number;
}

export interface RegionReading {
  /** mean Lab of the region's body (uncoated) pixels; NaN-free: falls back to all pixels */
  bodyLab: LabColour;
  /** coating pixels / (coating + body pixels), 0-1 */
  coatingCoverage: number;
  /** mean Lab of the region's coating pixels, or null when under 5 % is coated */
  coatingLab: LabColour | null;
  /** coating colour name of the region */
  coatingColour: 'none' | 'white' | 'yellow';
  /** mean a* of body pixels */
  redness: number;
  /** pixels in the region */
  pixels: number;
}

export type RegionReadings = Record<RegionName, RegionReading>;

/** Hue angle (degrees) from which a coating reads as yellow rather than white, and the b* it needs. */
export const YELLOW_COATING_HUE = 65;
export const YELLOW_COATING_MIN_B = 16;

/** Names a coating colour from its mean Lab. */
export function nameCoatingColour(lab: LabColour | null): 'none' | 'white' | 'yellow' {
  if (!lab) return 'none';
  const hue = (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
  return hue > YELLOW_COATING_HUE && lab.b > YELLOW_COATING_MIN_B ? 'yellow' : 'white';
}

/** Reads every region of the map produced by splitRegions. */
export function measureRegions(lab: LabImage, regions: Uint8Array, classes: Uint8Array): RegionReadings {
  // Per region: sums of L, a, b and counts for body [0-3], coating [4-7] and all pixels [8-11].
  const acc = REGION_NAMES.map(() => new Float64Array(12));
  for (let p = 0; p < regions.length; p++) {
    const r = regions[p];
    if (!r) continue;
    const t = acc[r - 1];
    const L = lab.L[p],
      a = lab.a[p],
      b = lab.b[p];
    const base = classes[p] === PIXEL.body ? 0 : classes[p] === PIXEL.coating ? 4 : -1;
    if (base >= 0) {
      t[base] += L;
      t[base + 1] += a;
      t[base + 2] += b;
      t[base + 3]++;
    }
    t[8] += L;
    t[9] += a;
    t[10] += b;
    t[11]++;
  }
  const mean = (t: Float64Array, base: number): LabColour => ({
    L: t[base] / t[base + 3],
    a: t[base + 1] / t[base + 3],
    b: t[base + 2] / t[base + 3],
  });
  const out = {} as RegionReadings;
  REGION_NAMES.forEach((name, k) => {
    const t = acc[k];
    const classified = t[3] + t[7];
    const coverage = classified ? t[7] / classified : 0;
    const bodyLab = t[3] ? mean(t, 0) : t[11] ? mean(t, 8) : { L: 0, a: 0, b: 0 };
    const coatingLab = t[7] && coverage >= 0.05 ? mean(t, 4) : null;
    out[name] = {
      bodyLab,
      coatingCoverage: coverage,
      coatingLab,
      coatingColour: nameCoatingColour(coatingLab),
      redness: bodyLab.a,
      pixels: t[11],
    };
  });
  return out;
}
