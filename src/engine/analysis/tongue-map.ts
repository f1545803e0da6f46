import type { BuiltinAnalysisResult } from '../../contract/analysis.ts';
import type { Coating, TongueAssessment } from '../../contract/assessment.ts';
import { message, type MessageId } from '../knowledge/messages.ts';
import type { Wording } from './wording.ts';

/** The SPEC §3 tongue_analysis group. */
export type TongueGroup = BuiltinAnalysisResult['tongue_analysis'];

const COATING_COLOUR: Record<Coating, MessageId> = {
  none: 'tongue-map.coating-none',
  'thin-white': 'tongue-map.coating-white',
  'thick-white': 'tongue-map.coating-white',
  yellow: 'tongue-map.coating-yellow',
  brown: 'tongue-map.coating-brown',
  black: 'tongue-map.coating-black',
};
const COATING_THICKNESS: Record<Coating, MessageId> = {
  none: 'tongue-map.absent',
  'thin-white': 'tongue-map.thin',
  'thick-white': 'tongue-map.thick',
  yellow: 'tongue-map.not-assessed',
  brown: 'tongue-map.not-assessed',
  black: 'tongue-map.not-assessed',
};

/**
 * The SPEC §3 tongue_analysis group written from a manual assessment (the tongue engine fills
 * its own when a photo was analysed). Regional signs go to their area of the tongue map: tip
 * (Heart, Lung), sides (Liver, Gallbladder; tooth marks: Spleen), centre (Stomach, Spleen),
 * root (Kidney, Intestines, Bladder), per Maciocia, Tongue Diagnosis. Enumeration values are
 * written as the contract names them.
 */
export function tongueGroupFromAssessment(a: TongueAssessment | undefined, w: Wording): TongueGroup {
  const m = (id: MessageId, values?: Record<string, string>) => message(w.t, id, values);
  const notAssessed = m('tongue-map.not-assessed');
  const signs = new Set(a?.signs ?? []);
  const area = (parts: [boolean, MessageId][]) =>
    parts
      .filter(([on]) => on)
      .map(([, id]) => m(id))
      .join('; ') || m('tongue-map.nothing-special');
  const coatingThickness =
    signs.has('thick-root-coating') && a?.coating !== 'thick-white'
      ? m('tongue-map.thick-at-root')
      : a?.coating
        ? m(COATING_THICKNESS[a.coating])
        : notAssessed;
  const distribution: MessageId | undefined = signs.has('peeled-coating')
    ? 'tongue-map.peeled-patches'
    : signs.has('thick-root-coating')
      ? 'tongue-map.thicker-at-root'
      : signs.has('greasy-coating')
        ? 'tongue-map.greasy-even'
        : a?.coating
          ? 'tongue-map.even'
          : undefined;
  const shape = [
    a?.shape && m('tongue-map.shape', { value: a.shape }),
    a?.size && m('tongue-map.size', { value: a.size }),
    a?.texture && m('tongue-map.texture', { value: a.texture }),
    signs.has('trembling') && m('tongue-map.trembling'),
    signs.has('deviated') && m('tongue-map.deviated'),
  ].filter((x): x is string => Boolean(x));
  return {
    color_cuerpo: a?.bodyColor ?? notAssessed,
    saburra: {
      color: a?.coating ? m(COATING_COLOUR[a.coating]) : notAssessed,
      grosor: coatingThickness,
      distribucion: distribution ? m(distribution) : notAssessed,
    },
    forma_tamaño: shape.join(', ') || notAssessed,
    humedad: a?.moisture ?? notAssessed,
    areas_especificas: {
      punta: area([
        [signs.has('red-tip'), 'tongue-map.red-tip'],
        [signs.has('red-points'), 'tongue-map.red-points'],
      ]),
      bordes: area([
        [signs.has('red-sides'), 'tongue-map.red-sides'],
        [signs.has('pale-sides'), 'tongue-map.pale-sides'],
        [signs.has('tooth-marks'), 'tongue-map.tooth-marks'],
        [signs.has('purple-spots'), 'tongue-map.purple-spots'],
      ]),
      centro: area([
        [signs.has('midline-crack'), 'tongue-map.midline-crack'],
        [signs.has('peeled-coating'), 'tongue-map.peeled-coating'],
      ]),
      raiz: area([[signs.has('thick-root-coating'), 'tongue-map.thick-root-coating']]),
    },
  };
}
