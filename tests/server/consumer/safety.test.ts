import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation } from '../../../src/contract/consumer.ts';
import { tongueAnalyses } from '../../../src/server/db/schema.ts';
import { createTestApp, registerPractitioner, sessionCookie, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient, waitForAnalysis } from '../practitioner/helpers.ts';

/** Issue 10 §5: safety that fits the person, through the API a client uses. */
describe.each(DRIVERS)('safety that fits the person on %s', (kind, available) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A consumer (profile as given) checks in with these answers; answers the stored recommendation. */
  async function checkIn(username: string, answers: { notes?: string; medications?: string }) {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'long-password-1', email: `${username}@example.com`, firstName: 'Lu' },
    });
    const { id: userId } = reg.json<{ id: number }>();
    const cookie = sessionCookie(reg);
    const [analysis] = await t.db.database.db
      .insert(tongueAnalyses)
      .values({ userId, analysisResult: { pattern: 'Balanced', observations: [] } })
      .returning();
    const q = await t.app.inject({
      method: 'POST',
      url: '/api/health-questionnaire',
      headers: { cookie },
      payload: { userId, energyLevel: 2, sleepQuality: 3, digestion: 2, discomforts: [], ...answers },
    });
    expect(q.statusCode, q.body).toBe(201);
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: { cookie },
      payload: { userId, tongueAnalysisId: analysis.id, healthQuestionnaireId: q.json<{ id: number }>().id },
    });
    expect(rec.statusCode, rec.body).toBe(201);
    return (
      await t.app.inject({ method: 'GET', url: `/api/recommendations/latest/${userId}`, headers: { cookie } })
    ).json<ConsumerRecommendation>();
  }

  it.runIf(available)(
    "a check-in noting 'black stools and dizziness' says see a doctor first and suggests no herbs",
    async () => {
      const rec = await checkIn('lu-redflag', { notes: 'black stools and dizziness since yesterday' });
      expect(rec.safety?.seeADoctor).toMatch(/doctor/i);
      expect(rec.safety?.herbsWithheld).toBe(true);
      expect(rec.herbs).toEqual([]);
    },
  );

  it.runIf(available)("a check-in listing 'warfarin' names the herb and the medicine in plain words", async () => {
    const rec = await checkIn('lu-warfarin', {
      notes: 'dizzy when I stand up, pale face, dry skin, scanty periods, blurred vision',
      medications: 'warfarin',
    });
    expect(rec.safety?.seeADoctor).toBeNull();
    const notice = rec.safety?.notices.find((n) => /warfarin/.test(n));
    expect(notice).toMatch(/Goji berry/);
    expect(rec.herbs.map((h) => h.name).join(' ')).not.toMatch(/Goji/);
  });

  it.runIf(available)('pregnancy cautions reach the practitioner only for a patient they apply to, and first', async () => {
    const mei = await registerPractitioner(t.app);
    const symptoms = 'scanty pale periods, dizziness, palpitations, pale face, dry skin, tired';
    const run = async (fields: Record<string, unknown>) => {
      const patient = await addPatient(t.app, mei, { chiefComplaint: 'Fatigue', ...fields });
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: { manualAssessment: { symptoms, tongue: { bodyColor: 'pale' }, pulse: { overallQuality: 'weak' } } },
      });
      expect(start.statusCode, start.body).toBe(202);
      const done = await waitForAnalysis(t.app, mei, patient.id, start.json<{ analysis_id: string }>().analysis_id);
      return [...(done.safety_alerts ?? []), ...(done.special_considerations?.factores_complicantes ?? [])];
    };
    const pregnant = await run({ gender: 'female', dateOfBirth: '1994-03-01', pregnancyStatus: 'pregnant' });
    // Shown first, above the whole result (safety_alerts), and first among the complicating factors.
    expect(pregnant[0]).toMatch(/pregnancy/i);
    expect(pregnant.find((line) => line.startsWith('PREGNANCY'))).toBeDefined();
    for (const fields of [
      { gender: 'male', dateOfBirth: '1990-01-01' },
      { gender: 'female', dateOfBirth: '1955-01-01' },
      { gender: 'female', dateOfBirth: '1994-03-01', pregnancyStatus: 'no' },
    ]) {
      expect((await run(fields)).join(' ')).not.toMatch(/PREGNANCY|pregnan/i);
    }
  });

  /* An exploratory test wrote 'knees weak' and 'frequent urination at night' in the record and was asked about both again. */
  it.runIf(available)("the analysis reads the record's history of present illness and its everyday wordings", async () => {
    const mei = await registerPractitioner(t.app);
    const patient = await addPatient(t.app, mei, {
      chiefComplaint: 'Tired all the time',
      historyOfPresent: 'For two years: frequent urination at night, knees weak, cold lower back',
    });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
      headers: { cookie: mei.cookie },
      payload: { manualAssessment: { symptoms: 'feels cold', pulse: { overallQuality: 'deep' } } },
    });
    expect(start.statusCode, start.body).toBe(202);
    const done = await waitForAnalysis(t.app, mei, patient.id, start.json<{ analysis_id: string }>().analysis_id);
    const text = JSON.stringify(done);
    expect(done.tcm_diagnosis?.patron_principal).toMatch(/Kidney Yang/);
    expect(text).not.toMatch(/ask about[^"]*(nocturia|weak knees)/i);
  });
});
