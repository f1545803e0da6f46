import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProgressQuerySchema } from '../../../contract/consumer.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { latestProgress, weeklyProgress } from '../../services/consumer/progress.ts';
import { IdParam } from '../users.ts';

/** GET /api/progress/latest/{userId} and /api/progress/weekly/{userId} (docs/progress.md). */
export const progressRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const params = z.object({ userId: IdParam });
    const ownUser = ownership(db, { params: { userId: 'self' } });

    api.get('/progress/latest/:userId', { ...ownUser, schema: { params } }, async (request) => {
      await requireSelf(db, request, request.params.userId);
      return latestProgress(db, request.params.userId);
    });

    api.get('/progress/weekly/:userId', { ...ownUser, schema: { params, querystring: ProgressQuerySchema } }, async (request) => {
      await requireSelf(db, request, request.params.userId);
      return weeklyProgress(db, request.params.userId, new Date(), request.query.tzOffset ?? 0);
    });
  };
