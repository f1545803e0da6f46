import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireSelf } from '../auth/guards.ts';
import { ownership } from '../auth/ownership.ts';
import { notFound } from '../errors.ts';
import { findUser } from '../services/accounts.ts';

export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/users/{id}: a consumer reads their own record only. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    api.get(
      '/users/:id',
      { ...ownership(db, { params: { id: 'self' } }), schema: { params: z.object({ id: IdParam }) } },
      async (request) => {
        await requireSelf(db, request, request.params.id);
        const user = await findUser(db, request.params.id);
        if (!user) throw notFound('User not found');
        return user;
      },
    );
  };
