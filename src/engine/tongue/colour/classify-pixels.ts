/**
 * Splits tongue pixels into body, coating and specular glints, in CIELAB after white balance.
 *
 * - Specular: L* >= 88 with chroma < 12 (a white glint of the light on saliva).
 * - Coating: white or yellow fur is lighter and less red than the body showing through. The
 *   body's own redness is taken from the tongue itself (the 85th percentile of a*, which is body
 *   unless nearly the whole tongue is coated), so the rule adapts to the person and the camera:
 *   a pixel is coating when its a* is below COATING_RED_RATIO of that reference, or when its hue
 *   angle is past COATING_MIN_HUE degrees (yellow side of orange) with L* above the tongue median.
 *   The ratios are hand-set on the development photos: there are no pixel-level coating labels.
 */
import type { LabImage } from './convert-rgb-to-lab.ts';

export const PIXEL = { outside: 0, body: 1, coating: 2, specular: 3 } as const;

/** A pixel is coating when its a* is below this share of the tongue's reference redness. */
export const COATING_RED_RATIO = 0.6;
/** Hue angle (degrees) past which a lighter-than-median pixel is yellow coating, not body. */
export const COATING_MIN_HUE = 58;

/**
 * Percentile (q in 0-1) of a value array by a 4096-bin histogram between its minimum and
 * maximum: one pass, no sort; exact to 1/4096 of the range (under 0.05 CIELAB units here).
 */
export function percentile(values: Float32Array, q: number): number {
  const n = values.length;
  if (n === 0) return NaN;
  let lo = Infinity,
    hi = -Infinity;
  for (let k = 0; k < n; k++) {
    const v = values[k];
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (hi === lo) return lo;
  const bins = 4096;
  const scale = (bins - 1) / (hi - lo);
  const hist = new Uint32Array(bins);
  for (let k = 0; k < n; k++) hist[((values[k] - lo) * scale) | 0]++;
  const target = Math.min(n - 1, Math.max(0, Math.floor(q * (n - 1))));
  let acc = 0;
  for (let b = 0; b < bins; b++) {
    acc += hist[b];
    if (acc > target) return lo + (b + 0.5) / scale;
  }
  return hi;
}

export interface PixelClasses {
  /** PIXEL code per working-image pixel */
  classes: Uint8Array;
  /** reference body redness (a*) used */
  bodyRedReference: number;
}

/** Classifies every pixel of the (eroded) tongue mask. */
export function classifyPixels(lab: LabImage, mask: Uint8Array): PixelClasses {
  const n = mask.length;
  let count = 0;
  for (let p = 0; p < n; p++) if (mask[p]) count++;
  const aValues = new Float32Array(count);
  const lValues = new Float32Array(count);
  for (let p = 0, k = 0; p < n; p++) {
    if (!mask[p]) continue;
    aValues[k] = lab.a[p];
    lValues[k++] = lab.L[p];
  }
  const aRef = Math.max(percentile(aValues, 0.85), 8);
  const lMedian = percentile(lValues, 0.5);
  const classes = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (!mask[p]) continue;
    const L = lab.L[p],
      a = lab.a[p],
      b = lab.b[p];
    const chroma = Math.hypot(a, b);
    if (L >= 88 && chroma < 12) classes[p] = PIXEL.specular;
    else {
      const hue = (Math.atan2(b, a) * 180) / Math.PI;
      const coating = a < COATING_RED_RATIO * aRef || (hue > COATING_MIN_HUE && L > lMedian);
      classes[p] = coating ? PIXEL.coating : PIXEL.body;
    }
  }
  return { classes, bodyRedReference: aRef };
}
