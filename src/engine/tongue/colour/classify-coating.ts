/**
 * Coating (SPEC §5: none, thin-white, thick-white, yellow, brown, black) with its colour,
 * thickness and distribution.
 *
 * - Thickness and colour come from the tongue head: thick when its calibrated probability of a
 *   thick coating passes the calibrated threshold, else thin; the shade (white, light yellow,
 *   yellow) is its most probable class. A thin white coat is the most common tongue there is: the
 *   head has learned it on two cameras, where the old hand-set pixel rule read 'none' on 84 % of
 *   one camera's photos.
 * - 'none', 'brown' and 'black' are not read from a photo: no camera's labels hold a bare,
 *   brown or black coating to learn from, and stains from food and drink mimic them. A
 *   practitioner records them by hand.
 * - Distribution comes from where the coating pixels lie (the whitish pixels relative to the
 *   tongue's own colour, classify-pixels.ts): root coverage exceeding the centre's by
 *   ROOT_HEAVY_MARGIN is root-heavy; one side coated more than the other by over PATCHY_SPREAD,
 *   or a bare centre framed by coated sides, is patchy (peeled). It is relative within the tongue, so it is
 *   judged only where the pixel rule finds enough coating to compare (MIN_COVERAGE_FOR_PATTERN),
 *   and reads 'even' otherwise.
 * - The ordinary tongue's coat thins from the root to the tip (Maciocia, Tongue Diagnosis in
 *   Chinese Medicine, ch. on coating), so neither a root thicker than the tip nor a bare front
 *   with the coat at the root is a sign: compared with the tip, 'root-heavy' was read on 94 % of
 *   a TonguExpert sample; 'patchy' by the spread over all five regions on 55 % of it once the root
 *   was compared with the centre; and 'peeled' (with it the texture 'geographic') on 8 % of tongue-seg
 *   photos whose only coat was at the root, where the by-eye rater saw peeled patches on 1 of 300
 *   (docs/tongue-engine.md, fourteenth round).
 */
import type { Coating } from '../../../contract/assessment.ts';
import type { HeadReading } from '../model/read-tongue-head.ts';
import { TONGUE_HEAD_CALIBRATION } from '../model/tongue-head-calibration.ts';
import type { RegionReadings } from './measure-regions.ts';
import { UNCERTAIN_MAX_CONFIDENCE } from './classify-body-colour.ts';

export const ROOT_HEAVY_MARGIN = 0.25;
export const PATCHY_SPREAD = 0.22;
export const MIN_COVERAGE_FOR_PATTERN = 0.12;
/** Root coverage that counts as a thick root coating. */
export const THICK_ROOT_COVERAGE = 0.45;

export interface CoatingReading {
  value: Coating;
  confidence: number;
  colour: 'white' | 'yellow';
  /** three-level shade matching the practitioners' labels */
  shade: 'white' | 'light-yellow' | 'yellow';
  thickness: 'thin' | 'thick';
  /** calibrated probability of a thick coating */
  thickProbability: number;
  /** P(yellow) + P(light yellow) - P(white): one number per photo for a person's own comparisons */
  yellowScore: number;
  distribution: 'even' | 'root-heavy' | 'patchy';
  /** share of the tongue's pixels the pixel rule classes as coating (relative reading) */
  coverage: number;
  /** a coated tongue with a bare (peeled) patch */
  peeled: boolean;
}

export function classifyCoating(head: HeadReading, coverage: number, regions: RegionReadings): CoatingReading {
  const [white, lightYellow, yellow] = head.coatingColour;
  const shadeIndex = white >= lightYellow ? (white >= yellow ? 0 : 2) : lightYellow >= yellow ? 1 : 2;
  const shade = (['white', 'light-yellow', 'yellow'] as const)[shadeIndex];
  const thick = head.thick >= TONGUE_HEAD_CALIBRATION.thresholds.thick;
  const thickness = thick ? 'thick' : 'thin';
  const colour = shadeIndex === 0 ? 'white' : 'yellow';
  const value: Coating = colour === 'yellow' ? 'yellow' : thick ? 'thick-white' : 'thin-white';
  const colourConfidence = shadeIndex === 0 ? white : lightYellow + yellow;
  let confidence = Math.min(colourConfidence, thick ? head.thick : 1 - head.thick);
  if (head.colourUncertain) confidence = Math.min(confidence, UNCERTAIN_MAX_CONFIDENCE);

  const judged = coverage >= MIN_COVERAGE_FOR_PATTERN;
  const peeled =
    judged &&
    regions.centre.coatingCoverage < 0.05 &&
    Math.max(regions.leftSide.coatingCoverage, regions.rightSide.coatingCoverage) > 0.4;
  // A peeled coat is patchy first: its bare centre would otherwise make any coated root 'heavy'.
  const distribution = !judged
    ? 'even'
    : peeled
      ? 'patchy'
      : regions.root.coatingCoverage - regions.centre.coatingCoverage > ROOT_HEAVY_MARGIN
        ? 'root-heavy'
        : Math.abs(regions.leftSide.coatingCoverage - regions.rightSide.coatingCoverage) > PATCHY_SPREAD
          ? 'patchy'
          : 'even';
  return {
    value,
    confidence,
    colour,
    shade,
    thickness,
    thickProbability: head.thick,
    yellowScore: lightYellow + yellow - white,
    distribution,
    coverage,
    peeled,
  };
}
