/**
 * Development study (not a reported figure): does the quality gate say 'no tongue' on real photos
 * that show none? `npx tsx scripts/tongue-head/dev-no-tongue.ts [fit|report|all]`
 *
 * There is no set of real mouth-closed photos, so the photos without a tongue are cut from the
 * real tongue photos of both cameras with their masks: the part of the frame above the tongue
 * (nose, upper lip, the mouth's opening, teeth), the part below it (chin, neck, the paper bib)
 * and, beside them, the whole photo as taken, which must still be accepted. Only crops at least
 * a fifth of the photo's height and wholly free of tongue pixels are used. Fitting photos by
 * default; 'report' reads the held-out ids once a change has been chosen.
 */
import sharp from 'sharp';
import { decodeImage, decodeMask } from '../../src/edge/decode-image.ts';
import { analyzeTongueWithMask, segmentTongue } from '../../src/engine/tongue/index.ts';
import { linearRgbToLab, srgbToLinearTable } from '../../src/engine/tongue/colour/convert-rgb-to-lab.ts';
import { QUALITY_LIMITS } from '../../src/engine/tongue/quality/assess-quality.ts';
import { estimateWhiteBalance } from '../../src/engine/tongue/colour/estimate-white-balance.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg } from './camera-pipeline.ts';
import { loadDataset, type DatasetItem } from '../tongue-datasets.ts';

const which = (process.argv[2] ?? 'fit') as 'fit' | 'report' | 'all';
const MIN_SHARE = 0.2;

interface Outcome {
  kind: 'above' | 'below' | 'whole' | 'camera';
  set: string;
  id: string;
  ok: boolean;
  code: string;
  area: number | null;
  contrast: number | null;
  /** the region found reaches both side edges of the frame */
  spans: boolean;
  /** its bounding box's height over width */
  aspect: number;
  /** CIELAB a* and chroma of its mean colour */
  a: number;
  chroma: number;
  /** a* of its mean colour once the frame's white balance is corrected */
  balancedA: number;
}

/** The rows of the mask that hold tongue: first and last. */
function tongueRows(mask: { width: number; height: number; data: Uint8Array }): [number, number] {
  let top = mask.height;
  let bottom = -1;
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      if (mask.data[y * mask.width + x] > 127) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        break;
      }
  return [top, bottom];
}

async function judge(bytes: Buffer, kind: Outcome['kind'], item: DatasetItem): Promise<Outcome> {
  const { image } = await decodeImage(bytes);
  // The gate of analyzeTongue, with the segmentation kept for the measurements below.
  const segmentation = segmentTongue(image);
  const result = analyzeTongueWithMask(image, segmentation.mask);
  const unsure = segmentation.area > 0 && segmentation.confidence < QUALITY_LIMITS.minTongueConfidence;
  const quality = result.ok ? result.findings.quality : result.quality;
  const sum = [0, 0, 0, 0];
  for (let p = 0; p < segmentation.mask.length; p++) {
    if (!segmentation.mask[p]) continue;
    for (let c = 0; c < 3; c++) sum[c] += srgbToLinearTable[image.data[p * 3 + c]];
    sum[3]++;
  }
  const [, a, b] = sum[3] ? linearRgbToLab(sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]) : [0, 0, 0];
  const { gains, exposureGain } = estimateWhiteBalance(image);
  const balance = gains.map((g) => g / exposureGain);
  const [, balancedA] = sum[3]
    ? linearRgbToLab((balance[0] * sum[0]) / sum[3], (balance[1] * sum[1]) / sum[3], (balance[2] * sum[2]) / sum[3])
    : [0, 0];
  const { bbox } = segmentation;
  return {
    kind,
    set: item.set,
    id: item.id,
    ok: result.ok && !unsure,
    code: unsure && result.ok ? 'no-tongue' : result.ok ? 'accepted' : result.code,
    area: quality.tongueFraction,
    contrast: quality.tongueContrast,
    spans: bbox.x <= 1 && bbox.x + bbox.width >= image.width - 1,
    aspect: bbox.height / Math.max(1, bbox.width),
    a,
    chroma: Math.hypot(a, b),
    balancedA,
  };
}

async function main() {
  const items = (['tongue-seg', 'tongue-labels'] as const)
    .flatMap((set) => loadDataset(set))
    .filter((item) => which === 'all' || item.split === which);
  const outcomes: Outcome[] = [];
  for (const item of items) {
    const mask = await decodeMask(item.maskPath);
    const meta = await sharp(item.imagePath).metadata();
    const [top, bottom] = tongueRows(mask);
    if (bottom < 0) continue;
    // The mask may be stored at another size than the photo.
    const scale = (meta.height ?? mask.height) / mask.height;
    const width = meta.width ?? mask.width;
    const height = meta.height ?? mask.height;
    const aboveHeight = Math.floor(top * scale) - 1;
    const belowTop = Math.ceil((bottom + 1) * scale) + 1;
    outcomes.push(await judge(await sharp(item.imagePath).toBuffer(), 'whole', item));
    if (aboveHeight >= MIN_SHARE * height)
      outcomes.push(
        await judge(
          await sharp(item.imagePath).extract({ left: 0, top: 0, width, height: aboveHeight }).toBuffer(),
          'above',
          item,
        ),
      );
    if (height - belowTop >= MIN_SHARE * height)
      outcomes.push(
        await judge(
          await sharp(item.imagePath)
            .extract({ left: 0, top: belowTop, width, height: height - belowTop })
            .toBuffer(),
          'below',
          item,
        ),
      );
  }
  // A quarter of the photos again through development cameras (never the evaluation's seed).
  const cameras = cameraFamily(6, 0xdec0de);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const [i, item] of items.entries()) {
    if (i % 4) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const camera of cameras)
      outcomes.push(await judge(await photographAsJpeg(rgb, width, height, camera, rand), 'camera', item));
  }
  for (const set of ['tongue-seg', 'tongue-labels'])
    for (const kind of ['whole', 'camera', 'above', 'below'] as const) {
      const rows = outcomes.filter((o) => o.set === set && o.kind === kind);
      if (!rows.length) continue;
      const codes = new Map<string, number>();
      for (const r of rows) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
      console.log(
        `${set} ${kind.padEnd(5)} n=${String(rows.length).padStart(4)}  ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}`,
      );
    }
  // How the measurements separate photos of tongues from the crops the gate accepted.
  const quantiles = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return [0, 0.01, 0.05, 0.5, 0.95, 0.99, 1]
      .map((q) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2))
      .join(' ');
  };
  const groups = {
    'photos of tongues (accepted)': outcomes.filter((o) => o.kind === 'whole' && o.ok),
    'photos of tongues through cameras (accepted)': outcomes.filter((o) => o.kind === 'camera' && o.ok),
    'crops without a tongue, accepted': outcomes.filter((o) => (o.kind === 'above' || o.kind === 'below') && o.ok),
  };
  for (const [name, rows] of Object.entries(groups)) {
    if (!rows.length) continue;
    console.log(`${name}: n=${rows.length}, spanning both sides ${rows.filter((o) => o.spans).length}`);
    console.log(`  quantiles 0 1 5 50 95 99 100 %: aspect ${quantiles(rows.map((o) => o.aspect))}`);
    console.log(`  a* ${quantiles(rows.map((o) => o.a))}`);
    console.log(`  chroma ${quantiles(rows.map((o) => o.chroma))}`);
    console.log(`  a* balanced ${quantiles(rows.map((o) => o.balancedA))}`);
  }
  if (process.env.VERBOSE)
    for (const o of outcomes.filter((o) => (o.kind === 'whole' || o.kind === 'camera') === !o.ok))
      console.log(
        `  ${o.kind === 'whole' || o.kind === 'camera' ? 'refused' : 'accepted'}: ${o.set} ${o.id} ${o.kind} (${o.code}; tongue ${((o.area ?? 0) * 100).toFixed(1)} % of the frame, contrast ${o.contrast?.toFixed(1) ?? '-'}, aspect ${o.aspect.toFixed(2)}, a* ${o.a.toFixed(1)}, spans ${o.spans})`,
      );
}

await main();
