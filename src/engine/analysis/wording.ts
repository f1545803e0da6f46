import type { Locale } from '../../contract/person.ts';
import { getHerb } from '../knowledge/herbs/index.ts';
import { translatorFor } from '../knowledge/localize/translator-for.ts';
import type { Translate } from '../knowledge/localize/translate.ts';
import { localizeHerb } from '../knowledge/localize/views.ts';

/** The reader's locale and its translator, passed together to everything that writes text. */
export interface Wording {
  locale: Locale;
  t: Translate;
}

/** The wording of a locale. */
export function wordingFor(locale: Locale): Wording {
  return { locale, t: translatorFor(locale) };
}

/**
 * A herb as practitioners name it: pinyin with Chinese ('dāng guī 当归'); in Chinese, the
 * characters first, with the pinyin beside them ('当归 dāng guī', issue 13 §3).
 */
export function practitionerHerbName(id: string, w: Wording): string {
  const h = getHerb(id);
  return w.locale === 'zh' ? `${h.zh} ${h.pinyin}` : `${h.pinyin} ${h.zh}`;
}

/**
 * A formula's herb as its composition lists it: the practitioner's name, then the common name in
 * the reader's language (not in Chinese, where the characters are that name) and the
 * pharmaceutical Latin ('bái zhú 白术 (White atractylodes rhizome; Rhizoma Atractylodis Macrocephalae)').
 */
export function compositionHerbName(id: string, w: Wording): string {
  const h = getHerb(id);
  const names = w.locale === 'zh' ? [h.latin] : [localizeHerb(h, w.t).name, h.latin];
  return `${practitionerHerbName(id, w)} (${names.join('; ')})`;
}

/** A herb as consumers name it: the common name in their language ('Goji berry (lycium fruit)'; in Chinese 枸杞子). */
export function consumerHerbName(id: string, w: Wording): string {
  return localizeHerb(getHerb(id), w.t).name;
}

/** A list joined for reading ('a, b and c' is kept simple: 'a, b, c'); the Chinese list comma in Chinese. */
export function joinList(items: readonly string[], w: Wording): string {
  return items.join(w.locale === 'zh' ? '、' : ', ');
}
