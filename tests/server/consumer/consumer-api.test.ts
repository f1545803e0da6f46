import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src/contract/auth.ts';
import {
  ConsumerRecommendationListSchema,
  ConsumerRecommendationSchema,
  ConsumerTongueAnalysisListSchema,
  flattenedItemId,
  LatestProgressSchema,
  WeeklyProgressSchema,
  type ConsumerRecommendation,
  type LatestProgress,
  type WeeklyProgress,
} from '../../../src/contract/consumer.ts';
import { readAnswer, type AnswerSchema } from '../../../src/client/lib/api.ts';
import { images } from '../../../src/server/db/schema.ts';
import { IMAGE_MESSAGES } from '../../../src/server/storage/normalise-image.ts';
import { QUALITY_REASONS } from '../../../src/engine/tongue/index.ts';
import { createTestApp, hasNoSecrets, type TestApp, injectAs, loginConsumer, type ConsumerSession } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');
const realPhoto = () => readFileSync(path.join(sharedDataDir, 'tongue-seg/images/001.jpg'));

interface ErrorBody {
  message: string;
  errors: { field: string; message: string }[];
}

type Session = ConsumerSession;

describe.each(DRIVERS)('consumer API on %s', (kind, available) => {
  let t: TestApp;
  let demo: Session;
  let other: Session;

  const login = (username: string) => loginConsumer(t.app, username);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session | null, payload?: unknown) =>
    injectAs(t.app, method, url, who, payload);

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    demo = await login('demo');
    other = await login('test');
  }, 60_000);
  afterAll(async () => t?.close());

  describe.skipIf(!available)('guards', () => {
    const routes = (id: number) =>
      [
        ['PUT', `/api/users/${id}/onboarding`, { firstName: 'A', gender: 'female', age: 30, height: 160, weight: 55 }],
        ['GET', `/api/progress/latest/${id}`],
        ['GET', `/api/progress/weekly/${id}`],
        ['POST', '/api/tongue-analysis', { userId: id, imageBase64: 'aGVsbG8=' }],
        ['GET', `/api/tongue-analysis/user/${id}`],
        ['POST', '/api/health-questionnaire', { userId: id, energyLevel: 3, sleepQuality: 2, digestion: 4, discomforts: [] }],
        ['POST', '/api/recommendations', { userId: id, tongueAnalysisId: 1, healthQuestionnaireId: 1 }],
        ['GET', `/api/recommendations/user/${id}`],
        ['GET', `/api/recommendations/latest/${id}`],
      ] as const;

    it('answers 401 to every consumer call without a session', async () => {
      for (const [method, url, body] of [...routes(demo.id), ['PUT', '/api/recommendations/1/save', {}] as const]) {
        const res = await call(method, url, null, body);
        expect([url, res.statusCode]).toEqual([url, 401]);
        expect(res.json()).toEqual({ message: 'Please log in to continue' });
      }
    });

    it("answers 403 when a consumer names another user's id", async () => {
      for (const [method, url, body] of routes(other.id)) {
        const res = await call(method, url, demo, body);
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
    });
  });

  describe.skipIf(!available)('onboarding', () => {
    it('stores the profile, marks onboarding complete and answers the user without secrets', async () => {
      const res = await call('PUT', `/api/users/${other.id}/onboarding`, other, {
        firstName: 'Tess',
        lastName: 'Tester',
        gender: 'female',
        age: 34,
        height: 168.5,
        weight: 61,
        language: 'english',
        healthConcerns: 'Poor sleep',
      });
      expect(res.statusCode).toBe(200);
      expect(hasNoSecrets(res.body)).toBe(true);
      expect(res.json()).toMatchObject({
        id: other.id,
        firstName: 'Tess',
        gender: 'female',
        age: 34,
        height: 168.5,
        onboardingCompleted: true,
      });
      const me = await call('GET', `/api/users/${other.id}`, other);
      expect(me.json()).toMatchObject({ lastName: 'Tester', healthConcerns: 'Poor sleep', weight: 61 });
    });

    it('refuses a missing or invalid field with the SPEC message', async () => {
      const valid = { firstName: 'Tess', gender: 'female', age: 34, height: 168, weight: 61 };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, firstName: '  ' }, 'Please provide your first name'],
        [{ ...valid, gender: undefined }, 'Please select your gender'],
        [{ ...valid, age: 'old' }, 'Please provide a valid age'],
        [{ ...valid, height: undefined }, 'Please provide a valid height in cm'],
        [{ ...valid, weight: null }, 'Please provide a valid weight in kg'],
        [{ ...valid, age: 0 }, 'Age must be between 1 and 120'],
        [{ ...valid, height: 300 }, 'Height must be between 50 and 250 cm'],
      ];
      for (const [body, message] of cases) {
        const res = await call('PUT', `/api/users/${other.id}/onboarding`, other, body);
        expect([res.statusCode, res.json<ErrorBody>().message]).toEqual([400, message]);
      }
    });
  });

  describe.skipIf(!available)('progress before any check-in', () => {
    it('shows no data rather than invented numbers', async () => {
      const res = await call('GET', `/api/progress/latest/${demo.id}`, demo);
      expect(res.json()).toEqual({
        balance: 0,
        energy: { value: 0, label: 'No data yet' },
        digestion: { value: 0, label: 'No data yet' },
        sleep: { value: 0, label: 'No data yet' },
        lastCheckIn: null,
      });
    });

    it('lists the seven days of the current week, Monday first, with today flagged', async () => {
      const res = await call('GET', `/api/progress/weekly/${demo.id}?tzOffset=0`, demo);
      const body = res.json() as { overall: number; trend: number; data: { day: string; value: number; isToday: boolean }[] };
      expect(body.data.map((d) => d.day)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      expect(body.data.filter((d) => d.isToday).map((d) => d.day)).toEqual([
        ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date().getUTCDay()],
      ]);
      expect(body.data.every((d) => d.value === 0)).toBe(true);
      expect([body.overall, body.trend]).toEqual([0, 0]);
    });
  });

  describe.skipIf(!available)('tongue analysis', () => {
    const dark = () =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 8, g: 6, b: 6 } } })
        .jpeg()
        .toBuffer();

    it('refuses an unusable (dark) photo with 422 and the engine reason, recording nothing', async () => {
      const res = await call('POST', '/api/tongue-analysis', demo, {
        userId: demo.id,
        imageBase64: (await dark()).toString('base64'),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().message).toBe(QUALITY_REASONS['too-dark']);
      const list = await call('GET', `/api/tongue-analysis/user/${demo.id}`, demo);
      expect(list.json()).toEqual([]);
      const kept = await t.db.database.db.select().from(images).where(eq(images.userId, demo.id));
      expect(kept).toEqual([]);
    });

    it('refuses a photo with no tongue in it with 422', async () => {
      const skin = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 160, b: 200 } } })
        .jpeg()
        .toBuffer();
      const res = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id, imageBase64: skin.toString('base64') });
      expect(res.statusCode).toBe(422);
      expect(Object.values(QUALITY_REASONS)).toContain(res.json<ErrorBody>().message);
    });

    it('refuses a photo too small to read with 400 and the storage message, never a 500', async () => {
      const tiny = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c46a6a' } })
        .jpeg()
        .toBuffer();
      const res = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id, imageBase64: tiny.toString('base64') });
      expect([res.statusCode, res.json<ErrorBody>().message]).toEqual([400, IMAGE_MESSAGES.tooFewPixels]);
    });

    it('refuses a text file with 415 and the storage message', async () => {
      const text = Buffer.from('definitely not a tongue photo').toString('base64');
      const res = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id, imageBase64: text });
      expect([res.statusCode, res.json<ErrorBody>().message]).toEqual([415, IMAGE_MESSAGES.notImage]);
    });

    it('lets a photo over 15 MB reach storage (route body limit) and refuses it with 413 and the storage message', async () => {
      const big = Buffer.alloc(15 * 1024 * 1024 + 1024, 7);
      big.set([0xff, 0xd8, 0xff], 0);
      const res = await call('POST', '/api/tongue-analysis', demo, {
        userId: demo.id,
        imageBase64: `data:image/jpeg;base64,${big.toString('base64')}`,
      });
      expect([res.statusCode, res.json<ErrorBody>().message]).toEqual([413, IMAGE_MESSAGES.tooManyBytes]);
    });

    it('refuses text that is not base64 with 400, and a missing image with the field message', async () => {
      const bad = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id, imageBase64: 'not base64 at all!' });
      expect([bad.statusCode, bad.json<ErrorBody>().message]).toEqual([400, 'The image data is not valid base64.']);
      const missing = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id });
      expect([missing.statusCode, missing.json<ErrorBody>().message]).toEqual([400, 'A tongue photo is required']);
    });
  });

  describe.skipIf(!available || !withPhotos)('a whole check-in with a real tongue photo', () => {
    let analysis: { id: number; imageUrl: string; analysisResult: Record<string, unknown> };
    let questionnaireId: number;
    let recommendationId: number;

    beforeAll(async () => {
      if (!available || !withPhotos) return;
      const dataUrl = `data:image/jpeg;base64,${realPhoto().toString('base64')}`;
      const res = await call('POST', '/api/tongue-analysis', demo, { userId: demo.id, imageBase64: dataUrl });
      if (res.statusCode !== 201) throw new Error(`analysis failed: ${res.statusCode} ${res.body}`);
      analysis = res.json<typeof analysis>();
    }, 120_000);

    it('stores the analysis with the pattern, the observations, the findings, the photo and the overlay', async () => {
      const r = analysis.analysisResult;
      expect(typeof r.pattern).toBe('string');
      expect((r.pattern as string).length).toBeGreaterThan(0);
      expect((r.observations as string[]).length).toBeGreaterThan(0);
      expect(r.findings).toMatchObject({ assessment: { bodyColor: { value: expect.any(String) } } });
      expect(['mild', 'moderate', 'severe']).toContain(r.severity);
      expect(analysis.imageUrl).toMatch(/^\/api\/images\/\d+$/);
      expect(r.overlayUrl).toMatch(/^\/api\/images\/\d+$/);
      expect(r.overlayUrl).not.toBe(analysis.imageUrl);
    });

    it('serves the photo and its overlay to their owner only', async () => {
      for (const url of [analysis.imageUrl, analysis.analysisResult.overlayUrl as string]) {
        const mine = await call('GET', url, demo);
        expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/jpeg']);
        expect((await call('GET', url, other)).statusCode).toBe(404);
      }
    });

    it('lists the analysis for its owner', async () => {
      const res = await call('GET', `/api/tongue-analysis/user/${demo.id}`, demo);
      expect((res.json() as { id: number }[]).map((a) => a.id)).toEqual([analysis.id]);
    });

    it('refuses questionnaire scores outside 1-5 and unknown discomforts', async () => {
      for (const body of [
        { userId: demo.id, energyLevel: 6, sleepQuality: 2, digestion: 4 },
        { userId: demo.id, energyLevel: 3, sleepQuality: 0, digestion: 4 },
        { userId: demo.id, energyLevel: 3, sleepQuality: 2, digestion: 4, discomforts: ['Toothache'] },
      ]) {
        const res = await call('POST', '/api/health-questionnaire', demo, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorBody>().errors.length).toBeGreaterThan(0);
      }
    });

    it('stores the questionnaire and computes progress from it and the tongue', async () => {
      const res = await call('POST', '/api/health-questionnaire', demo, {
        userId: demo.id,
        energyLevel: 3,
        sleepQuality: 2,
        digestion: 5,
        discomforts: ['Bloating'],
      });
      expect(res.statusCode).toBe(201);
      questionnaireId = res.json<{ id: number }>().id;
      const latest = (await call('GET', `/api/progress/latest/${demo.id}`, demo)).json<LatestProgress>();
      expect(latest.energy).toEqual({ value: 50, label: 'Moderate' });
      expect(latest.sleep).toEqual({ value: 25, label: 'Fair' });
      expect(latest.digestion).toEqual({ value: 100, label: 'Excellent' });
      // (50 + 25 + 100) / 3 = 58.3 blended 60/40 with the tongue's severity score (25-100).
      const tongue = { mild: 75, moderate: 50, severe: 25 }[analysis.analysisResult.severity as 'mild'];
      const expected = analysis.analysisResult.patternId === 'balanced' ? 100 : tongue;
      expect(latest.balance).toBe(Math.round(0.6 * (175 / 3) + 0.4 * expected));
      expect(Date.now() - Date.parse(latest.lastCheckIn ?? '')).toBeLessThan(60_000);
      const weekly = (await call('GET', `/api/progress/weekly/${demo.id}`, demo)).json<WeeklyProgress>();
      const today = weekly.data.find((d) => d.isToday);
      expect(today?.value).toBe(latest.balance);
      expect(weekly.overall).toBe(latest.balance);
    });

    it('builds the recommendation from the analysis and the questionnaire', async () => {
      const foreign = await call('POST', '/api/recommendations', other, {
        userId: other.id,
        tongueAnalysisId: analysis.id,
        healthQuestionnaireId: questionnaireId,
      });
      expect(foreign.statusCode).toBe(404);
      const res = await call('POST', '/api/recommendations', demo, {
        userId: demo.id,
        tongueAnalysisId: analysis.id,
        healthQuestionnaireId: questionnaireId,
      });
      expect(res.statusCode).toBe(201);
      recommendationId = res.json<{ id: number }>().id;
      const latest = (await call('GET', `/api/recommendations/latest/${demo.id}`, demo)).json<ConsumerRecommendation>();
      expect(latest).toMatchObject({
        id: recommendationId,
        tongueAnalysisId: analysis.id,
        healthQuestionnaireId: questionnaireId,
        savedByUser: false,
        imageUrl: analysis.imageUrl,
        overlayUrl: analysis.analysisResult.overlayUrl,
      });
      expect(latest.pattern?.length).toBeGreaterThan(0);
      expect(latest.observations).toEqual(expect.arrayContaining(analysis.analysisResult.observations as string[]));
      expect(latest.observations).toContain('Reported discomfort: Bloating');
      for (const list of [latest.herbs, latest.diet, latest.lifestyle]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list[0]).toEqual({ name: expect.any(String), description: expect.any(String), savedByUser: false });
      }
      const list = (await call('GET', `/api/recommendations/user/${demo.id}`, demo)).json<ConsumerRecommendation[]>();
      expect(list.map((r) => r.id)).toEqual([recommendationId]);
    });

    it('saves one home-list item by its flattened id, and the whole record from the results page', async () => {
      const dietItem = flattenedItemId(recommendationId, 'diet', 0);
      const one = await call('PUT', `/api/recommendations/${dietItem}/save`, demo, { item: true });
      expect(one.statusCode).toBe(200);
      expect(one.json<ConsumerRecommendation>().diet[0].savedByUser).toBe(true);
      expect(one.json<ConsumerRecommendation>().herbs[0].savedByUser).toBe(false);
      expect(one.json<ConsumerRecommendation>().savedByUser).toBe(false);

      const off = await call('PUT', `/api/recommendations/${dietItem}/save`, demo, { item: true, saved: false });
      expect(off.json<ConsumerRecommendation>().diet[0].savedByUser).toBe(false);

      const whole = await call('PUT', `/api/recommendations/${recommendationId}/save`, demo, {});
      expect(whole.statusCode).toBe(200);
      // Saved state survives: read it back.
      const latest = (await call('GET', `/api/recommendations/latest/${demo.id}`, demo)).json<ConsumerRecommendation>();
      expect(latest.savedByUser).toBe(true);
      expect([...latest.herbs, ...latest.diet, ...latest.lifestyle].every((i) => i.savedByUser)).toBe(true);
    });

    it("cannot save another user's recommendation or an item that does not exist", async () => {
      expect((await call('PUT', `/api/recommendations/${recommendationId}/save`, other, {})).statusCode).toBe(404);
      const missing = flattenedItemId(recommendationId, 'herb', 99);
      expect((await call('PUT', `/api/recommendations/${missing}/save`, demo, { item: true })).statusCode).toBe(404);
    });

    it('answers what the contract schemas the client parses with say, key for key', async () => {
      const reads: [string, AnswerSchema<unknown>][] = [
        ['/api/auth/me', UserSchema],
        [`/api/users/${demo.id}`, UserSchema],
        [`/api/progress/latest/${demo.id}`, LatestProgressSchema],
        [`/api/progress/weekly/${demo.id}?tzOffset=-60`, WeeklyProgressSchema],
        [`/api/tongue-analysis/user/${demo.id}`, ConsumerTongueAnalysisListSchema],
        [`/api/recommendations/user/${demo.id}`, ConsumerRecommendationListSchema],
        [`/api/recommendations/latest/${demo.id}`, ConsumerRecommendationSchema],
      ];
      for (const [url, schema] of reads) {
        const res = await call('GET', url, demo);
        expect([url, res.statusCode]).toEqual([url, 200]);
        // The client's own reader: a parse that fails throws, and one that drops a key the
        // server sent would make the client silently lose it.
        expect(readAnswer(url, res.json(), schema)).toEqual(res.json());
      }
      const saved = await call('PUT', `/api/recommendations/${recommendationId}/save`, demo, {});
      expect(readAnswer('save', saved.json(), ConsumerRecommendationSchema)).toEqual(saved.json());
      expect(() => readAnswer('/api/progress/latest', { balance: 'high' }, LatestProgressSchema)).toThrow(
        'The answer of /api/progress/latest is not what the contract says.',
      );
    });
  });

  describe.skipIf(!available)('recommendations without data', () => {
    it('answers 404 for the latest recommendation of a user who has none, and an empty list', async () => {
      const latest = await call('GET', `/api/recommendations/latest/${other.id}`, other);
      expect([latest.statusCode, latest.json<ErrorBody>().message]).toEqual([404, 'No recommendations yet']);
      expect((await call('GET', `/api/recommendations/user/${other.id}`, other)).json()).toEqual([]);
    });

    it('refuses a recommendation request without its ids', async () => {
      const res = await call('POST', '/api/recommendations', other, { userId: other.id });
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json<ErrorBody>()
          .errors.map((e) => e.field)
          .sort(),
      ).toEqual(['healthQuestionnaireId', 'tongueAnalysisId']);
    });
  });
});
