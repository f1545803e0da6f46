import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresSubscription } from '../../src/server/db/client.ts';
import { postgresAdminUrl, postgresAvailable } from '../support/databases.ts';

/**
 * The read barrier of the caches (decision 0112): once `sync()` resolves, every notification
 * committed before it was called has reached the listener, however late PostgreSQL hands it over.
 * The listening backend is kept busy with a slow query, so it cannot send the notification until
 * that query ends: without the barrier, the caller would be answered long before hearing it.
 */
describe.skipIf(!postgresAvailable)('the read barrier of a LISTEN on PostgreSQL', () => {
  const channel = `mtc_barrier_${process.pid}`;
  const heard: string[] = [];
  let subscription: PostgresSubscription;
  let writer: pg.Client;
  beforeAll(async () => {
    subscription = new PostgresSubscription(postgresAdminUrl, channel, {
      message: (payload) => heard.push(payload),
      state: () => undefined,
    });
    await subscription.start();
    writer = new pg.Client({ connectionString: postgresAdminUrl });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await subscription?.close();
  });

  it('hears a notification committed before it was asked, even when PostgreSQL delivers it late', async () => {
    // The listening connection's backend is busy: notifications wait until its query ends.
    const listening = (subscription as unknown as { client: pg.Client }).client;
    const busy = listening.query('SELECT pg_sleep(1)');
    // Once the sleep runs (seen from another connection), the notification has to wait for it.
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await writer.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(1)' AND state = 'active'",
      );
      if (rows[0]!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await writer.query(`NOTIFY ${channel}, 'changed'`);
    expect(heard).toEqual([]);
    await subscription.sync();
    expect(heard).toEqual(['changed']);
    await busy;
  });

  it('shares one round trip between the callers that arrive before it is sent', async () => {
    const queries: string[] = [];
    const listening = (subscription as unknown as { client: pg.Client }).client;
    const query = listening.query.bind(listening);
    listening.query = ((text: string) => {
      queries.push(text);
      return query(text);
    }) as typeof listening.query;
    try {
      await Promise.all([subscription.sync(), subscription.sync(), subscription.sync()]);
      expect(queries).toEqual(['SELECT 1']);
      // A caller arriving once a barrier is sent waits for a barrier of its own.
      const first = subscription.sync();
      while (queries.length < 2) await new Promise((resolve) => setImmediate(resolve));
      const second = subscription.sync();
      await Promise.all([first, second]);
      expect(queries).toEqual(['SELECT 1', 'SELECT 1', 'SELECT 1']);
    } finally {
      listening.query = query;
    }
  });

  it('gives up on a listening connection that does not answer, then listens again', async () => {
    const listening = (subscription as unknown as { client: pg.Client }).client;
    const stuck = listening.query('SELECT pg_sleep(5)').catch(() => 'ended');
    const started = Date.now();
    await expect(subscription.sync()).rejects.toThrow('did not answer');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await stuck).toBe('ended');
    // A new connection replaces it within seconds, and the barrier works again.
    for (let tries = 0; tries < 50; tries++) {
      if (
        await subscription.sync().then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect(subscription.sync()).resolves.toBeUndefined();
  });

  it('refuses when it is not listening, so a cache treats the lookup as a miss', async () => {
    const closed = new PostgresSubscription(postgresAdminUrl, channel, { message: () => undefined, state: () => undefined });
    await expect(closed.sync()).rejects.toThrow('not listening');
  });
});
