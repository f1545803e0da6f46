import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresSubscription } from '../../src/server/db/client.ts';
import { postgresAdminUrl, postgresAvailable } from '../support/databases.ts';

/**
 * The read barrier of the caches (decision 0112): once `sync()` resolves, every notification
 * committed before it was called has reached the listener, however late PostgreSQL hands it over.
 * The listening backend is kept busy with a slow query, so it cannot send the notification until
 * that query ends: without the barrier, the caller would be answered ~400 ms before hearing it.
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
    const busy = listening.query('SELECT pg_sleep(0.4)');
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    } finally {
      listening.query = query;
    }
  });

  it('refuses when it is not listening, so a cache treats the lookup as a miss', async () => {
    const closed = new PostgresSubscription(postgresAdminUrl, channel, { message: () => undefined, state: () => undefined });
    await expect(closed.sync()).rejects.toThrow('not listening');
  });
});
