/**
 * Runs the tongue head on a photo and turns its logits into calibrated probabilities
 * (model/tongue-head-calibration.ts, fitted by scripts/tongue-head/fit-head.ts on the fitting
 * photos of both cameras), with a measure of how far the photo's colour lies from what the head
 * was trained on.
 */
import { colourStatistics, measureHeadFeatures, type HeadFeatures } from './head-features.ts';
import { runHead } from './tongue-head.ts';
import { TONGUE_HEAD_CALIBRATION } from './tongue-head-calibration.ts';
import { TONGUE_HEAD_MODEL } from './tongue-head-weights.ts';
import { HEAD_VERSION } from './head-version.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import type { RgbImage } from '../types.ts';

/** Logit positions of the head's outputs. */
export const HEAD_OUT = { body: 0, coatingColour: 3, thick: 6, cracks: 7, toothMarks: 8 } as const;

export interface HeadReading {
  /** P(pale), P(normal), P(darker than normal) */
  body: [number, number, number];
  /** P(white), P(light yellow), P(yellow) */
  coatingColour: [number, number, number];
  thick: number;
  cracks: number;
  toothMarks: number;
  features: HeadFeatures;
  /** Mahalanobis distance of the photo's colour statistics from the training photos' */
  colourDistance: number;
  /** the colour lies outside what the head was trained on, or no lips/skin reference was found */
  colourUncertain: boolean;
  /** which head and calibration gave these probabilities (head-version.ts) */
  version: string;
}

function softmax3(logits: Float64Array, at: number, temperature: number, bias: readonly number[]): [number, number, number] {
  const z = [0, 1, 2].map((k) => logits[at + k] / temperature + bias[k]);
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e[0] + e[1] + e[2];
  return [e[0] / s, e[1] / s, e[2] / s];
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

function mahalanobis(x: number[], mean: readonly number[], inverse: readonly (readonly number[])[]): number {
  const d = x.map((v, k) => v - mean[k]);
  let s = 0;
  for (let i = 0; i < d.length; i++) for (let j = 0; j < d.length; j++) s += d[i] * inverse[i][j] * d[j];
  return Math.sqrt(Math.max(0, s));
}

/** The calibrated reading of a feature vector (also what the fitting script checks itself with). */
export function readHeadFeatures(features: HeadFeatures): HeadReading {
  const { logits } = runHead(TONGUE_HEAD_MODEL, features.values);
  const c = TONGUE_HEAD_CALIBRATION;
  const colourDistance = mahalanobis(colourStatistics(features), c.colour.mean, c.colour.inverseCovariance);
  return {
    body: softmax3(logits, HEAD_OUT.body, c.temperature.body, c.bias.body),
    coatingColour: softmax3(logits, HEAD_OUT.coatingColour, c.temperature.coatingColour, c.bias.coatingColour),
    thick: sigmoid(logits[HEAD_OUT.thick] / c.temperature.thick),
    cracks: sigmoid(logits[HEAD_OUT.cracks] / c.temperature.cracks),
    toothMarks: sigmoid(logits[HEAD_OUT.toothMarks] / c.temperature.toothMarks),
    features,
    colourDistance,
    colourUncertain: !features.referenceUsable || colourDistance > c.colour.limit,
    version: HEAD_VERSION,
  };
}

/** Reads the head's findings on the tongue under `mask` (working-resolution photo). */
export function readTongueHead(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): HeadReading {
  return readHeadFeatures(measureHeadFeatures(image, mask, bbox));
}
