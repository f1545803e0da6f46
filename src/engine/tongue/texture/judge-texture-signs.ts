/**
 * Whether cracks and tooth marks are there, and how marked, from the tongue head's calibrated
 * probabilities (thresholds fitted by scripts/tongue-head/calibrate.ts on two cameras' labels).
 * The line and outline detectors (detect-cracks.ts, detect-tooth-marks.ts) still say where they
 * are, for the overlay and the midline sign: they measure at the photo's own resolution and
 * sharpness, which differ from camera to camera, so they no longer decide whether.
 */
import { TONGUE_HEAD_CALIBRATION } from '../model/tongue-head-calibration.ts';

export interface TextureSignJudgement {
  present: boolean;
  severity: 'none' | 'light' | 'severe';
  /** calibrated probability that an observer sees the sign */
  probability: number;
  /** probability of the reading given (present or absent) */
  confidence: number;
}

function judge(probability: number, threshold: number, severe: number): TextureSignJudgement {
  const present = probability >= threshold;
  return {
    present,
    severity: !present ? 'none' : probability >= severe ? 'severe' : 'light',
    probability,
    confidence: present ? probability : 1 - probability,
  };
}

/**
 * A central fissure this much deeper than the mean of the darkest dips beside it (measure-midline-fissure.ts, in
 * the tongue's own spreads) is a crack even where the head does not see one. Chosen on the
 * development photos only (scripts/tongue-head/dev-fissure-stability.ts, 'beside-midline control',
 * tongue-seg 001-200, fifteenth round): agreement with the by-eye crack labels 0.770 (head alone)
 * -> 0.855 there, 0.700 -> 0.800 on 201-240; the crack decision holds on 96.3 % of the
 * development cameras' readings (93.9 % with the fifth round's dip alone).
 */
export const MIDLINE_FISSURE_MIN = 0.66;
/** Of the development photos (001-200) that reach it, the share the rater saw cracked (26 of 35). */
const MIDLINE_FISSURE_PRECISION = 0.74;

/** Cracks from the head's probability, or from a plain central fissure (then light). */
export function judgeCracks(probability: number, midlineFissure = 0): TextureSignJudgement {
  const t = TONGUE_HEAD_CALIBRATION.thresholds;
  const byHead = judge(probability, t.cracks, t.cracksSevere);
  if (byHead.present || midlineFissure < MIDLINE_FISSURE_MIN) return byHead;
  const seen = Math.max(probability, MIDLINE_FISSURE_PRECISION);
  return { present: true, severity: 'light', probability: seen, confidence: seen };
}

export function judgeToothMarks(probability: number): TextureSignJudgement {
  const t = TONGUE_HEAD_CALIBRATION.thresholds;
  return judge(probability, t.toothMarks, t.toothMarksSevere);
}
