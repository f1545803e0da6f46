/**
 * Writes src/engine/knowledge/locales/missing-translations.json: the catalogue keys each locale
 * still lacks (missing or stale), the allow-list the translation completeness test accepts.
 * Run after adding translations: `npm run i18n:missing`; the list only ever shrinks to empty.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { translationGaps } from '../src/engine/knowledge/localize/completeness.ts';

const file = path.resolve(import.meta.dirname, '../src/engine/knowledge/locales/missing-translations.json');
const list = Object.fromEntries(
  (['es', 'zh'] as const).map((locale) => {
    const gaps = translationGaps(locale);
    return [locale, [...gaps.missing, ...gaps.stale].sort()];
  }),
);
writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
for (const [locale, keys] of Object.entries(list)) process.stdout.write(`${locale}: ${keys.length} texts still to translate\n`);
