/**
 * Saliva sheen on the tongue, read so that it travels across cameras and lights.
 *
 * A highlight is a near-white pixel much brighter than the tongue's own median (HIGHLIGHT_RATIO
 * times its linear luminance): relative to the tongue, so exposure does not decide it. Under a
 * ring light or a flash every papilla throws a small glint, whatever the moisture; a film of
 * saliva throws broad, connected highlights. So the reading is the share of the tongue covered by
 * highlights that are each at least FILM_MIN_SHARE of the tongue's area (sizes relative to the
 * tongue, so resolution does not decide it either). `filmShare` above the calibrated wet
 * threshold is 'wet' (the rater's rule: wet when a saliva film plainly covers the surface).
 *
 * Two things keep it from reading the camera instead of the tongue (issue 18, camera stability):
 * - a glint is the light's colour, so "nearly grey" is judged after the light's colour is taken
 *   out (`lightGains`: linear gains that make the light neutral, estimated by the caller from the
 *   brightest pixels around the tongue); under a warm lamp a glint is orange, not grey;
 * - the sheen cannot be seen where the tongue is blown to white (all channels near the top), not
 *   where one channel clips: a red tongue's red channel saturates at +1 EV while its sheen is
 *   still plain.
 *
 * 'dry' is not claimed from a photo: a dull surface is what diffuse light shows on any tongue,
 * and no camera's photos carry enough dry labels to learn it (2 of 300 by eye). When the sheen
 * cannot be judged (the tongue blown to white in large patches, or too few pixels), the reading
 * is not assessed rather than guessed.
 */
import { linearToSrgb, srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import type { RgbImage } from '../types.ts';
import { TONGUE_HEAD_CALIBRATION } from '../model/tongue-head-calibration.ts';

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
  assessable: boolean;
}

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
  if (tongue === 0) return { filmShare: 0, glintShare: 0, clippedShare: 0, assessable: false };
  values.sort();
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
    assessable: tongue >= MIN_TONGUE_PIXELS && clippedShare <= MAX_CLIPPED_SHARE,
  };
}

export interface MoistureJudgement {
  /** null: not assessed */
  value: 'normal' | 'wet' | null;
  confidence: number;
}

/**
 * Wet when both the film and all glints pass the calibrated thresholds; the confidence is the
 * share of fitting photos with the same reading on which the by-eye rater agreed.
 */
export function judgeMoisture(sheen: SheenReading): MoistureJudgement {
  if (!sheen.assessable) return { value: null, confidence: 0 };
  const m = TONGUE_HEAD_CALIBRATION.moisture;
  const wet = sheen.filmShare >= m.wetMinFilm && sheen.glintShare >= m.wetMinGlint;
  return wet ? { value: 'wet', confidence: m.wetPrecision } : { value: 'normal', confidence: m.normalPrecision };
}
