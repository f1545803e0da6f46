import { AGE_MAX, AGE_MIN, HEIGHT_MAX_CM, HEIGHT_MIN_CM, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../../../contract/constants.ts';
import { ONBOARDING_MESSAGES, PROFILE_RANGE_MESSAGES } from '../../../../contract/consumer.ts';
import type { Language, PregnancyStatus } from '../../../../contract/person.ts';

/** The wizard's fields as typed (numbers are still text until submit). */
export interface OnboardingForm {
  firstName: string;
  lastName: string;
  gender: string;
  age: string;
  height: string;
  weight: string;
  language: Language;
  healthConcerns: string;
  /** '' = not answered; offered only where pregnancy can apply. */
  pregnancyStatus: PregnancyStatus | '';
}

export type OnboardingField = keyof OnboardingForm;

/** Which wizard step holds each checked field. */
export const FIELD_STEP: Partial<Record<OnboardingField, number>> = { firstName: 1, gender: 1, age: 2, height: 2, weight: 2 };

export interface OnboardingProblem {
  field: OnboardingField;
  title: string;
  description: string;
}

const numeric = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * SPEC §5 onboarding submit checks, in order (first name, gender, age, height, weight), then
 * the profile ranges the server enforces (docs/spec-deviations.md). The first problem wins.
 */
export function firstOnboardingProblem(form: OnboardingForm): OnboardingProblem | null {
  if (!form.firstName.trim()) return { field: 'firstName', ...ONBOARDING_MESSAGES.firstName };
  if (!form.gender) return { field: 'gender', ...ONBOARDING_MESSAGES.gender };
  if (!numeric(form.age)) return { field: 'age', ...ONBOARDING_MESSAGES.age };
  if (!numeric(form.height)) return { field: 'height', ...ONBOARDING_MESSAGES.height };
  if (!numeric(form.weight)) return { field: 'weight', ...ONBOARDING_MESSAGES.weight };
  const age = Number(form.age);
  if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX)
    return { field: 'age', title: 'Invalid information', description: PROFILE_RANGE_MESSAGES.age };
  const height = Number(form.height);
  if (height < HEIGHT_MIN_CM || height > HEIGHT_MAX_CM)
    return { field: 'height', title: 'Invalid information', description: PROFILE_RANGE_MESSAGES.height };
  const weight = Number(form.weight);
  if (weight < WEIGHT_MIN_KG || weight > WEIGHT_MAX_KG)
    return { field: 'weight', title: 'Invalid information', description: PROFILE_RANGE_MESSAGES.weight };
  return null;
}
