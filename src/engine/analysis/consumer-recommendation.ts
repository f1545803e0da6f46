import { recognizeDrugs } from '../treatment/interactions.ts';
import type { RecommendationContent } from '../../contract/analysis.ts';
import type { DISCOMFORTS, Questionnaire } from '../../contract/assessment.ts';
import { CONSTITUTION_ADVICE, type ConstitutionAdviceItem } from '../constitution/constitution-advice.ts';
import type { ConstitutionJudgement } from '../constitution/constitution-prior.ts';
import { constitutionInText } from '../constitution/constitutions.ts';
import { findHerb } from '../knowledge/herbs/index.ts';
import type { LocalizedAdvice } from '../knowledge/localize/views.ts';
import { message, type MessageId } from '../knowledge/messages.ts';
import { findInteractions } from '../treatment/interactions.ts';
import type { DifferentiationRun } from './differentiate.ts';
import { reasoningMessage } from '../knowledge/reasoning-messages.ts';
import { consumerReasons, patternName } from './reasoning-view.ts';
import { consumerHerbName, joinList, type Wording } from './wording.ts';

/** At most this many items per list, so the screen stays readable. */
export const RECOMMENDATION_ITEMS_MAX = 4;

/** Score at or below which a questionnaire answer is reported as an observation (1 = worst, 5 = best). */
const LOW_SCORE_MAX = 2;

/** What the consumer's check-in result must show first, and what was left out and why. */
export interface ConsumerSafety {
  /** The red flag's 'see a doctor' advice, shown at the top; null when no red flag. */
  seeADoctor: string | null;
  urgency: 'emergency' | 'urgent' | null;
  /** Herbal suggestions withheld for this check-in (any red flag). */
  herbsWithheld: boolean;
  /** Diet and lifestyle withheld too (an emergency: the only message is to get help now). */
  adviceWithheld: boolean;
  /** Plain-language notices: interactions named (herb and medicine), herbs left out for pregnancy or breastfeeding. */
  notices: string[];
}

/** The consumer's result of one check-in: the SPEC §3 recommendation content and its safety summary. */
export interface ConsumerResult {
  recommendation: RecommendationContent;
  safety: ConsumerSafety;
}

const DISCOMFORT_MESSAGES = {
  Headache: 'discomfort.headache',
  'Sore Throat': 'discomfort.sore-throat',
  Bloating: 'discomfort.bloating',
  'Joint Pain': 'discomfort.joint-pain',
} as const satisfies Record<(typeof DISCOMFORTS)[number], MessageId>;

function questionnaireObservations(q: Questionnaire | undefined, w: Wording): string[] {
  if (!q) return [];
  // An unanswered scale (null) is not a low one.
  const low = (score: number | null) => score !== null && score <= LOW_SCORE_MAX;
  return [
    ...(low(q.energyLevel) ? [message(w.t, 'consumer.low-energy')] : []),
    ...(low(q.sleepQuality) ? [message(w.t, 'consumer.poor-sleep')] : []),
    ...(low(q.digestion) ? [message(w.t, 'consumer.weak-digestion')] : []),
    ...(q.discomforts ?? []).map((item) =>
      message(w.t, 'consumer.discomfort', { item: message(w.t, DISCOMFORT_MESSAGES[item]) }),
    ),
  ];
}

/**
 * The diet and lifestyle item for the person's main constitution (CCMQ), in the reader's locale,
 * each named as meant for their constitution ('For your constitution (qi-deficient): Regular,
 * warm, easy meals'); none for balanced, for no constitution, or for one judged 'not'.
 */
export function constitutionAdvice(
  c: ConstitutionJudgement | undefined,
  w: Wording,
): { diet: { name: string; description: string }; lifestyle: { name: string; description: string } } | undefined {
  if (!c || c.id === 'balanced' || c.verdict === 'not') return undefined;
  const advice = CONSTITUTION_ADVICE[c.id];
  const constitution = constitutionInText(c.id, w.locale);
  const label = (item: ConstitutionAdviceItem) => ({
    name: message(w.t, c.verdict === 'tends' ? 'consumer.for-constitution-tends' : 'consumer.for-constitution', {
      constitution,
      advice: item.name[w.locale],
    }),
    description: item.description[w.locale],
  });
  return { diet: label(advice.diet), lifestyle: label(advice.lifestyle) };
}

/**
 * Herbal items the person can take: items whose herbs interact with a stated medicine are left
 * out with a notice naming the herb and the medicine in plain words; so are items with a
 * pregnancy caution for someone pregnant or trying to conceive, and items with a breastfeeding
 * caution while breastfeeding (herb catalogue cautions).
 */
function safeHerbItems(items: readonly LocalizedAdvice[], run: DifferentiationRun, w: Wording) {
  const notices: string[] = [];
  const kept: LocalizedAdvice[] = [];
  for (const item of items) {
    const herbs = item.herbs.map((id) => findHerb(id)).filter((h) => h !== undefined);
    const interactions = run.texts.medications ? findInteractions(run.texts.medications, item.herbs) : [];
    const pregnancy = run.person.pregnancyCautions ? herbs.find((h) => h.cautions.pregnancy) : undefined;
    const breastfeeding = run.person.breastfeedingCautions ? herbs.find((h) => h.cautions.breastfeeding) : undefined;
    for (const i of interactions) {
      notices.push(
        message(w.t, 'consumer.interaction', {
          herb: consumerHerbName(i.herb, w),
          medicine: i.mentioned,
          risk: message(w.t, `consumer-risk.${i.drugClass}`),
        }),
      );
    }
    if (pregnancy) notices.push(message(w.t, 'consumer.pregnancy-withheld', { herb: consumerHerbName(pregnancy.id, w) }));
    if (breastfeeding)
      notices.push(message(w.t, 'consumer.breastfeeding-withheld', { herb: consumerHerbName(breastfeeding.id, w) }));
    if (interactions.length === 0 && !pregnancy && !breastfeeding) kept.push(item);
  }
  return { kept, notices: [...new Set(notices)] };
}

/**
 * A person who listed medicines we recognise, shown herbal suggestions none of which interacts
 * with them, is told they were checked: silence read as 'not checked' (an exploratory test).
 */
function medicinesCheckedNotice(
  herbal: { kept: readonly LocalizedAdvice[]; notices: readonly string[] },
  run: DifferentiationRun,
  w: Wording,
): string[] {
  if (herbal.kept.length === 0 || herbal.notices.length > 0 || !run.texts.medications) return [];
  const medicines = [...new Set(recognizeDrugs(run.texts.medications).map((d) => d.mentioned))];
  return medicines.length ? [message(w.t, 'consumer.medicines-checked', { medicines: joinList(medicines, w) })] : [];
}

/** Drug classes that thin the blood: foods that move the blood add to them in large amounts. */
const BLOOD_THINNERS = new Set(['anticoagulants', 'vitamin-k-antagonists', 'antiplatelets']);

/**
 * A person on a blood thinner whose diet advice names foods that move the blood is told to keep
 * them to kitchen amounts (NCCIH, 'Garlic': it may increase the risk of bleeding with warfarin).
 * The foods stay: in ordinary meals they are not the concern, supplements are.
 */
function bloodThinnerFoodNotice(diet: readonly LocalizedAdvice[], run: DifferentiationRun, w: Wording): string[] {
  if (!diet.some((d) => d.movesBlood) || !run.texts.medications) return [];
  const thinner = recognizeDrugs(run.texts.medications).find((d) => d.drug.classes.some((c) => BLOOD_THINNERS.has(c)));
  return thinner ? [message(w.t, 'consumer.blood-thinner-foods', { medicine: thinner.mentioned })] : [];
}

/**
 * The consumer recommendation (SPEC §3) of a differentiation run, in the reader's locale: the
 * main pattern, the observations behind it, and consumer-safe herbs (food herbs and teas),
 * diet and lifestyle advice from the knowledge base. Never a formula and never a dose.
 *
 * Safety first: a red flag puts its 'see a doctor' advice at the top of the observations and
 * withholds herbal suggestions for this check-in. Diet and lifestyle stay for an 'urgent'
 * flag (foods and habits do not interfere with medical care, and keep the check-in useful)
 * but are withheld too for an 'emergency' flag, where the only message must be to get help
 * now. Interactions with the stated medicines and pregnancy or breastfeeding cautions remove
 * the herbal item concerned, with a notice that says why. The person's main constitution (CCMQ)
 * puts one diet and one lifestyle item for it first in those lists (constitutionAdvice).
 */
export function buildConsumerResult(
  run: DifferentiationRun,
  input: { questionnaire?: Questionnaire; tongueObservations?: readonly string[]; constitution?: ConstitutionJudgement },
  w: Wording,
): ConsumerResult {
  const pattern = run.topText;
  const flag = run.redFlags.find((f) => f.urgency === 'emergency') ?? run.redFlags[0];
  const urgency = flag ? (flag.urgency === 'emergency' ? 'emergency' : 'urgent') : null;
  const herbsWithheld = flag !== undefined;
  const adviceWithheld = urgency === 'emergency';
  const herbal = safeHerbItems(pattern?.consumerHerbs ?? [], run, w);
  const notices = [
    ...(herbsWithheld ? [] : herbal.notices),
    ...(herbsWithheld ? [] : medicinesCheckedNotice(herbal, run, w)),
    ...(adviceWithheld ? [] : bloodThinnerFoodNotice(pattern?.diet ?? [], run, w)),
  ];
  const seeADoctor = flag ? flag.message : null;
  const forConstitution = constitutionAdvice(input.constitution, w);
  // The constitution's item comes first; the list stays at RECOMMENDATION_ITEMS_MAX.
  const items = (list: readonly LocalizedAdvice[], first?: { name: string; description: string }) =>
    [...(first ? [first] : []), ...list.map((a) => ({ name: a.name, description: a.description }))].slice(
      0,
      RECOMMENDATION_ITEMS_MAX,
    );
  const combination = run.result.reasoning.combination;
  const photoConflict = run.result.reasoning.tongueConflict?.fromPhoto === true;
  const recommendation: RecommendationContent = {
    pattern: combination
      ? reasoningMessage(w.t, 'consumer.combination', {
          main: patternName(combination.main, w),
          partner: patternName(combination.partner, w),
        })
      : (pattern?.name ?? ''),
    observations: [
      ...(seeADoctor ? [seeADoctor, message(w.t, adviceWithheld ? 'consumer.all-withheld' : 'consumer.herbs-withheld')] : []),
      ...notices,
      // The two or three observations that led to the pattern come first, in plain words; the
      // photo's own observations are left out when the photo contradicted the answers.
      ...consumerReasons(run, w, { photoObservationsShown: !photoConflict && Boolean(input.tongueObservations?.length) }),
      ...(photoConflict ? [] : (input.tongueObservations ?? [])),
      ...(pattern ? [pattern.explanation] : []),
      ...questionnaireObservations(input.questionnaire, w),
    ],
    herbs: herbsWithheld ? [] : items(herbal.kept),
    diet: adviceWithheld ? [] : items(pattern?.diet ?? [], forConstitution?.diet),
    lifestyle: adviceWithheld ? [] : items(pattern?.lifestyle ?? [], forConstitution?.lifestyle),
  };
  return { recommendation, safety: { seeADoctor, urgency, herbsWithheld, adviceWithheld, notices } };
}
