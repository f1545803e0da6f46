import type { Cautions, DifferentiationInput, DifferentiationResult } from '../../contract/analysis.ts';
import { ageAdaptations } from '../treatment/age-adaptations.ts';
import { assembleTreatment, planHerbIds } from '../treatment/assemble-treatment.ts';
import { assessCoherence } from './coherence.ts';
import { collectPulseFeatures } from './findings/pulse-features.ts';
import { questionnaireToText } from './findings/questionnaire-phrases.ts';
import { collectSymptomFeatures, type SymptomExtractor } from './findings/symptom-features.ts';
import { collectTongueFeatures } from './findings/tongue-features.ts';
import type { FindingSet } from './findings/types.ts';
import type { PatternKnowledge } from './knowledge/types.ts';
import { isSignificant, rankPatterns, toRankedPatterns } from './rank-patterns.ts';
import { scorePatterns, type PatternScore } from './score-patterns.ts';
import { estimateChronicity, estimateSeverity } from './severity.ts';

/** A red-flag finding, as the differentiation reports it. */
export interface RedFlagHit {
  id: string;
  message: string;
  /** 'emergency' (call emergency services) or 'urgent' (see a doctor today). */
  urgency?: string;
  evidence?: string;
}

/** A herb-drug interaction between a stated medication and a formula herb. */
export interface InteractionHit {
  herb: string;
  drug: string;
  severity: string;
  effect: string;
  advice?: string;
}

/** What differentiation needs from the rest of the engine; injected so it can be tested on small fixtures. */
export interface DifferentiationDeps {
  patterns: readonly PatternKnowledge[];
  extractSymptoms: SymptomExtractor;
  findRedFlags: (text: string) => readonly RedFlagHit[];
  findInteractions: (medications: string, herbIds: readonly string[]) => readonly InteractionHit[];
}

/**
 * A secondary pattern is one found alongside the main one: significant, ranked 2nd-4th, and
 * scoring at least half the main pattern's score. Its formula modifications are applied.
 */
export const SECONDARY_MIN_SHARE = 0.5;
export const SECONDARY_MAX = 3;

/** Message that overrides all advice when a red flag is found and the flag carries no message of its own. */
export const REFERRAL_MESSAGE =
  'See a doctor now: these symptoms need prompt medical assessment before any TCM treatment or self-care.';

/** The case's findings in knowledge-base vocabulary (tongue, pulse, symptoms present and denied). */
export function collectFindings(input: DifferentiationInput, extract: SymptomExtractor): FindingSet {
  const { present, denied, qualifiers } = collectSymptomFeatures(
    [
      input.chiefComplaint ?? '',
      input.symptoms ?? '',
      questionnaireToText(input.questionnaire && { ...input.questionnaire, discomforts: input.questionnaire.discomforts ?? [] }),
    ],
    extract,
  );
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

function secondaryPatterns(ranked: readonly PatternScore[]): PatternScore[] {
  const top = ranked[0];
  if (!top || !isSignificant(top)) return [];
  return ranked.slice(1, 1 + SECONDARY_MAX).filter((s) => isSignificant(s) && s.score >= SECONDARY_MIN_SHARE * top.score);
}

/** The advice that overrides everything when red flags are found: the most urgent flag's own message. */
function referralOf(flags: readonly RedFlagHit[]): string | null {
  if (flags.length === 0) return null;
  const first = flags.find((f) => f.urgency === 'emergency') ?? flags[0];
  return first.message || REFERRAL_MESSAGE;
}

/**
 * Pattern differentiation with injected knowledge and helpers: findings -> patterns ranked
 * by cosine similarity of the evidence to each pattern's weighted signs, with confidence,
 * evidence for and against, coherence of the sources, severity and chronicity, the treatment
 * of the main pattern adjusted for secondary patterns, interactions of its herbs with the
 * stated medications, red flags, and prognosis. See docs/differentiation.md.
 */
export function differentiateWith(deps: DifferentiationDeps, input: DifferentiationInput): DifferentiationResult {
  const findings = collectFindings(input, deps.extractSymptoms);
  const ranked = rankPatterns(scorePatterns(deps.patterns, findings));
  const top = ranked[0];
  const secondary = secondaryPatterns(ranked);
  const complexFactors = input.complexFactors ?? [];

  const redFlagText = [input.chiefComplaint, input.symptoms, input.tongue?.practitionerNotes, input.pulse?.notes]
    .filter(Boolean)
    .join('. ');
  const redFlags = redFlagText ? [...deps.findRedFlags(redFlagText)] : [];

  const treatment = top
    ? assembleTreatment(
        top.pattern,
        secondary.map((s) => s.pattern.id),
      )
    : null;
  const interactions = input.medications?.trim() ? [...deps.findInteractions(input.medications, planHerbIds(treatment))] : [];

  const c = top?.pattern.cautions;
  const cautions: Cautions = {
    redFlags: redFlags.map((r) => ({
      id: r.id,
      message: r.message,
      ...(r.urgency ? { urgency: r.urgency } : {}),
      ...(r.evidence ? { evidence: r.evidence } : {}),
    })),
    interactions: interactions.map((i) => ({
      herb: i.herb,
      drug: i.drug,
      severity: i.severity,
      effect: i.effect,
      ...(i.advice ? { advice: i.advice } : {}),
    })),
    ...(c?.pregnancy ? { pregnancy: c.pregnancy } : {}),
    ...(c?.bleedingRisk ? { bleedingRisk: c.bleedingRisk } : {}),
    ...(c?.longTerm ? { longTerm: c.longTerm } : {}),
    other: [...(c?.other ?? []), ...ageAdaptations(input.age, input.gender)],
  };

  const coherence = assessCoherence(ranked);
  const questionnaire = input.questionnaire;
  const severity = estimateSeverity({
    top,
    findings,
    pulseRate: input.pulse?.rate,
    complexFactors,
    redFlagCount: redFlags.length,
    questionnaireLowest: questionnaire
      ? Math.min(questionnaire.energyLevel, questionnaire.sleepQuality, questionnaire.digestion)
      : undefined,
  });
  const chronicity = estimateChronicity({
    top,
    findings,
    complexFactors,
    age: input.age,
    text: [input.chiefComplaint, input.symptoms].filter(Boolean).join('. '),
  });

  const prognosis = {
    expectation: top?.pattern.prognosis.expectation ?? '',
    favourable: [
      ...(top?.pattern.prognosis.favourable ?? []),
      ...(coherence.level === 'high' ? ['tongue, pulse and symptoms agree (clear pattern)'] : []),
    ],
    obstacles: [
      ...(top?.pattern.prognosis.obstacles ?? []),
      ...complexFactors.map((f) => `complex factor: ${f}`),
      ...(chronicity.level === 'chronic' ? ['long-standing condition: expect a longer course'] : []),
      ...(coherence.level === 'low' ? ['mixed picture: tongue, pulse and symptoms point to different patterns'] : []),
    ],
  };

  return {
    patterns: toRankedPatterns(ranked),
    secondaryPatterns: secondary.map((s) => s.pattern.id),
    coherence,
    severity,
    chronicity,
    treatment,
    cautions,
    prognosis,
    referral: referralOf(redFlags),
    findings: {
      tongue: findings.tongue.map((t) => t.key),
      pulse: findings.pulse.map((p) => p.key),
      symptoms: [
        ...findings.symptoms.map((s) => ({ id: s.key, negated: false, evidence: s.detail ?? '' })),
        ...findings.deniedSymptoms.map((s) => ({ id: s.key, negated: true, evidence: s.detail ?? '' })),
      ],
    },
  };
}
