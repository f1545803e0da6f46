import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerTongueAnalysis, LatestProgress } from '../../../src/contract/consumer.ts';
import { createTestApp, loginConsumer, type ConsumerSession, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');
const photo = () =>
  `data:image/jpeg;base64,${readFileSync(path.join(sharedDataDir, 'tongue-seg/images/001.jpg')).toString('base64')}`;
const answers = { energyLevel: 2, sleepQuality: 3, digestion: 2, discomforts: ['Bloating'] };

/**
 * A check-in saved part-way (its last call failed, or its answer was lost): the retry must not
 * make a second check-in, and what a given-up check-in saved can be deleted without ever
 * deleting a finished one.
 */
describe.each(DRIVERS)('a check-in given up part-way on %s', (kind, available) => {
  let t: TestApp;
  let me: ConsumerSession;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: me.cookie }, ...(payload ? { payload } : {}) });
  const checkIns = async () => (await send('GET', `/api/tongue-analysis/user/${me.id}`)).json<ConsumerTongueAnalysis[]>();

  beforeAll(async () => {
    if (!available || !withPhotos) return;
    t = await createTestApp(kind);
    me = await loginConsumer(t.app, 'test');
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available && withPhotos)(
    'the same recommendations call again gives the same recommendation, and a finished check-in is never deleted as unfinished',
    async () => {
      const analysis = await send('POST', '/api/tongue-analysis', { userId: me.id, imageBase64: photo() });
      expect(analysis.statusCode, analysis.body).toBe(201);
      const analysisId = analysis.json<{ id: number }>().id;
      const questionnaireId = (await send('POST', '/api/health-questionnaire', { userId: me.id, ...answers })).json<{
        id: number;
      }>().id;
      const body = { userId: me.id, tongueAnalysisId: analysisId, healthQuestionnaireId: questionnaireId };
      const first = await send('POST', '/api/recommendations', body);
      const again = await send('POST', '/api/recommendations', body);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
      expect((await send('GET', `/api/recommendations/user/${me.id}`)).json<unknown[]>()).toHaveLength(1);

      const refused = await send('DELETE', `/api/tongue-analysis/${analysisId}?unfinished=true`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe('This check-in is finished: delete it from your history instead.');
      const answersInUse = await send('DELETE', `/api/health-questionnaire/${questionnaireId}`);
      expect(answersInUse.statusCode).toBe(409);
      expect(await checkIns()).toHaveLength(1);
      expect((await send('DELETE', `/api/tongue-analysis/${analysisId}?unfinished=maybe`)).statusCode).toBe(400);
    },
    120_000,
  );

  it.runIf(available && withPhotos)(
    'what a given-up check-in saved is deleted: its analysis, its answers and their progress point',
    async () => {
      const before = (await checkIns()).length;
      const latestBefore = (await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>();
      const analysisId = (await send('POST', '/api/tongue-analysis', { userId: me.id, imageBase64: photo() })).json<{
        id: number;
      }>().id;
      const questionnaire = await send('POST', '/api/health-questionnaire', { userId: me.id, ...answers, energyLevel: 5 });
      const questionnaireId = questionnaire.json<{ id: number }>().id;
      expect((await checkIns()).length).toBe(before + 1);
      expect((await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>()).not.toEqual(latestBefore);

      expect((await send('DELETE', `/api/health-questionnaire/${questionnaireId}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/tongue-analysis/${analysisId}?unfinished=true`)).statusCode).toBe(204);
      expect((await checkIns()).length).toBe(before);
      expect((await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>()).toEqual(latestBefore);
      expect((await send('DELETE', `/api/health-questionnaire/${questionnaireId}`)).statusCode).toBe(404);
    },
  );

  it.runIf(available && withPhotos)(
    'deleting a half-saved check-in from the history deletes its answers and their progress point too',
    async () => {
      const latestBefore = (await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>();
      const analysisId = (await send('POST', '/api/tongue-analysis', { userId: me.id, imageBase64: photo() })).json<{
        id: number;
      }>().id;
      const questionnaireId = (
        await send('POST', '/api/health-questionnaire', { userId: me.id, ...answers, sleepQuality: 5 })
      ).json<{ id: number }>().id;
      expect((await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>()).not.toEqual(latestBefore);

      expect((await send('DELETE', `/api/tongue-analysis/${analysisId}`)).statusCode).toBe(204);
      expect((await send('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress | null>()).toEqual(latestBefore);
      expect((await send('DELETE', `/api/health-questionnaire/${questionnaireId}`)).statusCode).toBe(404);
    },
  );
});
