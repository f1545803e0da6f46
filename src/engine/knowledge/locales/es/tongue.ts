import type { Catalogue } from '../../localize/translate.ts';

/** Spanish words of the tongue engine (src/engine/tongue/describe/tongue-words.ts): 'saburra' for the coating, as Spanish-speaking practitioners say. */
export const ES_TONGUE: Catalogue = {
  'tongue.body.pale': { en: 'pale', text: 'pálida' },
  'tongue.body.normal': { en: 'pale red (normal)', text: 'rojo pálido (normal)' },
  'tongue.body.red': { en: 'red', text: 'roja' },
  'tongue.body.deep-red': { en: 'deep red', text: 'rojo oscuro (carmesí)' },
  'tongue.body.purple': { en: 'purplish', text: 'violácea' },
  'tongue.value.thin': { en: 'thin', text: 'fina' },
  'tongue.value.thick': { en: 'thick', text: 'gruesa' },
  'tongue.value.white': { en: 'white', text: 'blanca' },
  'tongue.value.light-yellow': { en: 'light yellow', text: 'amarillo claro' },
  'tongue.value.yellow': { en: 'yellow', text: 'amarilla' },
  'tongue.value.none': { en: 'none', text: 'ninguna' },
  'tongue.value.even': { en: 'even', text: 'uniforme' },
  'tongue.value.root-heavy': { en: 'root-heavy', text: 'más gruesa en la raíz' },
  'tongue.value.patchy': { en: 'patchy', text: 'irregular' },
  'tongue.value.normal': { en: 'normal', text: 'normal' },
  'tongue.value.wet': { en: 'wet', text: 'húmeda' },
  'tongue.value.dry': { en: 'dry', text: 'seca' },
  'tongue.value.not-assessed': { en: 'not assessed', text: 'no evaluada' },
  'tongue.value.light': { en: 'light', text: 'leves' },
  'tongue.value.severe': { en: 'severe', text: 'marcadas' },
  'tongue.size.normal': { en: 'normal size', text: 'tamaño normal' },
  'tongue.size.enlarged': { en: 'enlarged (swollen)', text: 'agrandada (hinchada)' },
  'tongue.size.small': { en: 'small', text: 'pequeña' },
  'tongue.shape.normal': { en: 'normal shape', text: 'forma normal' },
  'tongue.shape.thin': { en: 'thin', text: 'delgada' },
  'tongue.shape.thick': { en: 'thick', text: 'gruesa' },
  'tongue.shape.scalloped': { en: 'scalloped', text: 'festoneada (con marcas dentales)' },
  'tongue.cracks.none': { en: 'no cracks', text: 'sin grietas' },
  'tongue.cracks.present': { en: '{severity} cracks', text: 'grietas {severity}' },
  'tongue.cracks.midline-suffix': { en: '{cracks} (midline)', text: '{cracks} (en la línea media)' },
  'tongue.tooth-marks.none': { en: 'no tooth marks', text: 'sin marcas dentales' },
  'tongue.tooth-marks.present': { en: '{severity} tooth marks', text: 'marcas dentales {severity}' },
  'tongue.region.redder': { en: 'redder than the centre', text: 'más roja que el centro' },
  'tongue.region.paler': { en: 'paler than the centre', text: 'más pálida que el centro' },
  'tongue.region.same': { en: 'same colour as the centre', text: 'del mismo color que el centro' },
  'tongue.region.peeled': { en: 'coating peeled off, a bare patch', text: 'saburra desprendida, una zona sin saburra' },
  'tongue.region.coating-thicker': {
    en: '{colour} coating, thicker than at the centre',
    text: 'saburra {colour}, más gruesa que en el centro',
  },
  'tongue.region.coating': { en: '{thickness} {colour} coating', text: 'saburra {colour} {thickness}' },
  'tongue.region.red-tip': { en: '(red tip)', text: '(punta roja)' },
  'tongue.region.midline-crack': { en: 'midline crack', text: 'grieta en la línea media' },
  'tongue.join.list': { en: ', ', text: ', ' },
  'tongue.join.clause': { en: '; ', text: '; ' },
  'tongue.region.thick-root-coating': { en: '(thick root coating)', text: '(saburra gruesa en la raíz)' },
  'tongue.obs.pale': {
    en: 'Your tongue looks paler than a typical healthy tongue, which in TCM is often linked with low energy (Qi) or Blood that needs nourishing.',
    text: 'Tu lengua se ve más pálida que una lengua sana típica; en la MTC suele relacionarse con poca energía (Qi) o con una Sangre que necesita nutrirse.',
  },
  'tongue.obs.red': {
    en: 'Your tongue looks redder than a typical healthy tongue, which TCM traditionally associates with heat in the body.',
    text: 'Tu lengua se ve más roja que una lengua sana típica; la MTC lo asocia tradicionalmente con calor en el cuerpo.',
  },
  'tongue.obs.deep-red': {
    en: 'Your tongue looks deep red, which TCM traditionally associates with strong internal heat.',
    text: 'Tu lengua se ve de un rojo oscuro; la MTC lo asocia tradicionalmente con un calor interno intenso.',
  },
  'tongue.obs.purple': {
    en: 'Your tongue has a purplish tone, which TCM traditionally associates with sluggish circulation of Qi and Blood.',
    text: 'Tu lengua tiene un tono violáceo; la MTC lo asocia tradicionalmente con una circulación lenta del Qi y la Sangre.',
  },
  'tongue.obs.normal': {
    en: 'Your tongue body has a healthy pale-red colour.',
    text: 'El cuerpo de tu lengua tiene un color rojo pálido saludable.',
  },
  'tongue.obs.colour-uncertain': {
    en: 'The colour reading is uncertain on this photo: the light or camera makes colours hard to judge. Retake it in daylight to be sure.',
    text: 'La lectura del color es incierta en esta foto: la luz o la cámara dificultan juzgar los colores. Repítela con luz de día para estar seguro.',
  },
  'tongue.obs.colour-close-call': {
    en: '{colour} The colour reading is a close call on this photo: your tongue is near the line between two colour groups, so another photo may read it differently.',
    text: '{colour} La lectura del color está en el límite en esta foto: tu lengua queda entre dos grupos de color, así que con otra foto el resultado podría ser distinto.',
  },
  'tongue.obs.yellow-thin': {
    en: 'Your tongue has a thin yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
    text: 'Tu lengua tiene una saburra amarillenta fina; la MTC suele leerla como señal de calor, por ejemplo en la digestión.',
  },
  'tongue.obs.yellow-thick': {
    en: 'Your tongue has a thick yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
    text: 'Tu lengua tiene una saburra amarillenta gruesa; la MTC suele leerla como señal de calor, por ejemplo en la digestión.',
  },
  'tongue.obs.white-thick': {
    en: 'Your tongue has a thick white coating, which TCM often links with dampness or cold affecting digestion.',
    text: 'Tu lengua tiene una saburra blanca gruesa; la MTC suele relacionarla con humedad o frío que afectan la digestión.',
  },
  'tongue.obs.white-thin': {
    en: 'Your tongue has a thin white coating, which is considered normal in TCM.',
    text: 'Tu lengua tiene una saburra blanca fina, que en la MTC se considera normal.',
  },
  'tongue.obs.red-tip': {
    en: 'The tip of your tongue is redder than the rest, which TCM links with restlessness, stress or poor sleep (Heart heat).',
    text: 'La punta de tu lengua está más roja que el resto; la MTC lo relaciona con inquietud, estrés o mal sueño (calor de Corazón).',
  },
  'tongue.obs.red-sides': {
    en: 'The sides of your tongue are redder than the centre, which TCM associates with tension in the Liver system.',
    text: 'Los bordes de tu lengua están más rojos que el centro; la MTC lo asocia con tensión en el sistema del Hígado.',
  },
  'tongue.obs.tooth-marks': {
    en: 'The edges of your tongue show tooth marks (a scalloped outline), which TCM often links with a weak digestion (Spleen Qi) and fluid retention.',
    text: 'Los bordes de tu lengua muestran marcas de los dientes (un contorno festoneado); la MTC suele relacionarlo con una digestión débil (Qi de Bazo) y retención de líquidos.',
  },
  'tongue.obs.cracks-some': {
    en: 'Your tongue shows some cracks, which TCM often associates with dryness or depleted fluids.',
    text: 'Tu lengua muestra algunas grietas; la MTC suele asociarlas con sequedad o líquidos agotados.',
  },
  'tongue.obs.cracks-marked': {
    en: 'Your tongue shows marked cracks, which TCM often associates with dryness or depleted fluids.',
    text: 'Tu lengua muestra grietas marcadas; la MTC suele asociarlas con sequedad o líquidos agotados.',
  },
  'tongue.obs.thick-root-coating': {
    en: 'The coating is thicker at the back of your tongue, which TCM relates to the lower digestive tract.',
    text: 'La saburra es más gruesa en la parte posterior de tu lengua; la MTC lo relaciona con el tracto digestivo inferior.',
  },
  'tongue.obs.peeled-coating': {
    en: 'Your coating is missing in patches, which TCM often links with depleted Stomach Yin.',
    text: 'A tu saburra le faltan zonas; la MTC suele relacionarlo con un Yin de Estómago agotado.',
  },
  'tongue.obs.wet': {
    en: 'Your tongue looks very moist, which TCM relates to dampness or fluid build-up.',
    text: 'Tu lengua se ve muy húmeda; la MTC lo relaciona con humedad o acumulación de líquidos.',
  },
  'tongue.obs.disclaimer': {
    en: 'These observations are educational and depend on light and camera; they are not a medical diagnosis.',
    text: 'Estas observaciones son educativas y dependen de la luz y la cámara; no son un diagnóstico médico.',
  },
};
