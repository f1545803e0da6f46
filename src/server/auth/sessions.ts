import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { authSessions } from '../db/schema.ts';
import { sessionCacheOf } from './session-cache.ts';

export const USER_COOKIE = 'mtc_session';
export const PRACTITIONER_COOKIE = 'mtc_practitioner_session';
const SESSION_DAYS = 30;

export type Principal = { kind: 'user'; id: number } | { kind: 'practitioner'; id: number };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a server-side session: a random 32-byte token goes to the browser in an httpOnly cookie;
 * only its SHA-256 is stored, so a database leak does not leak live sessions.
 */
export async function startSession(db: Db, reply: FastifyReply, principal: Principal, secure: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    userId: principal.kind === 'user' ? principal.id : null,
    practitionerId: principal.kind === 'practitioner' ? principal.id : null,
    expiresAt,
  });
  reply.setCookie(principal.kind === 'user' ? USER_COOKIE : PRACTITIONER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/**
 * Signs in afresh: the session the browser held of this kind (if any) is revoked before a new
 * token is issued, so a token planted in the browser before sign-in never becomes signed in.
 */
export async function startFreshSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
  secure: boolean,
): Promise<void> {
  const old = currentTokenHash(request, principal.kind);
  if (old) {
    await db.delete(authSessions).where(eq(authSessions.tokenHash, old));
    sessionCacheOf(db)?.forget(old);
  }
  await startSession(db, reply, principal, secure);
}

const liveSession = preparedQuery((db) =>
  db
    .select({ userId: authSessions.userId, practitionerId: authSessions.practitionerId, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), gt(authSessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('live_session'),
);

/** Finds the live session behind a cookie, if any. */
export async function readSession(db: Db, request: FastifyRequest, kind: Principal['kind']): Promise<Principal | null> {
  const token = request.cookies[kind === 'user' ? USER_COOKIE : PRACTITIONER_COOKIE];
  if (!token) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  let row = await cache?.lookup(tokenHash);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    const [found] = await liveSession(db).execute({ tokenHash, now: new Date() });
    if (!found) return null;
    row = { userId: found.userId, practitionerId: found.practitionerId, expiresAt: found.expiresAt.getTime() };
    cache?.remember(tokenHash, row, mark);
  }
  if (kind === 'user' && row.userId !== null) return { kind, id: row.userId };
  if (kind === 'practitioner' && row.practitionerId !== null) return { kind, id: row.practitionerId };
  return null;
}

/** Revokes the session on the server and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply, kind: Principal['kind']): Promise<void> {
  const name = kind === 'user' ? USER_COOKIE : PRACTITIONER_COOKIE;
  const token = request.cookies[name];
  if (token) {
    await db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(token)));
    sessionCacheOf(db)?.forget(hashToken(token));
  }
  reply.clearCookie(name, { path: '/' });
}

/** The token hash of the request's own session cookie, if any. */
function currentTokenHash(request: FastifyRequest, kind: Principal['kind']): string | null {
  const token = request.cookies[kind === 'user' ? USER_COOKIE : PRACTITIONER_COOKIE];
  return token ? hashToken(token) : null;
}

function sessionsOf(principal: Principal) {
  return principal.kind === 'user' ? eq(authSessions.userId, principal.id) : eq(authSessions.practitionerId, principal.id);
}

/** Ends every session of the account except the one making this request (after a password change). */
export async function endOtherSessions(db: Db, request: FastifyRequest, principal: Principal): Promise<void> {
  const own = currentTokenHash(request, principal.kind);
  await db.delete(authSessions).where(and(sessionsOf(principal), own ? ne(authSessions.tokenHash, own) : undefined));
  sessionCacheOf(db)?.forgetAccount(principal.kind, principal.id, own ?? undefined);
}

/** Ends every session of the account, this one included ('sign out of all devices'), and clears the cookie. */
export async function endAllSessions(db: Db, reply: FastifyReply, principal: Principal): Promise<void> {
  await db.delete(authSessions).where(sessionsOf(principal));
  sessionCacheOf(db)?.forgetAccount(principal.kind, principal.id);
  reply.clearCookie(principal.kind === 'user' ? USER_COOKIE : PRACTITIONER_COOKIE, { path: '/' });
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, new Date()));
}
