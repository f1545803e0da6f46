/**
 * Development study: which step of the simulated camera moves which finding. Each camera here
 * applies one step of the augmentation's ranges alone, at the ends of its range (every other step
 * as the identity, JPEG quality 95), to the development photos of dev-stability.ts (tongue-seg
 * 201-240, TonguExpert fitting ids = 2 mod 8); a camera of JPEG 95 alone is the control. Never the
 * reporting photos, never the evaluation's cameras. Prints, per camera, the share of readings
 * unchanged per field and the commonest changes.
 *
 *   SHARED_DATA_DIR=... npx tsx scripts/tongue-head/dev-step-ablation.ts
 */
import { decodeImage } from '../../src/edge/decode-image.ts';
import { analyzeTongue } from '../../src/engine/tongue/index.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { IDENTITY_CAMERA, decodeForCamera, photographAsJpeg, type Camera } from './camera-pipeline.ts';
import { developmentCameraPhotos } from './dev-readings.ts';

const DEV_TE = Number(process.env.DEV_TE ?? 30);
const FIELDS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;

type Values = Record<string, string> | null;

interface Tally {
  n: number;
  refused: number;
  /** readings unchanged, per field */
  fields: Record<string, number>;
  changes: Map<string, number>;
}

async function read(input: string | Buffer): Promise<Values> {
  const { image } = await decodeImage(input);
  const result = analyzeTongue(image);
  if (!result.ok) return null;
  return Object.fromEntries(FIELDS.map((k) => [k, result.findings.assessment[k]?.value ?? 'not assessed']));
}

const base: Camera = { ...IDENTITY_CAMERA, jpegQuality: 95 };
/** Two colour matrices near identity, drawn as randomCamera draws them, from a development seed. */
function matrix(seed: number): Camera['ccm'] {
  const rand = mulberry32(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const rows = [0, 1, 2].map((r) => {
    const row = [0.06 * gaussian(), 0.06 * gaussian(), 0.06 * gaussian()];
    row[r] = 0;
    row[r] = 1 - (row[0] + row[1] + row[2]);
    return row;
  });
  return rows.flat() as Camera['ccm'];
}

const CAMERAS: Array<[string, Camera]> = [
  ['control: JPEG 95 only', base],
  ['white balance 2800 K x0.6', { ...base, kelvin: 2800, wbStrength: 0.6 }],
  ['white balance 2800 K x0.3', { ...base, kelvin: 2800, wbStrength: 0.3 }],
  ['white balance 7500 K x0.6', { ...base, kelvin: 7500, wbStrength: 0.6 }],
  ['colour matrix A', { ...base, ccm: matrix(101) }],
  ['colour matrix B', { ...base, ccm: matrix(202) }],
  ['colour matrix C', { ...base, ccm: matrix(303) }],
  ['exposure -1 EV', { ...base, ev: -1 }],
  ['exposure +0.5 EV', { ...base, ev: 0.5 }],
  ['exposure +1 EV', { ...base, ev: 1 }],
  ['gamma 0.8', { ...base, gamma: 0.8 }],
  ['gamma 1.25', { ...base, gamma: 1.25 }],
  ['S-curve -0.3', { ...base, contrast: -0.3 }],
  ['S-curve +0.4', { ...base, contrast: 0.4 }],
  ['saturation 0.7', { ...base, saturation: 0.7 }],
  ['saturation 1.3', { ...base, saturation: 1.3 }],
  ['noise 4', { ...base, noise: 4 }],
  ['sharpen 1.5', { ...base, sharpen: 1.5 }],
  ['denoise (blur 1.0)', { ...base, sharpen: -1 }],
  ['JPEG 40', { ...IDENTITY_CAMERA, jpegQuality: 40 }],
];

async function main(): Promise<void> {
  const items = developmentCameraPhotos(DEV_TE);
  const rand = mulberry32(777);
  const same = CAMERAS.map((): Tally => ({ n: 0, refused: 0, fields: {}, changes: new Map() }));
  const t0 = performance.now();
  for (const [n, item] of items.entries()) {
    const asTaken = await read(item.imagePath);
    if (!asTaken) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const [c, [, camera]] of CAMERAS.entries()) {
      const seen = await read(await photographAsJpeg(rgb, width, height, camera, rand));
      const tally = same[c];
      tally.n++;
      if (!seen) {
        tally.refused++;
        continue;
      }
      for (const k of FIELDS) {
        if (seen[k] === asTaken[k]) tally.fields[k] = (tally.fields[k] ?? 0) + 1;
        else {
          const key = `${k} ${asTaken[k]} -> ${seen[k]}`;
          tally.changes.set(key, (tally.changes.get(key) ?? 0) + 1);
        }
      }
    }
    if (n % 10 === 9) console.log(`${n + 1}/${items.length} photos, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  console.log(`\nshare unchanged (${same[0].n} photos; a refusal counts as a change)`);
  console.log(['camera'.padEnd(28), ...FIELDS.map((k) => k.padStart(9)), '  refused'].join(' '));
  for (const [c, [name]] of CAMERAS.entries()) {
    const t = same[c];
    const pct = (v: number) => `${((100 * v) / Math.max(1, t.n)).toFixed(1)}`.padStart(9);
    console.log([name.padEnd(28), ...FIELDS.map((k) => pct(t.fields[k] ?? 0)), pct(t.refused)].join(' '));
  }
  console.log('\ncommonest changes per camera');
  for (const [c, [name]] of CAMERAS.entries()) {
    const top = [...same[c].changes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} (${v})`);
    console.log(`${name}: ${top.join('; ') || '-'}`);
  }
}

await main();
