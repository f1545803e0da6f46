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
}

/** The SPEC §7 line when no recommendation is linked to the analysis. */
export const NO_LINKED_RECOMMENDATIONS = 'No personalized recommendations available for this analysis.';

/** SPEC §7 'Reports': tcm-personal-report-{id}-{yyyy-MM-dd}.txt, dated the day of download. */
export function personalReportFileName(analysisId: number, downloadedAt: Date): string {
  return `tcm-personal-report-${analysisId}-${formatReportDate(downloadedAt)}.txt`;
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
): string {
  const linked = recommendations.filter((r) => r.tongueAnalysisId === analysis.id);
  const observations = analysis.analysisResult.observations ?? [];
  const recommendationLines = linked.length
    ? linked.flatMap((r, i) => [
        ...(linked.length > 1 ? [`Recommendation ${i + 1} (${formatReportDateTime(new Date(r.createdAt))})`] : []),
        'Herbal support:',
        ...adviceLines(r.herbs, 'None.'),
        'Dietary adjustments:',
        ...adviceLines(r.diet, 'None.'),
        'Lifestyle practices:',
        ...adviceLines(r.lifestyle, 'None.'),
      ])
    : [NO_LINKED_RECOMMENDATIONS];
  return [
    'MTC HEALTH: PERSONAL TCM REPORT',
    '===============================',
    '',
    reportSection('Patient information', personLines(person, generatedAt)),
    reportSection('Results', [
      `Analysis date: ${formatReportDateTime(new Date(analysis.createdAt))}`,
      `TCM pattern: ${analysis.analysisResult.pattern || 'Tongue Analysis'}`,
      'Observations:',
      ...(observations.length ? observations.map((o, i) => `${i + 1}. ${o}`) : ['No observations recorded.']),
    ]),
    reportSection('Personalized recommendations', recommendationLines),
    reportSection('Disclaimer', [DISCLAIMER]),
  ].join('\n');
}
