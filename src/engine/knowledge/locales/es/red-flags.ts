import type { Catalogue } from '../../localize/translate.ts';

/** Spanish texts of the red flags: labels, reasons and the actions by urgency. */
export const ES_RED_FLAGS: Catalogue = {
  'red-flag.cardiac-chest-pain.label': { en: 'Chest pain with cardiac features', text: 'Dolor torácico con rasgos cardíacos' },
  'red-flag.cardiac-chest-pain.reason': {
    en: 'chest pain that spreads to the arm or jaw, or comes with sweating or breathlessness, can be a heart attack',
    text: 'un dolor en el pecho que se extiende al brazo o la mandíbula, o con sudor o falta de aire, puede ser un infarto',
  },
  'red-flag.chest-pain.label': { en: 'Chest pain', text: 'Dolor torácico' },
  'red-flag.chest-pain.reason': {
    en: 'chest pain needs a medical examination to rule out a heart or lung problem',
    text: 'el dolor en el pecho requiere un examen médico para descartar un problema cardíaco o pulmonar',
  },
  'red-flag.thunderclap-headache.label': { en: 'Sudden severe headache', text: 'Cefalea súbita e intensa' },
  'red-flag.thunderclap-headache.reason': {
    en: 'a sudden, very severe headache can be a bleed in the brain',
    text: 'un dolor de cabeza súbito y muy intenso puede ser una hemorragia cerebral',
  },
  'red-flag.vomiting-blood.label': { en: 'Vomiting blood', text: 'Vómito con sangre' },
  'red-flag.vomiting-blood.reason': {
    en: 'vomiting blood is a sign of bleeding in the digestive tract',
    text: 'vomitar sangre es un signo de sangrado digestivo',
  },
  'red-flag.black-stools.label': { en: 'Black, tarry stools', text: 'Heces negras alquitranadas' },
  'red-flag.black-stools.reason': {
    en: 'black tarry stools usually mean bleeding in the stomach or bowel',
    text: 'las heces negras suelen indicar sangrado en el estómago o el intestino',
  },
  'red-flag.blood-in-stool.label': { en: 'Blood in the stool', text: 'Sangre en las heces' },
  'red-flag.blood-in-stool.reason': {
    en: 'blood in the stool must be examined by a doctor',
    text: 'la sangre en las heces debe ser examinada por un médico',
  },
  'red-flag.coughing-blood.label': { en: 'Coughing up blood', text: 'Tos con sangre' },
  'red-flag.coughing-blood.reason': {
    en: 'coughing up blood needs a chest examination',
    text: 'toser sangre requiere un examen del tórax',
  },
  'red-flag.blood-in-urine.label': { en: 'Blood in the urine', text: 'Sangre en la orina' },
  'red-flag.blood-in-urine.reason': {
    en: 'visible blood in the urine must be investigated',
    text: 'la sangre visible en la orina debe estudiarse',
  },
  'red-flag.unexplained-weight-loss.label': { en: 'Unexplained weight loss', text: 'Pérdida de peso inexplicada' },
  'red-flag.unexplained-weight-loss.reason': {
    en: 'losing weight without trying needs medical investigation',
    text: 'perder peso sin proponérselo requiere un estudio médico',
  },
  'red-flag.abdominal-mass.label': { en: 'Abdominal mass', text: 'Masa abdominal' },
  'red-flag.abdominal-mass.reason': {
    en: 'a lump or mass in the abdomen must be examined and imaged by a doctor',
    text: 'un bulto o masa en el abdomen debe ser examinado por un médico con pruebas de imagen',
  },
  'red-flag.meningism.label': { en: 'High fever with a stiff neck', text: 'Fiebre alta con rigidez de nuca' },
  'red-flag.meningism.reason': {
    en: 'high fever with a stiff neck can be meningitis',
    text: 'la fiebre alta con rigidez de nuca puede ser una meningitis',
  },
  'red-flag.suicidal-thoughts.label': { en: 'Suicidal thoughts or self-harm', text: 'Pensamientos suicidas o autolesiones' },
  'red-flag.suicidal-thoughts.reason': {
    en: 'thoughts of suicide or self-harm need help today; you can also call a crisis line',
    text: 'los pensamientos de suicidio o de hacerse daño necesitan ayuda hoy; también puedes llamar a una línea de crisis',
  },
  'red-flag.severe-breathing-difficulty.label': { en: 'Severe difficulty breathing', text: 'Dificultad respiratoria grave' },
  'red-flag.severe-breathing-difficulty.reason': {
    en: 'severe breathlessness or breathlessness at rest is an emergency',
    text: 'la falta de aire grave o en reposo es una urgencia',
  },
  'red-flag.difficulty-breathing.label': { en: 'Difficulty breathing', text: 'Dificultad para respirar' },
  'red-flag.difficulty-breathing.reason': {
    en: 'new or worsening difficulty breathing needs a medical examination',
    text: 'la dificultad para respirar nueva o que empeora requiere un examen médico',
  },
  'red-flag.stroke-signs.label': { en: 'Signs of a stroke', text: 'Signos de ictus' },
  'red-flag.stroke-signs.reason': {
    en: 'weakness of one side, a drooping face or slurred speech can be a stroke; call emergency services',
    text: 'la debilidad de un lado, la cara caída o el habla arrastrada pueden ser un ictus; llama a emergencias',
  },
  'red-flag.fainting.label': { en: 'Fainting or loss of consciousness', text: 'Desmayo o pérdida de conocimiento' },
  'red-flag.fainting.reason': {
    en: 'fainting needs a medical check of the heart and circulation',
    text: 'un desmayo requiere un control médico del corazón y la circulación',
  },
  'red-flag.confusion-or-seizure.label': { en: 'Sudden confusion or a seizure', text: 'Confusión súbita o convulsión' },
  'red-flag.confusion-or-seizure.reason': {
    en: 'sudden confusion or a seizure needs emergency care',
    text: 'la confusión súbita o una convulsión necesitan atención urgente',
  },
  'red-flag.severe-abdominal-pain.label': { en: 'Severe abdominal pain', text: 'Dolor abdominal intenso' },
  'red-flag.severe-abdominal-pain.reason': {
    en: 'severe or sudden abdominal pain can be a surgical emergency',
    text: 'un dolor abdominal intenso o súbito puede ser una urgencia quirúrgica',
  },
  'red-flag.bleeding-in-pregnancy.label': { en: 'Bleeding or pain in pregnancy', text: 'Sangrado o dolor en el embarazo' },
  'red-flag.bleeding-in-pregnancy.reason': {
    en: 'bleeding or abdominal pain in pregnancy needs immediate medical care',
    text: 'el sangrado o el dolor abdominal en el embarazo necesitan atención médica inmediata',
  },
  'red-flag.action.emergency': {
    en: 'Call emergency services (112 / 911) or go to the nearest emergency department now.',
    text: 'Llama a emergencias (112 / 911) o acude ahora al servicio de urgencias más cercano.',
  },
  'red-flag.action.urgent': {
    en: 'Arrange a medical assessment today, before any TCM treatment or self-care.',
    text: 'Pide hoy una valoración médica, antes de cualquier tratamiento de MTC o autocuidado.',
  },
  'red-flag.recorded-pregnancy': { en: 'recorded as pregnant', text: 'registrada como embarazada' },
  'red-flag.advice': { en: '{see}: {reason}. {action}', text: '{see}: {reason}. {action}' },
  'red-flag.see-a-doctor': { en: 'See a doctor now', text: 'Consulta a un médico ahora' },
};
