import { describe, expect, it } from 'vitest';
import type { DemoAccountsResponse } from '../../src/contract/constants.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { prepareDemoAccounts, registerUser } from '../../src/server/services/accounts.ts';
import { createTestDatabase, postgresAvailable } from '../support/databases.ts';

/** Issue 10 §4: the public demo logins exist only where a demo is wanted, and the login page is told which. */
async function demoBox(database: Awaited<ReturnType<typeof createTestDatabase>>['database']): Promise<string[]> {
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/1234|password/i);
    return res.json<DemoAccountsResponse>().usernames;
  } finally {
    await app.close();
  }
}

describe('demo accounts', () => {
  it('are created on a new embedded database, and the login page is told they exist', async () => {
    const t = await createTestDatabase('pglite');
    try {
      expect(await prepareDemoAccounts(t.database.db, 'auto', true)).toEqual(['demo', 'test']);
      expect(await demoBox(t.database)).toEqual(['demo', 'test']);
      // A later start keeps them and creates nothing new.
      expect(await prepareDemoAccounts(t.database.db, 'auto', true)).toEqual(['demo', 'test']);
    } finally {
      await t.dispose();
    }
  });

  it('are not created on an embedded database that already holds accounts, nor with DEMO_ACCOUNTS=0', async () => {
    const used = await createTestDatabase('pglite');
    const off = await createTestDatabase('pglite');
    try {
      await registerUser(used.database.db, {
        username: 'ana',
        password: 'ana-password',
        email: 'ana@example.com',
        firstName: 'Ana',
      });
      expect(await prepareDemoAccounts(used.database.db, 'auto', true)).toEqual([]);
      expect(await prepareDemoAccounts(off.database.db, 'off', true)).toEqual([]);
      expect(await demoBox(off.database)).toEqual([]);
    } finally {
      await used.dispose();
      await off.dispose();
    }
  });

  it.runIf(postgresAvailable)('are never created on DATABASE_URL unless DEMO_ACCOUNTS=1 asks for them', async () => {
    const t = await createTestDatabase('postgres');
    try {
      expect(await prepareDemoAccounts(t.database.db, 'auto', false)).toEqual([]);
      expect(await demoBox(t.database)).toEqual([]);
      expect(await prepareDemoAccounts(t.database.db, 'on', false)).toEqual(['demo', 'test']);
      expect(await demoBox(t.database)).toEqual(['demo', 'test']);
    } finally {
      await t.dispose();
    }
  });
});
