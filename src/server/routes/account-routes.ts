import type { Locale } from '../../contract/person.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LoginSchema } from '../../contract/auth.ts';
import type { AppContext } from '../app-context.ts';
import { SignInThrottle } from '../auth/rate-limit.ts';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  readSession,
  startFreshSession,
  type Principal,
} from '../auth/sessions.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { requirePractitioner, requireUser, signedIn } from '../auth/guards.ts';
import { ACCOUNT_DATA_MESSAGES, PasswordChangeSchema } from '../../contract/account-data.ts';
import type { Db } from '../db/client.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { INVALID_CREDENTIALS, changePassword, isDemoUser, type Registration } from '../services/accounts.ts';
import { noticeRegistrationWithHeldAddress } from '../services/sign-in/email-flows.ts';
import { requestLocale } from '../request-locale.ts';

/** One kind of account (consumer or practitioner) and the service functions behind it. */
export interface AccountKind<S extends z.ZodType, A extends { id: number }> {
  kind: Principal['kind'];
  /** Route prefix: '/auth' or '/practitioners'. */
  prefix: string;
  registerSchema: S;
  /** `locale`: the request's language, which a new consumer's profile starts in. */
  register(db: Db, input: z.infer<S>, context: { locale: Locale }): Promise<Registration<A>>;
  authenticate(db: Db, username: string, password: string): Promise<A | null>;
  find(db: Db, id: number): Promise<A | null>;
  /** The 401 message when there is no session of this kind. */
  signedOutMessage: string;
}

/**
 * register (which also signs in), login, logout and me for one kind of account, with the
 * sign-in throttle and server-side sessions shared by both kinds.
 */
export function accountRoutes<S extends z.ZodType, A extends { id: number }>(
  ctx: AppContext,
  account: AccountKind<S, A>,
): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const throttle = new SignInThrottle(db, ctx.rateLimits);
    const secure = ctx.config.publicUrl.startsWith('https:');
    const { kind, prefix } = account;
    const refuseDemo = async (id: number) => {
      if (kind === 'user' && (await isDemoUser(db, id))) throw forbidden(ACCOUNT_DATA_MESSAGES.demoAccount);
    };

    api.post(`${prefix}/register`, { schema: { body: account.registerSchema } }, async (request, reply) => {
      await throttle.beforeRegistration(request.ip);
      const body = request.body as z.infer<S>;
      const registration = account.register(db, body, { locale: requestLocale(request) });
      const { account: created, addressHolder } = await registration.catch(async (error: unknown) => {
        // A taken username (409) tells that an account exists: counted like a wrong password.
        if (error instanceof HttpError && error.statusCode === 409) await throttle.refusedRegistration(request.ip);
        throw error;
      });
      if (addressHolder) {
        const mailContext = { db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, kind, locale: requestLocale(request) };
        // Not awaited: the answer must take as long as for a free address. Capped per mailbox
        // like every other message, so registrations cannot flood the holder.
        void throttle
          .mayMailTo(addressHolder.email)
          .then((allowed) => allowed && noticeRegistrationWithHeldAddress(mailContext, addressHolder))
          .catch((error: unknown) => request.log.error({ err: error }, 'could not tell an address holder of a registration'));
      }
      await startFreshSession(db, request, reply, { kind, id: created.id }, secure);
      await recordSecurityEvent(db, { kind, id: created.id }, 'sign-up', 'password', request);
      return reply.status(201).send(created);
    });

    api.post(`${prefix}/login`, { schema: { body: LoginSchema } }, async (request, reply) => {
      const accountKey = `${kind}:${request.body.username.toLowerCase()}`;
      await throttle.beforeAttempt(request.ip, accountKey);
      const signedIn = await account.authenticate(db, request.body.username, request.body.password);
      if (!signedIn) {
        await throttle.failed(request.ip, accountKey);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.succeeded(accountKey);
      await startFreshSession(db, request, reply, { kind, id: signedIn.id }, secure);
      await recordSecurityEvent(db, { kind, id: signedIn.id }, 'sign-in', 'password', request);
      return signedIn;
    });

    api.post(`${prefix}/logout`, async (request, reply) => {
      await endSession(db, request, reply, kind);
      return reply.status(204).send();
    });

    // Change the password: the current one is required (and throttled like a sign-in); every
    // other session of the account ends, this one stays.
    api.put(
      `${prefix}/password`,
      { onRequest: signedIn(db, kind), schema: { body: PasswordChangeSchema } },
      async (request, reply) => {
        const id = kind === 'user' ? await requireUser(db, request) : await requirePractitioner(db, request);
        await refuseDemo(id);
        const accountKey = `${kind}:id:${id}`;
        await throttle.beforeAttempt(request.ip, accountKey);
        if (!(await changePassword(db, kind, id, request.body.currentPassword, request.body.newPassword))) {
          await throttle.failed(request.ip, accountKey);
          throw new HttpError(400, ACCOUNT_DATA_MESSAGES.wrongPassword, [
            { field: 'currentPassword', message: ACCOUNT_DATA_MESSAGES.wrongPassword },
          ]);
        }
        await throttle.succeeded(accountKey);
        await endOtherSessions(db, request, { kind, id });
        await recordSecurityEvent(db, { kind, id }, 'password-changed', 'password', request);
        return reply.status(204).send();
      },
    );

    // Sign out of all devices: every session of the account ends, this one too.
    api.post(`${prefix}/logout-all`, async (request, reply) => {
      const id = kind === 'user' ? await requireUser(db, request) : await requirePractitioner(db, request);
      await refuseDemo(id);
      await recordSecurityEvent(db, { kind, id }, 'signed-out-everywhere', null, request);
      await endAllSessions(db, reply, { kind, id });
      return reply.status(204).send();
    });

    api.get(`${prefix}/me`, async (request) => {
      const principal = await readSession(db, request, kind);
      const found = principal ? await account.find(db, principal.id) : null;
      if (!found) throw unauthorized(account.signedOutMessage);
      return found;
    });
  };
}
