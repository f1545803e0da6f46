import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../auth/guards.ts';
import { consumerDataRoutes } from './account-data.ts';
import { onboardingRoutes } from './onboarding.ts';
import { progressRoutes } from './progress.ts';
import { questionnaireRoutes } from './questionnaire.ts';
import { recommendationRoutes } from './recommendations.ts';
import { tongueAnalysisRoutes } from './tongue-analysis.ts';

/** The consumer API of SPEC §7 (onboarding, progress, tongue analysis, questionnaire, recommendations) and the user's own data. */
export const consumerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // Every consumer call needs a consumer session: 401 comes before reading or validating a body.
    app.addHook('onRequest', async (request) => {
      await requireUser(ctx.database.db, request);
    });
    await app.register(onboardingRoutes(ctx));
    await app.register(progressRoutes(ctx));
    await app.register(tongueAnalysisRoutes(ctx));
    await app.register(questionnaireRoutes(ctx));
    await app.register(recommendationRoutes(ctx));
    await app.register(consumerDataRoutes(ctx));
  };
