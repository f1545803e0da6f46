import { describe, expect, it } from 'vitest';
import type { DemoAccountsResponse } from '../../src/contract/constants.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { prepareDemoAccounts, registerUser, seedDemoAccounts } from '../../src/server/services/accounts.ts';
import { sessionCookie } from '../support/app.ts';
import { createTestDatabase, postgresAvailable } from '../support/databases.ts';

/** Issue 10 §4: the public demo logins exist only where a demo is wanted, and the login page is told which. */
const embedded = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
const onPostgres = (env: Record<string, string> = {}) => embedded({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/x', ...env });

async function withApp<T>(
  database: Database,
  config: ReturnType<typeof loadConfig>,
  fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const app = await buildApp({ config, database, logger: false });
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

async function demoBox(database: Database, config: ReturnType<typeof loadConfig>): Promise<string[]> {
  return withApp(database, config, async (app) => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/1234|password/i);
    return res.json<DemoAccountsResponse>().usernames;
  });
}

async function demoLogin(database: Database, config: ReturnType<typeof loadConfig>): Promise<number> {
  return withApp(
    database,
    config,
    async (app) =>
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } }))
        .statusCode,
  );
}

describe('demo accounts', () => {
  it('are created on a new embedded database, and the login page is told they exist', async () => {
    const t = await createTestDatabase('pglite');
    try {
      expect(await prepareDemoAccounts(t.database.db, embedded())).toEqual(['demo', 'test']);
      expect(await demoBox(t.database, embedded())).toEqual(['demo', 'test']);
      expect(await demoLogin(t.database, embedded())).toBe(200);
      // A later start keeps them and creates nothing new.
      expect(await prepareDemoAccounts(t.database.db, embedded())).toEqual(['demo', 'test']);
    } finally {
      await t.dispose();
    }
  });

  it('are not created on an embedded database that already holds accounts, and are locked with DEMO_ACCOUNTS=0', async () => {
    const used = await createTestDatabase('pglite');
    const off = await createTestDatabase('pglite');
    try {
      await registerUser(used.database.db, {
        username: 'ana',
        password: 'ana-password',
        email: 'ana@example.com',
        firstName: 'Ana',
      });
      expect(await prepareDemoAccounts(used.database.db, embedded())).toEqual([]);
      await seedDemoAccounts(off.database.db);
      expect(await prepareDemoAccounts(off.database.db, embedded({ DEMO_ACCOUNTS: '0' }))).toEqual([]);
      expect(await demoBox(off.database, embedded({ DEMO_ACCOUNTS: '0' }))).toEqual([]);
      expect(await demoLogin(off.database, embedded({ DEMO_ACCOUNTS: '0' }))).toBe(401);
    } finally {
      await used.dispose();
      await off.dispose();
    }
  });

  it('cannot be taken over or removed by the people who share them', async () => {
    const t = await createTestDatabase('pglite');
    try {
      await prepareDemoAccounts(t.database.db, embedded());
      await withApp(t.database, embedded(), async (app) => {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'demo', password: 'demo1234' },
        });
        const cookie = sessionCookie(login);
        const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ id: number }>();
        const change = await app.inject({
          method: 'PUT',
          url: '/api/auth/password',
          headers: { cookie },
          payload: { currentPassword: 'demo1234', newPassword: 'mine-now-123' },
        });
        expect(change.statusCode).toBe(403);
        expect(change.json<{ message: string }>().message).toMatch(/demo accounts are shared/);
        const gone = await app.inject({
          method: 'DELETE',
          url: `/api/users/${me.id}`,
          headers: { cookie },
          payload: { confirm: 'DELETE' },
        });
        expect(gone.statusCode).toBe(403);
        expect((await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie } })).statusCode).toBe(403);
      });
      expect(await demoLogin(t.database, embedded())).toBe(200);
    } finally {
      await t.dispose();
    }
  });

  it.runIf(postgresAvailable)(
    'are never created on DATABASE_URL unless DEMO_ACCOUNTS=1, and ones left by an upgrade are locked',
    async () => {
      const t = await createTestDatabase('postgres');
      try {
        expect(await prepareDemoAccounts(t.database.db, onPostgres())).toEqual([]);
        expect(await demoBox(t.database, onPostgres())).toEqual([]);
        expect(await prepareDemoAccounts(t.database.db, onPostgres({ DEMO_ACCOUNTS: '1' }))).toEqual(['demo', 'test']);
        expect(await demoBox(t.database, onPostgres({ DEMO_ACCOUNTS: '1' }))).toEqual(['demo', 'test']);
        expect(await demoLogin(t.database, onPostgres({ DEMO_ACCOUNTS: '1' }))).toBe(200);
        // The next start without DEMO_ACCOUNTS=1 (like an upgrade from a version that always seeded them) locks them.
        expect(await prepareDemoAccounts(t.database.db, onPostgres())).toEqual([]);
        expect(await demoLogin(t.database, onPostgres())).toBe(401);
        expect(await demoBox(t.database, onPostgres())).toEqual([]);
      } finally {
        await t.dispose();
      }
    },
  );
});
