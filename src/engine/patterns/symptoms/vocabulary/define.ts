import type { SymptomCategory, SymptomEntry } from '../types.ts';

/**
 * Compact constructor for vocabulary entries, so each data file reads as a table:
 * id, category, [English label, Spanish label], English synonyms, Spanish synonyms.
 */
export function symptom(
  id: string,
  category: SymptomCategory,
  [en, es]: readonly [string, string],
  synonymsEn: string[],
  synonymsEs: string[],
  extra: Pick<SymptomEntry, 'implies' | 'absenceOf'> = {},
): SymptomEntry {
  return { id, category, label: { en, es }, synonyms: { en: synonymsEn, es: synonymsEs }, ...extra };
}
