/**
 * `npm run bench:start`: how long `npm start` takes until /healthz and /readyz answer, for
 * (1) a fresh clone (no dist/, new data folder: both builds run), (2) nothing changed since the
 * last build on an existing data folder, and (3) nothing changed on a new data folder (a new
 * embedded database). BENCH_ROUNDS (3) runs of each; case 1 is skipped with BENCH_NO_BUILD=1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, loadNote, median, printTable, root, round2 } from './bench/support.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function until(url: string, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Runs `node scripts/start.mjs` (what `npm start` runs) and times /healthz and /readyz. */
async function startOnce(dataDir: string): Promise<{ healthz: number; readyz: number }> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 180_000;
    const healthz = (await until(`http://127.0.0.1:${port}/healthz`, deadline)) - started;
    const readyz = (await until(`http://127.0.0.1:${port}/readyz`, deadline)) - started;
    return { healthz, readyz };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const cases: { name: string; prepare: () => string }[] = [];
const existing = mkdtempSync(path.join(tmpdir(), 'mtc-start-'));
if (!process.env.BENCH_NO_BUILD) {
  cases.push({
    name: 'fresh clone: no dist/, new data folder',
    prepare: () => {
      rmSync(path.join(root, 'dist'), { recursive: true, force: true });
      return mkdtempSync(path.join(tmpdir(), 'mtc-start-'));
    },
  });
}
cases.push({ name: 'nothing changed, existing data folder', prepare: () => existing });
cases.push({ name: 'nothing changed, new data folder', prepare: () => mkdtempSync(path.join(tmpdir(), 'mtc-start-')) });

console.log(`bench:start: ${rounds} rounds; ${loadNote()}`);
// The existing data folder and the build exist before the timed runs of the cases that need them.
await startOnce(existing);
const rows: (string | number)[][] = [];
for (const c of cases) {
  const samples: { healthz: number; readyz: number }[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const dir = c.prepare();
    samples.push(await startOnce(dir));
    if (dir !== existing) rmSync(dir, { recursive: true, force: true });
  }
  rows.push([
    c.name,
    samples.map((s) => round2(s.healthz / 1000)).join(', '),
    round2(median(samples.map((s) => s.healthz)) / 1000),
    round2(median(samples.map((s) => s.readyz)) / 1000),
  ]);
}
rmSync(existing, { recursive: true, force: true });
printTable(['case', '/healthz each run (s)', 'median /healthz (s)', 'median /readyz (s)'], rows);
console.log(`after: ${loadNote()}`);
