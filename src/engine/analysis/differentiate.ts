import { recognizeDrugs } from '../treatment/interactions.ts';
import type { DifferentiationInput, DifferentiationResult } from '../../contract/analysis.ts';
import { applyConstitutionPrior } from '../constitution/constitution-prior.ts';
import { PATTERNS } from '../knowledge/patterns/index.ts';
import type { Translate } from '../knowledge/localize/translate.ts';
import { localizePattern, type LocalizedPattern } from '../knowledge/localize/views.ts';
import { complexFactorName } from '../knowledge/complex-factors.ts';
import { message } from '../knowledge/messages.ts';
import type { PatternKnowledge, PrognosisCondition } from '../knowledge/types.ts';
import { assessCoherence } from '../patterns/coherence.ts';
import { distinguish, findPartner, isSplit, weighTongueAgainstOthers, withPartnerSecond } from '../patterns/combined-reading.ts';
import { collectPulseFeatures } from '../patterns/findings/pulse-features.ts';
import { questionnaireToText } from '../patterns/findings/questionnaire-phrases.ts';
import { collectSymptomFeatures, type SymptomExtractor } from '../patterns/findings/symptom-features.ts';
import { collectTongueFeatures } from '../patterns/findings/tongue-features.ts';
import { NORMAL_FINDINGS, type FindingSet } from '../patterns/findings/types.ts';
import { isSignificant, rankPatterns, toRankedPatterns } from '../patterns/rank-patterns.ts';
import { findRedFlags, type RedFlagContext } from '../patterns/red-flags.ts';
import { scorePatterns, type PatternScore } from '../patterns/score-patterns.ts';
import { estimateChronicity, estimateSeverity } from '../patterns/severity.ts';
import { extractSymptoms } from '../patterns/symptoms/extract-symptoms.ts';
import { assembleTreatment, planHerbIds } from '../treatment/assemble-treatment.ts';
import { findInteractions } from '../treatment/interactions.ts';
import { ageNotes, conditionHolds, personContext, type PersonContext } from './person.ts';
import { assessHerbSafety, cautionsOf, type HerbSafety, type InteractionHit, type RedFlagHit } from './safety.ts';
import { findingLabel, patternName } from './reasoning-view.ts';
import { joinList, wordingFor, type Wording } from './wording.ts';

export type { InteractionHit, RedFlagHit } from './safety.ts';

/** What differentiation needs from the rest of the engine; injected so it can be tested on small fixtures. */
export interface DifferentiationDeps {
  patterns: readonly PatternKnowledge[];
  extractSymptoms: SymptomExtractor;
  /** Red flags in a text, their words rendered by `t`. */
  findRedFlags: (text: string, t: Translate, context: RedFlagContext) => readonly RedFlagHit[];
  findInteractions: (medications: string, herbIds: readonly string[]) => readonly InteractionHit[];
}

/** The engine's own knowledge base, symptom extractor, red-flag list and herb-drug interaction table. */
export const DEFAULT_DIFFERENTIATION_DEPS: DifferentiationDeps = {
  patterns: PATTERNS,
  extractSymptoms: (text) =>
    extractSymptoms(text).map((m) => ({ id: m.id, negated: m.negated, evidence: m.evidence, qualifiers: m.qualifiers })),
  findRedFlags: (text, t, context) =>
    findRedFlags(text, t, context).map((f) => ({
      id: f.id,
      label: f.label,
      message: f.advice,
      urgency: f.urgency,
      evidence: f.evidence,
    })),
  findInteractions: (medications, herbIds) =>
    findInteractions(medications, [...herbIds]).map((i) => ({
      id: i.id,
      herb: i.herb,
      drug: i.drug,
      severity: i.severity,
      effect: i.effect,
      advice: i.advice,
      mentioned: i.mentioned,
      drugClass: i.drugClass,
    })),
};

/**
 * A secondary pattern is one found alongside the main one: the partner of a combined
 * presentation (see findPartner), or a significant pattern ranked 2nd-4th scoring at least
 * half the main pattern's score. Its formula modifications are applied when the case shows the
 * presentation they name (assembleTreatment).
 */
export const SECONDARY_MIN_SHARE = 0.5;
/** At most this many secondary patterns. */
export const SECONDARY_MAX = 3;

/** Message that overrides all advice when a red flag is found and the flag carries no message of its own. */
export const REFERRAL_MESSAGE =
  'See a doctor now: these symptoms need prompt medical assessment before any TCM treatment or self-care.';

/** Origin of the findings of each of CaseTexts.symptomTexts: the third is the questionnaire's answers. */
const SYMPTOM_TEXT_ORIGINS = [undefined, undefined, 'questionnaire', undefined] as const;

/** The free texts of a case, joined once: symptoms for the extractor, all of them for red flags, medications. */
export interface CaseTexts {
  /** Texts the symptom extractor reads (chief complaint, symptoms, questionnaire sentences and notes). */
  symptomTexts: string[];
  /** Everything a red flag may be written in (notes and medication text included). */
  redFlagText: string;
  /** Chief complaint, symptoms and notes, for the chronicity estimate. */
  historyText: string;
  /** Stated medications (practitioner field and consumer questionnaire), empty when none. */
  medications: string;
  /** The medications and the record's previous treatments: what herb-drug interactions are looked for in. */
  interactionText: string;
}

const joinTexts = (parts: readonly (string | undefined)[], separator: string) =>
  parts.filter((p): p is string => Boolean(p?.trim())).join(separator);

/** The free texts of a differentiation input (see CaseTexts). */
export function caseTexts(input: DifferentiationInput): CaseTexts {
  const q = input.questionnaire;
  return {
    symptomTexts: [
      input.chiefComplaint ?? '',
      input.symptoms ?? '',
      questionnaireToText(
        q && {
          ...q,
          energyLevel: q.energyLevel ?? null,
          sleepQuality: q.sleepQuality ?? null,
          digestion: q.digestion ?? null,
          discomforts: q.discomforts ?? [],
        },
      ),
      q?.notes ?? '',
    ],
    redFlagText: joinTexts(
      [input.chiefComplaint, input.symptoms, input.tongue?.practitionerNotes, input.pulse?.notes, q?.notes, q?.medications],
      '. ',
    ),
    historyText: joinTexts([input.chiefComplaint, input.symptoms, q?.notes], '. '),
    medications: joinTexts([input.medications, q?.medications], '; '),
    interactionText: joinTexts([input.medications, q?.medications, input.previousTreatments], '; '),
  };
}

/** The case's findings in knowledge-base vocabulary (tongue, pulse, symptoms present and denied). */
export function collectFindings(input: DifferentiationInput, texts: CaseTexts, extract: SymptomExtractor): FindingSet {
  const { present, denied, qualifiers } = collectSymptomFeatures(texts.symptomTexts, extract, SYMPTOM_TEXT_ORIGINS);
  return {
    tongue: collectTongueFeatures(
      input.tongue,
      input.tongueFindings && { ...input.tongueFindings, signs: input.tongueFindings.signs ?? [] },
    ),
    pulse: collectPulseFeatures(input.pulse),
    symptoms: present,
    deniedSymptoms: denied,
    qualifiers,
  };
}

/** The lowest answered questionnaire score, or undefined when none was answered (or there is no questionnaire). */
function lowestAnswer(q: DifferentiationInput['questionnaire']): number | undefined {
  const answered = q ? [q.energyLevel, q.sleepQuality, q.digestion].filter((v): v is number => v != null) : [];
  return answered.length ? Math.min(...answered) : undefined;
}

function secondaryPatterns(ranked: readonly PatternScore[], partner: PatternScore | undefined): PatternScore[] {
  const top = ranked[0];
  if (!top || !isSignificant(top)) return [];
  return ranked
    .slice(1, 1 + SECONDARY_MAX)
    .filter((s) => s === partner || (isSignificant(s) && s.score >= SECONDARY_MIN_SHARE * top.score));
}

/** The advice that overrides everything when red flags are found: the most urgent flag's own message. */
function referralOf(flags: readonly RedFlagHit[]): string | null {
  if (flags.length === 0) return null;
  const first = flags.find((f) => f.urgency === 'emergency') ?? flags[0];
  return first.message || REFERRAL_MESSAGE;
}

/** Everything one differentiation computed, for the analysis entry to build its outputs from (nothing computed twice). */
export interface DifferentiationRun {
  result: DifferentiationResult;
  /** The first-ranked pattern's knowledge and its texts in the reader's locale. */
  top: PatternKnowledge | undefined;
  topText: LocalizedPattern | undefined;
  findings: FindingSet;
  texts: CaseTexts;
  person: PersonContext;
  safety: HerbSafety;
  redFlags: RedFlagHit[];
  interactions: InteractionHit[];
  /** The medicines named in the medications and the record's previous treatments, as written. */
  recordedDrugs: string[];
  ageNotes: string[];
}

/**
 * Pattern differentiation with injected knowledge and helpers, in the reader's wording:
 * findings -> patterns ranked by cosine similarity of the evidence to each pattern's weighted
 * signs, with confidence, evidence for and against, coherence of the sources, severity and
 * chronicity, the treatment of the main pattern adjusted for secondary patterns, the cautions
 * that fit this person (pregnancy and breastfeeding only when the status calls for them,
 * named interactions, or 'ask about' when no medicine was recorded), red flags, and the
 * prognosis factors that apply to this person. See docs/differentiation.md.
 */
export function runDifferentiation(deps: DifferentiationDeps, input: DifferentiationInput, w: Wording): DifferentiationRun {
  const texts = caseTexts(input);
  const read = collectFindings(input, texts, deps.extractSymptoms);
  // A tongue photo that contradicts symptoms and pulse is down-weighted before ranking.
  const { findings, conflict } = weighTongueAgainstOthers(deps.patterns, read);
  // The person's constitution (CCMQ) nudges the patterns it predisposes to before ranking.
  const scored = rankPatterns(applyConstitutionPrior(scorePatterns(deps.patterns, findings), input.constitution));
  const partner = findPartner(scored, SECONDARY_MIN_SHARE);
  const ranked = withPartnerSecond(scored, partner);
  const top = ranked[0];
  const secondary = secondaryPatterns(ranked, partner);
  const complexFactors = input.complexFactors ?? [];
  const person = personContext({ gender: input.gender, age: input.age, pregnancyStatus: input.pregnancyStatus });

  const redFlags = texts.redFlagText
    ? [
        ...deps.findRedFlags(texts.redFlagText, w.t, {
          // Only where pregnancy can apply (a status left on a record whose gender or age rules it out is not read).
          pregnant: person.pregnancyCanApply && input.pregnancyStatus === 'pregnant',
        }),
      ]
    : [];
  const treatment = top
    ? assembleTreatment(
        top.pattern,
        secondary.map((s) => s.pattern.id),
        [...findings.tongue, ...findings.pulse, ...findings.symptoms].map((f) => f.key),
      )
    : null;
  const herbIds = planHerbIds(treatment);
  // The record's previous treatments are searched too (the patient form asks for every current
  // medicine there); a medicine found in them counts as recorded, so the practitioner is not also
  // told that none was.
  const interactions = texts.interactionText ? [...deps.findInteractions(texts.interactionText, herbIds)] : [];
  const recordedDrugs = [...new Set(recognizeDrugs(texts.interactionText).map((d) => d.mentioned))];
  const medicationsRecorded = texts.medications !== '' || recordedDrugs.length > 0;
  const safety = assessHerbSafety(
    herbIds,
    person,
    medicationsRecorded,
    (top?.pattern.acupoints ?? []).map((a) => a.code),
  );
  const notes = ageNotes(input.age, w.t);
  const topText = top ? localizePattern(top.pattern, w.t) : undefined;
  const cautions = cautionsOf({ redFlags, interactions, safety, person, ageNotes: notes, pattern: topText }, w);

  const coherence = assessCoherence(
    ranked,
    { t: w.t, pattern: (p) => patternName(p.id, w) },
    {
      ...(conflict ? { tongueFavours: conflict.tongueFavours } : {}),
      tongueNormal: findings.tongue.length > 0 && findings.tongue.every((f) => NORMAL_FINDINGS.has(f.key)),
    },
  );
  const reasonWording = {
    t: w.t,
    finding: (key: string) => findingLabel(key, w),
    list: (items: readonly string[]) => joinList(items, w),
  };
  const questionnaire = input.questionnaire;
  const severity = estimateSeverity(
    {
      top,
      findings,
      pulseRate: input.pulse?.rate,
      complexFactors,
      redFlagCount: redFlags.length,
      questionnaireLowest: lowestAnswer(questionnaire),
    },
    reasonWording,
  );
  const chronicity = estimateChronicity(
    { top, findings, complexFactors, age: input.age, text: texts.historyText },
    reasonWording,
  );

  const applies = (f: { onlyIf?: PrognosisCondition }) =>
    f.onlyIf === undefined || conditionHolds(f.onlyIf, person, chronicity.level);
  const prognosis = {
    expectation: topText?.prognosis.expectation ?? '',
    favourable: [
      ...(topText?.prognosis.favourable ?? []).filter(applies).map((f) => f.text),
      ...(coherence.level === 'high' ? [message(w.t, 'prognosis.coherent')] : []),
    ],
    obstacles: [
      ...(topText?.prognosis.obstacles ?? []).filter(applies).map((f) => f.text),
      ...complexFactors.map((factor) => message(w.t, 'prognosis.complex-factor', { factor: complexFactorName(factor, w.t) })),
      ...(chronicity.level === 'chronic' ? [message(w.t, 'prognosis.chronic')] : []),
      ...(coherence.level === 'low' ? [message(w.t, 'prognosis.mixed')] : []),
    ],
  };

  const result: DifferentiationResult = {
    patterns: toRankedPatterns(ranked),
    secondaryPatterns: secondary.map((s) => s.pattern.id),
    coherence,
    severity,
    chronicity,
    // A pregnant person's plan holds no point forbidden in pregnancy (the cautions say which).
    treatment:
      treatment && safety.pregnancyPoints.length
        ? { ...treatment, acupoints: treatment.acupoints.filter((a) => !safety.pregnancyPoints.includes(a.code)) }
        : treatment,
    cautions,
    prognosis,
    referral: referralOf(redFlags),
    reasoning: {
      combination: partner && top ? { main: top.pattern.id, partner: partner.pattern.id } : null,
      tongueConflict: conflict,
      split: !partner && isSplit(ranked),
      distinctions:
        top && isSignificant(top)
          ? ranked
              .slice(1, 3)
              .filter(isSignificant)
              .map((s) => distinguish(top.pattern, s.pattern, findings))
          : [],
    },
    findings: {
      tongue: findings.tongue.map((t) => t.key),
      pulse: findings.pulse.map((p) => p.key),
      symptoms: [
        ...findings.symptoms.map((s) => ({ id: s.key, negated: false, evidence: s.detail ?? '' })),
        ...findings.deniedSymptoms.map((s) => ({ id: s.key, negated: true, evidence: s.detail ?? '' })),
      ],
    },
  };
  return {
    result,
    top: top?.pattern,
    topText,
    findings,
    texts,
    person,
    safety,
    redFlags,
    interactions,
    recordedDrugs,
    ageNotes: notes,
  };
}

/** Differentiation with injected knowledge and helpers (see runDifferentiation), in English. */
export function differentiateWith(deps: DifferentiationDeps, input: DifferentiationInput): DifferentiationResult {
  return runDifferentiation(deps, input, wordingFor('en')).result;
}

/**
 * TCM pattern differentiation (bian zheng) of one case with the engine's own knowledge:
 * findings (tongue, pulse, symptom text, questionnaire, person, medications) -> patterns
 * ranked best first with score, confidence and the evidence for and against each, clinical
 * coherence, severity and chronicity, the treatment of the main pattern adjusted for secondary
 * patterns, cautions that fit the person, red flags and prognosis. 'balanced' is first when
 * nothing significant is found. Method and figures: docs/differentiation.md.
 */
export function differentiate(input: DifferentiationInput): DifferentiationResult {
  return differentiateWith(DEFAULT_DIFFERENTIATION_DEPS, input);
}
