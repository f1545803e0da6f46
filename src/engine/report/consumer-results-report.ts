import { DEFAULT_LOCALE, type Locale } from '../../contract/person.ts';
import { CONSUMER_REPORT_WORDS } from './consumer-report-words.ts';
import { DISCLAIMER } from '../../contract/constants.ts';
import {
  adviceLines,
  formatReportDate,
  formatReportDateTime,
  personLines,
  reportSection,
  type ReportAdvice,
  type ReportPerson,
} from './consumer-report-format.ts';

/** The recommendation a results report is written from (SPEC §3 Recommendation). */
export interface ResultsReportInput {
  id: number;
  /** ISO date-time of the recommendation. */
  createdAt: string;
  pattern: string | null;
  observations: readonly string[];
  herbs: readonly ReportAdvice[];
  diet: readonly ReportAdvice[];
  lifestyle: readonly ReportAdvice[];
}

/** SPEC §7 'Reports': tcm-comprehensive-report-{id}-{yyyy-MM-dd}.txt, dated the day of download. */
export function resultsReportFileName(id: number, downloadedAt: Date): string {
  return `tcm-comprehensive-report-${id}-${formatReportDate(downloadedAt)}.txt`;
}

/**
 * The results page's comprehensive report (SPEC §7 'Reports'): patient information, tongue
 * analysis results (pattern and numbered observations), herbal therapy, dietary guidance,
 * lifestyle modifications, treatment approach and the disclaimer. Plain text, local dates.
 */
export function buildResultsReport(
  rec: ResultsReportInput,
  person: ReportPerson,
  generatedAt: Date,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const w = CONSUMER_REPORT_WORDS[locale];
  const pattern = rec.pattern || w.notDetermined;
  return [
    w.resultsTitle,
    '='.repeat(w.resultsTitle.length),
    '',
    reportSection(w.patientInformation, personLines(person, generatedAt, w)),
    reportSection(w.tongueResults, [
      `${w.analysisDate}${w.colon}${formatReportDateTime(new Date(rec.createdAt))}`,
      `${w.pattern}${w.colon}${pattern}`,
      w.keyObservations,
      ...(rec.observations.length ? rec.observations.map((o, i) => `${i + 1}. ${o}`) : [w.noObservations]),
    ]),
    reportSection(w.herbalTherapy, adviceLines(rec.herbs, w.noHerbs, w)),
    reportSection(w.dietaryGuidance, adviceLines(rec.diet, w.noDiet, w)),
    reportSection(w.lifestyleModifications, adviceLines(rec.lifestyle, w.noLifestyle, w)),
    reportSection(w.treatmentApproach, w.approach(pattern)),
    reportSection(w.disclaimerTitle, [w.disclaimer]),
  ].join('\n');
}
