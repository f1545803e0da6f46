import { DEFAULT_LOCALE, type Locale } from '../../contract/person.ts';
import { CONSUMER_REPORT_WORDS } from './consumer-report-words.ts';
import {
  adviceLines,
  formatReportDate,
  formatReportDateTime,
  personLines,
  reportSection,
  type ReportAdvice,
  type ReportPerson,
} from './consumer-report-format.ts';

/** A consumer tongue analysis (SPEC §3) as the history report reads it. */
export interface PersonalReportAnalysis {
  id: number;
  createdAt: string;
  analysisResult: { pattern?: string | null; observations?: readonly string[] | null };
}

/** A recommendation linked to the analysis through tongueAnalysisId. */
export interface PersonalReportRecommendation {
  createdAt: string;
  tongueAnalysisId: number | null;
  herbs: readonly ReportAdvice[];
  diet: readonly ReportAdvice[];
  lifestyle: readonly ReportAdvice[];
  /** What keeps the person safe (see a doctor, a herb left out for a medicine); null on older check-ins. */
  safety?: { seeADoctor: string | null; notices: readonly string[] } | null;
}

/** The SPEC §7 line when no recommendation is linked to the analysis. */
export const NO_LINKED_RECOMMENDATIONS = CONSUMER_REPORT_WORDS.en.noLinked;

/** SPEC §7 'Reports': tcm-personal-report-{id}-{yyyy-MM-dd}.txt, dated the day of download. */
export function personalReportFileName(analysisId: number, downloadedAt: Date): string {
  return `tcm-personal-report-${analysisId}-${formatReportDate(downloadedAt)}.txt`;
}

function safetyLines(safety: PersonalReportRecommendation['safety'], heading: string): string[] {
  const lines = [...(safety?.seeADoctor ? [safety.seeADoctor] : []), ...(safety?.notices ?? [])];
  return lines.length ? [heading, ...lines.map((l) => `- ${l}`)] : [];
}

/**
 * The history page's personal report of one analysis (SPEC §7 'Reports'): patient information,
 * results, the recommendations linked through tongueAnalysisId (or the SPEC's 'none' line) and
 * the disclaimer.
 */
export function buildPersonalReport(
  analysis: PersonalReportAnalysis,
  recommendations: readonly PersonalReportRecommendation[],
  person: ReportPerson,
  generatedAt: Date,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const w = CONSUMER_REPORT_WORDS[locale];
  const linked = recommendations.filter((r) => r.tongueAnalysisId === analysis.id);
  const observations = analysis.analysisResult.observations ?? [];
  const recommendationLines = linked.length
    ? linked.flatMap((r, i) => [
        ...(linked.length > 1 ? [w.recommendationN(i + 1, formatReportDateTime(new Date(r.createdAt)))] : []),
        // The check-in's cautions first, as the results showed them: the report of a check-in
        // that named warfarin must not drop why a herb was left out (an exploratory test).
        ...safetyLines(r.safety, w.cautions),
        w.herbalSupport,
        ...adviceLines(r.herbs, w.none, w),
        w.dietaryAdjustments,
        ...adviceLines(r.diet, w.none, w),
        w.lifestylePractices,
        ...adviceLines(r.lifestyle, w.none, w),
      ])
    : [w.noLinked];
  return [
    w.personalTitle,
    '='.repeat(w.personalTitle.length),
    '',
    reportSection(w.patientInformation, personLines(person, generatedAt, w)),
    reportSection(w.results, [
      `${w.analysisDate}${w.colon}${formatReportDateTime(new Date(analysis.createdAt))}`,
      `${w.pattern}${w.colon}${analysis.analysisResult.pattern || w.tongueAnalysis}`,
      w.observations,
      ...(observations.length ? observations.map((o, i) => `${i + 1}. ${o}`) : [w.noObservations]),
    ]),
    reportSection(w.personalized, recommendationLines),
    reportSection(w.disclaimerTitle, [w.disclaimer]),
  ].join('\n');
}
