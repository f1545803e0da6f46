import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasNoSecrets, loginDemo, registerPractitioner, sessionCookie, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';

describe.each(DRIVERS)('accounts and sessions on %s', (kind, available) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)('signs in a demo consumer and shows who is signed in, without any secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'demo', firstName: 'Demo' });
    expect(hasNoSecrets(res.body)).toBe(true);
    const cookie = sessionCookie(res);
    expect(res.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(res.headers['set-cookie']).toMatch(/SameSite=Lax/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'demo' });
    expect(hasNoSecrets(me.body)).toBe(true);
  });

  it.runIf(available)('refuses a wrong password with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username or password' });
  });

  it.runIf(available)('names each missing login field with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { errors: { field: string; message: string }[] }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
  });

  it.runIf(available)('answers 401 for /me without a session and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const cookie = await loginDemo(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The old cookie is revoked on the server, not only cleared in the browser.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it.runIf(available)(
    'a consumer who signs up in Spanish or Chinese has a profile in that language; English otherwise',
    async () => {
      const signUp = async (name: string, acceptLanguage?: string) => {
        const payload = {
          username: `${name}${kind}`,
          email: `${name}.${kind}@example.com`,
          password: 'longenough',
          firstName: 'Lu',
        };
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload,
          ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ language: string }>().language;
      };
      expect(await signUp('lucia', 'es')).toBe('spanish');
      expect(await signUp('lihua', 'zh-CN,zh;q=0.9')).toBe('chinese');
      expect(await signUp('lewis', 'fr-FR,de;q=0.8')).toBe('english');
      expect(await signUp('lena')).toBe('english');
    },
  );

  it.runIf(available)(
    'registers a consumer, signs them in, refuses a taken username, and answers a taken email as any other',
    async () => {
      const payload = { username: `sam${kind}`, email: `sam.${kind}@example.com`, password: 'longenough', firstName: 'Sam' };
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: payload.username, firstName: 'Sam', onboardingCompleted: false });
      expect(hasNoSecrets(res.body)).toBe(true);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
      expect(me.json()).toMatchObject({ username: payload.username });

      const sameName = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...payload, email: 'other@example.com', username: payload.username.toUpperCase() },
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({ message: 'That username is already taken' });
      const sameEmail = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...payload, username: `other${kind}` },
      });
      // Saying the address is taken would tell who has an account (issue 16, decision 0109).
      expect(sameEmail.statusCode).toBe(201);
      expect(sameEmail.json()).toMatchObject({ username: `other${kind}`, email: payload.email });
      expect(hasNoSecrets(sameEmail.body)).toBe(true);
    },
  );

  it.runIf(available)('lets a consumer read only their own record', async () => {
    const cookie = await loginDemo(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json() as { id: number };
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(hasNoSecrets(own.body)).toBe(true);
    const otherCookie = await loginDemo(t.app, 'test');
    const other = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherCookie } })).json() as {
      id: number;
    };
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${me.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: { cookie } })).statusCode).toBe(400);
  });

  it.runIf(available)('registers a practitioner with every spec field and signs them in', async () => {
    const p = await registerPractitioner(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: p.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: p.id,
      firstName: 'Mei',
      accountType: 'trial',
      subscriptionStatus: 'active',
      specializations: ['Pain Management'],
      yearsExperience: 12,
    });
    expect(hasNoSecrets(me.body)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/practitioners/login',
      payload: { username: p.username, password: p.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: p.id, licenseNumber: expect.stringMatching(/^LAC-/) });
    expect(hasNoSecrets(login.body)).toBe(true);
  });

  it.runIf(available)('validates practitioner registration with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/practitioners/register',
      payload: {
        firstName: '',
        lastName: '',
        email: 'not-an-email',
        username: 'ab',
        password: 'short',
        licenseNumber: '',
        yearsExperience: 51,
      },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json() as { errors: { field: string; message: string }[] }).errors;
    expect(messages).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Valid email is required' },
        { field: 'username', message: 'Username must be at least 3 characters' },
        { field: 'password', message: 'Password must be at least 8 characters' },
        { field: 'licenseNumber', message: 'License number is required' },
      ]),
    );
    expect(messages).toContainEqual({
      field: 'yearsExperience',
      message: 'Years of experience must be a whole number from 0 to 50',
    });
  });

  it.runIf(available)('refuses a duplicate practitioner username or email with 409', async () => {
    const p = await registerPractitioner(t.app);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/practitioners/register',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'fresh@example.com',
        username: p.username,
        password: 'password1',
        licenseNumber: 'X1',
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'That username is already taken' });
  });

  it.runIf(available)('keeps consumer and practitioner sessions apart and revokes on practitioner logout', async () => {
    const p = await registerPractitioner(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: p.cookie } })).statusCode).toBe(401);
    const consumer = await loginDemo(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: consumer } })).statusCode).toBe(
      401,
    );
    await t.app.inject({ method: 'POST', url: '/api/practitioners/logout', headers: { cookie: p.cookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: p.cookie } })).statusCode).toBe(
      401,
    );
  });

  it.runIf(available)('refuses NUL characters in text with a 400 instead of a database error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'de\u0000mo', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(400);
  });
});
