/*
 * Facts about a person that several parts of the product read: the languages we speak, the
 * SPEC §3 gender option set and pregnancy status. Each is defined here once; contract
 * schemas, the engine, the server and the client import them from this file.
 */

/** Locales the product is written in: English, Spanish, Simplified Chinese. */
export const LOCALES = ['en', 'es', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** A text written in every locale (knowledge-base content, engine wording). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/**
 * SPEC §3 stores the user's language as 'english' or 'spanish'; 'chinese' is ours
 * (docs/spec-deviations.md). Each maps to one locale.
 */
export const LANGUAGES = ['english', 'spanish', 'chinese'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LOCALE_OF_LANGUAGE: Readonly<Record<Language, Locale>> = { english: 'en', spanish: 'es', chinese: 'zh' };
export const LANGUAGE_OF_LOCALE: Readonly<Record<Locale, Language>> = { en: 'english', es: 'spanish', zh: 'chinese' };

/** The locale of a stored language value; anything unknown reads as English. */
export function localeOfLanguage(language: string | null | undefined): Locale {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? LOCALE_OF_LANGUAGE[language as Language] : DEFAULT_LOCALE;
}

/** SPEC §3 gender option set. */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
/** SPEC §3: 'the practitioner form writes it as prefer-not-to-say in one place; both spellings appear'. */
export const GENDER_SPELLINGS = [...GENDERS, 'prefer-not-to-say'] as const;
export type GenderSpelling = (typeof GENDER_SPELLINGS)[number];

/**
 * Pregnancy status, recorded so that pregnancy and breastfeeding cautions are shown to the
 * people they apply to (not to everyone). 'not_asked' = unknown: practitioners get a reminder
 * to ask when the formula holds herbs to avoid in pregnancy.
 */
export const PREGNANCY_STATUSES = ['pregnant', 'trying_to_conceive', 'breastfeeding', 'no', 'not_asked'] as const;
export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];

/** A stored pregnancy status, or null (not asked) for anything else. */
export function pregnancyStatusOf(value: string | null | undefined): PregnancyStatus | null {
  return (PREGNANCY_STATUSES as readonly string[]).includes(value ?? '') ? (value as PregnancyStatus) : null;
}

/** Ages at which pregnancy can apply: the question is offered only within them (and not to males). */
export const PREGNANCY_AGE_MIN = 12;
export const PREGNANCY_AGE_MAX = 55;

/** Whether a pregnancy question applies to a person: not to males, not outside 12-55 when the age is known. */
export function pregnancyCanApply(person: { gender?: string | null; age?: number | null }): boolean {
  if (person.gender === 'male') return false;
  if (person.age !== undefined && person.age !== null && (person.age < PREGNANCY_AGE_MIN || person.age > PREGNANCY_AGE_MAX)) {
    return false;
  }
  return true;
}
