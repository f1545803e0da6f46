import type { RecommendationContent, TongueFindingsInput } from '../../contract/analysis.ts';
import type { Questionnaire, TongueAssessment } from '../../contract/assessment.ts';
import { DISCLAIMER } from '../../contract/constants.ts';
import { differentiate } from '../patterns/differentiate.ts';
import { getPattern, isPatternId } from '../patterns/knowledge/index.ts';
import type { Advice } from '../patterns/knowledge/types.ts';

/** Disclaimer shown with every consumer recommendation (SPEC §7 reports: educational only, not medical advice). */
export const RECOMMENDATION_DISCLAIMER = DISCLAIMER;

/** Consumer language (SPEC §3 user language). */
export type ConsumerLanguage = 'english' | 'spanish';

/** What the consumer flow knows: the tongue photo's findings (or a manual assessment) and the questionnaire. */
export interface RecommendationInput {
  tongueFindings?: TongueFindingsInput & { observations?: readonly string[] };
  tongue?: TongueAssessment;
  questionnaire?: Questionnaire;
  language?: ConsumerLanguage;
}

/** At most this many items per list, so the screen stays readable. */
export const RECOMMENDATION_ITEMS_MAX = 4;

const QUESTIONNAIRE_OBSERVATIONS = {
  english: {
    energy: 'Low energy reported',
    sleep: 'Poor sleep reported',
    digestion: 'Weak digestion reported',
    discomfort: 'Reported discomfort',
  },
  spanish: {
    energy: 'Energía baja',
    sleep: 'Sueño de mala calidad',
    digestion: 'Digestión débil',
    discomfort: 'Molestia indicada',
  },
} as const;

/**
 * The consumer recommendation (SPEC §3): the main pattern of a tongue analysis plus the
 * questionnaire, the observations behind it, and consumer-safe herbs (food herbs and teas),
 * diet and lifestyle advice from the knowledge base, in the user's language. Never a formula
 * and never a dose: those are for practitioners. Shown with RECOMMENDATION_DISCLAIMER.
 */
export function buildRecommendation(input: RecommendationInput): RecommendationContent {
  const lang = input.language === 'spanish' ? 'es' : 'en';
  const d = differentiate({
    ...(input.tongue ? { tongue: input.tongue } : {}),
    ...(input.tongueFindings
      ? { tongueFindings: { assessment: input.tongueFindings.assessment, signs: [...(input.tongueFindings.signs ?? [])] } }
      : {}),
    ...(input.questionnaire ? { questionnaire: input.questionnaire } : {}),
  });
  const topId = d.patterns[0]?.id ?? 'balanced';
  const pattern = getPattern(isPatternId(topId) ? topId : 'balanced');
  const words = QUESTIONNAIRE_OBSERVATIONS[input.language === 'spanish' ? 'spanish' : 'english'];
  const q = input.questionnaire;
  const observations = [
    ...(input.tongueFindings?.observations ?? []),
    pattern.explanation[lang],
    ...(q && q.energyLevel <= 2 ? [words.energy] : []),
    ...(q && q.sleepQuality <= 2 ? [words.sleep] : []),
    ...(q && q.digestion <= 2 ? [words.digestion] : []),
    ...(q?.discomforts ?? []).map((x) => `${words.discomfort}: ${x}`),
  ];
  const items = (list: readonly Advice[]) =>
    list.slice(0, RECOMMENDATION_ITEMS_MAX).map((a) => ({ name: a.name[lang], description: a.description[lang] }));
  return {
    pattern: lang === 'es' ? pattern.names.es : pattern.names.en,
    observations,
    herbs: items(pattern.consumerHerbs),
    diet: items(pattern.diet),
    lifestyle: items(pattern.lifestyle),
  };
}
