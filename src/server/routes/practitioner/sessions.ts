import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionCreateSchema } from '../../../contract/practitioner.ts';
import type { AppContext } from '../../app-context.ts';
import { requirePractitioner, requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { forbidden } from '../../errors.ts';
import { createSession, findOwnSession, listTcmAnalyses } from '../../services/practitioner/sessions.ts';
import { IdParam } from '../users.ts';
import { PractitionerParams } from './params.ts';

/** Saved diagnostic sessions and the analyses they carry (SPEC §7). */
export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    api.post(
      '/practitioners/:practitionerId/sessions',
      {
        ...ownership(db, {
          params: { practitionerId: 'practitioner' },
          body: { practitionerId: 'practitioner', patientId: 'patient', analysisId: 'analysis', imageUrl: 'image' },
        }),
        schema: { params: PractitionerParams, body: SessionCreateSchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        if (request.body.practitionerId !== undefined && request.body.practitionerId !== practitionerId) throw forbidden();
        return reply.status(201).send(await createSession(db, ctx.images, practitionerId, request.body));
      },
    );

    api.get(
      '/practitioners/:practitionerId/tcm-analyses',
      { ...ownership(db, { params: { practitionerId: 'practitioner' } }), schema: { params: PractitionerParams } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return listTcmAnalyses(db, practitionerId);
      },
    );

    api.get(
      '/tcm-analysis/:sessionId',
      {
        ...ownership(db, { params: { sessionId: 'session' } }),
        schema: { params: z.object({ sessionId: IdParam }) },
      },
      async (request) => {
        const practitionerId = await requirePractitioner(db, request);
        const session = await findOwnSession(db, practitionerId, request.params.sessionId);
        return {
          session: {
            id: session.id,
            patientId: session.patientId,
            sessionDate: session.sessionDate,
            tcmAnalysis: session.tcmAnalysis,
          },
        };
      },
    );
  };
