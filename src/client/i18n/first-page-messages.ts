/**
 * A language's catalogue loads in parts (issue 14, decisions 0090 and 0105):
 *
 * - `shell`: what every first page shows before anything else loads (the language switcher, the
 *   session spinner, the 404 page, toasts): loaded before the first paint;
 * - `landing`: the landing page's (`/`), loaded with it;
 * - `sign-in`: the sign-in pages' (`/login`, `/practitioner/login`), loaded with them;
 * - `api`: the server's and the contract's messages (`api.*`), shown under a field or in a toast
 *   once a form has been sent: loaded after the first paint, and a message waits for them
 *   (`FieldError`, `useErrorTextLater`);
 * - `other-pages`: every other message, loaded once the first page has painted (or as soon as
 *   another page is opened); every other page waits for the whole catalogue.
 *
 * tests/client/first-page-messages.test.ts checks that each first page uses no message outside
 * the shell and its own part.
 */
export const FIRST_PAGE_PARTS = {
  shell: ['app.', 'common.', 'language.'],
  landing: ['landing.'],
  // The sign-in forms' own `signin.` messages; the rest of `signin.` (account settings, the
  // pages mailed links open) is for other pages.
  'sign-in': [
    'login.',
    'plogin.',
    'signin.back',
    'signin.code.',
    'signin.email.',
    'signin.error.',
    'signin.failed',
    'signin.forgot.link',
    'signin.or',
    'signin.provider.',
    'signin.tooMany',
  ],
} as const;

export type FirstPagePart = keyof typeof FIRST_PAGE_PARTS;

/** Which part of a catalogue a loader asks for (`locales/en.ts?shell`, `locales/en.ts?other-pages`). */
export type CataloguePart = FirstPagePart | 'api' | 'other-pages';

export const CATALOGUE_PARTS: readonly CataloguePart[] = ['shell', 'landing', 'sign-in', 'api', 'other-pages'];

/** The part a message belongs to. */
export function partOfMessage(id: string): CataloguePart {
  if (id.startsWith('api.')) return 'api';
  for (const [part, prefixes] of Object.entries(FIRST_PAGE_PARTS) as [FirstPagePart, readonly string[]][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return part;
  }
  return 'other-pages';
}

/** The messages of one part of a catalogue. */
export function partOf<T extends Record<string, unknown>>(catalogue: T, part: CataloguePart): Partial<T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => partOfMessage(id) === part)) as Partial<T>;
}
