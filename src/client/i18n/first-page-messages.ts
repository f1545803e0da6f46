/**
 * The messages of the first pages (`/`, `/login`, `/practitioner/login`) and of what they show
 * before anything else loads: the language switcher, the session spinner, the 404 page, toasts,
 * and the server's and the contract's messages (`api.*`) those pages' forms may show. They load
 * before the first paint; every other message loads once the first page has painted, and the
 * other pages wait for it (issue 14, decision 0090). tests/client/first-page-messages.test.ts
 * checks that the first pages use no message outside these.
 */
export const FIRST_PAGE_MESSAGE_PREFIXES = [
  'api.',
  'app.',
  'common.',
  'language.',
  'landing.',
  'login.',
  'plogin.',
  'signin.',
] as const;

export function isFirstPageMessage(id: string): boolean {
  return FIRST_PAGE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** Which part of a catalogue a loader asks for (`locales/en.ts?first-page`, `locales/en.ts?other-pages`). */
export type CataloguePart = 'first-page' | 'other-pages';

/** The messages of one part of a catalogue. */
export function partOf<T extends Record<string, unknown>>(catalogue: T, part: CataloguePart): Partial<T> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => isFirstPageMessage(id) === (part === 'first-page')),
  ) as Partial<T>;
}
