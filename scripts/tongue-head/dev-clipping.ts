/**
 * Development study (seventh round): does leaving clipped cells out of the colour statistics
 * (head-features.ts, colourCells 'unclipped') keep the colour measurements steadier under the
 * simulated cameras than reading every cell ('all'), without losing what they say about the
 * practitioners' body colour?
 *
 * On a sample of fitting photos (the development holdout and the reporting split left out), each
 * photo is measured as it is and through 6 random cameras (feature-cache.ts's draw), both ways.
 * Printed per colour feature and camera: the spread between photos as taken, the root-mean-square
 * change under the cameras (all cameras; cameras at +0.3 EV or more), their ratio, and the
 * correlation with the body colour label (pale 0, normal 1, darker 2).
 *
 *   npx tsx scripts/tongue-head/dev-clipping.ts   (after build-crops.ts; about 3 min)
 */
import { HEAD_FEATURES, type HeadFeatureOptions } from '../../src/engine/tongue/model/head-features.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { loadCrops } from './crop-cache.ts';
import { isHoldout } from './datasets.ts';
import { measure, photographWith } from './feature-cache.ts';
import { targetsOf } from './targets.ts';

const COPIES = 6;
const COLOUR = HEAD_FEATURES.map((name, i) => [name, i] as const).filter(
  ([name]) => !/^(crack|texture|tooth|sheen|shape)\./.test(name),
);
const VARIANTS: Record<string, HeadFeatureOptions> = { all: { colourCells: 'all' }, unclipped: { colourCells: 'unclipped' } };

interface Reading {
  camera: 'tongue-seg' | 'TonguExpert';
  body: number;
  /** per variant: values as taken, then per copy { ev, values } */
  taken: Record<string, number[]>;
  copies: Array<{ ev: number; values: Record<string, number[]> }>;
  clippedTaken: number;
}

function correlation(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length,
    my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let c = 0,
    vx = 0,
    vy = 0;
  for (let k = 0; k < xs.length; k++) {
    c += (xs[k] - mx) * (ys[k] - my);
    vx += (xs[k] - mx) ** 2;
    vy += (ys[k] - my) ** 2;
  }
  return c / Math.sqrt(vx * vy);
}
const sd = (xs: number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length);
};
const rms = (xs: number[]) => Math.sqrt(xs.reduce((a, b) => a + b * b, 0) / Math.max(1, xs.length));

const crops = loadCrops();
const readings: Reading[] = [];
const t0 = performance.now();
for (const [k, crop] of crops.entries()) {
  if (crop.item.split !== 'fit' || isHoldout(crop.item)) continue;
  const seg = crop.item.set === 'tongue-seg';
  if (seg ? k % 2 : k % 10) continue;
  const body = targetsOf(crop.item).body;
  if (body < 0) continue;
  const rand = mulberry32(20261127 + k);
  const reading: Reading = { camera: seg ? 'tongue-seg' : 'TonguExpert', body, taken: {}, copies: [], clippedTaken: 0 };
  for (const [name, options] of Object.entries(VARIANTS)) {
    const f = measure(crop, crop.data, options);
    reading.taken[name] = f.values;
    reading.clippedTaken = f.clippedShare;
  }
  for (let c = 0; c < COPIES; c++) {
    const { data, camera } = await photographWith(crop, rand);
    const values: Record<string, number[]> = {};
    for (const [name, options] of Object.entries(VARIANTS)) values[name] = measure(crop, data, options).values;
    reading.copies.push({ ev: camera.ev, values });
  }
  readings.push(reading);
}
console.log(`${readings.length} photos in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

for (const camera of ['tongue-seg', 'TonguExpert'] as const) {
  const rs = readings.filter((r) => r.camera === camera);
  const clipped = rs.map((r) => r.clippedTaken).sort((a, b) => a - b);
  console.log(
    `\n${camera}: ${rs.length} photos; clipped share of the core as taken: median ${clipped[clipped.length >> 1].toFixed(3)}, 90th ${clipped[Math.floor(0.9 * (clipped.length - 1))].toFixed(3)}`,
  );
  console.log('feature             variant    between  change  change(+EV)  ratio  corr(body)');
  for (const [feature, i] of COLOUR) {
    for (const variant of Object.keys(VARIANTS)) {
      const taken = rs.map((r) => r.taken[variant][i]);
      const changes = rs.flatMap((r) => r.copies.map((c) => c.values[variant][i] - r.taken[variant][i]));
      const bright = rs.flatMap((r) =>
        r.copies.filter((c) => c.ev >= 0.3).map((c) => c.values[variant][i] - r.taken[variant][i]),
      );
      const between = sd(taken);
      console.log(
        `${feature.padEnd(20)}${variant.padEnd(11)}${between.toFixed(3).padStart(7)}${rms(changes).toFixed(3).padStart(8)}${rms(bright).toFixed(3).padStart(13)}${(rms(changes) / between).toFixed(2).padStart(7)}${correlation(
          taken,
          rs.map((r) => r.body),
        )
          .toFixed(2)
          .padStart(12)}`,
      );
    }
  }
}
