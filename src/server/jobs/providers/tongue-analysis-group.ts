import type { BuiltinAnalysisResult } from '../../../contract/analysis.ts';
import type { TongueAssessment } from '../../../contract/assessment.ts';

type TongueGroup = BuiltinAnalysisResult['tongue_analysis'];

const NOT_ASSESSED = 'not assessed';
const NOTHING_SPECIAL = 'no particular finding';

const COATING_COLOUR: Record<string, string> = {
  none: 'none',
  'thin-white': 'white',
  'thick-white': 'white',
  yellow: 'yellow',
  brown: 'brown',
  black: 'black',
};
const COATING_THICKNESS: Record<string, string> = {
  none: 'absent',
  'thin-white': 'thin',
  'thick-white': 'thick',
  yellow: NOT_ASSESSED,
  brown: NOT_ASSESSED,
  black: NOT_ASSESSED,
};

/**
 * The SPEC §3 tongue_analysis group written from a manual assessment (the tongue engine
 * fills its own when a photo was analysed). Regional signs go to their area of the tongue
 * map: tip (Heart, Lung), sides (Liver, Gallbladder; tooth marks: Spleen), centre
 * (Stomach, Spleen), root (Kidney, Intestines, Bladder), per Maciocia, Tongue Diagnosis.
 */
export function tongueGroupFromAssessment(a: TongueAssessment | undefined): TongueGroup {
  const signs = new Set(a?.signs ?? []);
  const area = (parts: [boolean, string][]) =>
    parts
      .filter(([on]) => on)
      .map(([, text]) => text)
      .join('; ') || NOTHING_SPECIAL;
  const coatingThickness =
    signs.has('thick-root-coating') && a?.coating !== 'thick-white'
      ? 'thick at the root'
      : a?.coating
        ? COATING_THICKNESS[a.coating]
        : NOT_ASSESSED;
  return {
    color_cuerpo: a?.bodyColor ?? NOT_ASSESSED,
    saburra: {
      color: a?.coating ? COATING_COLOUR[a.coating] : NOT_ASSESSED,
      grosor: coatingThickness,
      distribucion: signs.has('peeled-coating')
        ? 'peeled in patches'
        : signs.has('thick-root-coating')
          ? 'thicker at the root'
          : signs.has('greasy-coating')
            ? 'greasy, even'
            : a?.coating
              ? 'even'
              : NOT_ASSESSED,
    },
    forma_tamaño:
      [
        a?.shape && `shape ${a.shape}`,
        a?.size && `size ${a.size}`,
        a?.texture && `texture ${a.texture}`,
        signs.has('trembling') && 'trembling',
        signs.has('deviated') && 'deviated',
      ]
        .filter(Boolean)
        .join(', ') || NOT_ASSESSED,
    humedad: a?.moisture ?? NOT_ASSESSED,
    areas_especificas: {
      punta: area([
        [signs.has('red-tip'), 'red tip (Heart heat)'],
        [signs.has('red-points'), 'red points (heat)'],
      ]),
      bordes: area([
        [signs.has('red-sides'), 'red sides (Liver heat)'],
        [signs.has('pale-sides'), 'pale sides (Liver Blood deficiency)'],
        [signs.has('tooth-marks'), 'tooth marks (Spleen Qi deficiency)'],
        [signs.has('purple-spots'), 'purple spots (Blood stasis)'],
      ]),
      centro: area([
        [signs.has('midline-crack'), 'midline crack (Stomach/Heart)'],
        [signs.has('peeled-coating'), 'peeled coating (Stomach Yin deficiency)'],
      ]),
      raiz: area([[signs.has('thick-root-coating'), 'thick coating at the root (Damp in the Lower Burner)']]),
    },
  };
}
