import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { isLocale, type Locale } from '../../../contract/person.ts';
import type { Db } from '../../db/client.ts';
import { oidcFlows } from '../../db/schema.ts';
import type { Principal } from '../sessions.ts';
import type { FlowChecks } from './relying-party.ts';

/** The browser's key to its sign-in in flight (only its hash is stored). */
export const FLOW_COOKIE = 'mtc_oidc_flow';
const FLOW_COOKIE_PATH = '/api/auth/oidc';
/** Time to sign in at the provider. */
const FLOW_MINUTES = 10;

export interface Flow extends FlowChecks {
  provider: string;
  kind: Principal['kind'];
  intent: 'sign-in' | 'link';
  /** intent 'link': the signed-in account the identity is added to. */
  accountId: number | null;
  /** The interface language the sign-in started from (an account made by it keeps it); null when not sent. */
  locale: Locale | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Starts a flow: fresh state, nonce and PKCE verifier, stored server-side (any instance can finish
 * it) under the hash of a random key that only this browser holds, in an httpOnly cookie. A
 * provider answering with a cross-site form POST (Apple) needs the cookie to be SameSite=None,
 * which browsers allow only on HTTPS.
 */
export async function startFlow(
  db: Db,
  reply: FastifyReply,
  flow: Omit<Flow, keyof FlowChecks>,
  cookie: { secure: boolean; crossSitePost: boolean },
): Promise<FlowChecks> {
  const key = randomBytes(32).toString('base64url');
  const checks: FlowChecks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const expiresAt = new Date(Date.now() + FLOW_MINUTES * 60_000);
  await db.insert(oidcFlows).values({
    keyHash: sha256(key),
    provider: flow.provider,
    accountKind: flow.kind,
    intent: flow.intent,
    userId: flow.kind === 'user' ? flow.accountId : null,
    practitionerId: flow.kind === 'practitioner' ? flow.accountId : null,
    locale: flow.locale,
    ...checks,
    expiresAt,
  });
  reply.setCookie(FLOW_COOKIE, key, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    secure: cookie.secure,
    sameSite: cookie.secure && cookie.crossSitePost ? 'none' : 'lax',
    expires: expiresAt,
  });
  return checks;
}

/**
 * Takes this browser's flow for a callback, once: the row is deleted as it is read, and it must
 * be for this provider and carry the state the provider sent back (compared in constant time).
 * No flow when the browser has no live flow or the answer is not for it: another window, an
 * expired or replayed answer, or a state someone forged (kind then says which page to go back to,
 * when the browser had a flow at all).
 */
export async function takeFlow(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: string,
  state: string | null,
): Promise<{ flow: Flow | null; kind: Principal['kind'] | null }> {
  const key = request.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
  if (!key) return { flow: null, kind: null };
  const [row] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.keyHash, sha256(key)), gt(oidcFlows.expiresAt, new Date())))
    .returning();
  if (!row) return { flow: null, kind: null };
  const kind = row.accountKind === 'practitioner' ? 'practitioner' : 'user';
  const expected = Buffer.from(row.state);
  const given = Buffer.from(state ?? '');
  if (row.provider !== provider || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { flow: null, kind };
  }
  const flow: Flow = {
    provider: row.provider,
    kind,
    intent: row.intent === 'link' ? 'link' : 'sign-in',
    accountId: kind === 'user' ? row.userId : row.practitionerId,
    locale: isLocale(row.locale) ? row.locale : null,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
  };
  return { flow, kind };
}

/** Housekeeping: flows nobody finished. */
export async function purgeExpiredFlows(db: Db): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date()));
}
