import type { Database, Db, Subscription } from './client.ts';

/**
 * Rows kept in memory and dropped when the database says they changed (issue 14). A trigger
 * makes the database NOTIFY every listening instance at commit, whatever changed the row, before
 * the answer that changed it reaches anyone. An instance trusts its cache only while its LISTEN
 * connection is live (it empties the cache when it drops), and never caches a row read while a
 * notification arrived. With `fence` (PostgreSQL, where notifications come over a socket of their
 * own), a hit first waits for the subscription's read barrier, so every notification committed
 * before the request arrived is applied before it is served; a barrier that fails is a miss.
 */
export class NotifiedCache<K, V> {
  protected readonly entries = new Map<K, V>();
  private live = false;
  /** Counts changes heard: a read that saw one arrive while it queried does not cache its row. */
  private generation = 0;
  private subscription: Subscription | undefined;

  constructor(
    private readonly channel: string,
    /** The cache key a notification's payload names. */
    private readonly keyOf: (payload: string) => K,
    private readonly fence: boolean,
    private readonly maxEntries = 10_000,
  ) {}

  /** Starts listening; until then (and whenever the connection is down) nothing is cached. */
  async attach(database: Database): Promise<void> {
    this.subscription = await database.listen(this.channel, {
      message: (payload) => this.forget(this.keyOf(payload)),
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
    await this.subscription?.stop();
  }

  /** A token for `remember`: taken before the query whose row is to be cached. */
  mark(): number {
    return this.generation;
  }

  /** The cached row, or undefined (also when the cache cannot be trusted now). */
  async lookup(key: K): Promise<V | undefined> {
    if (!this.live || !this.entries.has(key)) return undefined;
    if (this.fence) {
      const synced = await this.subscription?.sync().then(
        () => true,
        () => false,
      );
      if (!synced) return undefined;
    }
    return this.live ? this.entries.get(key) : undefined;
  }

  /** Drops a row at once (this instance changed it; the others hear it from the database). */
  forget(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Drops every row the test picks. */
  protected forgetWhere(test: (key: K, value: V) => boolean): void {
    this.generation += 1;
    for (const [key, value] of this.entries) if (test(key, value)) this.entries.delete(key);
  }

  remember(key: K, value: V, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

/** Registers the cache for the app's database handle, then starts it once the database is ready. */
export async function attachCache<K, V, C extends NotifiedCache<K, V>>(
  database: Database,
  registry: WeakMap<Db, C>,
  cache: C,
): Promise<C> {
  registry.set(database.db, cache);
  await database.ready;
  await cache.attach(database);
  return cache;
}
