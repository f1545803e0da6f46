import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginSchema, PractitionerRegisterSchema } from '../../contract/auth.ts';
import type { AppContext } from '../app.ts';
import { requirePractitioner } from '../auth/guards.ts';
import { SignInThrottle } from '../auth/rate-limit.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';
import { authenticatePractitioner, findPractitioner, INVALID_CREDENTIALS, registerPractitioner } from '../services/accounts.ts';

/** Practitioner accounts: register (which signs in), sign in, sign out, who am I. */
export const practitionerAuthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const throttle = new SignInThrottle(db, ctx.rateLimits);
    const secure = ctx.config.publicUrl.startsWith('https:');

    api.post('/practitioners/register', { schema: { body: PractitionerRegisterSchema } }, async (request, reply) => {
      await throttle.beforeAttempt(request.ip);
      const practitioner = await registerPractitioner(db, request.body);
      await startSession(db, reply, { kind: 'practitioner', id: practitioner.id }, secure);
      return reply.status(201).send(practitioner);
    });

    api.post('/practitioners/login', { schema: { body: LoginSchema } }, async (request, reply) => {
      const account = `practitioner:${request.body.username.toLowerCase()}`;
      await throttle.beforeAttempt(request.ip, account);
      const practitioner = await authenticatePractitioner(db, request.body.username, request.body.password);
      if (!practitioner) {
        await throttle.failed(request.ip, account);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.succeeded(account);
      await startSession(db, reply, { kind: 'practitioner', id: practitioner.id }, secure);
      return practitioner;
    });

    api.post('/practitioners/logout', async (request, reply) => {
      await endSession(db, request, reply, 'practitioner');
      return reply.status(204).send();
    });

    api.get('/practitioners/me', async (request) => {
      const id = await requirePractitioner(db, request);
      const practitioner = await findPractitioner(db, id);
      if (!practitioner) throw unauthorized('Please log in as a practitioner first.');
      return practitioner;
    });
  };
