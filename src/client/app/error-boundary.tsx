import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { removeFirstPaint } from './first-paint-html.ts';
import type { Locale } from '../../contract/person.ts';
import { appliedLocale } from '../i18n/applied-locale.ts';

interface State {
  error: Error | null;
}

/**
 * This screen's own words: the outermost boundary sits outside the LocaleProvider (and must
 * work when the catalogues failed to load), so its two texts are a fixed table. English is the
 * SPEC §2 wording.
 */
export const ERROR_SCREEN_TEXT: Record<Locale, { title: string; retry: string }> = {
  en: { title: 'Something went wrong.', retry: 'Try again' },
  es: { title: 'Algo salió mal.', retry: 'Intentar de nuevo' },
  zh: { title: '出错了。', retry: '重试' },
};

/** The error screen in a language: the title, the error's details and 'Try again' back to /. */
export function ErrorScreen({ error, locale }: { error: Error; locale: Locale }) {
  const text = ERROR_SCREEN_TEXT[locale];
  // A prerendered first page (decision 0106) must not stay on screen above the error.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <div
      role="alert"
      lang={locale === 'zh' ? 'zh-Hans' : locale}
      className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <pre className="max-h-48 w-full overflow-auto rounded bg-slate-100 p-3 text-left text-xs dark:bg-slate-800">
        {error.message}
      </pre>
      <button
        type="button"
        className="rounded-md bg-brand-700 px-4 py-2 text-white"
        onClick={() => {
          window.location.href = '/';
        }}
      >
        {text.retry}
      </button>
    </div>
  );
}

/**
 * SPEC §2: 'Something went wrong.' with the details and 'Try again' back to /, in the user's
 * language (the one the app last applied, else the chosen one, else the browser's).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen error={this.state.error} locale={appliedLocale()} />;
  }
}
