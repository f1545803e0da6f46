/**
 * Decodes every labelled photo exactly as the server does (src/edge/decode-image.ts, long side
 * 512), finds its tongue with the shipped segmenter, and caches the tongue's neighbourhood (a
 * square 1.5 times the tongue's larger side, cut to the photo) with its mask, so training can
 * draw camera variations of it quickly. Writes .tmp/tongue-head/crops.bin and crops.json.
 *
 *   npx tsx scripts/tongue-head/build-crops.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../../src/edge/decode-image.ts';
import { segmentTongue } from '../../src/engine/tongue/index.ts';
import { loadHeadItems, type HeadItem } from './datasets.ts';
import { cacheDir } from './crop-cache.ts';

export const CROP_SCALE = 1.5;

interface Entry {
  item: HeadItem;
  offset: number;
  width: number;
  height: number;
  /** the tongue's box inside the crop */
  bbox: { x: number; y: number; width: number; height: number };
}

const items = loadHeadItems();
const chunks: Uint8Array[] = [];
const entries: Entry[] = [];
let offset = 0;
const t0 = performance.now();
for (const [n, item] of items.entries()) {
  const { image } = await decodeImage(item.imagePath);
  const seg = segmentTongue(image);
  if (seg.area === 0) {
    console.warn(`${item.set} ${item.id}: no tongue found, left out`);
    continue;
  }
  const side = Math.round(Math.max(seg.bbox.width, seg.bbox.height) * CROP_SCALE);
  const cx = seg.bbox.x + seg.bbox.width / 2,
    cy = seg.bbox.y + seg.bbox.height / 2;
  const x0 = Math.max(0, Math.round(cx - side / 2)),
    y0 = Math.max(0, Math.round(cy - side / 2));
  const x1 = Math.min(image.width, Math.round(cx + side / 2)),
    y1 = Math.min(image.height, Math.round(cy + side / 2));
  const w = x1 - x0,
    h = y1 - y0;
  // RGB then mask, row by row.
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const s = (y0 + y) * image.width + (x0 + x);
      const d = (y * w + x) * 4;
      data[d] = image.data[s * 3];
      data[d + 1] = image.data[s * 3 + 1];
      data[d + 2] = image.data[s * 3 + 2];
      data[d + 3] = seg.mask[s];
    }
  }
  chunks.push(data);
  entries.push({
    item: { ...item, imagePath: path.relative(path.dirname(item.imagePath), item.imagePath) },
    offset,
    width: w,
    height: h,
    bbox: { x: seg.bbox.x - x0, y: seg.bbox.y - y0, width: seg.bbox.width, height: seg.bbox.height },
  });
  offset += data.length;
  if (n % 200 === 0) console.log(`${n}/${items.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
mkdirSync(cacheDir, { recursive: true });
const all = new Uint8Array(offset);
let at = 0;
for (const c of chunks) {
  all.set(c, at);
  at += c.length;
}
writeFileSync(path.join(cacheDir, 'crops.bin'), all);
writeFileSync(path.join(cacheDir, 'crops.json'), JSON.stringify(entries));
console.log(`${entries.length} crops, ${(offset / 1e6).toFixed(0)} MB, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
