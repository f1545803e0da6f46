import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerRecommendation, ConsumerTongueAnalysis } from '../../../src/contract/consumer.ts';
import type { ConsumerTrends } from '../../../src/contract/records.ts';
import { createTestApp, injectAs, registerConsumer, sessionCookie, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

/*
 * A check-in has one pattern. The photo alone reads one (stored with the analysis when it is
 * measured); the answers can move it (an exploratory test: the results said spleen-qi deficiency
 * while the history, the trends and the history report said 'balanced' for the same check-in).
 */
describe.each(DRIVERS)('a check-in names one pattern everywhere on %s', (kind, available) => {
  const photos = hasSharedData('tongue-labels');
  let t: TestApp;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available && photos)(
    'the history (and so its report) and the trends name the results’ pattern, not the photo’s alone, and the balance follows it',
    async () => {
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `onepattern${kind}`,
          password: 'one-pattern-1',
          email: `one-pattern-${kind}@example.com`,
          firstName: 'Ana',
        },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const id = reg.json<{ id: number }>().id;
      const cookie = sessionCookie(reg);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

      const photo = readFileSync(path.join(sharedDataDir, 'tongue-labels/images/010.jpg')).toString('base64');
      const analysed = await call('POST', '/api/tongue-analysis', { userId: id, imageBase64: photo });
      expect(analysed.statusCode, analysed.body).toBe(201);
      const analysis = analysed.json<ConsumerTongueAnalysis>();
      const answers = await call('POST', '/api/health-questionnaire', {
        userId: id,
        energyLevel: 1,
        sleepQuality: 2,
        digestion: 1,
        discomforts: ['Bloating'],
      });
      expect(answers.statusCode, answers.body).toBe(201);
      const made = await call('POST', '/api/recommendations', {
        userId: id,
        tongueAnalysisId: analysis.id,
        healthQuestionnaireId: answers.json<{ id: number }>().id,
      });
      expect(made.statusCode, made.body).toBeLessThan(300);
      const results = (await call('GET', `/api/recommendations/user/${id}`)).json<ConsumerRecommendation[]>()[0]!;
      // The answers moved the pattern away from the photo's own reading: the case this is about.
      expect(results.pattern).not.toBe(analysis.analysisResult.pattern);

      const history = (await call('GET', `/api/tongue-analysis/user/${id}`)).json<ConsumerTongueAnalysis[]>();
      expect(history.map((a) => a.analysisResult.pattern)).toEqual([results.pattern]);
      const trends = (await call('GET', `/api/users/${id}/trends?days=30`)).json<ConsumerTrends>();
      // The trends name a pattern with its Chinese name after the English one.
      expect(trends.checkIns.map((c) => c.pattern?.startsWith(results.pattern!))).toEqual([true]);
      // The balance of the week and of the trends is the one the home shows, from that pattern.
      const latest = (await call('GET', `/api/progress/latest/${id}`)).json<{ balance: number }>();
      expect(trends.progress.map((p) => p.balance)).toEqual([latest.balance]);
    },
  );

  /*
   * An exploratory test saw 'Balance 100 %' on the home page after a check-in whose tongue showed
   * a purplish body, a yellow coat, tooth marks and cracks without adding up to a pattern, and
   * after one that said 'get medical help now' for chest pain.
   */
  it.runIf(available && photos)(
    'a balance of 100 % needs a tongue with nothing noted against it and no symptom that needs a doctor',
    async () => {
      const who = await registerConsumer(t.app);
      const id = who.id;
      const call = (method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t.app, method, url, who, payload);
      const photo = readFileSync(path.join(sharedDataDir, 'tongue-labels/images/029.jpg')).toString('base64');
      const checkIn = async (notes?: string) => {
        const analysis = (
          await call('POST', '/api/tongue-analysis', { userId: id, imageBase64: photo })
        ).json<ConsumerTongueAnalysis>();
        // No scale answered: the balance is the tongue's alone.
        const answers = await call('POST', '/api/health-questionnaire', {
          userId: id,
          energyLevel: null,
          sleepQuality: null,
          digestion: null,
          discomforts: [],
          ...(notes ? { notes } : {}),
        });
        expect(answers.statusCode, answers.body).toBe(201);
        const made = await call('POST', '/api/recommendations', {
          userId: id,
          tongueAnalysisId: analysis.id,
          healthQuestionnaireId: answers.json<{ id: number }>().id,
        });
        expect(made.statusCode, made.body).toBeLessThan(300);
        const results = (await call('GET', `/api/recommendations/user/${id}`)).json<ConsumerRecommendation[]>()[0]!;
        const latest = (await call('GET', `/api/progress/latest/${id}`)).json<{ balance: number }>();
        return { results, balance: latest.balance };
      };

      const quiet = await checkIn();
      // The case this is about: no pattern named, yet the photo's observations name signs.
      expect(quiet.results.pattern).toMatch(/^Balanced/);
      expect(quiet.results.observations.join(' ')).toMatch(/tooth marks|cracks|yellow/);
      expect(quiet.balance).toBeLessThan(100);

      const emergency = await checkIn('Since this morning crushing chest pain going to my left arm and I am short of breath');
      expect(emergency.results.safety?.urgency).toBe('emergency');
      expect(emergency.balance).toBe(25);
    },
  );
});
