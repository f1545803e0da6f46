/**
 * `npm run bench:search`: one practitioner's roster of BENCH_PATIENTS (100,000) patients on a
 * throw-away PostgreSQL database, created in bulk through the service layer, then the HTTP calls
 * timed one after another: searches by name and by complaint, and the first page of the plain
 * list (BENCH_REQUESTS each, default 200). Prints p50/p95 and the plans PostgreSQL chose.
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createPatientsInBulk } from '../src/server/services/practitioner/patients.ts';
import { createPractitioner, patientInput } from './bench/fixtures.ts';
import {
  createPostgresDatabase,
  loadNote,
  median,
  printTable,
  quantile,
  round1,
  startApp,
  type RunningServer,
} from './bench/support.ts';

const count = Number(process.env.BENCH_PATIENTS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);

const database = await createPostgresDatabase('mtc_search');
let app: RunningServer | undefined;
try {
  console.log(`bench:search: ${count} patients, ${requests} requests per kind; before: ${loadNote()}`);
  app = await startApp({ name: 'postgres', databaseUrl: database.url });
  const practitioner = await createPractitioner(app.url);
  const direct = await openDatabase({ databaseUrl: database.url });
  const seeded = performance.now();
  await createPatientsInBulk(
    direct.db,
    practitioner.id,
    Array.from({ length: count }, (_, n) => patientInput(n)),
  );
  await direct.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('ANALYZE patients');
  console.log(`created ${count} patients in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const base = `/api/practitioners/${practitioner.id}/patients`;
  const kinds: { name: string; url: (i: number) => string }[] = [
    { name: 'first page, plain list', url: () => base },
    { name: 'first page, active only', url: () => `${base}?status=active` },
    {
      name: 'search by last name (1 match)',
      url: (i) => `${base}?search=${encodeURIComponent(patientInput((i * 7919) % count).lastName)}`,
    },
    { name: 'search by first name (10%)', url: (i) => `${base}?search=${['wei', 'ana', 'john', 'chen', 'yuki'][i % 5]}` },
    { name: 'search by complaint (12%)', url: (i) => `${base}?search=${['insomnia', 'headache', 'fatigue', 'eczema'][i % 4]}` },
    { name: 'search by two words', url: (i) => `${base}?search=${['low back', 'hot flush', 'digestive up'][i % 3]}` },
    { name: 'page 100 by offset', url: () => `${base}?offset=5000&limit=50` },
  ];
  const rows: (string | number)[][] = [];
  let next: string | null = null;
  for (const kind of kinds) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const res = await fetch(app.url + kind.url(i), { headers: { cookie: practitioner.cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${kind.url(i)}: ${res.status}`);
      total = res.headers.get('x-total-count') ?? '';
      next = res.headers.get('x-next-cursor') ?? next;
    }
    rows.push([kind.name, total, round1(median(times)), round1(quantile(times, 0.95))]);
  }
  if (next) {
    // The page after the first by keyset (x-next-cursor), as the app's "next page" asks it.
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const res = await fetch(`${app.url}${base}?after=${next}`, { headers: { cookie: practitioner.cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    rows.push(['second page by cursor', '', round1(median(times)), round1(quantile(times, 0.95))]);
  }
  printTable(['request', 'x-total-count', 'p50 ms', 'p95 ms'], rows);

  // What PostgreSQL does for the two queries of a search page and of the plain list.
  const { rows: ids } = await client.query<{ id: number }>('SELECT id FROM practitioners LIMIT 1');
  const pid = ids[0].id;
  for (const [label, query] of [
    [
      'plain list, first page',
      `SELECT * FROM patients WHERE practitioner_id = ${pid} ORDER BY created_at DESC, id DESC LIMIT 51`,
    ],
    [
      'search page',
      `SELECT * FROM patients WHERE practitioner_id = ${pid} AND search_text LIKE '%insomnia%' ORDER BY created_at DESC, id DESC LIMIT 51`,
    ],
    [
      'search count (capped)',
      `SELECT count(*) FROM (SELECT 1 FROM patients WHERE practitioner_id = ${pid} AND search_text LIKE '%insomnia%' LIMIT 1000) capped`,
    ],
  ]) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query}`);
    console.log(`\n${label}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
  await client.end();
  console.log(`\nafter: ${loadNote()}`);
} finally {
  await app?.stop();
  await database.drop();
}
