import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { readSession } from '../auth/sessions.ts';
import { notFound } from '../errors.ts';
import type { ImageRow } from '../storage/image-store.ts';
import { IdParam } from './users.ts';

/**
 * GET /api/images/{id}: only the owner's session (consumer or practitioner) or a valid
 * short-lived signature may read an image; anyone else gets 404, never a hint it exists.
 */
export const imageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const store = ctx.images;

    async function mayRead(row: ImageRow, request: Parameters<typeof readSession>[1]): Promise<boolean> {
      if (row.userId !== null) {
        const user = await readSession(db, request, 'user');
        if (user?.id === row.userId) return true;
      }
      if (row.practitionerId !== null) {
        const practitioner = await readSession(db, request, 'practitioner');
        if (practitioner?.id === row.practitionerId) return true;
      }
      return false;
    }

    api.get(
      '/images/:id',
      {
        schema: {
          params: z.object({ id: IdParam }),
          querystring: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const row = await store.find(request.params.id);
        if (!row) throw notFound('Image not found');
        const { exp, sig } = request.query;
        const signed = exp !== undefined && sig !== undefined && store.verifySignature(row.id, exp, sig);
        if (!signed && !(await mayRead(row, request))) throw notFound('Image not found');
        const bytes = await store.readBytes(row);
        return reply.header('cache-control', 'private, max-age=3600').type(row.mimeType).send(bytes);
      },
    );
  };
