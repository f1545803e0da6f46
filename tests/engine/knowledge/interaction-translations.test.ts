import { describe, expect, it } from 'vitest';
import { INTERACTIONS } from '../../../src/engine/knowledge/interactions/table.ts';
import { interactionEnglishTexts } from '../../../src/engine/knowledge/interactions/localize.ts';
import { ES_INTERACTIONS } from '../../../src/engine/knowledge/locales/es/interactions.ts';
import { ZH_INTERACTIONS } from '../../../src/engine/knowledge/locales/zh/interactions.ts';

/*
 * Completeness of the herb-drug table's translations: every effect and advice text has a
 * Spanish and a Chinese entry translated from its current English, under the key
 * `interaction.<row id>.<effect|advice>`, and the catalogues hold nothing else.
 * (Once englishTexts() lists these texts, translations.test.ts covers them as well.)
 */
describe.each([
  ['es', ES_INTERACTIONS],
  ['zh', ZH_INTERACTIONS],
] as const)('the %s interaction catalogue', (_locale, catalogue) => {
  const texts = interactionEnglishTexts();

  it('translates every effect and advice of the table from its current English', () => {
    expect(texts.filter((t) => catalogue[t.key] === undefined).map((t) => t.key)).toEqual([]);
    expect(texts.filter((t) => catalogue[t.key] && catalogue[t.key].en !== t.en).map((t) => t.key)).toEqual([]);
  });

  it('holds no orphan and no empty entry', () => {
    const keys = new Set(texts.map((t) => t.key));
    expect(Object.keys(catalogue).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.entries(catalogue).filter(([, entry]) => entry.text.trim() === '')).toEqual([]);
  });
});

describe('interaction row ids', () => {
  it('are unique and name the drug class they are about', () => {
    const ids = INTERACTIONS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of INTERACTIONS) expect(row.id.startsWith(`${row.drugClass}-`), row.id).toBe(true);
  });
});
