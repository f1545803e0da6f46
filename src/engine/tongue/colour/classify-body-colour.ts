/**
 * Body colour (SPEC §5: pale, normal, red, deep-red, purple) from the uncoated body pixels.
 *
 * Step 1, fitted: an ordinal score on the body's Lab medians separates the practitioners'
 * three classes of tongue-labels (light -> pale, regular -> normal, dark -> darker than normal);
 * weights and cutpoints in model/colour-model.ts, fitted by scripts/tongue-fit-colour.ts.
 * Step 2 (the labels have no finer dark classes): a dark tongue is 'purple' when its hue turns
 * furthest towards blue (under DARK_BODY_SPLIT.purpleMaxHue, the 20th percentile of hue among
 * photos labelled dark), 'deep-red' when it is darkest (L* under the 30th percentile), else 'red'.
 */
import type { BodyColor } from '../../../contract/assessment.ts';
import type { ColourFeatures } from './measure-colour-features.ts';
import { BODY_COLOUR_MODEL, DARK_BODY_SPLIT } from '../model/colour-model.ts';
import { scoreOrdinal } from './score-ordinal.ts';

export interface BodyColourReading {
  value: BodyColor;
  confidence: number;
  /** ordinal score: under cutpoint 0 pale, over cutpoint 1 dark */
  score: number;
  /** the three-level reading matching the practitioners' labels */
  level: 'light' | 'regular' | 'dark';
}

/**
 * Feature names and vector of the body-colour model: redness, yellowness and saturation relative
 * to lightness (a* over L*, b* over L*, chroma over L*) and hue angle. Ratios rather than raw Lab so that the
 * reading survives exposure changes that white balance cannot fully undo.
 */
export const BODY_COLOUR_FEATURES = ['body.a/L', 'body.b/L', 'body.chroma/L', 'body.hue'] as const;
export function bodyColourFeatures(f: ColourFeatures): number[] {
  const L = Math.max(f.body.L, 1);
  return [f.body.a / L, f.body.b / L, f.body.chroma / L, f.body.hue];
}

/** Classifies the body colour. */
export function classifyBodyColour(f: ColourFeatures): BodyColourReading {
  const r = scoreOrdinal(BODY_COLOUR_MODEL, bodyColourFeatures(f));
  const level = (['light', 'regular', 'dark'] as const)[r.level];
  let value: BodyColor = r.level === 0 ? 'pale' : r.level === 1 ? 'normal' : 'red';
  let confidence = r.confidence;
  if (r.level === 2) {
    const { purpleMaxHue, deepRedMaxL } = DARK_BODY_SPLIT;
    if (f.body.hue < purpleMaxHue) {
      value = 'purple';
      confidence = Math.min(confidence, 0.5 + Math.min(0.4, (purpleMaxHue - f.body.hue) / 20));
    } else if (f.body.L < deepRedMaxL) {
      value = 'deep-red';
      confidence = Math.min(confidence, 0.5 + Math.min(0.4, (deepRedMaxL - f.body.L) / 20));
    }
  }
  return { value, confidence, score: r.score, level };
}
