import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATTERNS_B } from '../../../src/engine/patterns/knowledge/patterns-b.ts';
import { PATTERN_IDS, type FormulaHerb, type PatternKnowledge } from '../../../src/engine/patterns/knowledge/types.ts';
import { isKnownSymptomId } from '../../../src/engine/patterns/symptoms/vocabulary.ts';
import {
  ALL_PULSE_QUALITIES,
  BODY_COLORS,
  COATINGS,
  MOISTURES,
  TEXTURES,
  TONGUE_SHAPES,
  TONGUE_SIGNS,
  TONGUE_SIZES,
} from '../../../src/contract/assessment.ts';
import { sharedDataDir } from '../../support/shared-data.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Part B owns the canonical ids from 'heart-spleen-deficiency' to the end of patterns.json. */
const PART_B_IDS = PATTERN_IDS.slice(PATTERN_IDS.indexOf('heart-spleen-deficiency'));

const TONGUE_VALUES: Record<string, readonly string[]> = {
  bodyColor: BODY_COLORS,
  coating: COATINGS,
  texture: TEXTURES,
  size: TONGUE_SIZES,
  shape: TONGUE_SHAPES,
  moisture: MOISTURES,
  sign: TONGUE_SIGNS,
};

/** WHO 2008 standard codes (TE for the Triple Burner) plus EX- extra points. */
const WHO_POINT_CODE = /^(LU|LI|ST|SP|HT|SI|BL|KI|PC|TE|GB|LR|CV|GV)\d{1,2}$|^EX-(HN|CA|B|UE|LE)\d{1,2}$/;

/** Minerals, shells and fossils are dosed higher than plant material (Bensky, Chinese Pharmacopoeia). */
const MINERAL_LATIN = /Gypsum|Talcum|Concha|Fossilia|Os |Magnetitum|Haematitum|Margarita|Calcitum|Halloysitum/;

/** A dose written into consumer text: '5 g', '10mg', '2 ml', '3 grams', '2 tbsp'. */
const DOSE_IN_TEXT = /\d\s*(g|mg|ml|gramos?|grams?|tbsp|tsp|cucharadas?)\b/i;

const CJK = /^[\u4e00-\u9fff]+$/;
const TONE_MARK = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/;

const nonBalanced = PATTERNS_B.filter((p) => p.id !== 'balanced');
const withFormula = PATTERNS_B.filter(
  (p): p is PatternKnowledge & { formula: NonNullable<PatternKnowledge['formula']> } => p.formula !== null,
);

function allHerbs(p: PatternKnowledge): FormulaHerb[] {
  if (!p.formula) return [];
  return [...p.formula.herbs, ...p.formula.modifications.flatMap((m) => m.add ?? [])];
}

function tonelessId(pinyin: string): string {
  return pinyin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
}

describe('pattern knowledge, part B', () => {
  it('holds exactly the 16 part-B canonical patterns, in patterns.json order', () => {
    expect(PATTERNS_B.map((p) => p.id)).toEqual(PART_B_IDS);
  });

  it('uses the exact English, Chinese and pinyin names of ../shared/tcm/patterns.json', () => {
    const file = path.resolve(sharedDataDir, '../tcm/patterns.json');
    if (!existsSync(file)) {
      if (process.env.CI === 'true') throw new Error(`${file} is missing; under CI=true it is required.`);
      console.warn(`NOTE: ${file} is missing; canonical name check skipped.`);
      return;
    }
    const canonical = JSON.parse(readFileSync(file, 'utf8')) as {
      patterns: { id: string; en: string; zh: string; pinyin: string }[];
    };
    for (const p of PATTERNS_B) {
      const c = canonical.patterns.find((x) => x.id === p.id);
      expect(c, p.id).toBeDefined();
      expect({ en: p.names.en, zh: p.names.zh, pinyin: p.names.pinyin }, p.id).toEqual({
        en: c!.en,
        zh: c!.zh,
        pinyin: c!.pinyin,
      });
      expect(p.names.es.length, p.id).toBeGreaterThan(3);
    }
  });

  it('explains every pattern to consumers in two to four sentences, in English and in Spanish', () => {
    for (const p of PATTERNS_B) {
      for (const text of [p.explanation.en, p.explanation.es]) {
        expect(sentences(text), `${p.id}: ${text}`).toBeGreaterThanOrEqual(2);
        expect(sentences(text), `${p.id}: ${text}`).toBeLessThanOrEqual(4);
      }
      expect(p.explanation.es).not.toEqual(p.explanation.en);
    }
  });

  it('gives every pattern at least 3 valid tongue signs, and every disharmony a pulse and 5+ symptoms', () => {
    for (const p of PATTERNS_B) {
      expect(p.signs.tongue.length, p.id).toBeGreaterThanOrEqual(3);
      for (const { sign } of [...p.signs.tongue, ...(p.against.tongue ?? [])]) {
        const [kind, value] = sign.split(':');
        expect(TONGUE_VALUES[kind!], `${p.id}: ${sign}`).toContain(value);
      }
      for (const { sign } of [...p.signs.pulse, ...(p.against.pulse ?? [])]) {
        expect(ALL_PULSE_QUALITIES as readonly string[], `${p.id}: ${sign}`).toContain(sign);
      }
    }
    for (const p of nonBalanced) {
      expect(p.signs.pulse.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.signs.symptoms.length, p.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('weights signs 1-3 and names at least one cardinal (weight 3) sign for each disharmony', () => {
    for (const p of PATTERNS_B) {
      const all = [
        ...p.signs.tongue,
        ...p.signs.pulse,
        ...p.signs.symptoms,
        ...(p.against.tongue ?? []),
        ...(p.against.pulse ?? []),
        ...(p.against.symptoms ?? []),
      ];
      for (const s of all) expect([1, 2, 3], `${p.id}: ${s.sign}`).toContain(s.weight);
    }
    for (const p of nonBalanced) {
      const cardinal = [...p.signs.tongue, ...p.signs.pulse, ...p.signs.symptoms].filter((s) => s.weight === 3);
      expect(cardinal.length, p.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('never lists the same sign both for and against a pattern, nor twice in one list', () => {
    for (const p of PATTERNS_B) {
      for (const kind of ['tongue', 'pulse', 'symptoms'] as const) {
        const pro = p.signs[kind].map((s) => s.sign as string);
        const con = (p.against[kind] ?? []).map((s) => s.sign as string);
        expect(
          pro.filter((s) => con.includes(s)),
          `${p.id} ${kind}`,
        ).toEqual([]);
        expect(new Set(pro).size, `${p.id} ${kind}`).toBe(pro.length);
        expect(new Set(con).size, `${p.id} ${kind}`).toBe(con.length);
      }
    }
  });

  it("keeps signs coherent with each pattern's temperature and nature", () => {
    for (const p of PATTERNS_B) {
      const pro = new Set<string>([...p.signs.tongue, ...p.signs.pulse, ...p.signs.symptoms].map((s) => s.sign));
      if (p.temperature === 'heat') {
        for (const s of ['bodyColor:pale', 'moisture:wet', 'slow', 'cold-limbs', 'clear-copious-urine'])
          expect(pro.has(s), `${p.id} lists ${s}`).toBe(false);
      }
      if (p.temperature === 'cold') {
        for (const s of ['bodyColor:red', 'bodyColor:deep-red', 'coating:yellow', 'rapid', 'thirst'])
          expect(pro.has(s), `${p.id} lists ${s}`).toBe(false);
      }
      if (p.nature === 'deficiency') {
        for (const s of ['strong', 'full']) expect(pro.has(s), `${p.id} lists ${s}`).toBe(false);
      }
      if (p.nature === 'excess') {
        for (const s of ['weak', 'empty']) expect(pro.has(s), `${p.id} lists ${s}`).toBe(false);
      }
    }
  });

  it('uses only kebab-case symptom ids that the symptom vocabulary defines', () => {
    const unknown = new Set<string>();
    for (const p of PATTERNS_B) {
      for (const { sign } of [...p.signs.symptoms, ...(p.against.symptoms ?? [])]) {
        expect(sign).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        if (!isKnownSymptomId(sign)) unknown.add(sign);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('gives every disharmony a formula and only "balanced" none', () => {
    for (const p of PATTERNS_B) expect(p.formula === null, p.id).toBe(p.id === 'balanced');
  });

  it('names each formula herb by toneless pinyin id, with Chinese, Latin and a plausible daily dose', () => {
    for (const p of withFormula) {
      expect(p.formula.herbs.length, p.id).toBeGreaterThanOrEqual(3);
      expect(
        p.formula.herbs.some((h) => h.role === 'chief'),
        `${p.id} has a chief`,
      ).toBe(true);
      expect(CJK.test(p.formula.name.zh), p.id).toBe(true);
      expect(TONE_MARK.test(p.formula.name.pinyin), p.id).toBe(true);
      expect(p.formula.source, p.id).toBeTruthy();
      for (const h of allHerbs(p)) {
        const where = `${p.id}: ${h.id}`;
        expect(h.id, where).toBe(tonelessId(h.pinyin));
        expect(TONE_MARK.test(h.pinyin), where).toBe(true);
        expect(CJK.test(h.zh), where).toBe(true);
        expect(h.latin, where).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
        const [min, max] = h.doseG;
        expect(min, where).toBeGreaterThanOrEqual(0.5);
        expect(min, where).toBeLessThanOrEqual(max);
        expect(max, where).toBeLessThanOrEqual(MINERAL_LATIN.test(h.latin) ? 60 : 30);
      }
      const ids = p.formula.herbs.map((h) => h.id);
      expect(new Set(ids).size, `${p.id} herbs unique`).toBe(ids.length);
    }
  });

  it('describes the same herb identically wherever part B uses it', () => {
    const seen = new Map<string, string>();
    for (const p of withFormula) {
      for (const h of allHerbs(p)) {
        const record = `${h.pinyin} | ${h.zh} | ${h.latin}`;
        expect(seen.get(h.id) ?? record, `${p.id}: ${h.id}`).toBe(record);
        seen.set(h.id, record);
      }
    }
  });

  it('picks key herbs from the formula and offers 2-4 modifications that change it', () => {
    for (const p of withFormula) {
      const ids = p.formula.herbs.map((h) => h.id);
      expect(p.formula.keyHerbs.length, p.id).toBeGreaterThanOrEqual(1);
      expect(
        p.formula.keyHerbs.filter((k) => !ids.includes(k)),
        `${p.id} key herbs`,
      ).toEqual([]);
      expect(p.formula.modifications.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.formula.modifications.length, p.id).toBeLessThanOrEqual(4);
      for (const m of p.formula.modifications) {
        expect((m.add?.length ?? 0) + (m.remove?.length ?? 0), `${p.id}: ${m.when}`).toBeGreaterThan(0);
        expect(
          (m.remove ?? []).filter((r) => !ids.includes(r)),
          `${p.id}: ${m.when}`,
        ).toEqual([]);
        if (m.forPattern) {
          expect(PATTERN_IDS as readonly string[], `${p.id}: ${m.when}`).toContain(m.forPattern);
          expect(m.forPattern, `${p.id}: ${m.when}`).not.toBe(p.id);
        }
      }
    }
  });

  it('lists 5-8 acupoints with WHO codes for each disharmony', () => {
    for (const p of PATTERNS_B) {
      const codes = p.acupoints.map((a) => a.code);
      if (p.id !== 'balanced') expect(codes.length, p.id).toBeGreaterThanOrEqual(5);
      expect(codes.length, p.id).toBeLessThanOrEqual(8);
      expect(new Set(codes).size, `${p.id} unique points`).toBe(codes.length);
      for (const a of p.acupoints) {
        expect(a.code, p.id).toMatch(WHO_POINT_CODE);
        expect(TONE_MARK.test(a.pinyin), `${p.id}: ${a.code}`).toBe(true);
        expect(a.location.length, `${p.id}: ${a.code}`).toBeGreaterThan(10);
        expect(a.role.length, `${p.id}: ${a.code}`).toBeGreaterThan(5);
      }
    }
  });

  it('gives bilingual consumer herbs, diet and lifestyle advice without any dose', () => {
    for (const p of PATTERNS_B) {
      expect(p.consumerHerbs.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.consumerHerbs.length, p.id).toBeLessThanOrEqual(3);
      for (const list of [p.diet, p.lifestyle]) {
        expect(list.length, p.id).toBeGreaterThanOrEqual(3);
        expect(list.length, p.id).toBeLessThanOrEqual(4);
      }
      for (const a of [...p.consumerHerbs, ...p.diet, ...p.lifestyle]) {
        for (const text of [a.name.en, a.name.es, a.description.en, a.description.es, p.explanation.en, p.explanation.es]) {
          expect(text.trim().length, p.id).toBeGreaterThan(0);
          expect(text, p.id).not.toMatch(DOSE_IN_TEXT);
        }
        expect(a.description.es, `${p.id}: ${a.name.en}`).not.toEqual(a.description.en);
      }
    }
  });

  it('warns about pregnancy and long-term use for every formula, and about bleeding when it moves Blood', () => {
    const bloodMovers = ['tao-ren', 'hong-hua', 'dang-gui', 'chuan-xiong', 'dan-shen', 'chi-shao', 'mu-dan-pi'];
    for (const p of withFormula) {
      expect(p.cautions.pregnancy, p.id).toBeTruthy();
      expect(p.cautions.longTerm, p.id).toBeTruthy();
      const movers = p.formula.herbs.filter((h) => bloodMovers.includes(h.id));
      if (movers.length > 0) {
        expect(p.cautions.bleedingRisk, p.id).toBeTruthy();
        // The warning names at least one of the herbs it is about ('dang gui', 'tao ren'...).
        expect(
          movers.some((h) => p.cautions.bleedingRisk!.toLowerCase().includes(h.id.replace(/-/g, ' '))),
          p.id,
        ).toBe(true);
      }
      if (p.formula.herbs.some((h) => h.id === 'ma-huang')) {
        expect((p.cautions.other ?? []).join(' '), p.id).toMatch(/ephedrine/i);
      }
    }
  });

  it('states a prognosis, a treatment principle in three scripts, and cites known references', () => {
    const referenceDoc = readFileSync(path.join(projectRoot, 'docs/tcm-references.md'), 'utf8');
    const keys = new Set([...referenceDoc.matchAll(/^\|\s*([a-z0-9-]+)\s*\|/gm)].map((m) => m[1]));
    expect(keys.size).toBeGreaterThan(5);
    for (const p of PATTERNS_B) {
      expect(p.prognosis.expectation.length, p.id).toBeGreaterThan(10);
      expect(p.prognosis.favourable.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.prognosis.obstacles.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.treatmentPrinciple.en.length, p.id).toBeGreaterThan(5);
      expect(p.treatmentPrinciple.zh, p.id).toMatch(/[\u4e00-\u9fff]/);
      expect(TONE_MARK.test(p.treatmentPrinciple.pinyin), p.id).toBe(true);
      expect(p.references.length, p.id).toBeGreaterThanOrEqual(3);
      expect(
        p.references.filter((r) => !keys.has(r)),
        p.id,
      ).toEqual([]);
    }
  });
});
