import type { Locale } from '../../../contract/person.ts';
import { ES_CATALOGUE } from '../locales/es/index.ts';
import { ZH_CATALOGUE } from '../locales/zh/index.ts';
import { catalogueTranslator, type Catalogue, type Translate } from './translate.ts';

/** The catalogue of each non-English locale. */
export const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, Catalogue>> = { es: ES_CATALOGUE, zh: ZH_CATALOGUE };

const cache = new Map<Locale, Translate>();

/** The translator of a locale (English answers the English text itself). */
export function translatorFor(locale: Locale): Translate {
  let t = cache.get(locale);
  if (!t) {
    t = catalogueTranslator(locale, locale === 'en' ? {} : CATALOGUES[locale]);
    cache.set(locale, t);
  }
  return t;
}
