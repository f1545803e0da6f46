/**
 * What the benches share: start the app the way production runs it (or from sources with
 * BENCH_SERVER=tsx), a throw-away PostgreSQL database, a bare node:http server to compare with,
 * and autocannon runs summarised as req/s, p50 and p99.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../tests/support/server-process.ts';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The machine's PostgreSQL: the benches create and drop their own database in it. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export function loadNote(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, dropped by drop(). */
export async function createPostgresDatabase(prefix = 'mtc_bench'): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface RunningServer {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup?.();
  };
}

/** How the app is started: the production build (`npm start` without the build check) or the sources through tsx. */
export function appCommand(): { command: string; args: string[]; label: string } {
  const built = path.join(root, 'dist/server/main.mjs');
  if (process.env.BENCH_SERVER !== 'tsx' && existsSync(built)) {
    return { command: process.execPath, args: [built], label: 'node dist/server/main.mjs' };
  }
  return {
    command: process.execPath,
    // One process (the tsx command would run the server in a child, out of reach of --cpu-prof).
    args: ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    label: 'node --import tsx src/server/main.ts',
  };
}

export interface AppOptions {
  name: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Extra node arguments (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

/** The app in a child process on a free port, with a fresh DATA_DIR (and its own database when databaseUrl is given). */
export async function startApp(options: AppOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-bench-'));
  const { command, args } = appCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DEMO_ACCOUNTS: '0',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(command, [...(options.nodeArgs ?? []), ...args], {
    cwd: root,
    env,
    // Production logs go somewhere: the bench keeps their cost but not their lines.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 120_000);
  return {
    name: options.name,
    url,
    child,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A bare node:http server answering a small JSON: the ceiling the app is compared with. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  const source = `require('node:http').createServer((req, res) => {
    const body = JSON.stringify({ id: 1, username: 'demo', firstName: 'Demo', language: 'english' });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, 10_000);
  return { name: 'bare node:http', url, child, stop: stopper(child) };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run against one URL. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    headers: options.headers ?? {},
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value at quantile q (0-1) of a list of samples, nearest rank. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Prints rows as an aligned Markdown table (pastes straight into docs/performance.md). */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}

/** JSON request helper for setting up bench data over HTTP; throws on an unexpected status. */
export async function api<T>(
  base: string,
  method: string,
  urlPath: string,
  body?: unknown,
  cookie?: string,
): Promise<{ body: T; cookie: string | undefined; headers: Headers }> {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : null) as T, cookie: setCookie, headers: res.headers };
}

export const round1 = (n: number) => (Math.round(n * 10) / 10).toString();
export const round2 = (n: number) => n.toFixed(2);
