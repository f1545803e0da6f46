import { pregnancyCanApply, type PregnancyStatus } from '../../contract/person.ts';
import { message } from '../knowledge/messages.ts';
import type { Translate } from '../knowledge/localize/translate.ts';
import type { PrognosisCondition } from '../knowledge/types.ts';

/** Age up to which a patient is a child for dosing purposes (paediatric TCM texts dose by weight up to ~12). */
export const CHILD_AGE_MAX = 11;
/** Age from which dosing starts low and drug lists are checked with special care (geriatric practice). */
export const ELDERLY_AGE_MIN = 65;
/** Age below which 'younger age' counts as a favourable prognosis factor (Maciocia, Practice: younger patients respond faster). */
export const YOUNGER_AGE_MAX = 40;

/** What the analysis knows about the person: sex, age, pregnancy status. */
export interface Person {
  gender?: string;
  age?: number;
  pregnancyStatus?: PregnancyStatus;
}

/** The person as the safety rules read them, computed once per analysis. */
export interface PersonContext extends Person {
  /** Whether pregnancy can apply at all (not to males, not outside 12-55: contract/person.ts). */
  pregnancyCanApply: boolean;
  /** Pregnant or trying to conceive: pregnancy cautions apply. */
  pregnancyCautions: boolean;
  /** Breastfeeding: breastfeeding cautions apply. */
  breastfeedingCautions: boolean;
  /** Pregnancy can apply but the status was not asked or not recorded. */
  pregnancyUnknown: boolean;
}

/** The person context of an analysis: which pregnancy and breastfeeding rules apply. */
export function personContext(person: Person): PersonContext {
  const canApply = pregnancyCanApply(person);
  const status = canApply ? person.pregnancyStatus : undefined;
  return {
    ...person,
    pregnancyCanApply: canApply,
    pregnancyCautions: status === 'pregnant' || status === 'trying_to_conceive',
    breastfeedingCautions: status === 'breastfeeding',
    pregnancyUnknown: canApply && (status === undefined || status === 'not_asked'),
  };
}

/** Whether a conditional prognosis factor applies to this person and this case's chronicity. */
export function conditionHolds(
  condition: PrognosisCondition,
  person: Person,
  chronicity: 'acute' | 'subacute' | 'chronic',
): boolean {
  switch (condition) {
    case 'younger':
      return person.age !== undefined && person.age < YOUNGER_AGE_MAX;
    case 'older':
      return person.age !== undefined && person.age >= ELDERLY_AGE_MIN;
    case 'recent-onset':
      return chronicity === 'acute';
    case 'long-standing':
      return chronicity === 'chronic';
  }
}

/**
 * Adaptations of herbal treatment to age for the practitioner: reduced doses for children,
 * low starting doses and medication review for the elderly. Pregnancy is handled by the
 * safety rules (./safety.ts), from the recorded status.
 */
export function ageNotes(age: number | undefined, t: Translate): string[] {
  if (age === undefined) return [];
  if (age <= CHILD_AGE_MAX) return [message(t, 'age.child', { age })];
  if (age >= ELDERLY_AGE_MIN) return [message(t, 'age.elderly', { age })];
  return [];
}
