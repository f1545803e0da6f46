import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation, ConsumerTongueAnalysis, OnDeviceTongueFindings } from '../../../src/contract/consumer.ts';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { analyseOnDevice } from '../../../src/engine/analysis/on-device.ts';
import { recommendations, tongueAnalyses } from '../../../src/server/db/schema.ts';
import { createTestApp, injectAs, loginConsumer, type ConsumerSession, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');

/** The findings a browser in privacy mode sends for a shared photo (no photo stored, same analysis). */
async function findingsOf(name: string): Promise<OnDeviceTongueFindings> {
  const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-seg/images', name));
  const measured = analyseOnDevice(image, 'en');
  if (!measured.ok) throw new Error(`the shared photo was refused: ${measured.reason}`);
  return measured.findings;
}

/**
 * A check-in's pattern is stored in the language the person read when they made it; History and
 * Results name it in the language they read now, as they do its observations.
 */
describe.each(DRIVERS)('check-in pattern names in the reader’s current language on %s', (kind, available) => {
  let t: TestApp;
  let me: ConsumerSession;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => injectAs(t.app, method, url, me, payload);
  const speak = async (language: 'english' | 'spanish' | 'chinese') => {
    const res = await call('PUT', `/api/users/${me.id}/language`, { language });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  /** A whole check-in (analysis, questionnaire, recommendation) in the current language. */
  const checkIn = async (findings: OnDeviceTongueFindings) => {
    const analysis = await call('POST', '/api/tongue-analysis/on-device', { userId: me.id, findings });
    expect(analysis.statusCode, analysis.body).toBe(201);
    const questionnaire = await call('POST', '/api/health-questionnaire', {
      userId: me.id,
      energyLevel: 3,
      sleepQuality: 3,
      digestion: 3,
      discomforts: [],
    });
    expect(questionnaire.statusCode, questionnaire.body).toBe(201);
    const rec = await call('POST', '/api/recommendations', {
      userId: me.id,
      tongueAnalysisId: analysis.json<ConsumerTongueAnalysis>().id,
      healthQuestionnaireId: questionnaire.json<{ id: number }>().id,
    });
    expect(rec.statusCode, rec.body).toBe(201);
  };
  const analyses = async () =>
    (await call('GET', `/api/tongue-analysis/user/${me.id}`))
      .json<ConsumerTongueAnalysis[]>()
      .map((a) => a.analysisResult.pattern);
  const recs = async () =>
    (await call('GET', `/api/recommendations/user/${me.id}`)).json<ConsumerRecommendation[]>().map((r) => r.pattern);
  const latestRec = async () =>
    (await call('GET', `/api/recommendations/latest/${me.id}`)).json<ConsumerRecommendation>().pattern;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    me = await loginConsumer(t.app, 'demo');
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available && withPhotos)(
    'names the pattern of Spanish and Chinese check-ins in English once the account reads English, and back',
    async () => {
      const findings = await findingsOf('001.jpg');
      await speak('spanish');
      await checkIn(findings);
      const spanish = { analyses: await analyses(), recs: await recs() };
      await speak('chinese');
      await checkIn(findings);
      const chinese = { analyses: await analyses(), recs: await recs() };
      // The same findings and answers in English: what the earlier check-ins must now read.
      await speak('english');
      await checkIn(findings);
      const [english, ...earlier] = await analyses();
      const [englishRec, ...earlierRecs] = await recs();

      // As stored, each check-in's pattern is in the language it was made in; its results were
      // written again in the language switched to (decision 0116), so they all read English.
      const db = t.db.database.db;
      const stored = await db.select().from(tongueAnalyses).where(eq(tongueAnalyses.userId, me.id));
      const storedPatterns = stored.map((r) => (r.analysisResult as { pattern: string }).pattern);
      const storedRecs = (await db.select().from(recommendations).where(eq(recommendations.userId, me.id))).map((r) => r.pattern);
      expect(new Set(storedPatterns).size).toBe(3);
      expect(storedRecs).toEqual([englishRec, englishRec, englishRec]);
      expect(storedPatterns).toEqual(expect.arrayContaining([spanish.analyses[0], chinese.analyses[0], english]));

      // History (the check-ins and their recommendations) and Results (the latest) read English now.
      expect(earlier).toEqual([english, english]);
      expect(earlierRecs).toEqual([englishRec, englishRec]);
      expect(await latestRec()).toBe(englishRec);

      // And in Spanish, every one of them, the English one too, reads as the Spanish one was written.
      await speak('spanish');
      expect(await analyses()).toEqual([spanish.analyses[0], spanish.analyses[0], spanish.analyses[0]]);
      expect(await recs()).toEqual([spanish.recs[0], spanish.recs[0], spanish.recs[0]]);
      expect(await latestRec()).toBe(spanish.recs[0]);
      await speak('chinese');
      expect(await analyses()).toEqual([chinese.analyses[0], chinese.analyses[0], chinese.analyses[0]]);
      expect(await recs()).toEqual([chinese.recs[0], chinese.recs[0], chinese.recs[0]]);
    },
    120_000,
  );
});
