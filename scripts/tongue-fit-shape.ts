/**
 * Fits the size and shape thresholds of the tongue engine (src/engine/tongue/model/shape-thresholds.ts)
 * on the fitting photos of tongue-labels and tongue-seg: the 10th and 90th percentiles of the
 * width/length ratio and the median tip bluntness of our own segmentation's outlines. Relative
 * readings: no size labels exist.
 *
 *   npx tsx scripts/tongue-fit-shape.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '../src/edge/decode-image.ts';
import { segmentTongue } from '../src/engine/tongue/index.ts';
import { measureShape } from '../src/engine/tongue/segmentation/measure-shape.ts';
import { loadDataset } from './tongue-datasets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
}

const items = [...loadDataset('tongue-labels'), ...loadDataset('tongue-seg')].filter((it) => it.split === 'fit');
const ratio: number[] = [],
  tip: number[] = [];
for (const item of items) {
  const { image } = await decodeImage(item.imagePath);
  const seg = segmentTongue(image);
  if (seg.area < 100) continue;
  const shape = measureShape(seg.mask, image.width, seg.bbox, false);
  ratio.push(shape.widthToLength);
  tip.push(shape.tipBluntness);
}
writeFileSync(
  path.join(root, 'src/engine/tongue/model/shape-thresholds.ts'),
  `/**
 * Thresholds fitted by scripts/tongue-fit-shape.ts on the fitting split; do not edit by hand.
 * Width/length ratio 10th and 90th percentiles and median tip bluntness of ${ratio.length} fitting photos of
 * both sets (tongue-labels, tongue-seg).
 */
export const SHAPE_THRESHOLDS = { narrowRatio: ${quantile(ratio, 0.1).toFixed(4)}, wideRatio: ${quantile(ratio, 0.9).toFixed(4)}, bluntTip: ${quantile(tip, 0.5).toFixed(4)} };
`,
);
console.log(`wrote model/shape-thresholds.ts from ${ratio.length} photos`);
