import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** The database or an open transaction: what a repository function can run its queries on. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a NOTIFY channel tells its listener. */
export interface NotificationListener {
  /** One notification's payload. */
  message(payload: string): void;
  /**
   * Whether notifications arrive from now on. false: the connection dropped and notifications
   * may be missed until the next true (after which anything older is unknown).
   */
  state(live: boolean): void;
}

/** A LISTEN in progress. */
export interface Subscription {
  /**
   * Resolves once every notification committed before the call has reached the listener (one
   * round trip on the listening connection, shared by the callers that arrive before it is sent);
   * rejects when that connection is down.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves once the database is open and every committed migration is applied. */
  ready: Promise<void>;
  /** Whether `ready` has resolved. */
  isReady(): boolean;
  /** Listens to a PostgreSQL NOTIFY channel (a dedicated connection on PostgreSQL). */
  listen(channel: string, listener: NotificationListener): Promise<Subscription>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this build carries (drizzle's journal). */
export function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Whether the database answers and has every migration of this build applied (GET /readyz). */
export async function databaseReady(database: Database): Promise<boolean> {
  if (!database.isReady()) return false;
  const result = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0) >= committedMigrations();
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined means in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** Connections to the embedded database's thread (default 4): they take turns on its one session. */
  embeddedConnections?: number;
}

const EMBEDDED_CONNECTIONS = 4;

/** Opens the database and applies the committed migrations before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = connectDatabase(options);
  try {
    await database.ready;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/**
 * Starts opening the database and applying migrations, without waiting: the server can listen
 * (and answer /healthz) meanwhile, and waits for `ready` before it serves the API.
 */
export function connectDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.poolSize ?? 10)
    : connectPglite(options.pgliteDir, options.embeddedConnections ?? EMBEDDED_CONNECTIONS);
}

function readiness(opening: Promise<void>): Pick<Database, 'ready' | 'isReady'> {
  let done = false;
  const ready = opening.then(() => {
    done = true;
  });
  // The caller awaits `ready`; this keeps an early failure from being reported as unhandled too.
  ready.catch(() => undefined);
  return { ready, isReady: () => done };
}

function connectPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can die under us (server restart, failover, a test dropping its
  // database): pg reports it on the pool, and without a listener that would end the process.
  // The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<{ close(): Promise<void> }>();
  return {
    db,
    kind: 'postgres',
    ...readiness(migratePg(db, { migrationsFolder })),
    async listen(channel, listener) {
      const subscription = new PostgresSubscription(url, channel, listener);
      listeners.add(subscription);
      await subscription.start();
      return {
        sync: () => subscription.sync(),
        async stop() {
          listeners.delete(subscription);
          await subscription.close();
        },
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/** How long a read barrier may wait for the listening connection before it counts as down. */
const SYNC_TIMEOUT_MS = 2_000;

/** LISTEN on a connection of its own, reconnecting when it drops, telling the listener when it is (not) live. */
export class PostgresSubscription {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly listener: NotificationListener,
  ) {}

  async start(): Promise<void> {
    // Keep-alive: a connection that silently went away (a failover, a NAT) is noticed and replaced.
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.message(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listener.state(false);
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.start().catch(() => lost()), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    this.listener.state(true);
  }

  /** The next barrier, while it is not yet sent: callers arriving now share it. */
  private nextSync: Promise<void> | undefined;
  /** The barrier last sent: the next one is sent once it is answered (one query at a time). */
  private lastSent: Promise<unknown> = Promise.resolve();

  /**
   * A read barrier. PostgreSQL signals a listening backend when a NOTIFY commits, before the
   * writer's client hears of the commit, and the backend sends what it was signalled before
   * answering its next query; so once a query sent on the listening connection after the caller
   * arrived is answered, every notification committed before the caller arrived has been handed to
   * the listener (node-postgres reads the socket in order). Without it, a notification can reach
   * this instance after the client's next request (decision 0112).
   */
  sync(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('not listening'));
    this.nextSync ??= new Promise<void>((resolve, reject) => {
      const previous = this.lastSent;
      setImmediate(() => {
        void previous.then(() => {
          // Sent now: whoever arrives from here on waits for the next one.
          this.nextSync = undefined;
          let timer: NodeJS.Timeout | undefined;
          const answered = new Promise<void>((done, fail) => {
            // A listening connection that stopped answering must not hold every request: the
            // barrier fails (a cache miss) and the connection is replaced.
            timer = setTimeout(() => {
              fail(new Error('the listening connection did not answer'));
              void client.end().catch(() => undefined);
            }, SYNC_TIMEOUT_MS);
            client.query('SELECT 1').then(() => done(), fail);
          }).finally(() => clearTimeout(timer));
          this.lastSent = answered.catch(() => undefined);
          answered.then(resolve, reject);
        });
      });
    });
    return this.nextSync;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

/**
 * The embedded database (decision 0085): PGlite in a worker thread of its own, so its queries
 * never block the server's event loop, reached through node-postgres like PostgreSQL. A
 * transaction holds one pooled connection, and the worker gives that connection PGlite's one
 * session until the transaction ends. Notifications arrive on whichever connection ran the
 * statement that committed them (one backend), so every pooled client forwards them.
 */
function connectPglite(dir: string | undefined, max: number): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  const embedded = startEmbeddedDatabase({ dataDir: dir });
  const pool = new pg.Pool({
    // PGlite's own user and database; the startup packet does not switch them.
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    stream: () => embedded.connect(),
    max,
    // Connections cost nothing to keep and their prepared statements stay parsed.
    idleTimeoutMillis: 0,
  });
  pool.on('error', (error) => {
    console.warn(`embedded database connection lost while idle: ${error.message}`);
  });
  const channels = new Map<string, { listening: Promise<unknown>; listeners: Set<NotificationListener> }>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const listener of channels.get(message.channel)?.listeners ?? []) listener.message(message.payload ?? '');
    });
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'pglite',
    ...readiness(embedded.opened.then(() => migratePg(db, { migrationsFolder }))),
    async listen(channel, listener) {
      let entry = channels.get(channel);
      if (!entry) {
        entry = { listening: pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`), listeners: new Set() };
        channels.set(channel, entry);
      }
      entry.listeners.add(listener);
      await entry.listening;
      listener.state(true);
      return {
        // One process writes, and a notification comes in the committing statement's own answer.
        sync: async () => undefined,
        async stop() {
          entry.listeners.delete(listener);
          if (entry.listeners.size > 0 || channels.get(channel) !== entry) return;
          channels.delete(channel);
          await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        },
      };
    },
    async close() {
      await pool.end().catch(() => undefined);
      await embedded.close();
    },
  };
}
