import { createContext, use, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LANGUAGE_OF_LOCALE, localeOfLanguage, type Locale } from '../../contract/person.ts';
import { afterFirstPaint } from '../app/first-paint.ts';
import { useUser } from '../app/user-context.tsx';
import { apiJson, setRequestLocale } from '../lib/api.ts';
import { storedLocale } from '../lib/storage.ts';
import { browserLocale, isLocale, noteAppliedLocale } from './applied-locale.ts';
import type { Catalog } from './locales/en.ts';

type Messages = Partial<Catalog>;

/**
 * Each language's messages load only when that language is used, in two parts (decision 0090):
 * the first pages' messages before the first paint, the others once it has painted.
 */
const CATALOGUES: Record<Locale, { firstPage: () => Promise<Messages>; otherPages: () => Promise<Messages> }> = {
  en: {
    firstPage: () => import('./locales/en.ts?first-page').then((m) => m.messages),
    otherPages: () => import('./locales/en.ts?other-pages').then((m) => m.messages),
  },
  es: {
    firstPage: () => import('./locales/es.ts?first-page').then((m) => m.messages),
    otherPages: () => import('./locales/es.ts?other-pages').then((m) => m.messages),
  },
  zh: {
    // Chinese also loads Noto Sans SC (split by Unicode range, so a page fetches only the glyphs it shows).
    firstPage: () =>
      Promise.all([import('./locales/zh.ts?first-page'), import('@fontsource-variable/noto-sans-sc/index.css')]).then(
        ([m]) => m.messages,
      ),
    otherPages: () => import('./locales/zh.ts?other-pages').then((m) => m.messages),
  },
};

interface LocaleContextValue {
  locale: Locale;
  /** Switches language now; a signed-in consumer's profile language is stored too. */
  setLocale: (locale: Locale) => Promise<void>;
  /** Resolves once every message of the language is there (at once when they are). */
  allMessages: () => Promise<void> | null;
}
const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * The interface language: a signed-in consumer's profile language; otherwise the language chosen
 * with the switcher; otherwise the browser's. `<html lang>` follows it, and every API request
 * carries it as Accept-Language so the server answers engine texts in it.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { user, refresh } = useUser();
  const [chosen, setChosen] = useState<Locale>(() => {
    const stored = storedLocale.get();
    return isLocale(stored) ? stored : browserLocale();
  });
  const locale: Locale = user ? localeOfLanguage(user.language) : chosen;
  const [messages, setMessages] = useState<{ locale: Locale; catalog: Messages; complete: boolean } | null>(null);
  // The other pages' messages of the current language: loading or loaded.
  const otherPages = useRef<{ locale: Locale; done: Promise<void>; wanted: () => void } | null>(null);
  const firstLanguage = useRef(true);

  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
    noteAppliedLocale(locale);
    setRequestLocale(locale);
    const parts = CATALOGUES[locale];
    // The first language paints with its first part and loads the rest after the first paint, or
    // as soon as a page that needs it is opened; a language switched to later comes whole, and
    // the previous one stays on screen until then.
    const initial = firstLanguage.current;
    firstLanguage.current = false;
    let wanted: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      wanted = resolve;
    });
    const first = parts.firstPage();
    const rest = (initial ? Promise.race([afterFirstPaint(2000), asked]) : Promise.resolve()).then(parts.otherPages);
    otherPages.current = {
      locale,
      wanted,
      done: Promise.all([first, rest]).then(([f, r]) => {
        if (!cancelled) setMessages({ locale, catalog: { ...f, ...r }, complete: true });
      }),
    };
    if (initial) {
      void first.then((catalog) => {
        if (!cancelled) setMessages((current) => current ?? { locale, catalog, complete: false });
      });
    }
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      storedLocale.set(next);
      setChosen(next);
      if (user) {
        await apiJson('PUT', `/api/users/${user.id}/language`, { language: LANGUAGE_OF_LOCALE[next] });
        await refresh();
      }
    },
    [user, refresh],
  );

  const complete = messages?.complete === true;
  const allMessages = useCallback(() => {
    if (complete || !otherPages.current) return null;
    otherPages.current.wanted();
    return otherPages.current.done;
  }, [complete]);
  const value = useMemo(() => ({ locale, setLocale, allMessages }), [locale, setLocale, allMessages]);
  if (!messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      {/* Until `complete`, only the first pages' messages: the other pages wait in AllMessages. */}
      <IntlProvider locale={messages.locale} messages={messages.catalog as Catalog} defaultLocale={DEFAULT_LOCALE}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale must be used within a LocaleProvider');
  return ctx;
}

/** Around a page that is not a first page: it shows once every message of the language is there. */
export function AllMessages({ children }: { children: ReactNode }) {
  const pending = useLocale().allMessages();
  if (pending) use(pending);
  return <>{children}</>;
}
