import type { RecommendationContent } from '../../contract/analysis.ts';
import type { Questionnaire, TongueAssessment } from '../../contract/assessment.ts';
import { DISCLAIMER } from '../../contract/constants.ts';
import { localeOfLanguage, type Locale, type PregnancyStatus } from '../../contract/person.ts';
import type { ConstitutionJudgement } from '../constitution/constitution-prior.ts';
import { analyse, type AnalysisTongueFindings } from './analyse.ts';

/** Disclaimer shown with every consumer recommendation (SPEC §7 reports: educational only, not medical advice). */
export const RECOMMENDATION_DISCLAIMER = DISCLAIMER;

/** What the consumer flow knows: the tongue photo's findings (or a manual assessment), the questionnaire, the person. */
export interface RecommendationInput {
  tongueFindings?: AnalysisTongueFindings;
  tongue?: TongueAssessment;
  questionnaire?: Questionnaire;
  /** SPEC §3 user language ('english', 'spanish', 'chinese'); `locale` wins when both are given. */
  language?: string;
  locale?: Locale;
  person?: { gender?: 'male' | 'female' | 'other' | 'prefer_not_to_say'; age?: number; pregnancyStatus?: PregnancyStatus };
  /** The person's CCMQ constitutions, main first (constitutionOf): a prior of the pattern, and advice for it first. */
  constitution?: readonly ConstitutionJudgement[];
}

/**
 * The consumer recommendation of one check-in (SPEC §3 content), written by the analysis
 * entry: red-flag screening of the questionnaire notes and medicines, herbs withheld or left
 * out when unsafe for this person, in the user's language. See buildConsumerResult.
 */
export function buildRecommendation(input: RecommendationInput): RecommendationContent {
  return analyse({
    ...(input.tongueFindings ? { tongueFindings: input.tongueFindings } : {}),
    ...(input.tongue ? { manualAssessment: input.tongue } : {}),
    ...(input.questionnaire ? { questionnaire: input.questionnaire } : {}),
    ...(input.person ? { person: input.person } : {}),
    ...(input.constitution ? { constitution: input.constitution } : {}),
    locale: input.locale ?? localeOfLanguage(input.language),
  }).consumer.recommendation;
}
