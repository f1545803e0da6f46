import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginSchema, UserRegisterSchema } from '../../contract/auth.ts';
import type { AppContext } from '../app.ts';
import { requireUser } from '../auth/guards.ts';
import { SignInThrottle } from '../auth/rate-limit.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';
import { authenticateUser, findUser, INVALID_CREDENTIALS, registerUser } from '../services/accounts.ts';

/** Consumer accounts: register, sign in, sign out, who am I. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const throttle = new SignInThrottle(db, ctx.rateLimits);
    const secure = ctx.config.publicUrl.startsWith('https:');

    api.post('/auth/register', { schema: { body: UserRegisterSchema } }, async (request, reply) => {
      await throttle.beforeAttempt(request.ip);
      const user = await registerUser(db, request.body);
      await startSession(db, reply, { kind: 'user', id: user.id }, secure);
      return reply.status(201).send(user);
    });

    api.post('/auth/login', { schema: { body: LoginSchema } }, async (request, reply) => {
      const account = `user:${request.body.username.toLowerCase()}`;
      await throttle.beforeAttempt(request.ip, account);
      const user = await authenticateUser(db, request.body.username, request.body.password);
      if (!user) {
        await throttle.failed(request.ip, account);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.succeeded(account);
      await startSession(db, reply, { kind: 'user', id: user.id }, secure);
      return user;
    });

    api.post('/auth/logout', async (request, reply) => {
      await endSession(db, request, reply, 'user');
      return reply.status(204).send();
    });

    api.get('/auth/me', async (request) => {
      const id = await requireUser(db, request);
      const user = await findUser(db, id);
      if (!user) throw unauthorized();
      return user;
    });
  };
