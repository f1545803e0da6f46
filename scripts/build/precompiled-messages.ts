import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]client[\\/]i18n[\\/]locales[\\/][a-z-]+\.ts$/;
const FORMATJS = /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The interface catalogues parsed at build time (issue 14, first page ≤ 100 KB): each message
 * becomes formatjs's AST, so the browser's react-intl runs without the ICU parser (about 7 KB
 * gzip of the first page). As formatjs documents for precompiled messages, the library's own
 * imports of the parser get its `no-parser` build; everything else (our tests, the dev server,
 * which does not use this plugin) keeps the full one.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'mtc:precompiled-messages',
    apply: 'build',
    enforce: 'post',
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer || !FORMATJS.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    async transform(code, id) {
      if (!CATALOG.test(id)) return null;
      // By now the catalogue is plain JavaScript with no imports (types are erased): evaluate it.
      const catalogues = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
        string,
        Record<string, string>
      >;
      const exported = Object.entries(catalogues).map(([name, messages]) => {
        const asts = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
        return `export const ${name} = ${JSON.stringify(asts)};`;
      });
      return { code: exported.join('\n'), map: null };
    },
  };
}
