/**
 * Evaluates the tongue engine on the shared real photos (reporting split only, see
 * tongue-datasets.ts) and prints:
 *  1. segmentation on tongue-seg (hand-drawn masks) and on tongue-labels (model-made masks):
 *     mean IoU, mean Dice, median IoU, share with IoU >= 0.90, throughput, worst ten;
 *  2. robustness: IoU and SPEC §5 classification agreement under brightness +-20 %, a
 *     white-balance shift, 0.5x and 2x scale and JPEG quality 50;
 *  3. agreement with the practitioners' labels of tongue-labels: confusion matrices and Cohen's
 *     kappa for body colour and coating colour, detection rates of fissures and tooth marks.
 * IoU is measured at the photo's own size (our working mask upscaled by nearest neighbour, as the
 * CLI writes it). Reads SHARED_DATA_DIR or ../shared/data. EVAL_LIMIT=n evaluates n per set.
 */
import sharp, { type Sharp } from 'sharp';
import { decodeImage, decodeMask } from '../src/edge/decode-image.ts';
import { analyzeTongue, type TongueFindings, type TongueResult } from '../src/engine/tongue/index.ts';
import { loadDataset, sharedDataRoot, type DatasetItem } from './tongue-datasets.ts';
import { cohensKappa, formatMatrix, median, overlap, resizeMaskNearest } from './tongue-metrics.ts';

const LIMIT = Number(process.env.EVAL_LIMIT ?? Infinity);
const STABILITY_PER_SET = Number(process.env.EVAL_STABILITY_PER_SET ?? 40);
const ASSESSMENT_KEYS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;

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

async function variants(item: DatasetItem): Promise<Array<{ name: string; buffer: Buffer }>> {
  const src = sharp(item.imagePath);
  const { width = 0 } = await src.metadata();
  const png = (s: Sharp) => s.png({ compressionLevel: 1 }).toBuffer();
  return [
    { name: 'brightness +20%', buffer: await png(sharp(item.imagePath).linear(1.2, 0)) },
    { name: 'brightness -20%', buffer: await png(sharp(item.imagePath).linear(0.8, 0)) },
    {
      name: 'white balance shift',
      buffer: await png(
        sharp(item.imagePath).recomb([
          [1.12, 0, 0],
          [0, 1, 0],
          [0, 0, 0.85],
        ]),
      ),
    },
    { name: 'scale 0.5x', buffer: await png(sharp(item.imagePath).resize({ width: Math.round(width / 2) })) },
    { name: 'scale 2x', buffer: await png(sharp(item.imagePath).resize({ width: width * 2 })) },
    { name: 'JPEG quality 50', buffer: await sharp(item.imagePath).jpeg({ quality: 50 }).toBuffer() },
  ];
}

async function stability(items: DatasetItem[], base: Map<string, Scored>): Promise<void> {
  const agree: Record<string, [number, number]> = {};
  const iouByVariant: Record<string, number[]> = {};
  const fieldAgree: Record<string, [number, number]> = {};
  for (const item of items) {
    const original = base.get(`${item.set}/${item.id}`);
    if (!original?.result.ok) continue;
    const ref = original.result.findings;
    for (const v of await variants(item)) {
      const scored = await scoreOne(item, v.buffer);
      (iouByVariant[v.name] ??= []).push(scored.iou);
      const counts = (agree[v.name] ??= [0, 0]);
      for (const key of ASSESSMENT_KEYS) {
        const same = scored.result.ok && scored.result.findings.assessment[key].value === ref.assessment[key].value ? 1 : 0;
        counts[0] += same;
        counts[1]++;
        const f = (fieldAgree[key] ??= [0, 0]);
        f[0] += same;
        f[1]++;
      }
    }
  }
  console.log(`\n== Stability of the SPEC §5 classifications (${items.length} reporting photos x 6 variants) ==`);
  let all = [0, 0];
  for (const [name, [same, n]] of Object.entries(agree)) {
    const ious = iouByVariant[name];
    console.log(
      `${name.padEnd(22)} agreement ${((100 * same) / n).toFixed(1)} %   mean IoU ${(ious.reduce((s, x) => s + x, 0) / ious.length).toFixed(4)}`,
    );
    all = [all[0] + same, all[1] + n];
  }
  console.log(
    'per field: ' +
      Object.entries(fieldAgree)
        .map(([k, [s, n]]) => `${k} ${((100 * s) / n).toFixed(1)} %`)
        .join(', '),
  );
  console.log(`overall agreement ${((100 * all[0]) / all[1]).toFixed(1)} % (target >= 90 %)`);
}

function labelAgreement(scored: Scored[]): void {
  const ok = scored.filter((s) => s.result.ok) as Array<Scored & { result: { ok: true; findings: TongueFindings } }>;
  console.log(
    `\n== Agreement with practitioners' labels (tongue-labels reporting split, ${ok.length} analysed of ${scored.length}) ==`,
  );
  const body = ok.flatMap((s) =>
    s.item.labels?.body_colour ? [[s.item.labels.body_colour, s.result.findings.bodyColour.level] as [string, string]] : [],
  );
  const bodyClasses = ['light', 'regular', 'dark'];
  const kb = cohensKappa(body, bodyClasses);
  console.log(
    `body colour (light->pale, regular->normal, dark->red/deep-red/purple): n=${kb.n} kappa ${kb.kappa.toFixed(3)} accuracy ${kb.accuracy.toFixed(3)}`,
  );
  console.log(formatMatrix(kb.matrix, bodyClasses, ['pale', 'normal', 'red/dr/purple']));
  const shadeName = { white: 'white', 'light-yellow': 'light_yellow', yellow: 'yellow' } as const;
  const coat = ok.flatMap((s) =>
    s.item.labels?.coating_colour
      ? [[s.item.labels.coating_colour, shadeName[s.result.findings.coatingDetails.shade]] as [string, string]]
      : [],
  );
  const coatClasses = ['white', 'light_yellow', 'yellow'];
  const kc = cohensKappa(coat, coatClasses);
  console.log(`coating colour, three shades: n=${kc.n} kappa ${kc.kappa.toFixed(3)} accuracy ${kc.accuracy.toFixed(3)}`);
  console.log(formatMatrix(kc.matrix, coatClasses, ['white', 'light_yellow', 'yellow']));
  const two = coat.map(([l, p]) => [l === 'white' ? 'white' : 'yellow', p === 'white' ? 'white' : 'yellow'] as [string, string]);
  const k2 = cohensKappa(two, ['white', 'yellow']);
  console.log(
    `coating colour, white vs yellow (light_yellow counted as yellow): kappa ${k2.kappa.toFixed(3)} accuracy ${k2.accuracy.toFixed(3)}`,
  );
  for (const [field, finding] of [
    ['fissure', 'cracks'],
    ['tooth_marks', 'toothMarks'],
  ] as const) {
    const parts: string[] = [];
    for (const severity of ['light', 'severe'] as const) {
      const rows = ok.filter((s) => s.item.labels?.[field] === severity);
      const found = rows.filter((s) => s.result.findings[finding].present).length;
      const severe = rows.filter((s) => s.result.findings[finding].severity === 'severe').length;
      parts.push(
        `${severity}: detected ${found}/${rows.length} (${rows.length ? ((100 * found) / rows.length).toFixed(0) : '-'} %), called severe ${severe}`,
      );
    }
    const unlabelled = ok.filter((s) => s.item.labels?.[field] === null);
    const flagged = unlabelled.filter((s) => s.result.findings[finding].present).length;
    console.log(`${field}: ${parts.join('; ')}; unlabelled (NA, may be absent): flagged ${flagged}/${unlabelled.length}`);
  }
}

async function main(): Promise<void> {
  console.log(`shared data: ${sharedDataRoot}`);
  const started = performance.now();
  const base = new Map<string, Scored>();
  const bySet: Record<string, Scored[]> = {};
  for (const set of ['tongue-seg', 'tongue-labels'] as const) {
    const items = loadDataset(set)
      .filter((it) => it.split === 'report')
      .slice(0, LIMIT);
    const scored: Scored[] = [];
    for (const item of items) {
      const s = await scoreOne(item);
      scored.push(s);
      base.set(`${set}/${item.id}`, s);
    }
    bySet[set] = scored;
    printSegmentation(
      set === 'tongue-seg'
        ? 'tongue-seg, hand-drawn masks (ids 241-300)'
        : 'tongue-labels, model-made masks (ids divisible by 4)',
      scored,
    );
  }
  labelAgreement(bySet['tongue-labels']);
  const stabilityItems = [
    ...bySet['tongue-seg'].slice(0, STABILITY_PER_SET).map((s) => s.item),
    ...bySet['tongue-labels']
      .filter((_, i) => i % 3 === 0)
      .slice(0, STABILITY_PER_SET)
      .map((s) => s.item),
  ];
  await stability(stabilityItems, base);
  console.log(`\neval finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
