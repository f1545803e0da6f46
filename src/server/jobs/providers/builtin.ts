import { randomUUID } from 'node:crypto';
import type { BuiltinAnalysisResult, DifferentiationInput } from '../../../contract/analysis.ts';
import { BUILTIN_ESTIMATED_TIME } from '../../../contract/constants.ts';
import {
  analyse,
  toDifferentiationInput as engineDifferentiationInput,
  type AnalysisInput,
  type AnalysisResult,
} from '../../../engine/analysis/analyse.ts';
import { engineAnswerOf, type AnalysisAnswer } from '../../../engine/analysis/stored-analysis.ts';
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
    ...(p.constitution?.length ? { constitution: p.constitution } : {}),
    ...(req.locale ? { locale: req.locale } : {}),
  };
}

/** The differentiation input of a practitioner analysis request. */
export function toDifferentiationInput(req: AnalysisRequest): DifferentiationInput {
  return engineDifferentiationInput(toAnalysisInput(req), req.tongueFindings);
}

/** Runs the engine's analysis entry: in the worker pool in the app, in process in unit tests. */
export type AnalyseRunner = (input: Omit<AnalysisInput, 'image'>) => Promise<AnalysisResult>;
export const analyseInProcess: AnalyseRunner = async (input) => analyse(input);

export interface BuiltinOptions {
  now?: () => Date;
  newId?: () => string;
  /** Where the engine runs (default: in process). */
  run?: AnalyseRunner;
}

/**
 * Run the built-in analysis (the engine's analysis entry) and answer with its SPEC §3 object,
 * status 'success' (or 'fallback' when answering for an unavailable webhook, with SPEC §8's
 * messages).
 */
export async function runBuiltinAnalysis(
  req: AnalysisRequest,
  options: BuiltinOptions & { fallback?: boolean } = {},
): Promise<BuiltinAnalysisResult> {
  return (await runBuiltin(req, options)).result;
}

/** The SPEC §3 object and what our engine adds (alerts, reasoning, record) for one request. */
async function runBuiltin(
  req: AnalysisRequest,
  options: BuiltinOptions & { fallback?: boolean },
): Promise<Required<AnalysisAnswer> & { result: BuiltinAnalysisResult }> {
  const run = options.run ?? analyseInProcess;
  const analysis = await run({
    ...toAnalysisInput(req),
    meta: {
      analysisId: options.newId?.() ?? `builtin-${randomUUID()}`,
      timestamp: (options.now?.() ?? new Date()).toISOString(),
      fallback: options.fallback ?? false,
    },
  });
  return { ...engineAnswerOf(analysis), result: analysis.practitioner };
}

/** The built-in provider: our engine answers every request. */
export function createBuiltinProvider(options: BuiltinOptions & { fallback?: boolean } = {}): AnalysisProvider {
  return {
    analyze: async (req: AnalysisRequest): Promise<AnalysisOutcome> => ({
      ...(await runBuiltin(req, options)),
      provider: 'builtin',
    }),
    estimatedTime: BUILTIN_ESTIMATED_TIME,
  };
}
