import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION_MESSAGE,
  type DiagnosticSession,
  type Patient,
  type TcmAnalysesResponse,
} from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient } from './helpers.ts';

type Who = { id: number; cookie: string };

/** A third-party result that carries only some groups, and only some fields of each (SPEC §3). */
const partialAnalysis = {
  tcm_diagnosis: { patron_principal: 'Spleen Qi Deficiency' },
  treatment_plan: { principio: 'Tonify the Spleen and boost qi', formula_principal: 'Si Jun Zi Tang' },
};

describe.each(DRIVERS)('saving a session with the SPEC §7 body on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  let patient: Patient;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    patient = await addPatient(t.app, mei);
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/practitioners/${mei.id}/sessions`, headers: { cookie: mei.cookie }, payload });

  it.runIf(available)(
    'accepts exactly the SPEC §7 fields, notes as text and a partial analysis, and reads them back',
    async () => {
      const sessionDate = '2026-11-20T10:30:00.000Z';
      const res = await save({
        patientId: patient.id,
        practitionerId: mei.id,
        imageUrl: null,
        manualAssessment: 'Pale, swollen tongue with tooth marks; patient tired after meals.',
        analysisResults: { color_cuerpo: 'pale', saburra: { color: 'white', grosor: 'thin' } },
        tcmAnalysis: partialAnalysis,
        sessionDate,
        status: 'completed',
      });
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json<DiagnosticSession>();

      const list = await t.app.inject({
        method: 'GET',
        url: `/api/patients/${patient.id}/sessions`,
        headers: { cookie: mei.cookie },
      });
      expect(list.statusCode).toBe(200);
      const session = list.json<{ sessions: DiagnosticSession[] }>().sessions.find((s) => s.id === saved.id);
      expect(session).toMatchObject({
        patientId: patient.id,
        practitionerId: mei.id,
        imageUrl: null,
        manualAssessment: 'Pale, swollen tongue with tooth marks; patient tired after meals.',
        analysisResults: { color_cuerpo: 'pale', saburra: { color: 'white', grosor: 'thin' } },
        tcmAnalysis: partialAnalysis,
        sessionDate,
        status: 'completed',
        analysisAvailable: true,
        tcmDiagnosis: { patron_principal: 'Spleen Qi Deficiency' },
        treatmentPlan: partialAnalysis.treatment_plan,
        recommendedFormula: 'Si Jun Zi Tang',
        primaryPattern: 'Spleen Qi Deficiency',
        confidenceScore: null,
      });
      // Nothing was filled in: groups and fields that were not sent stay absent.
      expect(session?.tcmAnalysis).toEqual(partialAnalysis);

      const one = await t.app.inject({ method: 'GET', url: `/api/tcm-analysis/${saved.id}`, headers: { cookie: mei.cookie } });
      expect(one.statusCode).toBe(200);
      expect(one.json<{ session: { tcmAnalysis: unknown } }>().session.tcmAnalysis).toEqual(partialAnalysis);

      const analyses = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/tcm-analyses`,
        headers: { cookie: mei.cookie },
      });
      expect(analyses.json<TcmAnalysesResponse>().analyses.map((a) => a.sessionId)).toContain(saved.id);
    },
  );

  it.runIf(available)('still accepts the structured assessment and reads it back as sent', async () => {
    const manualAssessment = { notes: 'worse with stress', tongue: { bodyColor: 'red' }, medications: 'warfarin' };
    const res = await save({ patientId: patient.id, manualAssessment, status: 'completed' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<DiagnosticSession>().manualAssessment).toEqual(manualAssessment);
  });

  it.runIf(available)('keeps a status-less analysis with only one field of one group', async () => {
    const res = await save({ patientId: patient.id, tcmAnalysis: { tongue_analysis: { humedad: 'wet' } } });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<DiagnosticSession>();
    expect(s.tcmAnalysis).toEqual({ tongue_analysis: { humedad: 'wet' } });
    expect(s.analysisResults).toEqual({ humedad: 'wet' });
    expect(s.primaryPattern).toBeNull();
  });

  it.runIf(available)('refuses a session with no photo, no analysis and no findings, and saves nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/patients/${patient.id}/sessions`,
      headers: { cookie: mei.cookie },
    });
    const count = before.json<{ sessions: DiagnosticSession[] }>().sessions.length;
    for (const payload of [
      { patientId: patient.id },
      { patientId: patient.id, status: 'completed', imageUrl: null, tcmAnalysis: null },
      { patientId: patient.id, manualAssessment: '   ' },
      { patientId: patient.id, manualAssessment: { tongue: { signs: [] }, pulse: {}, notes: '' } },
    ]) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: EMPTY_SESSION_MESSAGE, errors: [{ field: '', message: EMPTY_SESSION_MESSAGE }] });
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/patients/${patient.id}/sessions`,
      headers: { cookie: mei.cookie },
    });
    expect(after.json<{ sessions: DiagnosticSession[] }>().sessions).toHaveLength(count);
    // One finding is enough.
    expect((await save({ patientId: patient.id, manualAssessment: { pulse: { rate: 72 } } })).statusCode).toBe(201);
  });

  it.runIf(available)('still refuses notes that PostgreSQL cannot store, and a malformed analysis field', async () => {
    expect((await save({ patientId: patient.id, manualAssessment: 'bad\u0000notes' })).statusCode).toBe(400);
    const bad = await save({ patientId: patient.id, tcmAnalysis: { confidence_score: 'very high' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/\w/);
  });
});

describe.each(DRIVERS)('values PostgreSQL cannot hold on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)('answer 400, never 500 or a silently changed date', async () => {
    const patient = await addPatient(t.app, mei);
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/practitioners/${mei.id}/sessions`, headers: { cookie: mei.cookie }, payload });
    for (const payload of [
      { patientId: 99_999_999_999 },
      { patientId: patient.id, sessionDate: '0000-01-01T00:00:00Z' },
      { patientId: patient.id, sessionDate: '0001-01-01T00:00:00Z' },
    ]) {
      const res = await save(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${mei.id}/stats?weekStart=0000-01-03T00:00:00Z`,
      headers: { cookie: mei.cookie },
    });
    expect(stats.statusCode).toBe(400);
    const oldPatient = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients`,
      headers: { cookie: mei.cookie },
      payload: { firstName: 'Old', chiefComplaint: 'x', dateOfBirth: '0000-02-01' },
    });
    expect(oldPatient.statusCode).toBe(400);
  });
});
