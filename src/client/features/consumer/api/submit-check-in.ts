import type { Questionnaire } from '../../../../contract/assessment.ts';
import {
  ConsumerTongueAnalysisSchema,
  CreatedSchema,
  type ConsumerTongueAnalysis,
  type OnDeviceTongueFindings,
} from '../../../../contract/consumer.ts';
import { ApiError, apiJson, apiRequest } from '../../../lib/api.ts';

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
 * What a check-in has saved so far. A retry after a failed step passes it back, so the steps that
 * succeeded are not sent again: a second analysis of the same photo would be a second check-in in
 * the history and in the personal baseline.
 */
export interface CheckInProgress {
  tongueAnalysisId?: number;
  /** The saved questionnaire and the answers it holds (reused only while the answers are the same). */
  questionnaire?: { answers: string; id: number };
}

/**
 * SPEC §4 consumer flow: three sequential calls (tongue analysis, questionnaire,
 * recommendations); `onStep` reports progress for the screen. In privacy mode the first call
 * carries the findings instead of the photo (POST /api/tongue-analysis/on-device). `progress`
 * is filled in as steps succeed, and steps it already records are skipped.
 */
export async function submitCheckIn(
  userId: number,
  tongue: CheckInTongue,
  answers: Questionnaire,
  onStep: (step: CheckInStep) => void,
  progress: CheckInProgress = {},
): Promise<{ tongueAnalysisId: number; healthQuestionnaireId: number; recommendationId: number }> {
  if (progress.tongueAnalysisId === undefined) {
    progress.tongueAnalysisId = (await analyseTongue(userId, tongue, onStep)).id;
  }
  const analysisId = progress.tongueAnalysisId;
  onStep('questionnaire');
  const answersKey = JSON.stringify(answers);
  if (progress.questionnaire?.answers !== answersKey) {
    // Answers changed since the failed try: the earlier ones go, so the check-in counts once in
    // the progress charts.
    if (progress.questionnaire) await discardAnswers(progress.questionnaire.id);
    progress.questionnaire = undefined;
    try {
      const saved = await apiJson('POST', '/api/health-questionnaire', { userId, ...answers }, CreatedSchema);
      progress.questionnaire = { answers: answersKey, id: saved.id };
    } catch {
      throw new CheckInError('questionnaire', null);
    }
  }
  const questionnaireId = progress.questionnaire.id;
  onStep('recommendations');
  try {
    const rec = await apiJson(
      'POST',
      '/api/recommendations',
      { userId, tongueAnalysisId: analysisId, healthQuestionnaireId: questionnaireId },
      CreatedSchema,
    );
    return { tongueAnalysisId: analysisId, healthQuestionnaireId: questionnaireId, recommendationId: rec.id };
  } catch {
    throw new CheckInError('recommendations', null);
  }
}

async function analyseTongue(
  userId: number,
  tongue: CheckInTongue,
  onStep: (step: CheckInStep) => void,
): Promise<ConsumerTongueAnalysis> {
  onStep('analysis');
  try {
    return 'findings' in tongue
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
}

/** Deletes answers no recommendation was made from (the server refuses, 409, once one was). */
async function discardAnswers(questionnaireId: number): Promise<void> {
  await apiRequest('DELETE', `/api/health-questionnaire/${questionnaireId}`).catch(() => undefined);
}

/** The deletions that give up a check-in: its answers, then its analysis while unfinished. */
function abandonUrls(progress: CheckInProgress): string[] {
  return [
    ...(progress.questionnaire ? [`/api/health-questionnaire/${progress.questionnaire.id}`] : []),
    ...(progress.tongueAnalysisId !== undefined ? [`/api/tongue-analysis/${progress.tongueAnalysisId}?unfinished=true`] : []),
  ];
}

/**
 * Deletes what a check-in given up part-way saved. Only while it is unfinished: if the last call
 * did reach the server (its answer lost on the way), the check-in is finished and stays.
 */
export async function abandonCheckIn(progress: CheckInProgress): Promise<void> {
  for (const url of abandonUrls(progress)) await apiRequest('DELETE', url).catch(() => undefined);
}

/**
 * The same while the page is being closed or reloaded: keepalive requests outlive the page
 * (a promise chain would not run to its end).
 */
export function abandonCheckInOnUnload(progress: CheckInProgress): void {
  for (const url of abandonUrls(progress))
    void fetch(url, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => undefined);
}
