import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerTongueAnalysis } from '../../../src/contract/consumer.ts';
import type { HeadSnapshot } from '../../../src/engine/analysis/baseline.ts';
import { trendsOf } from '../../../src/server/services/consumer/baseline.ts';
import { createTestApp, sessionCookie, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const usual: HeadSnapshot = {
  body: [0.1, 0.8, 0.1],
  coatingColour: [0.8, 0.15, 0.05],
  thick: 0.1,
  cracks: 0.1,
  toothMarks: 0.1,
  colourUncertain: false,
};
const withHead = (head: HeadSnapshot) => ({ head });
/** Findings of a check-in made before the tongue head existed: categories only. */
const categories = (thickness: 'none' | 'thin' | 'thick') => ({
  assessment: { bodyColor: { value: 'normal', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.7 } },
  coatingDetails: { shade: 'white', thickness },
  cracks: { severity: 'none' },
  toothMarks: { severity: 'none' },
});

describe("a consumer's trends against their own earlier check-ins", () => {
  it('compares each check-in with the ones before it, newest first, once two earlier ones exist', () => {
    const thicker = withHead({ ...usual, thick: 0.6 });
    const trends = trendsOf([thicker, withHead(usual), withHead(usual), withHead(usual)], 'en');
    expect(trends[0]).toEqual({
      status: 'compared',
      basis: 3,
      summary: 'Coating thicker than your usual.',
      changes: [{ change: 'coating-thicker', text: 'Coating thicker than your usual' }],
      colourSkipped: false,
    });
    expect(trends[1]).toMatchObject({ status: 'compared', summary: 'Your tongue looks much as in your last 2 check-ins.' });
    expect(trends[2]).toEqual({ status: 'gathering', earlier: 1, needed: 1 });
    expect(trends[3]).toEqual({ status: 'gathering', earlier: 0, needed: 2 });
  });

  it('writes several changes as sentences of their own, largest first', () => {
    const changed = withHead({ ...usual, thick: 0.9, body: [0.75, 0.25, 0] });
    const summary = trendsOf([changed, withHead(usual), withHead(usual)], 'en')[0];
    expect(summary).toMatchObject({
      summary: 'Coating thicker than your usual. Your tongue looks paler than in your last 2 check-ins.',
    });
  });

  it('names a paler tongue against the last four check-ins, in the reader\u2019s language', () => {
    const paler = withHead({ ...usual, body: [0.75, 0.25, 0] });
    const history = [paler, ...Array.from({ length: 6 }, () => withHead(usual))];
    expect(trendsOf(history, 'en')[0]).toMatchObject({
      basis: 4,
      summary: 'Your tongue looks paler than in your last 4 check-ins.',
    });
    expect(trendsOf(history, 'zh')[0]).toMatchObject({ summary: '舌色比您最近4次自查时偏淡。' });
  });

  it('never mixes readings of the head with the older categories, and skips check-ins without findings', () => {
    const trends = trendsOf(
      [categories('thick'), withHead(usual), withHead(usual), categories('thin'), null, categories('thin')],
      'en',
    );
    expect(trends[0]).toMatchObject({ status: 'compared', basis: 2, summary: 'Coating thicker than your usual.' });
    // The head reading has one earlier head reading and two of the older kind, not compared.
    expect(trends[1]).toEqual({ status: 'gathering', earlier: 1, needed: 1, otherVersion: 2 });
    expect(trends[4]).toBeNull();
  });

  it('compares the head\u2019s readings only with those of the same head version, and says why a history is not compared', () => {
    const at = (version: string | undefined, head: HeadSnapshot) => ({ head: { ...head, ...(version ? { version } : {}) } });
    const thicker = { ...usual, thick: 0.6 };
    // Newest first: two readings of the new head, then three of an older one, then two kept before versions.
    const history = [
      at('bbbbbbbb', thicker),
      at('bbbbbbbb', usual),
      at('aaaaaaaa', usual),
      at('aaaaaaaa', usual),
      at('aaaaaaaa', usual),
      at(undefined, usual),
      at(undefined, usual),
    ];
    const trends = trendsOf(history, 'en');
    expect(trends[0]).toEqual({ status: 'gathering', earlier: 1, needed: 1, otherVersion: 5 });
    expect(trends[1]).toEqual({ status: 'gathering', earlier: 0, needed: 2, otherVersion: 5 });
    expect(trends[2]).toMatchObject({ status: 'compared', basis: 2 });
    expect(trends[5]).toEqual({ status: 'gathering', earlier: 1, needed: 1 });
    // The same history read by one head throughout is compared, and the thicker coat is seen.
    const oneHead = trendsOf(
      history.map((h) => at('bbbbbbbb', h.head)),
      'en',
    );
    expect(oneHead[0]).toMatchObject({ status: 'compared', basis: 4, summary: 'Coating thicker than your usual.' });
  });
});

describe.each(DRIVERS)('check-ins carry their trend on %s', (kind, available) => {
  const photos = hasSharedData('tongue-seg');
  let t: TestApp;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it.runIf(available && photos)(
    'a new consumer gathers two check-ins, then the third is compared with them, in Spanish; nobody else reads them',
    async () => {
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `trend${kind}`, password: 'tongue-trend-1', email: `trend-${kind}@example.com`, firstName: 'Ana' },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const me = { id: reg.json<{ id: number }>().id, cookie: sessionCookie(reg) };
      const lang = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}/language`,
        headers: { cookie: me.cookie },
        payload: { language: 'spanish' },
      });
      expect(lang.statusCode, lang.body).toBeLessThan(300);
      const photo = readFileSync(path.join(sharedDataDir, 'tongue-seg/images/250.jpg')).toString('base64');
      const checkIn = async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/tongue-analysis',
          headers: { cookie: me.cookie },
          payload: { userId: me.id, imageBase64: photo },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<ConsumerTongueAnalysis>();
      };
      expect((await checkIn()).trend).toEqual({ status: 'gathering', earlier: 0, needed: 2 });
      expect((await checkIn()).trend).toEqual({ status: 'gathering', earlier: 1, needed: 1 });
      const third = await checkIn();
      expect(third.trend).toEqual({
        status: 'compared',
        basis: 2,
        summary: 'Tu lengua se ve como en tus últimas 2 revisiones.',
        changes: [],
        colourSkipped: false,
      });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/tongue-analysis/user/${me.id}`,
        headers: { cookie: me.cookie },
      });
      expect(list.json<ConsumerTongueAnalysis[]>().map((a) => a.trend?.status)).toEqual(['compared', 'gathering', 'gathering']);

      // The analysis is updated (another head version) after the first two check-ins: the third
      // is no longer compared with them, and the person is told why.
      await t.db.database.db.execute(
        sql`UPDATE tongue_analyses SET analysis_result = jsonb_set(analysis_result, '{findings,head,version}', '"0000abcd"')
            WHERE user_id = ${me.id} AND id <> ${third.id}`,
      );
      const afterUpdate = await t.app.inject({
        method: 'GET',
        url: `/api/tongue-analysis/user/${me.id}`,
        headers: { cookie: me.cookie },
      });
      expect(afterUpdate.json<ConsumerTongueAnalysis[]>()[0].trend).toEqual({
        status: 'gathering',
        earlier: 0,
        needed: 2,
        otherVersion: 2,
      });
      const demo = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'demo', password: 'demo1234' },
      });
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/tongue-analysis/user/${me.id}`,
        headers: { cookie: sessionCookie(demo) },
      });
      expect(theirs.statusCode).toBe(403);
    },
    90_000,
  );
});
