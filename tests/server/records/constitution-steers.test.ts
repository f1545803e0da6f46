import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation, ConsumerTongueAnalysis, OnDeviceTongueFindings } from '../../../src/contract/consumer.ts';
import type { ConstitutionResult } from '../../../src/contract/constitution.ts';
import type { Patient, PractitionerAnalysis } from '../../../src/contract/practitioner.ts';
import {
  createTestApp,
  injectAs,
  loginConsumer,
  registerPractitioner,
  type ConsumerSession,
  type TestApp,
} from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { readPdf } from '../../support/poppler.ts';
import { addPatient, waitForAnalysis } from '../practitioner/helpers.ts';

type Who = { id: number; cookie: string };
/** CCMQ answers: 'not at all' everywhere except the given questions. */
const answersWith = (high: number[]) =>
  Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), high.includes(i + 1) ? 5 : 1]));
/** The yang-deficient questions (5, 12, 15-19) answered 'very much'. */
const YANG_DEFICIENT = [5, 12, 15, 16, 17, 18, 19];
/** The qi-deficient questions (2, 3, 9-14) answered 'very much'. */
const QI_DEFICIENT = [2, 3, 9, 10, 11, 12, 13, 14];
/** The damp-heat questions (36-41) answered 'very much'. */
const DAMP_HEAT = [36, 37, 38, 39, 40, 41];

/** Spleen qi and spleen yang deficiency nearly tie on this picture (tests/engine/constitution). */
const nearTie = {
  tongue: { bodyColor: 'pale' },
  symptoms: 'tired all the time, poor appetite, loose stools, cold hands and feet',
};

describe.each(DRIVERS)('the stored constitution reaches the engine on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
  }, 60_000);
  afterAll(async () => t?.close());

  async function analysisOf(patient: Patient) {
    const start = await injectAs(t.app, 'POST', `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`, mei, {
      manualAssessment: nearTie,
    });
    expect(start.statusCode, start.body).toBe(202);
    return waitForAnalysis(t.app, mei, patient.id, start.json<PractitionerAnalysis>().analysis_id!);
  }

  it.runIf(available)(
    "practitioner: the patient's constitution taken at intake decides a near-tie, and the reasoning says so",
    async () => {
      const withC = await addPatient(t.app, mei, { chiefComplaint: 'Tired all the time' });
      const put = await injectAs(t.app, 'PUT', `/api/practitioners/${mei.id}/patients/${withC.id}/constitution`, mei, {
        answers: answersWith(YANG_DEFICIENT),
      });
      expect(put.json<ConstitutionResult>().primary).toBe('yang-deficient');
      const without = await addPatient(t.app, mei, { chiefComplaint: 'Tired all the time' });

      const plain = await analysisOf(without);
      expect(plain.reasoning?.patterns[0].id).toBe('spleen-qi-deficiency');
      expect(plain.reasoning?.patterns.flatMap((p) => p.for).some((f) => f.source === 'constitution')).toBe(false);

      const judged = await analysisOf(withC);
      expect(judged.reasoning?.patterns[0].id).toBe('spleen-yang-deficiency');
      expect(judged.reasoning?.patterns[0].for.at(-1)).toEqual({
        label: 'constitution: yang-deficient (CCMQ)',
        source: 'constitution',
        weight: 0.08,
      });
      expect(judged.record?.evidence?.for).toContainEqual({
        finding: expect.stringContaining('yang-deficient') as string,
        source: 'constitution',
        weight: 0.08,
      });
    },
    120_000,
  );

  /** A consumer check-in without a photo (privacy mode's findings) after the CCMQ answered with `high` at 'very much'. */
  async function checkIn(username: string, high: number[]) {
    const who: ConsumerSession = await loginConsumer(t.app, username);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => injectAs(t.app, method, url, who, payload);
    const put = await call('PUT', `/api/users/${who.id}/constitution`, { answers: answersWith(high) });
    const findings: OnDeviceTongueFindings = {
      assessment: { bodyColor: { value: 'pale', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.7 } },
      signs: ['tooth-marks'],
      observations: ['Pale tongue body'],
    };
    const analysis = await call('POST', '/api/tongue-analysis/on-device', { userId: who.id, findings });
    expect(analysis.statusCode, analysis.body).toBe(201);
    const questionnaire = await call('POST', '/api/health-questionnaire', {
      userId: who.id,
      energyLevel: 2,
      sleepQuality: 3,
      digestion: 2,
      discomforts: [],
    });
    const rec = await call('POST', '/api/recommendations', {
      userId: who.id,
      tongueAnalysisId: analysis.json<ConsumerTongueAnalysis>().id,
      healthQuestionnaireId: questionnaire.json<{ id: number }>().id,
    });
    expect(rec.statusCode, rec.body).toBe(201);
    return { who, call, primary: put.json<ConstitutionResult>().primary, recommendationId: rec.json<{ id: number }>().id };
  }

  it.runIf(available)("consumer: their constitution's diet and lifestyle come first in the check-in's advice", async () => {
    const { who, call, primary, recommendationId } = await checkIn('demo', DAMP_HEAT);
    expect(primary).toBe('damp-heat');
    const list = (await call('GET', `/api/recommendations/user/${who.id}`)).json<ConsumerRecommendation[]>();
    const stored = list.find((r) => r.id === recommendationId)!;
    expect(stored.diet[0].name).toBe('For your constitution (damp-heat): Light, cooling food; less alcohol');
    expect(stored.lifestyle[0].name).toBe('For your constitution (damp-heat): Stay cool and dry, sleep regularly');
    expect(stored.diet.filter((d) => d.name.startsWith('For your constitution'))).toHaveLength(1);
  });

  it.runIf(available)("consumer: the results report's evidence counts their constitution as the check-in did", async () => {
    const { who, call, primary, recommendationId } = await checkIn('test', QI_DEFICIENT);
    expect(primary).toBe('qi-deficient');
    const res = await call('GET', `/api/users/${who.id}/recommendations/${recommendationId}/report.pdf`);
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('constitution: qi-deficient (CCMQ) (constitution questionnaire · score +8%)');
  });
});
