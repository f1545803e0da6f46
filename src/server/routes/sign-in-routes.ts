import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_DATA_MESSAGES } from '../../contract/account-data.ts';
import {
  EmailAddressSchema,
  EmailCodeSchema,
  EmailTokenSchema,
  PasswordResetSchema,
  SignInStartQuerySchema,
  SIGN_IN_MESSAGES,
  type MessageResponse,
  type SecurityOverview,
} from '../../contract/sign-in.ts';
import type { AppContext } from '../app-context.ts';
import { requirePractitioner, requireUser, signedIn } from '../auth/guards.ts';
import { startFlow } from '../auth/oidc/flows.ts';
import { OidcFailure } from '../auth/oidc/relying-party.ts';
import { SignInThrottle } from '../auth/rate-limit.ts';
import { listSecurityEvents, recordSecurityEvent } from '../auth/security-events.ts';
import { endAllSessions, startFreshSession, type Principal } from '../auth/sessions.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { requestLocale } from '../request-locale.ts';
import { isLocale, type Locale } from '../../contract/person.ts';
import { findAccount, publicAccount, touchLastLogin, type AccountRecord } from '../services/sign-in/account-kinds.ts';
import {
  confirmEmailChange,
  resetPassword,
  sendEmailChange,
  sendPasswordReset,
  sendSignInLink,
  sendVerification,
  signInWithCode,
  signInWithLink,
  verifyEmail,
  type EmailSignIn,
  type MailContext,
} from '../services/sign-in/email-flows.ts';
import { linkedProviders, unlinkProvider } from '../services/sign-in/provider-identities.ts';

const ProviderParams = z.object({ provider: z.string().max(40) });

/** One answer for a wrong, expired, used or foreign link: none of them says more than the others. */
const linkInvalid = () => new HttpError(400, SIGN_IN_MESSAGES.linkInvalid);

/**
 * Email links and codes, password reset, email verification and change, the security list, and
 * starting, linking and unlinking OpenID Connect providers, for one kind of account under its
 * prefix ('/auth' or '/practitioners'). The provider callback is shared (oidc-callback.ts).
 */
export function signInRoutes(ctx: AppContext, kind: Principal['kind'], prefix: '/auth' | '/practitioners'): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const throttle = new SignInThrottle(db, ctx.rateLimits);
    const secure = ctx.config.publicUrl.startsWith('https:');
    const caller = (request: FastifyRequest) => (kind === 'user' ? requireUser(db, request) : requirePractitioner(db, request));
    const mailContext = (request: FastifyRequest): MailContext => ({
      db,
      mailer: ctx.mailer,
      publicUrl: ctx.config.publicUrl,
      kind,
      locale: requestLocale(request),
    });
    const labelOf = (id: string) => ctx.relyingParty.provider(id)?.label ?? id;
    const refuseDemo = (account: AccountRecord | null) => {
      if (account?.isDemo) throw forbidden(ACCOUNT_DATA_MESSAGES.demoAccount);
    };

    /** A successful email sign-in: a fresh session, and the security list says how and from where. */
    async function signIn(request: FastifyRequest, reply: FastifyReply, done: EmailSignIn, method: 'email-link' | 'email-code') {
      const principal = { kind, id: done.account.id };
      await startFreshSession(db, request, reply, principal, secure);
      await touchLastLogin(db, kind, done.account.id);
      if (done.created) await recordSecurityEvent(db, principal, 'sign-up', method, request);
      if (done.verified) await recordSecurityEvent(db, principal, 'email-verified', method, request);
      await recordSecurityEvent(db, principal, 'sign-in', method, request);
      return publicAccount(db, kind, done.account.id);
    }

    api.post(
      `${prefix}/email-link`,
      { schema: { body: EmailAddressSchema } },
      async (request, reply): Promise<MessageResponse> => {
        await throttle.beforeMail(request.ip, request.body.email);
        await sendSignInLink(mailContext(request), request.body.email);
        reply.status(202);
        return { message: SIGN_IN_MESSAGES.linkSent };
      },
    );

    api.post(`${prefix}/email-link/redeem`, { schema: { body: EmailTokenSchema } }, async (request, reply) => {
      await throttle.beforeAttempt(request.ip);
      const done = await signInWithLink(db, kind, request.body.token, requestLocale(request));
      if (!done) throw linkInvalid();
      return signIn(request, reply, done, 'email-link');
    });

    // Six digits are guessable: wrong codes count against the address and the client address like
    // wrong passwords, besides the attempts each mailed code allows (one-time-tokens.ts).
    api.post(`${prefix}/email-code`, { schema: { body: EmailCodeSchema } }, async (request, reply) => {
      const accountKey = `${kind}:code:${request.body.email.toLowerCase()}`;
      await throttle.beforeAttempt(request.ip, accountKey);
      const done = await signInWithCode(db, kind, request.body.email, request.body.code, requestLocale(request));
      if (!done) {
        await throttle.failed(request.ip, accountKey);
        throw new HttpError(400, SIGN_IN_MESSAGES.codeInvalid, [{ field: 'code', message: SIGN_IN_MESSAGES.codeInvalid }]);
      }
      await throttle.succeeded(accountKey);
      return signIn(request, reply, done, 'email-code');
    });

    api.post(
      `${prefix}/password/forgot`,
      { schema: { body: EmailAddressSchema } },
      async (request, reply): Promise<MessageResponse> => {
        await throttle.beforeMail(request.ip, request.body.email);
        await sendPasswordReset(mailContext(request), request.body.email);
        reply.status(202);
        return { message: SIGN_IN_MESSAGES.resetSent };
      },
    );

    // A new password ends every session of the account (whoever knew the old one is out), then
    // signs this browser in afresh.
    api.post(`${prefix}/password/reset`, { schema: { body: PasswordResetSchema } }, async (request, reply) => {
      await throttle.beforeAttempt(request.ip);
      const account = await resetPassword(db, kind, request.body.token, request.body.newPassword);
      if (!account) throw linkInvalid();
      const principal = { kind, id: account.id };
      await endAllSessions(db, reply, principal);
      await startFreshSession(db, request, reply, principal, secure);
      await recordSecurityEvent(db, principal, 'password-reset', 'email-link', request);
      return publicAccount(db, kind, account.id);
    });

    api.post(
      `${prefix}/email/verification`,
      { onRequest: signedIn(db, kind) },
      async (request, reply): Promise<MessageResponse> => {
        const id = await caller(request);
        const account = await findAccount(db, kind, id);
        refuseDemo(account);
        await throttle.beforeMail(request.ip, account?.email ?? `${kind}:${id}`);
        await sendVerification(mailContext(request), id);
        reply.status(202);
        return { message: SIGN_IN_MESSAGES.verificationSent };
      },
    );

    api.post(`${prefix}/email/verify`, { schema: { body: EmailTokenSchema } }, async (request) => {
      await throttle.beforeAttempt(request.ip);
      const account = await verifyEmail(db, kind, request.body.token);
      if (!account) throw linkInvalid();
      await recordSecurityEvent(db, { kind, id: account.id }, 'email-verified', 'email-link', request);
      return { email: account.email };
    });

    api.post(
      `${prefix}/email/change`,
      { onRequest: signedIn(db, kind), schema: { body: EmailAddressSchema } },
      async (request, reply): Promise<MessageResponse> => {
        const id = await caller(request);
        refuseDemo(await findAccount(db, kind, id));
        await throttle.beforeMail(request.ip, request.body.email);
        await sendEmailChange(mailContext(request), id, request.body.email);
        reply.status(202);
        return { message: SIGN_IN_MESSAGES.changeSent };
      },
    );

    api.post(`${prefix}/email/change/confirm`, { schema: { body: EmailTokenSchema } }, async (request) => {
      await throttle.beforeAttempt(request.ip);
      const account = await confirmEmailChange(db, kind, request.body.token);
      if (!account) throw linkInvalid();
      await recordSecurityEvent(db, { kind, id: account.id }, 'email-changed', 'email-link', request);
      return { email: account.email };
    });

    api.get(`${prefix}/security`, { onRequest: signedIn(db, kind) }, async (request): Promise<SecurityOverview> => {
      const id = await caller(request);
      const account = await findAccount(db, kind, id);
      if (!account) throw notFound();
      return {
        email: account.email || null,
        emailVerified: account.emailVerified,
        hasPassword: account.hasPassword,
        linked: await linkedProviders(db, kind, id, labelOf),
        events: await listSecurityEvents(db, { kind, id }),
      };
    });

    /** Sends the browser to the provider with a new flow (sign-in, or link to the signed-in account). */
    async function toProvider(
      reply: FastifyReply,
      providerId: string,
      intent: 'sign-in' | 'link',
      accountId: number | null,
      locale: Locale | null = null,
    ) {
      const provider = ctx.relyingParty.provider(providerId);
      if (!provider) throw notFound(SIGN_IN_MESSAGES.unknownProvider);
      const checks = await startFlow(
        db,
        reply,
        { provider: provider.id, kind, intent, accountId, locale },
        { secure, crossSitePost: provider.responseMode === 'form_post' },
      );
      try {
        return reply.redirect((await ctx.relyingParty.authorizationUrl(provider, checks)).href, 302);
      } catch (error) {
        if (!(error instanceof OidcFailure)) throw error;
        logProviderFailure(reply, error);
        return reply.redirect(`${kind === 'user' ? '/login' : '/practitioner/login'}?signInError=${error.code}`, 302);
      }
    }

    // The page's language travels with the sign-in (a navigation carries the browser's
    // Accept-Language, not the language chosen on the page); anything but a locale of ours is ignored.
    api.get(
      `${prefix}/oidc/:provider`,
      { schema: { params: ProviderParams, querystring: SignInStartQuerySchema } },
      async (request, reply) => {
        await throttle.beforeAttempt(request.ip);
        const { locale } = request.query;
        return toProvider(reply, request.params.provider, 'sign-in', null, isLocale(locale) ? locale : null);
      },
    );

    api.get(
      `${prefix}/oidc/:provider/link`,
      { onRequest: signedIn(db, kind), schema: { params: ProviderParams } },
      async (request, reply) => {
        const id = await caller(request);
        refuseDemo(await findAccount(db, kind, id));
        return toProvider(reply, request.params.provider, 'link', id);
      },
    );

    api.delete(
      `${prefix}/oidc/:provider`,
      { onRequest: signedIn(db, kind), schema: { params: ProviderParams } },
      async (request, reply) => {
        const id = await caller(request);
        refuseDemo(await findAccount(db, kind, id));
        await unlinkProvider(db, kind, id, request.params.provider);
        await recordSecurityEvent(db, { kind, id }, 'provider-unlinked', request.params.provider, request);
        return reply.status(204).send();
      },
    );
  };
}

function logProviderFailure(reply: FastifyReply, error: OidcFailure): void {
  reply.log.warn({ err: error.cause ?? error, code: error.code }, 'OpenID Connect provider unavailable');
}
