import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation, ConsumerTongueAnalysis } from '../../../src/contract/consumer.ts';
import { recommendations } from '../../../src/server/db/schema.ts';
import { createTestApp, injectAs, registerConsumer, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const HAN = /\p{Script=Han}/u;

/*
 * An exploratory test read Spanish advice under the Chinese interface: a check-in's results are
 * written in the language of the day, and stayed so after the person switched.
 */
describe.each(DRIVERS)('results follow the language the person switches to, on %s', (kind, available) => {
  const photos = hasSharedData('tongue-labels');
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available && photos)(
    'switching to Chinese writes the check-ins again in Chinese, keeps what was saved, and leaves a check-in it cannot remake',
    async () => {
      const who = await registerConsumer(t.app);
      const id = who.id;
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t.app, method, url, who, payload);
      const photo = readFileSync(path.join(sharedDataDir, 'tongue-labels/images/010.jpg')).toString('base64');
      const checkIn = async (notes: string) => {
        const analysis = (
          await call('POST', '/api/tongue-analysis', { userId: id, imageBase64: photo })
        ).json<ConsumerTongueAnalysis>();
        const answers = await call('POST', '/api/health-questionnaire', {
          userId: id,
          energyLevel: 2,
          sleepQuality: 3,
          digestion: 2,
          discomforts: ['Bloating'],
          notes,
        });
        const made = await call('POST', '/api/recommendations', {
          userId: id,
          tongueAnalysisId: analysis.id,
          healthQuestionnaireId: answers.json<{ id: number }>().id,
        });
        expect(made.statusCode, made.body).toBeLessThan(300);
        return made.json<{ id: number }>().id;
      };
      const first = await checkIn('tired after meals');
      const second = await checkIn('loose stools');
      const list = async () => (await call('GET', `/api/recommendations/user/${id}`)).json<ConsumerRecommendation[]>();
      const english = await list();
      expect(english.every((r) => !HAN.test(JSON.stringify(r.herbs)))).toBe(true);
      // One item of the first check-in saved.
      const saved = await call('PUT', `/api/recommendations/${first * 1000 + 100}/save`, { item: true, saved: true });
      expect(saved.statusCode, saved.body).toBe(200);
      // The second check-in's words no longer come from its inputs (as after a profile change).
      await t.db.database.db
        .update(recommendations)
        .set({ observations: ['written by hand'] })
        .where(eq(recommendations.id, second));

      const switched = await call('PUT', `/api/users/${id}/language`, { language: 'chinese' });
      expect(switched.statusCode, switched.body).toBe(200);
      const chinese = await list();
      const firstNow = chinese.find((r) => r.id === first)!;
      const firstBefore = english.find((r) => r.id === first)!;
      expect(firstNow.observations.join(' ')).toMatch(HAN);
      expect(firstNow.diet.map((d) => d.name).join(' ')).toMatch(HAN);
      expect(firstNow.diet.length).toBe(firstBefore.diet.length);
      expect(firstNow.diet[0]!.savedByUser).toBe(true);
      expect(chinese.find((r) => r.id === second)!.observations).toEqual(['written by hand']);

      // And back: English again, the saved item still saved.
      await call('PUT', `/api/users/${id}/language`, { language: 'english' });
      const back = (await list()).find((r) => r.id === first)!;
      expect(back.observations).toEqual(firstBefore.observations);
      // The saved item is the same advice it was (saving is by position: its words must come back).
      expect(back.diet.map((d) => d.name)).toEqual(firstBefore.diet.map((d) => d.name));
      expect(back.diet[0]!.savedByUser).toBe(true);
    },
    60_000,
  );
});
