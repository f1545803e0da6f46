import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { readSession, type Principal } from './sessions.ts';

/** The session behind one request, read at most once per kind (hooks and handlers share it). */
const principals = new WeakMap<FastifyRequest, Map<Principal['kind'], Principal | null>>();

async function principalOf(db: Db, request: FastifyRequest, kind: Principal['kind']): Promise<Principal | null> {
  let known = principals.get(request);
  if (!known) principals.set(request, (known = new Map<Principal['kind'], Principal | null>()));
  if (!known.has(kind)) known.set(kind, await readSession(db, request, kind));
  return known.get(kind) ?? null;
}

/** The signed-in consumer's id, or 401. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<number> {
  const principal = await principalOf(db, request, 'user');
  if (!principal) throw unauthorized();
  return principal.id;
}

/** The signed-in practitioner's id, or 401. */
export async function requirePractitioner(db: Db, request: FastifyRequest): Promise<number> {
  const principal = await principalOf(db, request, 'practitioner');
  if (!principal) throw unauthorized('Please log in as a practitioner first.');
  return principal.id;
}

/** A route naming a userId: 401 without a consumer session, 403 for someone else's id. */
export async function requireSelf(db: Db, request: FastifyRequest, userId: number): Promise<number> {
  const id = await requireUser(db, request);
  if (id !== userId) throw forbidden();
  return id;
}

/** A route naming a practitionerId: 401 without a practitioner session, 403 for another practitioner. */
export async function requireSamePractitioner(db: Db, request: FastifyRequest, practitionerId: number): Promise<number> {
  const id = await requirePractitioner(db, request);
  if (id !== practitionerId) throw forbidden();
  return id;
}

/** A preValidation hook: 401 without a session of this kind, before any body is validated. */
export function signedIn(db: Db, kind: Principal['kind']) {
  return async (request: FastifyRequest): Promise<void> => {
    await (kind === 'user' ? requireUser(db, request) : requirePractitioner(db, request));
  };
}
