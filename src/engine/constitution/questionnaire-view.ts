import { CCMQ_SCALE_MAX, CCMQ_SCALE_MIN, CONSTITUTION_IDS } from '../../contract/constitution.ts';
import type { Locale } from '../../contract/person.ts';
import { CCMQ_ITEMS, CCMQ_SCALE } from './ccmq-items.ts';
import { constitutionName } from './constitutions.ts';

/** The CCMQ as the app shows it, in one language: the questions, the scale words, the constitution names. */
export function ccmqQuestionnaire(locale: Locale) {
  return {
    standard: 'ZYYXH/T157-2009',
    scale: { min: CCMQ_SCALE_MIN, max: CCMQ_SCALE_MAX, labels: CCMQ_SCALE.map((s) => s[locale]) },
    items: CCMQ_ITEMS.map((i) => ({ n: i.n, text: i.text[locale], ...(i.male ? { male: i.male[locale] } : {}) })),
    constitutions: Object.fromEntries(CONSTITUTION_IDS.map((id) => [id, constitutionName(id, locale)])),
  };
}
