/**
 * Fits the label-driven constants of the tongue engine on the FITTING split (tongue-labels ids not
 * divisible by 4; tongue-seg 001-240 for the population percentiles) and rewrites
 * src/engine/tongue/model/colour-model.ts and model/texture-thresholds.ts.
 *
 *   npx tsx scripts/tongue-fit-colour.ts
 *
 * - Body colour and coating shade: least-squares regression of the ordinal label (0, 1, 2) on the
 *   standardised Lab features, then the two cutpoints that maximise Cohen's kappa on the fitting
 *   photos (grid search).
 * - Dark body subclasses (labels have none): purple below the 20th percentile of hue, deep red
 *   below the 30th percentile of L*, among the photos labelled dark.
 * - Fissures and tooth marks (labels are light/severe, NA may mean absent): 'light' threshold at
 *   the 15th percentile of the scores of labelled photos (so ~85 % of labelled ones are found);
 *   'severe' threshold maximising balanced accuracy between light- and severe-labelled photos.
 * - Moisture (highlight contrast) and shape: 10th/90th percentiles over all fitting photos of both sets.
 * Runs the real pipeline (our segmentation, white balance) so the features are those met at run time.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '../src/edge/decode-image.ts';
import { describeTongue, estimateWhiteBalance, segmentTongue } from '../src/engine/tongue/index.ts';
import type { TongueFindings } from '../src/engine/tongue/index.ts';
import { checkFrame } from '../src/engine/tongue/quality/assess-quality.ts';
import { measureExposure } from '../src/engine/tongue/quality/measure-exposure.ts';
import { BODY_COLOUR_FEATURES, bodyColourFeatures } from '../src/engine/tongue/colour/classify-body-colour.ts';
import { COATING_SHADE_FEATURES, coatingShadeFeatures } from '../src/engine/tongue/colour/classify-coating.ts';
import type { OrdinalColourModel } from '../src/engine/tongue/model/colour-model.ts';
import { loadDataset, type DatasetItem } from './tongue-datasets.ts';
import { cohensKappa } from './tongue-metrics.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Row {
  item: DatasetItem;
  f: TongueFindings;
  body: number[];
  coat: number[];
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
}

/** Solves (X^T X + lambda I) w = X^T y by Gaussian elimination. */
function ridge(X: number[][], y: number[], lambda = 1e-3): number[] {
  const d = X[0].length;
  const A = Array.from({ length: d }, (_, i) => Array.from({ length: d + 1 }, (_, j) => (j === d ? 0 : i === j ? lambda : 0)));
  X.forEach((x, n) => {
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) A[i][j] += x[i] * x[j];
      A[i][d] += x[i] * y[n];
    }
  });
  for (let c = 0; c < d; c++) {
    let p = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const k = A[r][c] / A[c][c];
      for (let j = c; j <= d; j++) A[r][j] -= k * A[c][j];
    }
  }
  return A.map((row, i) => row[d] / row[i]);
}

function fitOrdinal(names: string[], xs: number[][], labels: number[], fittedOn: string): OrdinalColourModel & { kappa: number } {
  const mean = names.map((_, i) => xs.reduce((s, x) => s + x[i], 0) / xs.length);
  const std = names.map((_, i) => Math.sqrt(xs.reduce((s, x) => s + (x[i] - mean[i]) ** 2, 0) / xs.length) || 1);
  const Z = xs.map((x) => [1, ...x.map((v, i) => (v - mean[i]) / std[i])]);
  const w = ridge(Z, labels);
  const scores = Z.map((z) => z.reduce((s, v, i) => s + v * w[i], 0));
  const classes = ['0', '1', '2'];
  let best = { kappa: -Infinity, c0: 0.5, c1: 1.5 };
  const grid = Array.from({ length: 61 }, (_, k) => -0.5 + k * 0.05);
  for (const c0 of grid) {
    for (const c1 of grid) {
      if (c1 <= c0) continue;
      const pairs = scores.map((s, n) => [String(labels[n]), s < c0 ? '0' : s < c1 ? '1' : '2'] as [string, string]);
      const { kappa } = cohensKappa(pairs, classes);
      if (kappa > best.kappa) best = { kappa, c0, c1 };
    }
  }
  return {
    features: names,
    mean: mean.map((v) => +v.toFixed(4)),
    std: std.map((v) => +v.toFixed(4)),
    weights: w.slice(1).map((v) => +v.toFixed(5)),
    bias: +w[0].toFixed(5),
    cutpoints: [+best.c0.toFixed(3), +best.c1.toFixed(3)],
    fittedOn,
    kappa: best.kappa,
  };
}

function severityThresholds(
  rows: Row[],
  field: 'fissure' | 'tooth_marks',
  score: (f: TongueFindings) => number,
): { light: number; severe: number; note: string } {
  const light = rows.filter((r) => r.item.labels?.[field] === 'light').map((r) => score(r.f));
  const severe = rows.filter((r) => r.item.labels?.[field] === 'severe').map((r) => score(r.f));
  const labelled = [...light, ...severe];
  const lightT = quantile(labelled, 0.15);
  let best = { acc: -1, t: lightT };
  for (const t of [...new Set(labelled)].sort((a, b) => a - b)) {
    if (t < lightT) continue;
    const acc = (light.filter((v) => v < t).length / light.length + severe.filter((v) => v >= t).length / severe.length) / 2;
    if (acc > best.acc) best = { acc, t };
  }
  return {
    light: +lightT.toFixed(4),
    severe: +best.t.toFixed(4),
    note: `${light.length} light / ${severe.length} severe labelled fitting photos; balanced accuracy light vs severe ${best.acc.toFixed(3)}`,
  };
}

async function main(): Promise<void> {
  const items = [...loadDataset('tongue-labels'), ...loadDataset('tongue-seg')].filter((it) => it.split === 'fit');
  const rows: Row[] = [];
  for (const item of items) {
    const { image } = await decodeImage(item.imagePath);
    const wb = estimateWhiteBalance(image);
    const frame = checkFrame(measureExposure(image), wb);
    if (frame.problem) continue;
    const seg = segmentTongue(image);
    if (seg.area < 100) continue;
    const { findings } = describeTongue(image, seg, wb, frame);
    const colourFeatures = {
      body: findings.bodyColour,
      coating: findings.coatingDetails.lab,
      coatingCoverage: findings.coatingDetails.coverage,
      specularFraction: findings.moisture.specularFraction,
      highlightContrast: findings.moisture.highlightContrast,
    };
    rows.push({ item, f: findings, body: bodyColourFeatures(colourFeatures), coat: coatingShadeFeatures(colourFeatures) });
    if (rows.length % 100 === 0) console.log(`analysed ${rows.length}/${items.length}`);
  }
  const labelled = rows.filter((r) => r.item.set === 'tongue-labels');
  const bodyRows = labelled.filter((r) => r.item.labels?.body_colour);
  const bodyLevel = { light: 0, regular: 1, dark: 2 } as const;
  const body = fitOrdinal(
    [...BODY_COLOUR_FEATURES],
    bodyRows.map((r) => r.body),
    bodyRows.map((r) => bodyLevel[r.item.labels!.body_colour!]),
    `tongue-labels fitting split, ${bodyRows.length} photos with a body-colour label`,
  );
  const coatRows = labelled.filter((r) => r.item.labels?.coating_colour);
  const coatLevel = { white: 0, light_yellow: 1, yellow: 2 } as const;
  const coat = fitOrdinal(
    [...COATING_SHADE_FEATURES],
    coatRows.map((r) => r.coat),
    coatRows.map((r) => coatLevel[r.item.labels!.coating_colour!]),
    `tongue-labels fitting split, ${coatRows.length} photos with a coating-colour label`,
  );
  const dark = bodyRows.filter((r) => r.item.labels!.body_colour === 'dark');
  const purpleHue = quantile(
    dark.map((r) => r.f.bodyColour.hue),
    0.2,
  );
  const deepRedL = quantile(
    dark.map((r) => r.f.bodyColour.L),
    0.3,
  );
  const cracks = severityThresholds(labelled, 'fissure', (f) => f.cracks.score);
  const teeth = severityThresholds(labelled, 'tooth_marks', (f) => f.toothMarks.score);
  const sheen = rows.map((r) => r.f.moisture.highlightContrast);
  const ratio = rows.map((r) => r.f.shapeDetails.widthToLength);
  const tip = rows.map((r) => r.f.shapeDetails.tipBluntness);
  console.log(`body colour: fitting kappa ${body.kappa.toFixed(3)}; coating shade: fitting kappa ${coat.kappa.toFixed(3)}`);
  console.log(`cracks ${JSON.stringify(cracks)}\nteeth ${JSON.stringify(teeth)}`);

  const strip = ({ kappa: _k, ...m }: OrdinalColourModel & { kappa: number }) => m;
  writeFileSync(
    path.join(root, 'src/engine/tongue/model/colour-model.ts'),
    `/**
 * Ordinal colour scales fitted on the practitioners' labels of tongue-labels (fitting split only)
 * by scripts/tongue-fit-colour.ts; do not edit by hand.
 *
 * score = bias + sum(weights[i] * (x[i] - mean[i]) / std[i]); class = 0 below cutpoints[0],
 * 1 between, 2 above. Body colour: 0 light (pale), 1 regular (normal), 2 dark. Coating shade:
 * 0 white, 1 light yellow, 2 yellow. Fitting-split kappa: body ${body.kappa.toFixed(3)}, coating ${coat.kappa.toFixed(3)}.
 */
export interface OrdinalColourModel {
  features: readonly string[];
  mean: readonly number[];
  std: readonly number[];
  weights: readonly number[];
  bias: number;
  cutpoints: readonly [number, number];
  fittedOn: string;
}

export const BODY_COLOUR_MODEL: OrdinalColourModel = ${JSON.stringify(strip(body), null, 2)};

export const COATING_SHADE_MODEL: OrdinalColourModel = ${JSON.stringify(strip(coat), null, 2)};

/**
 * Among fitting photos labelled dark: hue angle (degrees) at the 20th percentile, under which a
 * dark tongue reads purple, and L* at the 30th percentile, under which it reads deep red. The
 * labels have no finer dark classes, so these split the dark group by its own spread.
 */
export const DARK_BODY_SPLIT = { purpleMaxHue: ${purpleHue.toFixed(3)}, deepRedMaxL: ${deepRedL.toFixed(3)} };
`,
  );
  writeFileSync(
    path.join(root, 'src/engine/tongue/model/texture-thresholds.ts'),
    `/**
 * Thresholds fitted by scripts/tongue-fit-colour.ts on the fitting split; do not edit by hand.
 * Cracks: ${cracks.note}.
 * Tooth marks: ${teeth.note}.
 */
export const CRACK_THRESHOLDS = { light: ${cracks.light}, severe: ${cracks.severe} };
export const TOOTH_MARK_THRESHOLDS = { light: ${teeth.light}, severe: ${teeth.severe} };
/** Highlight contrast of the tongue (L* units): 10th and 90th percentiles of ${rows.length} fitting photos of both sets. */
export const MOISTURE_THRESHOLDS = { dry: ${quantile(sheen, 0.1).toFixed(3)}, wet: ${quantile(sheen, 0.9).toFixed(3)} };
/** Width/length ratio 10th and 90th percentiles and median tip bluntness of the same photos. */
export const SHAPE_THRESHOLDS = { narrowRatio: ${quantile(ratio, 0.1).toFixed(4)}, wideRatio: ${quantile(ratio, 0.9).toFixed(4)}, bluntTip: ${quantile(tip, 0.5).toFixed(4)} };
`,
  );
  console.log('wrote model/colour-model.ts and model/texture-thresholds.ts');
}

await main();
