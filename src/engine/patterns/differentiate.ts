import type { DifferentiationInput, DifferentiationResult } from '../../contract/analysis.ts';
import { findInteractions } from '../treatment/interactions.ts';
import { differentiateWith, type DifferentiationDeps } from './differentiate-with.ts';
import { PATTERNS } from './knowledge/index.ts';
import { findRedFlags } from './red-flags.ts';
import { extractSymptoms } from './symptoms/extract-symptoms.ts';

/** The engine's own knowledge base, symptom extractor, red-flag list and herb-drug interaction table. */
export const DEFAULT_DIFFERENTIATION_DEPS: DifferentiationDeps = {
  patterns: PATTERNS,
  extractSymptoms: (text) =>
    extractSymptoms(text).map((m) => ({ id: m.id, negated: m.negated, evidence: m.evidence, qualifiers: m.qualifiers })),
  findRedFlags: (text) =>
    findRedFlags(text).map((f) => ({ id: f.id, message: f.message, urgency: f.urgency, evidence: f.evidence })),
  findInteractions: (medications, herbIds) =>
    findInteractions(medications, [...herbIds]).map((i) => ({
      herb: i.herb,
      drug: i.drug,
      severity: i.severity,
      effect: i.effect,
      advice: i.advice,
    })),
};

/**
 * TCM pattern differentiation (bian zheng) of one case: findings (tongue, pulse, symptom text,
 * questionnaire, patient data, medications) -> patterns ranked best first with score,
 * confidence and the evidence for and against each, clinical coherence, severity and
 * chronicity, the treatment of the main pattern adjusted for secondary patterns, herb-drug
 * interactions, red flags and prognosis. 'balanced' is first when nothing significant is
 * found. Method and figures: docs/differentiation.md.
 */
export function differentiate(input: DifferentiationInput): DifferentiationResult {
  return differentiateWith(DEFAULT_DIFFERENTIATION_DEPS, input);
}
