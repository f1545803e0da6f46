/**
 * Development study: how far the simulated cameras move each head feature, against how far the
 * feature differs between photos, per camera, on the feature cache's fitting photos (the
 * development holdout left out). Prints, per feature, the spread between photos as taken, the
 * root-mean-square change under the cached camera variations, their ratio, and the correlation
 * with the body colour label (pale 0, normal 1, darker 2); then the same for candidate colour
 * measurements computed from the cached medians of the tongue and the face reference.
 *
 *   npx tsx scripts/tongue-head/dev-feature-spread.ts   (after feature-cache.ts)
 */
import { HEAD_FEATURES } from '../../src/engine/tongue/model/head-features.ts';
import { correlation } from '../tongue-metrics.ts';
import { isHoldout } from './datasets.ts';
import type { FeatureRow } from './feature-cache.ts';
import { loadFeatureRows } from './feature-rows.ts';
import { targetsOf } from './targets.ts';

const encode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(Math.max(v, 0), 1 / 2.4) - 0.055);
/** Chroma in encoded sRGB, where the simulated cameras' saturation step scales it. */
function chroma(c: readonly number[]): { luma: number; vector: number[] } {
  const e = c.map(encode);
  const luma = 0.299 * e[0] + 0.587 * e[1] + 0.114 * e[2];
  return { luma, vector: e.map((x) => x - luma) };
}
const CANDIDATES: Record<string, (r: FeatureRow) => number> = {
  'tongue/face chroma': (r) =>
    Math.log(Math.hypot(...chroma(r.tongue).vector) / Math.max(1e-4, Math.hypot(...chroma(r.reference).vector))),
  'tongue/face chroma per luma': (r) => {
    const t = chroma(r.tongue),
      f = chroma(r.reference);
    return Math.log(Math.hypot(...t.vector) / t.luma / Math.max(1e-4, Math.hypot(...f.vector) / f.luma));
  },
  'tongue/face luma': (r) => Math.log(chroma(r.tongue).luma / chroma(r.reference).luma),
};

const groups = new Map<string, FeatureRow[]>();
for (const r of loadFeatureRows()) {
  if (r.item.split !== 'fit' || isHoldout(r.item)) continue;
  const key = `${r.item.set}/${r.item.id}`;
  groups.set(key, [...(groups.get(key) ?? []), r]);
}
const measures: Array<[string, (r: FeatureRow) => number]> = [
  ...HEAD_FEATURES.map((name, i) => [name, (r: FeatureRow) => r.values[i]] as [string, (r: FeatureRow) => number]),
  ...Object.entries(CANDIDATES),
];
for (const camera of ['tongue-seg', 'TonguExpert'] as const) {
  console.log(`\n${camera}: feature, spread between photos, RMS change under cameras, ratio, correlation with body colour`);
  const photos = [...groups.values()].filter((g) => (g[0].item.set === 'tongue-seg') === (camera === 'tongue-seg'));
  for (const [name, value] of measures) {
    const asTaken = photos.map((g) => g.find((r) => r.copy === 0)).filter((r): r is FeatureRow => r !== undefined);
    const values = asTaken.map(value);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const between = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    let squares = 0,
      n = 0;
    for (const g of photos) {
      const base = g.find((r) => r.copy === 0);
      if (!base) continue;
      for (const r of g) if (r.copy > 0) [squares, n] = [squares + (value(r) - value(base)) ** 2, n + 1];
    }
    const within = Math.sqrt(squares / Math.max(1, n));
    const labelled = asTaken.map((r) => ({ r, t: targetsOf(r.item) })).filter(({ t }) => t.body >= 0 && t.bodyIsReference);
    const r = correlation(
      labelled.map(({ r: row }) => value(row)),
      labelled.map(({ t }) => t.body),
    );
    console.log(
      `  ${name.padEnd(28)} ${between.toFixed(3)}  ${within.toFixed(3)}  ${(within / between).toFixed(2)}  ${r.toFixed(2)}`,
    );
  }
}
