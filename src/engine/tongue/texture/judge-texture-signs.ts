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

export function judgeCracks(probability: number): TextureSignJudgement {
  const t = TONGUE_HEAD_CALIBRATION.thresholds;
  return judge(probability, t.cracks, t.cracksSevere);
}

export function judgeToothMarks(probability: number): TextureSignJudgement {
  const t = TONGUE_HEAD_CALIBRATION.thresholds;
  return judge(probability, t.toothMarks, t.toothMarksSevere);
}
