import type { Questionnaire } from '../../../../contract/assessment.ts';
import {
  ConsumerTongueAnalysisSchema,
  CreatedSchema,
  type ConsumerTongueAnalysis,
  type OnDeviceTongueFindings,
} from '../../../../contract/consumer.ts';
import { ApiError, apiJson } from '../../../lib/api.ts';

/** SPEC §8 step errors of the consumer flow. */
export const STEP_ERRORS = {
  analysis: 'Failed to analyze tongue image. Please try again.',
  questionnaire: 'Failed to submit health questionnaire. Please try again.',
  recommendations: 'Failed to generate recommendations. Please try again.',
} as const;

export type CheckInStep = keyof typeof STEP_ERRORS;

/**
 * A failed step; `photoProblem` is the server's reason when the photo itself was refused (retake),
 * and `photoProblemCode` the quality gate's code for it when the server named one, by which the
 * page shows the reason in the reader's language.
 */
export class CheckInError extends Error {
  constructor(
    readonly step: CheckInStep,
    readonly photoProblem: string | null,
    readonly photoProblemCode: string | null = null,
  ) {
    super(STEP_ERRORS[step]);
  }
}

/** 4xx answers about the photo (unusable, not an image, too large): the person can retake it. */
const PHOTO_STATUSES = new Set([400, 413, 415, 422]);

/** The photo as a data: URL, which the server accepts as imageBase64. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/** What the check-in sends of the photo: the photo itself, or in privacy mode only the findings measured on this device. */
export type CheckInTongue = { photo: Blob } | { findings: OnDeviceTongueFindings };

/**
 * SPEC §4 consumer flow: three sequential calls (tongue analysis, questionnaire,
 * recommendations); `onStep` reports progress for the screen. In privacy mode the first call
 * carries the findings instead of the photo (POST /api/tongue-analysis/on-device).
 */
export async function submitCheckIn(
  userId: number,
  tongue: CheckInTongue,
  answers: Questionnaire,
  onStep: (step: CheckInStep) => void,
): Promise<{ tongueAnalysisId: number; healthQuestionnaireId: number; recommendationId: number }> {
  onStep('analysis');
  let analysis: ConsumerTongueAnalysis;
  try {
    analysis =
      'findings' in tongue
        ? await apiJson(
            'POST',
            '/api/tongue-analysis/on-device',
            { userId, findings: tongue.findings },
            ConsumerTongueAnalysisSchema,
          )
        : await apiJson(
            'POST',
            '/api/tongue-analysis',
            { userId, imageBase64: await readAsDataUrl(tongue.photo) },
            ConsumerTongueAnalysisSchema,
          );
  } catch (error) {
    const photoProblem = error instanceof ApiError && PHOTO_STATUSES.has(error.status) ? (error.serverMessage ?? null) : null;
    // A photo the quality gate refused: the answer names the gate's code for the photo's field.
    const code = photoProblem && error instanceof ApiError ? error.errors?.find((e) => e.field === 'imageBase64')?.message : null;
    throw new CheckInError('analysis', photoProblem, code ?? null);
  }
  onStep('questionnaire');
  let questionnaire: { id: number };
  try {
    questionnaire = await apiJson('POST', '/api/health-questionnaire', { userId, ...answers }, CreatedSchema);
  } catch {
    throw new CheckInError('questionnaire', null);
  }
  onStep('recommendations');
  try {
    const rec = await apiJson(
      'POST',
      '/api/recommendations',
      { userId, tongueAnalysisId: analysis.id, healthQuestionnaireId: questionnaire.id },
      CreatedSchema,
    );
    return { tongueAnalysisId: analysis.id, healthQuestionnaireId: questionnaire.id, recommendationId: rec.id };
  } catch {
    throw new CheckInError('recommendations', null);
  }
}
