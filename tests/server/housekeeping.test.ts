import { describe, expect, it } from 'vitest';
import { hit, purgeStaleCounters } from '../../src/server/auth/rate-limit.ts';
import { purgeExpiredSessions } from '../../src/server/auth/sessions.ts';
import { authSessions, rateLimits } from '../../src/server/db/schema.ts';
import { registerUser } from '../../src/server/services/accounts.ts';
import { createTestDatabase, DRIVERS } from '../support/databases.ts';

/** The database keeps no more than the Privacy Policy says: expired sessions and stale counters go. */
describe.each(DRIVERS)('housekeeping on %s', (kind, available) => {
  it.runIf(available)('deletes expired sessions and counters whose window ended long ago, and nothing else', async () => {
    const t = await createTestDatabase(kind);
    try {
      const db = t.database.db;
      const { account: user } = await registerUser(db, {
        username: 'kim',
        password: 'kim-password',
        email: 'kim@example.com',
        firstName: 'Kim',
      });
      await db.insert(authSessions).values([
        { tokenHash: 'expired', userId: user.id, expiresAt: new Date(Date.now() - 1000) },
        { tokenHash: 'live', userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
      ]);
      await hit(db, 'fresh', 900);
      await db.insert(rateLimits).values({ key: 'stale', count: 3, windowStart: new Date(Date.now() - 2 * 3_600_000) });
      await purgeExpiredSessions(db);
      await purgeStaleCounters(db, 3600);
      expect((await db.select({ h: authSessions.tokenHash }).from(authSessions)).map((r) => r.h)).toEqual(['live']);
      expect((await db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k)).toEqual(['fresh']);
    } finally {
      await t.dispose();
    }
  });
});
