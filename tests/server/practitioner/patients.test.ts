import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PractitionerStats } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient } from './helpers.ts';

type Who = { id: number; cookie: string };
const MIGRATION_0018 = new URL('../../../src/server/db/migrations/0018_cjk_name_search.sql', import.meta.url);

describe.each(DRIVERS)('patient roster on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  let other: Who;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    other = await registerPractitioner(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (who: Who, query = '', as: Who = who) =>
    t.app.inject({ method: 'GET', url: `/api/practitioners/${who.id}/patients${query}`, headers: { cookie: as.cookie } });

  it.runIf(available)('adds a patient with every form field and lists it', async () => {
    const created = await addPatient(t.app, mei, {
      firstName: 'José',
      lastName: 'Núñez',
      dateOfBirth: '1980-04-02',
      gender: 'prefer-not-to-say',
      email: 'jose@example.com',
      phone: '555-0100',
      chiefComplaint: 'Migraña crónica',
      historyOfPresent: 'Three years',
      previousTreatments: 'Ibuprofen',
      complexFactors: ['Chronic pain', 'Treatment-resistant case'],
    });
    expect(created).toMatchObject({
      practitionerId: mei.id,
      firstName: 'José',
      lastName: 'Núñez',
      dateOfBirth: '1980-04-02',
      gender: 'prefer_not_to_say',
      isActive: true,
      lastVisit: null,
      complexFactors: ['Chronic pain', 'Treatment-resistant case'],
    });
    expect(created).not.toHaveProperty('searchText');
    const res = await list(mei);
    expect(res.statusCode).toBe(200);
    expect(res.json<Patient[]>().map((p) => p.id)).toContain(created.id);
    expect(Number(res.headers['x-total-count'])).toBe(res.json<Patient[]>().length);
  });

  it.runIf(available)('refuses a patient without first name or chief complaint, with the SPEC messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients`,
      headers: { cookie: mei.cookie },
      payload: { firstName: '', chiefComplaint: '  ' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'chiefComplaint', message: 'Chief complaint is required' },
      ]),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients`,
      headers: { cookie: mei.cookie },
      payload: { firstName: 'A', chiefComplaint: 'B', email: 'nope', gender: 'robot', practitionerId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['email', 'gender', 'practitionerId']),
    );
  });

  it.runIf(available)('searches name or chief complaint ignoring case and accents', async () => {
    const p1 = await addPatient(t.app, mei, { firstName: 'Zoë', lastName: 'Ångström', chiefComplaint: 'Digestive bloating' });
    const p2 = await addPatient(t.app, mei, { firstName: 'Bob', lastName: 'Smith', chiefComplaint: 'Äcid REFLUX' });
    const byName = await list(mei, '?search=ZOE%20angstrom');
    expect(byName.json<Patient[]>().map((p) => p.id)).toEqual([p1.id]);
    const byComplaint = await list(mei, '?search=acid%20reflux');
    expect(byComplaint.json<Patient[]>().map((p) => p.id)).toEqual([p2.id]);
    expect(byComplaint.headers['x-total-count']).toBe('1');
    const wildcard = await list(mei, '?search=%25');
    expect(wildcard.json<Patient[]>()).toEqual([]);
    const none = await list(mei, '?search=nobody-like-this');
    expect(none.json<Patient[]>()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // A Chinese name is shown surname first (李明华), and found so as well as in the order given.
    const p3 = await addPatient(t.app, mei, { firstName: '明华', lastName: '李', chiefComplaint: '失眠' });
    for (const search of ['李明华', '明华', '明华 李'])
      expect((await list(mei, `?search=${encodeURIComponent(search)}`)).json<Patient[]>().map((p) => p.id)).toEqual([p3.id]);
    // A patient saved before this search order existed is found too (migration 0018).
    await t.db.database.db.execute(sql`UPDATE patients SET search_text = '明华 李 失眠' WHERE id = ${p3.id}`);
    await t.db.database.db.execute(sql.raw(readFileSync(MIGRATION_0018, 'utf8')));
    expect((await list(mei, `?search=${encodeURIComponent('李明华')}`)).json<Patient[]>().map((p) => p.id)).toEqual([p3.id]);
  });

  it.runIf(available)('pages through the roster newest first', async () => {
    const fresh = await registerPractitioner(t.app);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await addPatient(t.app, fresh, { firstName: `P${i}` })).id);
    const first = await list(fresh, '?limit=2&offset=0');
    const second = await list(fresh, '?limit=2&offset=2');
    const third = await list(fresh, '?limit=2&offset=4');
    expect(first.headers['x-total-count']).toBe('5');
    const seen = [...first.json<Patient[]>(), ...second.json<Patient[]>(), ...third.json<Patient[]>()].map((p) => p.id);
    expect(seen).toEqual([...made].reverse());
    expect((await list(fresh, '?limit=0')).statusCode).toBe(400);
  });

  it.runIf(available)('reads, corrects and archives a patient record, and counts only active patients', async () => {
    const fresh = await registerPractitioner(t.app);
    const p = await addPatient(t.app, fresh, { dateOfBirth: '1990-01-01' });
    await addPatient(t.app, fresh);
    const url = `/api/practitioners/${fresh.id}/patients/${p.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: { cookie: fresh.cookie } });
    expect(read.json<Patient>().dateOfBirth).toBe('1990-01-01');
    const fixed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: fresh.cookie },
      payload: { dateOfBirth: '1991-02-03', lastName: 'Chen' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<Patient>()).toMatchObject({ dateOfBirth: '1991-02-03', lastName: 'Chen', firstName: 'Lin' });
    const found = await list(fresh, '?search=chen');
    expect(found.json<Patient[]>().map((x) => x.id)).toEqual([p.id]);
    const future = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: fresh.cookie },
      payload: { dateOfBirth: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    const archived = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: fresh.cookie },
      payload: { isActive: false },
    });
    expect(archived.json<Patient>().isActive).toBe(false);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${fresh.id}/stats`,
      headers: { cookie: fresh.cookie },
    });
    expect(stats.json<PractitionerStats>()).toMatchObject({ activePatients: 1, totalPatients: 2, sessionsThisWeek: 0 });
    const active = await list(fresh, '?status=active');
    expect(active.json<Patient[]>().map((x) => x.id)).not.toContain(p.id);
  });

  it.runIf(available)(
    "answers 401 without a practitioner session, 403 for another practitioner id, 404 for another practitioner's patient",
    async () => {
      const p = await addPatient(t.app, mei);
      expect((await t.app.inject({ method: 'GET', url: `/api/practitioners/${mei.id}/patients` })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/practitioners/${mei.id}/patients`,
            payload: { firstName: 'a', chiefComplaint: 'b' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await list(mei, '', other)).statusCode).toBe(403);
      const foreignCreate = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/patients`,
        headers: { cookie: other.cookie },
        payload: { firstName: 'a', chiefComplaint: 'b' },
      });
      expect(foreignCreate.statusCode).toBe(403);
      const smuggled = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${other.id}/patients`,
        headers: { cookie: other.cookie },
        payload: { practitionerId: mei.id, firstName: 'a', chiefComplaint: 'b' },
      });
      expect(smuggled.statusCode).toBe(403);
      for (const method of ['GET', 'PATCH'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/practitioners/${other.id}/patients/${p.id}`,
          headers: { cookie: other.cookie },
          ...(method === 'PATCH' ? { payload: { isActive: false } } : {}),
        });
        expect(res.statusCode).toBe(404);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/patients/${p.id}/sessions`, headers: { cookie: other.cookie } }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/patients/${p.id}/sessions` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/practitioners/${mei.id}/stats`, headers: { cookie: other.cookie } }))
          .statusCode,
      ).toBe(403);
      const consumer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'demo', password: 'demo1234' },
      });
      const consumerCookie = String(consumer.headers['set-cookie']).split(';')[0]!;
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/practitioners/${mei.id}/patients`, headers: { cookie: consumerCookie } }))
          .statusCode,
      ).toBe(401);
    },
  );
});
