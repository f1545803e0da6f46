import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuiltinAnalysisResultSchema,
  FALLBACK_BASIC_ANALYSIS,
  FALLBACK_MESSAGE,
  POLLING_TIMEOUT_MESSAGE,
} from '../../../src/contract/analysis.ts';
import { createWebhookProvider } from '../../../src/server/jobs/providers/webhook.ts';
import type { AnalysisRequest } from '../../../src/server/jobs/providers/types.ts';
import { externalSuccess } from '../../fixtures/patterns/external-result.ts';

/** A local HTTP server playing the external TCM analysis service; the first path segment picks the behaviour. */
let server: Server;
let base: string;
const received: { method: string; url: string; body: unknown }[] = [];
const pollCounts = new Map<string, number>();

function reply(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  received.push({ method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : null });
  const [, scenario, id] = (req.url ?? '').split('/');
  switch (scenario) {
    case 'success':
      return reply(res, 200, externalSuccess());
    case 'processing': {
      if (req.method === 'POST')
        return reply(res, 200, {
          status: 'processing',
          analysis_id: 'job-7',
          estimated_time: '30-60 seconds',
          message: 'queued',
        });
      const n = (pollCounts.get(id) ?? 0) + 1;
      pollCounts.set(id, n);
      return n < 3
        ? reply(res, 200, { status: 'processing', analysis_id: id })
        : reply(res, 200, externalSuccess({ analysis_id: id }));
    }
    case 'poll-error':
      return req.method === 'POST'
        ? reply(res, 200, { status: 'processing', analysis_id: 'job-9' })
        : reply(res, 503, { message: 'maintenance' });
    case 'processing-without-id':
      return reply(res, 200, { status: 'processing' });
    case 'forever':
      return reply(res, 200, { status: 'processing', analysis_id: 'never' });
    case 'slow':
      setTimeout(() => reply(res, 200, externalSuccess()), 1500);
      return;
    case 'error':
      return reply(res, 500, { message: 'internal error' });
    case 'garbage':
      return reply(res, 200, '<html>definitely not json</html>', 'text/html');
    case 'wrong-shape':
      return reply(res, 200, { status: 'success', analysis_id: 'x', confidence_score: 'very', tongue_analysis: 42 });
    case 'no-groups':
      return reply(res, 200, { status: 'success', analysis_id: 'x' });
    default:
      return reply(res, 404, { message: 'no such scenario' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const request: AnalysisRequest = {
  imageUrl: 'https://clinic.example/api/images/abc?sig=123&exp=999',
  manualAssessment: { bodyColor: 'pale', coating: 'thin-white', signs: ['tooth-marks'] },
  pulse: { overallQuality: 'weak', rate: 64 },
  patient: {
    age: 47,
    gender: 'female',
    chiefComplaint: 'tired all the time',
    currentSymptoms: 'fatigue, loose stools, poor appetite',
    previousTreatments: 'iron supplements',
    complexFactors: ['Chronic pain', 'Mental health concerns'],
  },
};

function provider(scenario: string, extra: Partial<Parameters<typeof createWebhookProvider>[0]> = {}) {
  const delays: number[] = [];
  const p = createWebhookProvider({
    url: `${base}/${scenario}`,
    requestTimeoutMs: 500,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...extra,
  });
  return { p, delays };
}

function expectFallback(outcome: Awaited<ReturnType<ReturnType<typeof createWebhookProvider>['analyze']>>) {
  expect(outcome.provider).toBe('builtin');
  expect(outcome.result.status).toBe('fallback');
  expect(outcome.result.basic_analysis).toBe(FALLBACK_BASIC_ANALYSIS);
  // The fallback still carries a full built-in analysis of the same findings.
  expect(BuiltinAnalysisResultSchema.safeParse(outcome.result).success).toBe(true);
  expect(outcome.result.tcm_diagnosis?.patron_principal).toMatch(/Spleen/);
}

describe('webhook analysis provider against a live local service', () => {
  it('POSTs the SPEC §7 payload and returns a successful answer', async () => {
    received.length = 0;
    const outcome = await provider('success').p.analyze(request);
    expect(outcome).toMatchObject({ provider: 'webhook', result: { status: 'success', analysis_id: 'ext-42' } });
    expect(outcome.failure).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0].method).toBe('POST');
    expect(received[0].body).toEqual({
      image_url: request.imageUrl,
      manual_assessment: request.manualAssessment,
      patient_age: 47,
      patient_gender: 'female',
      chief_complaint: 'tired all the time',
      current_symptoms: 'fatigue, loose stools, poor appetite',
      previous_treatments: 'iron supplements',
      lifestyle_factors: 'Chronic pain, Mental health concerns',
    });
  });

  it("polls a 'processing' answer with GET url/analysis_id, first after 3 s then every 6 s, until success", async () => {
    received.length = 0;
    const { p, delays } = provider('processing');
    const outcome = await p.analyze(request);
    expect(outcome).toMatchObject({ provider: 'webhook', result: { status: 'success', analysis_id: 'job-7' } });
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /processing',
      'GET /processing/job-7',
      'GET /processing/job-7',
      'GET /processing/job-7',
    ]);
    expect(delays).toEqual([3000, 6000, 6000]);
  });

  it('gives up after 20 checks and answers with the built-in analysis and the polling-timeout message', async () => {
    received.length = 0;
    const { p, delays } = provider('forever');
    const outcome = await p.analyze(request);
    expectFallback(outcome);
    expect(outcome.result.message).toBe(POLLING_TIMEOUT_MESSAGE);
    expect(delays).toHaveLength(20);
    expect(received.filter((r) => r.method === 'GET')).toHaveLength(20);
  });

  it('falls back when the service is too slow', async () => {
    const started = Date.now();
    const outcome = await provider('slow').p.analyze(request);
    expectFallback(outcome);
    expect(outcome.result.message).toBe(FALLBACK_MESSAGE);
    expect(outcome.failure).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('falls back on a 500 with SPEC §8 messages', async () => {
    const outcome = await provider('error').p.analyze(request);
    expectFallback(outcome);
    expect(outcome.result.message).toBe(FALLBACK_MESSAGE);
    expect(outcome.failure).toBe('TCM Analysis failed: 500');
  });

  it('falls back on an answer that is not JSON, or not the contract', async () => {
    for (const scenario of ['garbage', 'wrong-shape', 'no-groups']) {
      const outcome = await provider(scenario).p.analyze(request);
      expectFallback(outcome);
      expect(outcome.failure).toMatch(/TCM Analysis failed/);
    }
  });

  it('falls back when a poll fails, or when a processing answer gives nothing to poll', async () => {
    const pollError = await provider('poll-error').p.analyze(request);
    expectFallback(pollError);
    expect(pollError.failure).toBe('TCM Analysis failed: 503');
    const noId = await provider('processing-without-id').p.analyze(request);
    expectFallback(noId);
    expect(noId.failure).toMatch(/analysis_id/);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const outcome = await createWebhookProvider({ url: 'http://127.0.0.1:1/none', requestTimeoutMs: 500 }).analyze(request);
    expectFallback(outcome);
  });
});
