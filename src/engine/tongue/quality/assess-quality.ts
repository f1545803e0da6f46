/**
 * The quality gate: decides whether a photo can be judged at all, and if not, says why in words
 * a person can act on. Checks, in order: exposure and colour cast on the whole frame (before
 * segmentation, since a black frame has no tongue to find), then, once the tongue is found, its
 * size in the frame and its sharpness.
 *
 * Thresholds and where they come from (development photos: tongue-seg + tongue-labels):
 * - too dark: mean luma < 45/255 or over half the frame crushed black. The darkest development
 *   photo has mean luma 73; at -20 % brightness 58, still accepted.
 * - too bright: over 35 % of the frame blown to near-white (luma >= 245) or mean luma > 215.
 *   The development photos have at most a few per cent blown.
 * - colour cast: white reference imbalance over REFUSE_CAST_LIMIT (estimate-white-balance.ts);
 *   between CAST_LIMIT and it the photo is read with its colour marked uncertain.
 * - no tongue: the segmenter finds under 0.5 % of the frame, is under 60 % sure on average, or
 *   the region found differs from its surroundings by under 5 Delta E (measure-tongue-contrast.ts),
 *   or its mean colour is not reddish (CIELAB a* under 5, measure-tongue-redness.ts): the lowest
 *   fitting photo reads 11.8, 8.0 through the development cameras; a paper bib the segmenter
 *   took for a tongue on crops without one reads near 0 (scripts/tongue-head/dev-no-tongue.ts),
 *   or the region is a wide, thin band (height under 0.35 of its width): closed lips are shaped
 *   so, and the segmenter takes them for a tongue; every fitting photo's tongue, through the
 *   development cameras too, is at least 0.47 as high as it is wide.
 * - tongue too small: under 2 % of the frame or under 40 working pixels wide (the smallest
 *   development tongue covers 8.6 %).
 * - blurred: Laplacian variance under 20 at the normalised 128 px tongue size; development photos
 *   range 60-1137, the same photos blurred with a Gaussian of 1.5 % of the tongue width score 1-6.
 */
import { QUALITY_REFUSALS, type QualityRefusalCode } from '../../../contract/messages.ts';
import type { ExposureStats } from './measure-exposure.ts';
import { REFUSE_CAST_LIMIT, type WhiteBalance } from '../colour/estimate-white-balance.ts';
import type { Segmentation } from '../segmentation/segment-tongue.ts';

export const QUALITY_LIMITS = {
  minMeanLuma: 45,
  maxDarkFraction: 0.5,
  maxClippedFraction: 0.35,
  maxMeanLuma: 215,
  castLimit: REFUSE_CAST_LIMIT,
  minTongueFraction: 0.005,
  minTongueConfidence: 0.6,
  minTongueContrast: 5,
  minTongueRedness: 5,
  minTongueAspect: 0.35,
  minJudgeableFraction: 0.02,
  minTongueWidthPx: 40,
  minBlurVariance: 20,
} as const;

export type QualityCode = QualityRefusalCode;

/** Every quality measurement, and whether the photo passed. */
export interface QualityReport {
  ok: boolean;
  /** mean Rec. 601 luma, 0-255 */
  meanLuma: number;
  /** share of crushed-black pixels, 0-1 */
  darkFraction: number;
  /** share of pixels blown to near-white (luma >= 245), 0-1 */
  clippedFraction: number;
  /** imbalance of the white reference (>= 1; 1 = neutral) */
  castRatio: number;
  /** Laplacian variance of the tongue at 128 px (null when no tongue was found) */
  blurVariance: number | null;
  /** tongue share of the frame (null before segmentation) */
  tongueFraction: number | null;
  /** Delta E*ab between the tongue and the ring around it (null before segmentation) */
  tongueContrast: number | null;
  /** CIELAB a* of the tongue's mean colour as recorded (null before segmentation) */
  tongueRedness: number | null;
  /** the first problem found, if any */
  problem: { code: QualityCode; reason: string } | null;
}

/** User-readable reasons, one per code (the contract's, which the client translates by code). */
export const QUALITY_REASONS: Readonly<Record<QualityCode, string>> = QUALITY_REFUSALS;

/** First gate: exposure and colour cast, before looking for the tongue. */
export function checkFrame(exposure: ExposureStats, whiteBalance: WhiteBalance): QualityReport {
  const L = QUALITY_LIMITS;
  let code: QualityCode | null = null;
  if (exposure.meanLuma < L.minMeanLuma || exposure.darkFraction > L.maxDarkFraction) code = 'too-dark';
  else if (exposure.clippedFraction > L.maxClippedFraction || exposure.meanLuma > L.maxMeanLuma) code = 'too-bright';
  else if (whiteBalance.castRatio > L.castLimit) code = 'colour-cast';
  return {
    ok: code === null,
    meanLuma: exposure.meanLuma,
    darkFraction: exposure.darkFraction,
    clippedFraction: exposure.clippedFraction,
    castRatio: whiteBalance.castRatio,
    blurVariance: null,
    tongueFraction: null,
    tongueContrast: null,
    tongueRedness: null,
    problem: code ? { code, reason: QUALITY_REASONS[code] } : null,
  };
}

/**
 * Whether what the segmenter found is a tongue at all (the photo's gate and the live camera's
 * hint alike): big enough, sure enough, standing out from its surroundings, reddish as flesh is,
 * and not a wide thin band such as closed lips.
 */
export function isTongueFound(segmentation: Segmentation, tongueContrast: number | null, tongueRedness: number | null): boolean {
  const L = QUALITY_LIMITS;
  return (
    segmentation.area > 0 &&
    segmentation.areaFraction >= L.minTongueFraction &&
    segmentation.confidence >= L.minTongueConfidence &&
    (tongueContrast ?? 0) >= L.minTongueContrast &&
    (tongueRedness === null || tongueRedness >= L.minTongueRedness) &&
    segmentation.bbox.height >= L.minTongueAspect * segmentation.bbox.width
  );
}

/** Second gate: the tongue found, its size and sharpness. */
export function checkTongue(
  frame: QualityReport,
  segmentation: Segmentation,
  blurVariance: number | null,
  tongueContrast: number | null,
  tongueRedness: number | null,
): QualityReport {
  const L = QUALITY_LIMITS;
  let code: QualityCode | null = null;
  if (!isTongueFound(segmentation, tongueContrast, tongueRedness)) code = 'no-tongue';
  else if (segmentation.areaFraction < L.minJudgeableFraction || segmentation.bbox.width < L.minTongueWidthPx)
    code = 'tongue-too-small';
  else if (blurVariance !== null && blurVariance < L.minBlurVariance) code = 'blurred';
  return {
    ...frame,
    blurVariance,
    tongueFraction: segmentation.areaFraction,
    tongueContrast,
    tongueRedness,
    ok: code === null,
    problem: code ? { code, reason: QUALITY_REASONS[code] } : null,
  };
}
