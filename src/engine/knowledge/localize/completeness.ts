import type { Locale } from '../../../contract/person.ts';
import { englishTexts } from './english-texts.ts';
import { CATALOGUES } from './translator-for.ts';

/** What a locale catalogue lacks or holds in excess, by catalogue key, sorted. */
export interface TranslationGaps {
  /** English texts with no entry (and no fact of the data in this locale). */
  missing: string[];
  /** Entries translated from an English text that has since changed. */
  stale: string[];
  /** Entries whose key names no English text of the engine. */
  orphans: string[];
}

/** The gaps of one non-English locale's catalogue against every English text of the engine. */
export function translationGaps(locale: Exclude<Locale, 'en'>): TranslationGaps {
  const catalogue = CATALOGUES[locale];
  const texts = englishTexts();
  const keys = new Set(texts.map((t) => t.key));
  const needed = texts.filter((t) => !t.factLocales.includes(locale));
  return {
    missing: needed
      .filter((t) => catalogue[t.key] === undefined)
      .map((t) => t.key)
      .sort(),
    stale: needed
      .filter((t) => catalogue[t.key] !== undefined && catalogue[t.key].en !== t.en)
      .map((t) => t.key)
      .sort(),
    orphans: Object.keys(catalogue)
      .filter((key) => !keys.has(key))
      .sort(),
  };
}
