import { describe, expect, it } from 'vitest';
import type { ConsumerRecommendation } from '../../src/contract/consumer.ts';
import { FALLBACK_ITEMS, flattenRecommendations } from '../../src/client/features/consumer/home/flatten-recommendations.ts';

const record = (lists: Partial<Pick<ConsumerRecommendation, 'herbs' | 'diet' | 'lifestyle'>>): ConsumerRecommendation => ({
  id: 7,
  userId: 1,
  createdAt: '2026-11-28T07:00:00.000Z',
  tongueAnalysisId: 3,
  healthQuestionnaireId: 4,
  pattern: 'Balanced',
  observations: [],
  herbs: [],
  diet: [],
  lifestyle: [],
  savedByUser: false,
  imageUrl: null,
  overlayUrl: null,
  safety: { seeADoctor: 'Get medical help now.', urgency: 'emergency', herbsWithheld: true, adviceWithheld: true, notices: [] },
  ...lists,
});

/* An exploratory test saw 'Ginseng Tea' offered on the home page right after a check-in that withheld every suggestion for chest pain. */
describe("the home page's current recommendations", () => {
  it('offers the general suggestions only to someone with no check-in yet', () => {
    expect(flattenRecommendations([])).toEqual(FALLBACK_ITEMS);
    expect(flattenRecommendations(undefined)).toEqual(FALLBACK_ITEMS);
  });

  it('offers nothing in place of suggestions a check-in withheld', () => {
    expect(flattenRecommendations([record({})])).toEqual([]);
  });

  it("flattens the newest record's items with their SPEC ids", () => {
    const items = flattenRecommendations([
      record({ diet: [{ name: 'Congee', description: 'Warm rice porridge', savedByUser: false }] }),
    ]);
    expect(items).toEqual([{ id: 7100, type: 'diet', title: 'Congee', description: 'Warm rice porridge', savedByUser: false }]);
  });
});
