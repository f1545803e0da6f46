/**
 * Worker thread of train-tongue.ts: computes the summed gradient of a share of each batch.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { runUnet, unetLayout, type UnetTape } from '../src/engine/tongue/model/tongue-unet.ts';
import { prepareUnetInput } from '../src/engine/tongue/model/prepare-unet-input.ts';
import { TONGUE_UNET_SPEC } from '../src/engine/tongue/model/tongue-unet-spec.ts';
import { backwardUnet } from './tongue-unet-backward.ts';
import { bceDiceLoss } from './tongue-train-loss.ts';
import { mulberry32, sampleTraining } from './tongue-train-sampler.ts';

const { cachePath, cacheSize, count } = workerData as { cachePath: string; cacheSize: number; count: number };
const cache = new Uint8Array(readFileSync(cachePath));
const record = 4 * cacheSize * cacheSize;
const layout = unetLayout(TONGUE_UNET_SPEC);
const size = TONGUE_UNET_SPEC.size;

parentPort!.on('message', (msg: { params: Float32Array; jobs: Array<{ index: number; seed: number }> }) => {
  const grad = new Float32Array(layout.paramCount);
  let loss = 0;
  for (const job of msg.jobs) {
    if (job.index >= count) throw new RangeError(`sample ${job.index} beyond cache`);
    const base = job.index * record;
    const cached = {
      rgb: cache.subarray(base, base + 3 * cacheSize * cacheSize),
      mask: cache.subarray(base + 3 * cacheSize * cacheSize, base + record),
    };
    const sample = sampleTraining(cached, cacheSize, size, mulberry32(job.seed));
    const tape: UnetTape = { inputs: [], outputs: [], poolArgmax: [] };
    const logits = runUnet(msg.params, layout, prepareUnetInput(sample.rgb, size), tape);
    const result = bceDiceLoss(logits, sample.target);
    loss += result.loss;
    backwardUnet(msg.params, layout, tape, result.dLogits, grad);
  }
  parentPort!.postMessage({ grad, loss }, [grad.buffer]);
});
