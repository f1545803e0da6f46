/**
 * Every labelled tongue photo of the shared data, with the labels the tongue head learns from and
 * the fixed split between fitting and reporting photos (docs/tongue-engine.md, "Findings across
 * cameras"). Three sets, two cameras:
 *
 * - tongue-labels (TonguExpert camera): practitioners' manual labels (body colour, coating colour,
 *   fissures, tooth marks) and the database's model-predicted labels; ids divisible by 4 report.
 * - tongue-labels-more (same camera): manual fissure and tooth-mark labels and predicted labels;
 *   ids divisible by 4 report.
 * - tongue-seg (BioHit camera): one rater's by-eye labels (labels-by-eye.json); ids 001-240 fit,
 *   241-300 report (the same split as its segmentation masks).
 *
 * Predicted labels are training signal only, never a reported reference.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedDataRoot } from '../tongue-datasets.ts';

export type HeadSet = 'tongue-labels' | 'tongue-labels-more' | 'tongue-seg';

/** TonguExpert label values (manual or predicted). */
export interface ExpertLabels {
  body_colour: 'light' | 'regular' | 'dark' | null;
  coating_colour: 'white' | 'light_yellow' | 'yellow' | null;
  fissure: 'light' | 'severe' | null;
  tooth_marks: 'light' | 'severe' | null;
}
export interface ExpertPredicted extends ExpertLabels {
  coating: 'greasy' | 'greasy_thick' | 'non_greasy' | null;
}

/** One rater's by-eye labels of tongue-seg (its README). */
export interface ByEyeLabels {
  body: 'pale' | 'normal' | 'red' | 'deep-red' | 'purple';
  coating_thickness: 'none' | 'thin' | 'thick';
  coating_colour: 'none' | 'white' | 'yellow';
  cracks: 'yes' | 'no';
  tooth_marks: 'yes' | 'no';
  moisture: 'dry' | 'normal' | 'wet';
  confidence: 'high' | 'medium' | 'low';
  /** what stood out to the rater, in free words (optional) */
  note?: string;
}

/**
 * Whether the rater's note names red points ('red prickles', 'red dots'). No set labels red
 * points; a note names what stood out, so a photo without one is no reliable negative.
 */
export function noteNamesRedPoints(labels: ByEyeLabels | undefined): boolean {
  return /prickl|red dot/i.test(labels?.note ?? '');
}

export interface HeadItem {
  set: HeadSet;
  id: string;
  imagePath: string;
  split: 'fit' | 'report';
  manual?: ExpertLabels;
  predicted?: ExpertPredicted;
  byEye?: ByEyeLabels;
}

/** Whether a photo belongs to the reporting part of its set (never fitted on). */
export function isHeadReportId(set: HeadSet, id: string): boolean {
  const n = Number(id);
  return set === 'tongue-seg' ? n > 240 : n % 4 === 0;
}

interface ManifestEntry {
  id: string;
  image: string;
  labels?: ExpertLabels;
  predicted?: ExpertPredicted;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Reads one set (throws when the shared data is missing). */
export function loadHeadSet(set: HeadSet): HeadItem[] {
  const dir = path.join(sharedDataRoot, set);
  const manifest = readJson<ManifestEntry[]>(path.join(dir, 'manifest.json'));
  const predictedFile = path.join(dir, 'predicted-labels.json');
  const predicted = existsSync(predictedFile)
    ? new Map(readJson<Array<{ id: string; predicted: ExpertPredicted }>>(predictedFile).map((p) => [p.id, p.predicted]))
    : undefined;
  const byEyeFile = path.join(dir, 'labels-by-eye.json');
  const byEye = existsSync(byEyeFile)
    ? new Map(readJson<Array<ByEyeLabels & { id: string }>>(byEyeFile).map((l) => [l.id, l]))
    : undefined;
  return manifest.map((m) => ({
    set,
    id: m.id,
    imagePath: path.join(dir, m.image),
    split: isHeadReportId(set, m.id) ? 'report' : 'fit',
    ...(set !== 'tongue-seg' && m.labels ? { manual: m.labels } : {}),
    ...((m.predicted ?? predicted?.get(m.id)) ? { predicted: m.predicted ?? predicted?.get(m.id) } : {}),
    ...(byEye?.get(m.id) ? { byEye: byEye.get(m.id) } : {}),
  }));
}

export const HEAD_SETS: readonly HeadSet[] = ['tongue-labels', 'tongue-labels-more', 'tongue-seg'];

/** All three sets. */
export function loadHeadItems(): HeadItem[] {
  return HEAD_SETS.flatMap(loadHeadSet);
}

/**
 * The development holdout inside the fitting photos (tongue-seg 201-240, TonguExpert ids = 2 mod
 * 8): kept out of development fits (HEAD_HOLDOUT=1) so design choices are judged on photos the
 * fit did not see, never on the reporting split.
 */
export function isHoldout(item: Pick<HeadItem, 'set' | 'id'>): boolean {
  const n = Number(item.id);
  return item.set === 'tongue-seg' ? n > 200 && n <= 240 : n % 8 === 2;
}
