import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient } from './helpers.ts';

type Who = { id: number; cookie: string };

/**
 * The first roster page is kept in memory with its roster version (services/practitioner/
 * roster-cache.ts). Whatever changes a patient, through the roster service, another service, a
 * route, or SQL that no service runs, the next read of the roster shows it.
 */
describe.each(DRIVERS)('the first roster page after every kind of change on %s', (kind, available) => {
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

  const firstPage = async (who: Who = mei) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${who.id}/patients`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { patients: res.json<Patient[]>(), total: Number(res.headers['x-total-count']) };
  };

  it.runIf(available)('shows created, edited, visited, archived and deleted patients at the next read', async () => {
    expect(await firstPage()).toEqual({ patients: [], total: 0 });
    const lin = await addPatient(t.app, mei, { firstName: 'Lin' });
    expect((await firstPage()).patients.map((p) => p.firstName)).toEqual(['Lin']);
    // read twice: the second read is the one a cache would answer
    expect(await firstPage()).toMatchObject({ total: 1, patients: [{ firstName: 'Lin' }] });

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/practitioners/${mei.id}/patients/${lin.id}`,
      headers: { cookie: mei.cookie },
      payload: { firstName: 'Lina', isActive: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await firstPage()).patients[0]).toMatchObject({ firstName: 'Lina', isActive: false });

    // A visit moves the patient's last visit from the sessions service, not the roster's.
    const visit = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: {
        patientId: lin.id,
        practitionerId: mei.id,
        manualAssessment: 'pale, swollen, thin white coat',
        sessionDate: '2026-11-20T09:00:00.000Z',
        status: 'completed',
      },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect((await firstPage()).patients[0]?.lastVisit).toMatch(/^2026-11-20/);

    // SQL that no service runs (an operator's fix) still reaches the next read.
    await firstPage();
    await t.db.database.db.execute(sql`UPDATE patients SET first_name = 'Lin Wei' WHERE id = ${lin.id}`);
    expect((await firstPage()).patients[0]?.firstName).toBe('Lin Wei');

    const bo = await addPatient(t.app, mei, { firstName: 'Bo' });
    expect(await firstPage()).toMatchObject({ total: 2, patients: [{ firstName: 'Bo' }, { firstName: 'Lin Wei' }] });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${mei.id}/patients/${bo.id}`,
      headers: { cookie: mei.cookie },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await firstPage()).toMatchObject({ total: 1, patients: [{ firstName: 'Lin Wei' }] });
  });

  it.runIf(available)('keeps each practitioner to their own roster, and each page size to its own answer', async () => {
    await addPatient(t.app, other, { firstName: 'Ana' });
    await addPatient(t.app, other, { firstName: 'Ren' });
    expect((await firstPage(other)).patients.map((p) => p.firstName)).toEqual(['Ren', 'Ana']);
    expect((await firstPage(mei)).patients.map((p) => p.firstName)).toEqual(['Lin Wei']);
    const sized = async (limit: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${other.id}/patients?limit=${limit}`,
        headers: { cookie: other.cookie },
      });
      return { names: res.json<Patient[]>().map((p) => p.firstName), next: res.headers['x-next-cursor'] };
    };
    // The dashboard's short list and the roster's longer one, read in turns, each twice.
    const ana = (await firstPage(other)).patients[1]!;
    const ren = (await firstPage(other)).patients[0]!;
    for (let round = 0; round < 2; round++) {
      expect(await sized(1)).toEqual({ names: ['Ren'], next: String(ren.id) });
      expect(await sized(24)).toEqual({ names: ['Ren', 'Ana'], next: undefined });
    }
    const asMei = await t.app.inject({
      method: 'GET',
      url: `/api/practitioners/${other.id}/patients`,
      headers: { cookie: mei.cookie },
    });
    expect(asMei.statusCode).toBe(403);

    // A patient moved to another practitioner by hand leaves one roster and joins the other.
    await t.db.database.db.execute(sql`UPDATE patients SET practitioner_id = ${mei.id} WHERE id = ${ana.id}`);
    expect(await sized(24)).toEqual({ names: ['Ren'], next: undefined });
    expect(await firstPage(mei)).toMatchObject({ total: 2, patients: [{ firstName: 'Ana' }, { firstName: 'Lin Wei' }] });
  });
});
