import { useEffect, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../contract/person.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/card.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import type { LegalDocument } from './documents/types.ts';

type Kind = 'terms' | 'privacy';

/** Each document loads in the reader's language only, when the page is opened. */
const DOCUMENTS: Record<Kind, Record<Locale, () => Promise<LegalDocument>>> = {
  terms: {
    en: () => import('./documents/terms.en.ts').then((m) => m.terms),
    es: () => import('./documents/terms.es.ts').then((m) => m.terms),
    zh: () => import('./documents/terms.zh.ts').then((m) => m.terms),
  },
  privacy: {
    en: () => import('./documents/privacy.en.ts').then((m) => m.privacy),
    es: () => import('./documents/privacy.es.ts').then((m) => m.privacy),
    zh: () => import('./documents/privacy.zh.ts').then((m) => m.privacy),
  },
};

/** Terms of Service and Privacy Policy: public pages, in the reader's language. */
export function LegalPage({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [doc, setDoc] = useState<LegalDocument | null>(null);
  useEffect(() => {
    let cancelled = false;
    void DOCUMENTS[kind][locale]().then((d) => {
      if (!cancelled) setDoc(d);
    });
    return () => {
      cancelled = true;
    };
  }, [kind, locale]);

  return (
    <main className="mx-auto min-h-screen max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          ← {intl.formatMessage({ id: 'legal.back' })}
        </Button>
        <LanguageSwitcher />
      </div>
      {doc ? (
        <article className="space-y-5">
          <header className="space-y-1">
            <h1 className="text-2xl font-bold">{doc.title}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {intl.formatMessage(
                { id: 'legal.updated' },
                { date: <FormattedDate value={new Date(doc.updated)} dateStyle="long" timeZone="UTC" /> },
              )}
            </p>
          </header>
          {doc.sections.map((section) => (
            <section key={section.heading} className="space-y-2">
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="text-sm leading-relaxed text-slate-700 dark:text-slate-200">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      ) : (
        <Spinner />
      )}
    </main>
  );
}
