import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PatientCreateSchema,
  PatientListQuerySchema,
  PatientUpdateSchema,
  StatsQuerySchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_EXACT_HEADER,
  TOTAL_COUNT_HEADER,
} from '../../../contract/practitioner.ts';
import type { AppContext } from '../../app-context.ts';
import { requirePractitioner, requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { forbidden } from '../../errors.ts';
import {
  createPatient,
  findOwnPatientRow,
  listPatients,
  practitionerStats,
  startOfUtcWeek,
  toPatient,
  updatePatient,
} from '../../services/practitioner/patients.ts';
import { listPatientSessions } from '../../services/practitioner/sessions.ts';
import { requestLocale } from '../../request-locale.ts';
import { patientsJson } from '../../services/practitioner/roster-cache.ts';
import { IdParam } from '../users.ts';
import { PatientParams, PractitionerParams } from './params.ts';

/** The roster: list with search and paging, create, read, update and archive, dashboard numbers. */
export const patientRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const ownPractitioner = ownership(db, { params: { practitionerId: 'practitioner' } });
    const ownPatient = ownership(db, { params: { practitionerId: 'practitioner', patientId: 'patient' } });

    api.get(
      '/practitioners/:practitionerId/patients',
      { ...ownPractitioner, schema: { params: PractitionerParams, querystring: PatientListQuerySchema } },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const page = await listPatients(db, practitionerId, request.query);
        // SPEC §7 answers a plain list; the total for the count badge and paging rides in a header,
        // the next page's keyset in another (README: roster paging).
        if (page.next !== null) reply.header(NEXT_CURSOR_HEADER, String(page.next));
        if (!page.totalIsExact) reply.header(TOTAL_COUNT_EXACT_HEADER, 'false');
        return reply
          .header(TOTAL_COUNT_HEADER, String(page.total))
          .type('application/json; charset=utf-8')
          .send(patientsJson(page.patients));
      },
    );

    api.post(
      '/practitioners/:practitionerId/patients',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner' }, body: { practitionerId: 'practitioner' } }),
        schema: { params: PractitionerParams, body: PatientCreateSchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        if (request.body.practitionerId !== undefined && request.body.practitionerId !== practitionerId) throw forbidden();
        return reply.status(201).send(await createPatient(db, practitionerId, request.body));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId',
      { ...ownPatient, schema: { params: PatientParams } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return toPatient(await findOwnPatientRow(db, practitionerId, request.params.patientId));
      },
    );

    api.patch(
      '/practitioners/:practitionerId/patients/:patientId',
      { ...ownPatient, schema: { params: PatientParams, body: PatientUpdateSchema } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return updatePatient(db, practitionerId, request.params.patientId, request.body);
      },
    );

    api.get(
      '/practitioners/:practitionerId/stats',
      { ...ownPractitioner, schema: { params: PractitionerParams, querystring: StatsQuerySchema } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const weekStart = request.query.weekStart ? new Date(request.query.weekStart) : startOfUtcWeek(new Date());
        return practitionerStats(db, practitionerId, weekStart);
      },
    );

    api.get(
      '/patients/:patientId/sessions',
      {
        ...ownership(db, { params: { patientId: 'patient' } }),
        schema: { params: z.object({ patientId: IdParam }) },
      },
      async (request) => {
        const practitionerId = await requirePractitioner(db, request);
        return { sessions: await listPatientSessions(db, practitionerId, request.params.patientId, requestLocale(request)) };
      },
    );
  };
