/**
 * Body system a symptom belongs to. `modality` holds the circumstances that aggravate
 * or relieve a complaint ('worse-with-stress'): TCM weighs them as signs in their own
 * right, and the extractor also attaches them as qualifiers to the nearest symptom.
 */
export const SYMPTOM_CATEGORIES = [
  'general',
  'digestive',
  'stool',
  'mouth-throat',
  'sleep',
  'emotional',
  'thermal',
  'sweat',
  'head',
  'eyes-ears',
  'respiratory',
  'cardio',
  'urinary',
  'gynaecological',
  'reproductive',
  'pain',
  'skin',
  'modality',
] as const;
/** One of SYMPTOM_CATEGORIES. */
export type SymptomCategory = (typeof SYMPTOM_CATEGORIES)[number];

/**
 * One symptom of the vocabulary. The id is a kebab-case English clinical term and is
 * what pattern knowledge refers to; labels and synonyms are matched in free text
 * (case- and accent-insensitive, see ./text/fold-text.ts).
 */
export interface SymptomEntry {
  id: string;
  label: { en: string; es: string };
  /** Synonyms per language; Chinese ones are matched as character sequences. */
  synonyms: { en: string[]; es: string[]; zh?: readonly string[] };
  category: SymptomCategory;
  /**
   * More general symptoms this one entails ('dry-cough' entails 'cough'). An affirmed
   * mention also yields the implied ids, so a pattern that lists only the general sign
   * still sees it. Negated mentions imply nothing ('no dry cough' says nothing about cough).
   */
  implies?: string[];
  /**
   * The symptom whose absence this entry names ('no-thirst' is the absence of 'thirst').
   * The extractor keeps the pair consistent: 'no thirst' yields no-thirst and a negated
   * thirst; 'denies thirst' yields a negated thirst and no-thirst.
   */
  absenceOf?: string;
}
