import { describe, expect, it } from 'vitest';
import { ACUPOINTS, getAcupoint } from '../../../src/engine/knowledge/acupoints/index.ts';
import { FORMULAS, getFormula } from '../../../src/engine/knowledge/formulas/index.ts';
import { findHerb, getHerb, HERBS, isHerbId } from '../../../src/engine/knowledge/herbs/index.ts';
import { PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';

const TONE_MARK = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/;
const HAN = /^\p{Script=Han}+$/u;
const LATIN = /^[A-Z][a-z]+( [A-Za-z]+)*$/;
/** Minerals, shells and fossils are dosed higher than plant material (Bensky, Chinese Pharmacopoeia). */
const MINERAL_LATIN = /Gypsum|Talcum|Concha|Fossilia|Magnetitum|Haematitum/;
/** Plant herbs whose Chinese Pharmacopoeia (2020) daily range goes beyond 30 g. */
const HIGH_DOSE_PLANTS = new Set(['jin-qian-cao', 'huang-qi', 'dang-shen', 'lu-gen', 'yi-mu-cao']);
const toneless = (pinyin: string) => pinyin.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, '-');

/** Every herb id the knowledge base refers to: formulas, modifications, key herbs, consumer advice. */
function referencedHerbIds(): { id: string; where: string }[] {
  return [
    ...FORMULAS.flatMap((f) => f.herbs.map((h) => ({ id: h.herb, where: f.id }))),
    ...PATTERNS.flatMap((p) => [
      ...(p.formula?.keyHerbs ?? []).map((id) => ({ id, where: `${p.id} key herbs` })),
      ...(p.formula?.modifications ?? []).flatMap((m) => (m.add ?? []).map((h) => ({ id: h.herb, where: `${p.id}: ${m.when}` }))),
      ...p.consumerHerbs.flatMap((a) => (a.herbs ?? []).map((id) => ({ id, where: `${p.id}: ${a.id}` }))),
    ]),
  ];
}

describe('herb catalogue', () => {
  it('holds each herb once, named by toneless pinyin, with Chinese, Latin and an English name', () => {
    const ids = HERBS.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const h of HERBS) {
      expect(h.id, h.id).toBe(toneless(h.pinyin));
      expect(TONE_MARK.test(h.pinyin), h.id).toBe(true);
      expect(h.zh, h.id).toMatch(HAN);
      expect(h.latin, h.id).toMatch(LATIN);
      expect(h.english.length, h.id).toBeGreaterThan(2);
      expect(h.flavours.length, h.id).toBeGreaterThan(0);
    }
  });

  it('knows every herb the formulas, modifications and consumer advice refer to', () => {
    expect(referencedHerbIds().filter((r) => !isHerbId(r.id))).toEqual([]);
  });

  it('fails loudly on an unknown herb id, and reads processed forms as the raw herb', () => {
    expect(() => getHerb('not-a-herb')).toThrow(/Unknown herb id 'not-a-herb'/);
    expect(findHerb('jiu-dang-gui')?.id).toBe('dang-gui');
    expect(findHerb('hong-shen')?.id).toBe('ren-shen');
    expect(findHerb('zhi-gan-cao')?.id).toBe('zhi-gan-cao');
    expect(findHerb('not-a-herb')).toBeUndefined();
  });

  it('writes the pregnancy cautions of the references: strong Blood movers, purgatives and aconite are contraindicated', () => {
    for (const id of ['tao-ren', 'hong-hua', 'da-huang', 'fu-zi', 'niu-xi', 'chuan-niu-xi', 'yi-mu-cao', 'qu-mai']) {
      expect(getHerb(id).cautions.pregnancy?.level, id).toBe('avoid');
    }
    for (const id of ['dang-gui', 'chuan-xiong', 'ban-xia', 'gan-cao'])
      expect(getHerb(id).cautions.pregnancy?.level, id).toBe('caution');
    expect(getHerb('fu-ling').cautions.pregnancy).toBeUndefined();
  });

  it('gives a bleeding caution to every herb in an antiplatelet interaction class', () => {
    for (const h of HERBS) {
      const antiplatelet = h.interactionClasses.some((c) => c === 'blood-moving' || c === 'warfarin-potentiating');
      expect(Boolean(h.cautions.bleeding), h.id).toBe(antiplatelet);
    }
  });

  it('notes the breastfeeding cautions of the references (barley sprout stops lactation)', () => {
    expect(getHerb('mai-ya').cautions.breastfeeding).toMatch(/milk/);
    expect(getHerb('da-huang').cautions.breastfeeding).toBeTruthy();
    expect(getHerb('bai-zhu').cautions.breastfeeding).toBeUndefined();
  });
});

describe('formula catalogue', () => {
  it('holds each formula once, with a chief herb, a source and plausible daily doses', () => {
    const ids = FORMULAS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FORMULAS) {
      expect(f.id).toBe(toneless(f.name.pinyin));
      expect(f.name.zh, f.id).toMatch(HAN);
      expect(f.source, f.id).toBeTruthy();
      expect(f.herbs.length, f.id).toBeGreaterThanOrEqual(3);
      expect(
        f.herbs.some((h) => h.role === 'chief'),
        f.id,
      ).toBe(true);
      const herbs = f.herbs.map((h) => h.herb);
      expect(new Set(herbs).size, f.id).toBe(herbs.length);
    }
    const allUses = [
      ...FORMULAS.flatMap((f) => f.herbs),
      ...PATTERNS.flatMap((p) => p.formula?.modifications.flatMap((m) => m.add ?? []) ?? []),
    ];
    for (const use of allUses) {
      const [min, max] = use.doseG;
      expect(min, use.herb).toBeGreaterThanOrEqual(0.5);
      expect(min, use.herb).toBeLessThanOrEqual(max);
      const limit = MINERAL_LATIN.test(getHerb(use.herb).latin) ? 60 : HIGH_DOSE_PLANTS.has(use.herb) ? 60 : 30;
      expect(max, use.herb).toBeLessThanOrEqual(limit);
    }
    expect(() => getFormula('no-such-tang')).toThrow(/Unknown formula/);
  });

  it('is shared: one composition serves every pattern that uses the formula', () => {
    const users = PATTERNS.filter((p) => p.formula?.formula === 'long-dan-xie-gan-tang').map((p) => p.id);
    expect(users).toEqual(['liver-fire-blazing', 'liver-gallbladder-damp-heat']);
  });
});

describe('acupoint catalogue', () => {
  it('holds each point once with its WHO code, pinyin, Chinese name and location', () => {
    const codes = ACUPOINTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of ACUPOINTS) {
      expect(a.code).toMatch(/^(LU|LI|ST|SP|HT|SI|BL|KI|PC|TE|GB|LR|CV|GV)\d{1,2}$|^EX-(HN|CA|B|UE|LE)\d{1,2}$/);
      expect(TONE_MARK.test(a.pinyin), a.code).toBe(true);
      expect(a.zh, a.code).toMatch(HAN);
      expect(a.location.length, a.code).toBeGreaterThan(10);
    }
    expect(getAcupoint('ST36').zh).toBe('足三里');
    expect(() => getAcupoint('ST99')).toThrow(/Unknown acupoint/);
  });
});
