/**
 * Evaluates the tongue engine on the shared real photos (reporting split only, see
 * tongue-datasets.ts) and prints:
 *  1. segmentation on tongue-seg (hand-drawn masks) and on tongue-labels (model-made masks):
 *     mean IoU, mean Dice, median IoU, share with IoU >= 0.90, throughput, worst ten;
 *  2. the findings per camera (eval-tongue-findings.ts): agreement with the practitioners'
 *     labels of tongue-labels and tongue-labels-more, with the by-eye labels of tongue-seg, and the
 *     share of each finding value over every photo of each camera;
 *  3. stability under a family of simulated cameras (scripts/tongue-head/camera-pipeline.ts,
 *     never the cameras drawn in training): agreement per SPEC §5 field with the photo as taken.
 * IoU is measured at the photo's own size (our working mask upscaled by nearest neighbour, as the
 * CLI writes it). Reads SHARED_DATA_DIR or ../shared/data. EVAL_LIMIT=n evaluates n per set.
 */
import { decodeImage, decodeMask } from '../src/edge/decode-image.ts';
import { analyzeTongue, type TongueResult } from '../src/engine/tongue/index.ts';
import { loadDataset, sharedDataRoot, type DatasetItem } from './tongue-datasets.ts';
import { median, overlap, resizeMaskNearest } from './tongue-metrics.ts';
import { cameraStability, findingsPerCamera } from './eval-tongue-findings.ts';

const LIMIT = Number(process.env.EVAL_LIMIT ?? Infinity);

interface Scored {
  item: DatasetItem;
  iou: number;
  dice: number;
  result: TongueResult;
  ms: number;
}

async function scoreOne(item: DatasetItem, input: string | Buffer = item.imagePath): Promise<Scored> {
  const t0 = performance.now();
  const { image, originalWidth, originalHeight } = await decodeImage(input);
  const result = analyzeTongue(image);
  const ms = performance.now() - t0;
  const truth = await decodeMask(item.maskPath);
  let ours: Uint8Array = new Uint8Array(truth.width * truth.height);
  if (result.ok) {
    ours = resizeMaskNearest(result.mask, image.width, image.height, truth.width, truth.height);
  } else if (originalWidth !== truth.width || originalHeight !== truth.height) {
    throw new Error(`${item.id}: photo ${originalWidth}x${originalHeight} vs mask ${truth.width}x${truth.height}`);
  }
  const { iou, dice } = overlap(ours, truth.data);
  return { item, iou, dice, result, ms };
}

function printSegmentation(title: string, scored: Scored[]): void {
  const ious = scored.map((s) => s.iou);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const totalMs = scored.reduce((s, x) => s + x.ms, 0);
  const refused = scored.filter((s) => !s.result.ok);
  console.log(`\n== Segmentation: ${title} (${scored.length} reporting images) ==`);
  console.log(
    `mean IoU ${mean(ious).toFixed(4)}  mean Dice ${mean(scored.map((s) => s.dice)).toFixed(4)}  median IoU ${median(ious).toFixed(4)}`,
  );
  console.log(
    `IoU >= 0.90: ${((100 * ious.filter((v) => v >= 0.9).length) / ious.length).toFixed(1)} %   missed entirely (IoU < 0.10): ${ious.filter((v) => v < 0.1).length}`,
  );
  console.log(
    `throughput ${((1000 * scored.length) / totalMs).toFixed(1)} images/s (decode + analysis, ${(totalMs / scored.length).toFixed(0)} ms mean, one thread)`,
  );
  console.log(
    `refused by the quality gate: ${refused.length}${refused.length ? ' (' + refused.map((s) => `${s.item.id}: ${s.result.ok ? '' : s.result.code}`).join(', ') + ')' : ''}`,
  );
  console.log(
    'worst ten: ' +
      [...scored]
        .sort((a, b) => a.iou - b.iou)
        .slice(0, 10)
        .map((s) => `${s.item.id} ${s.iou.toFixed(3)}`)
        .join(', '),
  );
}

async function main(): Promise<void> {
  console.log(`shared data: ${sharedDataRoot}`);
  const started = performance.now();
  for (const set of ['tongue-seg', 'tongue-labels'] as const) {
    const items = loadDataset(set)
      .filter((it) => it.split === 'report')
      .slice(0, LIMIT);
    const scored: Scored[] = [];
    for (const item of items) scored.push(await scoreOne(item));
    printSegmentation(
      set === 'tongue-seg'
        ? 'tongue-seg, hand-drawn masks (ids 241-300)'
        : 'tongue-labels, model-made masks (ids divisible by 4)',
      scored,
    );
  }
  await findingsPerCamera(LIMIT);
  await cameraStability(LIMIT);
  console.log(`\neval finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
