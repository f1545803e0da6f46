import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient } from './helpers.ts';

describe.each(DRIVERS)('roster paging by keyset, totals without counting the roster (%s)', (kind, available) => {
  let t: TestApp;
  let who: { id: number; cookie: string };
  const created: Patient[] = [];
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    who = await registerPractitioner(t.app);
    for (let i = 0; i < 5; i += 1)
      created.push(await addPatient(t.app, who, { firstName: `Keyset${i}`, chiefComplaint: i % 2 ? 'insomnia' : 'headache' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (query: string) =>
    t.app.inject({ url: `/api/practitioners/${who.id}/patients${query}`, headers: { cookie: who.cookie } });

  it.skipIf(!available)('walks the roster page by page with x-next-cursor, newest first, as offset does', async () => {
    const seen: number[] = [];
    let query = '?limit=2';
    for (;;) {
      const res = await list(query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json<Patient[]>().map((p) => p.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      query = `?limit=2&after=${String(next)}`;
    }
    expect(seen).toEqual(created.map((p) => p.id).reverse());
    const byOffset = await list('?limit=2&offset=2');
    expect(byOffset.json<Patient[]>().map((p) => p.id)).toEqual(seen.slice(2, 4));
  });

  it.skipIf(!available)('keeps the totals right through archiving and deleting, and counts searches', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/practitioners/${who.id}/patients/${created[0].id}`,
      headers: { cookie: who.cookie },
      payload: { isActive: false },
    });
    expect((await list('?status=active')).headers['x-total-count']).toBe('4');
    expect((await list('?status=inactive')).headers['x-total-count']).toBe('1');
    const search = await list('?search=insomnia');
    expect(search.headers['x-total-count']).toBe('2');
    expect(search.headers['x-total-count-exact']).toBeUndefined();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${who.id}/patients/${created[1].id}`,
      headers: { cookie: who.cookie },
    });
    expect((await list('')).headers['x-total-count']).toBe('4');
    const stats = await t.app.inject({ url: `/api/practitioners/${who.id}/stats`, headers: { cookie: who.cookie } });
    expect(stats.json()).toMatchObject({ totalPatients: 4, activePatients: 3 });
  });
});
