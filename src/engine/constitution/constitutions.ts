import type { Locale } from '../../contract/person.ts';
import type { ConstitutionId } from '../../contract/constitution.ts';

/**
 * The nine constitutions of Wang Qi's classification (Constitution in Chinese Medicine
 * Questionnaire, CCMQ), as standardised by the China Association of Chinese Medicine,
 * 'Classification and Determination of Constitution in TCM' (ZYYXH/T157-2009).
 */
export const CONSTITUTION_NAMES: Readonly<Record<ConstitutionId, { zh: string; pinyin: string; en: string; es: string }>> = {
  balanced: { zh: '平和质', pinyin: 'pínghé zhì', en: 'Balanced', es: 'Equilibrada' },
  'qi-deficient': { zh: '气虚质', pinyin: 'qìxū zhì', en: 'Qi-deficient', es: 'Deficiencia de Qi' },
  'yang-deficient': { zh: '阳虚质', pinyin: 'yángxū zhì', en: 'Yang-deficient', es: 'Deficiencia de Yang' },
  'yin-deficient': { zh: '阴虚质', pinyin: 'yīnxū zhì', en: 'Yin-deficient', es: 'Deficiencia de Yin' },
  'phlegm-dampness': { zh: '痰湿质', pinyin: 'tánshī zhì', en: 'Phlegm-dampness', es: 'Flema-humedad' },
  'damp-heat': { zh: '湿热质', pinyin: 'shīrè zhì', en: 'Damp-heat', es: 'Humedad-calor' },
  'blood-stasis': { zh: '血瘀质', pinyin: 'xuèyū zhì', en: 'Blood stasis', es: 'Estasis de sangre' },
  'qi-stagnation': { zh: '气郁质', pinyin: 'qìyù zhì', en: 'Qi stagnation', es: 'Estancamiento de Qi' },
  'inherited-special': {
    zh: '特禀质',
    pinyin: 'tèbǐng zhì',
    en: 'Inherited special (allergic)',
    es: 'Especial heredada (alérgica)',
  },
};

/** A constitution as the reader names it: 'Qi-deficient (气虚质, qìxū zhì)'; in Chinese '气虚质'. */
export function constitutionName(id: ConstitutionId, locale: Locale): string {
  const n = CONSTITUTION_NAMES[id];
  if (locale === 'zh') return n.zh;
  return `${locale === 'es' ? n.es : n.en} (${n.zh}, ${n.pinyin})`;
}

/** A stored constitutionalType named for the reader: our ids by name, anything else (typed by hand) as it is. */
export function constitutionLabel(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  return value in CONSTITUTION_NAMES ? constitutionName(value as ConstitutionId, locale) : value;
}

/** A constitution named inside a sentence: 'qi-deficient', 'deficiencia de Qi', '气虚质'. */
export function constitutionInText(id: ConstitutionId, locale: Locale): string {
  const n = CONSTITUTION_NAMES[id];
  if (locale === 'zh') return n.zh;
  const name = locale === 'es' ? n.es : n.en;
  return name.charAt(0).toLowerCase() + name.slice(1);
}
