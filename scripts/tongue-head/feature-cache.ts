/**
 * Measures the head's features (src/engine/tongue/model/head-features.ts) on every cached crop as
 * it is, and on AUGMENTED_COPIES camera variations of every fitting crop (camera-pipeline.ts,
 * fixed seed), and caches them in .tmp/tongue-head/features.json for fitting.
 *
 *   npx tsx scripts/tongue-head/feature-cache.ts      (after build-crops.ts)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureHeadFeatures } from '../../src/engine/tongue/model/head-features.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { applyColourSteps, randomCamera, type Camera } from './camera-pipeline.ts';
import { cacheDir, loadCrops, type CachedCrop } from './crop-cache.ts';
import type { HeadItem } from './datasets.ts';
import sharp from 'sharp';

export const AUGMENTED_COPIES = Number(process.env.HEAD_AUGMENTED_COPIES ?? 6);

export interface FeatureRow {
  item: HeadItem;
  /** 0 = the photo as it is; 1.. = a camera variation */
  copy: number;
  values: number[];
  referenceUsable: boolean;
  reference: [number, number, number];
  tongue: [number, number, number];
}

/** The crop photographed by a random camera: colour steps, sharpening or blur, JPEG round trip. */
export async function photograph(crop: CachedCrop, rand: () => number): Promise<Uint8Array> {
  return (await photographWith(crop, rand)).data;
}

/** The same, with the camera that was drawn. */
export async function photographWith(crop: CachedCrop, rand: () => number): Promise<{ data: Uint8Array; camera: Camera }> {
  const data = new Uint8Array(crop.data);
  const camera = randomCamera(rand);
  applyColourSteps(data, 4, camera, rand);
  const n = crop.width * crop.height;
  const rgb = new Uint8Array(n * 3);
  for (let p = 0; p < n; p++) rgb.set(data.subarray(p * 4, p * 4 + 3), p * 3);
  let image = sharp(rgb, { raw: { width: crop.width, height: crop.height, channels: 3 } });
  if (camera.sharpen > 0) image = image.sharpen({ sigma: camera.sharpen });
  else if (camera.sharpen < 0) image = image.blur(-camera.sharpen);
  const jpeg = await image.jpeg({ quality: camera.jpegQuality }).toBuffer();
  const decoded = await sharp(jpeg).raw().toBuffer();
  for (let p = 0; p < n; p++) data.set(decoded.subarray(p * 3, p * 3 + 3), p * 4);
  return { data, camera };
}

/** The crop's tongue mask (its fourth channel) and whole-pixel bounding box. */
export function maskAndBox(crop: CachedCrop): {
  mask: Uint8Array;
  bbox: { x: number; y: number; width: number; height: number };
} {
  const mask = new Uint8Array(crop.width * crop.height);
  for (let p = 0; p < mask.length; p++) mask[p] = crop.data[p * 4 + 3];
  const bbox = {
    x: Math.round(crop.bbox.x),
    y: Math.round(crop.bbox.y),
    width: Math.round(crop.bbox.width),
    height: Math.round(crop.bbox.height),
  };
  return { mask, bbox };
}

export function measure(crop: CachedCrop, data: Uint8Array) {
  const { mask, bbox } = maskAndBox(crop);
  return measureHeadFeatures({ width: crop.width, height: crop.height, channels: 4, data }, mask, bbox);
}

/**
 * HEAD_SHARD=i/n measures every n-th crop from the i-th into features.i.json, so shards can run
 * side by side; without it every crop goes to features.json. Each crop's camera variations are
 * drawn from its own seed, so the rows do not depend on the sharding.
 */
const [shard, shards] = (process.env.HEAD_SHARD ?? '0/1').split('/').map(Number);

async function main(): Promise<void> {
  const rows: FeatureRow[] = [];
  const crops = loadCrops();
  const t0 = performance.now();
  for (const [k, crop] of crops.entries()) {
    if (k % shards !== shard) continue;
    const rand = mulberry32(20261127 + k);
    const f = measure(crop, crop.data);
    rows.push({
      item: crop.item,
      copy: 0,
      values: f.values,
      referenceUsable: f.referenceUsable,
      reference: f.reference,
      tongue: f.tongue,
    });
    if (crop.item.split === 'fit')
      for (let c = 1; c <= AUGMENTED_COPIES; c++) {
        const g = measure(crop, await photograph(crop, rand));
        rows.push({
          item: crop.item,
          copy: c,
          values: g.values,
          referenceUsable: g.referenceUsable,
          reference: g.reference,
          tongue: g.tongue,
        });
      }
    if (k % 100 === shard) console.log(`${k}/${crops.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  writeFileSync(
    path.join(cacheDir, shards === 1 ? (process.env.HEAD_FEATURES_FILE ?? 'features.json') : `features.${shard}.json`),
    JSON.stringify(rows),
  );
  console.log(`${rows.length} rows`);
}

if (process.argv[1]?.endsWith('feature-cache.ts')) await main();
