import { personName } from '../../contract/person-name.ts';
import { CONSUMER_REPORT_WORDS, type ConsumerReportWords } from './consumer-report-words.ts';

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
export function adviceLines(
  items: readonly ReportAdvice[],
  none: string,
  words: ConsumerReportWords = CONSUMER_REPORT_WORDS.en,
): string[] {
  if (items.length === 0) return [none];
  return items.map((item, i) => {
    const name = item.name || item.recommendation || words.recommendation;
    return item.description ? `${i + 1}. ${name}${words.colon}${item.description}` : `${i + 1}. ${name}`;
  });
}

/** The person the report is about, as far as their profile says. */
export interface ReportPerson {
  firstName?: string | null;
  lastName?: string | null;
  age?: number | null;
  gender?: string | null;
}

/** The 'Patient information' lines of a consumer report. */
export function personLines(
  person: ReportPerson,
  generatedAt: Date,
  words: ConsumerReportWords = CONSUMER_REPORT_WORDS.en,
): string[] {
  const w = words;
  const name = personName(person) || w.notProvided;
  return [
    `${w.name}${w.colon}${name}`,
    `${w.age}${w.colon}${person.age ?? w.notProvided}`,
    `${w.gender}${w.colon}${person.gender ? (w.genders[person.gender] ?? person.gender) : w.notProvided}`,
    `${w.generated}${w.colon}${formatReportDateTime(generatedAt)}`,
  ];
}
