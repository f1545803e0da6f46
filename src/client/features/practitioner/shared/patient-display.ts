import { nameInitials, personName } from '../../../../contract/person-name.ts';
import { differenceInYears, parseISO } from 'date-fns';
import { useIntl } from 'react-intl';
import { GENDER_SPELLINGS } from '../../../../contract/person.ts';
import type { Patient } from '../../../../contract/practitioner.ts';
import { dayText, momentText } from '../../../lib/local-dates.ts';

/** Age in whole years from a YYYY-MM-DD date of birth, or null. */
export function patientAge(dateOfBirth: string | null | undefined, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const age = differenceInYears(today, parseISO(dateOfBirth));
  return Number.isFinite(age) && age >= 0 ? age : null;
}

/** A patient's name as the screens write it ('Mei Lin', 李明华). */
export function fullName(p: Pick<Patient, 'firstName' | 'lastName'>): string {
  return personName(p);
}

export function initials(p: Pick<Patient, 'firstName' | 'lastName'>): string {
  return nameInitials(p);
}

/** SPEC §9: a score shown as a percent, score x 100, rounded. */
export function confidenceText(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : `${Math.round(score * 100)}%`;
}

/** How a patient's facts read in the interface language: age, gender, dates. */
export function usePatientDisplay() {
  const intl = useIntl();
  return {
    /** 'Age 45' or SPEC's 'Age not specified'. */
    ageText: (dateOfBirth: string | null | undefined): string => {
      const age = patientAge(dateOfBirth);
      return age === null ? intl.formatMessage({ id: 'patient.ageUnknown' }) : intl.formatMessage({ id: 'patient.age' }, { age });
    },
    genderText: (gender: string | null): string | null => {
      if (!gender || !(GENDER_SPELLINGS as readonly string[]).includes(gender)) return gender;
      return intl.formatMessage({ id: `gender.${gender === 'prefer-not-to-say' ? 'prefer_not_to_say' : (gender as 'male')}` });
    },
    /** A date ('Mar 4, 2026'), with the time when asked; 'Never' without one. */
    dateText: (iso: string | null | undefined, withTime = false): string => {
      if (!iso) return intl.formatMessage({ id: 'patient.never' });
      return withTime ? momentText(intl, iso) : dayText(intl, iso);
    },
  };
}
