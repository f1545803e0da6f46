import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_IMAGE_BASE64_CHARS,
  OnDeviceTongueAnalysisCreateSchema,
  TongueAnalysisCreateSchema,
} from '../../../contract/consumer.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSelf } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import {
  createOnDeviceTongueAnalysis,
  createTongueAnalysis,
  listTongueAnalyses,
} from '../../services/consumer/tongue-analyses.ts';
import { IdParam } from '../users.ts';

/** Room for the largest base64 photo plus the rest of the JSON body. */
const TONGUE_BODY_LIMIT = MAX_IMAGE_BASE64_CHARS + 64 * 1024;

/**
 * POST /api/tongue-analysis {userId, imageBase64}, POST /api/tongue-analysis/on-device
 * {userId, findings} (privacy mode: findings measured in the browser, no photo) and
 * GET /api/tongue-analysis/user/{userId}.
 */
export const tongueAnalysisRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    api.post(
      '/tongue-analysis',
      {
        bodyLimit: TONGUE_BODY_LIMIT,
        ...ownership(db, { body: { userId: 'self' } }),
        schema: { body: TongueAnalysisCreateSchema },
      },
      async (request, reply) => {
        await requireSelf(db, request, request.body.userId);
        const analysis = await createTongueAnalysis(
          { db, images: ctx.images, engine: ctx.engine },
          request.body.userId,
          request.body.imageBase64,
        );
        return reply.status(201).send(analysis);
      },
    );

    api.post(
      '/tongue-analysis/on-device',
      {
        ...ownership(db, { body: { userId: 'self' } }),
        schema: { body: OnDeviceTongueAnalysisCreateSchema },
      },
      async (request, reply) => {
        await requireSelf(db, request, request.body.userId);
        const analysis = await createOnDeviceTongueAnalysis(
          { db, engine: ctx.engine },
          request.body.userId,
          request.body.findings,
        );
        return reply.status(201).send(analysis);
      },
    );

    api.get(
      '/tongue-analysis/user/:userId',
      { ...ownership(db, { params: { userId: 'self' } }), schema: { params: z.object({ userId: IdParam }) } },
      async (request) => {
        await requireSelf(db, request, request.params.userId);
        return listTongueAnalyses(db, request.params.userId);
      },
    );
  };
