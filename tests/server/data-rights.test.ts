import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diagnosticSessions,
  healthQuestionnaires,
  images,
  patients,
  practitionerAnalyses,
  progressTracking,
  recommendations,
  tongueAnalyses,
  users,
} from '../../src/server/db/schema.ts';
import { ImageStore } from '../../src/server/storage/image-store.ts';
import { createTestApp, registerPractitioner, sessionCookie, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';
import { addPatient, multipart } from './practitioner/helpers.ts';

/** Issue 10 §6: people can see, take and erase their own data; deletes leave nothing in the database or on disk. */
const DATA_DIR = path.resolve('.tmp/test-data');

/** A photo no other test shares (a random colour), so its file on disk belongs to this test only. */
async function uniquePhoto(): Promise<Buffer> {
  const colour = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe.each(DRIVERS)("the user's own data on %s", (kind, available) => {
  let t: TestApp;
  let store: ImageStore;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    store = new ImageStore(t.db.database.db, DATA_DIR);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newConsumer(username: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'long-password-1', email: `${username}@example.com`, firstName: 'Ana' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<{ id: number }>().id, cookie: sessionCookie(res) };
  }

  /** A complete check-in (photo, overlay, analysis, questionnaire, progress row, recommendation) stored for a user. */
  async function checkIn(userId: number) {
    const db = t.db.database.db;
    const photo = await store.saveUpload(await uniquePhoto(), { userId });
    const overlayBytes = await uniquePhoto();
    const overlay = await store.saveJpeg(
      overlayBytes,
      80,
      60,
      `${photo.sha256.slice(0, 40)}${randomInt(1e9)}`,
      { userId },
      photo.id,
    );
    const [analysis] = await db
      .insert(tongueAnalyses)
      .values({
        userId,
        imageUrl: ImageStore.urlOf(photo.id),
        analysisResult: { pattern: 'Balanced', observations: ['thin white coat'], overlayUrl: ImageStore.urlOf(overlay.id) },
      })
      .returning();
    const q = await t.app.inject({
      method: 'POST',
      url: '/api/health-questionnaire',
      headers: { cookie: (await login(userId)).cookie },
      payload: { userId, energyLevel: 3, sleepQuality: 3, digestion: 3, discomforts: [], notes: 'fine' },
    });
    expect(q.statusCode, q.body).toBe(201);
    const [rec] = await db
      .insert(recommendations)
      .values({ userId, tongueAnalysisId: analysis.id, healthQuestionnaireId: q.json<{ id: number }>().id, pattern: 'Balanced' })
      .returning();
    return { photo, overlay, analysis, questionnaireId: q.json<{ id: number }>().id, recommendationId: rec.id };
  }

  const sessions = new Map<number, { cookie: string }>();
  async function login(userId: number) {
    const known = sessions.get(userId);
    if (!known) throw new Error('no session for user');
    return known;
  }

  it.runIf(available)('a consumer deletes one check-in: its rows, its photo files and its photo URL are gone', async () => {
    const ana = await newConsumer('ana-checkin');
    sessions.set(ana.id, ana);
    const kept = await checkIn(ana.id);
    const gone = await checkIn(ana.id);
    const db = t.db.database.db;
    expect(existsSync(store.pathOf(gone.photo.sha256))).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tongue-analysis/${gone.analysis.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);

    expect(await db.select().from(tongueAnalyses).where(eq(tongueAnalyses.id, gone.analysis.id))).toHaveLength(0);
    expect(await db.select().from(recommendations).where(eq(recommendations.id, gone.recommendationId))).toHaveLength(0);
    expect(await db.select().from(healthQuestionnaires).where(eq(healthQuestionnaires.id, gone.questionnaireId))).toHaveLength(0);
    expect(await db.select().from(images).where(eq(images.id, gone.photo.id))).toHaveLength(0);
    expect(await db.select().from(images).where(eq(images.id, gone.overlay.id))).toHaveLength(0);
    expect(await db.select().from(progressTracking).where(eq(progressTracking.userId, ana.id))).toHaveLength(1);
    expect(existsSync(store.pathOf(gone.photo.sha256))).toBe(false);
    expect(existsSync(store.pathOf(gone.overlay.sha256))).toBe(false);
    const url = await t.app.inject({ method: 'GET', url: ImageStore.urlOf(gone.photo.id), headers: { cookie: ana.cookie } });
    expect(url.statusCode).toBe(404);

    // The other check-in is untouched.
    expect(existsSync(store.pathOf(kept.photo.sha256))).toBe(true);
    expect(await db.select().from(tongueAnalyses).where(eq(tongueAnalyses.id, kept.analysis.id))).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/tongue-analysis/${gone.analysis.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it.runIf(available)('a consumer downloads all their data as a zip of every record and every photo', async () => {
    const ben = await newConsumer('ben-export');
    sessions.set(ben.id, ben);
    const c = await checkIn(ben.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${ben.id}/export`, headers: { cookie: ben.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mtc-health-export-\d+-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['export.json'])) as Record<string, unknown[]> & { account: { username: string } };
    expect(data.account.username).toBe('ben-export');
    expect(data.tongueAnalyses).toHaveLength(1);
    expect(data.healthQuestionnaires).toHaveLength(1);
    expect(data.recommendations).toHaveLength(1);
    expect(data.progress).toHaveLength(1);
    // The security list is held about the person too (issue 16).
    expect(data.securityEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'sign-up', method: 'password' })]),
    );
    expect(data.linkedSignInAccounts).toEqual([]);
    expect(data.constitution).toBeNull();
    expect(Object.keys(files)).toContain(`photos/${c.photo.id}.jpg`);
    expect(Object.keys(files)).toContain(`photos/${c.overlay.id}-overlay-of-${c.photo.id}.jpg`);
    expect((await sharp(Buffer.from(files[`photos/${c.photo.id}.jpg`])).metadata()).width).toBe(80);
    expect(strFromU8(files['export.json'])).not.toMatch(/argon2|"password":|token/i);

    // The constitution questionnaire, once answered, is in the export too.
    const answers = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), i < 8 ? 5 : 1]));
    const ccmq = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ben.id}/constitution`,
      headers: { cookie: ben.cookie },
      payload: { answers },
    });
    expect(ccmq.statusCode, ccmq.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/users/${ben.id}/export`, headers: { cookie: ben.cookie } });
    const withConstitution = JSON.parse(strFromU8(unzipSync(new Uint8Array(after.rawPayload))['export.json'])) as {
      constitution: { primary: string } | null;
    };
    expect(withConstitution.constitution?.primary).toBe(ccmq.json<{ primary: string }>().primary);

    // The file is named by the reader's day where the link says their time zone (decision 0114).
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const named = await t.app.inject({
        method: 'GET',
        url: `/api/users/${ben.id}/export?tz=${encodeURIComponent(zone)}`,
        headers: { cookie: ben.cookie },
      });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      expect(named.headers['content-disposition']).toContain(`mtc-health-export-${ben.id}-${day}.zip`);
    }
    const badZone = await t.app.inject({
      method: 'GET',
      url: `/api/users/${ben.id}/export?tz=Mars%2FBase`,
      headers: { cookie: ben.cookie },
    });
    expect(badZone.statusCode).toBe(400);
  });

  it.runIf(available)('a consumer deletes the account: rows, photo files and sessions go, the username is free', async () => {
    const cy = await newConsumer('cy-delete');
    sessions.set(cy.id, cy);
    const c = await checkIn(cy.id);
    const db = t.db.database.db;
    const unconfirmed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${cy.id}`,
      headers: { cookie: cy.cookie },
      payload: { confirm: 'yes' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json<{ message: string }>().message).toBe('Type DELETE to confirm');

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${cy.id}`,
      headers: { cookie: cy.cookie },
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, cy.id))).toHaveLength(0);
    for (const table of [tongueAnalyses, healthQuestionnaires, recommendations, progressTracking, images] as const) {
      expect(await db.select().from(table).where(eq(table.userId, cy.id))).toHaveLength(0);
    }
    expect(existsSync(store.pathOf(c.photo.sha256))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cy.cookie } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: ImageStore.urlOf(c.photo.id), headers: { cookie: cy.cookie } })).statusCode,
    ).toBe(404);
    await newConsumer('cy-delete');
  });

  it.runIf(available)('changing the password needs the current one and ends every other session', async () => {
    const dee = await newConsumer('dee-password');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dee-password', password: 'long-password-1' },
    });
    const otherCookie = sessionCookie(other);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie: dee.cookie }, payload });

    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'new-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('Current password is incorrect');
    expect((await change({ currentPassword: 'long-password-1', newPassword: 'short' })).json<{ message: string }>().message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await change({ currentPassword: 'long-password-1', newPassword: 'new-password-2' })).statusCode).toBe(204);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: dee.cookie } })).statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dee-password', password: 'long-password-1' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dee-password', password: 'new-password-2' },
    });
    expect(newLogin.statusCode).toBe(200);

    // Sign out of all devices: both sessions end.
    const all = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie: dee.cookie } });
    expect(all.statusCode).toBe(204);
    for (const cookie of [dee.cookie, sessionCookie(newLogin)]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it.runIf(available)('a practitioner changes the password (ending every other session) and signs out everywhere', async () => {
    const lin = await registerPractitioner(t.app);
    const username = (await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: lin.cookie } })).json<{
      username: string;
    }>().username;
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/practitioners/login', payload: { username, password } });
    const other = await login('acupuncture1');
    expect(other.statusCode, other.body).toBe(200);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/practitioners/password', headers: { cookie: lin.cookie }, payload });

    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'new-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('Current password is incorrect');
    expect((await change({ currentPassword: 'acupuncture1', newPassword: 'new-password-2' })).statusCode).toBe(204);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie } });
    expect((await me(sessionCookie(other))).statusCode).toBe(401);
    expect((await me(lin.cookie)).statusCode).toBe(200);
    expect((await login('acupuncture1')).statusCode).toBe(401);
    const again = await login('new-password-2');
    expect(again.statusCode).toBe(200);

    const all = await t.app.inject({ method: 'POST', url: '/api/practitioners/logout-all', headers: { cookie: lin.cookie } });
    expect(all.statusCode).toBe(204);
    for (const cookie of [lin.cookie, sessionCookie(again)]) expect((await me(cookie)).statusCode).toBe(401);
  });

  it.runIf(available)('a practitioner deletes a session with its photo, then a patient with everything of theirs', async () => {
    const mei = await registerPractitioner(t.app);
    const patient = await addPatient(t.app, mei);
    const db = t.db.database.db;
    const upload = async () => {
      const form = multipart(
        { patientId: String(patient.id), practitionerId: String(mei.id) },
        { name: 'tongueImage', filename: 't.jpg', type: 'image/jpeg', bytes: await uniquePhoto() },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/tongue-image',
        headers: { ...form.headers, cookie: mei.cookie },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ imageUrl: string; imageId: number }>();
    };
    const first = await upload();
    const second = await upload();
    const analysis = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
      headers: { cookie: mei.cookie },
      payload: { manualAssessment: { symptoms: 'tired, loose stools' } },
    });
    expect(analysis.statusCode).toBe(202);
    const save = async (imageUrl: string, sessionDate: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/sessions`,
        headers: { cookie: mei.cookie },
        payload: { patientId: patient.id, imageUrl, manualAssessment: 'notes', sessionDate },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    // The session deleted below is the latest visit: the patient's last visit must move back.
    const s1 = await save(first.imageUrl, '2026-11-20T10:00:00.000Z');
    await save(second.imageUrl, '2026-11-10T10:00:00.000Z');
    const [firstRow] = await db.select().from(images).where(eq(images.id, first.imageId));

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${mei.id}/sessions/${s1}`,
      headers: { cookie: mei.cookie },
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await db.select().from(diagnosticSessions).where(eq(diagnosticSessions.id, s1))).toHaveLength(0);
    expect(existsSync(store.pathOf(firstRow.sha256))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.imageUrl, headers: { cookie: mei.cookie } })).statusCode).toBe(404);
    // The patient's last visit is the session that remains.
    const [remaining] = await db.select().from(diagnosticSessions).where(eq(diagnosticSessions.patientId, patient.id));
    const [record] = await db.select().from(patients).where(eq(patients.id, patient.id));
    expect(record.lastVisit?.toISOString()).toBe(remaining.sessionDate.toISOString());

    // Export the patient, then delete them with everything of theirs.
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/export`,
      headers: { cookie: mei.cookie },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toMatch(/filename="patient-Lin-Wu-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const data = JSON.parse(strFromU8(files['export.json'])) as {
      patient: { id: number };
      sessions: unknown[];
      analyses: unknown[];
    };
    expect(data.patient.id).toBe(patient.id);
    expect(data.sessions).toHaveLength(1);
    expect(data.analyses).toHaveLength(1);
    expect(Object.keys(files)).toContain(`photos/${second.imageId}.jpg`);

    const [secondRow] = await db.select().from(images).where(eq(images.id, second.imageId));
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}`,
      headers: { cookie: mei.cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect(await db.select().from(patients).where(eq(patients.id, patient.id))).toHaveLength(0);
    expect(await db.select().from(diagnosticSessions).where(eq(diagnosticSessions.patientId, patient.id))).toHaveLength(0);
    expect(await db.select().from(practitionerAnalyses).where(eq(practitionerAnalyses.patientId, patient.id))).toHaveLength(0);
    expect(await db.select().from(images).where(eq(images.patientId, patient.id))).toHaveLength(0);
    expect(existsSync(store.pathOf(secondRow.sha256))).toBe(false);
  });

  it.runIf(available)('a practitioner account cannot be deleted while patients remain, and can once they are gone', async () => {
    const jun = await registerPractitioner(t.app);
    const patient = await addPatient(t.app, jun);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/practitioners/${jun.id}`,
        headers: { cookie: jun.cookie },
        payload: { confirm: 'DELETE' },
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/still holds 1 patient record\. Export and delete them first/);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${jun.id}/patients/${patient.id}`,
      headers: { cookie: jun.cookie },
    });
    expect((await remove()).statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/practitioners/login',
      payload: { username: jun.username, password: jun.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
