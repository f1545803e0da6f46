import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ImageStore } from '../../src/server/storage/image-store.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, DRIVERS } from '../support/databases.ts';

const TOKEN = 'metrics-token-of-this-test';

describe('operations: health, readiness, metrics, request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready once the database answers with every migration applied', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers /healthz but not the API while start-up is not done', async () => {
    const db = await createTestDatabase('pglite');
    let finish!: () => void;
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
      database: db.database,
      ready: new Promise<void>((resolve) => (finish = resolve)),
      logger: false,
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    const waiting = app.inject({ url: '/api/auth/demo-accounts' });
    finish();
    expect((await waiting).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await app.close();
    await db.dispose();
  });

  it('refuses /metrics without the token and serves Prometheus text with it', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    await t.app.inject({ url: '/api/auth/demo-accounts' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket{');
    expect(res.body).toContain('route="/api/auth/demo-accounts"');
    expect(res.body).toContain('mtc_analysis_queue_depth{queue="jobs"} 0');
    expect(res.body).toContain('mtc_analysis_duration_seconds');
    // the process's own metrics, collected once per process and shown with every app's
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('has no /metrics route when no token is configured', async () => {
    const other = await createTestApp('pglite');
    expect((await other.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await other.close();
  });

  it('names every answer with a request id, keeping a plain one the caller sent', async () => {
    const own = await t.app.inject({ url: '/api/nothing-here' });
    expect(own.statusCode).toBe(404);
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-123' } });
    expect(given.headers['x-request-id']).toBe('proxy-123');
    const hostile = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\nfake log line' } });
    expect(hostile.headers['x-request-id']).not.toContain('fake');
  });
});

describe.each(DRIVERS)('photo bytes in PostgreSQL (%s)', (kind, available) => {
  it.skipIf(!available)('stores, reads and deletes bytes; a shared photo stays until its last row goes', async () => {
    const db = await createTestDatabase(kind);
    try {
      const store = new ImageStore(db.database.db, '.tmp/unused', undefined, 'postgres');
      const bytes = Buffer.from('\xff\xd8 not really a jpeg, but bytes', 'latin1');
      const first = await store.saveJpeg(bytes, 1, 1, 'a'.repeat(64), {});
      const second = await store.saveJpeg(bytes, 1, 1, 'a'.repeat(64), {});
      expect((await store.readBytes(second)).equals(bytes)).toBe(true);
      await store.deleteRows(db.database.db, [first]);
      await store.removeUnreferencedFiles([first]);
      expect((await store.readBytes(second)).equals(bytes)).toBe(true);
      await store.deleteRows(db.database.db, [second]);
      await store.removeUnreferencedFiles([second]);
      await expect(store.readBytes(second)).rejects.toThrow(/missing/);
      expect(await store.present([first, second])).toEqual([]);
    } finally {
      await db.dispose();
    }
  });
});
