import { useContext, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../contract/person.ts';
import type { Catalog } from './locales/en.ts';
import { MessagesContext } from './use-t.ts';

/**
 * react-intl's provider for the pages that use `useIntl` (dates, numbers, lists and messages),
 * fed with LocaleProvider's language and messages. It loads with the first page that is not a
 * first page (OtherPage), so the first pages paint without react-intl (issue 14, decision 0105).
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const ctx = useContext(MessagesContext);
  if (!ctx) throw new Error('IntlRoot must be used within a LocaleProvider');
  return (
    <IntlProvider locale={ctx.locale} messages={ctx.messages as unknown as Catalog} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}
