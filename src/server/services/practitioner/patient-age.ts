import { DIFFERENTIATION_AGE_MAX, DIFFERENTIATION_AGE_MIN } from '../../../contract/analysis.ts';

/** Whole years between a YYYY-MM-DD date of birth and `today`; undefined without a usable date. */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today = new Date()): number | undefined {
  if (!dateOfBirth) return undefined;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age >= DIFFERENTIATION_AGE_MIN && age <= DIFFERENTIATION_AGE_MAX ? age : undefined;
}
