/**
 * Trains the tongue segmentation U-Net from the shared data sets and writes the weights to
 * src/engine/tongue/model/tongue-unet-weights.ts.
 *
 *   npm run train:tongue            (TRAIN_STEPS, TRAIN_WORKERS, TRAIN_SEED override the defaults)
 *
 * Fitting images only (see tongue-datasets.ts): tongue-seg 001-240 and the tongue-labels ids
 * not divisible by 4, drawn half from each set. Each photo is decoded exactly as the CLI does
 * (sharp, long side 512), area-averaged to a 224 x 224 cache, and augmented on the fly
 * (tongue-train-sampler.ts). Adam (lr 2e-3, 50-step warm-up, cosine decay to 2e-5), batch 8
 * split across worker threads, a fixed number of steps and a fixed seed, so a rerun gives the
 * same weights up to floating-point summation order. The held-out tongue-seg IoU printed during
 * training is for watching only; the final weights are the last step's, never picked by it.
 *
 * TRAIN_RESUME=checkpoint.f32 continues from saved parameters with a fresh warm-up and cosine
 * schedule of TRAIN_STEPS steps (peak TRAIN_LR_MAX); see docs/tongue-engine.md for the exact
 * two-phase run that produced the shipped weights.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decodeImage, decodeMask } from '../src/edge/decode-image.ts';
import { resizeAreaToPlanar } from '../src/engine/tongue/segmentation/resize-area.ts';
import { runUnet, unetLayout } from '../src/engine/tongue/model/tongue-unet.ts';
import { prepareUnetInput } from '../src/engine/tongue/model/prepare-unet-input.ts';
import { TONGUE_UNET_SPEC } from '../src/engine/tongue/model/tongue-unet-spec.ts';
import { loadDataset, type DatasetItem } from './tongue-datasets.ts';
import { mulberry32, sampleTraining } from './tongue-train-sampler.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpDir = path.join(root, '.tmp');
const STEPS = Number(process.env.TRAIN_STEPS ?? 2000);
/** Continue from saved parameters (a .f32 checkpoint) with a fresh schedule of TRAIN_STEPS steps. */
const RESUME = process.env.TRAIN_RESUME;
const WORKERS = Number(process.env.TRAIN_WORKERS ?? 2);
const SEED = Number(process.env.TRAIN_SEED ?? 20261122);
const BATCH = 8;
const LR_MAX = Number(process.env.TRAIN_LR_MAX ?? 2e-3);
const LR_MIN = 2e-5;
const WARMUP = 50;
const size = TONGUE_UNET_SPEC.size;
const cacheSize = 2 * size;
const record = 4 * cacheSize * cacheSize;

async function buildCache(items: DatasetItem[], file: string): Promise<void> {
  const out = new Uint8Array(items.length * record);
  for (let n = 0; n < items.length; n++) {
    const item = items[n];
    const { image } = await decodeImage(item.imagePath);
    const rgb = resizeAreaToPlanar(image.data, image.width, image.height, 3, 3, cacheSize, cacheSize);
    const mask = await decodeMask(item.maskPath);
    const m = resizeAreaToPlanar(mask.data, mask.width, mask.height, 1, 1, cacheSize, cacheSize);
    const base = n * record;
    for (let k = 0; k < rgb.length; k++) out[base + k] = Math.round(rgb[k]);
    for (let k = 0; k < m.length; k++) out[base + rgb.length + k] = Math.round(m[k]);
    if (n % 100 === 0) console.log(`cache ${n}/${items.length}`);
  }
  writeFileSync(file, out);
}

function heInit(params: Float32Array, rand: () => number): void {
  const layout = unetLayout(TONGUE_UNET_SPEC);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  for (const L of layout.layers) {
    const fanIn = L.inChannels * L.kernel * L.kernel;
    const std = Math.sqrt((L.kernel === 3 ? 2 : 1) / fanIn);
    const n = L.inChannels * L.outChannels * L.kernel * L.kernel;
    for (let k = 0; k < n; k++) params[L.weightOffset + k] = gauss() * std;
  }
}

function heldOutIoU(params: Float32Array, cache: Uint8Array, indices: number[]): number {
  const layout = unetLayout(TONGUE_UNET_SPEC);
  let total = 0;
  for (const index of indices) {
    const base = index * record;
    const cached = {
      rgb: cache.subarray(base, base + 3 * cacheSize * cacheSize),
      mask: cache.subarray(base + 3 * cacheSize * cacheSize, base + record),
    };
    const sample = sampleTraining(cached, cacheSize, size, mulberry32(1), false);
    const logits = runUnet(params, layout, prepareUnetInput(sample.rgb, size));
    let inter = 0,
      union = 0;
    for (let k = 0; k < logits.length; k++) {
      const p = logits[k] > 0,
        t = sample.target[k] > 0.5;
      if (p && t) inter++;
      if (p || t) union++;
    }
    total += union ? inter / union : 1;
  }
  return total / indices.length;
}

function writeWeights(params: Float32Array, note: string): void {
  const file = path.join(root, 'src/engine/tongue/model/tongue-unet-weights.ts');
  const base64 = Buffer.from(params.buffer, params.byteOffset, params.byteLength).toString('base64');
  const lines = base64.match(/.{1,120}/g) ?? [];
  writeFileSync(
    file,
    `/**\n * Trained parameters of the tongue segmentation U-Net (${params.length} float32 values, little-endian, base64).\n` +
      ` * Generated by scripts/train-tongue.ts; do not edit. ${note}\n */\n` +
      `export const TONGUE_UNET_WEIGHTS_BASE64 =\n  '${lines.join("' +\n  '")}';\n`,
  );
}

async function main(): Promise<void> {
  mkdirSync(tmpDir, { recursive: true });
  const items = [...loadDataset('tongue-seg'), ...loadDataset('tongue-labels')];
  const cachePath = path.join(tmpDir, `tongue-train-cache-${cacheSize}.bin`);
  if (!existsSync(cachePath) || readFileSync(cachePath).length !== items.length * record) {
    console.log(`building ${cachePath}`);
    await buildCache(items, cachePath);
  }
  const cache = new Uint8Array(readFileSync(cachePath));
  const fitSeg = items.flatMap((it, i) => (it.set === 'tongue-seg' && it.split === 'fit' ? [i] : []));
  const fitLabels = items.flatMap((it, i) => (it.set === 'tongue-labels' && it.split === 'fit' ? [i] : []));
  const reportSeg = items.flatMap((it, i) => (it.set === 'tongue-seg' && it.split === 'report' ? [i] : []));
  console.log(
    `fit: ${fitSeg.length} tongue-seg + ${fitLabels.length} tongue-labels; watching ${reportSeg.length} held-out tongue-seg`,
  );

  const layout = unetLayout(TONGUE_UNET_SPEC);
  const rand = mulberry32(SEED);
  const params = new Float32Array(layout.paramCount);
  heInit(params, rand);
  if (RESUME) {
    const saved = new Float32Array(new Uint8Array(readFileSync(RESUME)).buffer);
    if (saved.length !== params.length) throw new Error(`${RESUME}: ${saved.length} values, the network has ${params.length}`);
    params.set(saved);
    console.log(`resumed from ${RESUME}`);
  }
  const m = new Float32Array(params.length);
  const v = new Float32Array(params.length);
  const workerFile = new URL('./tongue-train-worker.ts', import.meta.url);
  // Worker threads do not inherit tsx's loader: register it in the worker, then load the .ts file.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`;
  const workers = Array.from(
    { length: WORKERS },
    () => new Worker(bootstrap, { eval: true, workerData: { cachePath, cacheSize, count: items.length } }),
  );
  const runShare = (worker: Worker, jobs: Array<{ index: number; seed: number }>) =>
    new Promise<{ grad: Float32Array; loss: number }>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      worker.once('error', fail);
      worker.once('message', (result: { grad: Float32Array; loss: number }) => {
        worker.off('error', fail);
        resolve(result);
      });
      worker.postMessage({ params, jobs });
    });

  const started = Date.now();
  let lossAvg = 0;
  for (let step = 1; step <= STEPS; step++) {
    const jobs = Array.from({ length: BATCH }, (_, b) => {
      const pool = b % 2 === 0 ? fitSeg : fitLabels;
      return { index: pool[Math.floor(rand() * pool.length)], seed: Math.floor(rand() * 2 ** 31) };
    });
    const shares = workers.map((w, k) =>
      runShare(
        w,
        jobs.filter((_, b) => b % WORKERS === k),
      ),
    );
    const results = await Promise.all(shares);
    const grad = results[0].grad;
    for (let r = 1; r < results.length; r++) for (let k = 0; k < grad.length; k++) grad[k] += results[r].grad[k];
    let norm = 0;
    for (let k = 0; k < grad.length; k++) {
      grad[k] /= BATCH;
      norm += grad[k] * grad[k];
    }
    norm = Math.sqrt(norm);
    const clip = norm > 1 ? 1 / norm : 1;
    const lr =
      step <= WARMUP
        ? (LR_MAX * step) / WARMUP
        : LR_MIN + 0.5 * (LR_MAX - LR_MIN) * (1 + Math.cos((Math.PI * (step - WARMUP)) / (STEPS - WARMUP)));
    const b1 = 0.9,
      b2 = 0.999;
    const c1 = 1 - b1 ** step,
      c2 = 1 - b2 ** step;
    for (let k = 0; k < params.length; k++) {
      const g = grad[k] * clip;
      m[k] = b1 * m[k] + (1 - b1) * g;
      v[k] = b2 * v[k] + (1 - b2) * g * g;
      params[k] -= (lr * (m[k] / c1)) / (Math.sqrt(v[k] / c2) + 1e-8);
    }
    const loss = results.reduce((s, r) => s + r.loss, 0) / BATCH;
    lossAvg = step === 1 ? loss : 0.98 * lossAvg + 0.02 * loss;
    if (step % 25 === 0)
      console.log(
        `step ${step}/${STEPS} loss ${lossAvg.toFixed(4)} lr ${lr.toExponential(2)} gnorm ${norm.toFixed(3)} ${((Date.now() - started) / 1000).toFixed(0)}s`,
      );
    if (step % 200 === 0 || step === STEPS) {
      writeFileSync(path.join(tmpDir, 'tongue-unet-checkpoint.f32'), Buffer.from(params.buffer));
      console.log(`step ${step}: held-out tongue-seg IoU at ${size}px ${heldOutIoU(params, cache, reportSeg).toFixed(4)}`);
    }
  }
  await Promise.all(workers.map((w) => w.terminate()));
  const resumed = RESUME ? ` resumed from ${path.basename(RESUME)},` : '';
  writeWeights(
    params,
    `Spec ${JSON.stringify(TONGUE_UNET_SPEC)},${resumed} ${STEPS} steps of batch ${BATCH}, lr ${LR_MAX}, seed ${SEED}.`,
  );
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
