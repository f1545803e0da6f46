import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
import { PATTERNS_A } from '../../../src/engine/patterns/knowledge/patterns-a.ts';
import { PATTERN_IDS } from '../../../src/engine/patterns/knowledge/types.ts';
import type { Advice, FormulaHerb, PatternKnowledge } from '../../../src/engine/patterns/knowledge/types.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const canonicalPath = path.join(projectRoot, '../shared/tcm/patterns.json');
const referencesDoc = readFileSync(path.join(projectRoot, 'docs/tcm-references.md'), 'utf8');
const referenceKeys = new Set([...referencesDoc.matchAll(/^\|\s*([a-z0-9-]+)\s*\|/gm)].map((m) => m[1]));

const PART_A_IDS = [
  'liver-qi-stagnation',
  'liver-qi-stagnation-spleen-deficiency',
  'liver-blood-deficiency',
  'liver-yang-rising',
  'liver-fire-blazing',
  'liver-gallbladder-damp-heat',
  'spleen-qi-deficiency',
  'spleen-yang-deficiency',
  'cold-damp-encumbering-spleen',
  'spleen-stomach-damp-heat',
  'stomach-fire',
  'stomach-yin-deficiency',
  'food-stagnation',
  'heart-blood-deficiency',
  'heart-yin-deficiency',
  'heart-fire-blazing',
];

/** Every value a `TongueFeature` may carry, by prefix, from the SPEC §5 contract. */
const TONGUE_VALUES: Record<string, readonly string[]> = {
  bodyColor: BODY_COLORS,
  coating: COATINGS,
  texture: TEXTURES,
  size: TONGUE_SIZES,
  shape: TONGUE_SHAPES,
  moisture: MOISTURES,
  sign: TONGUE_SIGNS,
};
const isValidTongueFeature = (feature: string): boolean => {
  const [prefix, value, ...rest] = feature.split(':');
  return rest.length === 0 && prefix !== undefined && value !== undefined && (TONGUE_VALUES[prefix]?.includes(value) ?? false);
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ACUPOINT_CODE = /^(LU|LI|ST|SP|HT|SI|BL|KI|PC|TE|GB|LR|CV|GV)\d+$|^EX-(HN|CA|B|UE|LE)\d+$/;
const DOSE_UNIT = /\d\s*(mg|g|ml|gram|grams|gramos|cucharad\w*|teaspoon\w*|tablespoon\w*)\b|\smg\b|\sg\s/i;
const MINERAL_OR_SHELL = /^(Concha|Fossilia|Gypsum|Os |Magnetitum|Haematitum)/;
/** Plant herbs whose Chinese Pharmacopoeia (2020) daily range goes beyond 30 g. */
const HIGH_DOSE_PLANTS = new Set(['jin-qian-cao']);

const byId = new Map(PATTERNS_A.map((p) => [p.id, p]));
const signsOf = (p: PatternKnowledge) => [...p.signs.tongue, ...p.signs.pulse, ...p.signs.symptoms];
const againstOf = (p: PatternKnowledge) => [
  ...(p.against.tongue ?? []),
  ...(p.against.pulse ?? []),
  ...(p.against.symptoms ?? []),
];
const allHerbs = (p: PatternKnowledge): FormulaHerb[] =>
  p.formula ? [...p.formula.herbs, ...p.formula.modifications.flatMap((m) => m.add ?? [])] : [];
const adviceTexts = (items: Advice[]) => items.flatMap((a) => [a.name.en, a.name.es, a.description.en, a.description.es]);
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;

describe('knowledge base part A', () => {
  it('holds exactly the 16 part-A patterns, in canonical order, each a known pattern id', () => {
    expect(PATTERNS_A.map((p) => p.id)).toEqual(PART_A_IDS);
    for (const p of PATTERNS_A) expect(PATTERN_IDS).toContain(p.id);
  });

  describe.skipIf(!existsSync(canonicalPath))('names match ../shared/tcm/patterns.json', () => {
    const canonical = existsSync(canonicalPath)
      ? (
          JSON.parse(readFileSync(canonicalPath, 'utf8')) as {
            patterns: { id: string; en: string; zh: string; pinyin: string }[];
          }
        ).patterns
      : [];
    it.each(PART_A_IDS)('%s carries the canonical English, Chinese and pinyin names', (id) => {
      const entry = canonical.find((c) => c.id === id);
      const pattern = byId.get(id as PatternKnowledge['id']);
      expect(entry, `${id} missing from patterns.json`).toBeDefined();
      expect(pattern?.names).toMatchObject({ en: entry?.en, zh: entry?.zh, pinyin: entry?.pinyin });
      expect(pattern?.names.es.length).toBeGreaterThan(3);
    });
  });

  describe.each(PART_A_IDS)('%s', (id) => {
    const p = byId.get(id as PatternKnowledge['id'])!;

    it('explains itself to consumers in two or three sentences, in English and Spanish', () => {
      for (const text of [p.explanation.en, p.explanation.es]) {
        expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
        expect(sentenceCount(text)).toBeLessThanOrEqual(3);
      }
      expect(p.explanation.es).not.toEqual(p.explanation.en);
    });

    it('is recognised by valid tongue, pulse and symptom signs with weights 1-3 and at least one cardinal sign', () => {
      expect(p.signs.tongue.length).toBeGreaterThanOrEqual(3);
      expect(p.signs.pulse.length).toBeGreaterThanOrEqual(1);
      expect(p.signs.symptoms.length).toBeGreaterThanOrEqual(6);
      for (const { sign } of [...p.signs.tongue, ...(p.against.tongue ?? [])])
        expect(isValidTongueFeature(sign), sign).toBe(true);
      for (const { sign } of [...p.signs.pulse, ...(p.against.pulse ?? [])]) expect(ALL_PULSE_QUALITIES).toContain(sign);
      for (const { sign } of [...p.signs.symptoms, ...(p.against.symptoms ?? [])]) expect(sign).toMatch(KEBAB);
      for (const { weight } of [...signsOf(p), ...againstOf(p)]) expect([1, 2, 3]).toContain(weight);
      expect(signsOf(p).some((s) => s.weight === 3)).toBe(true);
    });

    it('never lists a sign twice, nor the same sign both for and against', () => {
      const forSigns = signsOf(p).map((s) => s.sign);
      const againstSigns = againstOf(p).map((s) => s.sign);
      expect(new Set(forSigns).size).toBe(forSigns.length);
      expect(new Set(againstSigns).size).toBe(againstSigns.length);
      expect(forSigns.filter((s) => againstSigns.includes(s))).toEqual([]);
      expect(againstSigns.length).toBeGreaterThanOrEqual(3);
    });

    it('keeps its thermal and deficiency/excess character coherent with its signs', () => {
      const forSigns = signsOf(p).map((s) => s.sign);
      const againstSigns = againstOf(p).map((s) => s.sign);
      if (p.temperature === 'heat') {
        expect(forSigns).not.toContain('bodyColor:pale');
        expect(forSigns).not.toContain('slow');
        expect(
          againstSigns.some((s) => ['bodyColor:pale', 'aversion-to-cold', 'cold-limbs', 'slow', 'moisture:wet'].includes(s)),
        ).toBe(true);
      }
      if (p.temperature === 'cold') {
        expect(forSigns).not.toContain('bodyColor:red');
        expect(forSigns).not.toContain('rapid');
        expect(againstSigns.some((s) => ['bodyColor:red', 'coating:yellow', 'rapid', 'thirst'].includes(s))).toBe(true);
      }
      if (p.nature === 'deficiency') {
        expect(forSigns).not.toContain('strong');
        expect(againstSigns.some((s) => s === 'strong' || s === 'full')).toBe(true);
      }
      if (p.nature === 'excess') expect(forSigns).not.toContain('weak');
      expect(p.organs.length).toBeGreaterThan(0);
      expect(p.pathogenicFactors.length).toBeGreaterThan(0);
    });

    it('has a treatment principle and a complete main formula with plausible doses', () => {
      expect(p.treatmentPrinciple.zh).toMatch(/\p{Script=Han}/u);
      const formula = p.formula!;
      expect(formula).not.toBeNull();
      expect(formula.name.zh).toMatch(/\p{Script=Han}/u);
      expect(formula.source).toBeTruthy();
      expect(formula.herbs.length).toBeGreaterThanOrEqual(4);
      expect(formula.herbs.some((h) => h.role === 'chief')).toBe(true);
      const ids = formula.herbs.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const herb of allHerbs(p)) {
        expect(herb.id, herb.id).toMatch(KEBAB);
        expect(herb.zh, herb.id).toMatch(/^\p{Script=Han}+$/u);
        expect(herb.latin, herb.id).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
        const [min, max] = herb.doseG;
        expect(min, herb.id).toBeLessThanOrEqual(max);
        expect(min, herb.id).toBeGreaterThanOrEqual(0.5);
        expect(max, herb.id).toBeLessThanOrEqual(60);
        // Above 30 g only for minerals, shells and the few light plant herbs the Pharmacopoeia doses that high.
        if (!MINERAL_OR_SHELL.test(herb.latin) && !HIGH_DOSE_PLANTS.has(herb.id)) expect(max, herb.id).toBeLessThanOrEqual(30);
      }
      for (const key of formula.keyHerbs) expect(ids).toContain(key);
      expect(formula.keyHerbs.length).toBeGreaterThanOrEqual(2);
    });

    it('offers 2-4 modifications that only remove herbs the formula has and point to other known patterns', () => {
      const formula = p.formula!;
      expect(formula.modifications.length).toBeGreaterThanOrEqual(2);
      expect(formula.modifications.length).toBeLessThanOrEqual(4);
      const ids = formula.herbs.map((h) => h.id);
      for (const mod of formula.modifications) {
        expect(mod.when.length).toBeGreaterThan(5);
        expect((mod.add?.length ?? 0) + (mod.remove?.length ?? 0)).toBeGreaterThan(0);
        for (const removed of mod.remove ?? []) expect(ids).toContain(removed);
        for (const added of mod.add ?? []) expect(ids, `${added.id} is already in the formula`).not.toContain(added.id);
        if (mod.forPattern) {
          expect(PATTERN_IDS).toContain(mod.forPattern);
          expect(mod.forPattern).not.toBe(p.id);
        }
      }
    });

    it('lists 5-8 distinct acupoints with WHO codes, a location and a role', () => {
      expect(p.acupoints.length).toBeGreaterThanOrEqual(5);
      expect(p.acupoints.length).toBeLessThanOrEqual(8);
      const codes = p.acupoints.map((a) => a.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const point of p.acupoints) {
        expect(point.code).toMatch(ACUPOINT_CODE);
        expect(point.pinyin.length).toBeGreaterThan(2);
        expect(point.location.length).toBeGreaterThan(10);
        expect(point.role.length).toBeGreaterThan(5);
      }
    });

    it('gives consumer advice in both languages without any dose', () => {
      expect(p.consumerHerbs.length).toBeGreaterThanOrEqual(2);
      expect(p.consumerHerbs.length).toBeLessThanOrEqual(3);
      expect(p.diet.length).toBeGreaterThanOrEqual(3);
      expect(p.diet.length).toBeLessThanOrEqual(4);
      expect(p.lifestyle.length).toBeGreaterThanOrEqual(3);
      expect(p.lifestyle.length).toBeLessThanOrEqual(4);
      const texts = [p.explanation.en, p.explanation.es, ...adviceTexts([...p.consumerHerbs, ...p.diet, ...p.lifestyle])];
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThan(2);
        expect(text, text).not.toMatch(DOSE_UNIT);
      }
    });

    it('states its pregnancy and long-term cautions and a prognosis', () => {
      expect(p.cautions.pregnancy?.length ?? 0).toBeGreaterThan(20);
      expect(p.cautions.longTerm?.length ?? 0).toBeGreaterThan(20);
      expect(p.prognosis.expectation.length).toBeGreaterThan(10);
      expect(p.prognosis.favourable.length).toBeGreaterThan(0);
      expect(p.prognosis.obstacles.length).toBeGreaterThan(0);
    });

    it('names a bleeding-risk caution whenever its formula holds a Blood-moving herb', () => {
      const bloodMovers = [
        'dang-gui',
        'chuan-xiong',
        'dan-shen',
        'tao-ren',
        'hong-hua',
        'yi-mu-cao',
        'chuan-niu-xi',
        'mu-dan-pi',
        'yan-hu-suo',
        'yu-jin',
      ];
      if (p.formula!.herbs.some((h) => bloodMovers.includes(h.id)))
        expect(p.cautions.bleedingRisk?.length ?? 0).toBeGreaterThan(20);
    });

    it('cites only references listed in docs/tcm-references.md', () => {
      expect(p.references.length).toBeGreaterThanOrEqual(3);
      for (const key of p.references) expect(referenceKeys, key).toContain(key);
    });
  });

  it('describes each herb the same way wherever it appears (Chinese, pinyin and Latin names)', () => {
    const seen = new Map<string, { zh: string; pinyin: string; latin: string; where: string }>();
    for (const p of PATTERNS_A) {
      for (const herb of allHerbs(p)) {
        const first = seen.get(herb.id);
        if (!first) {
          seen.set(herb.id, { zh: herb.zh, pinyin: herb.pinyin, latin: herb.latin, where: p.id });
          continue;
        }
        expect({ zh: herb.zh, pinyin: herb.pinyin, latin: herb.latin }, `${herb.id} in ${p.id} vs ${first.where}`).toEqual({
          zh: first.zh,
          pinyin: first.pinyin,
          latin: first.latin,
        });
      }
    }
  });

  it('gives each pattern its own tongue-pulse-symptom profile', () => {
    const profiles = PATTERNS_A.map((p) => JSON.stringify([...signsOf(p)].map((s) => s.sign).sort()));
    expect(new Set(profiles).size).toBe(PATTERNS_A.length);
  });
});
