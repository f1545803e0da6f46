import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * The embedded database runs in a thread of its own (decision 0085): node-postgres clients
 * take turns on PGlite's one session without seeing each other's transactions or statements.
 */
describe('the embedded database thread', () => {
  let embedded: EmbeddedDatabase;
  const clients: pg.Client[] = [];

  async function client(): Promise<pg.Client> {
    const c = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => embedded.connect() });
    await c.connect();
    clients.push(c);
    return c;
  }

  beforeAll(async () => {
    embedded = startEmbeddedDatabase({});
    await embedded.opened;
    const c = await client();
    await c.query('CREATE TABLE items (n int PRIMARY KEY)');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await embedded.close();
  });

  it('lets two connections prepare a statement of the same name', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    const query = (c: pg.Client, value: number) =>
      c.query<{ n: number }>({ name: 'plus_one', text: 'SELECT $1::int + 1 AS n', values: [value] });
    expect((await query(a, 1)).rows).toEqual([{ n: 2 }]);
    expect((await query(b, 10)).rows).toEqual([{ n: 11 }]);
    expect((await query(a, 2)).rows).toEqual([{ n: 3 }]);
  });

  it('runs another connection only after a transaction ends, and shows it what was committed', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    await a.query('BEGIN');
    await a.query('INSERT INTO items VALUES (1)');
    let bDone = false;
    const read = b.query<{ count: number }>('SELECT count(*)::int AS count FROM items').then((r) => {
      bDone = true;
      return r.rows[0].count;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bDone).toBe(false);
    await a.query('INSERT INTO items VALUES (2)');
    await a.query('COMMIT');
    expect(await read).toBe(2);
  });

  it('rolls back the transaction of a connection that goes away, and serves the others after it', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    await a.query('BEGIN');
    await a.query('INSERT INTO items VALUES (100)');
    const read = b.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE n = 100');
    await a.end();
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('answers an SQL error to its connection alone', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    await expect(a.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    expect((await b.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect((await a.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('fails the connections, instead of hanging them, once it is closed', async () => {
    const other = startEmbeddedDatabase({});
    await other.opened;
    const c = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => other.connect() });
    await c.connect();
    c.on('error', () => undefined);
    await other.close();
    await expect(c.query('SELECT 1')).rejects.toThrow();
    const late = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => other.connect() });
    await expect(late.connect()).rejects.toThrow();
  });
});

describe('the app on the embedded database', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers HTTP while a long query runs in the database', async () => {
    let queryDone = false;
    const slow = t.db.database.db
      .execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS g(n) WHERE g.n % 7 = 0`)
      .then(() => {
        queryDone = true;
      });
    // Wait until the query is under way in the database thread, then ask the server something.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(queryDone).toBe(false);
    await slow;
    const me = await fetch(`${url}/api/auth/me`);
    expect(me.status).toBe(401);
  });
});
