import { describe, expect, it } from 'vitest';
import { CCMQ_ITEM_COUNT, CONSTITUTION_IDS, type ConstitutionId } from '../../../src/contract/constitution.ts';
import { LOCALES } from '../../../src/contract/person.ts';
import { CCMQ_ITEMS } from '../../../src/engine/constitution/ccmq-items.ts';
import { balancedVerdict, biasedVerdict, scoreCcmq, transformedScore } from '../../../src/engine/constitution/score-ccmq.ts';

const answers = (value: number, overrides: Record<number, number> = {}) =>
  Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), overrides[i + 1] ?? value]));
const scoreOf = (r: ReturnType<typeof scoreCcmq>, id: ConstitutionId) => r.scores.find((s) => s.id === id)!;

describe('CCMQ (ZYYXH/T157-2009)', () => {
  it('has the standard 60 questions in three languages, with the standard number of questions per constitution', () => {
    expect(CCMQ_ITEMS).toHaveLength(CCMQ_ITEM_COUNT);
    expect(CCMQ_ITEMS.map((i) => i.n)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const per = Object.fromEntries(
      CONSTITUTION_IDS.map((id) => [id, CCMQ_ITEMS.filter((i) => i.counts.some((c) => c.id === id)).length]),
    );
    expect(per).toEqual({
      balanced: 8,
      'qi-deficient': 8,
      'yang-deficient': 7,
      'yin-deficient': 8,
      'phlegm-dampness': 8,
      'damp-heat': 6,
      'blood-stasis': 7,
      'qi-stagnation': 7,
      'inherited-special': 7,
    });
    // Balanced's shared questions are the reversed ones.
    expect(CCMQ_ITEMS.filter((i) => i.counts.some((c) => c.id === 'balanced' && c.reversed)).map((i) => i.n)).toEqual([
      2, 3, 4, 5, 7, 8,
    ]);
    for (const item of CCMQ_ITEMS) for (const l of LOCALES) expect(item.text[l].trim(), `${item.n} ${l}`).not.toBe('');
  });

  it('transformed score = (raw − items) / (items × 4) × 100', () => {
    expect(transformedScore(8, 8)).toBe(0);
    expect(transformedScore(40, 8)).toBe(100);
    expect(transformedScore(14, 6)).toBeCloseTo(33.33, 2);
  });

  it('every answer "somewhat" (3): each biased constitution scores 50 and "is"; balanced scores 50 and "is not"', () => {
    const r = scoreCcmq(answers(3));
    for (const s of r.scores) expect(s.transformed).toBe(50);
    expect(scoreOf(r, 'balanced').verdict).toBe('not');
    for (const id of CONSTITUTION_IDS.slice(1)) expect(scoreOf(r, id).verdict).toBe('is');
    expect(r.biased).toHaveLength(8);
  });

  it('every answer "not at all" (1): balanced raw 32 (two 1s and six reversed 5s), 75, "is"; every biased 0', () => {
    const r = scoreCcmq(answers(1));
    expect(scoreOf(r, 'balanced')).toMatchObject({ raw: 32, items: 8, transformed: 75, verdict: 'is' });
    for (const id of CONSTITUTION_IDS.slice(1)) expect(scoreOf(r, id)).toMatchObject({ transformed: 0, verdict: 'not' });
    expect(r.primary).toBe('balanced');
    expect(r.biased).toEqual([]);
  });

  it('a tired, breathless person: qi-deficient raw 36 of 8 questions, 87.5, "is"; yang-deficient 10.7 (shares question 12)', () => {
    const r = scoreCcmq(answers(1, { 2: 5, 3: 5, 9: 5, 10: 4, 11: 4, 12: 4, 13: 4, 14: 5 }));
    expect(scoreOf(r, 'qi-deficient')).toMatchObject({ raw: 36, transformed: 87.5, verdict: 'is' });
    expect(scoreOf(r, 'yang-deficient')).toMatchObject({ raw: 10, items: 7, transformed: 10.7, verdict: 'not' });
    // Balanced: 1 + 1 (questions 1, 6) + 1 + 1 (2 and 3 reversed from 5) + 5 × 4 (4, 5, 7, 8 reversed from 1) = 24 -> 50.
    expect(scoreOf(r, 'balanced')).toMatchObject({ raw: 24, transformed: 50, verdict: 'not' });
    expect(r.primary).toBe('qi-deficient');
  });

  it('damp-heat (6 questions): raw 14 is 33.3 and "tends to"; raw 13 is 29.2 and "is not"', () => {
    const tends = scoreCcmq(answers(1, { 36: 3, 37: 3, 38: 3, 39: 2, 40: 2, 41: 1 }));
    expect(scoreOf(tends, 'damp-heat')).toMatchObject({ raw: 14, transformed: 33.3, verdict: 'tends' });
    expect(tends.biased).toEqual(['damp-heat']);
    // Balanced 75 but a biased score of 33.3 (< 40, not < 30): balanced is only 'basically' (tends).
    expect(scoreOf(tends, 'balanced').verdict).toBe('tends');
    expect(tends.primary).toBe('balanced');
    const not = scoreCcmq(answers(1, { 36: 3, 37: 3, 38: 2, 39: 2, 40: 2, 41: 1 }));
    expect(scoreOf(not, 'damp-heat')).toMatchObject({ raw: 13, transformed: 29.2, verdict: 'not' });
    expect(scoreOf(not, 'balanced').verdict).toBe('is');
  });

  it('judgement boundaries: biased 40 is, 30-39.9 tends, below 30 is not; balanced needs 60 and every biased below 30 (is) or 40 (basically)', () => {
    expect(biasedVerdict(40)).toBe('is');
    expect(biasedVerdict(39.9)).toBe('tends');
    expect(biasedVerdict(30)).toBe('tends');
    expect(biasedVerdict(29.9)).toBe('not');
    expect(balancedVerdict(60, 29.9)).toBe('is');
    expect(balancedVerdict(60, 30)).toBe('tends');
    expect(balancedVerdict(60, 39.9)).toBe('tends');
    expect(balancedVerdict(60, 40)).toBe('not');
    expect(balancedVerdict(59.9, 0)).toBe('not');
  });

  it('refuses an incomplete or out-of-scale answer set', () => {
    const missing = answers(3);
    delete missing['60'];
    expect(() => scoreCcmq(missing)).toThrow(RangeError);
    expect(() => scoreCcmq(answers(3, { 7: 6 }))).toThrow(/question 7/);
  });
});
