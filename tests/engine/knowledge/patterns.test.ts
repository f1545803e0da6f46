import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
import { ACUPOINTS } from '../../../src/engine/knowledge/acupoints/index.ts';
import { getFormula } from '../../../src/engine/knowledge/formulas/index.ts';
import { HERBS, isHerbId } from '../../../src/engine/knowledge/herbs/index.ts';
import { PATTERN_GROUPS, PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';
import { PATTERN_IDS, type PatternKnowledge } from '../../../src/engine/knowledge/types.ts';
import { isKnownSymptomId } from '../../../src/engine/patterns/symptoms/vocabulary.ts';
import { sharedDataDir } from '../../support/shared-data.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const canonicalFile = path.resolve(sharedDataDir, '../tcm/patterns.json');
const referenceKeys = new Set(
  [...readFileSync(path.join(projectRoot, 'docs/tcm-references.md'), 'utf8').matchAll(/^\|\s*([a-z0-9-]+)\s*\|/gm)].map(
    (m) => m[1],
  ),
);
const TONGUE_VALUES: Record<string, readonly string[]> = {
  bodyColor: BODY_COLORS,
  coating: COATINGS,
  texture: TEXTURES,
  size: TONGUE_SIZES,
  shape: TONGUE_SHAPES,
  moisture: MOISTURES,
  sign: TONGUE_SIGNS,
};
const isTongueFeature = (feature: string) => {
  const [prefix, value, ...rest] = feature.split(':');
  return rest.length === 0 && (TONGUE_VALUES[prefix]?.includes(value) ?? false);
};
/** A dose written into consumer text: '5 g', '10mg', '2 ml', '3 grams', '2 tbsp'. */
const DOSE_IN_TEXT = /\d\s*(g|mg|ml|gramos?|grams?|tbsp|tsp|cucharadas?)\b/i;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim()).length;
const signsOf = (p: PatternKnowledge) => [...p.signs.tongue, ...p.signs.pulse, ...p.signs.symptoms];
const againstOf = (p: PatternKnowledge) => [
  ...(p.against.tongue ?? []),
  ...(p.against.pulse ?? []),
  ...(p.against.symptoms ?? []),
];
const pointCodes = new Set(ACUPOINTS.map((a) => a.code));
const toneless = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Substances the cautions warn against that are not catalogue herbs (Aristolochia sold as mu tong). */
const WARNED_AGAINST = ['guan mu tong'];
/** Catalogue herbs named in an English text by their pinyin ('Zhi Gan Cao'); a name inside a longer one (gan cao in zhi gan cao) is not counted. */
function herbsNamedIn(text: string): string[] {
  const t = toneless(text);
  const names = [
    ...HERBS.map((h) => ({ id: h.id, name: toneless(h.pinyin) })),
    ...WARNED_AGAINST.map((name) => ({ id: '', name })),
  ];
  const spans = names.flatMap(({ id, name }) =>
    [...t.matchAll(new RegExp(`\\b${name.split(/\s+/).join('[ -]')}\\b`, 'g'))].map((m) => ({
      id,
      start: m.index,
      end: m.index + m[0].length,
    })),
  );
  return spans
    .filter((a) => !spans.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start))
    .map((a) => a.id)
    .filter(Boolean);
}

describe('pattern knowledge base', () => {
  it('holds the 32 canonical patterns once each, grouped by organ system and by Qi, Blood and fluids', () => {
    expect(PATTERNS.map((p) => p.id)).toEqual([...PATTERN_IDS]);
    expect(Object.values(PATTERN_GROUPS).flat()).toHaveLength(PATTERN_IDS.length);
    for (const p of PATTERN_GROUPS.liver) expect(p.organs, p.id).toContain('Liver');
    for (const p of PATTERN_GROUPS.heart) expect(p.organs, p.id).toContain('Heart');
    for (const p of PATTERN_GROUPS.lung) expect(p.organs, p.id).toContain('Lung');
    for (const p of PATTERN_GROUPS.kidney) expect(p.organs, p.id).toContain('Kidney');
    for (const p of PATTERN_GROUPS['spleen-stomach']) {
      expect(
        p.organs.some((o) => o === 'Spleen' || o === 'Stomach'),
        p.id,
      ).toBe(true);
    }
  });

  it.skipIf(!existsSync(canonicalFile))('uses the English, Chinese and pinyin names of ../shared/tcm/patterns.json', () => {
    const canonical = JSON.parse(readFileSync(canonicalFile, 'utf8')) as {
      patterns: { id: string; en: string; zh: string; pinyin: string }[];
    };
    for (const p of PATTERNS) {
      const c = canonical.patterns.find((x) => x.id === p.id);
      expect(p.names, p.id).toEqual({ en: c?.en, zh: c?.zh, pinyin: c?.pinyin });
    }
  });

  describe.each(PATTERNS.map((p) => [p.id, p] as const))('%s', (id, p) => {
    it('explains itself to consumers in two to four sentences, with no dose anywhere in consumer text', () => {
      expect(sentences(p.explanation)).toBeGreaterThanOrEqual(2);
      expect(sentences(p.explanation)).toBeLessThanOrEqual(4);
      for (const a of [...p.consumerHerbs, ...p.diet, ...p.lifestyle]) {
        expect(`${a.name} ${a.description}`, a.id).not.toMatch(DOSE_IN_TEXT);
      }
      expect(p.consumerHerbs.length).toBeGreaterThanOrEqual(2);
      expect(p.diet.length).toBeGreaterThanOrEqual(3);
      expect(p.lifestyle.length).toBeGreaterThanOrEqual(3);
    });

    it('gives every advice item a stable, unique id, and names only catalogue herbs in it', () => {
      for (const list of [p.consumerHerbs, p.diet, p.lifestyle]) {
        const ids = list.map((a) => a.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const a of list) for (const herb of a.herbs ?? []) expect(isHerbId(herb), `${a.id}: ${herb}`).toBe(true);
      }
    });

    it('is recognised by valid signs weighted 1-3, never for and against at once', () => {
      for (const { sign } of [...p.signs.tongue, ...(p.against.tongue ?? [])]) expect(isTongueFeature(sign), sign).toBe(true);
      for (const { sign } of [...p.signs.pulse, ...(p.against.pulse ?? [])]) expect(ALL_PULSE_QUALITIES).toContain(sign);
      for (const { sign } of [...p.signs.symptoms, ...(p.against.symptoms ?? [])])
        expect(isKnownSymptomId(sign), sign).toBe(true);
      for (const { weight } of [...signsOf(p), ...againstOf(p)]) expect([1, 2, 3]).toContain(weight);
      const forSigns = signsOf(p).map((s) => s.sign);
      const against = againstOf(p).map((s) => s.sign);
      expect(new Set(forSigns).size).toBe(forSigns.length);
      expect(forSigns.filter((s) => against.includes(s))).toEqual([]);
      if (id !== 'balanced') expect(signsOf(p).some((s) => s.weight === 3)).toBe(true);
    });

    it('keeps its thermal and deficiency/excess character coherent with its signs', () => {
      const forSigns = signsOf(p).map((s) => s.sign);
      if (p.temperature === 'heat') expect(forSigns).not.toContain('bodyColor:pale');
      if (p.temperature === 'cold') expect(forSigns).not.toContain('bodyColor:red');
      if (p.nature === 'deficiency') expect(forSigns).not.toContain('strong');
    });

    it('uses a catalogue formula whose key herbs and modifications fit it (balanced has none)', () => {
      if (id === 'balanced') {
        expect(p.formula).toBeNull();
        return;
      }
      const use = p.formula!;
      const herbs = getFormula(use.formula).herbs.map((h) => h.herb);
      expect(use.keyHerbs.filter((k) => !herbs.includes(k))).toEqual([]);
      expect(use.modifications.length).toBeGreaterThanOrEqual(2);
      for (const m of use.modifications) {
        expect((m.add?.length ?? 0) + (m.remove?.length ?? 0), m.when).toBeGreaterThan(0);
        expect(
          (m.remove ?? []).filter((r) => !herbs.includes(r)),
          m.when,
        ).toEqual([]);
        for (const added of m.add ?? []) {
          expect(isHerbId(added.herb), added.herb).toBe(true);
          expect(herbs, `${added.herb} is already in the formula`).not.toContain(added.herb);
        }
        if (m.forPattern) expect(m.forPattern).not.toBe(id);
      }
    });

    it('names the findings of the presentation each modification for a secondary pattern answers', () => {
      const cardinal = new Set(
        signsOf(p)
          .filter((s) => s.weight === 3)
          .map((s) => s.sign as string),
      );
      for (const m of p.formula?.modifications ?? []) {
        if (!m.forPattern) continue;
        expect(m.findings?.length ?? 0, m.when).toBeGreaterThan(0);
        for (const f of m.findings ?? []) {
          expect(isTongueFeature(f) || ALL_PULSE_QUALITIES.includes(f as never) || isKnownSymptomId(f), `${m.when}: ${f}`).toBe(
            true,
          );
          // A cardinal sign of the main pattern is there without the secondary presentation: it cannot show it.
          expect(cardinal.has(f), `${m.when}: ${f} is a cardinal sign of ${id}`).toBe(false);
        }
      }
    });

    it('lists every herb of a formula of four herbs or fewer among its key herbs, and names in its cautions only herbs of the formula or of an addition', () => {
      if (!p.formula) return;
      const herbs = getFormula(p.formula.formula).herbs.map((h) => h.herb);
      if (herbs.length <= 4) expect([...p.formula.keyHerbs].sort()).toEqual([...herbs].sort());
      const sentences = [p.cautions.longTerm ?? '', ...(p.cautions.other ?? [])].flatMap((t) => t.split(/(?<=\.)\s+/));
      for (const sentence of sentences) {
        for (const herb of herbsNamedIn(sentence)) {
          if (herbs.includes(herb)) continue;
          // A herb outside the formula is named only as an addition or a substitution ('if added', 'add ... such as', 'replace with').
          expect(sentence, `${herb} is not in ${p.formula.formula}`).toMatch(/\b(if added|add|replace|not combined with)\b/i);
        }
      }
    });

    it('uses 5-8 distinct catalogue acupoints, each with a role', () => {
      const codes = p.acupoints.map((a) => a.code);
      if (id !== 'balanced') expect(codes.length).toBeGreaterThanOrEqual(5);
      expect(codes.length).toBeLessThanOrEqual(8);
      expect(new Set(codes).size).toBe(codes.length);
      for (const a of p.acupoints) {
        expect(pointCodes.has(a.code), a.code).toBe(true);
        expect(a.role.length).toBeGreaterThan(5);
      }
    });

    it('states a prognosis and cites only references of docs/tcm-references.md', () => {
      expect(p.prognosis.expectation.length).toBeGreaterThan(10);
      expect(p.prognosis.favourable.length).toBeGreaterThan(0);
      expect(p.prognosis.obstacles.length).toBeGreaterThan(0);
      expect(p.references.filter((r) => !referenceKeys.has(r))).toEqual([]);
    });
  });

  it('gives each pattern its own tongue-pulse-symptom profile', () => {
    const profiles = PATTERNS.map((p) =>
      JSON.stringify(
        signsOf(p)
          .map((s) => s.sign)
          .sort(),
      ),
    );
    expect(new Set(profiles).size).toBe(PATTERNS.length);
  });

  it('marks age and onset prognosis factors as conditional, so they are shown only when they apply', () => {
    const plain = PATTERNS.flatMap((p) => [...p.prognosis.favourable, ...p.prognosis.obstacles]).filter(
      (f): f is string => typeof f === 'string',
    );
    expect(plain.filter((f) => /younger age|advanced age|recent onset|acute onset|long-standing/i.test(f))).toEqual([]);
  });
});
