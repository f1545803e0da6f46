/**
 * `npm run bench:load`: BENCH_CONSUMERS (200) signed-in consumers in a closed loop for
 * BENCH_SECONDS (60), on the embedded database and on a throw-away PostgreSQL database. Each
 * consumer, again and again, reads its progress, sends a check-in questionnaire and reads its
 * recommendations (GET /api/progress/latest/{id}, POST /api/health-questionnaire,
 * GET /api/recommendations/user/{id}), starting the next call when the last one answered.
 * Prints req/s, p50/p99 and errors. BENCH_ONLY=embedded|postgres runs one; BENCH_PROFILE=1 writes
 * the app's CPU profile to .tmp/profiles.
 */
import path from 'node:path';
import { checkInAnswers, createConsumer, type Consumer } from './bench/fixtures.ts';
import {
  createPostgresDatabase,
  loadNote,
  printTable,
  quantile,
  root,
  round1,
  startApp,
  type RunningServer,
  type ThrowAwayDatabase,
} from './bench/support.ts';

const consumers = Number(process.env.BENCH_CONSUMERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const only = process.env.BENCH_ONLY;

async function closedLoop(app: RunningServer, people: Consumer[]) {
  const latencies: number[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  const call = async (method: string, path: string, cookie: string, body?: unknown) => {
    const started = performance.now();
    try {
      const res = await fetch(app.url + path, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
      if (res.status >= 400) {
        errors += 1;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    people.map(async (p) => {
      while (performance.now() < until) {
        await call('GET', `/api/progress/latest/${p.id}`, p.cookie);
        await call('POST', '/api/health-questionnaire', p.cookie, checkInAnswers(p.id));
        await call('GET', `/api/recommendations/user/${p.id}`, p.cookie);
      }
    }),
  );
  return { latencies, errors, statuses };
}

/** Registration is rate limited per address (300 per 15 minutes), so the consumers sign up in small batches. */
async function createConsumers(app: RunningServer): Promise<Consumer[]> {
  const people: Consumer[] = [];
  while (people.length < consumers) {
    const batch = Math.min(10, consumers - people.length);
    people.push(...(await Promise.all(Array.from({ length: batch }, () => createConsumer(app.url)))));
  }
  return people;
}

const rows: (string | number)[][] = [];
let database: ThrowAwayDatabase | undefined;
console.log(`bench:load: ${consumers} consumers in a closed loop for ${seconds} s; before: ${loadNote()}`);
for (const kind of ['embedded', 'postgres'] as const) {
  if (only && only !== kind) continue;
  if (kind === 'postgres') database = await createPostgresDatabase('mtc_load');
  // BENCH_PROFILE=1 writes the app's CPU profile to .tmp/profiles, as bench:api does.
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.tmp/profiles')}`] : [];
  const app = await startApp({ name: kind, databaseUrl: database?.url, nodeArgs });
  try {
    const people = await createConsumers(app);
    const { latencies, errors, statuses } = await closedLoop(app, people);
    rows.push([
      kind,
      latencies.length,
      Math.round(latencies.length / seconds),
      round1(quantile(latencies, 0.5)),
      round1(quantile(latencies, 0.99)),
      errors,
      [...statuses].map(([s, n]) => `${s}:${n}`).join(' ') || '-',
    ]);
  } finally {
    await app.stop();
  }
}
await database?.drop();
printTable(['database', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'error statuses'], rows);
console.log(`after: ${loadNote()}`);
