/**
 * Twelfth round: what a practitioner's camera calibration (decision 0060) gives under the
 * simulated cameras. Each development camera also photographs a synthetic 18 %
 * grey card and a synthetic ColorChecker Classic (the published sRGB values, so the photos'
 * own camera is taken as the reference rendering); the app's calibration (`calibrateCamera`,
 * the server's code) is fitted on that photo, and the camera's tongue photos are read with the
 * correction, as a consultation with that profile would read them. Printed: per field, how often
 * the reading is the one of the photo as taken, uncorrected and with each calibration.
 *
 * By default, development photos and cameras only (tongue-seg 201-240, TonguExpert fitting ids =
 * 2 mod 8, the development camera seed). STUDY=report reads what `npm run eval:tongue`'s
 * stability section reads instead (the first 30 reporting photos of each camera, the evaluation's
 * 24 cameras and noise seed), so its uncorrected line reprints that section's figures.
 *
 *   DEV_CAMERAS=12 DEV_TE=30 npx tsx scripts/tongue-head/calibrated-stability.ts
 *   STUDY=report npx tsx scripts/tongue-head/calibrated-stability.ts
 */
import { decodeImage } from '../../src/edge/decode-image.ts';
import { analyzeTongue, type CameraCorrection, type RgbImage } from '../../src/engine/tongue/index.ts';
import { calibrateCamera } from '../../src/server/jobs/calibrate-camera.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg, type Camera } from './camera-pipeline.ts';
import { loadHeadSet, type HeadItem } from './datasets.ts';
import { keyOf } from './dev-readings.ts';
import { drawChecker, drawGreyCard } from './draw-reference-cards.ts';

const REPORT = process.env.STUDY === 'report';
const DEV_CAMERAS = Number(process.env.DEV_CAMERAS ?? 12);
const DEV_TE = Number(process.env.DEV_TE ?? 30);
const FIELDS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;
type Values = Record<(typeof FIELDS)[number], string> | null;

async function correctionFor(
  draw: () => Uint8Array,
  size: [number, number],
  reference: 'grey' | 'checker',
  camera: Camera,
  rand: () => number,
): Promise<{ correction?: CameraCorrection; residual?: number; reason?: string }> {
  const jpeg = await photographAsJpeg(draw(), size[0], size[1], camera, rand);
  const { image } = await decodeImage(jpeg);
  const fit = calibrateCamera(image, reference);
  return fit.ok ? { correction: fit.correction, residual: fit.residual } : { reason: fit.reason };
}

function valuesOf(image: RgbImage, correction?: CameraCorrection): Values {
  const result = analyzeTongue(image, correction ? { correction } : {});
  if (!result.ok) return null;
  const a = result.findings.assessment;
  return Object.fromEntries(FIELDS.map((k) => [k, a[k]?.value ?? 'not assessed'])) as Values;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const items: HeadItem[] = REPORT
    ? [
        ...loadHeadSet('tongue-seg')
          .filter((i) => i.split === 'report')
          .slice(0, 30),
        ...loadHeadSet('tongue-labels')
          .filter((i) => i.split === 'report')
          .slice(0, 30),
      ]
    : [
        ...loadHeadSet('tongue-seg').filter((i) => i.split === 'fit' && Number(i.id) > 200),
        ...loadHeadSet('tongue-labels')
          .filter((i) => i.split === 'fit' && Number(i.id) % 8 === 2)
          .slice(0, DEV_TE),
      ];
  const cameras = REPORT ? cameraFamily(24) : cameraFamily(DEV_CAMERAS, 0xdec0de);
  // The tongue photos draw their noise as eval-tongue-findings.ts does; the charts from their own stream.
  const rand = mulberry32(REPORT ? 424242 : 777);
  const chartRand = mulberry32(99);
  const allVariants = ['uncorrected', 'grey card', 'checker'] as const;
  // The grey card changed nothing on the development cameras (its gains are what the engine's own
  // white reference and lips-and-skin ring already cancel), so the reporting run reads the checker only.
  const variants = REPORT ? (['uncorrected', 'checker'] as const) : allVariants;
  const corrections: Array<Record<(typeof allVariants)[number], CameraCorrection | undefined>> = [];
  for (const [c, camera] of cameras.entries()) {
    const grey = await correctionFor(drawGreyCard, [1200, 900], 'grey', camera, chartRand);
    const checker = await correctionFor(drawChecker, [900, 600], 'checker', camera, chartRand);
    console.log(
      `camera ${c}: ${camera.kelvin.toFixed(0)} K x${camera.wbStrength.toFixed(2)}, ${camera.ev.toFixed(2)} EV, gamma ${camera.gamma.toFixed(2)}, contrast ${camera.contrast.toFixed(2)}, saturation ${camera.saturation.toFixed(2)}; grey card ${grey.reason ?? `dE ${grey.residual!.toFixed(1)}`}, checker ${checker.reason ?? `dE ${checker.residual!.toFixed(1)}`}`,
    );
    corrections.push({ uncorrected: undefined, 'grey card': grey.correction, checker: checker.correction });
  }
  type Variant = (typeof allVariants)[number];
  type Field = (typeof FIELDS)[number];
  const zero = () => Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  /** unchanged readings per variant over every camera reading (a camera without a calibration counts as changed) */
  const same = Object.fromEntries(variants.map((v) => [v, zero()])) as Record<Variant, Record<Field, number>>;
  /** the same over the cameras a variant calibrated, for it and, beside it, uncorrected */
  const sameWhere = Object.fromEntries(variants.map((v) => [v, { n: 0, it: zero(), uncorrected: zero() }])) as Record<
    Variant,
    { n: number; it: Record<Field, number>; uncorrected: Record<Field, number> }
  >;
  let readings = 0;
  for (const [n, item] of items.entries()) {
    const base = valuesOf((await decodeImage(item.imagePath)).image);
    if (!base) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const [c, camera] of cameras.entries()) {
      const { image } = await decodeImage(await photographAsJpeg(rgb, width, height, camera, rand));
      readings++;
      const uncorrected = valuesOf(image);
      for (const v of variants) {
        if (v !== 'uncorrected' && !corrections[c][v]) continue;
        const seen = v === 'uncorrected' ? uncorrected : valuesOf(image, corrections[c][v]);
        sameWhere[v].n++;
        for (const f of FIELDS) {
          if (seen && seen[f] === base[f]) {
            same[v][f]++;
            sameWhere[v].it[f]++;
          }
          if (uncorrected && uncorrected[f] === base[f]) sameWhere[v].uncorrected[f]++;
        }
      }
    }
    if (n % 10 === 9) console.log(`${n + 1}/${items.length} photos (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  const line = (counts: Record<Field, number>, of: number) =>
    FIELDS.map((f) => `${f} ${((100 * counts[f]) / of).toFixed(1)} %`).join(', ');
  console.log(
    `\n${readings} camera readings of ${items.length} photos (${REPORT ? 'reporting' : 'development'}; ${keyOf(items[0])}...)`,
  );
  console.log('Unchanged against the photo as taken, over every camera reading (no calibration counts as a change):');
  for (const v of variants) console.log(`  ${v.padEnd(12)} ${line(same[v], readings)}`);
  console.log('Over the cameras each calibration was found on, and uncorrected on the same readings:');
  for (const v of variants.slice(1)) {
    const w = sameWhere[v];
    console.log(`  ${v.padEnd(12)} ${w.n} readings: ${line(w.it, w.n)}`);
    console.log(`  ${'uncorrected'.padEnd(12)} same readings: ${line(w.uncorrected, w.n)}`);
  }
}
await main();
