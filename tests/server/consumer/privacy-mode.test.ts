import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/contract/auth.ts';
import type { ConsumerRecommendation, ConsumerTongueAnalysis, OnDeviceTongueFindings } from '../../../src/contract/consumer.ts';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { analyseOnDevice } from '../../../src/engine/analysis/on-device.ts';
import { images } from '../../../src/server/db/schema.ts';
import { createTestApp, type TestApp, injectAs, loginConsumer, type ConsumerSession } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');
const photoPath = path.join(sharedDataDir, 'tongue-seg/images/001.jpg');

type Session = ConsumerSession;

/** What a browser in privacy mode sends for the shared photo: the same analysis entry, on the same pixels. */
async function findingsOfSharedPhoto(): Promise<OnDeviceTongueFindings> {
  const { image } = await decodeImage(photoPath);
  const measured = analyseOnDevice(image, 'en');
  if (!measured.ok) throw new Error(`the shared photo was refused: ${measured.reason}`);
  return measured.findings;
}

describe.each(DRIVERS)('privacy mode on %s', (kind, available) => {
  let t: TestApp;
  let demo: Session;
  let other: Session;

  const login = (username: string) => loginConsumer(t.app, username);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session | null, payload?: unknown) =>
    injectAs(t.app, method, url, who, payload);
  const imageRowsOf = async (userId: number) =>
    (await t.db.database.db.select({ id: images.id }).from(images).where(eq(images.userId, userId))).length;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    demo = await login('demo');
    other = await login('test');
  }, 60_000);
  afterAll(async () => t?.close());

  describe.skipIf(!available)('the setting', () => {
    it('is off for a new user, remembered on the server once chosen, and only the user may change it', async () => {
      expect((await call('GET', `/api/users/${demo.id}`, demo)).json<User>().analyseOnDevice).toBe(false);
      const on = await call('PUT', `/api/users/${demo.id}/privacy-mode`, demo, { analyseOnDevice: true });
      expect([on.statusCode, on.json<User>().analyseOnDevice]).toEqual([200, true]);
      expect((await call('GET', '/api/auth/me', demo)).json<User>().analyseOnDevice).toBe(true);
      expect((await call('PUT', `/api/users/${other.id}/privacy-mode`, demo, { analyseOnDevice: true })).statusCode).toBe(403);
      expect((await call('PUT', `/api/users/${demo.id}/privacy-mode`, null, { analyseOnDevice: false })).statusCode).toBe(401);
      const bad = await call('PUT', `/api/users/${demo.id}/privacy-mode`, demo, { analyseOnDevice: 'yes' });
      expect(bad.statusCode).toBe(400);
      const off = await call('PUT', `/api/users/${demo.id}/privacy-mode`, demo, { analyseOnDevice: false });
      expect(off.json<User>().analyseOnDevice).toBe(false);
    });
  });

  describe.skipIf(!available)('findings instead of a photo', () => {
    const valid: OnDeviceTongueFindings = {
      assessment: { bodyColor: { value: 'pale', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.7 } },
      signs: ['tooth-marks'],
      observations: ['Pale tongue body'],
    };

    it('checks the session and ownership before the body: 401 without a session, 403 for another user even with a bad body', async () => {
      expect((await call('POST', '/api/tongue-analysis/on-device', null, { userId: demo.id, findings: valid })).statusCode).toBe(
        401,
      );
      const foreign = await call('POST', '/api/tongue-analysis/on-device', demo, { userId: other.id, findings: { bad: 1 } });
      expect(foreign.statusCode).toBe(403);
    });

    it('refuses findings that fail the contract schema, and a body carrying photo bytes, with the 400 shape', async () => {
      const cases: [unknown, string][] = [
        [{ ...valid, assessment: { bodyColor: { value: 'green', confidence: 0.8 } } }, 'findings.assessment.bodyColor.value'],
        [{ ...valid, signs: ['not-a-sign'] }, 'findings.signs.0'],
        [
          {
            ...valid,
            head: { body: [2, 0, 0], coatingColour: [0, 0, 1], thick: 0, cracks: 0, toothMarks: 0, colourUncertain: false },
          },
          'findings.head.body.0',
        ],
        [
          {
            ...valid,
            head: {
              body: [0.2, 0.6, 0.2],
              coatingColour: [0.8, 0.1, 0.1],
              thick: 0,
              cracks: 0,
              toothMarks: 0,
              colourUncertain: false,
              version: '<script>',
            },
          },
          'findings.head.version',
        ],
        [{ assessment: valid.assessment, signs: [] }, 'findings.observations'],
      ];
      for (const [findings, field] of cases) {
        const res = await call('POST', '/api/tongue-analysis/on-device', demo, { userId: demo.id, findings });
        expect(res.statusCode).toBe(400);
        const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
        expect(typeof body.message).toBe('string');
        expect(body.errors.map((e) => e.field)).toContain(field);
      }
      const imageBytes = await call('POST', '/api/tongue-analysis/on-device', demo, {
        userId: demo.id,
        findings: valid,
        imageBase64: 'data:image/jpeg;base64,/9j/4AAQ',
      });
      expect(imageBytes.statusCode).toBe(400);
    });

    it.skipIf(!withPhotos)(
      'stores no photo, and gives the same pattern and a full recommendation as the uploaded photo',
      async () => {
        const findings = await findingsOfSharedPhoto();
        const before = await imageRowsOf(other.id);
        const created = await call('POST', '/api/tongue-analysis/on-device', other, { userId: other.id, findings });
        expect(created.statusCode).toBe(201);
        const analysis = created.json<ConsumerTongueAnalysis>();
        expect(analysis.imageUrl).toBeNull();
        expect(analysis.analysisResult).toMatchObject({ onDevice: true, imageUrl: null, observations: findings.observations });
        expect(await imageRowsOf(other.id)).toBe(before);

        const uploaded = await call('POST', '/api/tongue-analysis', other, {
          userId: other.id,
          imageBase64: readFileSync(photoPath).toString('base64'),
        });
        expect(uploaded.statusCode).toBe(201);
        expect(analysis.analysisResult.pattern).toBe(uploaded.json<ConsumerTongueAnalysis>().analysisResult.pattern);
        // The browser's findings carry the head version, so the next photo's trend counts them.
        expect(findings.head?.version).toMatch(/^[0-9a-f]{8}$/);
        const trend = uploaded.json<ConsumerTongueAnalysis>().trend;
        expect(trend).not.toHaveProperty('otherVersion');

        const questionnaire = await call('POST', '/api/health-questionnaire', other, {
          userId: other.id,
          energyLevel: 2,
          sleepQuality: 3,
          digestion: 2,
          discomforts: ['Bloating'],
        });
        const rec = await call('POST', '/api/recommendations', other, {
          userId: other.id,
          tongueAnalysisId: analysis.id,
          healthQuestionnaireId: questionnaire.json<{ id: number }>().id,
        });
        expect(rec.statusCode).toBe(201);
        const list = (await call('GET', `/api/recommendations/user/${other.id}`, other)).json<ConsumerRecommendation[]>();
        const stored = list.find((r) => r.id === rec.json<{ id: number }>().id)!;
        expect(stored).toMatchObject({ onDevice: true, imageUrl: null, overlayUrl: null });
        expect(stored.pattern?.length).toBeGreaterThan(0);
        expect(stored.herbs.length + stored.diet.length + stored.lifestyle.length).toBeGreaterThan(0);
      },
      60_000,
    );
  });
});
