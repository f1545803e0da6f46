/** The cached tongue neighbourhoods written by build-crops.ts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeadItem } from './datasets.ts';

export const cacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/tongue-head');

export interface CachedCrop {
  item: HeadItem;
  width: number;
  height: number;
  /** RGBA-like: R, G, B, mask (255 = tongue) per pixel */
  data: Uint8Array;
  bbox: { x: number; y: number; width: number; height: number };
}

/** Loads every cached crop (run build-crops.ts first). */
export function loadCrops(): CachedCrop[] {
  const all = new Uint8Array(readFileSync(path.join(cacheDir, 'crops.bin')));
  const entries = JSON.parse(readFileSync(path.join(cacheDir, 'crops.json'), 'utf8')) as Array<
    Omit<CachedCrop, 'data'> & { offset: number }
  >;
  return entries.map((e) => ({
    item: e.item,
    width: e.width,
    height: e.height,
    bbox: e.bbox,
    data: all.subarray(e.offset, e.offset + e.width * e.height * 4),
  }));
}
