import { ReportPdfQuerySchema } from '../../../contract/records.ts';
import { isoDayIn } from '../../../contract/time-zone.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountDeleteSchema } from '../../../contract/account-data.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { attachment, exportArchive } from '../../services/data/export-archive.ts';
import { deletePatient, deletePractitionerAccount, deleteSession, patientExport } from '../../services/data/practitioner-data.ts';
import { IdParam } from '../users.ts';
import { PatientParams, PractitionerParams } from './params.ts';

/** The practitioner's records: delete a session or a patient, export a patient, delete the account. */
export const recordRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const ownPatient = ownership(db, { params: { practitionerId: 'practitioner', patientId: 'patient' } });

    api.delete(
      '/practitioners/:practitionerId/sessions/:sessionId',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner', sessionId: 'session' } }),
        schema: { params: PractitionerParams.extend({ sessionId: IdParam }) },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        await deleteSession(db, ctx.images, practitionerId, request.params.sessionId);
        return reply.status(204).send();
      },
    );

    api.delete(
      '/practitioners/:practitionerId/patients/:patientId',
      { ...ownPatient, schema: { params: PatientParams } },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        await deletePatient(db, ctx.images, practitionerId, request.params.patientId);
        return reply.status(204).send();
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/export',
      { ...ownPatient, schema: { params: PatientParams, querystring: ReportPdfQuerySchema } },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const contents = await patientExport(db, practitionerId, request.params.patientId);
        const patient = contents.records.patient as { firstName: string; lastName: string | null };
        // The reader's day, as the PDF reports name theirs (decision 0114).
        const day = isoDayIn(new Date(), request.query.tz);
        const name = ['patient', patient.firstName, patient.lastName, day].filter(Boolean).join('-');
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(`${name}.zip`))
          .header('cache-control', 'no-store')
          .send(await exportArchive(ctx.images, contents));
      },
    );

    api.delete(
      '/practitioners/:practitionerId',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner' } }),
        schema: { params: z.object({ practitionerId: IdParam }), body: AccountDeleteSchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        await deletePractitionerAccount(db, ctx.images, practitionerId);
        await endAllSessions(db, reply, { kind: 'practitioner', id: practitionerId });
        return reply.status(204).send();
      },
    );
  };
