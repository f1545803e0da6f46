/**
 * Speed and memory of the tongue engine, decode included, on one core (sharp limited to one
 * thread, analysis on the main thread):
 *  - per-image latency p50/p95 over photos of both shared sets;
 *  - the same for a 12-megapixel JPEG (4000 x 3000, made by upscaling a tongue-seg photo into a
 *    temporary directory), decoded at reduced size by sharp's shrink-on-load;
 *  - peak resident memory, and heap/RSS growth over 500 consecutive images (after forced GC).
 * Target (issue 3): p50 <= 150 ms for the 12 MP photo; memory flat over 500 images.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { decodeImage } from '../src/edge/decode-image.ts';
import { analyzeTongue } from '../src/engine/tongue/index.ts';
import { loadDataset } from './tongue-datasets.ts';

sharp.concurrency(1);
sharp.cache(false);
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function percentile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

async function timeOne(file: string): Promise<number> {
  const t0 = performance.now();
  const { image } = await decodeImage(file);
  analyzeTongue(image);
  return performance.now() - t0;
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

async function main(): Promise<void> {
  const seg = loadDataset('tongue-seg');
  const labels = loadDataset('tongue-labels');
  const files = [...seg.filter((_, i) => i % 3 === 0), ...labels.filter((_, i) => i % 8 === 0)].map((it) => it.imagePath);
  for (const f of files.slice(0, 5)) await timeOne(f); // warm-up: JIT and model weights
  const times: number[] = [];
  for (const f of files) times.push(await timeOne(f));
  console.log(
    `shared-set photos (${files.length}: 768 px class, decode + analysis): p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'tongue-bench-'));
  try {
    const big = path.join(dir, 'tongue-12mp.jpg');
    await sharp(seg[0].imagePath).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toFile(big);
    const bigTimes: number[] = [];
    for (let i = 0; i < 3; i++) await timeOne(big);
    for (let i = 0; i < 30; i++) bigTimes.push(await timeOne(big));
    console.log(
      `12-megapixel JPEG (4000 x 3000, decode at reduced size + analysis): p50 ${percentile(bigTimes, 0.5).toFixed(0)} ms, p95 ${percentile(bigTimes, 0.95).toFixed(0)} ms (target p50 <= 150 ms)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  gc();
  const start = process.memoryUsage();
  const marks: string[] = [];
  for (let i = 1; i <= 500; i++) {
    await timeOne(files[i % files.length]);
    if (i % 100 === 0) {
      gc();
      const m = process.memoryUsage();
      marks.push(`${i}: heap ${mb(m.heapUsed)} MB, rss ${mb(m.rss)} MB`);
    }
  }
  gc();
  const end = process.memoryUsage();
  console.log(`memory over 500 images (after GC): ${marks.join('; ')}`);
  console.log(`growth: heap ${mb(end.heapUsed - start.heapUsed)} MB, rss ${mb(end.rss - start.rss)} MB`);
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}

await main();
