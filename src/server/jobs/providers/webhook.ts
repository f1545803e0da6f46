import {
  ExternalAnalysisResultSchema,
  FALLBACK_BASIC_ANALYSIS,
  FALLBACK_MESSAGE,
  POLLING_TIMEOUT_MESSAGE,
  hasAnalysisFindings,
  type ExternalAnalysisResult,
} from '../../../contract/analysis.ts';
import { DEFAULT_ESTIMATED_TIME, POLL_FIRST_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../../../contract/constants.ts';
import { createBuiltinProvider, type BuiltinOptions } from './builtin.ts';
import type { AnalysisOutcome, AnalysisProvider, AnalysisRequest } from './types.ts';

/** Time allowed for one HTTP exchange with the external service before it counts as unavailable. */
export const WEBHOOK_REQUEST_TIMEOUT_MS = 20_000;

export interface WebhookProviderOptions {
  /** TCM_ANALYSIS_WEBHOOK_URL. */
  url: string;
  /** Per-request timeout in ms (default WEBHOOK_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** SPEC §7 polling: first check after 3 s, then every 6 s, at most 20 checks. Injectable for tests. */
  pollFirstDelayMs?: number;
  pollIntervalMs?: number;
  pollMaxAttempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Passed to the built-in fallback: where the engine runs, and deterministic ids and times in tests. */
  builtin?: BuiltinOptions;
}

/** The SPEC §7 webhook payload. */
export interface WebhookPayload {
  image_url: string | null;
  manual_assessment: AnalysisRequest['manualAssessment'] | null;
  patient_age: number | null;
  patient_gender: string | null;
  chief_complaint: string | null;
  current_symptoms: string | null;
  previous_treatments: string | null;
  /** Complex factors joined with ', '. */
  lifestyle_factors: string | null;
}

/** The SPEC §7 payload of one request; absent values are sent as null so the service sees every key. */
export function toWebhookPayload(req: AnalysisRequest): WebhookPayload {
  const p = req.patient;
  return {
    image_url: req.imageUrl ?? null,
    manual_assessment: req.manualAssessment ?? null,
    patient_age: p.age ?? null,
    patient_gender: p.gender ?? null,
    chief_complaint: p.chiefComplaint ?? null,
    current_symptoms: p.currentSymptoms ?? null,
    previous_treatments: p.previousTreatments ?? null,
    lifestyle_factors: p.complexFactors?.length ? p.complexFactors.join(', ') : null,
  };
}

class WebhookFailure extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The webhook provider (TCM_ANALYSIS_WEBHOOK_URL set). POSTs the SPEC §7 payload as JSON;
 * a 'success' answer carrying every result group is returned as read by the tolerant
 * contract schema. A 'processing' answer with an analysis_id is polled with
 * GET `${url}/${analysis_id}` (first after 3 s, then every 6 s, at most 20 checks; SPEC §7).
 * Any error, timeout, non-OK status, unreadable or incomplete answer, or a status other than
 * success/processing, falls back to the built-in engine, answering status 'fallback' with
 * SPEC §8's messages; when polling runs out the message is SPEC §8's polling timeout.
 */
export function createWebhookProvider(options: WebhookProviderOptions): AnalysisProvider {
  const url = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.requestTimeoutMs ?? WEBHOOK_REQUEST_TIMEOUT_MS;
  const firstDelay = options.pollFirstDelayMs ?? POLL_FIRST_DELAY_MS;
  const interval = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const maxAttempts = options.pollMaxAttempts ?? POLL_MAX_ATTEMPTS;

  async function exchange(target: string, init: RequestInit): Promise<ExternalAnalysisResult> {
    let response: Response;
    try {
      response = await doFetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new WebhookFailure(
        timedOut
          ? `TCM Analysis failed: timeout after ${timeoutMs} ms`
          : `TCM Analysis failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new WebhookFailure(`TCM Analysis failed: ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new WebhookFailure('TCM Analysis failed: the answer is not JSON');
    }
    const parsed = ExternalAnalysisResultSchema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      throw new WebhookFailure(`TCM Analysis failed: invalid answer (${where})`);
    }
    return parsed.data;
  }

  function accept(result: ExternalAnalysisResult): AnalysisOutcome | null {
    if (result.status === 'success') {
      if (!hasAnalysisFindings(result)) throw new WebhookFailure('TCM Analysis failed: success answer without any result group');
      return { result, provider: 'webhook' };
    }
    if (result.status === 'processing') {
      if (!result.analysis_id) throw new WebhookFailure("TCM Analysis failed: 'processing' answer without analysis_id");
      return null;
    }
    throw new WebhookFailure(`TCM Analysis failed: status '${result.status}'${result.message ? `: ${result.message}` : ''}`);
  }

  const builtin = createBuiltinProvider({ ...options.builtin, fallback: true });
  async function fallback(req: AnalysisRequest, failure: string, message = FALLBACK_MESSAGE): Promise<AnalysisOutcome> {
    const outcome = await builtin.analyze(req);
    return { ...outcome, result: { ...outcome.result, message, basic_analysis: FALLBACK_BASIC_ANALYSIS }, failure };
  }

  return {
    estimatedTime: DEFAULT_ESTIMATED_TIME,
    async analyze(req: AnalysisRequest): Promise<AnalysisOutcome> {
      try {
        const first = await exchange(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(toWebhookPayload(req)),
        });
        const done = accept(first);
        if (done) return done;
        const pollUrl = `${url}/${encodeURIComponent(first.analysis_id!)}`;
        for (let attempt = 0; attempt < maxAttempts; attempt++) {
          await sleep(attempt === 0 ? firstDelay : interval);
          const answer = await exchange(pollUrl, { method: 'GET', headers: { accept: 'application/json' } });
          const finished = accept(answer);
          if (finished) return finished;
        }
        return fallback(req, `TCM Analysis failed: still processing after ${maxAttempts} checks`, POLLING_TIMEOUT_MESSAGE);
      } catch (error) {
        if (error instanceof WebhookFailure) return fallback(req, error.message);
        throw error;
      }
    },
  };
}
