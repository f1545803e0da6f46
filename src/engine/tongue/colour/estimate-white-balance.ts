/**
 * Colour constancy before any colour judgement: the "white patch" (max-RGB) estimate of Land's
 * Retinex (Land & McCann 1971), made robust by averaging the brightest 2 % of unclipped pixels
 * rather than taking the single maximum. In a mouth photo that slice holds the specular glints on
 * the wet tongue and lips and the teeth, whose colour is the light's colour (dichromatic
 * reflection model, Shafer 1985). Gains in linear light bring that slice to neutral (clamped to
 * MAX_GAIN per channel relative to green) and to a fixed luminance REFERENCE_WHITE (exposure,
 * clamped to 0.5-2x), so that a photo taken in more or less light, or under warmer or cooler
 * light, gives the same colours. A request beyond CAST_LIMIT makes the colour reading uncertain, and
 * beyond REFUSE_CAST_LIMIT the light is too coloured to read at all and the photo is refused.
 */
import { srgbToLinearTable } from './convert-rgb-to-lab.ts';
import type { RgbImage } from '../types.ts';

/** Share of the brightest unclipped pixels used as the white reference. */
export const WHITE_PATCH_FRACTION = 0.02;
/** Largest colour correction applied per channel relative to green (a factor of 2.5 either way). */
export const MAX_GAIN = 2.5;
/** Linear luminance the white reference is scaled to (0.6 = sRGB value ~203). */
export const REFERENCE_WHITE = 0.6;
/**
 * Largest red/green or blue/green imbalance of the white reference at which colour is read with
 * full confidence: 3.0. The most imbalanced development photo has 2.6 (tongue-labels, warm light
 * on red lips). Beyond it (a warm lamp with a phone that balances only part of it) the findings
 * are still given, since the head reads colour relative to the lips and skin of the same photo,
 * but the colour reading is marked uncertain (issue 18, decision 0063).
 */
export const CAST_LIMIT = 3.0;
/**
 * Imbalance beyond which the photo is refused: 5.0, a tungsten lamp with no white balance at all
 * (about 4 on a neutral scene) or a tinted light, where one channel is crushed to a few levels
 * and nothing is left to compare.
 */
export const REFUSE_CAST_LIMIT = 5.0;

export interface WhiteBalance {
  /** linear-light gains applied to R, G, B (colour correction x exposure gain) */
  gains: [number, number, number];
  /** largest |log2| of the colour correction (R/G, B/G): 0 = none, 0.32 = a 25 % correction */
  correctionStops: number;
  /** exposure part of the gains (same on every channel) */
  exposureGain: number;
  /** gains asked for before clamping */
  requestedGains: [number, number, number];
  /** r/g and b/g imbalance of the white reference (linear light), >= 1 */
  castRatio: number;
}

const NO_CORRECTION: WhiteBalance = {
  gains: [1, 1, 1],
  correctionStops: 0,
  exposureGain: 1,
  requestedGains: [1, 1, 1],
  castRatio: 1,
};

/** Estimates white-balance gains for a photo. */
export function estimateWhiteBalance(image: RgbImage): WhiteBalance {
  const { data, channels } = image;
  const n = image.width * image.height;
  const lin = srgbToLinearTable;
  // Histogram of luma in 1024 bins finds the top slice without sorting.
  const bins = new Uint32Array(1024);
  const lumaBin = new Uint16Array(n);
  let usable = 0;
  for (let p = 0; p < n; p++) {
    const o = p * channels;
    const r = data[o],
      g = data[o + 1],
      b = data[o + 2];
    if (r >= 250 || g >= 250 || b >= 250) {
      lumaBin[p] = 0xffff;
      continue;
    }
    const bin = Math.min(1023, Math.floor((0.2126 * lin[r] + 0.7152 * lin[g] + 0.0722 * lin[b]) * 1024));
    lumaBin[p] = bin;
    bins[bin]++;
    usable++;
  }
  if (usable < 100) return NO_CORRECTION;
  let cut = 1023;
  for (let acc = 0; cut > 0; cut--) {
    acc += bins[cut];
    if (acc >= usable * WHITE_PATCH_FRACTION) break;
  }
  let sr = 0,
    sg = 0,
    sb = 0;
  for (let p = 0; p < n; p++) {
    if (lumaBin[p] === 0xffff || lumaBin[p] < cut) continue;
    const o = p * channels;
    sr += lin[data[o]];
    sg += lin[data[o + 1]];
    sb += lin[data[o + 2]];
  }
  if (sr <= 0 || sg <= 0 || sb <= 0) return NO_CORRECTION;
  const requested: [number, number, number] = [sg / sr, 1, sg / sb];
  const clamp = (g: number) => Math.min(Math.max(g, 1 / MAX_GAIN), MAX_GAIN);
  const colour: [number, number, number] = [clamp(requested[0]), 1, clamp(requested[2])];
  const correctionStops = Math.max(Math.abs(Math.log2(colour[0])), Math.abs(Math.log2(colour[2])));
  const castRatio = Math.max(sr / sg, sg / sr, sb / sg, sg / sb);
  const count = usableInSlice(lumaBin, cut);
  const referenceLuminance = (0.2126 * sr * colour[0] + 0.7152 * sg + 0.0722 * sb * colour[2]) / count;
  const exposureGain = Math.min(2, Math.max(0.5, REFERENCE_WHITE / referenceLuminance));
  const gains: [number, number, number] = [colour[0] * exposureGain, exposureGain, colour[2] * exposureGain];
  return { gains, correctionStops, exposureGain, requestedGains: requested, castRatio };
}

function usableInSlice(lumaBin: Uint16Array, cut: number): number {
  let n = 0;
  for (let p = 0; p < lumaBin.length; p++) if (lumaBin[p] !== 0xffff && lumaBin[p] >= cut) n++;
  return Math.max(n, 1);
}
