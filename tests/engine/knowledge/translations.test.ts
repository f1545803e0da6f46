import { describe, expect, it } from 'vitest';
import MISSING from '../../../src/engine/knowledge/locales/missing-translations.json';
import { translationGaps } from '../../../src/engine/knowledge/localize/completeness.ts';
import { englishTexts } from '../../../src/engine/knowledge/localize/english-texts.ts';
import { translatorFor, CATALOGUES } from '../../../src/engine/knowledge/localize/translator-for.ts';
import { catalogueTranslator } from '../../../src/engine/knowledge/localize/translate.ts';
import { localizePattern } from '../../../src/engine/knowledge/localize/views.ts';
import { getPattern } from '../../../src/engine/knowledge/patterns/index.ts';

/*
 * Translation completeness. Every English text of the knowledge base and of the engine's
 * wording needs a Spanish and a Chinese catalogue entry (a Chinese name that is a fact of the
 * data needs none). While the catalogues are being filled, the keys still to translate are
 * listed in src/engine/knowledge/locales/missing-translations.json (regenerate it with
 * `npm run i18n:missing`): a key missing and not listed fails, and so does a key listed
 * although translated, so the list can only shrink to empty.
 */
const allowList: Record<'es' | 'zh', readonly string[]> = MISSING;

describe.each(['es', 'zh'] as const)('the %s catalogue', (locale) => {
  const gaps = translationGaps(locale);
  const allowed = new Set(allowList[locale]);
  const toTranslate = [...gaps.missing, ...gaps.stale];

  it('translates every English text, except the keys of the allow-list', () => {
    expect(toTranslate.filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('has an allow-list that names only texts still untranslated (remove translated keys)', () => {
    expect(allowList[locale].filter((key) => !toTranslate.includes(key))).toEqual([]);
  });

  it('holds no orphan entry: every key names a current English text', () => {
    expect(gaps.orphans).toEqual([]);
  });

  it('holds no empty translation', () => {
    expect(Object.entries(CATALOGUES[locale]).filter(([, entry]) => entry.text.trim() === '')).toEqual([]);
  });
});

describe('localized views', () => {
  it('renders a pattern in Spanish from the catalogue and keeps the Chinese name as a fact', () => {
    const es = localizePattern(getPattern('spleen-qi-deficiency'), translatorFor('es'));
    expect(es.name).toBe('Deficiencia de Qi de Bazo');
    expect(es.explanation).toMatch(/^En la medicina china/);
    const zh = localizePattern(getPattern('spleen-qi-deficiency'), translatorFor('zh'));
    expect(zh.name).toBe('脾气虚');
    expect(zh.principle.text).toBe('健脾益气');
  });

  it('falls back to English for a stale entry: a changed English text never shows an old translation', () => {
    const t = catalogueTranslator('es', { 'pattern.x.name': { en: 'Old English', text: 'Viejo' } });
    expect(t('pattern.x.name', 'Old English')).toBe('Viejo');
    expect(t('pattern.x.name', 'New English')).toBe('New English');
  });

  it('gives every English text one key, and finds the texts of patterns, herbs, formulas, points, red flags and messages', () => {
    const texts = englishTexts();
    expect(new Set(texts.map((t) => t.key)).size).toBe(texts.length);
    for (const prefix of ['pattern.', 'herb.', 'formula.', 'acupoint.', 'red-flag.', 'message.', 'term.']) {
      expect(
        texts.some((t) => t.key.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});
