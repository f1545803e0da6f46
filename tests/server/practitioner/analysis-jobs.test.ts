import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLLING_TIMEOUT_MESSAGE } from '../../../src/contract/analysis.ts';
import type { DiagnosticSession, Patient, PractitionerAnalysis } from '../../../src/contract/practitioner.ts';
import { practitionerAnalyses } from '../../../src/server/db/schema.ts';
import { MAX_RUNNING_ANALYSES, STALE_JOB_MS, TOO_MANY_ANALYSES } from '../../../src/server/services/practitioner/analyses.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/server/storage/normalise-image.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient, uploadPhoto } from './helpers.ts';

type Who = { id: number; cookie: string };

describe.each(DRIVERS)('analysis jobs and limits on %s', (kind, available) => {
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

  const processingRow = (updatedAt: Date, practitionerId = mei.id) => ({
    id: randomUUID(),
    practitionerId,
    patientId: patient.id,
    status: 'processing',
    result: { status: 'processing', analysis_id: 'x' },
    updatedAt,
  });

  it.runIf(available)('refuses a photo larger than the upload limit with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x41);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await uploadPhoto(t.app, mei, patient.id, big);
    expect(res.statusCode).toBe(413);
  });

  it.runIf(available)('answers a job that lost its process as a fallback with the timeout message', async () => {
    const row = processingRow(new Date(Date.now() - STALE_JOB_MS - 60_000));
    await t.db.database.db.insert(practitionerAnalyses).values(row);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis/${row.id}`,
      headers: { cookie: mei.cookie },
    });
    expect(res.json<PractitionerAnalysis>()).toMatchObject({
      status: 'fallback',
      message: POLLING_TIMEOUT_MESSAGE,
      analysis_id: row.id,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis/${row.id}`,
      headers: { cookie: mei.cookie },
    });
    expect(again.json<PractitionerAnalysis>().status).toBe('fallback');
  });

  it.runIf(available)(`refuses a new analysis while ${MAX_RUNNING_ANALYSES} are running, and counts nobody else's`, async () => {
    const busy = await registerPractitioner(t.app);
    const theirPatient = await addPatient(t.app, busy);
    const rows = Array.from({ length: MAX_RUNNING_ANALYSES }, () => ({
      ...processingRow(new Date(), busy.id),
      patientId: theirPatient.id,
    }));
    await t.db.database.db.insert(practitionerAnalyses).values(rows);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${busy.id}/patients/${theirPatient.id}/analysis`,
      headers: { cookie: busy.cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(TOO_MANY_ANALYSES);
    const others = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
      headers: { cookie: mei.cookie },
      payload: {},
    });
    expect(others.statusCode).toBe(202);
  });

  it.runIf(available)('refuses to save a session on an analysis that is still running', async () => {
    const row = processingRow(new Date());
    await t.db.database.db.insert(practitionerAnalyses).values(row);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: { patientId: patient.id, analysisId: row.id },
    });
    expect(res.statusCode).toBe(409);
  });

  it.runIf(available)('saves an analysis sent by the app, read tolerantly, into the session columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: {
        patientId: patient.id,
        tcmAnalysis: {
          status: 'success',
          confidence_score: '72%',
          overlay_image_url: '/api/images/1',
          tcm_diagnosis: {
            patron_principal: 'Spleen Qi deficiency',
            patrones_secundarios: 'Damp',
            organos_afectados: ['Spleen'],
            factores_patologicos: [],
            gravedad: 'mild',
            cronicidad: 'chronic',
            correlacion_sintomas: 'good',
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<DiagnosticSession>();
    expect(session).toMatchObject({
      primaryPattern: 'Spleen Qi deficiency',
      confidenceScore: 0.72,
      overlayImageUrl: null,
      analysisAvailable: true,
    });
    expect(session.tcmDiagnosis).toMatchObject({ patrones_secundarios: ['Damp'], correlacion_symptoms: 'good' });
  });
});
