import { KEY_HERBS_SHOWN } from '../../../../contract/constants.ts';

type Entry = { name?: string | null; recommendation?: string | null; savedByUser?: boolean };
const nameOf = (e: Entry | undefined) => e?.name || e?.recommendation || '';

/**
 * SPEC §2 history recommendation summary: first herb and first diet joined by ' and ';
 * otherwise the first lifestyle name; otherwise 'TCM Recommendations' (the words come from
 * the reader's catalogue).
 */
export function recommendationSummary(
  r: { herbs: readonly Entry[]; diet: readonly Entry[]; lifestyle: readonly Entry[] },
  words: { joined: (herb: string, diet: string) => string; fallback: string },
): string {
  const herb = nameOf(r.herbs[0]);
  const diet = nameOf(r.diet[0]);
  if (herb && diet) return words.joined(herb, diet);
  return nameOf(r.lifestyle[0]) || words.fallback;
}

/** SPEC §9: the first 3 herb names. */
export function keyHerbs(herbs: readonly Entry[]): string[] {
  return herbs.slice(0, KEY_HERBS_SHOWN).map(nameOf).filter(Boolean);
}

/** The diet focus: the first diet names, as many as key herbs. */
export function dietFocus(diet: readonly Entry[]): string[] {
  return diet.slice(0, KEY_HERBS_SHOWN).map(nameOf).filter(Boolean);
}

/** The names of the items of a check-in's advice the person saved (herbs, then diet, then lifestyle). */
export function savedItems(rec: { herbs: readonly Entry[]; diet: readonly Entry[]; lifestyle: readonly Entry[] }): string[] {
  return [...rec.herbs, ...rec.diet, ...rec.lifestyle]
    .filter((i) => i.savedByUser)
    .map(nameOf)
    .filter(Boolean);
}
