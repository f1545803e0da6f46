import { getAcupoint } from '../acupoints/index.ts';
import type { Acupoint, Advice, Formula, Herb, PatternKnowledge, PrognosisCondition, PrognosisFactor } from '../types.ts';
import { keyPart, type Translate } from './translate.ts';

/*
 * Localized views of the knowledge base: the same facts with every user-visible text
 * rendered by a Translate (see ./translate.ts). One function per kind of record; each
 * names the catalogue key of every text it renders, so running them with a recording
 * translator lists every English text (./english-texts.ts).
 */

/** A herb as a reader of one locale sees it. */
export interface LocalizedHerb {
  id: string;
  pinyin: string;
  zh: string;
  latin: string;
  /** Common name in the locale (Chinese: the Chinese name). */
  name: string;
  cautions: {
    pregnancy?: { level: 'avoid' | 'caution'; reason: string };
    breastfeeding?: string;
    bleeding?: string;
    longTerm?: string;
  };
}

/** A herb's texts in a locale. */
export function localizeHerb(h: Herb, t: Translate): LocalizedHerb {
  const k = `herb.${h.id}`;
  const c = h.cautions;
  return {
    id: h.id,
    pinyin: h.pinyin,
    zh: h.zh,
    latin: h.latin,
    name: t(`${k}.name`, h.english, { zh: h.zh }),
    cautions: {
      ...(c.pregnancy
        ? { pregnancy: { level: c.pregnancy.level, reason: t(`${k}.caution.pregnancy`, c.pregnancy.reason) } }
        : {}),
      ...(c.breastfeeding ? { breastfeeding: t(`${k}.caution.breastfeeding`, c.breastfeeding) } : {}),
      ...(c.bleeding ? { bleeding: t(`${k}.caution.bleeding`, c.bleeding) } : {}),
      ...(c.longTerm ? { longTerm: t(`${k}.caution.long-term`, c.longTerm) } : {}),
    },
  };
}

/** A formula's name in a locale (Chinese: the Chinese name), with pinyin and Chinese kept. */
export function localizeFormulaName(f: Formula, t: Translate): { name: string; pinyin: string; zh: string } {
  return { name: t(`formula.${f.id}.name`, f.name.en, { zh: f.name.zh }), pinyin: f.name.pinyin, zh: f.name.zh };
}

/** An acupoint's location in a locale. */
export function localizeAcupoint(a: Acupoint, t: Translate): Acupoint {
  return { ...a, location: t(`acupoint.${a.code}.location`, a.location) };
}

/** A term of the knowledge base (organ, pathogenic factor) in a locale. */
export function localizeTerm(term: string, t: Translate): string {
  return t(`term.${keyPart(term)}`, term);
}

/** A consumer advice item in a locale. */
export interface LocalizedAdvice {
  id: string;
  name: string;
  description: string;
  herbs: readonly string[];
  movesBlood?: true;
}

/** A prognosis factor in a locale, with the condition under which it applies. */
export interface LocalizedFactor {
  text: string;
  onlyIf?: PrognosisCondition;
}

/** A pattern as a reader of one locale sees it. */
export interface LocalizedPattern {
  id: string;
  /** Name in the locale (Chinese: the Chinese name). */
  name: string;
  names: { en: string; zh: string; pinyin: string };
  explanation: string;
  principle: { text: string; zh: string; pinyin: string };
  organs: string[];
  pathogenicFactors: string[];
  consumerHerbs: LocalizedAdvice[];
  diet: LocalizedAdvice[];
  lifestyle: LocalizedAdvice[];
  /** Points with their catalogue data and this pattern's role for them. */
  acupoints: (Acupoint & { role: string })[];
  /** The 'when' of each formula modification, in the order of the pattern's formula. */
  modifications: string[];
  cautions: { longTerm?: string; other: string[] };
  prognosis: { expectation: string; favourable: LocalizedFactor[]; obstacles: LocalizedFactor[] };
}

function advice(key: string, items: readonly Advice[], t: Translate): LocalizedAdvice[] {
  return items.map((a) => ({
    id: a.id,
    name: t(`${key}.${a.id}.name`, a.name),
    description: t(`${key}.${a.id}.description`, a.description),
    herbs: a.herbs ?? [],
    ...(a.movesBlood ? { movesBlood: true as const } : {}),
  }));
}

function factors(key: string, items: readonly PrognosisFactor[], t: Translate): LocalizedFactor[] {
  return items.map((f, i) =>
    typeof f === 'string' ? { text: t(`${key}.${i}`, f) } : { text: t(`${key}.${i}`, f.text), onlyIf: f.onlyIf },
  );
}

/** Every user-visible text of a pattern in a locale (names, advice, points, cautions, prognosis). */
/** A pattern's name in the reader's language alone (labels and lists need no more of it). */
export function localizePatternName(p: PatternKnowledge, t: Translate): string {
  return t(`pattern.${p.id}.name`, p.names.en, { zh: p.names.zh });
}

/** A pattern's treatment principle in the reader's language, with its Chinese and pinyin. */
export function localizePrinciple(p: PatternKnowledge, t: Translate): LocalizedPattern['principle'] {
  return {
    text: t(`pattern.${p.id}.principle`, p.treatmentPrinciple.en, { zh: p.treatmentPrinciple.zh }),
    zh: p.treatmentPrinciple.zh,
    pinyin: p.treatmentPrinciple.pinyin,
  };
}

export function localizePattern(p: PatternKnowledge, t: Translate): LocalizedPattern {
  const k = `pattern.${p.id}`;
  return {
    id: p.id,
    name: localizePatternName(p, t),
    names: { ...p.names },
    explanation: t(`${k}.explanation`, p.explanation),
    principle: localizePrinciple(p, t),
    organs: p.organs.map((o) => localizeTerm(o, t)),
    pathogenicFactors: p.pathogenicFactors.map((f) => localizeTerm(f, t)),
    consumerHerbs: advice(`${k}.consumer-herbs`, p.consumerHerbs, t),
    diet: advice(`${k}.diet`, p.diet, t),
    lifestyle: advice(`${k}.lifestyle`, p.lifestyle, t),
    acupoints: p.acupoints.map((use) => ({
      ...localizeAcupoint(getAcupoint(use.code), t),
      role: t(`${k}.acupoint.${use.code}`, use.role),
    })),
    modifications: (p.formula?.modifications ?? []).map((m, i) => t(`${k}.modification.${i}`, m.when)),
    cautions: {
      ...(p.cautions.longTerm ? { longTerm: t(`${k}.caution.long-term`, p.cautions.longTerm) } : {}),
      other: (p.cautions.other ?? []).map((o, i) => t(`${k}.caution.other.${i}`, o)),
    },
    prognosis: {
      expectation: t(`${k}.prognosis.expectation`, p.prognosis.expectation),
      favourable: factors(`${k}.prognosis.favourable`, p.prognosis.favourable, t),
      obstacles: factors(`${k}.prognosis.obstacles`, p.prognosis.obstacles, t),
    },
  };
}
