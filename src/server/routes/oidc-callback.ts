import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcErrorCode, SignInOptions } from '../../contract/sign-in.ts';
import type { AppContext } from '../app-context.ts';
import { takeFlow, type Flow } from '../auth/oidc/flows.ts';
import { OidcFailure } from '../auth/oidc/relying-party.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { readSession, startFreshSession, type Principal } from '../auth/sessions.ts';
import { findUser } from '../services/accounts.ts';
import { touchLastLogin } from '../services/sign-in/account-kinds.ts';
import { linkIdentity, signInWithIdentity } from '../services/sign-in/provider-identities.ts';

const ProviderParams = z.object({ provider: z.string().max(40) });
/** The callback's own parameters are short; Apple's form post adds a small 'user' JSON. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/** The callback's path: exempt from the cross-origin check, because Apple answers with a cross-site form POST. */
export const OIDC_CALLBACK_PATH = /^\/api\/auth\/oidc\/[a-z0-9]+\/callback(\?|$)/;

/** Where a finished or failed flow sends the browser. */
function pageOf(kind: Principal['kind'], intent: Flow['intent']): string {
  if (kind === 'user') return intent === 'link' ? '/profile/privacy' : '/login';
  return intent === 'link' ? '/practitioner/settings' : '/practitioner/login';
}

/**
 * GET /api/auth/sign-in-options (which providers the sign-in pages offer) and the providers'
 * callback, GET or (Apple) form POST /api/auth/oidc/{provider}/callback, shared by both kinds of
 * account: the flow stored for this browser says which kind and intent it was.
 */
export const oidcCallbackRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const secure = ctx.config.publicUrl.startsWith('https:');

    api.get('/auth/sign-in-options', async (): Promise<SignInOptions> => ({
      providers: ctx.relyingParty.providers.map((p) => ({ id: p.id, label: p.label })),
    }));

    // A form POST from the provider (response_mode=form_post): its fields, as a flat record.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    async function callback(request: FastifyRequest, reply: FastifyReply, providerId: string, fields: unknown) {
      const params = new URLSearchParams();
      if (fields && typeof fields === 'object') {
        for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') params.append(key, value);
      }
      const fail = (kind: Principal['kind'], intent: Flow['intent'], code: OidcErrorCode) =>
        reply.redirect(`${pageOf(kind, intent)}?signInError=${code}`, 303);

      const provider = ctx.relyingParty.provider(providerId);
      const taken = await takeFlow(db, request, reply, providerId, params.get('state'));
      if (!provider || !taken.flow) return fail(taken.kind ?? 'user', 'sign-in', 'state');
      const flow = taken.flow;
      try {
        const identity = await ctx.relyingParty.complete(provider, params, flow);
        if (flow.intent === 'link') {
          // The account must still be the one signed in here that asked for the link.
          const principal = await readSession(db, request, flow.kind);
          if (!principal || principal.id !== flow.accountId) return fail(flow.kind, flow.intent, 'signed-out');
          await linkIdentity(db, flow.kind, principal.id, identity);
          await recordSecurityEvent(db, principal, 'provider-linked', provider.id, request);
          return reply.redirect(`${pageOf(flow.kind, 'link')}?linked=${provider.id}`, 303);
        }
        const done = await signInWithIdentity(db, flow.kind, identity, flow.locale);
        const principal = { kind: flow.kind, id: done.account.id };
        await startFreshSession(db, request, reply, principal, secure);
        await touchLastLogin(db, flow.kind, done.account.id);
        if (done.created) await recordSecurityEvent(db, principal, 'sign-up', provider.id, request);
        else if (done.linked) await recordSecurityEvent(db, principal, 'provider-linked', provider.id, request);
        await recordSecurityEvent(db, principal, 'sign-in', provider.id, request);
        if (flow.kind === 'practitioner') return reply.redirect('/practitioner/dashboard', 303);
        // A consumer new to the app (or who never finished it) goes through onboarding first.
        const user = await findUser(db, done.account.id);
        return reply.redirect(user?.onboardingCompleted ? '/dashboard' : '/onboarding', 303);
      } catch (error) {
        if (!(error instanceof OidcFailure)) throw error;
        request.log.warn(
          { err: error.cause ?? error, code: error.code, provider: provider.id },
          'OpenID Connect sign-in refused',
        );
        return fail(flow.kind, flow.intent, error.code);
      }
    }

    api.get('/auth/oidc/:provider/callback', { schema: { params: ProviderParams } }, (request, reply) =>
      callback(request, reply, request.params.provider, request.query),
    );
    api.post('/auth/oidc/:provider/callback', { schema: { params: ProviderParams } }, (request, reply) =>
      callback(request, reply, request.params.provider, request.body),
    );
  };
