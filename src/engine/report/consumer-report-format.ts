/**
 * Small text helpers shared by the consumer reports: pure, local-time date formatting (the
 * person downloading reads their own calendar) and section layout.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd in local time, as SPEC §7 report file names use it. */
export function formatReportDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd HH:mm in local time, for dates inside a report. */
export function formatReportDateTime(date: Date): string {
  return `${formatReportDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A titled report section: an upper-case heading, a rule, the lines, a blank line. */
export function reportSection(title: string, lines: readonly string[]): string {
  const heading = title.toUpperCase();
  return [heading, '-'.repeat(heading.length), ...lines, ''].join('\n');
}

/** One advice entry as the consumer API stores it (`recommendation` is SPEC §3's fallback name field). */
export interface ReportAdvice {
  name?: string | null;
  recommendation?: string | null;
  description?: string | null;
}

/** Numbered advice lines: "1. Name: description", falling back to `recommendation` for the name. */
export function adviceLines(items: readonly ReportAdvice[], none: string): string[] {
  if (items.length === 0) return [none];
  return items.map((item, i) => {
    const name = item.name || item.recommendation || 'Recommendation';
    return item.description ? `${i + 1}. ${name}: ${item.description}` : `${i + 1}. ${name}`;
  });
}

/** The person the report is about, as far as their profile says. */
export interface ReportPerson {
  firstName?: string | null;
  lastName?: string | null;
  age?: number | null;
  gender?: string | null;
}

const GENDER_WORDS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

/** The 'Patient information' lines of a consumer report. */
export function personLines(person: ReportPerson, generatedAt: Date): string[] {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || 'Not provided';
  return [
    `Name: ${name}`,
    `Age: ${person.age ?? 'Not provided'}`,
    `Gender: ${person.gender ? (GENDER_WORDS[person.gender] ?? person.gender) : 'Not provided'}`,
    `Report generated: ${formatReportDateTime(generatedAt)}`,
  ];
}
