/**
 * Development study of the crack reading (issue 18: tongue-seg crack agreement 0.767 against a
 * target of 0.8). Reads the feature cache (feature-cache.ts) and never a reporting photo
 * (tongue-seg 241-300, TonguExpert ids divisible by 4): development fit = tongue-seg 001-200 and
 * TonguExpert fitting ids not = 2 mod 8; development holdout = tongue-seg 201-240 and TonguExpert
 * ids = 2 mod 8 (the split fit-head.ts's HEAD_HOLDOUT uses).
 *
 * Prints, per crack feature and for the shipped head's crack probability: the area under the ROC
 * curve against the by-eye crack labels (tongue-seg) and against the practitioners' fissure labels
 * with the predicted labels as negatives (TonguExpert), each on the development fit; then, for
 * each score, the threshold chosen on the development fit (best tongue-seg agreement with at most
 * DEV_TE_CAP of TonguExpert photos called) and its agreement on the development holdout.
 *
 *   npx tsx scripts/tongue-head/dev-cracks.ts
 */
import { HEAD_FEATURES } from '../../src/engine/tongue/model/head-features.ts';
import { readHeadFeatures } from '../../src/engine/tongue/model/read-tongue-head.ts';
import { loadFeatureRows } from './feature-rows.ts';

const TE_CAP = Number(process.env.DEV_TE_CAP ?? 0.65);

interface Row {
  camera: 'seg' | 'expert';
  holdout: boolean;
  label: 0 | 1;
  scores: number[];
}

const names = [...HEAD_FEATURES.filter((n) => n.startsWith('crack.') || n === 'texture.z'), 'head.cracks'];
const rows: Row[] = [];
for (const r of loadFeatureRows()) {
  if (r.copy !== 0 || r.item.split !== 'fit') continue;
  const n = Number(r.item.id);
  const seg = r.item.set === 'tongue-seg';
  let label: 0 | 1;
  if (seg) {
    if (!r.item.byEye) continue;
    label = r.item.byEye.cracks === 'yes' ? 1 : 0;
  } else if (r.item.manual?.fissure) label = 1;
  else if (r.item.predicted) label = r.item.predicted.fissure ? 1 : 0;
  else continue;
  const head = readHeadFeatures({
    values: r.values,
    reference: r.reference,
    tongue: r.tongue,
    referenceUsable: r.referenceUsable,
    body: r.tongue,
    sheen: { glintShare: 0, filmShare: 0, clippedShare: 0, glintSpots: 0, readable: true } as never,
  });
  const scores = names.map((name) => (name === 'head.cracks' ? head.cracks : r.values[HEAD_FEATURES.indexOf(name as never)]));
  rows.push({ camera: seg ? 'seg' : 'expert', holdout: seg ? n > 200 : n % 8 === 2, label, scores });
}

function auc(items: Row[], k: number): number {
  const pos = items.filter((r) => r.label === 1).map((r) => r.scores[k]);
  const neg = items.filter((r) => r.label === 0).map((r) => r.scores[k]);
  let wins = 0;
  for (const p of pos) for (const q of neg) wins += p > q ? 1 : p === q ? 0.5 : 0;
  return pos.length && neg.length ? wins / (pos.length * neg.length) : NaN;
}

const agreement = (items: Row[], k: number, t: number) =>
  items.filter((r) => (r.scores[k] >= t ? 1 : 0) === r.label).length / Math.max(1, items.length);
const share = (items: Row[], k: number, t: number) => items.filter((r) => r.scores[k] >= t).length / Math.max(1, items.length);

const fitSeg = rows.filter((r) => r.camera === 'seg' && !r.holdout);
const holdSeg = rows.filter((r) => r.camera === 'seg' && r.holdout);
const fitTe = rows.filter((r) => r.camera === 'expert' && !r.holdout);
const holdTe = rows.filter((r) => r.camera === 'expert' && r.holdout);
const count = (items: Row[]) => `${items.length} (${items.filter((r) => r.label).length} cracked)`;
console.log(
  `tongue-seg dev fit ${count(fitSeg)}, holdout ${count(holdSeg)}; TonguExpert dev fit ${count(fitTe)}, holdout ${count(holdTe)}`,
);
console.log(
  'score | AUC seg fit | AUC TE fit | threshold | seg fit agr | TE fit called | seg holdout agr (all-negative) | TE holdout called',
);
for (let k = 0; k < names.length; k++) {
  const values = [...new Set(fitSeg.map((r) => r.scores[k]))].sort((a, b) => a - b);
  let best = { t: Infinity, agr: agreement(fitSeg, k, Infinity) };
  for (const t of values) {
    if (share(fitTe, k, t) > TE_CAP) continue;
    const agr = agreement(fitSeg, k, t);
    if (agr > best.agr) best = { t, agr };
  }
  const f = (v: number) => v.toFixed(3);
  console.log(
    [
      names[k],
      f(auc(fitSeg, k)),
      f(auc(fitTe, k)),
      f(best.t),
      f(best.agr),
      f(share(fitTe, k, best.t)),
      `${f(agreement(holdSeg, k, best.t))} (${f(agreement(holdSeg, k, Infinity))})`,
      f(share(holdTe, k, best.t)),
    ].join(' | '),
  );
}
