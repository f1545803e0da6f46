import type { Locale } from '../../../contract/person.ts';

/**
 * One translated text in a locale catalogue: the English source it was translated from (so a
 * changed English text is detected: the entry no longer applies) and the translation.
 */
export interface CatalogueEntry {
  en: string;
  text: string;
}

/** A locale's catalogue: entries by stable key ('pattern.spleen-qi-deficiency.explanation'). */
export type Catalogue = Readonly<Record<string, CatalogueEntry>>;

/** Texts that are facts in some locales (a pattern's Chinese name): no catalogue entry is needed there. */
export type LocaleFacts = Partial<Readonly<Record<Locale, string>>>;

/**
 * Renders one English text of the engine in a locale: `key` is its stable catalogue key,
 * `en` the English text, `facts` the renderings that are facts of the data (Chinese names).
 */
export type Translate = (key: string, en: string, facts?: LocaleFacts) => string;

/** The English texts as written (the engine's default wording: CLI, tests). */
export const englishText: Translate = (_key, en) => en;

/**
 * The translator of a locale over its catalogue: a fact of the data wins, then a catalogue
 * entry whose English source is still the current English, else the English text itself (a
 * missing or stale translation never hides content; the completeness test lists them).
 */
export function catalogueTranslator(locale: Locale, catalogue: Catalogue): Translate {
  if (locale === 'en') return englishText;
  return (key, en, facts) => {
    const fact = facts?.[locale];
    if (fact) return fact;
    const entry = catalogue[key];
    return entry && entry.en === en ? entry.text : en;
  };
}

/** One English text of the engine, as the completeness check sees it. */
export interface EnglishText {
  key: string;
  en: string;
  /** Locales where the text is a fact of the data and needs no catalogue entry. */
  factLocales: Locale[];
}

/** A translator that answers English and records every text it is asked for (for the completeness check). */
export function recordingTranslator(): { t: Translate; texts: Map<string, EnglishText> } {
  const texts = new Map<string, EnglishText>();
  const t: Translate = (key, en, facts) => {
    const previous = texts.get(key);
    if (previous && previous.en !== en) throw new Error(`Translation key '${key}' names two English texts`);
    const factLocales = Object.entries(facts ?? {})
      .filter(([, text]) => Boolean(text))
      .map(([locale]) => locale as Locale);
    texts.set(key, { key, en, factLocales });
    return en;
  };
  return { t, texts };
}

/** A catalogue key part from free text ('Qi deficiency' -> 'qi-deficiency'). */
export function keyPart(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
