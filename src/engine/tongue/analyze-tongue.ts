/**
 * The tongue engine's entry point: quality gate, white balance, segmentation, then the full
 * description. Input: a decoded photo at working resolution (about 512 px on the long side; the
 * caller decodes at reduced size). The mask returned has the input's size.
 */
import { checkFrame, checkTongue } from './assess-quality.ts';
import { describeTongue } from './describe-tongue.ts';
import { estimateWhiteBalance } from './estimate-white-balance.ts';
import type { TongueResult } from './findings.ts';
import { measureBlur } from './measure-blur.ts';
import { measureExposure } from './measure-exposure.ts';
import { segmentTongue } from './segment-tongue.ts';
import type { RgbImage } from './types.ts';

function validate(image: RgbImage): void {
  if (!Number.isInteger(image.width) || !Number.isInteger(image.height) || image.width < 16 || image.height < 16) {
    throw new RangeError(`image must be at least 16 x 16 whole pixels, got ${image.width} x ${image.height}`);
  }
  if (image.channels !== 3 && image.channels !== 4) throw new RangeError(`image must have 3 or 4 channels, got ${String(image.channels)}`);
  if (image.data.length !== image.width * image.height * image.channels) {
    throw new RangeError(`image data has ${image.data.length} bytes, expected ${image.width * image.height * image.channels}`);
  }
}

/** Analyses a tongue photo; refuses (ok: false) with a reason when it cannot be judged. */
export function analyzeTongue(image: RgbImage): TongueResult {
  validate(image);
  const whiteBalance = estimateWhiteBalance(image);
  const frame = checkFrame(measureExposure(image), whiteBalance);
  if (frame.problem) return { ok: false, code: frame.problem.code, reason: frame.problem.reason, quality: frame };
  const segmentation = segmentTongue(image);
  const blur = segmentation.area > 0 ? measureBlur(image, segmentation.mask, segmentation.bbox) : null;
  const quality = checkTongue(frame, segmentation, blur);
  if (quality.problem) return { ok: false, code: quality.problem.code, reason: quality.problem.reason, quality };
  const { findings } = describeTongue(image, segmentation, whiteBalance, quality);
  return { ok: true, findings, mask: segmentation.mask };
}
