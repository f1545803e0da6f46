/**
 * The feature cache written by feature-cache.ts: features.json (or HEAD_FEATURES_FILE, a file in
 * the cache directory, for a variant kept beside it), or its shards side by side (features.i.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir } from './crop-cache.ts';
import type { FeatureRow } from './feature-cache.ts';

export function loadFeatureRows(): FeatureRow[] {
  const whole = path.join(cacheDir, process.env.HEAD_FEATURES_FILE ?? 'features.json');
  if (existsSync(whole)) return JSON.parse(readFileSync(whole, 'utf8')) as FeatureRow[];
  if (process.env.HEAD_FEATURES_FILE) throw new Error(`No feature cache ${whole}`);
  const shards = readdirSync(cacheDir)
    .filter((f) => /^features\.\d+\.json$/.test(f))
    .sort();
  if (!shards.length) throw new Error('No feature cache: run scripts/tongue-head/feature-cache.ts first');
  return shards.flatMap((f) => JSON.parse(readFileSync(path.join(cacheDir, f), 'utf8')) as FeatureRow[]);
}
