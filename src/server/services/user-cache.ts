import type { User } from '../../contract/auth.ts';
import type { Database, Db, DbExecutor } from '../db/client.ts';
import { attachCache, NotifiedCache } from '../db/notified-cache.ts';

/** NOTIFY channel of migration 0015: the database names every users row that changes or goes. */
export const USER_CHANGE_CHANNEL = 'mtc_user_changed';

/**
 * Consumers' public records kept in memory, so `GET /api/users/{id}` and `/api/auth/me` cost no
 * query (issue 14, decisions 0110 and 0112). The instance that writes a users row drops it at once
 * (`userChanged`), and migration 0015's trigger tells every listener; on PostgreSQL a hit first
 * waits for the subscription's read barrier, so a change committed through another instance
 * before the request arrived is always heard first.
 */
export class UserCache extends NotifiedCache<number, User> {
  constructor(fence: boolean) {
    super(USER_CHANGE_CHANNEL, Number, fence);
  }
}

const caches = new WeakMap<Db, UserCache>();

/**
 * Drops a consumer's cached record on this instance at once, after this instance wrote the row.
 * (Inside a transaction the handle has no cache: the trigger's notification at commit does it.)
 */
export function userChanged(db: DbExecutor, id: number): void {
  // A transaction's handle is not a key: `get` answers undefined for it.
  caches.get(db as Db)?.forget(id);
}

/** Gives the app's database handle a user cache, listening once the database is ready. */
export async function attachUserCache(database: Database): Promise<UserCache> {
  return attachCache(database, caches, new UserCache(database.kind === 'postgres'));
}

/** Reads through the cache: a hit costs no query; a miss reads the row and keeps it. */
export async function cachedUser(db: Db, id: number, read: () => Promise<User | null>): Promise<User | null> {
  const cache = caches.get(db);
  const hit = await cache?.lookup(id);
  if (hit) return hit;
  const mark = cache?.mark() ?? 0;
  const user = await read();
  // Every caller shares the cached object: frozen, so a change made by mistake fails loudly.
  if (user) cache?.remember(id, Object.freeze(user), mark);
  return user;
}
