/**
 * Development study (issue 18, eleventh round): the central-fissure rule of the fifth round cost
 * texture 3 points of stability under the camera family, because a dip near its threshold crosses
 * it under some cameras. Does a dip read on a steadier measurement keep the crack agreement and
 * flip less? Variants of measure-midline-fissure.ts are scored on development photos only:
 *
 * - agreement with the by-eye crack labels of tongue-seg 001-200 (threshold chosen there, as in
 *   the fifth round) and 201-240, the share of TonguExpert development photos called;
 * - the crack decision (the head's, or the dip's) under DEV_CAMERAS development cameras (the seed
 *   of dev-stability.ts) on tongue-seg 201-240 and DEV_TE TonguExpert fitting ids = 2 mod 8.
 *
 * Never a reporting photo, never the evaluation's camera seed.
 *
 *   SHARED_DATA_DIR=... npx tsx scripts/tongue-head/dev-fissure-stability.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeImage } from '../../src/edge/decode-image.ts';
import { segmentTongue } from '../../src/engine/tongue/index.ts';
import { readTongueHead } from '../../src/engine/tongue/model/read-tongue-head.ts';
import { TONGUE_HEAD_CALIBRATION } from '../../src/engine/tongue/model/tongue-head-calibration.ts';
import { logLuminanceGrid, measureMidlineFissure } from '../../src/engine/tongue/texture/measure-midline-fissure.ts';
import { keyOf, readDevelopmentPhotos } from './dev-readings.ts';
import { loadHeadSet, type HeadItem } from './datasets.ts';

const DEV_CAMERAS = Number(process.env.DEV_CAMERAS ?? 24);
const DEV_TE = Number(process.env.DEV_TE ?? 30);
/** The readings are kept here, so the thresholds can be studied again without the cameras. */
const CACHE = process.env.DEV_FISSURE_CACHE ?? '.tmp/dev-fissure-stability.json';
const SIZE = 128;
const MIN_SPREAD = 0.08;

interface Grid {
  L: Float64Array;
  tongue: Uint8Array;
}

/** Mean over the tongue cells within `reach` rows above and below (along the fissure's direction). */
function smoothAlongLength({ L, tongue }: Grid, reach: number): Grid {
  if (reach === 0) return { L, tongue };
  const out = new Float64Array(L.length);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let s = 0,
        n = 0;
      for (let d = -reach; d <= reach; d++) {
        const yy = y + d;
        if (yy < 0 || yy >= SIZE || !tongue[yy * SIZE + x]) continue;
        s += L[yy * SIZE + x];
        n++;
      }
      out[y * SIZE + x] = n ? s / n : L[y * SIZE + x];
    }
  return { L: out, tongue };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : 0;
}

interface DipOptions {
  /** rows averaged either side before the darkest cell is taken */
  reach: number;
  /** combine the rows' dips by their median instead of their mean */
  medianOfRows: boolean;
  /**
   * (twentieth-round study, 2026-11-28) 'hf': divide by the tongue's high-frequency spread (a
   * cell against the mean of its four neighbours), which sharpening and noise raise as they raise
   * the darkest cell; 'global' (the engine's): by the spread of all its cells.
   */
  normalise?: 'global' | 'hf';
  /** subtract the same dip read beside the midline (12 % windows either side), where sharpening and noise deepen the darkest cell alike */
  control?: boolean;
}

/** Robust spread of each tongue cell against the mean of its four neighbours (tongue cells only). */
function highFrequencySpread(g: Grid): number {
  const residuals: number[] = [];
  for (let y = 1; y < SIZE - 1; y++)
    for (let x = 1; x < SIZE - 1; x++) {
      const k = y * SIZE + x;
      if (!g.tongue[k] || !g.tongue[k - 1] || !g.tongue[k + 1] || !g.tongue[k - SIZE] || !g.tongue[k + SIZE]) continue;
      residuals.push(Math.abs(g.L[k] - (g.L[k - 1] + g.L[k + 1] + g.L[k - SIZE] + g.L[k + SIZE]) / 4));
    }
  return Math.max(1e-3, median(residuals) * 1.4826);
}

/** Median of the band minus the darkest tongue cell of columns [from, to) of row y (NaN when none). */
function rowDip(s: Grid, y: number, bandMedian: number, from: number, to: number): number {
  let darkest = Infinity;
  for (let x = Math.round(SIZE * from); x < Math.round(SIZE * to); x++)
    if (s.tongue[y * SIZE + x]) darkest = Math.min(darkest, s.L[y * SIZE + x]);
  return darkest === Infinity ? NaN : bandMedian - darkest;
}

/** The fifth round's dip, with the options above (reach 0, mean: the engine's). */
function dip(g: Grid, { reach, medianOfRows, normalise = 'global', control = false }: DipOptions): number {
  const values: number[] = [];
  for (let k = 0; k < g.L.length; k++) if (g.tongue[k]) values.push(g.L[k]);
  if (values.length < 100) return 0;
  const middle = median(values);
  const spread =
    normalise === 'hf' ? highFrequencySpread(g) : Math.max(MIN_SPREAD, median(values.map((v) => Math.abs(v - middle))) * 1.4826);
  const s = smoothAlongLength(g, reach);
  const dips: number[] = [];
  for (let y = Math.round(SIZE * 0.25); y < Math.round(SIZE * 0.8); y++) {
    const band: number[] = [];
    for (let x = Math.round(SIZE * 0.25); x < Math.round(SIZE * 0.75); x++)
      if (g.tongue[y * SIZE + x]) band.push(s.L[y * SIZE + x]);
    if (band.length < SIZE * 0.3) continue;
    const bandMedian = median(band);
    const centre = rowDip(s, y, bandMedian, 0.38, 0.62);
    if (Number.isNaN(centre)) continue;
    if (!control) {
      dips.push(centre / spread);
      continue;
    }
    const beside = [rowDip(s, y, bandMedian, 0.26, 0.38), rowDip(s, y, bandMedian, 0.62, 0.74)].filter((d) => !Number.isNaN(d));
    if (!beside.length) continue;
    dips.push((centre - beside.reduce((a, b) => a + b, 0) / beside.length) / spread);
  }
  if (!dips.length) return 0;
  return medianOfRows ? median(dips) : dips.reduce((a, b) => a + b, 0) / dips.length;
}

const VARIANTS: Array<[string, DipOptions]> = [
  ['shipped (reach 0, mean)', { reach: 0, medianOfRows: false }],
  ['reach 1, mean', { reach: 1, medianOfRows: false }],
  ['reach 2, mean', { reach: 2, medianOfRows: false }],
  ['reach 4, mean', { reach: 4, medianOfRows: false }],
  ['reach 0, median of rows', { reach: 0, medianOfRows: true }],
  ['reach 1, median of rows', { reach: 1, medianOfRows: true }],
  ['reach 2, median of rows', { reach: 2, medianOfRows: true }],
  ['high-frequency spread', { reach: 0, medianOfRows: false, normalise: 'hf' }],
  ['beside-midline control', { reach: 0, medianOfRows: false, control: true }],
  ['beside-midline control, high-frequency spread', { reach: 0, medianOfRows: false, normalise: 'hf', control: true }],
];

interface Reading {
  head: number;
  dips: number[];
  engineDip: number;
}

async function read(input: string | Buffer): Promise<Reading | undefined> {
  const { image } = await decodeImage(input);
  const seg = segmentTongue(image);
  if (seg.area === 0) return undefined;
  const head = readTongueHead(image, seg.mask, seg.bbox);
  const g = logLuminanceGrid(image, seg.mask, seg.bbox);
  return {
    head: head.cracks,
    dips: VARIANTS.map(([, o]) => dip(g, o)),
    engineDip: measureMidlineFissure(image, seg.mask, seg.bbox),
  };
}

interface Readings {
  variants: string[];
  base: Record<string, Reading>;
  pairs: Array<{ key: string; seen?: Reading }>;
}

/** Every development photo as taken, and the 70 of dev-stability.ts through the cameras. */
async function measure(seg: HeadItem[], te: HeadItem[]): Promise<Readings> {
  const readings = await readDevelopmentPhotos(seg, te, DEV_CAMERAS, read);
  const check = Math.max(...Object.values(readings.base).map((r) => Math.abs(r.dips[0] - r.engineDip)));
  console.log(`shipped variant vs engine: max difference ${check.toExponential(2)}`);
  return { variants: VARIANTS.map(([name]) => name), ...readings };
}

async function main(): Promise<void> {
  const seg = loadHeadSet('tongue-seg').filter((i) => i.split === 'fit' && i.byEye);
  const te = loadHeadSet('tongue-labels')
    .filter((i) => i.split === 'fit' && Number(i.id) % 8 === 2)
    .slice(0, DEV_TE);
  const names = VARIANTS.map(([name]) => name);
  let readings: Readings | undefined = existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Readings) : undefined;
  if (!readings || readings.variants.join() !== names.join()) {
    readings = await measure(seg, te);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(CACHE, JSON.stringify(readings));
  }
  const { base } = readings;
  const headThreshold = TONGUE_HEAD_CALIBRATION.thresholds.cracks;
  const label = (i: HeadItem) => (i.byEye!.cracks === 'yes' ? 1 : 0);
  const decide = (r: Reading, v: number, t: number) => (r.head >= headThreshold || r.dips[v] >= t ? 1 : 0);
  const fitSeg = seg.filter((i) => Number(i.id) <= 200 && base[keyOf(i)]);
  const holdSeg = seg.filter((i) => Number(i.id) > 200 && base[keyOf(i)]);
  const teRead = te.filter((i) => base[keyOf(i)]);
  const agreement = (items: HeadItem[], v: number, t: number) =>
    items.filter((i) => decide(base[keyOf(i)], v, t) === label(i)).length / items.length;
  const called = (items: HeadItem[], v: number, t: number) => items.filter((i) => decide(base[keyOf(i)], v, t)).length;
  const pairs = readings.pairs.map((p) => ({ base: base[p.key], seen: p.seen }));
  const stability = (v: number, t: number) =>
    (100 * pairs.filter((p) => p.seen && decide(p.base, v, t) === decide(p.seen, v, t)).length) / pairs.length;

  // Thresholds chosen on tongue-seg 001-200 alone: (a) the best agreement, as in the fifth round;
  // (b) the one that calls as many of those photos as the shipped rule does.
  const shippedCalls = called(fitSeg, 0, 1.5);
  console.log(
    `\nvariant | rule | threshold | seg 001-200 agr. (called) | seg 201-240 agr. (called) | TE dev called | crack decision unchanged under ${DEV_CAMERAS} cameras`,
  );
  for (const [v, name] of names.entries()) {
    const candidates = [...new Set(fitSeg.map((i) => base[keyOf(i)].dips[v]))].sort((a, b) => b - a);
    let best = { t: Infinity, agr: agreement(fitSeg, v, Infinity) };
    for (const t of candidates) {
      const agr = agreement(fitSeg, v, t);
      if (agr > best.agr + 1e-9) best = { t, agr };
    }
    const sameCalls = candidates.find((t) => called(fitSeg, v, t) >= shippedCalls) ?? Infinity;
    for (const [rule, t] of [
      ['best agreement', best.t],
      ['as many called', sameCalls],
      ['1.50', 1.5],
    ] as const)
      console.log(
        `${name} | ${rule} | ${t.toFixed(3)} | ${agreement(fitSeg, v, t).toFixed(3)} (${called(fitSeg, v, t)}) | ${agreement(holdSeg, v, t).toFixed(3)} (${called(holdSeg, v, t)}) | ${called(teRead, v, t)}/${teRead.length} | ${stability(v, t).toFixed(1)} %`,
      );
  }
  // How well each dip alone ranks the rater's cracks (area under the ROC curve).
  const auc = (items: HeadItem[], v: number) => {
    const pos = items.filter((i) => label(i)).map((i) => base[keyOf(i)].dips[v]);
    const neg = items.filter((i) => !label(i)).map((i) => base[keyOf(i)].dips[v]);
    let wins = 0;
    for (const a of pos) for (const b of neg) wins += a > b ? 1 : a === b ? 0.5 : 0;
    return wins / Math.max(1, pos.length * neg.length);
  };
  for (const [v, name] of names.entries())
    console.log(`${name}: AUC seg 001-200 ${auc(fitSeg, v).toFixed(3)}, seg 201-240 ${auc(holdSeg, v).toFixed(3)}`);
  const headOnly = pairs.filter((p) => p.seen && p.base.head >= headThreshold === p.seen.head >= headThreshold).length;
  console.log(
    `\nhead alone (no dip): seg 001-200 agr. ${agreement(fitSeg, 0, Infinity).toFixed(3)} (${called(fitSeg, 0, Infinity)}), seg 201-240 ${agreement(holdSeg, 0, Infinity).toFixed(3)} (${called(holdSeg, 0, Infinity)}), TE dev called ${called(teRead, 0, Infinity)}/${teRead.length}`,
  );
  console.log(
    `head alone (no dip): crack decision unchanged ${((100 * headOnly) / pairs.length).toFixed(1)} %; not read (no tongue) ${pairs.filter((p) => !p.seen).length}`,
  );
  // How far each variant's dip moves under the cameras, against its spread between photos.
  const read2 = pairs.filter((p) => p.seen);
  for (const [v, name] of names.entries()) {
    const rms = Math.sqrt(read2.reduce((s, p) => s + (p.seen!.dips[v] - p.base.dips[v]) ** 2, 0) / read2.length);
    const all = Object.values(base).map((r) => r.dips[v]);
    const mean = all.reduce((a, b) => a + b, 0) / all.length;
    const sd = Math.sqrt(all.reduce((s, x) => s + (x - mean) ** 2, 0) / all.length);
    console.log(
      `${name}: change under cameras (RMS) ${rms.toFixed(3)}, spread between photos ${sd.toFixed(3)}, ratio ${(rms / sd).toFixed(2)}`,
    );
  }
}

await main();
