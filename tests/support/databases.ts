import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/** The machine's PostgreSQL, for the second leg of every integration suite. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** Drops whatever the test created (a throwaway PostgreSQL database). */
  dispose(): Promise<void>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the PostgreSQL leg runs. Locally an unreachable server skips it with a note;
 * under CI=true it must run, so an unreachable server fails the suite loudly.
 */
export const postgresAvailable: boolean = await (async () => {
  if (await postgresReachable()) return true;
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL at ${postgresAdminUrl} is unreachable; under CI=true the PostgreSQL tests must run.`);
  }
  console.warn(`NOTE: PostgreSQL at ${postgresAdminUrl} is unreachable; the PostgreSQL leg is skipped.`);
  return false;
})();

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the given kind. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, dispose: () => database.close() };
  }
  const name = `mtc_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The drivers every integration suite runs against: [name, kind] pairs for describe.each. */
export const DRIVERS: ['pglite' | 'postgres', boolean][] = [
  ['pglite', true],
  ['postgres', postgresAvailable],
];
