/**
 * The tongue engine's entry points: quality gate, white balance, segmentation, then the full
 * description. Input: a decoded photo at working resolution (about 512 px on the long side; the
 * caller decodes at reduced size). The mask returned has the input's size.
 */
import { checkFrame, checkTongue } from './quality/assess-quality.ts';
import { describeTongue } from './describe/describe-tongue.ts';
import { estimateWhiteBalance } from './colour/estimate-white-balance.ts';
import type { TongueResult } from './findings.ts';
import { measureBlur } from './quality/measure-blur.ts';
import { measureExposure } from './quality/measure-exposure.ts';
import { measureTongueContrast } from './quality/measure-tongue-contrast.ts';
import { measureTongueRedness } from './quality/measure-tongue-redness.ts';
import { measureMask, segmentTongue, type Segmentation } from './segmentation/segment-tongue.ts';
import type { RgbImage } from './types.ts';
import { applyCameraCorrection, correctionForTongue, type CameraCorrection } from './colour/camera-correction.ts';

/** How to read a photo. */
export interface AnalysisOptions {
  /** the colour correction of the camera that took it (a practitioner's calibrated camera profile) */
  correction?: CameraCorrection;
}

function validate(image: RgbImage): void {
  if (!Number.isInteger(image.width) || !Number.isInteger(image.height) || image.width < 16 || image.height < 16) {
    throw new RangeError(`image must be at least 16 x 16 whole pixels, got ${image.width} x ${image.height}`);
  }
  if (image.channels !== 3 && image.channels !== 4)
    throw new RangeError(`image must have 3 or 4 channels, got ${String(image.channels)}`);
  if (image.data.length !== image.width * image.height * image.channels) {
    throw new RangeError(`image data has ${image.data.length} bytes, expected ${image.width * image.height * image.channels}`);
  }
}

function analyze(image: RgbImage, segment: () => Segmentation): TongueResult {
  validate(image);
  const whiteBalance = estimateWhiteBalance(image);
  const frame = checkFrame(measureExposure(image), whiteBalance);
  if (frame.problem) return { ok: false, code: frame.problem.code, reason: frame.problem.reason, quality: frame };
  const segmentation = segment();
  const found = segmentation.area > 0;
  const blur = found ? measureBlur(image, segmentation.mask, segmentation.bbox) : null;
  const contrast = found ? measureTongueContrast(image, segmentation.mask, segmentation.bbox) : null;
  const redness = found ? measureTongueRedness(image, segmentation.mask) : null;
  const quality = checkTongue(frame, segmentation, blur, contrast, redness);
  if (quality.problem) return { ok: false, code: quality.problem.code, reason: quality.problem.reason, quality };
  const { findings } = describeTongue(image, segmentation, whiteBalance, quality);
  return { ok: true, findings, mask: segmentation.mask };
}

/** Analyses a tongue photo; refuses (ok: false) with a reason when it cannot be judged. */
export function analyzeTongue(photo: RgbImage, options: AnalysisOptions = {}): TongueResult {
  validate(photo);
  const image = options.correction ? applyCameraCorrection(photo, correctionForTongue(options.correction)) : photo;
  return analyze(image, () => segmentTongue(image));
}

/**
 * Same analysis with a tongue mask supplied by the caller (width*height, non-zero = tongue),
 * e.g. an outline corrected by a practitioner, instead of the segmenter's.
 */
export function analyzeTongueWithMask(image: RgbImage, mask: Uint8Array): TongueResult {
  if (mask.length !== image.width * image.height)
    throw new RangeError(`mask has ${mask.length} pixels, image ${image.width * image.height}`);
  return analyze(image, () => {
    const binary = new Uint8Array(mask.length);
    for (let p = 0; p < mask.length; p++) if (mask[p]) binary[p] = 255;
    const { bbox, area } = measureMask(binary, image.width, image.height);
    return { mask: binary, bbox, area, areaFraction: area / mask.length, confidence: 1 };
  });
}
