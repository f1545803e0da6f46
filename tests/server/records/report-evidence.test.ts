import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation, ConsumerTongueAnalysis, OnDeviceTongueFindings } from '../../../src/contract/consumer.ts';
import { createTestApp, injectAs, loginConsumer, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { readPdf } from '../../support/poppler.ts';

/*
 * An exploratory test's results PDF named blood stasis (found from the notes: stabbing pain, dark
 * clots) and listed a normal tongue 'For' it: the report ran the engine again without the notes.
 */
describe.each(DRIVERS)("the results report's evidence is the check-in's own on %s", (kind, available) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available)('a pattern found from the notes is supported by the notes, not by a normal tongue', async () => {
    const who = await loginConsumer(t.app, 'demo');
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(t.app, method, url, who, payload);
    const findings: OnDeviceTongueFindings = {
      assessment: { bodyColor: { value: 'normal', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.8 } },
      signs: [],
      observations: ['Healthy pale red tongue'],
    };
    const analysis = await call('POST', '/api/tongue-analysis/on-device', { userId: who.id, findings });
    const questionnaire = await call('POST', '/api/health-questionnaire', {
      userId: who.id,
      energyLevel: 3,
      sleepQuality: 3,
      digestion: 3,
      discomforts: [],
      notes: 'fixed stabbing pain in the lower abdomen, worse at night, dark clots with the period, painful periods',
    });
    const rec = await call('POST', '/api/recommendations', {
      userId: who.id,
      tongueAnalysisId: analysis.json<ConsumerTongueAnalysis>().id,
      healthQuestionnaireId: questionnaire.json<{ id: number }>().id,
    });
    expect(rec.statusCode, rec.body).toBe(201);
    const id = rec.json<{ id: number }>().id;
    const stored = (await call('GET', `/api/recommendations/user/${who.id}`)).json<ConsumerRecommendation[]>()[0]!;
    expect(stored.pattern).toMatch(/Blood Stasis/i);
    const res = await call('GET', `/api/users/${who.id}/recommendations/${id}/report.pdf`);
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
    const supporting = text.slice(text.indexOf(' For '), text.indexOf(' Against ') > 0 ? text.indexOf(' Against ') : undefined);
    expect(supporting).toMatch(/stabbing pain|clots/i);
    expect(supporting).not.toMatch(/pale red|thin white/i);
  });
});
