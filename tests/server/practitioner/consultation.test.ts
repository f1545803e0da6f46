import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DiagnosticSession,
  Patient,
  PractitionerAnalysis,
  PractitionerStats,
  TcmAnalysesResponse,
  TongueUploadResponse,
} from '../../../src/contract/practitioner.ts';
import { readAnswer } from '../../../src/client/lib/api.ts';
import { PractitionerAnalysisSchema } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData } from '../../support/shared-data.ts';
import { addPatient, multipart, tonguePhoto, uploadPhoto, waitForAnalysis } from './helpers.ts';

type Who = { id: number; cookie: string };
const photos = hasSharedData('tongue-seg');

describe.each(DRIVERS)('consultation: upload, analysis, sessions on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  let other: Who;
  let patient: Patient;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    other = await registerPractitioner(t.app);
    patient = await addPatient(t.app, mei, { dateOfBirth: '1975-06-01', gender: 'female', complexFactors: ['Chronic pain'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)('refuses a text file renamed .jpg, an empty file and a 50-megapixel image', async () => {
    const text = await uploadPhoto(t.app, mei, patient.id, Buffer.from('this is not a photo at all, just text\n'));
    expect(text.statusCode).toBe(415);
    const empty = await uploadPhoto(t.app, mei, patient.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const huge = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: '#c46a6a' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const big = await uploadPhoto(t.app, mei, patient.id, huge);
    expect(big.statusCode).toBe(413);
    for (const res of [text, empty, big]) expect(res.json<{ message: string }>().message).toMatch(/\w/);
    const noFile = multipart({ patientId: String(patient.id), practitionerId: String(mei.id) });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/upload/tongue-image',
      headers: { ...noFile.headers, cookie: mei.cookie },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
  });

  it.runIf(available)('an upload needs a practitioner session, its own id and its own patient', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c46a6a' } })
      .png()
      .toBuffer();
    const anonymous = multipart(
      { patientId: String(patient.id), practitionerId: String(mei.id) },
      { name: 'tongueImage', filename: 'a.png', type: 'image/png', bytes: small },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/upload/tongue-image',
          headers: anonymous.headers,
          payload: anonymous.payload,
        })
      ).statusCode,
    ).toBe(401);
    const claimingMei = multipart(
      { patientId: String(patient.id), practitionerId: String(mei.id) },
      { name: 'tongueImage', filename: 'a.png', type: 'image/png', bytes: small },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/upload/tongue-image',
          headers: { ...claimingMei.headers, cookie: other.cookie },
          payload: claimingMei.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect((await uploadPhoto(t.app, other, patient.id, small)).statusCode).toBe(404);
    const ok = await uploadPhoto(t.app, mei, patient.id, small);
    expect(ok.statusCode).toBe(201);
    const { imageUrl } = ok.json<TongueUploadResponse>();
    expect(imageUrl).toMatch(/^\/api\/images\/\d+$/);
    expect((await t.app.inject({ method: 'GET', url: imageUrl, headers: { cookie: mei.cookie } })).headers['content-type']).toBe(
      'image/jpeg',
    );
    expect((await t.app.inject({ method: 'GET', url: imageUrl, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it.runIf(available && photos)(
    'analyses a real tongue photo: processing, then success with every group and an overlay; saves the session',
    async () => {
      const upload = await uploadPhoto(t.app, mei, patient.id, tonguePhoto('001'));
      expect(upload.statusCode, upload.body).toBe(201);
      const { imageUrl } = upload.json<TongueUploadResponse>();
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: {
          imageUrl,
          manualAssessment: {
            pulse: { overallQuality: 'wiry', rate: 84, strength: 'moderate' },
            symptoms: 'irritability, headaches',
            notes: 'worse with stress',
          },
        },
      });
      expect(start.statusCode, start.body).toBe(202);
      const processing = start.json<PractitionerAnalysis>();
      // The built-in engine answers in seconds and says so (docs/spec-deviations.md F1).
      expect(processing).toMatchObject({ status: 'processing', estimated_time: 'a few seconds', stage: 'segmenting' });
      expect(processing.analysis_id).toMatch(/^[0-9a-f-]{36}$/);

      // Another practitioner can neither poll it nor read it through their own id.
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis/${processing.analysis_id}`,
            headers: { cookie: other.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/practitioners/${other.id}/patients/${patient.id}/analysis/${processing.analysis_id}`,
            headers: { cookie: other.cookie },
          })
        ).statusCode,
      ).toBe(404);

      const done = await waitForAnalysis(t.app, mei, patient.id, processing.analysis_id!);
      expect(done.status).toBe('success');
      expect(done.analysis_id).toBe(processing.analysis_id);
      // The client reads both answers with the contract's schema (issue 11 §5): nothing refused, nothing lost.
      for (const answer of [processing, done]) expect(readAnswer('analysis', answer, PractitionerAnalysisSchema)).toEqual(answer);
      for (const group of ['tongue_analysis', 'tcm_diagnosis', 'treatment_plan', 'special_considerations', 'prognosis'] as const)
        expect(done[group]).toBeTruthy();
      expect(done.tcm_diagnosis?.patron_principal?.length).toBeGreaterThan(3);
      expect(done.confidence_score).toBeGreaterThanOrEqual(0);
      expect(done.special_considerations?.factores_complicantes).toContain('Chronic pain');
      expect(done.overlay_image_url).toMatch(/^\/api\/images\/\d+$/);
      expect(
        (await t.app.inject({ method: 'GET', url: done.overlay_image_url!, headers: { cookie: other.cookie } })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: done.overlay_image_url!, headers: { cookie: mei.cookie } })).statusCode,
      ).toBe(200);

      const save = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        headers: { cookie: mei.cookie },
        payload: {
          patientId: patient.id,
          practitionerId: mei.id,
          imageUrl,
          analysisId: done.analysis_id,
          manualAssessment: { notes: 'worse with stress' },
          sessionDate: new Date().toISOString(),
          status: 'completed',
        },
      });
      expect(save.statusCode, save.body).toBe(201);
      const session = save.json<DiagnosticSession>();
      expect(session).toMatchObject({
        patientId: patient.id,
        practitionerId: mei.id,
        imageUrl,
        status: 'completed',
        analysisAvailable: true,
        primaryPattern: done.tcm_diagnosis!.patron_principal,
        recommendedFormula: done.treatment_plan!.formula_principal,
        confidenceScore: done.confidence_score,
      });
      expect(session.overlayImageUrl).toBe(done.overlay_image_url);

      const sessions = await t.app.inject({
        method: 'GET',
        url: `/api/patients/${patient.id}/sessions`,
        headers: { cookie: mei.cookie },
      });
      expect(sessions.json<{ sessions: DiagnosticSession[] }>().sessions.map((s) => s.id)).toEqual([session.id]);
      const record = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}`,
        headers: { cookie: mei.cookie },
      });
      expect(record.json<Patient>().lastVisit).toBe(session.sessionDate);
      const analyses = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/tcm-analyses`,
        headers: { cookie: mei.cookie },
      });
      expect(analyses.json<TcmAnalysesResponse>()).toEqual({
        analyses: [{ analysisId: done.analysis_id, sessionId: session.id }],
      });
      const one = await t.app.inject({ method: 'GET', url: `/api/tcm-analysis/${session.id}`, headers: { cookie: mei.cookie } });
      expect(one.json<{ session: { tcmAnalysis: PractitionerAnalysis } }>().session.tcmAnalysis.tcm_diagnosis).toEqual(
        done.tcm_diagnosis,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/tcm-analysis/${session.id}`, headers: { cookie: other.cookie } }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/tcm-analysis/${session.id}` })).statusCode).toBe(401);
      const stats = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/stats`,
        headers: { cookie: mei.cookie },
      });
      expect(stats.json<PractitionerStats>().sessionsThisWeek).toBe(1);
      const lastWeek = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/stats?weekStart=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
        headers: { cookie: mei.cookie },
      });
      expect(lastWeek.json<PractitionerStats>().sessionsThisWeek).toBe(0);
    },
  );

  it.runIf(available)(
    'a photo the engine cannot read still gets an analysis from the manual findings, with the reason',
    async () => {
      const flat = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2040c0' } })
        .jpeg()
        .toBuffer();
      const { imageUrl } = (await uploadPhoto(t.app, mei, patient.id, flat)).json<TongueUploadResponse>();
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: {
          imageUrl,
          manualAssessment: {
            tongue: { bodyColor: 'pale', coating: 'thin-white', size: 'enlarged', signs: ['tooth-marks'] },
            pulse: { overallQuality: 'weak' },
            symptoms: 'fatigue, loose stools, poor appetite',
          },
        },
      });
      const done = await waitForAnalysis(t.app, mei, patient.id, start.json<PractitionerAnalysis>().analysis_id!);
      expect(done.status).toBe('success');
      expect(done.image_note).toMatch(/\w/);
      expect(done.overlay_image_url).toBeNull();
      expect(done.tongue_analysis!.color_cuerpo).toBe('pale');
    },
  );

  it.runIf(available)(
    "refuses analyses and sessions on images, patients and analyses that are not the practitioner's own",
    async () => {
      const theirs = await addPatient(t.app, other);
      const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa5555' } })
        .jpeg()
        .toBuffer();
      const theirImage = (await uploadPhoto(t.app, other, theirs.id, small)).json<TongueUploadResponse>().imageUrl;
      const onTheirPatient = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${theirs.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: {},
      });
      expect(onTheirPatient.statusCode).toBe(404);
      const withTheirImage = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: { imageUrl: theirImage },
      });
      expect(withTheirImage.statusCode).toBe(404);
      const foreignUrl = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
        headers: { cookie: mei.cookie },
        payload: { imageUrl: 'http://evil.example/x.jpg' },
      });
      expect(foreignUrl.statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`, payload: {} }))
          .statusCode,
      ).toBe(401);
      const sessionOnTheirs = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        headers: { cookie: mei.cookie },
        payload: { patientId: theirs.id },
      });
      expect(sessionOnTheirs.statusCode).toBe(404);
      const sessionWithTheirImage = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        headers: { cookie: mei.cookie },
        payload: { patientId: patient.id, imageUrl: theirImage },
      });
      expect(sessionWithTheirImage.statusCode).toBe(404);
      const theirAnalysis = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${other.id}/patients/${theirs.id}/analysis`,
        headers: { cookie: other.cookie },
        payload: { manualAssessment: { symptoms: 'cough' } },
      });
      // Without a photo the job starts at the differentiation (issue 15's stages).
      expect(theirAnalysis.json<PractitionerAnalysis>().stage).toBe('differentiating');
      const theirId = theirAnalysis.json<PractitionerAnalysis>().analysis_id!;
      await waitForAnalysis(t.app, other, theirs.id, theirId);
      const sessionWithTheirAnalysis = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        headers: { cookie: mei.cookie },
        payload: { patientId: patient.id, analysisId: theirId },
      });
      expect(sessionWithTheirAnalysis.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/practitioners/${mei.id}/sessions`,
            headers: { cookie: other.cookie },
            payload: { patientId: patient.id },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/practitioners/${mei.id}/tcm-analyses`,
            headers: { cookie: other.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/practitioners/${mei.id}/tcm-analyses` })).statusCode).toBe(401);
    },
  );

  it.runIf(available)('saves a session without an analysis as completed and refuses a bad session date', async () => {
    const p = await addPatient(t.app, mei);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: { patientId: p.id, manualAssessment: { notes: 'follow-up only' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<DiagnosticSession>()).toMatchObject({
      status: 'completed',
      analysisAvailable: false,
      tcmAnalysis: null,
      manualAssessment: { notes: 'follow-up only' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: { patientId: p.id, sessionDate: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
