import type { Database, Db } from '../db/client.ts';
import { attachCache, NotifiedCache } from '../db/notified-cache.ts';

/** The live session behind a token hash, as the database had it. */
export interface CachedSession {
  userId: number | null;
  practitionerId: number | null;
  /** ms since the epoch */
  expiresAt: number;
}

/** NOTIFY channel of migration 0005: the database names every auth_sessions row that ends. */
export const SESSION_END_CHANNEL = 'mtc_session_end';

/**
 * Signed-in sessions kept in memory, so a request costs no session query (issue 14). Revocation
 * still holds at once on every instance: whatever ends a session deletes its row, and a trigger
 * (migration 0005) makes the database tell every listening instance (`NotifiedCache`).
 */
export class SessionCache extends NotifiedCache<string, CachedSession> {
  constructor(fence: boolean, maxEntries = 10_000) {
    super(SESSION_END_CHANNEL, (tokenHash) => tokenHash, fence, maxEntries);
  }

  override async lookup(tokenHash: string): Promise<CachedSession | undefined> {
    const entry = await super.lookup(tokenHash);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Ends every cached session of an account, but `keep`. */
  forgetAccount(kind: 'user' | 'practitioner', id: number, keep?: string): void {
    this.forgetWhere((hash, entry) => hash !== keep && (kind === 'user' ? entry.userId : entry.practitionerId) === id);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of the app that owns this database handle, if it has one. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

/** Gives the app's database handle a session cache, listening once the database is ready. */
export function attachSessionCache(database: Database): Promise<SessionCache> {
  return attachCache(database, caches, new SessionCache(database.kind === 'postgres'));
}
