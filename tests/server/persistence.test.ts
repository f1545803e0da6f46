import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDemoAccounts } from '../../src/server/services/accounts.ts';
import { sessionCookie } from '../support/app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-persist-'));

async function start() {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await seedDemoAccounts(database.db);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), database, logger: false });
  return {
    app,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

describe('the embedded database', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts and sessions across a stop and a start, and seeds the demo accounts once', async () => {
    const first = await start();
    const reg = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'persisted', email: 'persisted@example.com', password: 'stay-here-1', firstName: 'Pat' },
    });
    expect(reg.statusCode).toBe(201);
    const cookie = sessionCookie(reg);
    await first.stop();

    const second = await start();
    const me = await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'persisted', firstName: 'Pat' });
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'persisted', password: 'stay-here-1' },
    });
    expect(login.statusCode).toBe(200);
    const demo = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(demo.json()).toMatchObject({ id: 1, firstName: 'Demo' });
    await second.stop();
  });
});
