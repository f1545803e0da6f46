import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/auth/rate-limit.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';

const limits = { failuresPerAccount: 3, failuresPerAddress: 6, requestsPerAddress: 40 };
const login = (t: TestApp, username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

describe.each(DRIVERS)('sign-in throttling on %s', (kind, available) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(kind, { rateLimits: limits });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)('locks an account after repeated failures with a clear 429, even with the right password', async () => {
    for (let i = 0; i < limits.failuresPerAccount; i++) expect((await login(t, 'test', 'wrong-password')).statusCode).toBe(401);
    const blocked = await login(t, 'test', 'test1234');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
  });

  it.runIf(available)('never throttles many successful sign-ins', async () => {
    for (let i = 0; i < 12; i++) expect((await login(t, 'demo', 'demo1234', '198.51.100.1')).statusCode).toBe(200);
  });

  it.runIf(available)('throttles one address guessing across many accounts', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < limits.failuresPerAddress; i++) await login(t, `ghost${i}`, 'whatever1', ip);
    expect((await login(t, 'demo', 'demo1234', ip)).statusCode).toBe(429);
    // Another address is unaffected.
    expect((await login(t, 'demo', 'demo1234', '192.0.2.100')).statusCode).toBe(200);
  });

  it.runIf(available)(
    'counts registrations refused for a taken username like wrong passwords, so usernames cannot be probed freely',
    async () => {
      const ip = '192.0.2.150';
      const register = (username: string, email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username, email, password: 'long-password-1', firstName: 'Pat' },
          remoteAddress: ip,
        });
      const first = await register('probe-owner', 'taken@example.org');
      expect(first.statusCode, first.body).toBe(201);
      for (let i = 0; i < limits.failuresPerAddress; i++)
        expect((await register('probe-owner', `probe${i}@example.org`)).statusCode).toBe(409);
      // The address has used up its failures: a fresh registration and a right password both wait.
      const blocked = await register('probe-new', 'fresh@example.org');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
      expect((await login(t, 'demo', 'demo1234', ip)).statusCode).toBe(429);
      // Another address registers as usual.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'probe-new', email: 'fresh@example.org', password: 'long-password-1', firstName: 'Pat' },
        remoteAddress: '192.0.2.151',
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    },
  );

  it.runIf(available)('throttles practitioner sign-in failures the same way', async () => {
    const p = await registerPractitioner(t.app);
    for (let i = 0; i < limits.failuresPerAccount; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/practitioners/login',
        payload: { username: p.username, password: 'bad-password' },
        remoteAddress: '203.0.113.50',
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/practitioners/login',
      payload: { username: p.username, password: p.password },
      remoteAddress: '203.0.113.51',
    });
    expect(res.statusCode).toBe(429);
  });

  it.runIf(available)('keeps the counters in the database, so a second app instance sees them', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.db.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits },
      logger: false,
    });
    const res = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'test', password: 'test1234' },
      remoteAddress: '203.0.113.200',
    });
    expect(res.statusCode).toBe(429);
    await second.close();
  });

  it.runIf(available)('caps all sign-in requests from one address generously', async () => {
    const ip = '100.64.0.1';
    let last = 0;
    for (let i = 0; i <= limits.requestsPerAddress; i++) last = (await login(t, 'demo', 'demo1234', ip)).statusCode;
    expect(last).toBe(429);
  });
});
