/**
 * Saliva sheen on the tongue, read so that it travels across cameras and lights.
 *
 * The moisture reading (issue 18, third round) is `glintSpots`: how many separate glints the
 * tongue throws. A glint is a spot brighter than GLINT_OVER_BRIGHT times the tongue's own
 * 90th-percentile luminance (relative to the tongue, so exposure does not decide it), counted as
 * one when it is a connected spot of at least GLINT_MIN_PIXELS at the fixed scale (the tongue
 * 128 px across, so resolution does not decide it, and JPEG, sharpening or blur that grow or
 * shrink a spot do not change the count). WET_MIN_SPOTS or more is 'wet' (the rater's rule: wet
 * when saliva plainly glistens over the surface). Limit: where 1.6 times the tongue's bright part
 * is beyond white (a light tongue photographed about +1 EV over), no glint can be told from the
 * tongue and the count falls. The earlier reading, a share of glint and film
 * pixels near a fixed threshold, moved with exposure and JPEG (docs/tongue-engine.md, "Third
 * round: moisture").
 *
 * The head still takes the older shares as two of its inputs (`glintShare`, `filmShare`: pixels
 * much brighter than the tongue's median (HIGHLIGHT_RATIO), nearly grey once the light's colour
 * is taken out with `lightGains`, and the share of them in highlights of at least FILM_MIN_SHARE
 * of the tongue), since it was fitted on them.
 *
 * The sheen cannot be seen where the tongue is blown to white (all channels near the top), not
 * where one channel clips: a red tongue's red channel saturates at +1 EV while its sheen is still
 * plain.
 *
 * 'dry' is not claimed from a photo: a dull surface is what diffuse light shows on any tongue,
 * and no camera's photos carry enough dry labels to learn it (2 of 300 by eye). When the sheen
 * cannot be judged (the tongue blown to white in large patches, or too few pixels), the reading
 * is not assessed rather than guessed.
 */
import { linearToSrgb, srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import type { RgbImage } from '../types.ts';

export const HIGHLIGHT_RATIO = 1.8;
/** A highlight counts as film when it covers at least this share of the tongue. */
export const FILM_MIN_SHARE = 0.002;
/** Above this share of clipped tongue pixels the sheen cannot be seen. */
export const MAX_CLIPPED_SHARE = 0.2;
/** Fewest tongue pixels to judge sheen at all. */
export const MIN_TONGUE_PIXELS = 2500;

export interface SheenReading {
  /** share of the tongue under broad highlights (saliva film) */
  filmShare: number;
  /** share of the tongue under any highlight */
  glintShare: number;
  /** share of tongue pixels with a clipped channel */
  clippedShare: number;
  /**
   * glint spots: connected spots of at least GLINT_MIN_PIXELS (at the fixed scale) brighter than
   * GLINT_OVER_BRIGHT times the tongue's own 90th-percentile luminance; the moisture reading
   */
  glintSpots: number;
  assessable: boolean;
}

/** A glint spot is at least this many times as bright (linear) as the tongue's 90th percentile. */
export const GLINT_OVER_BRIGHT = 1.6;
/** Smallest connected glint spot counted, in pixels of the tongue at the fixed scale (128 px across). */
export const GLINT_MIN_PIXELS = 3;
/** Wet from this many glint spots (development photos, docs/tongue-engine.md "Third round: moisture"). */
export const WET_MIN_SPOTS = 8;
/** Share of the development photos read wet / normal that the by-eye rater read the same way. */
export const WET_PRECISION = 0.75;
export const NORMAL_PRECISION = 0.987;
/** Added to linear luminance (below the second-darkest 8-bit step), as in the development study. */
const LUMINANCE_FLOOR = 1e-4;

/** Encoded luma (Rec. 601) at or above which a pixel is blown to white. */
export const BLOWN_LUMA = 245;
/** A highlight this saturated, once the light's colour is out, is tongue colour, not a glint. */
const MAX_GLINT_SATURATION = 0.35;

/**
 * Measures sheen over the tongue pixels of `mask` (same size as `image`); `lightGains` (linear
 * R, G, B) neutralise the light's colour for the glint test.
 */
export function measureSheen(
  image: RgbImage,
  mask: Uint8Array,
  lightGains: readonly [number, number, number] = [1, 1, 1],
): SheenReading {
  const { width, height, channels, data } = image;
  const lin = srgbToLinearTable;
  const lum = new Float32Array(mask.length);
  let tongue = 0,
    clipped = 0;
  for (let p = 0; p < mask.length; p++) if (mask[p]) tongue++;
  const values = new Float32Array(tongue);
  let seen = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const o = p * channels;
    const r = data[o],
      g = data[o + 1],
      b = data[o + 2];
    lum[p] = 0.2126 * lin[r] + 0.7152 * lin[g] + 0.0722 * lin[b];
    values[seen++] = lum[p];
    if (0.299 * r + 0.587 * g + 0.114 * b >= BLOWN_LUMA) clipped++;
  }
  if (tongue === 0) return { filmShare: 0, glintShare: 0, clippedShare: 0, glintSpots: 0, assessable: false };
  values.sort();
  const glintSpots = countGlintSpots(lum, values, mask, width, height);
  const median = values[values.length >> 1];
  const highlight = new Uint8Array(mask.length);
  let glints = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p] || lum[p] < HIGHLIGHT_RATIO * median) continue;
    const o = p * channels;
    // Glints are the colour of the light: nearly grey once the light's colour is taken out.
    const r = linearToSrgb(Math.min(1, lin[data[o]] * lightGains[0])),
      g = linearToSrgb(Math.min(1, lin[data[o + 1]] * lightGains[1])),
      b = linearToSrgb(Math.min(1, lin[data[o + 2]] * lightGains[2]));
    const hi = Math.max(r, g, b),
      lo = Math.min(r, g, b);
    if (hi > 0 && (hi - lo) / hi > MAX_GLINT_SATURATION) continue;
    highlight[p] = 255;
    glints++;
  }
  const { areas } = labelComponents(highlight, width, height);
  const minArea = FILM_MIN_SHARE * tongue;
  let film = 0;
  for (const area of areas) if (area >= minArea) film += area;
  const clippedShare = clipped / tongue;
  return {
    filmShare: film / tongue,
    glintShare: glints / tongue,
    clippedShare,
    glintSpots,
    assessable: tongue >= MIN_TONGUE_PIXELS && clippedShare <= MAX_CLIPPED_SHARE,
  };
}

/**
 * The moisture reading (issue 18, third round): saliva throws many separate glints, and they are
 * counted, not their pixels. A glint is judged against the tongue's own brightness (its
 * 90th-percentile luminance, so exposure cancels), and counts only as a connected spot of
 * GLINT_MIN_PIXELS or more at the fixed scale (the tongue 128 px across), so resolution, JPEG
 * blocks, sharpening halos and noise do not make sheen, and a spot that JPEG or blur enlarges
 * or shrinks is still one spot. `lum` holds linear luminance at the tongue's pixels, `sorted` the
 * same values sorted.
 */
function countGlintSpots(lum: Float32Array, sorted: Float32Array, mask: Uint8Array, width: number, height: number): number {
  const n = sorted.length;
  const bright = sorted[Math.min(n - 1, Math.round(0.9 * (n - 1)))];
  const cut = GLINT_OVER_BRIGHT * (bright + LUMINANCE_FLOOR) - LUMINANCE_FLOOR;
  const glint = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) if (mask[p] && lum[p] >= cut) glint[p] = 255;
  const { areas } = labelComponents(glint, width, height);
  return areas.filter((area) => area >= GLINT_MIN_PIXELS).length;
}

export interface MoistureJudgement {
  /** null: not assessed */
  value: 'normal' | 'wet' | null;
  confidence: number;
}

/**
 * Wet from WET_MIN_SPOTS glint spots; the confidence is the share of development photos with the
 * same reading on which the by-eye rater agreed.
 */
export function judgeMoisture(sheen: SheenReading): MoistureJudgement {
  if (!sheen.assessable) return { value: null, confidence: 0 };
  return sheen.glintSpots >= WET_MIN_SPOTS
    ? { value: 'wet', confidence: WET_PRECISION }
    : { value: 'normal', confidence: NORMAL_PRECISION };
}
