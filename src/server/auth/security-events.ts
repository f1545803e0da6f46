import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SECURITY_EVENTS_SHOWN, type SecurityEvent, type SecurityEventName, type SignInMethod } from '../../contract/sign-in.ts';
import type { Db, DbExecutor } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';
import type { Principal } from './sessions.ts';

/** Addresses in the security list are personal data: they are kept this long (Privacy Policy). */
export const SECURITY_EVENT_RETENTION_DAYS = 90;
const USER_AGENT_MAX = 200;

const ownerColumn = (principal: Principal) =>
  principal.kind === 'user' ? eq(securityEvents.userId, principal.id) : eq(securityEvents.practitionerId, principal.id);

/** Adds a line to the account's security list: what happened, by which method, from where. */
export async function recordSecurityEvent(
  db: DbExecutor,
  principal: Principal,
  event: SecurityEventName,
  method: SignInMethod | null,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): Promise<void> {
  const agent = request.headers['user-agent'];
  await db.insert(securityEvents).values({
    userId: principal.kind === 'user' ? principal.id : null,
    practitionerId: principal.kind === 'practitioner' ? principal.id : null,
    event,
    method,
    ipAddress: request.ip || null,
    // Only the first characters, and only well-formed text (PostgreSQL refuses NUL).
    userAgent: typeof agent === 'string' ? agent.replace(/[^\x20-\x7e]/g, '').slice(0, USER_AGENT_MAX) || null : null,
  });
}

/** The most recent lines of the account's security list, newest first. */
export async function listSecurityEvents(db: Db, principal: Principal): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(ownerColumn(principal))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((r) => ({
    event: r.event as SecurityEventName,
    method: r.method,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Housekeeping: lines older than the retention period. */
export async function purgeOldSecurityEvents(db: Db): Promise<void> {
  await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, new Date(Date.now() - SECURITY_EVENT_RETENTION_DAYS * 86_400_000)));
}
