import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../src/client/app/error-boundary.tsx';
import { appliedLocale, noteAppliedLocale } from '../../src/client/i18n/applied-locale.ts';

/** The outermost boundary's screen after it caught `error` (what a user sees). */
function caughtScreen(error: Error): string {
  const boundary = new ErrorBoundary({ children: null });
  boundary.state = ErrorBoundary.getDerivedStateFromError(error);
  return renderToStaticMarkup(<>{boundary.render()}</>);
}

describe('the outermost error screen', () => {
  // A Vitest worker keeps this module for its next file (isolate: false): leave English applied.
  afterAll(() => noteAppliedLocale('en'));

  it.each([
    ['en', 'Something went wrong.', 'Try again'],
    ['es', 'Algo salió mal.', 'Intentar de nuevo'],
    ['zh', '出错了。', '重试'],
  ] as const)('speaks the language the app applied (%s), as an alert with the details', (locale, title, retry) => {
    noteAppliedLocale(locale);
    const html = caughtScreen(new Error('boom 42'));
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain(`<h1 class="text-2xl font-bold">${title}</h1>`);
    expect(html).toContain(`>${retry}</button>`);
    expect(html).toContain('boom 42');
    if (locale !== 'en') expect(html).not.toMatch(/Something went wrong|Try again/);
  });

  it('before the app applied a language, takes the chosen one, else the browser’s', () => {
    expect(appliedLocale({ applied: null, stored: 'zh', languages: ['es-ES'] })).toBe('zh');
    expect(appliedLocale({ applied: null, stored: null, languages: ['fr-FR', 'es-MX'] })).toBe('es');
    expect(appliedLocale({ applied: null, stored: 'xx', languages: ['de'] })).toBe('en');
    expect(appliedLocale({ applied: 'es', stored: 'zh', languages: ['zh-CN'] })).toBe('es');
  });
});
