import type { User } from '../../contract/auth.ts';
import { createContext, use, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LANGUAGE_OF_LOCALE, localeOfLanguage, type Locale } from '../../contract/person.ts';
import { afterFirstPaint } from '../app/first-paint.ts';
import { useUser } from '../app/user-context.tsx';
import { apiJson, setRequestLocale } from '../lib/api.ts';
import { storedLocale } from '../lib/storage.ts';
import { refreshAccountData } from '../lib/query-client.ts';
import { browserLocale, isLocale, noteAppliedLocale } from './applied-locale.ts';
import { CATALOGUE_PARTS, type CataloguePart } from './first-page-messages.ts';
import { MessagesContext, type ParsedMessages } from './use-t.ts';

type Messages = ParsedMessages;

/**
 * Each language's messages load only when that language is used, in parts (first-page-messages.ts,
 * decisions 0090 and 0105): the shell before the first paint, a first page's own part with it, the
 * others once it has painted.
 */
const CATALOGUES: Record<Locale, Record<CataloguePart, () => Promise<Messages>>> = {
  en: {
    shell: () => import('./locales/en.ts?shell').then((m) => m.messages),
    landing: () => import('./locales/en.ts?landing').then((m) => m.messages),
    'sign-in': () => import('./locales/en.ts?sign-in').then((m) => m.messages),
    api: () => import('./locales/en.ts?api').then((m) => m.messages),
    'other-pages': () => import('./locales/en.ts?other-pages').then((m) => m.messages),
  },
  es: {
    shell: () => import('./locales/es.ts?shell').then((m) => m.messages),
    landing: () => import('./locales/es.ts?landing').then((m) => m.messages),
    'sign-in': () => import('./locales/es.ts?sign-in').then((m) => m.messages),
    api: () => import('./locales/es.ts?api').then((m) => m.messages),
    'other-pages': () => import('./locales/es.ts?other-pages').then((m) => m.messages),
  },
  zh: {
    // Chinese also loads Noto Sans SC (split by Unicode range, so a page fetches only the glyphs it shows).
    shell: () =>
      Promise.all([import('./locales/zh.ts?shell'), import('@fontsource-variable/noto-sans-sc/index.css')]).then(
        ([m]) => m.messages,
      ),
    landing: () => import('./locales/zh.ts?landing').then((m) => m.messages),
    'sign-in': () => import('./locales/zh.ts?sign-in').then((m) => m.messages),
    api: () => import('./locales/zh.ts?api').then((m) => m.messages),
    'other-pages': () => import('./locales/zh.ts?other-pages').then((m) => m.messages),
  },
};

/** One part of a language's catalogue, loaded once. */
const loadedParts = new Map<string, Promise<Messages>>();
export function loadPart(locale: Locale, part: CataloguePart): Promise<Messages> {
  const key = `${locale}:${part}`;
  let pending = loadedParts.get(key);
  if (!pending) {
    pending = CATALOGUES[locale][part]().catch((error: unknown) => {
      loadedParts.delete(key);
      throw error;
    });
    loadedParts.set(key, pending);
  }
  return pending;
}

interface LocaleContextValue {
  locale: Locale;
  /** Switches language now; a signed-in consumer's profile language is stored too. */
  setLocale: (locale: Locale) => Promise<void>;
  /** Resolves once these parts of the language shown are there (null at once when they are). */
  need: (parts: readonly CataloguePart[]) => Promise<void> | null;
}
const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Shown {
  locale: Locale;
  catalog: Messages;
  parts: ReadonlySet<CataloguePart>;
}

/** What is shown once these parts of a language have come (added to what it had). */
function withParts(shown: Shown, parts: readonly CataloguePart[], catalogs: Messages[]): Shown {
  return {
    locale: shown.locale,
    catalog: Object.assign({}, shown.catalog, ...catalogs) as Messages,
    parts: new Set([...shown.parts, ...parts]),
  };
}

/** A language's messages given at once (the build's prerender of the first pages, where no effect runs). */
export interface InitialMessages {
  locale: Locale;
  catalog: Messages;
  parts: readonly CataloguePart[];
}

/**
 * The interface language: a signed-in consumer's profile language; otherwise the language chosen
 * with the switcher; otherwise the browser's. `<html lang>` follows it, and every API request
 * carries it as Accept-Language so the server answers engine texts in it.
 */
export function LocaleProvider({ children, initialMessages }: { children: ReactNode; initialMessages?: InitialMessages }) {
  const { user, setSignedIn } = useUser();
  const [chosen, setChosen] = useState<Locale>(() => {
    if (initialMessages) return initialMessages.locale;
    const stored = storedLocale.get();
    return isLocale(stored) ? stored : browserLocale();
  });
  const locale: Locale = user ? localeOfLanguage(user.language) : chosen;
  // The language a consumer's profile speaks becomes this browser's choice too, so the pages
  // after signing out (or deleting the account) stay in it rather than falling back to English.
  const profileLocale = user ? localeOfLanguage(user.language) : null;
  if (profileLocale && profileLocale !== chosen) setChosen(profileLocale);
  useEffect(() => {
    if (profileLocale) storedLocale.set(profileLocale);
  }, [profileLocale]);
  const [shellFailure, setShellFailure] = useState<Error | null>(null);
  const [messages, setMessages] = useState<Shown | null>(() =>
    initialMessages
      ? { locale: initialMessages.locale, catalog: initialMessages.catalog, parts: new Set(initialMessages.parts) }
      : null,
  );
  const firstLanguage = useRef(true);
  // Parts asked for by the pages shown, by language and parts: one promise each, for `use`.
  const asked = useRef(new Map<string, Promise<void>>());

  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
    noteAppliedLocale(locale);
    setRequestLocale(locale);
    // The first language paints with its shell (and the page's own part, which the page asks for)
    // and loads the rest after the first paint; a language switched to later comes whole, and the
    // previous one stays on screen until then.
    const initial = firstLanguage.current;
    firstLanguage.current = false;
    const merge = (parts: CataloguePart[], catalogs: Messages[]) =>
      setMessages((current) =>
        withParts(
          current?.locale === locale ? current : { locale, catalog: {}, parts: new Set<CataloguePart>() },
          parts,
          catalogs,
        ),
      );
    const loadAll = () =>
      Promise.all(CATALOGUE_PARTS.map((part) => loadPart(locale, part))).then((catalogs) => {
        if (!cancelled) merge([...CATALOGUE_PARTS], catalogs);
      });
    if (initial) {
      void loadPart(locale, 'shell').then(
        (catalog) => {
          if (!cancelled) merge(['shell'], [catalog]);
        },
        // Nothing can be drawn without the shell's messages: the error screen says so (and takes
        // a prerendered picture away) rather than a page that never comes.
        (error: unknown) => {
          if (!cancelled) setShellFailure(error instanceof Error ? error : new Error(String(error)));
        },
      );
      // A part that fails here is asked for again by the page that needs it (NeedMessages).
      void afterFirstPaint(2000)
        .then(loadAll)
        .catch(() => undefined);
    } else {
      void loadAll().catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      storedLocale.set(next);
      // At once, not after the next render's effects: a query the switch starts asks in the new language.
      setRequestLocale(next);
      setChosen(next);
      if (user) {
        // The answer is the changed user: no second request to learn what this one said.
        setSignedIn(await apiJson<User>('PUT', `/api/users/${user.id}/language`, { language: LANGUAGE_OF_LOCALE[next] }));
        // The server has written the check-ins' results again in the new language: read them anew.
        await refreshAccountData();
      }
    },
    [user, setSignedIn],
  );

  const need = useCallback(
    (parts: readonly CataloguePart[]) => {
      if (!messages) return null;
      const missing = parts.filter((part) => !messages.parts.has(part));
      if (missing.length === 0) return null;
      const shownLocale = messages.locale;
      const key = `${shownLocale}:${missing.join()}`;
      let pending = asked.current.get(key);
      if (!pending) {
        pending = Promise.all(missing.map((part) => loadPart(shownLocale, part))).then((catalogs) => {
          setMessages((current) => (current?.locale === shownLocale ? withParts(current, missing, catalogs) : current));
        });
        asked.current.set(key, pending);
        // Asked again (after a failed load, say) once this one has settled.
        void pending.then(
          () => asked.current.delete(key),
          () => asked.current.delete(key),
        );
      }
      return pending;
    },
    [messages],
  );

  const value = useMemo(() => ({ locale, setLocale, need }), [locale, setLocale, need]);
  const shown = useMemo(() => (messages ? { locale: messages.locale, messages: messages.catalog } : null), [messages]);
  if (shellFailure && !shown) throw shellFailure;
  if (!shown) return null;
  return (
    <LocaleContext.Provider value={value}>
      {/* Pages wait in NeedMessages for the parts they use. */}
      <MessagesContext.Provider value={shown}>{children}</MessagesContext.Provider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale must be used within a LocaleProvider');
  return ctx;
}

/** Shows its page once these parts of the language's catalogue are there. */
export function NeedMessages({ parts, children }: { parts: readonly CataloguePart[]; children: ReactNode }) {
  const pending = useLocale().need(parts);
  if (pending) use(pending);
  return <>{children}</>;
}

/** Around a page that is not a first page: it shows once every message of the language is there. */
export function AllMessages({ children }: { children: ReactNode }) {
  return <NeedMessages parts={CATALOGUE_PARTS}>{children}</NeedMessages>;
}
