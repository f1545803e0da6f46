import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestProgress } from '../../../src/contract/consumer.ts';
import type { ConsumerTrends } from '../../../src/contract/records.ts';
import { createTestApp, injectAs, loginConsumer, type ConsumerSession, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';

/**
 * Issue 12 item 6: a slider the person leaves untouched is 'not answered' (null), never a score.
 * It is stored as such, left out of the balance, and the home shows the last real answer.
 */
describe.each(DRIVERS)('unanswered questionnaire scales on %s', (kind, available) => {
  let t: TestApp;
  let me: ConsumerSession;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(t.app, method, url, me, payload);
  const latest = async () => (await call('GET', `/api/progress/latest/${me.id}`)).json<LatestProgress>();

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    me = await loginConsumer(t.app, 'test');
  }, 60_000);
  afterAll(async () => t?.close());

  it.skipIf(!available)('still refuses a score outside 1-5', async () => {
    const res = await call('POST', '/api/health-questionnaire', { userId: me.id, energyLevel: 6, sleepQuality: 2, digestion: 4 });
    expect(res.statusCode).toBe(400);
  });

  it.skipIf(!available)('null and omitted scales are stored as not answered and shown as no data', async () => {
    const res = await call('POST', '/api/health-questionnaire', { userId: me.id, energyLevel: null, sleepQuality: 2 });
    expect(res.statusCode).toBe(201);
    const p = await latest();
    expect(p.energy).toEqual({ value: 0, label: 'No data yet' });
    expect(p.digestion).toEqual({ value: 0, label: 'No data yet' });
    expect(p.sleep).toEqual({ value: 25, label: 'Fair' });
    // Only the answered scale counts (no tongue analysis yet): not (50 + 25 + 50) / 3.
    expect(p.balance).toBe(25);
  });

  it.skipIf(!available)('a later check-in that skips a scale shows no data for it, and the trend shows the gap', async () => {
    const res = await call('POST', '/api/health-questionnaire', {
      userId: me.id,
      energyLevel: 4,
      sleepQuality: null,
      digestion: null,
    });
    expect(res.statusCode).toBe(201);
    const p = await latest();
    expect(p.energy).toEqual({ value: 75, label: 'Good' });
    // The earlier sleep answer is not carried over: this check-in did not say.
    expect(p.sleep).toEqual({ value: 0, label: 'No data yet' });
    expect(p.digestion).toEqual({ value: 0, label: 'No data yet' });
    expect(p.balance).toBe(75);

    const trends = (await call('GET', `/api/users/${me.id}/trends?days=30`)).json<ConsumerTrends>();
    expect(trends.progress.map(({ energy, digestion, sleep, balance }) => ({ energy, digestion, sleep, balance }))).toEqual([
      { energy: null, digestion: null, sleep: 25, balance: 25 },
      { energy: 75, digestion: null, sleep: null, balance: 75 },
    ]);
  });

  it.skipIf(!available)('a check-in that answers nothing, with no tongue analysis, adds no progress point', async () => {
    const res = await call('POST', '/api/health-questionnaire', { userId: me.id, discomforts: [] });
    expect(res.statusCode).toBe(201);
    const p = await latest();
    expect(p).toMatchObject({
      balance: 0,
      energy: { value: 0, label: 'No data yet' },
      digestion: { value: 0, label: 'No data yet' },
      sleep: { value: 0, label: 'No data yet' },
    });
    expect(p.lastCheckIn).not.toBeNull();
    const trends = (await call('GET', `/api/users/${me.id}/trends?days=30`)).json<ConsumerTrends>();
    expect(trends.progress).toHaveLength(2);
  });
});
