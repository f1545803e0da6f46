/**
 * Development: the head's colour figures pooled over HEAD_FOLDS folds of the fitting photos
 * (fit-head.ts with HEAD_FOLD=k/n; the reporting split is never read). Every environment
 * variable of fit-head.ts passes through, so two variants are compared by running this twice.
 *
 *   HEAD_FOLDS=4 npx tsx scripts/tongue-head/cross-validate.ts   (about 2 min per fold)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cohensKappa } from '../tongue-metrics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const folds = Number(process.env.HEAD_FOLDS ?? 4);
const pairs: Record<string, Array<[number, number]>> = {};
const same: Record<string, number> = { body: 0, coat: 0, n: 0 };
for (let k = 0; k < folds; k++) {
  const run = spawnSync('npx', ['tsx', path.join(here, 'fit-head.ts')], {
    env: { ...process.env, HEAD_FOLD: `${k}/${folds}`, HEAD_HOLDOUT: '' },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith('FOLD '));
  if (run.status !== 0 || !line) throw new Error(`fold ${k} failed:\n${(run.stderr ?? String(run.error)).slice(-2000)}`);
  const fold = JSON.parse(line.slice(5)) as { pairs: typeof pairs; same: typeof same };
  for (const [key, list] of Object.entries(fold.pairs)) (pairs[key] ??= []).push(...list);
  for (const key of Object.keys(same)) same[key] += fold.same[key];
  console.log(`fold ${k + 1}/${folds}: ${figure(fold.pairs, 'seg.body')}; ${figure(fold.pairs, 'expert.body')}`);
}
function figure(from: typeof pairs, key: string): string {
  const k = cohensKappa(
    (from[key] ?? []).map(([a, b]) => [String(a), String(b)]),
    ['0', '1', '2'],
  );
  return `${key} n ${k.n} agree ${k.accuracy.toFixed(3)} kappa ${k.kappa.toFixed(3)}`;
}
console.log(['seg.body', 'expert.body', 'expert.coat', 'seg.coat'].map((key) => figure(pairs, key)).join('; '));
for (const key of ['expert.body', 'expert.coat'])
  if (new Set((pairs[key] ?? []).map(([, decision]) => decision)).size < 2)
    console.log(`WARNING: every held-out ${key} decision is the same: the fit learned nothing for it`);
console.log(
  `stability over ${same.n} camera variations: body ${((100 * same.body) / same.n).toFixed(1)} %, coating colour ${((100 * same.coat) / same.n).toFixed(1)} %`,
);
