import { flattenedItemId, type AdviceKind, type ConsumerRecommendation } from '../../../../contract/consumer.ts';

/** One entry of the home list (SPEC §3 flattened recommendation item). */
export interface HomeItem {
  /** Flattened id (record x 1000 + offset + position); null for the fallback items. */
  id: number | null;
  type: AdviceKind;
  title: string;
  description: string;
  savedByUser: boolean;
}

const MISSING_TITLE: Record<AdviceKind, string> = {
  herb: 'Herbal Recommendation',
  diet: 'Diet Recommendation',
  lifestyle: 'Lifestyle Recommendation',
};

/** SPEC §3: shown when the user has no recommendation yet, both unsaved. */
export const FALLBACK_ITEMS: HomeItem[] = [
  {
    id: null,
    type: 'herb',
    title: 'Ginseng Tea',
    description: 'Drink once a day to replenish Qi and improve energy.',
    savedByUser: false,
  },
  {
    id: null,
    type: 'diet',
    title: 'Warm, Cooked Meals',
    description: 'Favour soups, stews and steamed vegetables.',
    savedByUser: false,
  },
];

type Entry = { name?: string | null; recommendation?: string | null; description?: string | null; savedByUser?: boolean };

/** SPEC §3: only the first record is used, flattened into herb, diet and lifestyle items. */
export function flattenRecommendations(records: readonly ConsumerRecommendation[] | null | undefined): HomeItem[] {
  const first = records?.[0];
  if (!first) return FALLBACK_ITEMS;
  const lists: [AdviceKind, readonly Entry[]][] = [
    ['herb', first.herbs],
    ['diet', first.diet],
    ['lifestyle', first.lifestyle],
  ];
  const items = lists.flatMap(([type, list]) =>
    list.map((entry, position) => ({
      id: flattenedItemId(first.id, type, position),
      type,
      title: entry.name || entry.recommendation || MISSING_TITLE[type],
      description: entry.description ?? '',
      savedByUser: Boolean(entry.savedByUser),
    })),
  );
  return items.length ? items : FALLBACK_ITEMS;
}
