import type { BuiltinAnalysisResult } from '../../contract/analysis.ts';
import type { Coating, TongueAssessment } from '../../contract/assessment.ts';
import { TONGUE_FINDING_LABELS, findingLabelKey } from '../knowledge/findings/finding-labels.ts';
import { message, type MessageId } from '../knowledge/messages.ts';
import { tongueWord, valueWord, type TongueWordKey } from '../tongue/describe/tongue-words.ts';
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
 * root (Kidney, Intestines, Bladder), per Maciocia, Tongue Diagnosis. In English, enumeration
 * values are written as the contract names them ('red', 'shape scalloped'); in another language
 * by their words (舌红 is 红, 舌边齿痕), never in English.
 */
export function tongueGroupFromAssessment(a: TongueAssessment | undefined, w: Wording): TongueGroup {
  const m = (id: MessageId, values?: Record<string, string>) => message(w.t, id, values);
  const asCodes = w.locale === 'en';
  /** A shape, size or texture value: 'shape scalloped' in English, the finding's own words otherwise. */
  const form = (field: 'shape' | 'size' | 'texture', value: string) => {
    const key = `${field}:${value}`;
    return asCodes ? m(`tongue-map.${field}`, { value }) : w.t(findingLabelKey(key), TONGUE_FINDING_LABELS[key] ?? value);
  };
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
    a?.shape && form('shape', a.shape),
    a?.size && form('size', a.size),
    a?.texture && form('texture', a.texture),
    signs.has('trembling') && m('tongue-map.trembling'),
    signs.has('deviated') && m('tongue-map.deviated'),
  ].filter((x): x is string => Boolean(x));
  return {
    color_cuerpo: a?.bodyColor
      ? asCodes
        ? a.bodyColor
        : tongueWord(w.t, `tongue.body.${a.bodyColor}` as TongueWordKey)
      : notAssessed,
    saburra: {
      color: a?.coating ? m(COATING_COLOUR[a.coating]) : notAssessed,
      grosor: coatingThickness,
      distribucion: distribution ? m(distribution) : notAssessed,
    },
    forma_tamaño: shape.join(', ') || notAssessed,
    humedad: a?.moisture ? (asCodes ? a.moisture : valueWord(w.t, a.moisture)) : notAssessed,
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

/** The manual signs written in each area of the tongue map (the same as tongueGroupFromAssessment places them). */
const AREA_SIGNS = {
  punta: ['red-tip', 'red-points'],
  bordes: ['red-sides', 'pale-sides', 'tooth-marks', 'purple-spots'],
  centro: ['midline-crack', 'peeled-coating'],
  raiz: ['thick-root-coating'],
} as const satisfies Record<keyof TongueGroup['areas_especificas'], readonly string[]>;
const DISTRIBUTION_SIGNS = ['peeled-coating', 'thick-root-coating', 'greasy-coating'];
const SHAPE_SIGNS = ['trembling', 'deviated'];

/**
 * The photo's tongue group with what the practitioner judged put in its place, part by part.
 * `visit` is the visit's tongue as its record keeps it (tongueRecordOf: the manual value over
 * the photo's, field by field, the signs of both), so the parts the practitioner touched are
 * written from the same values the record, the comparisons and the FHIR export hold; the parts
 * they did not touch keep the photo's own words. Before, any manual field replaced the whole
 * group, so a practitioner who set only the body colour saw 'not assessed' for the coating the
 * photo had read.
 */
export function mergeTongueGroups(
  photo: TongueGroup,
  manual: TongueAssessment,
  visit: TongueAssessment,
  w: Wording,
): TongueGroup {
  const judged = tongueGroupFromAssessment(visit, w);
  const signs = new Set<string>(manual.signs ?? []);
  const anySign = (list: readonly string[]) => list.some((s) => signs.has(s));
  const areas = { ...photo.areas_especificas };
  for (const area of Object.keys(AREA_SIGNS) as (keyof typeof AREA_SIGNS)[])
    if (anySign(AREA_SIGNS[area])) areas[area] = judged.areas_especificas[area];
  // A judged shape says whether the sides are scalloped (tooth marks), as the record reads it.
  if (manual.shape) areas.bordes = judged.areas_especificas.bordes;
  return {
    color_cuerpo: manual.bodyColor ? judged.color_cuerpo : photo.color_cuerpo,
    saburra: {
      color: manual.coating ? judged.saburra.color : photo.saburra.color,
      // Yellow, brown and black say nothing of thickness: the photo's reading of it stays.
      grosor:
        (manual.coating && COATING_THICKNESS[manual.coating] !== 'tongue-map.not-assessed') || signs.has('thick-root-coating')
          ? judged.saburra.grosor
          : photo.saburra.grosor,
      distribucion:
        anySign(DISTRIBUTION_SIGNS) || manual.coating === 'none' ? judged.saburra.distribucion : photo.saburra.distribucion,
    },
    forma_tamaño:
      manual.shape || manual.size || manual.texture || anySign(SHAPE_SIGNS) ? judged.forma_tamaño : photo.forma_tamaño,
    humedad: manual.moisture ? judged.humedad : photo.humedad,
    areas_especificas: areas,
  };
}
