import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';
import { isFirstPageMessage, partOf } from '../../src/client/i18n/first-page-messages.ts';

/**
 * The modules the first pages (/, /login, /practitioner/login, the 404 page) draw with: they
 * paint before the other pages' messages have loaded (decision 0090), so every message they use
 * must be in the first part of the catalogue.
 */
const FIRST_PAGE_MODULES = [
  'src/client/features/practitioner/landing/landing-page.tsx',
  'src/client/features/consumer/auth/login-page.tsx',
  'src/client/features/practitioner/auth/practitioner-login-page.tsx',
  'src/client/features/sign-in/sign-in-options.tsx',
  'src/client/features/sign-in/account-kind.ts',
  'src/client/features/sign-in/page-card.tsx',
  'src/client/features/not-found-page.tsx',
  'src/client/app/auth-layout.tsx',
  'src/client/app/guards.tsx',
  'src/client/components/language-switcher.tsx',
  'src/client/components/ui/card.tsx',
  'src/client/components/ui/button.tsx',
  'src/client/components/ui/form-controls.tsx',
  'src/client/components/ui/toast-viewport.tsx',
  'src/client/i18n/contract-messages.ts',
];

describe('the first pages’ messages', () => {
  it('every message id a first page uses is in the first part of the catalogue', () => {
    const ids = Object.keys(en);
    const used = new Set<string>();
    for (const file of FIRST_PAGE_MODULES) {
      const source = readFileSync(file, 'utf8');
      for (const id of ids) if (source.includes(`'${id}'`) || source.includes(`"${id}"`)) used.add(id);
      // Keys built at run time (`api.${key}`, `language.${l}`): every id under that prefix.
      for (const [, prefix] of source.matchAll(/`([a-zA-Z.]+\.)\$\{/g))
        for (const id of ids) if (id.startsWith(prefix ?? '')) used.add(id);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !isFirstPageMessage(id))).toEqual([]);
  });

  it.each(Object.entries({ en, es, zh }))('the two parts of %s hold every message once', (_, catalogue) => {
    const first = partOf(catalogue, 'first-page');
    const other = partOf(catalogue, 'other-pages');
    expect(Object.keys(first).length).toBeGreaterThan(0);
    expect(Object.keys(other).length).toBeGreaterThan(Object.keys(first).length);
    expect({ ...first, ...other }).toEqual(catalogue);
    expect(Object.keys(first).filter((id) => id in other)).toEqual([]);
  });
});
