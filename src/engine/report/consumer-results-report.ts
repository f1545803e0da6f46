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
export function buildResultsReport(rec: ResultsReportInput, person: ReportPerson, generatedAt: Date): string {
  const pattern = rec.pattern || 'Not determined';
  return [
    'MTC HEALTH: COMPREHENSIVE TCM REPORT',
    '====================================',
    '',
    reportSection('Patient information', personLines(person, generatedAt)),
    reportSection('Tongue analysis results', [
      `Analysis date: ${formatReportDateTime(new Date(rec.createdAt))}`,
      `TCM pattern: ${pattern}`,
      'Key observations:',
      ...(rec.observations.length ? rec.observations.map((o, i) => `${i + 1}. ${o}`) : ['No observations recorded.']),
    ]),
    reportSection('Herbal therapy', adviceLines(rec.herbs, 'No herbal suggestions.')),
    reportSection('Dietary guidance', adviceLines(rec.diet, 'No dietary suggestions.')),
    reportSection('Lifestyle modifications', adviceLines(rec.lifestyle, 'No lifestyle suggestions.')),
    reportSection('Treatment approach', [
      `The suggestions above aim to support the body's balance in the pattern found (${pattern}).`,
      'Follow the dietary and lifestyle guidance consistently for two to four weeks, and take a new tongue photo check-in every few days to follow the trend.',
      'Herbal teas and foods are gentle supports: talk with a licensed TCM practitioner or your doctor before taking herbs, especially if you are pregnant, take medication or have a health condition.',
      'See a doctor promptly if symptoms are severe, new or getting worse.',
    ]),
    reportSection('Disclaimer', [DISCLAIMER]),
  ].join('\n');
}
