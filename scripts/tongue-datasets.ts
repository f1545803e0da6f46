/**
 * The shared tongue data sets and the fixed split between fitting and reporting images, used by
 * train-tongue.ts and eval-tongue.ts alike so the reported figures are on images never fitted.
 *
 * - tongue-seg (hand-drawn masks): ids 001-240 fit, 241-300 report.
 * - tongue-labels (model-made masks, practitioners' labels): ids whose number is a multiple
 *   of 4 report, the others fit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Root of the shared data: SHARED_DATA_DIR or ../shared/data beside the project. */
export const sharedDataRoot = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(projectRoot, '../shared/data'));

export type DatasetName = 'tongue-seg' | 'tongue-labels';

/** One manifest entry with absolute paths. */
export interface DatasetItem {
  set: DatasetName;
  id: string;
  imagePath: string;
  maskPath: string;
  width: number;
  height: number;
  labels?: {
    coating_colour: 'white' | 'light_yellow' | 'yellow' | null;
    body_colour: 'light' | 'regular' | 'dark' | null;
    fissure: 'light' | 'severe' | null;
    tooth_marks: 'light' | 'severe' | null;
  };
  split: 'fit' | 'report';
}

/** Whether an id belongs to the reporting (held-out) part of its set. */
export function isReportId(set: DatasetName, id: string): boolean {
  const n = Number(id);
  return set === 'tongue-seg' ? n > 240 : n % 4 === 0;
}

/** Reads a set's manifest. */
export function loadDataset(set: DatasetName): DatasetItem[] {
  const dir = path.join(sharedDataRoot, set);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Array<{
    id: string;
    image: string;
    mask: string;
    width: number;
    height: number;
    labels?: DatasetItem['labels'];
  }>;
  return manifest.map((m) => ({
    set,
    id: m.id,
    imagePath: path.join(dir, m.image),
    maskPath: path.join(dir, m.mask),
    width: m.width,
    height: m.height,
    labels: m.labels,
    split: isReportId(set, m.id) ? 'report' : 'fit',
  }));
}
