import type { Database, Db } from '../db/client.ts';

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
 * (migration 0005) makes the database NOTIFY every listening instance at commit, before the
 * answer that ended it reaches anyone. An instance trusts its cache only while its LISTEN
 * connection is live (it empties the cache when it drops), and never caches a row read while a
 * notification arrived. On PostgreSQL, a cache hit waits one turn of the event loop first, so a
 * notification that reached this process together with the request is applied before the
 * request is served.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private live = false;
  /** Counts notifications: a lookup that saw one arrive while it queried does not cache its row. */
  private generation = 0;
  private stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly fence: boolean,
    private readonly maxEntries = 10_000,
  ) {}

  /** Starts listening; until then (and whenever the connection is down) nothing is cached. */
  async attach(database: Database): Promise<void> {
    this.stop = await database.listen(SESSION_END_CHANNEL, {
      message: (tokenHash) => {
        this.generation += 1;
        this.entries.delete(tokenHash);
      },
      state: (live) => {
        this.generation += 1;
        this.entries.clear();
        this.live = live;
      },
    });
  }

  async detach(): Promise<void> {
    this.live = false;
    this.entries.clear();
    await this.stop?.();
  }

  /** A token for `remember`: taken before the session query. */
  mark(): number {
    return this.generation;
  }

  async lookup(tokenHash: string): Promise<CachedSession | undefined> {
    if (!this.live || !this.entries.has(tokenHash)) return undefined;
    if (this.fence) await new Promise<void>((resolve) => setImmediate(resolve));
    const entry = this.entries.get(tokenHash);
    if (!entry || !this.live) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Ends a session in this instance's memory at once (this instance ended it; the others hear it from the database). */
  forget(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  /** Ends every cached session of an account, but `keep`. */
  forgetAccount(kind: 'user' | 'practitioner', id: number, keep?: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) {
      if (hash !== keep && (kind === 'user' ? entry.userId : entry.practitionerId) === id) this.entries.delete(hash);
    }
  }

  remember(tokenHash: string, session: CachedSession, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, session);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of the app that owns this database handle, if it has one. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

/** Gives the app's database handle a session cache, listening once the database is ready. */
export async function attachSessionCache(database: Database): Promise<SessionCache> {
  const cache = new SessionCache(database.kind === 'postgres');
  caches.set(database.db, cache);
  await database.ready;
  await cache.attach(database);
  return cache;
}
