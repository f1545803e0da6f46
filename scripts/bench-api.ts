/**
 * `npm run bench:api`: the API beside a bare node:http server, in one run.
 *
 * Starts the app on the embedded database and on a throw-away PostgreSQL database
 * (TEST_DATABASE_URL's server), and a bare node:http server answering a small JSON; then drives
 * them in turns with autocannon (50 connections) on GET /api/users/{id} (with a session),
 * GET /api/progress/latest/{id} and a practitioner's 50-patient list, for several rounds.
 * Prints req/s, p50, p99 and the ratio to the bare server measured in the same round.
 *
 * Settings: BENCH_ROUNDS (3), BENCH_SECONDS (5 per run), BENCH_CONNECTIONS (50),
 * BENCH_SERVER=tsx (run the sources through tsx instead of the build), BENCH_PROFILE=1
 * (write a CPU profile of each app to .tmp/profiles), BENCH_ONLY=embedded|postgres.
 */
import path from 'node:path';
import { createConsumer, createPatients, createPractitioner } from './bench/fixtures.ts';
import {
  appCommand,
  createPostgresDatabase,
  load,
  loadNote,
  median,
  printTable,
  root,
  round1,
  round2,
  startApp,
  startBareServer,
  type LoadResult,
  type RunningServer,
  type ThrowAwayDatabase,
} from './bench/support.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY;
const profileDir = path.join(root, '.tmp/profiles');

interface Route {
  name: string;
  path: string;
  cookie: string;
}

interface Target {
  db: 'embedded' | 'postgres';
  app: RunningServer;
  routes: Route[];
}

async function prepare(db: Target['db'], app: RunningServer): Promise<Target> {
  const consumer = await createConsumer(app.url);
  const practitioner = await createPractitioner(app.url);
  await createPatients(app.url, practitioner, 50);
  return {
    db,
    app,
    routes: [
      { name: 'users/{id}', path: `/api/users/${consumer.id}`, cookie: consumer.cookie },
      { name: 'progress/latest/{id}', path: `/api/progress/latest/${consumer.id}`, cookie: consumer.cookie },
      { name: '50-patient list', path: `/api/practitioners/${practitioner.id}/patients`, cookie: practitioner.cookie },
    ],
  };
}

const started: RunningServer[] = [];
let database: ThrowAwayDatabase | undefined;

async function main(): Promise<void> {
  console.log(`bench:api: ${rounds} rounds of ${seconds} s per run, ${connections} connections; app: ${appCommand().label}`);
  console.log(`before: ${loadNote()}`);
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const bare = await startBareServer();
  started.push(bare);
  const targets: Target[] = [];
  if (only !== 'postgres') {
    const app = await startApp({ name: 'embedded', nodeArgs });
    started.push(app);
    targets.push(await prepare('embedded', app));
  }
  if (only !== 'embedded') {
    database = await createPostgresDatabase();
    const app = await startApp({ name: 'postgres', databaseUrl: database.url, nodeArgs });
    started.push(app);
    targets.push(await prepare('postgres', app));
  }

  // Warm-up: JIT, connection pools, the database's caches.
  for (const t of targets)
    for (const r of t.routes) await load(t.app.url + r.path, { seconds: 2, connections, headers: { cookie: r.cookie } });
  await load(`${bare.url}/`, { seconds: 2, connections });

  const samples = new Map<string, { results: LoadResult[]; ratios: number[] }>();
  const record = (key: string, result: LoadResult, ratio: number) => {
    const entry = samples.get(key) ?? { results: [], ratios: [] };
    entry.results.push(result);
    entry.ratios.push(ratio);
    samples.set(key, entry);
  };
  const perRound: (string | number)[][] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const bareResult = await load(`${bare.url}/`, { seconds, connections });
    record('bare', bareResult, 1);
    perRound.push([
      round,
      'bare node:http',
      '/',
      Math.round(bareResult.requestsPerSecond),
      bareResult.p50,
      bareResult.p99,
      '1.00',
    ]);
    for (const t of targets) {
      for (const r of t.routes) {
        const result = await load(t.app.url + r.path, { seconds, connections, headers: { cookie: r.cookie } });
        if (result.non2xx > 0 || result.errors > 0) {
          console.warn(`  ${t.db} ${r.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        }
        const ratio = result.requestsPerSecond / bareResult.requestsPerSecond;
        record(`${t.db}|${r.name}`, result, ratio);
        perRound.push([round, t.db, r.name, Math.round(result.requestsPerSecond), result.p50, result.p99, round2(ratio)]);
      }
    }
  }
  console.log('\nEvery run:');
  printTable(['round', 'server', 'route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to bare'], perRound);

  console.log(`\nMedians over ${rounds} rounds (ratio: app req/s / bare req/s of the same round):`);
  const rows: (string | number)[][] = [];
  for (const [key, entry] of samples) {
    const [db, route = '/'] = key.split('|');
    rows.push([
      db === 'bare' ? 'bare node:http' : db,
      route,
      Math.round(median(entry.results.map((r) => r.requestsPerSecond))),
      round1(median(entry.results.map((r) => r.p50))),
      round1(median(entry.results.map((r) => r.p99))),
      round2(median(entry.ratios)),
    ]);
  }
  printTable(['server', 'route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to bare'], rows);
  console.log(`\nafter: ${loadNote()}`);
}

try {
  await main();
} finally {
  for (const s of started.reverse()) await s.stop();
  await database?.drop();
  if (process.env.BENCH_PROFILE) console.log(`CPU profiles in ${profileDir}`);
}
