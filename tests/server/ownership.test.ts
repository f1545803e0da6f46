import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraProfiles, healthQuestionnaires, recommendations, tongueAnalyses } from '../../src/server/db/schema.ts';
import { createTestApp, loginDemo, registerPractitioner, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';
import { addPatient, multipart } from './practitioner/helpers.ts';

/**
 * Issue 10 §2: a request naming an account or a record that is not the caller's answers 403 or
 * 404 whatever its body: ownership is checked before the body is validated, so nobody learns
 * anything (not even validation details) about another person's resource.
 */
type Case = { name: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };
/** A body that does not even parse as JSON: ownership is checked before the body is read. */
const BROKEN_JSON = Symbol('broken JSON');

function send(t: TestApp, c: Case, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (c.payload === BROKEN_JSON) {
    return t.app.inject({
      method: c.method,
      url: c.url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"userId":',
    });
  }
  return t.app.inject({ method: c.method, url: c.url, payload: c.payload as object, headers });
}

describe.each(DRIVERS)('ownership before validation on %s', (kind, available) => {
  let t: TestApp;
  let consumerCases: Case[];
  let practitionerCases: Case[];
  let consumerCookie: string;
  let practitionerCookie: string;
  let ownImageUrl: string;
  let foreignUploadCase: { headers: Record<string, string>; payload: Buffer };

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    const db = t.db.database.db;
    // Consumer A is 'demo'; B is a second consumer with one check-in of their own.
    consumerCookie = await loginDemo(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: consumerCookie } })).json<{
      id: number;
    }>();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'bea', password: 'bea-password-1', email: 'bea@example.com', firstName: 'Bea' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const bea = registered.json<{ id: number }>().id;
    const [analysis] = await db
      .insert(tongueAnalyses)
      .values({ userId: bea, analysisResult: { pattern: 'Balanced', observations: [] } })
      .returning();
    const [questionnaire] = await db
      .insert(healthQuestionnaires)
      .values({ userId: bea, energyLevel: 3, sleepQuality: 3, digestion: 3 })
      .returning();
    const [recommendation] = await db
      .insert(recommendations)
      .values({ userId: bea, tongueAnalysisId: analysis.id, healthQuestionnaireId: questionnaire.id, pattern: 'Balanced' })
      .returning();
    expect(me.id).not.toBe(bea);

    const broken = { energyLevel: 'lots', age: -5, imageBase64: 12, item: 'yes', extra: '\u0000' };
    consumerCases = [
      { name: 'read another user', method: 'GET', url: `/api/users/${bea}` },
      { name: 'onboard another user', method: 'PUT', url: `/api/users/${bea}/onboarding`, payload: broken },
      { name: 'latest progress of another user', method: 'GET', url: `/api/progress/latest/${bea}` },
      { name: 'weekly progress of another user', method: 'GET', url: `/api/progress/weekly/${bea}?tzOffset=zzz` },
      {
        name: 'questionnaire for another user',
        method: 'POST',
        url: '/api/health-questionnaire',
        payload: { ...broken, userId: bea },
      },
      {
        name: 'tongue analysis for another user',
        method: 'POST',
        url: '/api/tongue-analysis',
        payload: { ...broken, userId: bea },
      },
      { name: "another user's analyses", method: 'GET', url: `/api/tongue-analysis/user/${bea}` },
      {
        name: 'recommendation for another user',
        method: 'POST',
        url: '/api/recommendations',
        payload: { ...broken, userId: bea },
      },
      {
        name: "recommendation from another user's check-in",
        method: 'POST',
        url: '/api/recommendations',
        payload: { userId: me.id, tongueAnalysisId: analysis.id, healthQuestionnaireId: 'x' },
      },
      {
        name: "recommendation from another user's questionnaire",
        method: 'POST',
        url: '/api/recommendations',
        payload: { userId: me.id, healthQuestionnaireId: questionnaire.id, tongueAnalysisId: [] },
      },
      { name: "another user's recommendations", method: 'GET', url: `/api/recommendations/user/${bea}` },
      { name: "another user's latest recommendation", method: 'GET', url: `/api/recommendations/latest/${bea}` },
      {
        name: "save another user's recommendation",
        method: 'PUT',
        url: `/api/recommendations/${recommendation.id}/save`,
        payload: broken,
      },
      {
        name: "save an item of another user's recommendation",
        method: 'PUT',
        url: `/api/recommendations/${recommendation.id * 1000 + 101}/save`,
        payload: broken,
      },
      { name: "delete another user's check-in", method: 'DELETE', url: `/api/tongue-analysis/${analysis.id}` },
      {
        name: "delete another user's check-in as unfinished, with a broken query",
        method: 'DELETE',
        url: `/api/tongue-analysis/${analysis.id}?unfinished=maybe`,
      },
      { name: "delete another user's answers", method: 'DELETE', url: `/api/health-questionnaire/${questionnaire.id}` },
      { name: "export another user's data", method: 'GET', url: `/api/users/${bea}/export` },
      // Issue 17: clinical records
      {
        name: "another user's results PDF",
        method: 'GET',
        url: `/api/users/${bea}/recommendations/${recommendation.id}/report.pdf`,
      },
      {
        name: "another user's recommendation as my PDF",
        method: 'GET',
        url: `/api/users/${me.id}/recommendations/${recommendation.id}/report.pdf`,
      },
      { name: "another user's history PDF", method: 'GET', url: `/api/users/${bea}/history.pdf?from=nope` },
      { name: "another user's FHIR export", method: 'GET', url: `/api/users/${bea}/fhir` },
      { name: "another user's trends", method: 'GET', url: `/api/users/${bea}/trends?days=7` },
      { name: "another user's constitution", method: 'GET', url: `/api/users/${bea}/constitution` },
      { name: "answer another user's constitution", method: 'PUT', url: `/api/users/${bea}/constitution`, payload: broken },
      { name: "delete another user's account", method: 'DELETE', url: `/api/users/${bea}`, payload: { confirm: 'nope' } },
      { name: "set another user's language", method: 'PUT', url: `/api/users/${bea}/language`, payload: { language: 'klingon' } },
      {
        name: "set another user's privacy mode",
        method: 'PUT',
        url: `/api/users/${bea}/privacy-mode`,
        payload: { analyseOnDevice: 'sometimes' },
      },
      {
        name: 'onboard another user with a body that is not JSON',
        method: 'PUT',
        url: `/api/users/${bea}/onboarding`,
        payload: BROKEN_JSON,
      },
    ];

    // Practitioner A (mei) and B (jun), each with a patient, a saved session and an analysis job.
    const mei = await registerPractitioner(t.app);
    const jun = await registerPractitioner(t.app);
    practitionerCookie = mei.cookie;
    const meiPatient = await addPatient(t.app, mei);
    const junPatient = await addPatient(t.app, jun);
    const junSession = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${jun.id}/sessions`,
      headers: { cookie: jun.cookie },
      payload: { patientId: junPatient.id, manualAssessment: 'follow-up' },
    });
    expect(junSession.statusCode, junSession.body).toBe(201);
    const junAnalysis = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${jun.id}/patients/${junPatient.id}/analysis`,
      headers: { cookie: jun.cookie },
      payload: { manualAssessment: { symptoms: 'tired' } },
    });
    expect(junAnalysis.statusCode, junAnalysis.body).toBe(202);
    const junPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c46a6a' } })
      .png()
      .toBuffer();
    const form = multipart(
      { patientId: String(junPatient.id), practitionerId: String(jun.id) },
      { name: 'tongueImage', filename: 'a.png', type: 'image/png', bytes: junPhoto },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/tongue-image',
      headers: { ...form.headers, cookie: jun.cookie },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    ownImageUrl = upload.json<{ imageUrl: string }>().imageUrl;

    const [junProfile] = await db
      .insert(cameraProfiles)
      .values({
        practitionerId: jun.id,
        name: 'Jun phone',
        reference: 'grey',
        correction: { kind: 'gains', gains: [1, 1, 1] },
        residual: 1,
      })
      .returning();
    // A photo for another practitioner's patient, with a form that is broken besides.
    const foreignUpload = multipart(
      { patientId: String(junPatient.id), practitionerId: String(mei.id) },
      { name: 'tongueImage', filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('not a photo') },
    );
    foreignUploadCase = { headers: foreignUpload.headers, payload: foreignUpload.payload };

    const brokenPatient = { firstName: 42, chiefComplaint: null, gender: 'robot', isActive: 'maybe' };
    const jp = junPatient.id;
    practitionerCases = [
      { name: "another practitioner's roster", method: 'GET', url: `/api/practitioners/${jun.id}/patients?limit=-4` },
      {
        name: "add to another practitioner's roster",
        method: 'POST',
        url: `/api/practitioners/${jun.id}/patients`,
        payload: brokenPatient,
      },
      {
        name: 'add a patient claiming another practitioner',
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients`,
        payload: { ...brokenPatient, practitionerId: jun.id },
      },
      { name: "another practitioner's patient", method: 'GET', url: `/api/practitioners/${mei.id}/patients/${jp}` },
      {
        name: "edit another practitioner's patient",
        method: 'PATCH',
        url: `/api/practitioners/${mei.id}/patients/${jp}`,
        payload: brokenPatient,
      },
      { name: "another practitioner's stats", method: 'GET', url: `/api/practitioners/${jun.id}/stats?weekStart=never` },
      { name: "another practitioner's patient sessions", method: 'GET', url: `/api/patients/${jp}/sessions` },
      {
        name: "save to another practitioner's account",
        method: 'POST',
        url: `/api/practitioners/${jun.id}/sessions`,
        payload: { status: 'bogus' },
      },
      {
        name: "save a session for another practitioner's patient",
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        payload: { patientId: jp, status: 'bogus', manualAssessment: 7 },
      },
      { name: "another practitioner's analyses", method: 'GET', url: `/api/practitioners/${jun.id}/tcm-analyses` },
      {
        name: "another practitioner's session analysis",
        method: 'GET',
        url: `/api/tcm-analysis/${junSession.json<{ id: number }>().id}`,
      },
      {
        name: "analyse another practitioner's patient",
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients/${jp}/analysis`,
        payload: { imageUrl: 5, manualAssessment: 'x' },
      },
      {
        name: "poll another practitioner's analysis",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${meiPatient.id}/analysis/${junAnalysis.json<{ analysis_id: string }>().analysis_id}`,
      },
      { name: "another practitioner's photo", method: 'GET', url: ownImageUrl },
      {
        name: "delete another practitioner's session",
        method: 'DELETE',
        url: `/api/practitioners/${mei.id}/sessions/${junSession.json<{ id: number }>().id}`,
      },
      { name: "delete another practitioner's patient", method: 'DELETE', url: `/api/practitioners/${mei.id}/patients/${jp}` },
      { name: "export another practitioner's patient", method: 'GET', url: `/api/practitioners/${mei.id}/patients/${jp}/export` },
      // Issue 17: clinical records
      {
        name: "another practitioner's session PDF",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/sessions/${junSession.json<{ id: number }>().id}/report.pdf`,
      },
      {
        name: "another practitioner's patient summary PDF",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${jp}/summary.pdf`,
      },
      {
        name: "another practitioner's patient FHIR export",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${jp}/fhir`,
      },
      {
        name: "another practitioner's patient timeline",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${jp}/timeline`,
      },
      {
        name: "compare another practitioner's patient's visits",
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${jp}/compare?a=x&b=y`,
      },
      {
        name: "another practitioner's patient's constitution",
        method: 'PUT',
        url: `/api/practitioners/${mei.id}/patients/${jp}/constitution`,
        payload: { answers: 'none' },
      },
      {
        name: "delete another practitioner's account",
        method: 'DELETE',
        url: `/api/practitioners/${jun.id}`,
        payload: { confirm: 0 },
      },
      {
        name: "complete another practitioner's licence",
        method: 'PUT',
        url: `/api/practitioners/${jun.id}/licence`,
        payload: { licenseNumber: 7, licenseState: null },
      },
      { name: "another practitioner's camera profiles", method: 'GET', url: `/api/practitioners/${jun.id}/camera-profiles` },
      {
        name: 'add a camera profile to another practitioner',
        method: 'POST',
        url: `/api/practitioners/${jun.id}/camera-profiles`,
        payload: { name: '', reference: 'rainbow', imageBase64: 3 },
      },
      {
        name: "delete another practitioner's camera profile",
        method: 'DELETE',
        url: `/api/practitioners/${mei.id}/camera-profiles/${junProfile.id}`,
      },
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)('a consumer naming another user or their records gets 403 or 404, never 400', async () => {
    for (const c of consumerCases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload as object,
        headers: { cookie: consumerCookie },
      });
      expect([403, 404], `${c.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toMatch(/Expected|Invalid|too_small|required/i);
    }
  });

  it.runIf(available)('a practitioner naming another practitioner or their records gets 403 or 404, never 400', async () => {
    for (const c of practitionerCases) {
      const res = await send(t, c, practitionerCookie);
      expect([403, 404], `${c.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toMatch(/Expected|Invalid|too_small|required/i);
    }
  });

  it.runIf(available)("an upload for another practitioner's patient gets 403 or 404 before its photo is checked", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/tongue-image',
      headers: { ...foreignUploadCase.headers, cookie: practitionerCookie },
      payload: foreignUploadCase.payload,
    });
    expect([403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect(res.body).not.toMatch(/Expected|Invalid|too_small|required|image/i);
  });

  it.runIf(available)('without a session every one of those requests is 401, whatever its body', async () => {
    for (const c of [...consumerCases, ...practitionerCases].filter((c) => !c.url.startsWith('/api/images/'))) {
      const res = await send(t, c);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(401);
    }
  });
});
