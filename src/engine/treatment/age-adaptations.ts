/** Age below which a patient is a child for dosing purposes (paediatric TCM texts dose by weight up to ~12). */
export const CHILD_AGE_MAX = 11;
/** Age from which dosing starts low and drug lists are checked with special care (geriatric practice). */
export const ELDERLY_AGE_MIN = 65;

/**
 * Adaptations of herbal treatment to age and sex for the practitioner: reduced doses for
 * children, low starting doses and medication review for the elderly, and the pregnancy
 * question for women of child-bearing age (12-55, or age unknown). Plain English notes.
 */
export function ageAdaptations(age: number | undefined, gender: string | undefined): string[] {
  const notes: string[] = [];
  if (age !== undefined && age <= CHILD_AGE_MAX) {
    notes.push(`Age ${age}: children need reduced doses (by body weight) and gentler formulas; follow paediatric TCM guidance.`);
  }
  if (age !== undefined && age >= ELDERLY_AGE_MIN) {
    notes.push(
      `Age ${age}: start at the low end of the dose ranges; check kidney and liver function and all current medications.`,
    );
  }
  if (gender === 'female' && (age === undefined || (age >= 12 && age <= 55))) {
    notes.push('Ask about pregnancy and breastfeeding before prescribing.');
  }
  return notes;
}
