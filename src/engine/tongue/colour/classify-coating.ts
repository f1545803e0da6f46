/**
 * Coating (SPEC §5: none, thin-white, thick-white, yellow, brown, black) with its colour,
 * thickness and distribution.
 *
 * - Thickness from coverage (share of tongue pixels classed coating): under THIN_MIN_COVERAGE
 *   none, under THICK_MIN_COVERAGE thin (the body shows through), else thick. Hand-set from the
 *   TCM description "a thin coating lets the body be seen through it".
 * - Colour: the shade score fitted on tongue-labels (white / light yellow / yellow,
 *   model/colour-model.ts); a coating darker than BROWN_MAX_L reads brown-grey, darker than
 *   BLACK_MAX_L black (CIELAB lightness; hand-set, no labels exist).
 * - Distribution from region coverages: root coverage exceeding the tip's by ROOT_HEAVY_MARGIN is
 *   root-heavy; a spread of regional coverage over PATCHY_SPREAD, or a coated tongue with a bare
 *   centre, is patchy (peeled).
 */
import type { Coating } from '../../../contract/assessment.ts';
import type { ColourFeatures } from './measure-colour-features.ts';
import type { RegionReadings } from './measure-regions.ts';
import { COATING_SHADE_MODEL } from '../model/colour-model.ts';
import { scoreOrdinal } from './score-ordinal.ts';

export const THIN_MIN_COVERAGE = 0.12;
export const THICK_MIN_COVERAGE = 0.45;
export const BROWN_MAX_L = 45;
export const BLACK_MAX_L = 28;
export const ROOT_HEAVY_MARGIN = 0.25;
export const PATCHY_SPREAD = 0.22;
/**
 * Largest confidence given to 'no coating'. The coating/body pixel rule is hand-set (no pixel
 * labels exist) and, on the other device's photos (tongue-seg, mostly healthy volunteers with
 * visibly thin white coatings), still finds under 12 % coating on most tongues: a 'none' reading
 * is therefore shown as uncertain (docs/tongue-engine.md, "Colour across cameras").
 */
export const NONE_MAX_CONFIDENCE = 0.55;

export interface CoatingReading {
  value: Coating;
  confidence: number;
  colour: 'white' | 'yellow' | 'brown-grey' | 'black' | 'none';
  /** three-level shade matching the practitioners' labels */
  shade: 'white' | 'light-yellow' | 'yellow';
  shadeScore: number;
  thickness: 'none' | 'thin' | 'thick';
  distribution: 'even' | 'root-heavy' | 'patchy';
  coverage: number;
  /** a coated tongue with a bare (peeled) patch */
  peeled: boolean;
}

/**
 * Feature names and vector of the coating-shade model: lightness-relative colour of the coating
 * (as for body colour) and its yellowness relative to the body showing beside it, which cancels
 * what is left of the light's tint.
 */
export const COATING_SHADE_FEATURES = [
  'coating.a/L',
  'coating.b/L',
  'coating.chroma/L',
  'coating.hue',
  'coating.b/L - body.b/L',
] as const;
export function coatingShadeFeatures(f: ColourFeatures): number[] {
  const L = Math.max(f.coating.L, 1);
  return [
    f.coating.a / L,
    f.coating.b / L,
    f.coating.chroma / L,
    f.coating.hue,
    f.coating.b / L - f.body.b / Math.max(f.body.L, 1),
  ];
}

/** Classifies the coating. */
export function classifyCoating(f: ColourFeatures, regions: RegionReadings): CoatingReading {
  const coverage = f.coatingCoverage;
  const shadeResult = scoreOrdinal(COATING_SHADE_MODEL, coatingShadeFeatures(f));
  const shade = (['white', 'light-yellow', 'yellow'] as const)[shadeResult.level];
  const thickness = coverage < THIN_MIN_COVERAGE ? 'none' : coverage < THICK_MIN_COVERAGE ? 'thin' : 'thick';
  const thicknessConfidence = Math.min(
    0.95,
    0.5 + Math.min(Math.abs(coverage - THIN_MIN_COVERAGE), Math.abs(coverage - THICK_MIN_COVERAGE)) * 3,
  );
  const covs = [regions.tip, regions.leftSide, regions.rightSide, regions.centre, regions.root].map((r) => r.coatingCoverage);
  const meanCov = covs.reduce((s, v) => s + v, 0) / covs.length;
  const spread = Math.sqrt(covs.reduce((s, v) => s + (v - meanCov) ** 2, 0) / covs.length);
  const peeled =
    coverage >= THIN_MIN_COVERAGE &&
    regions.centre.coatingCoverage < 0.05 &&
    Math.max(regions.root.coatingCoverage, regions.leftSide.coatingCoverage, regions.rightSide.coatingCoverage) > 0.4;
  const distribution =
    regions.root.coatingCoverage - regions.tip.coatingCoverage > ROOT_HEAVY_MARGIN
      ? 'root-heavy'
      : spread > PATCHY_SPREAD || peeled
        ? 'patchy'
        : 'even';
  let colour: CoatingReading['colour'] = 'none';
  let value: Coating = 'none';
  let confidence = thickness === 'none' ? Math.min(thicknessConfidence, NONE_MAX_CONFIDENCE) : thicknessConfidence;
  if (thickness !== 'none') {
    if (f.coating.L < BLACK_MAX_L) {
      colour = 'black';
      value = 'black';
    } else if (f.coating.L < BROWN_MAX_L) {
      colour = 'brown-grey';
      value = 'brown';
    } else if (shadeResult.level >= 1) {
      colour = 'yellow';
      value = 'yellow';
      confidence = Math.min(confidence, shadeResult.confidence);
    } else {
      colour = 'white';
      value = thickness === 'thick' ? 'thick-white' : 'thin-white';
      confidence = Math.min(confidence, shadeResult.confidence);
    }
  }
  return { value, confidence, colour, shade, shadeScore: shadeResult.score, thickness, distribution, coverage, peeled };
}
