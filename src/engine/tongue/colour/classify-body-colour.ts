/**
 * Body colour (SPEC §5: pale, normal, red, deep-red, purple) from the tongue head.
 *
 * Step 1: the head's calibrated probabilities of the three levels practitioners label on every
 * camera (pale, normal, darker than normal); the most probable level wins (the calibration's
 * class offsets are already in the probabilities).
 * Step 2, for a darker tongue (no camera's labels split it finer often enough to learn): 'purple'
 * when the tongue is bluer relative to the face around it than the calibrated threshold (fitted on
 * the by-eye purple versus red tongues), 'deep-red' when it is darker relative to the face than a
 * quarter of the practitioners' dark tongues, else 'red'.
 *
 * Confidence is the probability of the chosen level (the share of photos like this one on which
 * the fitting labels agreed), lowered when the photo's colour lies outside what the head was
 * trained on (`uncertain`): such a reading is shown as uncertain and weighs less in the
 * differentiation.
 */
import type { BodyColor } from '../../../contract/assessment.ts';
import { TONGUE_HEAD_CALIBRATION } from '../model/tongue-head-calibration.ts';
import type { HeadReading } from '../model/read-tongue-head.ts';

/** Highest confidence a colour reading keeps on a photo whose colour lies outside training. */
export const UNCERTAIN_MAX_CONFIDENCE = 0.45;

/**
 * Below this probability of the level read (pale, normal or darker) a body colour is a close call:
 * the head finds that level less likely than not. It is the level's probability, not the
 * confidence shown, which for deep red and purple is 0.8 of it. Under the evaluation's camera
 * family, body colours shown below 0.5 were unchanged on 58 % of the simulated cameras, against
 * 98 % of those shown at 0.85 or more (docs/tongue-engine.md, tenth round).
 */
export const CLOSE_CALL_PROBABILITY = 0.5;

/**
 * Whether the person should hear that the body colour is a close call, from the head's calibrated
 * probabilities of the three levels. A reading already flagged uncertain says so in its own words.
 */
export function isCloseCallColour(levelProbabilities: readonly number[], uncertain: boolean): boolean {
  return !uncertain && Math.max(...levelProbabilities) < CLOSE_CALL_PROBABILITY;
}

export interface BodyColourReading {
  value: BodyColor;
  confidence: number;
  /** the three-level reading practitioners label */
  level: 'light' | 'regular' | 'dark';
  /** P(dark) - P(pale): one number per photo for comparing a person's check-ins */
  score: number;
  uncertain: boolean;
}

const ln = (v: number) => Math.log(Math.max(v, 1e-4));

/** The tongue's blueness relative to the face (the dark split's purple axis). */
export function bluenessOf(head: HeadReading): number {
  const { tongue, reference } = head.features;
  return ln(tongue[2] / reference[2]) - ln(tongue[0] / reference[0]);
}

/** The tongue's lightness relative to the face (green channel, the one closest to luminance). */
export function lightnessOf(head: HeadReading): number {
  return ln(head.features.tongue[1] / head.features.reference[1]);
}

export function classifyBodyColour(head: HeadReading): BodyColourReading {
  const p = head.body;
  const levelIndex = p[0] >= p[1] ? (p[0] >= p[2] ? 0 : 2) : p[1] >= p[2] ? 1 : 2;
  const level = (['light', 'regular', 'dark'] as const)[levelIndex];
  let value: BodyColor = levelIndex === 0 ? 'pale' : levelIndex === 1 ? 'normal' : 'red';
  let confidence = p[levelIndex];
  if (levelIndex === 2) {
    const { purpleMinBlueness, deepRedMaxLightness } = TONGUE_HEAD_CALIBRATION.darkSplit;
    // The finer split rests on a rule, not on labels: it never claims more than the level does.
    if (bluenessOf(head) >= purpleMinBlueness) value = 'purple';
    else if (lightnessOf(head) < deepRedMaxLightness) value = 'deep-red';
    if (value !== 'red') confidence *= 0.8;
  }
  if (head.colourUncertain) confidence = Math.min(confidence, UNCERTAIN_MAX_CONFIDENCE);
  return { value, confidence, level, score: p[2] - p[0], uncertain: head.colourUncertain };
}
