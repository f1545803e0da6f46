/**
 * Regional and special signs (contract TONGUE_SIGNS) from the measured readings. Only signs the
 * photo can show are reported; 'purple-spots', 'distended-sublingual-veins', 'trembling' and
 * 'deviated' are never claimed here.
 *
 * Regional redness compares the mean a* of a region's body pixels with the centre's:
 * REGION_RED_MARGIN a* units (about one just-noticeable difference x 2, CIE76 dE ~ 2.3 per JND)
 * redder reads 'red-tip' / 'red-sides'; as much paler reads 'pale-sides'. Hand-set.
 */
import type { TongueSign } from '../../../contract/assessment.ts';
import type { CoatingReading } from '../colour/classify-coating.ts';
import type { RedPointReading } from '../texture/detect-red-points.ts';
import type { TextureSignJudgement } from '../texture/judge-texture-signs.ts';
import type { RegionReadings } from '../colour/measure-regions.ts';
import { THICK_ROOT_COVERAGE } from '../colour/classify-coating.ts';

export const REGION_RED_MARGIN = 5;

/** Lists the signs found. */
export function detectSigns(
  regions: RegionReadings,
  coating: CoatingReading,
  cracks: { midline: boolean },
  toothMarks: TextureSignJudgement,
  redPoints: RedPointReading,
): TongueSign[] {
  const signs: TongueSign[] = [];
  const centre = regions.centre.redness;
  const sides = (regions.leftSide.redness + regions.rightSide.redness) / 2;
  if (regions.tip.redness - centre >= REGION_RED_MARGIN) signs.push('red-tip');
  if (sides - centre >= REGION_RED_MARGIN) signs.push('red-sides');
  if (centre - sides >= REGION_RED_MARGIN) signs.push('pale-sides');
  if (redPoints.present) signs.push('red-points');
  if (coating.thickness === 'thick' && coating.distribution === 'even') signs.push('greasy-coating');
  if (coating.peeled) signs.push('peeled-coating');
  // A thick root coating needs a coat the tongue head reads thick. The pixel rule's root coverage
  // alone, fitted on one camera, gave it on 89.7 % of the TonguExpert photos, and on 9.7 % of the
  // tongue-seg ones, where the by-eye rater saw a thick coat on 1 of 300 (docs/tongue-engine.md,
  // eleventh round).
  if (
    coating.thickness === 'thick' &&
    regions.root.coatingCoverage >= THICK_ROOT_COVERAGE &&
    coating.distribution === 'root-heavy'
  )
    signs.push('thick-root-coating');
  if (cracks.midline) signs.push('midline-crack');
  if (toothMarks.present) signs.push('tooth-marks');
  return signs;
}
