import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The shared labelled photos live beside the project (../shared/data), never inside it.
 * SHARED_DATA_DIR overrides the location.
 */
export const sharedDataDir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(projectRoot, '../shared/data'));

/**
 * Whether a shared data set is present. Absent data skips the test with a visible note,
 * except under CI=true, where it is a failure: CI must always measure on real photos.
 */
export function hasSharedData(subdir: string): boolean {
  const dir = path.join(sharedDataDir, subdir);
  if (existsSync(dir)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`Shared data set ${dir} is missing; under CI=true it is required.`);
  }
  console.warn(`NOTE: ${dir} is missing; tests that need real tongue photos are skipped.`);
  return false;
}
