import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/server/auth/rate-limit.ts';
import { seedDemoAccounts } from '../../src/server/services/accounts.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** A full app on a fresh database of the given kind, with the demo accounts seeded. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  options: { rateLimits?: Partial<RateLimits>; env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  await seedDemoAccounts(db.database.db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...options.env }),
    database: db.database,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    // A built web app to serve (a folder the test writes), instead of the project's dist/client.
    clientDir: options.clientDir,
    logger: false,
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('response set no cookie');
  return first.split(';')[0];
}

export async function loginDemo(app: FastifyInstance, username = 'demo', password = `${username}1234`): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A consumer signed in (a seeded demo account: username, password `${username}1234`), with their id. */
export interface ConsumerSession {
  id: number;
  cookie: string;
}

export async function loginConsumer(app: FastifyInstance, username: string): Promise<ConsumerSession> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: `${username}1234` } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ id: number }>().id, cookie: sessionCookie(res) };
}

/** A request as `who` (or with no session), with a JSON body when one is given. */
export function injectAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: { cookie: string } | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

let counter = 0;

/** Registers a new consumer with unique credentials (no check-in yet); answers their id and session. */
export async function registerConsumer(app: FastifyInstance): Promise<ConsumerSession> {
  counter += 1;
  const name = `ana${Date.now().toString(36)}${counter}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: name, password: 'consumer-test-1', email: `${name}@example.com`, firstName: 'Ana' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ id: number }>().id, cookie: sessionCookie(res) };
}

/** Registers a practitioner with unique credentials; returns its id and session cookie. */
export async function registerPractitioner(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const payload = {
    firstName: 'Mei',
    lastName: 'Lin',
    email: `mei${suffix}@clinic.example`,
    username: `mei${suffix}`,
    password: 'acupuncture1',
    licenseNumber: `LAC-${suffix}`,
    licenseState: 'CA',
    specializations: ['Pain Management'],
    yearsExperience: 12,
    clinicName: 'Harmony Clinic',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/practitioners/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    id: (res.json() as { id: number }).id,
    cookie: sessionCookie(res),
    username: payload.username,
    password: payload.password,
  };
}

/** True when no key anywhere in the JSON looks like a password or a hash. */
export function hasNoSecrets(body: string): boolean {
  return !/"password"|"passwordHash"|\$argon2/i.test(body);
}
