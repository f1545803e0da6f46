import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/person.ts';
import { storedLocale } from '../lib/storage.ts';

export const isLocale = (v: string | null | undefined): v is Locale => (LOCALES as readonly string[]).includes(v ?? '');

/** The browser's preferred language among ours (what it sends as Accept-Language), else English. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The language the LocaleProvider last applied (null before it ran). */
let applied: Locale | null = null;
export function noteAppliedLocale(locale: Locale): void {
  applied = locale;
}

/**
 * The language of a screen shown without the LocaleProvider (the outermost error boundary):
 * the one the provider last applied (a consumer's profile language included), else the one
 * chosen with the switcher, else the browser's.
 */
export function appliedLocale(
  sources: { applied: Locale | null; stored: string | null; languages: readonly string[] } = {
    applied,
    stored: storedLocale.get(),
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  },
): Locale {
  if (sources.applied) return sources.applied;
  if (isLocale(sources.stored)) return sources.stored;
  return browserLocale(sources.languages);
}
