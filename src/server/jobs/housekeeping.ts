import type { FastifyBaseLogger } from 'fastify';
import { purgeStaleCounters } from '../auth/rate-limit.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { purgeExpiredTokens } from '../auth/one-time-tokens.ts';
import { purgeExpiredFlows } from '../auth/oidc/flows.ts';
import { purgeOldSecurityEvents } from '../auth/security-events.ts';

const EVERY_MS = 60 * 60 * 1000;
/** Counters are 15-minute windows; an hour later nobody needs them, and they hold addresses. */
const COUNTER_RETENTION_S = 60 * 60;

/**
 * Hourly (and once at start): expired sessions, stale rate-limit counters, mailed links and codes
 * past their time, unfinished provider sign-ins and security-list lines past their retention are
 * deleted, so the database keeps no more than the Privacy Policy says. Any instance may do it; it is idempotent.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await purgeExpiredSessions(db);
      await purgeStaleCounters(db, COUNTER_RETENTION_S);
      await purgeExpiredTokens(db);
      await purgeExpiredFlows(db);
      await purgeOldSecurityEvents(db);
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; retrying in an hour');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
