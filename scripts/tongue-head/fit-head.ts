/**
 * Fits and calibrates the tongue head on the fitting photos of both cameras, and writes
 * src/engine/tongue/model/tongue-head-weights.ts and tongue-head-calibration.ts.
 *
 *   npx tsx scripts/tongue-head/build-crops.ts      (once: decodes and segments every photo)
 *   npx tsx scripts/tongue-head/feature-cache.ts    (measures every crop, and camera variations of the fitting ones)
 *   npx tsx scripts/tongue-head/fit-head.ts
 *
 * Rows: every fitting photo as it is and through AUGMENTED_COPIES random cameras (feature-cache.ts),
 * with the labels of targets.ts; tongue-seg rows weigh SEG_WEIGHT so the second camera counts as
 * much as the first (240 photos against about 1,200). A full-batch Adam fit (fixed seed and epochs).
 *
 * Calibration, on the fitting photos as they are:
 * - temperatures: the softmax / sigmoid scale with the least negative log-likelihood, each camera
 *   weighted alike, so the probabilities shown mean what they say;
 * - the class offsets (body colour, coating colour) and probability thresholds (thick coating,
 *   cracks, tooth marks) that maximise the mean of Cohen's kappa over the two cameras; severity
 *   (light or severe) from the practitioners' labels;
 * - the dark split: the tongue's blueness relative to the face that best separates the by-eye
 *   purple tongues from the red ones, and relative lightness under a quarter of the practitioners'
 *   dark tongues for deep red;
 * - out-of-distribution colour: mean and covariance of the colour statistics over every fitting
 *   row (cameras included) and their 99th percentile distance.
 *
 * HEAD_HOLDOUT=1 keeps a development part of the fitting photos out (tongue-seg 201-240,
 * TonguExpert ids = 2 mod 8), prints the head's agreement on it, and writes nothing: design
 * choices were judged on that, never on the reporting photos.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEAD_FEATURES, colourStatistics, referenceChroma } from '../../src/engine/tongue/model/head-features.ts';
import { runHead, type HeadModel } from '../../src/engine/tongue/model/tongue-head.ts';
import { cohensKappa } from '../tongue-metrics.ts';
import { isHoldout } from './datasets.ts';
import type { FeatureRow } from './feature-cache.ts';
import { loadFeatureRows } from './feature-rows.ts';
import { fitHead } from './mlp.ts';
import { DEFAULT_TARGET_WEIGHTS, HEAD_OUTPUTS, OUT, headLoss, targetsOf, type HeadTargets } from './targets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * HEAD_FOLD=k/n: instead of the development holdout, keep out the k-th of n folds of the fitting
 * photos (by a hash of set and id), print the same figures and one FOLD line of JSON (decision
 * pairs and stability counts) that scripts/tongue-head/cross-validate.ts pools over the folds.
 * The development holdout has 40 + about 50 labelled photos, too few to tell variants apart.
 */
const FOLD = process.env.HEAD_FOLD?.split('/').map(Number);
if (FOLD && !(FOLD.length === 2 && Number.isInteger(FOLD[0]) && FOLD[1] >= 2 && FOLD[0] >= 0 && FOLD[0] < FOLD[1]))
  throw new Error(`HEAD_FOLD must be k/n with 0 <= k < n and n >= 2, not ${process.env.HEAD_FOLD}`);
const HOLDOUT = process.env.HEAD_HOLDOUT === '1' || FOLD !== undefined;
function foldOf(item: { set: string; id: string }, folds: number): number {
  let h = 2166136261;
  for (const ch of `${item.set}/${item.id}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % folds;
}
const heldOut = (item: Fitted['item']): boolean => (FOLD ? foldOf(item, FOLD[1]) === FOLD[0] : isHoldout(item));
const HIDDEN = Number(process.env.HEAD_HIDDEN ?? 8);
/**
 * HEAD_SPLIT=1: two networks in one head, HIDDEN units for the colour outputs and HIDDEN for the
 * texture outputs, so that the texture's camera consistency does not move the colour readings.
 */
const SPLIT = (process.env.HEAD_SPLIT ?? '1') === '1';
const EPOCHS = Number(process.env.HEAD_EPOCHS ?? 1500);
const DECAY = Number(process.env.HEAD_DECAY ?? 0.01);
/**
 * HEAD_COLOUR_DECAY: the weight decay of the colour half's own fit (HEAD_COLOUR_SEED), so the
 * colour readings can be refitted while the texture half stays as it was (default HEAD_DECAY).
 */
const COLOUR_DECAY = Number(process.env.HEAD_COLOUR_DECAY ?? DECAY);
const SEG_WEIGHT = Number(process.env.HEAD_SEG_WEIGHT ?? 2.5);
/**
 * HEAD_PREDICTED_COLOUR: the weight of the TonguExpert database's predicted body and coating
 * colour labels where no practitioner's label exists (training signal only; calibration and every
 * printed figure read the practitioners' and by-eye labels alone).
 */
const TARGET_WEIGHTS = {
  ...DEFAULT_TARGET_WEIGHTS,
  predictedColour: Number(process.env.HEAD_PREDICTED_COLOUR || DEFAULT_TARGET_WEIGHTS.predictedColour),
};
if (!(TARGET_WEIGHTS.predictedColour >= 0))
  throw new Error(`HEAD_PREDICTED_COLOUR must be a number >= 0, not ${process.env.HEAD_PREDICTED_COLOUR}`);
/**
 * Weight of the camera-consistency penalty (mlp.ts) on the colour outputs (body, coating colour)
 * and on the texture outputs (thick coat, cracks, tooth marks); 0 turns it off.
 */
const CONSISTENCY_COLOUR = Number(process.env.HEAD_CONSISTENCY_COLOUR ?? 0);
const CONSISTENCY_TEXTURE = Number(process.env.HEAD_CONSISTENCY_TEXTURE ?? 3);
const CONSISTENCY = Array.from({ length: HEAD_OUTPUTS }, (_, o) => (o < OUT.thick ? CONSISTENCY_COLOUR : CONSISTENCY_TEXTURE));
/**
 * HEAD_COLOUR_SEED: with HEAD_SPLIT, the colour half comes from its own unsplit fit with this seed
 * ('none': from the split fit). The development holdout preferred the unsplit colour fit
 * (docs/tongue-engine.md).
 */
const COLOUR_SEED =
  (process.env.HEAD_COLOUR_SEED ?? '20261125') === 'none' ? null : Number(process.env.HEAD_COLOUR_SEED ?? 20261125);
/**
 * HEAD_COLOUR_ENSEMBLE: the colour half as the average of this many unsplit fits (seeds
 * HEAD_COLOUR_SEED, +1, ...), which smooths the decision boundary that one seed draws.
 */
const COLOUR_ENSEMBLE = Math.max(1, Number(process.env.HEAD_COLOUR_ENSEMBLE ?? 1));
/**
 * HEAD_COLOUR_INPUTS: the features the colour half may read, as HEAD_FEATURES prefixes separated
 * by commas ('tongue.,body.,coat.,spread.,coat-body.,root-tip.' for the colour measurements
 * alone); absent: every feature.
 */
const COLOUR_INPUTS = process.env.HEAD_COLOUR_INPUTS?.split(',').filter(Boolean);
/** HEAD_INPUTS: the same for every unit of the head (absent: every feature). */
const INPUTS = process.env.HEAD_INPUTS?.split(',').filter(Boolean);
/** Seed 2 of the three compared on the development holdout (docs/tongue-engine.md). */
const SEED = Number(process.env.HEAD_SEED ?? 2);
/** How far above its labels' share a finding may be called on a camera (when over 40 %). */
const SHARE_MARGIN = 0.1;
const round = (v: number, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

type Camera = 'seg' | 'expert';
interface Fitted extends FeatureRow {
  camera: Camera;
  targets: HeadTargets;
  features: number[];
  weight: number;
}

const softmax = (z: number[]) => {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
};
const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/** Mean over the two cameras of a per-camera score (a camera without a score is skipped). */
function meanOverCameras<T extends { camera: Camera }>(items: T[], score: (ofCamera: T[]) => number): number {
  const scores = (['seg', 'expert'] as const)
    .map((c) => score(items.filter((r) => r.camera === c)))
    .filter((s) => Number.isFinite(s));
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}

function balancedWeights<T extends { camera: Camera }>(rows: T[]): number[] {
  const n = { seg: rows.filter((r) => r.camera === 'seg').length, expert: rows.filter((r) => r.camera === 'expert').length };
  return rows.map((r) => 1 / Math.max(1, n[r.camera]));
}

function bestTemperature(nll: (t: number) => number): number {
  let best = 1,
    bestLoss = Infinity;
  for (let t = 0.5; t <= 4.001; t += 0.05) {
    const l = nll(t);
    if (l < bestLoss) [best, bestLoss] = [t, l];
  }
  return round(best, 2);
}

function invert(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    const div = a[c][c];
    for (let j = 0; j < 2 * n; j++) a[c][j] /= div;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c];
      for (let j = 0; j < 2 * n; j++) a[r][j] -= f * a[c][j];
    }
  }
  return a.map((row) => row.slice(n));
}

/**
 * The average of K fits of the same shape as one network: their hidden units side by side, each
 * output the mean of theirs (a ReLU network's output is linear in its output layer, so averaging
 * the logits of K networks is one network of K x hidden units).
 */
function averageFits(models: HeadModel[], F: number): HeadModel {
  const K = models.length,
    O = HEAD_OUTPUTS;
  if (K === 1) return models[0];
  const H = models[0].hidden;
  const w2: number[] = [];
  for (let o = 0; o < O; o++) for (const m of models) for (let h = 0; h < H; h++) w2.push(m.w2[o * H + h] / K);
  return {
    ...models[0],
    hidden: K * H,
    w1: models.flatMap((m) => m.w1.slice(0, H * F)),
    b1: models.flatMap((m) => m.b1.slice(0, H)),
    w2,
    b2: Array.from({ length: O }, (_, o) => models.reduce((s, m) => s + m.b2[o], 0) / K),
  };
}

/**
 * One head from two fits: every hidden unit and the colour outputs of `colour` (a fit, or an
 * average of fits, read for its colour outputs only), and the last HIDDEN units and the texture
 * outputs of `split` (a split fit of 2 x HIDDEN units).
 */
function stitchHalves(colour: HeadModel, split: HeadModel, F: number): HeadModel {
  const H = HIDDEN,
    C = colour.hidden,
    O = HEAD_OUTPUTS;
  const w1 = [...colour.w1.slice(0, C * F), ...split.w1.slice(H * F, 2 * H * F)];
  const b1 = [...colour.b1.slice(0, C), ...split.b1.slice(H, 2 * H)];
  const w2: number[] = [];
  for (let o = 0; o < O; o++)
    for (let h = 0; h < C + H; h++)
      w2.push(o < OUT.thick ? (h < C ? colour.w2[o * C + h] : 0) : h < C ? 0 : split.w2[o * 2 * H + H + (h - C)]);
  const b2 = Array.from({ length: O }, (_, o) => (o < OUT.thick ? colour.b2[o] : split.b2[o]));
  return { ...split, hidden: C + H, w1, b1, w2, b2 };
}

type Decisions = Record<'body' | 'coat' | 'thick' | 'cracks' | 'teeth', number>;
/** One fold's held-out decisions: label/decision pairs per camera and field, and stability counts. */
function foldRecord(held: Fitted[], decide: (r: Fitted) => Decisions) {
  const pairs: Record<string, Array<[number, number]>> = {};
  const add = (key: string, label: number, decision: number) => (pairs[key] ??= []).push([label, decision]);
  const asTaken = new Map<string, Decisions>();
  for (const r of held.filter((r) => r.copy === 0)) {
    const d = decide(r);
    asTaken.set(`${r.item.set}/${r.item.id}`, d);
    if (r.targets.body >= 0 && r.targets.bodyIsReference) add(`${r.camera}.body`, r.targets.body, d.body);
    if (r.targets.coatingColour >= 0 && r.targets.coatingColourIsReference)
      add(`${r.camera}.coat`, r.targets.coatingColour, d.coat);
  }
  const same: Record<string, number> = { body: 0, coat: 0, n: 0 };
  for (const r of held.filter((r) => r.copy > 0)) {
    const base = asTaken.get(`${r.item.set}/${r.item.id}`);
    if (!base) continue;
    const d = decide(r);
    same.n++;
    if (d.body === base.body) same.body++;
    if (d.coat === base.coat) same.coat++;
  }
  return { pairs, same };
}

function main(): void {
  // rows cached before the reference's own chromaticity joined the features get it from their reference
  const all = loadFeatureRows().map((r) =>
    r.values.length === HEAD_FEATURES.length - 2 ? { ...r, values: [...r.values, ...referenceChroma(r.reference)] } : r,
  );
  const rows: Fitted[] = all
    .filter((r) => r.item.split === 'fit')
    .map((r) => {
      const camera: Camera = r.item.set === 'tongue-seg' ? 'seg' : 'expert';
      return {
        ...r,
        camera,
        targets: targetsOf(r.item, TARGET_WEIGHTS),
        features: r.values,
        weight: camera === 'seg' ? SEG_WEIGHT : 1,
      };
    });
  // A row with fewer features than the head reads would make the standardisation NaN, and the
  // ReLUs would then quietly turn every input into a constant answer: refuse it instead.
  const short = rows.find((r) => r.features.length < HEAD_FEATURES.length || !r.features.every(Number.isFinite));
  if (short)
    throw new Error(
      `feature cache row ${short.item.set}/${short.item.id} has ${short.features.length} usable values, the head reads ${HEAD_FEATURES.length}: rebuild it with feature-cache.ts`,
    );
  const train = rows.filter((r) => !(HOLDOUT && heldOut(r.item)));
  const clean = train.filter((r) => r.copy === 0);
  const F = HEAD_FEATURES.length;
  const mean = Array.from({ length: F }, (_, i) => clean.reduce((s, r) => s + r.features[i], 0) / clean.length);
  const std = Array.from(
    { length: F },
    (_, i) => Math.sqrt(clean.reduce((s, r) => s + (r.features[i] - mean[i]) ** 2, 0) / clean.length) || 1,
  );
  const base = {
    features: [...HEAD_FEATURES],
    mean: mean.map((v) => round(v, 6)),
    std: std.map((v) => round(v, 6)),
    hidden: SPLIT ? 2 * HIDDEN : HIDDEN,
    outputs: HEAD_OUTPUTS,
  };
  console.log(
    `fitting on ${train.length} rows (${clean.length} photos, tongue-seg ${clean.filter((r) => r.camera === 'seg').length}); hidden ${HIDDEN}${SPLIT ? ' + ' + HIDDEN + ' (colour | texture)' : ''}${SPLIT && COLOUR_SEED !== null ? ` (colour half: own fit${COLOUR_ENSEMBLE > 1 ? `s, ${COLOUR_ENSEMBLE} averaged from seed` : ', seed'} ${COLOUR_SEED})` : ''}, ${EPOCHS} epochs, decay ${DECAY}${COLOUR_DECAY !== DECAY ? ` (colour half ${COLOUR_DECAY})` : ''}, consistency colour ${CONSISTENCY_COLOUR} texture ${CONSISTENCY_TEXTURE}`,
  );
  const readable = (prefixes: string[] | undefined, feature: number) =>
    !prefixes || prefixes.some((prefix) => HEAD_FEATURES[feature].startsWith(prefix));
  const reads = INPUTS ? (_unit: number, feature: number) => readable(INPUTS, feature) : undefined;
  const colourReads =
    COLOUR_INPUTS || INPUTS
      ? (_unit: number, feature: number) => readable(INPUTS, feature) && readable(COLOUR_INPUTS, feature)
      : undefined;
  const fit = (
    seed: number,
    split: boolean,
    consistency: number[],
    reads?: (unit: number, feature: number) => boolean,
    decay = DECAY,
  ) =>
    fitHead({ ...base, hidden: split ? 2 * HIDDEN : HIDDEN }, train, (logits, row) => headLoss(logits, row.targets), {
      epochs: EPOCHS,
      learningRate: 0.01,
      decay,
      seed,
      log: (epoch, loss) => console.log(`epoch ${epoch} loss ${loss.toFixed(4)}`),
      ...(split ? { connects: (output: number, unit: number) => output < OUT.thick === unit < HIDDEN } : {}),
      ...(reads ? { reads } : {}),
      ...(consistency.some((w) => w > 0)
        ? { consistency: { weight: consistency, groupOf: (r: Fitted) => `${r.item.set}/${r.item.id}` } }
        : {}),
    });
  let model = fit(SEED, SPLIT, CONSISTENCY, reads);
  if (SPLIT && COLOUR_SEED !== null) {
    // The colour half from its own fit without consistency (one network of HIDDEN units for every
    // output, as before; only its colour outputs are kept), the texture half from the split fit.
    const colour = averageFits(
      Array.from({ length: COLOUR_ENSEMBLE }, (_, k) =>
        fit(
          COLOUR_SEED + k,
          false,
          CONSISTENCY.map(() => 0),
          colourReads,
          COLOUR_DECAY,
        ),
      ),
      base.features.length,
    );
    model = stitchHalves(colour, model, base.features.length);
  }
  const rounded: HeadModel = {
    ...model,
    w1: model.w1.map((v) => round(v, 6)),
    b1: model.b1.map((v) => round(v, 6)),
    w2: model.w2.map((v) => round(v, 6)),
    b2: model.b2.map((v) => round(v, 6)),
  };
  const logitsOf = (r: Fitted) => runHead(rounded, r.features).logits;

  // --- Calibration on the fitting photos as they are.
  const calibrationRows = clean.map((r) => ({ ...r, logits: logitsOf(r) }));
  const softmaxTask = (at: number, key: 'body' | 'coatingColour') => {
    const labelled = calibrationRows
      .filter((r) =>
        key === 'body'
          ? r.targets.body >= 0 && r.targets.bodyIsReference
          : r.targets.coatingColour >= 0 && r.targets.coatingColourIsReference,
      )
      .map((r) => ({
        camera: r.camera,
        z: [0, 1, 2].map((k) => r.logits[at + k]),
        cls: key === 'body' ? r.targets.body : r.targets.coatingColour,
      }));
    const w = balancedWeights(labelled);
    const temperature = bestTemperature((t) =>
      labelled.reduce((s, r, k) => s - w[k] * Math.log(Math.max(1e-7, softmax(r.z.map((v) => v / t))[r.cls])), 0),
    );
    let best = { bias: [0, 0, 0], score: -Infinity };
    for (let b0 = -2; b0 <= 2.001; b0 += 0.1)
      for (let b2 = -2; b2 <= 2.001; b2 += 0.1) {
        const bias = [b0, 0, b2];
        const decide = (z: number[]) => {
          const p = softmax(z.map((v, k) => v / temperature + bias[k]));
          return p.indexOf(Math.max(...p));
        };
        const score = meanOverCameras(labelled, (of) =>
          of.length
            ? cohensKappa(
                of.map((x) => [String(x.cls), String(decide(x.z))] as [string, string]),
                ['0', '1', '2'],
              ).kappa
            : NaN,
        );
        if (score > best.score + 1e-9) best = { bias: bias.map((v) => round(v, 2)), score };
      }
    return { temperature, bias: best.bias as [number, number, number] };
  };
  const body = softmaxTask(OUT.body, 'body');
  const coatingColour = softmaxTask(OUT.coatingColour, 'coatingColour');

  const binaryTask = (at: number, key: 'thick' | 'cracks' | 'toothMarks') => {
    const labelled = calibrationRows
      .filter((r) => r.targets[`${key}Weight`] > 0)
      .map((r) => ({
        camera: r.camera,
        z: r.logits[at],
        y: r.targets[key] > 0.5 ? 1 : 0,
        severe: r.targets[key] === 1 && !r.item.byEye,
      }));
    const w = balancedWeights(labelled);
    const temperature = bestTemperature((t) =>
      labelled.reduce((s, r, k) => {
        const p = Math.min(1 - 1e-7, Math.max(1e-7, sigmoid(r.z / t)));
        return s - w[k] * (r.y * Math.log(p) + (1 - r.y) * Math.log(1 - p));
      }, 0),
    );
    // No camera may be told it has a finding much more often than its labels say it does
    // (issue 18: no value on more than 40 % of a camera's photos unless its labels show that).
    const overCalls = (th: number) =>
      (['seg', 'expert'] as const).some((camera) => {
        const of = labelled.filter((x) => x.camera === camera);
        if (!of.length) return false;
        const labelShare = of.filter((x) => x.y === 1).length / of.length;
        const calledShare = of.filter((x) => sigmoid(x.z / temperature) >= th).length / of.length;
        return calledShare > Math.max(0.4, labelShare + SHARE_MARGIN);
      });
    let best = { threshold: 0.5, score: -Infinity };
    for (let th = 0.02; th <= 0.98; th += 0.01) {
      if (overCalls(th)) continue;
      const score = meanOverCameras(labelled, (of) => {
        if (!of.some((x) => x.y === 1) || !of.some((x) => x.y === 0)) return NaN;
        return cohensKappa(
          of.map((x) => [String(x.y), sigmoid(x.z / temperature) >= th ? '1' : '0'] as [string, string]),
          ['0', '1'],
        ).kappa;
      });
      if (score > best.score + 1e-9) best = { threshold: round(th, 2), score };
    }
    const positives = labelled.filter((x) => x.camera === 'expert' && x.y === 1);
    const nSevere = positives.filter((x) => x.severe).length,
      nLight = positives.length - nSevere;
    let severe = { threshold: Math.max(best.threshold, 0.5), score: -Infinity };
    for (let th = best.threshold; th <= 0.995; th += 0.005) {
      const tp = positives.filter((x) => x.severe && sigmoid(x.z / temperature) >= th).length / Math.max(1, nSevere);
      const tn = positives.filter((x) => !x.severe && sigmoid(x.z / temperature) < th).length / Math.max(1, nLight);
      if ((tp + tn) / 2 > severe.score) severe = { threshold: round(th, 3), score: (tp + tn) / 2 };
    }
    return { temperature, threshold: best.threshold, severe: severe.threshold };
  };
  const thick = binaryTask(OUT.thick, 'thick');
  const cracks = binaryTask(OUT.cracks, 'cracks');
  const toothMarks = binaryTask(OUT.toothMarks, 'toothMarks');

  // Dark split from the tongue's colour relative to the face.
  const ln = (v: number) => Math.log(Math.max(v, 1e-4));
  const blueness = (r: FeatureRow) => ln(r.tongue[2] / r.reference[2]) - ln(r.tongue[0] / r.reference[0]);
  const lightness = (r: FeatureRow) => ln(r.tongue[1] / r.reference[1]);
  const darkByEye = clean.filter((r) => r.item.byEye && ['red', 'deep-red', 'purple'].includes(r.item.byEye.body));
  const isPurple = (r: FeatureRow) => r.item.byEye?.body === 'purple';
  const nPurple = darkByEye.filter(isPurple).length;
  let purple = { threshold: 0, score: -Infinity };
  for (const candidate of darkByEye.map(blueness)) {
    const tp = darkByEye.filter((r) => isPurple(r) && blueness(r) >= candidate).length / Math.max(1, nPurple);
    const tn = darkByEye.filter((r) => !isPurple(r) && blueness(r) < candidate).length / Math.max(1, darkByEye.length - nPurple);
    if ((tp + tn) / 2 > purple.score) purple = { threshold: round(candidate, 4), score: (tp + tn) / 2 };
  }
  const darkExpert = clean
    .filter((r) => r.item.manual?.body_colour === 'dark')
    .map(lightness)
    .sort((a, b) => a - b);
  const deepRedMaxLightness = round(darkExpert[Math.floor(0.25 * (darkExpert.length - 1))] ?? 0, 4);

  // Moisture is not calibrated here any more: src/engine/tongue/texture/measure-sheen.ts counts glint
  // spots, with its threshold from scripts/tongue-head/dev-moisture.ts (docs/tongue-engine.md,
  // "Third round: moisture").

  // Out-of-distribution colour, over every fitting row (camera variations included).
  const samples = train.map(colourStatistics);
  const dims = samples[0].length;
  const cMean = Array.from({ length: dims }, (_, i) => samples.reduce((s, x) => s + x[i], 0) / samples.length);
  const cov = Array.from({ length: dims }, (_, i) =>
    Array.from(
      { length: dims },
      (_, j) => samples.reduce((s, x) => s + (x[i] - cMean[i]) * (x[j] - cMean[j]), 0) / (samples.length - 1),
    ),
  );
  const inverse = invert(cov);
  const distance = (x: number[]) => {
    const d = x.map((v, k) => v - cMean[k]);
    let s = 0;
    for (let i = 0; i < dims; i++) for (let j = 0; j < dims; j++) s += d[i] * inverse[i][j] * d[j];
    return Math.sqrt(s);
  };
  const distances = samples.map(distance).sort((a, b) => a - b);
  const limit = distances[Math.floor(0.99 * (distances.length - 1))];

  const calibration = {
    temperature: {
      body: body.temperature,
      coatingColour: coatingColour.temperature,
      thick: thick.temperature,
      cracks: cracks.temperature,
      toothMarks: toothMarks.temperature,
    },
    bias: { body: body.bias, coatingColour: coatingColour.bias },
    thresholds: {
      thick: thick.threshold,
      cracks: cracks.threshold,
      cracksSevere: cracks.severe,
      toothMarks: toothMarks.threshold,
      toothMarksSevere: toothMarks.severe,
    },
    darkSplit: { purpleMinBlueness: purple.threshold, deepRedMaxLightness },
    colour: {
      mean: cMean.map((v) => round(v, 5)),
      inverseCovariance: inverse.map((r) => r.map((v) => round(v, 4))),
      limit: round(limit, 3),
    },
  };
  console.log(JSON.stringify(calibration.thresholds), JSON.stringify(calibration.temperature), JSON.stringify(calibration.bias));
  console.log(
    `dark split ${JSON.stringify(calibration.darkSplit)} (purple balanced accuracy ${purple.score.toFixed(3)} on ${darkByEye.length})`,
  );

  const decide = (r: Fitted) => {
    const z = logitsOf(r);
    if (!z.every(Number.isFinite)) throw new Error(`the head's logits are not finite on ${r.item.set}/${r.item.id}`);
    const pb = softmax([0, 1, 2].map((k) => z[OUT.body + k] / body.temperature + body.bias[k]));
    const pc = softmax([0, 1, 2].map((k) => z[OUT.coatingColour + k] / coatingColour.temperature + coatingColour.bias[k]));
    return {
      body: pb.indexOf(Math.max(...pb)),
      coat: pc.indexOf(Math.max(...pc)),
      thick: sigmoid(z[OUT.thick] / thick.temperature) >= thick.threshold ? 1 : 0,
      cracks: sigmoid(z[OUT.cracks] / cracks.temperature) >= cracks.threshold ? 1 : 0,
      teeth: sigmoid(z[OUT.toothMarks] / toothMarks.temperature) >= toothMarks.threshold ? 1 : 0,
    };
  };
  const report = (title: string, set: Fitted[]) => {
    console.log(`\n${title}`);
    for (const camera of ['seg', 'expert'] as const) {
      const of = set.filter((r) => r.camera === camera);
      const line = (name: string, pairs: Array<[string, string]>, classes: string[]) => {
        const k = cohensKappa(pairs, classes);
        return `${name} n ${k.n} agree ${k.accuracy.toFixed(3)} kappa ${k.kappa.toFixed(3)}`;
      };
      const full = (w: number) => w >= 0.5;
      const parts = [
        line(
          'body',
          of
            .filter((r) => r.targets.body >= 0 && r.targets.bodyIsReference)
            .map((r) => [String(r.targets.body), String(decide(r).body)]),
          ['0', '1', '2'],
        ),
        line(
          'coating colour',
          of
            .filter((r) => r.targets.coatingColour >= 0 && r.targets.coatingColourIsReference)
            .map((r) => [String(r.targets.coatingColour), String(decide(r).coat)]),
          ['0', '1', '2'],
        ),
        line(
          'cracks',
          of
            .filter((r) => full(r.targets.cracksWeight))
            .map((r) => [String(r.targets.cracks > 0.5 ? 1 : 0), String(decide(r).cracks)]),
          ['0', '1'],
        ),
        line(
          'tooth marks',
          of
            .filter((r) => full(r.targets.toothMarksWeight))
            .map((r) => [String(r.targets.toothMarks > 0.5 ? 1 : 0), String(decide(r).teeth)]),
          ['0', '1'],
        ),
      ];
      const shares = ['body', 'coat', 'thick', 'cracks', 'teeth'].map((k) => {
        const counts = [0, 0, 0];
        for (const r of of) counts[decide(r)[k as 'body']]++;
        return `${k} ${counts.map((c) => ((100 * c) / Math.max(1, of.length)).toFixed(0)).join('/')}%`;
      });
      console.log(`  ${camera}: ${parts.join('; ')}\n    shares: ${shares.join(', ')}`);
    }
  };
  // Stability: how often a photo's camera variations get the decisions of the photo as it is.
  const stability = (title: string, set: Fitted[]) => {
    const cleanOf = new Map(set.filter((r) => r.copy === 0).map((r) => [`${r.item.set}/${r.item.id}`, decide(r)]));
    const same = { body: 0, coat: 0, thick: 0, cracks: 0, teeth: 0 };
    let n = 0;
    for (const r of set) {
      const base = r.copy > 0 ? cleanOf.get(`${r.item.set}/${r.item.id}`) : undefined;
      if (!base) continue;
      const d = decide(r);
      n++;
      for (const k of Object.keys(same) as Array<keyof typeof same>) if (d[k] === base[k]) same[k]++;
    }
    const parts = Object.entries(same).map(([k, v]) => `${k} ${((100 * v) / Math.max(1, n)).toFixed(1)} %`);
    console.log(`${title}: ${n} camera variations, same decision as the photo as it is: ${parts.join(', ')}`);
  };
  report('Fitting photos (calibrated here)', clean);
  if (HOLDOUT) {
    report(
      'DEVELOPMENT HOLDOUT (fitting photos kept out of this fit)',
      rows.filter((r) => r.copy === 0 && heldOut(r.item)),
    );
    stability(
      '\nDEVELOPMENT HOLDOUT stability',
      rows.filter((r) => heldOut(r.item)),
    );
    if (FOLD)
      console.log(
        `FOLD ${JSON.stringify(
          foldRecord(
            rows.filter((r) => heldOut(r.item)),
            decide,
          ),
        )}`,
      );
    return;
  }
  stability('\nFitting photos stability', train);
  writeFileSync(
    path.join(root, 'src/engine/tongue/model/tongue-head-weights.ts'),
    `/**\n * The tongue head's parameters, fitted by scripts/tongue-head/fit-head.ts (${clean.length} fitting photos, ${train.length} rows with camera variations,\n * hidden ${SPLIT && COLOUR_SEED !== null ? COLOUR_ENSEMBLE + ' x ' : ''}${HIDDEN}${SPLIT ? ' + ' + HIDDEN + ' (colour | texture)' : ''}, ${EPOCHS} epochs, decay ${DECAY}${COLOUR_DECAY !== DECAY ? ' (colour half ' + COLOUR_DECAY + ')' : ''}, tongue-seg weight ${SEG_WEIGHT}, camera consistency colour ${CONSISTENCY_COLOUR} texture ${CONSISTENCY_TEXTURE}); do not edit by hand.\n */\nimport type { HeadModel } from './tongue-head.ts';\n\nexport const TONGUE_HEAD_MODEL: HeadModel = ${JSON.stringify(rounded)};\n`,
  );
  writeFileSync(
    path.join(root, 'src/engine/tongue/model/tongue-head-calibration.ts'),
    `/**\n * Calibration of the tongue head, fitted by scripts/tongue-head/fit-head.ts on the fitting photos of both cameras\n * (${clean.length} photos); do not edit by hand. See docs/tongue-engine.md, "Findings across cameras".\n */\nexport const TONGUE_HEAD_CALIBRATION = ${JSON.stringify(calibration, null, 2)} as const;\n`,
  );
  console.log('wrote model/tongue-head-weights.ts and model/tongue-head-calibration.ts');
}

main();
