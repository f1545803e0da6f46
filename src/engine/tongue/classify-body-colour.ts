/**
 * Body colour (SPEC §5: pale, normal, red, deep-red, purple) from the uncoated body pixels.
 *
 * Step 1, fitted: an ordinal score on the body's Lab medians separates the practitioners'
 * three classes of tongue-labels (light -> pale, regular -> normal, dark -> darker than normal);
 * weights and cutpoints in model/colour-model.ts, fitted by scripts/tongue-fit-colour.ts.
 * Step 2, rule-based (the labels have no finer dark classes): a dark tongue is 'purple' when its
 * hue turns towards blue (hue angle under PURPLE_MAX_HUE degrees), 'deep-red' when it is also
 * darker than DEEP_RED_MAX_L, otherwise 'red'. These two constants are hand-set from CIELAB
 * geometry (purple lies at hue < ~10 degrees for a* > 0; a deep crimson has L* well under 50).
 */
import type { BodyColor } from '../../contract/assessment.ts';
import type { ColourFeatures } from './measure-colour-features.ts';
import { BODY_COLOUR_MODEL } from './model/colour-model.ts';
import { scoreOrdinal } from './score-ordinal.ts';

/** Hue angle (degrees) under which a dark tongue reads purple. */
export const PURPLE_MAX_HUE = 8;
/** L* under which a dark red tongue reads deep red. */
export const DEEP_RED_MAX_L = 42;

export interface BodyColourReading {
  value: BodyColor;
  confidence: number;
  /** ordinal score: under cutpoint 0 pale, over cutpoint 1 dark */
  score: number;
  /** the three-level reading matching the practitioners' labels */
  level: 'light' | 'regular' | 'dark';
}

/** Feature vector of the body-colour model. */
export function bodyColourFeatures(f: ColourFeatures): number[] {
  return [f.body.L, f.body.a, f.body.b, f.body.chroma, f.body.hue];
}

/** Classifies the body colour. */
export function classifyBodyColour(f: ColourFeatures): BodyColourReading {
  const r = scoreOrdinal(BODY_COLOUR_MODEL, bodyColourFeatures(f));
  const level = (['light', 'regular', 'dark'] as const)[r.level];
  let value: BodyColor = r.level === 0 ? 'pale' : r.level === 1 ? 'normal' : 'red';
  let confidence = r.confidence;
  if (r.level === 2) {
    if (f.body.hue < PURPLE_MAX_HUE) {
      value = 'purple';
      confidence = Math.min(confidence, 0.5 + Math.min(0.4, (PURPLE_MAX_HUE - f.body.hue) / 20));
    } else if (f.body.L < DEEP_RED_MAX_L) {
      value = 'deep-red';
      confidence = Math.min(confidence, 0.5 + Math.min(0.4, (DEEP_RED_MAX_L - f.body.L) / 20));
    }
  }
  return { value, confidence, score: r.score, level };
}
