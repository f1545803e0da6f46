import { describe, expect, it } from 'vitest';
import { ACUPOINTS, getAcupoint } from '../../../src/engine/knowledge/acupoints/index.ts';
import { FORMULAS } from '../../../src/engine/knowledge/formulas/index.ts';
import { HERBS } from '../../../src/engine/knowledge/herbs/index.ts';
import { CATALOGUES } from '../../../src/engine/knowledge/localize/translator-for.ts';
import type { Translate } from '../../../src/engine/knowledge/localize/translate.ts';
import {
  localizeAcupoint,
  localizeFormulaName,
  localizeHerb,
  localizePattern,
} from '../../../src/engine/knowledge/localize/views.ts';
import { PATTERNS, getPattern } from '../../../src/engine/knowledge/patterns/index.ts';
import { CCMQ_ITEMS } from '../../../src/engine/constitution/ccmq-items.ts';
import { CONSTITUTION_ADVICE } from '../../../src/engine/constitution/constitution-advice.ts';

/*
 * The engine's texts per language, a sample per pattern (issue 13): every text of every
 * pattern renders from the Spanish and the Chinese catalogue (no English fallback), the
 * Chinese ones are written in Chinese, and the terms practitioners expect are there.
 */

/** A translator that marks a text the catalogue lacks (or holds for an older English) instead of falling back. */
function strict(locale: 'es' | 'zh'): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, en, facts) => {
    const fact = facts?.[locale];
    if (fact) return fact;
    const entry = catalogue[key];
    return entry && entry.en === en ? entry.text : `MISSING ${key}`;
  };
}

/** Every string of a localized pattern that is a translated text (ids, codes, pinyin and Chinese facts left out). */
function textsOf(view: ReturnType<typeof localizePattern>): string[] {
  return [
    view.name,
    view.explanation,
    view.principle.text,
    ...view.organs,
    ...view.pathogenicFactors,
    ...[...view.consumerHerbs, ...view.diet, ...view.lifestyle].flatMap((a) => [a.name, a.description]),
    ...view.acupoints.flatMap((a) => [a.role, a.location]),
    ...view.modifications,
    ...(view.cautions.longTerm ? [view.cautions.longTerm] : []),
    ...view.cautions.other,
    view.prognosis.expectation,
    ...[...view.prognosis.favourable, ...view.prognosis.obstacles].map((f) => f.text),
  ];
}

const HAN = /\p{Script=Han}/u;
/** Second-person advice in a masculine-only form: a reflexive or 'estés/estar' followed by a masculine adjective or participle. */
const ADDRESSED_AS_A_MAN =
  /\b(mantente|mantenerse|quédate|sentirte|te sientes|te pones|ponerse|estés|estar|estás)\s+(\w+\s+)?(activo|abrigado|lleno|sentado|alterado|resfriado|cansado|decaído|tranquilo|relajado|hidratado|tenso|nervioso|ansioso)\b/iu;

describe.each(PATTERNS.map((p) => p.id))('pattern %s', (id) => {
  const pattern = getPattern(id);

  it('renders every text from the Spanish catalogue', () => {
    const texts = textsOf(localizePattern(pattern, strict('es')));
    expect(texts.filter((t) => t.startsWith('MISSING'))).toEqual([]);
    expect(texts.filter((t) => HAN.test(t))).toEqual([]);
  });

  it('speaks to the Spanish reader without assuming a man (no "Mantente abrigado", "sentirte lleno")', () => {
    const view = localizePattern(pattern, strict('es'));
    const advice = [
      view.explanation,
      ...[...view.consumerHerbs, ...view.diet, ...view.lifestyle].flatMap((a) => [a.name, a.description]),
    ];
    expect(advice.filter((t) => ADDRESSED_AS_A_MAN.test(t))).toEqual([]);
  });

  it('renders every text in Chinese', () => {
    const texts = textsOf(localizePattern(pattern, strict('zh')));
    expect(texts.filter((t) => t.startsWith('MISSING'))).toEqual([]);
    expect(texts.filter((t) => !HAN.test(t))).toEqual([]);
  });
});

describe('terms practitioners expect', () => {
  it('speaks of 脾气虚, 健脾益气, 四君子汤 and 足三里 ST36 in Chinese', () => {
    const zh = localizePattern(getPattern('spleen-qi-deficiency'), strict('zh'));
    expect(zh.name).toBe('脾气虚');
    expect(zh.principle.text).toBe('健脾益气');
    expect(zh.organs).toEqual(['脾', '胃']);
    const st36 = zh.acupoints.find((a) => a.code === 'ST36')!;
    expect(st36.zh).toBe('足三里');
    expect(st36.location).toContain('犊鼻（ST35）下3寸');
    expect(
      localizeFormulaName(
        FORMULAS.find((f) => f.id === 'si-jun-zi-tang')!,
        strict('zh'),
      ).name,
    ).toBe('四君子汤');
  });

  it('uses the Spanish practitioners’ terms', () => {
    const es = localizePattern(getPattern('spleen-qi-deficiency'), strict('es'));
    expect(es.name).toBe('Deficiencia de Qi de Bazo');
    expect(es.principle.text).toBe('Tonificar el Qi de Bazo');
    expect(es.acupoints.find((a) => a.code === 'SP3')!.role).toMatch(/^Punto Yuan \(fuente\) del Bazo/);
    expect(localizePattern(getPattern('liver-qi-stagnation'), strict('es')).principle.text).toBe(
      'Suavizar el Hígado y regular el Qi',
    );
    expect(
      localizeFormulaName(
        FORMULAS.find((f) => f.id === 'si-jun-zi-tang')!,
        strict('es'),
      ).name,
    ).toBe('Decocción de los Cuatro Caballeros');
  });

  it('keeps codes, pinyin and Latin names, and translates every herb, formula and point text', () => {
    for (const locale of ['es', 'zh'] as const) {
      const t = strict(locale);
      const herbs = HERBS.map((h) => localizeHerb(h, t));
      expect(JSON.stringify(herbs)).not.toContain('MISSING');
      expect(herbs.find((h) => h.id === 'ren-shen')!.latin).toBe('Radix et Rhizoma Ginseng');
      expect(JSON.stringify(FORMULAS.map((f) => localizeFormulaName(f, t)))).not.toContain('MISSING');
      const points = ACUPOINTS.map((a) => localizeAcupoint(a, t));
      expect(JSON.stringify(points)).not.toContain('MISSING');
      expect(localizeAcupoint(getAcupoint('LR3'), t).pinyin).toBe(getAcupoint('LR3').pinyin);
    }
    expect(
      localizeHerb(
        HERBS.find((h) => h.id === 'dang-gui')!,
        strict('zh'),
      ).cautions.bleeding,
    ).toMatch(/抗血小板/);
    expect(
      localizeHerb(
        HERBS.find((h) => h.id === 'dang-gui')!,
        strict('es'),
      ).name,
    ).toBe('Raíz de angélica china');
  });
});

describe('the constitution questionnaire and its advice in Spanish', () => {
  it('ask and advise without assuming a man (no "¿Te pones tenso…?", "mantenerse abrigado")', () => {
    const texts = JSON.stringify([CCMQ_ITEMS, CONSTITUTION_ADVICE]).split('","');
    expect(texts.filter((t) => ADDRESSED_AS_A_MAN.test(t))).toEqual([]);
  });
});
