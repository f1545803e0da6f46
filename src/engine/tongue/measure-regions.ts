/**
 * Colour and coating reading of each tongue region (tip, sides, centre, root): mean CIELAB of
 * the body pixels, the share of coating, the coating's mean colour, and redness (mean a* of
 * body pixels, the CIELAB red-green axis).
 */
import type { LabImage } from './convert-rgb-to-lab.ts';
import { PIXEL } from './classify-pixels.ts';
import { REGION_NAMES, type RegionName } from './split-regions.ts';

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
  const acc = REGION_NAMES.map(() => ({ body: [0, 0, 0, 0], coat: [0, 0, 0, 0], all: [0, 0, 0, 0] }));
  for (let p = 0; p < regions.length; p++) {
    const r = regions[p];
    if (!r) continue;
    const a = acc[r - 1];
    const target = classes[p] === PIXEL.body ? a.body : classes[p] === PIXEL.coating ? a.coat : null;
    for (const t of target ? [target, a.all] : [a.all]) {
      t[0] += lab.L[p];
      t[1] += lab.a[p];
      t[2] += lab.b[p];
      t[3]++;
    }
  }
  const mean = (t: number[]): LabColour => ({ L: t[0] / t[3], a: t[1] / t[3], b: t[2] / t[3] });
  const out = {} as RegionReadings;
  REGION_NAMES.forEach((name, k) => {
    const { body, coat, all } = acc[k];
    const classified = body[3] + coat[3];
    const coverage = classified ? coat[3] / classified : 0;
    const bodyLab = body[3] ? mean(body) : all[3] ? mean(all) : { L: 0, a: 0, b: 0 };
    const coatingLab = coat[3] && coverage >= 0.05 ? mean(coat) : null;
    out[name] = {
      bodyLab,
      coatingCoverage: coverage,
      coatingLab,
      coatingColour: nameCoatingColour(coatingLab),
      redness: bodyLab.a,
      pixels: all[3],
    };
  });
  return out;
}
