/**
 * Development study of the moisture reading (issue 18, third round). Never reads a reporting
 * photo: tongue-seg 001-240 (by-eye labels) and TonguExpert (tongue-labels) fitting ids = 2 mod 8.
 *
 * For each photo as it is, and for the stability subset (tongue-seg 201-240 and the TonguExpert
 * ids) through DEV_CAMERAS simulated cameras drawn from a development seed (not the evaluation's
 * family), it runs the engine, takes the tongue at the fixed scale (128 px across) and writes
 * candidate sheen statistics to .tmp/dev-moisture.json for dev-moisture-rules.ts.
 *
 *   npx tsx scripts/tongue-head/dev-moisture.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../../src/edge/decode-image.ts';
import { analyzeTongue } from '../../src/engine/tongue/index.ts';
import { canonical } from '../../src/engine/tongue/model/head-features.ts';
import { measureSheen } from '../../src/engine/tongue/texture/measure-sheen.ts';
import { estimateWhiteBalance } from '../../src/engine/tongue/colour/estimate-white-balance.ts';
import { linearToSrgb, srgbToLinearTable } from '../../src/engine/tongue/colour/convert-rgb-to-lab.ts';
import { labelComponents } from '../../src/engine/tongue/segmentation/label-components.ts';
import type { RgbImage } from '../../src/engine/tongue/types.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg } from './camera-pipeline.ts';
import { loadHeadSet, type HeadItem } from './datasets.ts';

const DEV_CAMERAS = Number(process.env.DEV_CAMERAS ?? 10);
const TE_COUNT = Number(process.env.DEV_TE ?? 25);

/** One reading of a development photo (as taken, camera -1, or through a development camera). */
export interface Row {
  set: string;
  id: string;
  label?: string;
  camera: number;
  refused?: string;
  moisture?: string;
  stats?: Record<string, number>;
}

const SIZES = process.env.DEV_FINE === '1' ? [2, 3, 4, 6, 8] : [1, 3, 6, 12, 25];

/** Candidate sheen statistics on the tongue at the fixed scale. */
function sheenStatistics(image: RgbImage, mask: Uint8Array): Record<string, number> {
  const { width, height, data } = image;
  const light = estimateWhiteBalance(image);
  const gains: [number, number, number] = [light.gains[0] / light.exposureGain, 1, light.gains[2] / light.exposureGain];
  const now = measureSheen(image, mask, gains);
  const out: Record<string, number> = {
    film: now.filmShare,
    glint: now.glintShare,
    clipped: now.clippedShare,
    assessable: now.assessable ? 1 : 0,
  };
  const lin = srgbToLinearTable;
  const n = mask.length;
  const logL = new Float32Array(n);
  const grey = new Uint8Array(n);
  const vals: number[] = [];
  for (let p = 0; p < n; p++) {
    const o = p * 3;
    const l = 0.2126 * lin[data[o]] + 0.7152 * lin[data[o + 1]] + 0.0722 * lin[data[o + 2]];
    logL[p] = Math.log(l + 1e-4);
    const r = linearToSrgb(Math.min(1, lin[data[o]] * gains[0])),
      g = linearToSrgb(Math.min(1, lin[data[o + 1]] * gains[1])),
      b = linearToSrgb(Math.min(1, lin[data[o + 2]] * gains[2]));
    const hi = Math.max(r, g, b),
      lo = Math.min(r, g, b);
    grey[p] = hi > 0 && (hi - lo) / hi <= 0.35 ? 1 : 0;
    if (mask[p]) vals.push(logL[p]);
  }
  const tongue = vals.length;
  if (!tongue) return out;
  vals.sort((a, b) => a - b);
  const q = (x: number) => vals[Math.min(tongue - 1, Math.round(x * (tongue - 1)))];
  const med = q(0.5),
    iqr = Math.max(1e-3, q(0.75) - q(0.25)),
    d80 = Math.max(1e-3, q(0.9) - q(0.1));
  out.iqr = iqr;
  out.q90lum = Math.exp(q(0.9)) - 1e-4;
  out.blownShare = now.clippedShare;
  out.d80 = d80;
  out.q99 = (q(0.99) - med) / iqr;
  out.q995 = (q(0.995) - med) / iqr;
  out.q98 = (q(0.98) - med) / iqr;
  // local mean of logL in a 7x7 box (tongue pixels only)
  const local = new Float32Array(n);
  const R = 3;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!mask[p]) continue;
      let s = 0,
        k = 0;
      for (let dy = -R; dy <= R; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -R; dx <= R; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || !mask[yy * width + xx]) continue;
          s += logL[yy * width + xx];
          k++;
        }
      }
      local[p] = s / k;
    }
  const record = (name: string, test: (p: number) => boolean) => {
    const hl = new Uint8Array(n);
    let count = 0;
    for (let p = 0; p < n; p++)
      if (mask[p] && test(p)) {
        hl[p] = 255;
        count++;
      }
    const { areas } = labelComponents(hl, width, height);
    for (const S of SIZES) {
      let cover = 0;
      for (const a of areas) if (a >= S) cover += a;
      out[`${name}.s${S}`] = cover / tongue;
    }
    out[`${name}.n3`] = areas.filter((a) => a >= 3).length;
    void count;
  };
  for (const R2 of [1.5, 1.8, 2.2, 2.7]) record(`ratio${R2}`, (p) => logL[p] - med >= Math.log(R2) && grey[p] === 1);
  for (const k of [1.5, 2, 2.5, 3, 4]) {
    record(`z${k}`, (p) => (logL[p] - med) / iqr >= k && grey[p] === 1);
    record(`zng${k}`, (p) => (logL[p] - med) / iqr >= k);
  }
  if (process.env.DEV_FINE === '1') {
    const q90 = q(0.9);
    for (const k of [1.5, 1.75, 2, 2.25, 2.5]) record(`f${k}`, (p) => (logL[p] - med) / iqr >= k);
    for (const k of [1.5, 2, 2.5]) record(`d${k}`, (p) => (logL[p] - med) / d80 >= k);
    for (const R2 of [1.3, 1.6]) record(`p90r${R2}`, (p) => logL[p] - q90 >= Math.log(R2));
    // the same cut in units of the tongue's own upper spread (q90 over the median): a gamma scales both
    for (const k of [0.5, 0.75, 1, 1.25]) record(`p90u${k}`, (p) => logL[p] - q90 >= k * Math.max(0.05, q90 - med));
    for (const k of [0.75, 1]) record(`p90z${k}`, (p) => (logL[p] - q90) / iqr >= k);
    return out;
  }
  for (const k of [0.75, 1, 1.5]) record(`loc${k}`, (p) => (logL[p] - local[p]) / iqr >= k && (logL[p] - med) / iqr >= 1);
  for (const k of [1.5, 2]) {
    let ex = 0;
    for (let p = 0; p < n; p++) if (mask[p]) ex += Math.max(0, (logL[p] - med) / iqr - k);
    out[`ex${k}`] = ex / tongue;
  }
  return out;
}

async function readStats(item: HeadItem, camera: number, input: string | Buffer): Promise<Row> {
  const { image } = await decodeImage(input);
  const result = analyzeTongue(image);
  const base = { set: item.set, id: item.id, label: item.byEye?.moisture, camera };
  if (!result.ok) return { ...base, refused: result.code };
  const f = result.findings;
  const c = canonical(image, result.mask, f.segmentation.bbox);
  return {
    ...base,
    moisture: f.assessment.moisture?.value ?? 'not assessed',
    stats: { ...sheenStatistics(c.image, c.mask), engineSpots: f.moisture.glintSpots },
  };
}

async function main(): Promise<void> {
  const seg = loadHeadSet('tongue-seg').filter((i) => i.split === 'fit');
  const te = loadHeadSet('tongue-labels')
    .filter((i) => i.split === 'fit' && Number(i.id) % 8 === 2)
    .slice(0, TE_COUNT);
  const cameras = cameraFamily(DEV_CAMERAS, 0xdec0de);
  const rows: Row[] = [];
  const rand = mulberry32(777);
  const t0 = performance.now();
  for (const item of [...seg, ...te]) {
    rows.push(await readStats(item, -1, item.imagePath));
    const stable = item.set !== 'tongue-seg' || Number(item.id) > 200;
    if (!stable) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const [c, camera] of cameras.entries()) {
      const jpeg = await photographAsJpeg(rgb, width, height, camera, rand);
      rows.push(await readStats(item, c, jpeg));
    }
    if (rows.length % 50 < DEV_CAMERAS + 1) console.log(`${rows.length} rows, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const out = path.resolve(process.env.DEV_OUT ?? '.tmp/dev-moisture.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ cameras, rows }));
  console.log(`wrote ${rows.length} rows to ${out}`);
}

await main();
