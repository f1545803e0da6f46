/**
 * Scores moisture rules on the development statistics written by dev-moisture.ts: for each
 * candidate statistic, the threshold with the best kappa against the by-eye labels of tongue-seg
 * 001-200 (the TonguExpert development photos' wet share capped at 15 %), then its agreement on
 * the development holdout (tongue-seg 201-240) and its stability through the development cameras.
 *
 *   npx tsx scripts/tongue-head/dev-moisture-rules.ts [statistic ...]
 *
 * DEV_BAND=statistic:threshold also scores that rule with a margin band ('not assessed' between
 * threshold / b and threshold x b, b = 1.25, 1.5, 2); DEV_SWEEP=statistic:t1,t2,... scores the
 * listed thresholds; DEV_HEADROOM=statistic:threshold scores the rule with 'not assessed' where
 * 1.6 x the tongue's 90th-percentile luminance is beyond white (needs the q90lum statistic).
 * DEV_OUT picks the statistics file (default .tmp/dev-moisture.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cohensKappa } from '../tongue-metrics.ts';
// Type only: importing the script itself would run it.
import type { Row } from './dev-moisture.ts';

const { rows } = JSON.parse(readFileSync(path.resolve(process.env.DEV_OUT ?? '.tmp/dev-moisture.json'), 'utf8')) as {
  rows: Row[];
};
const key = (r: Row) => `${r.set}/${r.id}`;
const baseOf = new Map(rows.filter((r) => r.camera < 0).map((r) => [key(r), r]));
const fitRows = rows.filter((r) => r.camera < 0 && r.set === 'tongue-seg' && Number(r.id) <= 200 && r.stats);
const holdRows = rows.filter((r) => r.camera < 0 && r.set === 'tongue-seg' && Number(r.id) > 200);
const teRows = rows.filter((r) => r.camera < 0 && r.set !== 'tongue-seg' && r.stats);
const variants = rows.filter((r) => r.camera >= 0);
const CAP = Number(process.env.DEV_CAP ?? 0.15);

type Rule = (r: Row) => string;

function score(rule: Rule) {
  const value = (r: Row) => (r.stats ? rule(r) : 'refused');
  const kappa = (rs: Row[]) =>
    cohensKappa(
      rs.map((r) => [r.label === 'wet' ? 'wet' : 'not', value(r) === 'wet' ? 'wet' : 'not'] as [string, string]),
      ['wet', 'not'],
    ).kappa;
  const agreement = (rs: Row[]) => rs.filter((r) => value(r) === r.label).length / rs.length;
  const teWet = teRows.filter((r) => value(r) === 'wet').length / teRows.length;
  const teNa = teRows.filter((r) => value(r) === 'not assessed').length / teRows.length;
  let same = 0,
    sameRead = 0,
    read = 0;
  const moves = new Map<string, number>();
  for (const v of variants) {
    const b = baseOf.get(key(v))!;
    const a = value(b),
      s = value(v);
    if (a === s) same++;
    else moves.set(`${a}->${s}`, (moves.get(`${a}->${s}`) ?? 0) + 1);
    if (v.stats && b.stats) {
      read++;
      if (a === s) sameRead++;
    }
  }
  const segStable = variants.filter((v) => v.set === 'tongue-seg');
  const segSame = segStable.filter((v) => value(baseOf.get(key(v))!) === value(v)).length / segStable.length;
  const teStable = variants.filter((v) => v.set !== 'tongue-seg');
  const teSame = teStable.filter((v) => value(baseOf.get(key(v))!) === value(v)).length / teStable.length;
  return {
    fitKappa: kappa(fitRows),
    fitAgree: agreement(fitRows),
    holdKappa: kappa(holdRows.filter((r) => r.stats)),
    holdAgree: agreement(holdRows),
    teWet,
    teNa,
    stable: same / variants.length,
    stableRead: sameRead / Math.max(1, read),
    segSame,
    teSame,
    moves: [...moves.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([m, c]) => `${m} ${c}`)
      .join(', '),
  };
}

const fmt = (s: ReturnType<typeof score>) =>
  `fit k ${s.fitKappa.toFixed(3)} agr ${s.fitAgree.toFixed(3)} | hold k ${s.holdKappa.toFixed(3)} agr ${s.holdAgree.toFixed(3)} | TE wet ${(100 * s.teWet).toFixed(0)} % n/a ${(100 * s.teNa).toFixed(0)} % | stable ${(100 * s.stable).toFixed(1)} % (read ${(100 * s.stableRead).toFixed(1)}; seg ${(100 * s.segSame).toFixed(1)} TE ${(100 * s.teSame).toFixed(1)}) | ${s.moves}`;

const assessable = (r: Row) => r.stats!.assessable === 1;
const current: Rule = (r) =>
  !assessable(r) ? 'not assessed' : r.stats!.film >= 0.003 && r.stats!.glint >= 0.02 ? 'wet' : 'normal';
console.log(`rows: fit ${fitRows.length}, holdout ${holdRows.length}, TE ${teRows.length}, variants ${variants.length}`);
console.log(`current rule (engine's own reading)  ${fmt(score((r) => r.moisture ?? 'refused'))}`);
console.log(`current rule (recomputed)            ${fmt(score(current))}`);

const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.keys(fitRows[0].stats!).filter((k) => !['assessable', 'clipped'].includes(k));
const results: Array<{ name: string; t: number; s: ReturnType<typeof score> }> = [];
for (const name of names) {
  const values = [...new Set(fitRows.map((r) => r.stats![name]).concat(teRows.map((r) => r.stats![name])))].sort((a, b) => a - b);
  let best: { t: number; k: number } | null = null;
  for (const t of values) {
    if (t <= 0) continue;
    const rule: Rule = (r) => (!assessable(r) ? 'not assessed' : (r.stats![name] ?? 0) >= t ? 'wet' : 'normal');
    const teWet = teRows.filter((r) => rule(r) === 'wet').length / teRows.length;
    if (teWet > CAP) continue;
    const k = cohensKappa(
      fitRows.map((r) => [r.label === 'wet' ? 'wet' : 'not', rule(r) === 'wet' ? 'wet' : 'not'] as [string, string]),
      ['wet', 'not'],
    ).kappa;
    if (!best || k > best.k + 1e-9) best = { t, k };
  }
  if (!best) continue;
  const t = best.t;
  results.push({ name, t, s: score((r) => (!assessable(r) ? 'not assessed' : (r.stats![name] ?? 0) >= t ? 'wet' : 'normal')) });
}
results.sort((a, b) => b.s.fitKappa - a.s.fitKappa);
for (const { name, t, s } of results) console.log(`${name.padEnd(14)} >= ${t.toPrecision(3).padEnd(8)} ${fmt(s)}`);

const thresholdRule =
  (name: string, t: number, band = 1): Rule =>
  (r) => {
    if (!assessable(r)) return 'not assessed';
    const v = r.stats![name] ?? 0;
    return v >= t * band ? 'wet' : v < t / band ? 'normal' : 'not assessed';
  };
const parse = (spec: string) => {
  const [name, values] = spec.split(':');
  return { name, values: values.split(',').map(Number) };
};
if (process.env.DEV_BAND) {
  const { name, values } = parse(process.env.DEV_BAND);
  for (const b of [1, 1.25, 1.5, 2])
    console.log(`${name} >= ${values[0]}, band x${b}: ${fmt(score(thresholdRule(name, values[0], b)))}`);
}
if (process.env.DEV_SWEEP) {
  const { name, values } = parse(process.env.DEV_SWEEP);
  for (const t of values) console.log(`${name} >= ${t}: ${fmt(score(thresholdRule(name, t)))}`);
}
if (process.env.DEV_HEADROOM) {
  const { name, values } = parse(process.env.DEV_HEADROOM);
  const plain = thresholdRule(name, values[0]);
  const rule: Rule = (r) => (1.6 * (r.stats!.q90lum + 1e-4) - 1e-4 > 1 ? 'not assessed' : plain(r));
  console.log(`${name} >= ${values[0]}, 'not assessed' without headroom: ${fmt(score(rule))}`);
}
