import type { PatternId } from './types.ts';

/**
 * ICD-11 Chapter 26, 'Traditional Medicine conditions - Module I' (TM1): the pattern (TM1)
 * code for each of our patterns, for the FHIR export's Condition.code.
 *
 * Source: WHO, ICD-11 for Mortality and Morbidity Statistics (MMS), Chapter 26, pattern
 * blocks SE70-SJ3Z (codes unchanged since the 2019 release adopted by the World Health
 * Assembly; in force from 1 January 2022). Code system URI: http://id.who.int/icd/release/11/mms.
 * Titles are WHO's English titles. The table and how each row was chosen are in docs/fhir-export.md.
 *
 * `match` says how close the TM1 pattern is to ours:
 * - 'equivalent': the same pattern (same name in the standard Chinese terminology, or a synonym);
 * - 'nearest': TM1 has no pattern of that name; the code is the nearest TM1 pattern or the
 *   'other specified' category of the right block, and our own code says exactly which pattern.
 */
export interface Tm1Code {
  code: string;
  title: string;
  match: 'equivalent' | 'nearest';
}

export const ICD11_MMS_SYSTEM = 'http://id.who.int/icd/release/11/mms';

/** Our pattern id -> its ICD-11 TM1 code; 'balanced' (no disharmony) has none. */
export const TM1_CODES: Readonly<Record<Exclude<PatternId, 'balanced'>, Tm1Code>> = {
  'liver-qi-stagnation': { code: 'SF57', title: 'Liver qi stagnation pattern (TM1)', match: 'equivalent' },
  'liver-qi-stagnation-spleen-deficiency': {
    code: 'SF5J',
    title: 'Disharmony of liver and spleen systems pattern (TM1)',
    match: 'equivalent',
  },
  'liver-blood-deficiency': { code: 'SF54', title: 'Liver blood deficiency pattern (TM1)', match: 'equivalent' },
  'liver-yang-rising': { code: 'SF52', title: 'Liver yang ascendant hyperactivity pattern (TM1)', match: 'equivalent' },
  'liver-fire-blazing': { code: 'SF58', title: 'Liver fire flaming upward pattern (TM1)', match: 'equivalent' },
  'liver-gallbladder-damp-heat': { code: 'SF5A', title: 'Liver-gallbladder dampness-heat pattern (TM1)', match: 'equivalent' },
  'spleen-qi-deficiency': { code: 'SF70', title: 'Spleen qi deficiency pattern (TM1)', match: 'equivalent' },
  'spleen-yang-deficiency': { code: 'SF77', title: 'Spleen yang deficiency pattern (TM1)', match: 'equivalent' },
  'cold-damp-encumbering-spleen': {
    code: 'SF7B',
    title: 'Cold-dampness encumbering the spleen system pattern (TM1)',
    match: 'equivalent',
  },
  'spleen-stomach-damp-heat': {
    code: 'SF78',
    title: 'Dampness-heat encumbering the spleen system pattern (TM1)',
    match: 'equivalent',
  },
  'stomach-fire': { code: 'SF7F', title: 'Stomach heat pattern (TM1)', match: 'equivalent' },
  'stomach-yin-deficiency': { code: 'SF7E', title: 'Stomach yin deficiency pattern (TM1)', match: 'equivalent' },
  'food-stagnation': { code: 'SF7Y', title: 'Other specified spleen system patterns (TM1)', match: 'nearest' },
  'heart-blood-deficiency': { code: 'SF61', title: 'Heart blood deficiency pattern (TM1)', match: 'equivalent' },
  'heart-yin-deficiency': { code: 'SF64', title: 'Heart yin deficiency pattern (TM1)', match: 'equivalent' },
  'heart-fire-blazing': { code: 'SF68', title: 'Heart fire flaming upward pattern (TM1)', match: 'equivalent' },
  'heart-spleen-deficiency': { code: 'SF6J', title: 'Heart and spleen systems deficiency pattern (TM1)', match: 'equivalent' },
  'heart-kidney-disharmony': { code: 'SF6L', title: 'Heart and kidney systems disharmony pattern (TM1)', match: 'equivalent' },
  'lung-qi-deficiency': { code: 'SF80', title: 'Lung qi deficiency pattern (TM1)', match: 'equivalent' },
  'lung-yin-deficiency': { code: 'SF81', title: 'Lung yin deficiency pattern (TM1)', match: 'equivalent' },
  'phlegm-heat-in-lung': { code: 'SF89', title: 'Phlegm heat obstructing the lung pattern (TM1)', match: 'equivalent' },
  'wind-cold-exterior': { code: 'SF8C', title: 'Wind-cold fettering the lung pattern (TM1)', match: 'nearest' },
  'wind-heat-exterior': { code: 'SF8A', title: 'Wind-heat invading the lung pattern (TM1)', match: 'nearest' },
  'kidney-yang-deficiency': { code: 'SF97', title: 'Kidney yang deficiency pattern (TM1)', match: 'equivalent' },
  'kidney-yin-deficiency': { code: 'SF93', title: 'Kidney yin deficiency pattern (TM1)', match: 'equivalent' },
  'liver-kidney-yin-deficiency': { code: 'SF5H', title: 'Liver and kidney yin deficiency pattern (TM1)', match: 'equivalent' },
  'qi-and-blood-deficiency': { code: 'SF4Y', title: 'Other specified body constituents patterns (TM1)', match: 'nearest' },
  'blood-stasis': { code: 'SF01', title: 'Blood stasis pattern (TM1)', match: 'equivalent' },
  'qi-stagnation-blood-stasis': { code: 'SF55', title: 'Liver depression and blood stasis pattern (TM1)', match: 'nearest' },
  'phlegm-dampness': { code: 'SF13', title: 'Damp phlegm pattern (TM1)', match: 'equivalent' },
  'damp-heat-lower-burner': { code: 'SF9G', title: 'Bladder dampness-heat pattern (TM1)', match: 'nearest' },
};

/** The TM1 code of a pattern id, or null (balanced, or an id we do not know). */
export function tm1CodeOf(patternId: string): Tm1Code | null {
  return (TM1_CODES as Record<string, Tm1Code>)[patternId] ?? null;
}
