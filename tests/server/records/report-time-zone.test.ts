import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginConsumer, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { readPdf } from '../../support/poppler.ts';
import { addPatient } from '../practitioner/helpers.ts';

/**
 * The PDF reports print the reader's day (decision 0114): a visit saved at 02:00 UTC on 28
 * November is the evening of the 27th in Los Angeles, and the report of a reader there says so
 * when the client sends its time zone (`tz`); without one, UTC as before.
 */
describe.each(DRIVERS)('report dates in the reader’s time zone on %s', (kind, available) => {
  let t: TestApp;
  let mei: { id: number; cookie: string };
  let sessionId: number;
  let patientId: number;
  let consumer: { id: number; cookie: string };
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    patientId = (await addPatient(t.app, mei, { firstName: 'Ana', lastName: 'Ruiz' })).id;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: { patientId, practitionerId: mei.id, manualAssessment: 'Evening visit', sessionDate: '2026-11-28T02:00:00Z' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    sessionId = saved.json<{ id: number }>().id;

    // A consumer in Mexico City (UTC-6) checked in at 18:22 on 27 November, 00:22 UTC on the 28th.
    consumer = await loginConsumer(t.app, 'demo');
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${consumer.id}/language`,
      headers: { cookie: consumer.cookie },
      payload: { language: 'spanish' },
    });
    await t.db.database.db.execute(
      sql`INSERT INTO tongue_analyses (user_id, image_url, analysis_result, created_at)
          VALUES (${consumer.id}, NULL, '{}'::jsonb, '2026-11-28T00:22:00Z')`,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: { cookie: string }, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, 'accept-language': language } });
  const text = async (res: { rawPayload: Buffer }) => (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');

  it.runIf(available)(
    'the session report and the patient summary print the visit’s local day and time, and name the file by it',
    async () => {
      const zoned = await get(`/api/practitioners/${mei.id}/sessions/${sessionId}/report.pdf?tz=America/Los_Angeles`, mei);
      expect(zoned.statusCode, zoned.body.slice(0, 200)).toBe(200);
      expect(zoned.headers['content-disposition']).toContain('tcm-session-report-Ana-Ruiz-2026-11-27.pdf');
      const local = await text(zoned);
      expect(local).toContain('Visit of Nov 27, 2026, 18:00');
      expect(local).not.toContain('2026-11-28');

      const summary = await get(
        `/api/practitioners/${mei.id}/patients/${patientId}/summary.pdf?tz=America/Los_Angeles`,
        mei,
        'es',
      );
      expect(summary.statusCode).toBe(200);
      expect(await text(summary)).toContain('Visita del 27 nov 2026, 18:00');

      // A client that does not send its zone gets UTC's day, as before.
      const utc = await get(`/api/practitioners/${mei.id}/sessions/${sessionId}/report.pdf`, mei);
      expect(utc.statusCode).toBe(200);
      expect(utc.headers['content-disposition']).toContain('tcm-session-report-Ana-Ruiz-2026-11-28.pdf');
      expect(await text(utc)).toContain('Visit of Nov 28, 2026, 02:00');
    },
  );

  it.runIf(available)('an unknown time zone is refused with a clear message', async () => {
    for (const url of [
      `/api/practitioners/${mei.id}/sessions/${sessionId}/report.pdf?tz=Mars/Olympus_Mons`,
      `/api/practitioners/${mei.id}/patients/${patientId}/summary.pdf?tz=`,
    ]) {
      const res = await get(url, mei);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('tz must be an IANA time zone such as America/Los_Angeles');
    }
    const history = await get(`/api/users/${consumer.id}/history.pdf?tz=Local`, consumer);
    expect(history.statusCode).toBe(400);
  });

  it.runIf(available)('the history report’s calendar dates are the reader’s days, and so are the dates it prints', async () => {
    const mexico = 'tz=America%2FMexico_City';
    const evening = await get(`/api/users/${consumer.id}/history.pdf?from=2026-11-27&to=2026-11-27&${mexico}`, consumer);
    expect(evening.statusCode, evening.body.slice(0, 200)).toBe(200);
    expect(evening.headers['content-disposition']).toContain(`tcm-history-report-${consumer.id}-2026-11-27-2026-11-27.pdf`);
    const local = await text(evening);
    expect(local).toContain('Revisión del 27 nov 2026, 18:22');
    expect(local).toContain('Periodo: 27 nov 2026 – 27 nov 2026');
    // The 28th in Mexico City starts six hours after the check-in.
    expect(
      await text(await get(`/api/users/${consumer.id}/history.pdf?from=2026-11-28&to=2026-11-28&${mexico}`, consumer)),
    ).toContain('No hay revisiones en este periodo');
    // Without a zone the days are UTC's, as before.
    const utc = await text(await get(`/api/users/${consumer.id}/history.pdf?from=2026-11-28&to=2026-11-28`, consumer));
    expect(utc).toContain('Revisión del 28 nov 2026, 0:22');
  });
});
