import { flattenedItemId, type AdviceKind, type ConsumerRecommendation } from '../../../../contract/consumer.ts';

/** One entry of the home list (SPEC §3 flattened recommendation item). */
export interface HomeItem {
  /** Flattened id (record x 1000 + offset + position); null for the fallback items. */
  id: number | null;
  type: AdviceKind;
  /** The item's name; '' when the record has none (the screen names its kind). */
  title: string;
  description: string;
  savedByUser: boolean;
  /** A general suggestion of the interface's own (its text is in the catalogue), not a record's item. */
  fallback?: 'herb' | 'diet';
}

/** SPEC §3: shown when the user has no recommendation yet, both unsaved. */
export const FALLBACK_ITEMS: HomeItem[] = [
  {
    id: null,
    type: 'herb',
    title: '',
    description: '',
    savedByUser: false,
    fallback: 'herb',
  },
  {
    id: null,
    type: 'diet',
    title: '',
    description: '',
    savedByUser: false,
    fallback: 'diet',
  },
];

type Entry = { name?: string | null; recommendation?: string | null; description?: string | null; savedByUser?: boolean };

/**
 * SPEC §3: only the first record is used, flattened into herb, diet and lifestyle items. The
 * general suggestions are for someone with no record yet; a record with no items (advice
 * withheld because a symptom needs a doctor) shows none, never ginseng in their place.
 */
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
      title: entry.name || entry.recommendation || '',
      description: entry.description ?? '',
      savedByUser: Boolean(entry.savedByUser),
    })),
  );
  return items;
}
