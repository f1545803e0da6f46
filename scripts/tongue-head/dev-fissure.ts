/**
 * Development study (issue 18, cracks on tongue-seg): does a column-profile dip along the
 * tongue's midline, the commonest 'clear fissure line', separate the by-eye crack labels where
 * the head's crack features do not (dev-cracks.ts: AUC 0.49-0.62)? Reads the cached crops of the
 * development photos only (tongue-seg 001-240; TonguExpert fitting ids with manual fissure labels
 * as positives and predicted 'no fissure' as negatives); never a reporting photo.
 *
 *   npx tsx scripts/tongue-head/dev-fissure.ts
 */
import { measureMidlineFissure } from '../../src/engine/tongue/texture/measure-midline-fissure.ts';
import { loadCrops, type CachedCrop } from './crop-cache.ts';

const SIZE = 128;

/** Log luminance of the tongue box resampled to SIZE x SIZE (area average), with its mask share. */
function resample(crop: CachedCrop): { L: Float64Array; m: Float64Array } {
  const { bbox, width, data } = crop;
  const L = new Float64Array(SIZE * SIZE),
    m = new Float64Array(SIZE * SIZE),
    n = new Float64Array(SIZE * SIZE);
  for (let y = bbox.y; y < bbox.y + bbox.height; y++)
    for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
      const o = (y * width + x) * 4;
      const gx = Math.min(SIZE - 1, Math.floor(((x - bbox.x) / bbox.width) * SIZE));
      const gy = Math.min(SIZE - 1, Math.floor(((y - bbox.y) / bbox.height) * SIZE));
      const k = gy * SIZE + gx;
      const lum = 0.2126 * (data[o] / 255) ** 2.2 + 0.7152 * (data[o + 1] / 255) ** 2.2 + 0.0722 * (data[o + 2] / 255) ** 2.2;
      L[k] += Math.log(lum + 1e-4);
      m[k] += data[o + 3] > 127 ? 1 : 0;
      n[k] += 1;
    }
  for (let k = 0; k < L.length; k++) if (n[k]) [L[k], m[k]] = [L[k] / n[k], m[k] / n[k]];
  return { L, m };
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
};

/**
 * Scores: (1) midline dip: per row of 25-80 % of the length, how far the darkest pixel within
 * 12 % of the width from the centre lies below the row's median over the central 50 %, in the
 * tongue's own robust spread, averaged over rows; (2) coherence: the share of rows where that
 * darkest pixel sits within 3 px of the previous row's.
 */
function scores(crop: CachedCrop): number[] {
  const { L, m } = resample(crop);
  const inside: number[] = [];
  for (let k = 0; k < L.length; k++) if (m[k] > 0.99) inside.push(L[k]);
  const mid = median(inside);
  const spread = Math.max(1e-3, median(inside.map((v) => Math.abs(v - mid))) * 1.4826);
  const dips: number[] = [];
  let coherent = 0,
    last = -1,
    rows = 0;
  for (let y = Math.round(SIZE * 0.25); y < Math.round(SIZE * 0.8); y++) {
    const band: number[] = [];
    for (let x = Math.round(SIZE * 0.25); x < Math.round(SIZE * 0.75); x++)
      if (m[y * SIZE + x] > 0.99) band.push(L[y * SIZE + x]);
    if (band.length < SIZE * 0.3) continue;
    let darkest = Infinity,
      at = -1;
    for (let x = Math.round(SIZE * 0.38); x < Math.round(SIZE * 0.62); x++) {
      const v = L[y * SIZE + x];
      if (m[y * SIZE + x] > 0.99 && v < darkest) [darkest, at] = [v, x];
    }
    if (at < 0) continue;
    rows++;
    dips.push((median(band) - darkest) / spread);
    if (last >= 0 && Math.abs(at - last) <= 3) coherent++;
    last = at;
  }
  const meanDip = dips.length ? dips.reduce((a, b) => a + b, 0) / dips.length : 0;
  const deepRows = dips.filter((d) => d > 2.5).length / Math.max(1, dips.length);
  const mask = new Uint8Array(crop.width * crop.height);
  for (let p = 0; p < mask.length; p++) mask[p] = crop.data[p * 4 + 3] ? 1 : 0;
  const engine = measureMidlineFissure({ width: crop.width, height: crop.height, channels: 4, data: crop.data }, mask, crop.bbox);
  return [meanDip, deepRows, rows ? coherent / rows : 0, meanDip * (rows ? coherent / rows : 0), engine];
}

const names = ['midline dip', 'rows dipping > 2.5 spreads', 'dip coherence', 'dip x coherence', 'engine midline fissure'];
interface Row {
  camera: 'seg' | 'expert';
  holdout: boolean;
  label: number;
  s: number[];
}
const rows: Row[] = [];
for (const crop of loadCrops()) {
  if (crop.item.split !== 'fit') continue;
  const n = Number(crop.item.id);
  if (crop.item.set === 'tongue-seg') {
    if (!crop.item.byEye) continue;
    rows.push({ camera: 'seg', holdout: n > 200, label: crop.item.byEye.cracks === 'yes' ? 1 : 0, s: scores(crop) });
  } else if (n % 3 === 0) {
    // a third of the TonguExpert fitting photos is enough for an AUC
    const label = crop.item.manual?.fissure ? 1 : crop.item.predicted ? (crop.item.predicted.fissure ? 1 : 0) : -1;
    if (label >= 0) rows.push({ camera: 'expert', holdout: n % 8 === 2, label, s: scores(crop) });
  }
}
function auc(items: Row[], k: number): number {
  const pos = items.filter((r) => r.label === 1).map((r) => r.s[k]);
  const neg = items.filter((r) => r.label === 0).map((r) => r.s[k]);
  let wins = 0;
  for (const p of pos) for (const q of neg) wins += p > q ? 1 : p === q ? 0.5 : 0;
  return wins / Math.max(1, pos.length * neg.length);
}
const groups: [string, Row[]][] = [
  ['seg 001-200', rows.filter((r) => r.camera === 'seg' && !r.holdout)],
  ['seg 201-240', rows.filter((r) => r.camera === 'seg' && r.holdout)],
  ['TE fit (a third)', rows.filter((r) => r.camera === 'expert')],
];
console.log(`score | ${groups.map(([g, r]) => `AUC ${g} (${r.filter((x) => x.label).length}/${r.length})`).join(' | ')}`);
for (let k = 0; k < names.length; k++) console.log(`${names[k]} | ${groups.map(([, r]) => auc(r, k).toFixed(3)).join(' | ')}`);

// Thresholds chosen on tongue-seg 001-200 (best agreement), read on 201-240 and as a share of TonguExpert.
const [fitSeg, holdSeg, te] = groups.map(([, r]) => r);
const agreement = (items: Row[], k: number, t: number) =>
  items.filter((r) => (r.s[k] >= t ? 1 : 0) === r.label).length / items.length;
for (const k of [0, 3, 4]) {
  const candidates = [...new Set(fitSeg.map((r) => r.s[k]))].sort((a, b) => a - b);
  let best = { t: Infinity, agr: agreement(fitSeg, k, Infinity) };
  for (const t of candidates) {
    const agr = agreement(fitSeg, k, t);
    if (agr > best.agr + 1e-9) best = { t, agr };
  }
  const called = (items: Row[]) => items.filter((r) => r.s[k] >= best.t).length;
  console.log(
    `${names[k]}: threshold ${best.t.toFixed(3)}; seg 001-200 agreement ${best.agr.toFixed(3)} (all-negative ${agreement(fitSeg, k, Infinity).toFixed(3)}, called ${called(fitSeg)}); ` +
      `seg 201-240 ${agreement(holdSeg, k, best.t).toFixed(3)} (all-negative ${agreement(holdSeg, k, Infinity).toFixed(3)}, called ${called(holdSeg)}); ` +
      `TE called ${((100 * called(te)) / te.length).toFixed(1)} % (its labels ${((100 * te.filter((r) => r.label).length) / te.length).toFixed(1)} %)`,
  );
}
