/**
 * Capture guidance (issue 18, item 8): the same checks as the quality gate, run on the live
 * camera frame before the photo is taken, so the person fixes the light or the framing first
 * instead of being refused after. Meant for a small frame (about 160 px on the long side) a
 * few times a second, in a Web Worker.
 *
 * Hints, most important first: too dark, too bright, colour cast (from the imbalance at which the
 * gate marks colour uncertain, CAST_LIMIT, not the stronger one at which it refuses),
 * then, from a segmentation of the frame, no tongue, tongue too small, tongue outside the guide
 * (its centre outside the middle half of the frame, GUIDE_SHARE). 'ok' when none applies.
 */
import { checkFrame, isTongueFound, QUALITY_LIMITS } from './assess-quality.ts';
import { measureExposure } from './measure-exposure.ts';
import { CAST_LIMIT, estimateWhiteBalance } from '../colour/estimate-white-balance.ts';
import { segmentTongue } from '../segmentation/segment-tongue.ts';
import { measureTongueContrast } from './measure-tongue-contrast.ts';
import { measureTongueRedness } from './measure-tongue-redness.ts';
import type { RgbImage } from '../types.ts';

export type LiveHint =
  'too-dark' | 'too-bright' | 'colour-cast' | 'no-tongue' | 'tongue-too-small' | 'tongue-outside-guide' | 'ok';

/** The guide is the middle share of the frame in each direction. */
export const GUIDE_SHARE = 0.5;

export interface LiveFrameCheck {
  hint: LiveHint;
  /** the tongue's box in the frame's pixels, when one was found */
  tongue: { x: number; y: number; width: number; height: number } | null;
}

export function checkLiveFrame(frame: RgbImage): LiveFrameCheck {
  const exposure = measureExposure(frame);
  const gate = checkFrame(exposure, estimateWhiteBalance(frame));
  if (gate.problem) return { hint: gate.problem.code as LiveHint, tongue: null };
  // A photo under such light is still read, with its colour marked uncertain: better to fix the light first.
  if (gate.castRatio > CAST_LIMIT) return { hint: 'colour-cast', tongue: null };
  const segmentation = segmentTongue(frame);
  const { bbox } = segmentation;
  // A flat frame (a wall, a hand), a sheet or closed lips can fool the segmenter.
  const found =
    segmentation.area > 0 &&
    isTongueFound(
      segmentation,
      measureTongueContrast(frame, segmentation.mask, bbox),
      measureTongueRedness(frame, segmentation.mask),
    );
  if (!found) return { hint: 'no-tongue', tongue: null };
  if (segmentation.areaFraction < QUALITY_LIMITS.minJudgeableFraction) return { hint: 'tongue-too-small', tongue: bbox };
  const cx = (bbox.x + bbox.width / 2) / frame.width,
    cy = (bbox.y + bbox.height / 2) / frame.height;
  const margin = (1 - GUIDE_SHARE) / 2;
  const inside = cx >= margin && cx <= 1 - margin && cy >= margin && cy <= 1 - margin;
  return { hint: inside ? 'ok' : 'tongue-outside-guide', tongue: bbox };
}
