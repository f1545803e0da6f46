/**
 * Development study of the findings' stability under simulated cameras, on development photos and
 * development cameras only (never the reporting photos, never the evaluation's camera seed):
 * tongue-seg 201-240 and TonguExpert fitting ids = 2 mod 8 (DEV_TE photos), each photographed by
 * DEV_CAMERAS cameras drawn with the development seed of dev-moisture.ts.
 *
 * The colour-cast refusal is studied by reading every photo with the cast gate open and keeping
 * the white reference's imbalance: the stability each refusal limit would give is then computed
 * from one run (a reading over the limit counts as a change of every field, as in
 * `npm run eval:tongue`).
 *
 *   SHARED_DATA_DIR=... npx tsx scripts/tongue-head/dev-stability.ts
 */
import { decodeImage } from '../../src/edge/decode-image.ts';
import { analyzeTongue, type TongueFindings } from '../../src/engine/tongue/index.ts';
import { QUALITY_LIMITS } from '../../src/engine/tongue/quality/assess-quality.ts';
import { estimateWhiteBalance } from '../../src/engine/tongue/colour/estimate-white-balance.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { CONFIDENCE_BANDS } from '../tongue-metrics.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg } from './camera-pipeline.ts';
import { developmentCameraPhotos } from './dev-readings.ts';

const DEV_CAMERAS = Number(process.env.DEV_CAMERAS ?? 24);
const DEV_TE = Number(process.env.DEV_TE ?? 30);
const FIELDS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;
const LIMITS = [3, 4, 5, 6, 7, 8, 10, 12, 15, Infinity];
/**
 * DEV_WARM=1 draws the development cameras from the warm corner of the augmentation's ranges
 * (2800-3300 K with 45-60 % of the cast left, every other step as drawn), where the white
 * reference's imbalance passes the refusal limit; the 24 development cameras never reach it.
 */
const DEV_WARM = process.env.DEV_WARM === '1';

// The study opens the cast gate to see what each limit would refuse.
(QUALITY_LIMITS as { castLimit: number }).castLimit = Infinity;

interface Reading {
  values?: Record<string, string>;
  /** the confidence shown with each field's value */
  confidence?: Record<string, number>;
  refused?: string;
  cast: number;
}

async function read(input: string | Buffer): Promise<Reading> {
  const { image } = await decodeImage(input);
  const cast = estimateWhiteBalance(image).castRatio;
  const result = analyzeTongue(image);
  if (!result.ok) return { refused: result.code, cast };
  const f: TongueFindings = result.findings;
  return {
    cast,
    values: Object.fromEntries(FIELDS.map((k) => [k, f.assessment[k]?.value ?? 'not assessed'])),
    confidence: Object.fromEntries(FIELDS.map((k) => [k, f.assessment[k]?.confidence ?? 0])),
  };
}

async function main(): Promise<void> {
  const items = developmentCameraPhotos(DEV_TE);
  const cameras = cameraFamily(DEV_CAMERAS, 0xdec0de).map((camera, c) =>
    DEV_WARM
      ? {
          ...camera,
          // Uniform in mired, as randomCamera draws it, from a second development stream.
          kelvin: 1e6 / (1e6 / 3300 + (1e6 / 2800 - 1e6 / 3300) * mulberry32(4242 + c)()),
          wbStrength: 0.45 + 0.15 * mulberry32(9191 + c)(),
        }
      : camera,
  );
  const rand = mulberry32(777);
  const pairs: Array<{ base: Reading; seen: Reading; camera: number }> = [];
  const t0 = performance.now();
  for (const [n, item] of items.entries()) {
    const base = await read(item.imagePath);
    if (!base.values || base.cast > 5) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const [c, camera] of cameras.entries()) {
      const jpeg = await photographAsJpeg(rgb, width, height, camera, rand);
      pairs.push({ base, seen: await read(jpeg), camera: c });
    }
    if (n % 10 === 9) console.log(`${n + 1}/${items.length} photos, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  console.log(`\n${pairs.length} camera readings of ${pairs.length / cameras.length} development photos`);
  const casts = pairs.map((p) => p.seen.cast).sort((a, b) => a - b);
  console.log(
    `white reference imbalance: median ${casts[Math.floor(casts.length / 2)].toFixed(2)}, 95th ${casts[Math.floor(0.95 * casts.length)].toFixed(2)}, max ${casts[casts.length - 1].toFixed(2)}`,
  );
  for (const limit of LIMITS) {
    const same: Record<string, number> = {};
    let refused = 0;
    for (const p of pairs) {
      const over = p.seen.cast > limit;
      if (over || !p.seen.values) refused++;
      for (const k of FIELDS) if (!over && p.seen.values && p.seen.values[k] === p.base.values![k]) same[k] = (same[k] ?? 0) + 1;
    }
    console.log(
      `refuse beyond ${String(limit).padEnd(8)} refused ${((100 * refused) / pairs.length).toFixed(1)} %: ${FIELDS.map((k) => `${k} ${((100 * (same[k] ?? 0)) / pairs.length).toFixed(1)}`).join(', ')}`,
    );
  }
  const other = new Map<string, number>();
  for (const p of pairs) if (p.seen.refused) other.set(p.seen.refused, (other.get(p.seen.refused) ?? 0) + 1);
  console.log(`other refusals with the cast gate open: ${JSON.stringify(Object.fromEntries(other))}`);
  // Beyond 5: how the readings the gate refuses today compare with the photo as it is.
  const beyond = pairs.filter((p) => p.seen.cast > 5 && p.seen.values);
  for (const k of FIELDS) {
    const s = beyond.filter((p) => p.seen.values![k] === p.base.values![k]).length;
    console.log(`  beyond 5 (${beyond.length} read): ${k} same ${((100 * s) / Math.max(1, beyond.length)).toFixed(1)} %`);
  }
  // Does the confidence a person is shown mean something under the cameras? Stability of each
  // field by the confidence shown with the camera's reading (the photo read, whatever its cast).
  for (const k of FIELDS) {
    const read = pairs.filter((p) => p.seen.values);
    const cells = CONFIDENCE_BANDS.map(([lo, hi]) => {
      // A field not assessed shows no confidence, so it has no band.
      const inBand = read.filter(
        (p) => p.seen.values![k] !== 'not assessed' && p.seen.confidence![k] >= lo && p.seen.confidence![k] < hi,
      );
      const same = inBand.filter((p) => p.seen.values![k] === p.base.values![k]).length;
      return `${lo}-${Math.min(hi, 1)}: ${inBand.length ? ((100 * same) / inBand.length).toFixed(1) : '-'} % of ${inBand.length}`;
    });
    console.log(`  ${k} unchanged by confidence shown: ${cells.join(', ')}`);
  }
  const perCamera = cameras.map((cam, c) => {
    const casts = pairs
      .filter((p) => p.camera === c)
      .map((p) => p.seen.cast)
      .sort((a, b) => a - b);
    return `${Math.round(cam.kelvin)} K x${cam.wbStrength.toFixed(2)}: imbalance median ${casts[Math.floor(casts.length / 2)]?.toFixed(2)}`;
  });
  console.log(perCamera.join('\n'));
}

await main();
