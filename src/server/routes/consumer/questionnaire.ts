import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthQuestionnaireCreateSchema } from '../../../contract/consumer.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { createQuestionnaire } from '../../services/consumer/questionnaires.ts';

/** POST /api/health-questionnaire: a check-in's answers (also writes its progress row). */
export const questionnaireRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    api.post(
      '/health-questionnaire',
      { ...ownership(db, { body: { userId: 'self' } }), schema: { body: HealthQuestionnaireCreateSchema } },
      async (request, reply) => {
        const { userId, ...answers } = request.body;
        await requireSelf(db, request, userId);
        return reply.status(201).send(await createQuestionnaire(db, userId, answers));
      },
    );
  };
