/**
 * Words for the findings: the SPEC §3 `tongue_analysis` group (short phrases) and the consumer
 * 'Key Observations', in the reader's language (tongue-words.ts; English by default, which the
 * findings store). Educational wording: what the photo shows and what TCM traditionally
 * associates with it, never a diagnosis.
 */
import { isCloseCallColour } from '../colour/classify-body-colour.ts';
import type { TongueAnalysisGroup, TongueFindings } from '../findings.ts';
import { ENGLISH, tongueWord, valueWord, type TongueWordKey, type TranslateWord } from './tongue-words.ts';

type Described = Omit<TongueFindings, 'tongueAnalysis' | 'observations'>;

function regionPhrase(d: Described, region: keyof Described['regions'], t: TranslateWord): string {
  const r = d.regions[region];
  const centre = d.regions.centre;
  // Every region's colour is told against the centre's, so the centre itself has only its coat.
  const tone =
    region === 'centre'
      ? null
      : tongueWord(
          t,
          r.redness - centre.redness >= 5
            ? 'tongue.region.redder'
            : centre.redness - r.redness >= 5
              ? 'tongue.region.paler'
              : 'tongue.region.same',
        );
  const coat = regionCoat(d, region, t);
  return tone ? `${tone}${tongueWord(t, 'tongue.join.list')}${coat}` : coat;
}

/**
 * A region's coat, told as the tongue's coat (the tongue head's thickness and shade) unless the
 * distribution sets it apart: the root of a root-heavy coat, the bare centre of a peeled one.
 * The regions' own pixel coverage and colour are the hand-set rule of one camera; read alone
 * they wrote 'little or no coating' at the centre of 99 of 100 tongue-seg photos whose coat
 * the head reads thin white, and a white root under a yellow coat (docs/tongue-engine.md,
 * fourteenth round).
 */
function regionCoat(d: Described, region: keyof Described['regions'], t: TranslateWord): string {
  const c = d.coatingDetails;
  const colour = valueWord(t, c.shade ?? c.colour);
  if (region === 'centre' && d.signs.includes('peeled-coating')) return tongueWord(t, 'tongue.region.peeled');
  if (region === 'root' && c.distribution === 'root-heavy') return tongueWord(t, 'tongue.region.coating-thicker', { colour });
  return tongueWord(t, 'tongue.region.coating', { thickness: valueWord(t, c.thickness), colour });
}

/** Builds the SPEC §3 tongue_analysis group. */
export function writeTongueAnalysis(d: Described, t: TranslateWord = ENGLISH): TongueAnalysisGroup {
  const a = d.assessment;
  const severity = (s: string) => valueWord(t, s);
  const bordes = [
    regionPhrase(d, 'leftSide', t),
    d.toothMarks.present
      ? tongueWord(t, 'tongue.tooth-marks.present', { severity: severity(d.toothMarks.severity) })
      : tongueWord(t, 'tongue.tooth-marks.none'),
  ].join(tongueWord(t, 'tongue.join.clause'));
  const cracks = d.cracks.present
    ? tongueWord(t, 'tongue.cracks.present', { severity: severity(d.cracks.severity) })
    : tongueWord(t, 'tongue.cracks.none');
  const sizeShape = [
    tongueWord(t, `tongue.size.${a.size.value}` as TongueWordKey),
    tongueWord(t, `tongue.shape.${a.shape.value}` as TongueWordKey),
    d.cracks.present && d.cracks.midline ? tongueWord(t, 'tongue.cracks.midline-suffix', { cracks }) : cracks,
  ].join(tongueWord(t, 'tongue.join.list'));
  const suffix = (present: boolean, key: TongueWordKey, separator = ' ') => (present ? separator + tongueWord(t, key) : '');
  return {
    color_cuerpo: tongueWord(t, `tongue.body.${a.bodyColor.value}` as TongueWordKey),
    saburra: {
      color: valueWord(t, d.coatingDetails.shade === 'light-yellow' ? 'light-yellow' : d.coatingDetails.colour),
      grosor: valueWord(t, d.coatingDetails.thickness),
      distribucion: valueWord(t, d.coatingDetails.distribution),
    },
    forma_tamaño: sizeShape,
    humedad: valueWord(t, a.moisture?.value ?? 'not-assessed'),
    areas_especificas: {
      punta: regionPhrase(d, 'tip', t) + suffix(d.signs.includes('red-tip'), 'tongue.region.red-tip'),
      bordes,
      centro:
        regionPhrase(d, 'centre', t) + suffix(d.cracks.midline, 'tongue.region.midline-crack', tongueWord(t, 'tongue.join.list')),
      raiz: regionPhrase(d, 'root', t) + suffix(d.signs.includes('thick-root-coating'), 'tongue.region.thick-root-coating'),
    },
  };
}

/** Plain-language observations for consumers, most notable first. */
export function writeObservations(d: Described, t: TranslateWord = ENGLISH): string[] {
  const keys: TongueWordKey[] = [];
  const a = d.assessment;
  const colour = tongueWord(t, `tongue.obs.${a.bodyColor.value}` as TongueWordKey);
  // Findings stored before the tongue head (issue 18) have no head block and no calibrated
  // probabilities. A close call stays in the colour's own observation, so that the history's
  // summary of two observations still reaches the coating.
  const closeCall = d.head !== undefined && isCloseCallColour(d.head.body, d.head.colourUncertain);
  if (d.head?.colourUncertain) keys.push('tongue.obs.colour-uncertain');
  const c = d.coatingDetails;
  if (c.colour === 'yellow') keys.push(c.thickness === 'thick' ? 'tongue.obs.yellow-thick' : 'tongue.obs.yellow-thin');
  else keys.push(c.thickness === 'thick' ? 'tongue.obs.white-thick' : 'tongue.obs.white-thin');
  if (d.signs.includes('red-tip')) keys.push('tongue.obs.red-tip');
  if (d.signs.includes('red-sides')) keys.push('tongue.obs.red-sides');
  if (d.toothMarks.present) keys.push('tongue.obs.tooth-marks');
  if (d.cracks.present) keys.push(d.cracks.severity === 'severe' ? 'tongue.obs.cracks-marked' : 'tongue.obs.cracks-some');
  if (d.signs.includes('thick-root-coating')) keys.push('tongue.obs.thick-root-coating');
  if (d.signs.includes('peeled-coating')) keys.push('tongue.obs.peeled-coating');
  if (a.moisture?.value === 'wet') keys.push('tongue.obs.wet');
  keys.push('tongue.obs.disclaimer');
  return [
    closeCall ? tongueWord(t, 'tongue.obs.colour-close-call', { colour }) : colour,
    ...keys.map((key) => tongueWord(t, key)),
  ];
}

/**
 * The tongue group and observations of stored findings written again in the reader's language
 * (the findings keep the English they were measured with).
 */
export function writeTongueWords(
  findings: Described,
  t: TranslateWord,
): { tongueAnalysis: TongueAnalysisGroup; observations: string[] } {
  return { tongueAnalysis: writeTongueAnalysis(findings, t), observations: writeObservations(findings, t) };
}
