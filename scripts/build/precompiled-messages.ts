import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { partOf, type CataloguePart } from '../../src/client/i18n/first-page-messages.ts';

/** A language's catalogue module (locales/en.ts), which exports the catalogue under its language's name. */
const CATALOG = /[\\/]src[\\/]client[\\/]i18n[\\/]locales[\\/]([a-z]{2,3})\.ts(?:\?(shell|landing|sign-in|api|other-pages))?$/;
const FORMATJS = /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The interface catalogues parsed at build time (issue 14, first page ≤ 100 KB): each message
 * becomes formatjs's AST, so the browser's react-intl runs without the ICU parser (about 7 KB
 * gzip of the first page). As formatjs documents for precompiled messages, the library's own
 * imports of the parser get its `no-parser` build; everything else (our tests, the dev server,
 * which does not use this plugin) keeps the full one.
 *
 * The catalogue is evaluated as the source says (with whatever it imports, through tsx), and the
 * module becomes that one export, `export const en = {...ASTs}`: only the language loader
 * imports it at run time (the catalogue's types are erased).
 *
 * The language loader asks for a catalogue in parts (decisions 0090, 0105, first-page-messages.ts):
 * `en.ts?shell` before the first paint, `en.ts?landing` and `en.ts?sign-in` with their pages,
 * `en.ts?api` and `en.ts?other-pages` after the first paint; each is
 * `export const messages = {...}`. The dev server serves the parts too, parsed the same way: the
 * first pages format them without react-intl (i18n/format-message.ts, decision 0105).
 */
export function precompiledMessages(): Plugin {
  let serving = false;
  return {
    name: 'mtc:precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer, options) {
      if (serving || source !== PARSER || !importer || !FORMATJS.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    async load(id) {
      const match = CATALOG.exec(id);
      if (!match) return null;
      const [, language, part] = match as unknown as [string, string, CataloguePart | undefined];
      if (serving && !part) return null;
      const module = (await tsImport(pathToFileURL(id.split('?')[0]).href, import.meta.url)) as Record<string, unknown>;
      const catalogue = module[language];
      if (!catalogue || typeof catalogue !== 'object') {
        throw new Error(`${path.basename(id)} must export its catalogue as \`${language}\``);
      }
      const messages = part ? partOf(catalogue as Record<string, unknown>, part) : (catalogue as Record<string, unknown>);
      const asts = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          if (typeof text !== 'string') throw new Error(`${path.basename(id)}: message ${key} is not a string`);
          return [key, parse(text)];
        }),
      );
      return { code: `export const ${part ? 'messages' : language} = ${JSON.stringify(asts)};\n`, map: null };
    },
  };
}
