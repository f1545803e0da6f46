import { ReportPdfQuerySchema } from '../../../contract/records.ts';
import { isoDayIn } from '../../../contract/time-zone.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountDeleteSchema, CheckInDeleteQuerySchema } from '../../../contract/account-data.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf, requireUser } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { attachment, exportArchive } from '../../services/data/export-archive.ts';
import {
  consumerExport,
  deleteCheckIn,
  deleteConsumerAccount,
  deleteUnusedQuestionnaire,
} from '../../services/data/consumer-data.ts';
import { IdParam } from '../users.ts';

/**
 * A consumer's data is theirs: delete one check-in (or what a check-in given up part-way saved),
 * export everything, delete the account.
 */
export const consumerDataRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const userParams = z.object({ userId: IdParam });

    api.delete(
      '/tongue-analysis/:id',
      {
        ...ownership(db, { params: { id: 'check-in' } }),
        schema: { params: z.object({ id: IdParam }), querystring: CheckInDeleteQuerySchema },
      },
      async (request, reply) => {
        const userId = await requireUser(db, request);
        await deleteCheckIn(db, ctx.images, userId, request.params.id, {
          onlyUnfinished: request.query.unfinished === 'true',
        });
        return reply.status(204).send();
      },
    );

    api.delete(
      '/health-questionnaire/:id',
      { ...ownership(db, { params: { id: 'questionnaire' } }), schema: { params: z.object({ id: IdParam }) } },
      async (request, reply) => {
        const userId = await requireUser(db, request);
        await deleteUnusedQuestionnaire(db, userId, request.params.id);
        return reply.status(204).send();
      },
    );

    api.get(
      '/users/:userId/export',
      { ...ownership(db, { params: { userId: 'self' } }), schema: { params: userParams, querystring: ReportPdfQuerySchema } },
      async (request, reply) => {
        const userId = await requireSelf(db, request, request.params.userId);
        const contents = await consumerExport(db, userId);
        // The reader's day, as the PDF reports name theirs (decision 0114).
        const day = isoDayIn(new Date(), request.query.tz);
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(`mtc-health-export-${request.params.userId}-${day}.zip`))
          .header('cache-control', 'no-store')
          .send(await exportArchive(ctx.images, contents));
      },
    );

    api.delete(
      '/users/:userId',
      {
        ...ownership(db, { params: { userId: 'self' } }),
        schema: { params: userParams, body: AccountDeleteSchema },
      },
      async (request, reply) => {
        const userId = await requireSelf(db, request, request.params.userId);
        // Deleting the account cascades to its sessions; the cookie is cleared only once it is gone.
        await deleteConsumerAccount(db, ctx.images, userId);
        await endAllSessions(db, reply, { kind: 'user', id: userId });
        return reply.status(204).send();
      },
    );
  };
