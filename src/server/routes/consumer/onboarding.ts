import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LanguageUpdateSchema, OnboardingSchema, PrivacyModeUpdateSchema } from '../../../contract/consumer.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { completeOnboarding, setAnalyseOnDevice, setLanguage } from '../../services/consumer/onboarding.ts';
import { IdParam } from '../users.ts';

/** PUT /api/users/{userId}/onboarding (the profile wizard's submit), .../language and .../privacy-mode (the user's settings). */
export const onboardingRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    api.put(
      '/users/:userId/onboarding',
      {
        ...ownership(db, { params: { userId: 'self' } }),
        schema: { params: z.object({ userId: IdParam }), body: OnboardingSchema },
      },
      async (request) => {
        await requireSelf(db, request, request.params.userId);
        return completeOnboarding(db, ctx.engine, request.params.userId, request.body);
      },
    );

    api.put(
      '/users/:userId/language',
      {
        ...ownership(db, { params: { userId: 'self' } }),
        schema: { params: z.object({ userId: IdParam }), body: LanguageUpdateSchema },
      },
      async (request) =>
        setLanguage(db, ctx.engine, await requireSelf(db, request, request.params.userId), request.body.language),
    );

    api.put(
      '/users/:userId/privacy-mode',
      {
        ...ownership(db, { params: { userId: 'self' } }),
        schema: { params: z.object({ userId: IdParam }), body: PrivacyModeUpdateSchema },
      },
      async (request) =>
        setAnalyseOnDevice(db, await requireSelf(db, request, request.params.userId), request.body.analyseOnDevice),
    );
  };
