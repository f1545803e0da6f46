/**
 * An in-photo colour reference for the tongue: the lips and skin in a ring just outside the
 * tongue outline, read in CIELAB after white balance. Both sets of development photos show that
 * ring (lower lip, mouth corners, chin), and it is lit by the same light and seen by the same
 * camera as the tongue, so a tongue reading taken relative to it cancels most of what a camera's
 * own colour rendering and exposure add (the same idea as judging a tongue "against the lips",
 * and as the reference-patch methods of tongue colour correction, e.g. Zhang et al. 2005,
 * "Tongue image analysis", who correct with a known chart: here the chart is the face).
 *
 * Ring: the mask dilated by RING_OUTER of the tongue's width minus the mask dilated by
 * RING_INNER (the outline blur). Dark pixels (L* < MIN_L: the open mouth, shadow) and near-white
 * ones (L* > MAX_L with chroma < 12: teeth, glare, a paper bib) are left out. Medians, so a few
 * odd pixels do not move it. `usable` is false when fewer than MIN_SHARE of the ring's pixels
 * remain (the reference is then missing and readings made relative to it are less certain).
 */
import { srgbToLinearTable, type LabImage } from './convert-rgb-to-lab.ts';
import { percentile } from './classify-pixels.ts';
import { dilateMask } from '../segmentation/morphology.ts';
import type { RgbImage } from '../types.ts';

/** Outer and inner radius of the ring, as shares of the tongue's width. */
export const RING_OUTER = 0.06;
export const RING_INNER = 0.015;
/** L* bounds of usable reference pixels (hand-set: below = mouth cavity, above = teeth, glare). */
export const MIN_L = 25;
export const MAX_L = 90;
/** Smallest share of ring pixels that must remain for the reference to be usable. */
export const MIN_SHARE = 0.25;

export interface ColourReference {
  /** median L*, a*, b* of the usable ring pixels */
  L: number;
  a: number;
  b: number;
  /** median linear-light R, G, B of the same pixels, white-balance gains applied (0-1) */
  linear: [number, number, number];
  /** usable ring pixels */
  pixels: number;
  /** share of the ring that was usable, 0-1 */
  share: number;
  usable: boolean;
}

/**
 * Reads the lips-and-skin reference around `mask` in `image` (same size as `lab`, which is the
 * image converted with the white-balance `gains`).
 */
export function measureColourReference(
  image: RgbImage,
  gains: readonly [number, number, number],
  lab: LabImage,
  mask: Uint8Array,
  tongueWidth: number,
): ColourReference {
  const { width, height } = lab;
  const outer = dilateMask(mask, width, height, Math.max(2, Math.round(tongueWidth * RING_OUTER)));
  const inner = dilateMask(mask, width, height, Math.max(1, Math.round(tongueWidth * RING_INNER)));
  let ring = 0,
    kept = 0;
  for (let p = 0; p < mask.length; p++) if (outer[p] && !inner[p]) ring++;
  const Ls = new Float32Array(ring),
    As = new Float32Array(ring),
    Bs = new Float32Array(ring);
  const Rs = new Float32Array(ring),
    Gs = new Float32Array(ring),
    Ks = new Float32Array(ring);
  const { data, channels } = image;
  const lin = srgbToLinearTable;
  for (let p = 0; p < mask.length; p++) {
    if (!outer[p] || inner[p]) continue;
    const L = lab.L[p],
      a = lab.a[p],
      b = lab.b[p];
    if (L < MIN_L || (L > MAX_L && Math.hypot(a, b) < 12)) continue;
    const o = p * channels;
    Rs[kept] = Math.min(1, lin[data[o]] * gains[0]);
    Gs[kept] = Math.min(1, lin[data[o + 1]] * gains[1]);
    Ks[kept] = Math.min(1, lin[data[o + 2]] * gains[2]);
    Ls[kept] = L;
    As[kept] = a;
    Bs[kept++] = b;
  }
  const share = ring ? kept / ring : 0;
  if (kept < 20) return { L: NaN, a: NaN, b: NaN, linear: [NaN, NaN, NaN], pixels: kept, share, usable: false };
  const med = (v: Float32Array) => percentile(v.subarray(0, kept), 0.5);
  return {
    L: med(Ls),
    a: med(As),
    b: med(Bs),
    linear: [med(Rs), med(Gs), med(Ks)],
    pixels: kept,
    share,
    usable: share >= MIN_SHARE,
  };
}

/**
 * Linear-light colour the reference ring is brought to: the median ring colour of the
 * tongue-labels fitting photos after white balance (CIELAB 45.1, 9.4, 11.8, measured by
 * scripts/tongue-colour-drift.ts before this normalisation existed), so that the hand-set
 * CIELAB thresholds elsewhere (glints, brown and black coatings) keep their meaning.
 */
export const REFERENCE_TARGET_LINEAR: readonly [number, number, number] = [0.2203, 0.1293, 0.0968];
/** Largest exposure change the reference may ask for (a factor of 4 either way, 2 stops). */
export const MAX_REFERENCE_GAIN = 4;

/** Luminance (CIE Y) of REFERENCE_TARGET_LINEAR. */
export const REFERENCE_TARGET_LUMINANCE =
  0.2126 * REFERENCE_TARGET_LINEAR[0] + 0.7152 * REFERENCE_TARGET_LINEAR[1] + 0.0722 * REFERENCE_TARGET_LINEAR[2];

/**
 * Gains that bring the reference ring to the luminance of REFERENCE_TARGET_LINEAR: one factor on
 * all three channels, on top of the white-balance `gains`, so the tongue is read as if every
 * camera exposed the lips and skin around it alike. Only lightness is normalised: scaling each
 * channel to the ring's colour as well (von Kries on the ring) was tried and cut the fitting-split
 * body-colour kappa from 0.628 to 0.502 (reporting split 0.389), because the redness of a
 * person's lips goes with the redness of their tongue. Returns the white-balance gains unchanged
 * when the reference is not usable.
 */
export function referenceGains(gains: readonly [number, number, number], reference: ColourReference): [number, number, number] {
  if (!reference.usable) return [gains[0], gains[1], gains[2]];
  const [r, g, b] = reference.linear;
  const luminance = Math.max(0.2126 * r + 0.7152 * g + 0.0722 * b, 1e-4);
  const factor = Math.min(MAX_REFERENCE_GAIN, Math.max(1 / MAX_REFERENCE_GAIN, REFERENCE_TARGET_LUMINANCE / luminance));
  return [gains[0] * factor, gains[1] * factor, gains[2] * factor];
}
