import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../support/server-process.ts';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as `npm start` runs it, on the embedded database in a data folder (decision 0085):
 * PGlite works in its own thread, so the server answers while it creates the database; what was
 * answered as saved survives the process being killed; SIGTERM closes the database and exits.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-embedded-'));

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The slowest /healthz answer between the first one and /readyz answering. */
  slowestHealth: number;
}

async function start(): Promise<Instance> {
  // Without DATABASE_URL: the embedded database, whatever the test run was given; as `npm start`
  // runs it (demo logins on a new database, info log lines).
  const { url, child, output } = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    DEMO_ACCOUNTS: undefined,
    LOG_LEVEL: 'info',
  });
  const deadline = Date.now() + 240_000;
  let slowestHealth = 0;
  let listening = false;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const asked = performance.now();
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && listening) slowestHealth = Math.max(slowestHealth, performance.now() - asked);
    listening ||= healthy;
    if (listening) {
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return { url, child, output, slowestHealth };
    }
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function post(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server on its embedded database', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers while it creates the database, keeps a saved account when killed, and exits cleanly on SIGTERM', async () => {
    const first = await start();
    children.push(first.child);
    // In-process PGlite held the event loop for the whole initdb (seconds): /healthz waited with it.
    expect(first.slowestHealth).toBeLessThan(2000);
    // A new embedded database gets the public demo logins, and the log says so (issue 10 §4).
    await expect.poll(first.output).toContain('Public demo logins exist on the embedded database: demo, test');

    const account = { username: 'kept', email: 'kept@example.com', password: 'kept-after-kill-1', firstName: 'Kim' };
    const registered = await post(`${first.url}/api/auth/register`, account);
    expect(registered.status).toBe(201);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await start();
    children.push(second.child);
    const login = await post(`${second.url}/api/auth/login`, { username: 'kept', password: account.password });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ username: 'kept', firstName: 'Kim' });
    const bad = await post(`${second.url}/api/auth/login`, { username: 'kept', password: 42 });
    expect(bad.status).toBe(400);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 600_000);
});
