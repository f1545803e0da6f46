/**
 * Every English text the tongue engine writes, by catalogue key. The findings store the English;
 * the analysis writes them again in the reader's language through the knowledge base's
 * catalogues (src/engine/knowledge/locales/{es,zh}/tongue.ts), whose entries name these keys.
 * Templates take {name} parameters that are themselves tongue words (a value such as 'thin').
 */

/** A translator of one English text by its key (src/engine/knowledge/localize/translate.ts). */
export type TranslateWord = (key: string, en: string) => string;

/** English answers the English text itself. */
export const ENGLISH: TranslateWord = (_key, en) => en;

export const TONGUE_WORDS = {
  // SPEC §3 tongue_analysis values
  'tongue.body.pale': 'pale',
  'tongue.body.normal': 'pale red (normal)',
  'tongue.body.red': 'red',
  'tongue.body.deep-red': 'deep red',
  'tongue.body.purple': 'purplish',
  'tongue.value.thin': 'thin',
  'tongue.value.thick': 'thick',
  'tongue.value.white': 'white',
  'tongue.value.light-yellow': 'light yellow',
  'tongue.value.yellow': 'yellow',
  'tongue.value.none': 'none',
  'tongue.value.even': 'even',
  'tongue.value.root-heavy': 'root-heavy',
  'tongue.value.patchy': 'patchy',
  'tongue.value.normal': 'normal',
  'tongue.value.wet': 'wet',
  'tongue.value.dry': 'dry',
  'tongue.value.not-assessed': 'not assessed',
  'tongue.value.light': 'light',
  'tongue.value.severe': 'severe',
  'tongue.size.normal': 'normal size',
  'tongue.size.enlarged': 'enlarged (swollen)',
  'tongue.size.small': 'small',
  'tongue.shape.normal': 'normal shape',
  'tongue.shape.thin': 'thin',
  'tongue.shape.thick': 'thick',
  'tongue.shape.scalloped': 'scalloped',
  'tongue.cracks.none': 'no cracks',
  'tongue.cracks.present': '{severity} cracks',
  'tongue.cracks.midline-suffix': '{cracks} (midline)',
  'tongue.tooth-marks.none': 'no tooth marks',
  'tongue.tooth-marks.present': '{severity} tooth marks',
  'tongue.region.redder': 'redder than the centre',
  'tongue.region.paler': 'paler than the centre',
  'tongue.region.same': 'same colour as the centre',
  'tongue.region.peeled': 'coating peeled off, a bare patch',
  'tongue.region.coating-thicker': '{colour} coating, thicker than at the centre',
  'tongue.region.coating': '{thickness} {colour} coating',
  'tongue.region.red-tip': '(red tip)',
  'tongue.region.midline-crack': 'midline crack',
  // How the phrases of one line are joined: Chinese writes its own comma and semicolon.
  'tongue.join.list': ', ',
  'tongue.join.clause': '; ',
  'tongue.region.thick-root-coating': '(thick root coating)',
  // consumer observations
  'tongue.obs.pale':
    'Your tongue looks paler than a typical healthy tongue, which in TCM is often linked with low energy (Qi) or Blood that needs nourishing.',
  'tongue.obs.red':
    'Your tongue looks redder than a typical healthy tongue, which TCM traditionally associates with heat in the body.',
  'tongue.obs.deep-red': 'Your tongue looks deep red, which TCM traditionally associates with strong internal heat.',
  'tongue.obs.purple':
    'Your tongue has a purplish tone, which TCM traditionally associates with sluggish circulation of Qi and Blood.',
  'tongue.obs.normal': 'Your tongue body has a healthy pale-red colour.',
  'tongue.obs.colour-uncertain':
    'The colour reading is uncertain on this photo: the light or camera makes colours hard to judge. Retake it in daylight to be sure.',
  'tongue.obs.colour-close-call':
    '{colour} The colour reading is a close call on this photo: your tongue is near the line between two colour groups, so another photo may read it differently.',
  'tongue.obs.yellow-thin':
    'Your tongue has a thin yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
  'tongue.obs.yellow-thick':
    'Your tongue has a thick yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
  'tongue.obs.white-thick':
    'Your tongue has a thick white coating, which TCM often links with dampness or cold affecting digestion.',
  'tongue.obs.white-thin': 'Your tongue has a thin white coating, which is considered normal in TCM.',
  'tongue.obs.red-tip':
    'The tip of your tongue is redder than the rest, which TCM links with restlessness, stress or poor sleep (Heart heat).',
  'tongue.obs.red-sides':
    'The sides of your tongue are redder than the centre, which TCM associates with tension in the Liver system.',
  'tongue.obs.tooth-marks':
    'The edges of your tongue show tooth marks (a scalloped outline), which TCM often links with a weak digestion (Spleen Qi) and fluid retention.',
  'tongue.obs.cracks-some': 'Your tongue shows some cracks, which TCM often associates with dryness or depleted fluids.',
  'tongue.obs.cracks-marked': 'Your tongue shows marked cracks, which TCM often associates with dryness or depleted fluids.',
  'tongue.obs.thick-root-coating':
    'The coating is thicker at the back of your tongue, which TCM relates to the lower digestive tract.',
  'tongue.obs.peeled-coating': 'Your coating is missing in patches, which TCM often links with depleted Stomach Yin.',
  'tongue.obs.wet': 'Your tongue looks very moist, which TCM relates to dampness or fluid build-up.',
  'tongue.obs.disclaimer': 'These observations are educational and depend on light and camera; they are not a medical diagnosis.',
} as const;

export type TongueWordKey = keyof typeof TONGUE_WORDS;

/** One tongue word in the reader's language, its {parameters} filled with already written words. */
export function tongueWord(t: TranslateWord, key: TongueWordKey, params: Readonly<Record<string, string>> = {}): string {
  return t(key, TONGUE_WORDS[key]).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The word of a value ('thin', 'wet'...), or the value itself when it has none. */
export function valueWord(t: TranslateWord, value: string): string {
  const key = `tongue.value.${value}`;
  return key in TONGUE_WORDS ? tongueWord(t, key as TongueWordKey) : value;
}
