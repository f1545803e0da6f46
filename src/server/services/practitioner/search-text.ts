import { personName } from '../../../contract/person-name.ts';

/**
 * Lower-cased, accent-free text for patient search: 'José Núñez' and 'jose nunez' compare equal.
 * NFD splits an accented letter into the letter and a combining mark, which is then dropped.
 */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A patient's search text: names and chief complaint, and the name as the screens write it when
 * that differs (李明华 for first name 明华, last name 李), so either order finds them.
 */
export function patientSearchText(p: { firstName: string; lastName?: string | null; chiefComplaint?: string | null }): string {
  const shown = personName(p);
  const asGiven = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return toSearchText(p.firstName, p.lastName, p.chiefComplaint, shown === asGiven ? null : shown);
}

/** A LIKE pattern matching the term anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
