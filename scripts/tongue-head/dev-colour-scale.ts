/**
 * Development study (seventh round): the simulated cameras' gamma, tone curve, saturation and
 * colour matrix scale every log-chromaticity difference in a photo, so "how much redder than the
 * face" moves with the camera. Candidates here divide the tongue's chromaticity by the face's,
 * both measured from a white point (grey, or the light estimated from the brightest pixels), so
 * that a common scale cancels. Printed per candidate and camera: spread
 * between photos as taken, RMS change under 6 random cameras, ratio, correlation with the body
 * colour label. Fitting photos only (development holdout and reporting split left out).
 *
 *   npx tsx scripts/tongue-head/dev-colour-scale.ts   (after build-crops.ts; about 2 min)
 */
import { estimateWhiteBalance } from '../../src/engine/tongue/colour/estimate-white-balance.ts';
import { canonical, HEAD_FEATURES, type HeadFeatures } from '../../src/engine/tongue/model/head-features.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { loadCrops, type CachedCrop } from './crop-cache.ts';
import { correlation } from '../tongue-metrics.ts';
import { isHoldout } from './datasets.ts';
import { maskAndBox, measure, photographWith } from './feature-cache.ts';
import { targetsOf } from './targets.ts';

type Rgb = readonly [number, number, number];
const ln = (v: number) => Math.log(Math.max(v, 1e-4));
/** log chromaticity (r/g, b/g) of a colour seen from a white point */
const chroma = (c: Rgb, white: Rgb): [number, number] => [
  ln(c[0] / c[1]) - ln(white[0] / white[1]),
  ln(c[2] / c[1]) - ln(white[2] / white[1]),
];
const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1];
const norm = (a: number[]) => Math.hypot(a[0], a[1]);

interface Light {
  white: Rgb;
}
const GREY: Rgb = [1, 1, 1];
const CANDIDATES: Record<string, (f: HeadFeatures, light: Light) => number> = {
  'body.rg (shipped)': (f) => f.values[HEAD_FEATURES.indexOf('body.rg')],
  'spread.rg (shipped)': (f) => f.values[HEAD_FEATURES.indexOf('spread.rg')],
  'body/face along face, grey': (f) => {
    const t = chroma(f.body, GREY),
      r = chroma(f.reference, GREY);
    return dot(t, r) / Math.max(1e-3, dot(r, r));
  },
  'body/face along face, light': (f, l) => {
    const t = chroma(f.body, l.white),
      r = chroma(f.reference, l.white);
    return dot(t, r) / Math.max(1e-3, dot(r, r));
  },
  'log |body|/|face|, light': (f, l) => ln(norm(chroma(f.body, l.white)) / Math.max(1e-3, norm(chroma(f.reference, l.white)))),
  'log |body|/|face|, grey': (f) => ln(norm(chroma(f.body, GREY)) / Math.max(1e-3, norm(chroma(f.reference, GREY)))),
  '(body-face).rg / |face|, light': (f, l) => {
    const t = chroma(f.body, l.white),
      r = chroma(f.reference, l.white);
    return (t[0] - r[0]) / Math.max(1e-3, norm(r));
  },
  'body.rg / spread.l': (f) =>
    f.values[HEAD_FEATURES.indexOf('body.rg')] / Math.max(0.05, f.values[HEAD_FEATURES.indexOf('spread.l')]),
  'body.rg / |face-light|': (f, l) =>
    f.values[HEAD_FEATURES.indexOf('body.rg')] / Math.max(1e-3, norm(chroma(f.reference, l.white))),
  'light imbalance': (_f, l) => norm(chroma(GREY, l.white)),
};

function lightOf(crop: CachedCrop, data: Uint8Array): Light {
  const { mask, bbox } = maskAndBox(crop);
  const { image } = canonical({ width: crop.width, height: crop.height, channels: 4, data }, mask, bbox);
  const g = estimateWhiteBalance(image).gains;
  return { white: [1 / g[0], 1 / g[1], 1 / g[2]] };
}

const sd = (xs: number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length);
};
const rms = (xs: number[]) => Math.sqrt(xs.reduce((a, b) => a + b * b, 0) / Math.max(1, xs.length));

interface Reading {
  camera: string;
  body: number;
  taken: number[];
  copies: number[][];
}
const names = Object.keys(CANDIDATES);
const score = (f: HeadFeatures, l: Light) => names.map((n) => CANDIDATES[n](f, l));
const readings: Reading[] = [];
const crops = loadCrops();
for (const [k, crop] of crops.entries()) {
  if (crop.item.split !== 'fit' || isHoldout(crop.item)) continue;
  const seg = crop.item.set === 'tongue-seg';
  if (seg ? k % 2 : k % 10) continue;
  const body = targetsOf(crop.item).body;
  if (body < 0) continue;
  const rand = mulberry32(20261127 + k);
  const copies: number[][] = [];
  for (let c = 0; c < 6; c++) {
    const { data } = await photographWith(crop, rand);
    copies.push(score(measure(crop, data), lightOf(crop, data)));
  }
  readings.push({
    camera: seg ? 'tongue-seg' : 'TonguExpert',
    body,
    taken: score(measure(crop, crop.data), lightOf(crop, crop.data)),
    copies,
  });
}
for (const camera of ['tongue-seg', 'TonguExpert']) {
  const rs = readings.filter((r) => r.camera === camera);
  console.log(`\n${camera}: ${rs.length} photos\ncandidate                          between  change  ratio  corr(body)`);
  names.forEach((name, i) => {
    const taken = rs.map((r) => r.taken[i]);
    const change = rms(rs.flatMap((r) => r.copies.map((c) => c[i] - r.taken[i])));
    const between = sd(taken);
    console.log(
      `${name.padEnd(34)}${between.toFixed(3).padStart(8)}${change.toFixed(3).padStart(8)}${(change / between).toFixed(2).padStart(7)}${correlation(
        taken,
        rs.map((r) => r.body),
      )
        .toFixed(2)
        .padStart(12)}`,
    );
  });
}
