import { differenceInYears, format, parseISO } from 'date-fns';
import { GENDER_LABELS, type Patient } from '../../../../contract/practitioner.ts';

/** Age in whole years from a YYYY-MM-DD date of birth, or null. */
export function patientAge(dateOfBirth: string | null | undefined, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const age = differenceInYears(today, parseISO(dateOfBirth));
  return Number.isFinite(age) && age >= 0 ? age : null;
}

/** 'Age 45' or SPEC's 'Age not specified'. */
export function ageText(dateOfBirth: string | null | undefined): string {
  const age = patientAge(dateOfBirth);
  return age === null ? 'Age not specified' : `Age ${age}`;
}

export function fullName(p: Pick<Patient, 'firstName' | 'lastName'>): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ');
}

export function initials(p: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${p.firstName.charAt(0)}${p.lastName?.charAt(0) ?? ''}`.toUpperCase();
}

export function genderText(gender: string | null): string | null {
  return gender && gender in GENDER_LABELS ? GENDER_LABELS[gender as keyof typeof GENDER_LABELS] : gender;
}

export function dateText(iso: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  return iso ? format(parseISO(iso), pattern) : 'Never';
}

/** SPEC §9: a score shown as a percent, score x 100, rounded. */
export function confidenceText(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : `${Math.round(score * 100)}%`;
}
