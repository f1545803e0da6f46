import { randomUUID } from 'node:crypto';
import type { BuiltinAnalysisResult, DifferentiationInput } from '../../../contract/analysis.ts';
import {
  analyse,
  toDifferentiationInput as engineDifferentiationInput,
  type AnalysisInput,
} from '../../../engine/analysis/analyse.ts';
import type { AnalysisOutcome, AnalysisProvider, AnalysisRequest } from './types.ts';

/** The analysis entry's input for a practitioner analysis request. */
export function toAnalysisInput(req: AnalysisRequest): AnalysisInput {
  const p = req.patient;
  return {
    ...(req.tongueFindings ? { tongueFindings: req.tongueFindings } : {}),
    ...(req.manualAssessment ? { manualAssessment: req.manualAssessment } : {}),
    ...(req.pulse ? { pulse: req.pulse } : {}),
    ...(p.currentSymptoms ? { symptoms: p.currentSymptoms } : {}),
    ...(p.chiefComplaint ? { chiefComplaint: p.chiefComplaint } : {}),
    ...(p.previousTreatments ? { previousTreatments: p.previousTreatments } : {}),
    person: {
      ...(p.age !== undefined ? { age: p.age } : {}),
      ...(p.gender ? { gender: p.gender as DifferentiationInput['gender'] } : {}),
      ...(p.pregnancyStatus ? { pregnancyStatus: p.pregnancyStatus } : {}),
    },
    ...(p.complexFactors?.length ? { complexFactors: [...p.complexFactors] } : {}),
    ...(p.medications ? { medications: p.medications } : {}),
    ...(req.locale ? { locale: req.locale } : {}),
  };
}

/** The differentiation input of a practitioner analysis request. */
export function toDifferentiationInput(req: AnalysisRequest): DifferentiationInput {
  return engineDifferentiationInput(toAnalysisInput(req), req.tongueFindings);
}

/**
 * Run the built-in analysis (the engine's analysis entry) and answer with its SPEC §3 object,
 * status 'success' (or 'fallback' when answering for an unavailable webhook, with SPEC §8's
 * messages).
 */
export function runBuiltinAnalysis(
  req: AnalysisRequest,
  options: { fallback?: boolean; now?: () => Date; newId?: () => string } = {},
): BuiltinAnalysisResult {
  return analyse({
    ...toAnalysisInput(req),
    meta: {
      analysisId: options.newId?.() ?? `builtin-${randomUUID()}`,
      timestamp: (options.now?.() ?? new Date()).toISOString(),
      fallback: options.fallback ?? false,
    },
  }).practitioner;
}

/** The built-in provider: our engine answers every request. */
export function createBuiltinProvider(options: { now?: () => Date; newId?: () => string } = {}): AnalysisProvider {
  return {
    analyze: async (req: AnalysisRequest): Promise<AnalysisOutcome> => ({
      result: runBuiltinAnalysis(req, options),
      provider: 'builtin',
    }),
  };
}
