import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';
import { CATALOGUE_PARTS, partOf, partOfMessage, type CataloguePart } from '../../src/client/i18n/first-page-messages.ts';

/**
 * The modules each first page (/, /login, /practitioner/login, the 404 page) draws with: it paints
 * with the shell's messages and its own part of the catalogue (decisions 0090 and 0105), before the
 * other parts have loaded, so every message it uses must be in those.
 */
const SHELL_MODULES = [
  'src/client/app/guards.tsx',
  'src/client/app/route-error.tsx',
  'src/client/components/language-switcher.tsx',
  'src/client/components/ui/card.tsx',
  'src/client/components/ui/button.tsx',
  'src/client/components/ui/toast-viewport.tsx',
  'src/client/app/auth-layout.tsx',
];
const SIGN_IN_MODULES = [
  'src/client/features/sign-in/sign-in-options.tsx',
  'src/client/features/sign-in/account-kind.ts',
  'src/client/features/sign-in/page-card.tsx',
  'src/client/components/ui/form-controls.tsx',
  'src/client/i18n/error-text-later.ts',
];
const FIRST_PAGES: { modules: string[]; parts: CataloguePart[] }[] = [
  { modules: ['src/client/features/not-found-page.tsx', ...SHELL_MODULES], parts: ['shell'] },
  { modules: ['src/client/features/practitioner/landing/landing-page.tsx', ...SHELL_MODULES], parts: ['shell', 'landing'] },
  {
    modules: ['src/client/features/consumer/auth/login-page.tsx', ...SIGN_IN_MODULES, ...SHELL_MODULES],
    parts: ['shell', 'sign-in'],
  },
  {
    modules: ['src/client/features/practitioner/auth/practitioner-login-page.tsx', ...SIGN_IN_MODULES, ...SHELL_MODULES],
    parts: ['shell', 'sign-in'],
  },
];

/** The message ids a module names, or builds at run time (`api.${key}`: every id under that prefix). */
function idsUsedBy(file: string, ids: string[]): string[] {
  const used = new Set<string>();
  const source = readFileSync(file, 'utf8');
  for (const id of ids) if (source.includes(`'${id}'`) || source.includes(`"${id}"`)) used.add(id);
  for (const [, prefix] of source.matchAll(/`([a-zA-Z.]+\.)\$\{/g))
    for (const id of ids) if (id.startsWith(prefix ?? '')) used.add(id);
  return [...used];
}

describe('the first pages’ messages', () => {
  it.each(FIRST_PAGES.map((page) => [page.modules[0], page] as const))(
    'every message id %s uses is in the shell or its own part',
    (_, { modules, parts }) => {
      const ids = Object.keys(en);
      const used = modules.flatMap((file) => idsUsedBy(file, ids));
      expect(used.length).toBeGreaterThan(3);
      expect(used.filter((id) => !parts.includes(partOfMessage(id)))).toEqual([]);
    },
  );

  it('the messages of the contract and the server are their own part', () => {
    const api = Object.keys(en).filter((id) => id.startsWith('api.'));
    expect(api.length).toBeGreaterThan(50);
    expect(api.filter((id) => partOfMessage(id) !== 'api')).toEqual([]);
  });

  it.each(Object.entries({ en, es, zh }))('the parts of %s hold every message once', (_, catalogue) => {
    const parts = CATALOGUE_PARTS.map((part) => partOf(catalogue, part));
    for (const part of parts) expect(Object.keys(part).length).toBeGreaterThan(0);
    expect(Object.assign({}, ...parts)).toEqual(catalogue);
    expect(parts.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(Object.keys(catalogue).length);
  });
});
