import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecommendationCreateSchema, RecommendationSaveSchema } from '../../../contract/consumer.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf, requireUser } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import {
  createRecommendation,
  latestRecommendation,
  listRecommendations,
  saveRecommendation,
} from '../../services/consumer/recommendations.ts';
import { IdParam } from '../users.ts';

/** Recommendations: create from a check-in, list, latest, save (SPEC §7). */
export const recommendationRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const userParams = z.object({ userId: IdParam });
    const ownUser = ownership(db, { params: { userId: 'self' } });

    api.post(
      '/recommendations',
      {
        ...ownership(db, {
          body: { userId: 'self', tongueAnalysisId: 'check-in', healthQuestionnaireId: 'questionnaire' },
        }),
        schema: { body: RecommendationCreateSchema },
      },
      async (request, reply) => {
        await requireSelf(db, request, request.body.userId);
        return reply.status(201).send(await createRecommendation(db, ctx.engine, request.body));
      },
    );

    api.get('/recommendations/user/:userId', { ...ownUser, schema: { params: userParams } }, async (request) => {
      await requireSelf(db, request, request.params.userId);
      return listRecommendations(db, request.params.userId);
    });

    api.get('/recommendations/latest/:userId', { ...ownUser, schema: { params: userParams } }, async (request) => {
      await requireSelf(db, request, request.params.userId);
      return latestRecommendation(db, request.params.userId);
    });

    // The id names a record, or with {item: true} a flattened home-list item; either way only
    // the caller's own records are found (someone else's answers 404, never a hint it exists).
    api.put(
      '/recommendations/:id/save',
      {
        ...ownership(db, { params: { id: 'recommendation-or-item' } }),
        schema: { params: z.object({ id: IdParam }), body: RecommendationSaveSchema },
      },
      async (request) => {
        const userId = await requireUser(db, request);
        return saveRecommendation(db, userId, request.params.id, request.body);
      },
    );
  };
