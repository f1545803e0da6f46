import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LANGUAGE_OF_LOCALE, localeOfLanguage, type Locale } from '../../contract/person.ts';
import { useUser } from '../app/user-context.tsx';
import { apiJson, setRequestLocale } from '../lib/api.ts';
import { storedLocale } from '../lib/storage.ts';
import { browserLocale, isLocale, noteAppliedLocale } from './applied-locale.ts';
import type { Catalog } from './locales/en.ts';

/** Each language's messages load only when that language is used (one chunk per locale). */
const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  es: () => import('./locales/es.ts').then((m) => m.es),
  // Chinese also loads Noto Sans SC (split by Unicode range, so a page fetches only the glyphs it shows).
  zh: () => Promise.all([import('./locales/zh.ts'), import('@fontsource-variable/noto-sans-sc/index.css')]).then(([m]) => m.zh),
};

interface LocaleContextValue {
  locale: Locale;
  /** Switches language now; a signed-in consumer's profile language is stored too. */
  setLocale: (locale: Locale) => Promise<void>;
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
  const [messages, setMessages] = useState<{ locale: Locale; catalog: Catalog } | null>(null);

  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
    noteAppliedLocale(locale);
    setRequestLocale(locale);
    void LOADERS[locale]().then((catalog) => {
      if (!cancelled) setMessages({ locale, catalog });
    });
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

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  if (!messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={messages.locale} messages={messages.catalog} defaultLocale={DEFAULT_LOCALE}>
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
