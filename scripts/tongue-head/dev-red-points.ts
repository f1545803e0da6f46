/**
 * Development study (issue 18, item 3, eleventh round): red points (点刺) at a fixed scale in
 * tongue widths with contrast normalised (texture/detect-red-points.ts), at several contrasts,
 * beside what analyzeTongue counts ('shipped'). At commit efdb995 'shipped' was the
 * working-resolution detector it replaced (a* 9 units above its local mean, the sign from 8
 * spots); the eleventh round of docs/tongue-engine.md gives both runs.
 *
 * No set labels red points. The tongue-seg rater's free notes name them ('red prickles', 'red
 * dots') on some photos; they are read as weak labels (a note names what stood out, so a photo
 * without one may still have red points). Scored on development photos only:
 * - area under the ROC curve against those notes on tongue-seg 001-200 and 201-240;
 * - the share of each camera's development photos with the sign;
 * - whether the sign holds under DEV_CAMERAS development cameras (seed of dev-stability.ts) on
 *   tongue-seg 201-240 and DEV_TE TonguExpert fitting ids = 2 mod 8.
 *
 *   SHARED_DATA_DIR=... npx tsx scripts/tongue-head/dev-red-points.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeImage } from '../../src/edge/decode-image.ts';
import { analyzeTongue } from '../../src/engine/tongue/index.ts';
import { measureRedPoints, RED_POINTS_MIN_COUNT } from '../../src/engine/tongue/texture/detect-red-points.ts';
import { keyOf, readDevelopmentPhotos } from './dev-readings.ts';
import { loadHeadSet, noteNamesRedPoints, type HeadItem } from './datasets.ts';

const DEV_CAMERAS = Number(process.env.DEV_CAMERAS ?? 12);
const DEV_TE = Number(process.env.DEV_TE ?? 30);
const CACHE = process.env.DEV_RED_CACHE ?? '.tmp/dev-red-points.json';

interface Reading {
  /** the shipped detector's spot count */
  shipped: number;
  /** the fixed-scale detector's spot counts at each contrast in CONTRASTS */
  fixed: number[];
}
const CONTRASTS = [2.5, 3, 3.5, 4];

async function read(input: string | Buffer): Promise<Reading | undefined> {
  const { image } = await decodeImage(input);
  const result = analyzeTongue(image);
  if (!result.ok) return undefined;
  const bbox = result.findings.segmentation.bbox;
  return {
    shipped: result.findings.redPoints.count,
    fixed: CONTRASTS.map((k) => measureRedPoints(image, result.mask, bbox, k).count),
  };
}

interface Readings {
  /** the detector's source, so a change of its rule measures again */
  detector: string;
  contrasts: number[];
  base: Record<string, Reading>;
  pairs: Array<{ key: string; seen?: Reading }>;
}
const detectorSource = () =>
  readFileSync(new URL('../../src/engine/tongue/texture/detect-red-points.ts', import.meta.url), 'utf8');

async function measure(seg: HeadItem[], te: HeadItem[]): Promise<Readings> {
  return { detector: detectorSource(), contrasts: CONTRASTS, ...(await readDevelopmentPhotos(seg, te, DEV_CAMERAS, read)) };
}

/** The rater's note names red points (a weak label: 1 named, 0 not named). */
const named = (i: HeadItem) => (noteNamesRedPoints(i.byEye) ? 1 : 0);

async function main(): Promise<void> {
  const seg = loadHeadSet('tongue-seg').filter((i) => i.split === 'fit' && i.byEye);
  const te = loadHeadSet('tongue-labels')
    .filter((i) => i.split === 'fit' && Number(i.id) % 8 === 2)
    .slice(0, DEV_TE);
  let readings: Readings | undefined = existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Readings) : undefined;
  if (!readings || readings.contrasts.join() !== CONTRASTS.join() || readings.detector !== detectorSource()) {
    readings = await measure(seg, te);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(CACHE, JSON.stringify(readings));
  }
  const { base } = readings;
  const fitSeg = seg.filter((i) => Number(i.id) <= 200 && base[keyOf(i)]);
  const holdSeg = seg.filter((i) => Number(i.id) > 200 && base[keyOf(i)]);
  const teRead = te.filter((i) => base[keyOf(i)]);
  const scores: Array<[string, (r: Reading) => number]> = [
    ['shipped', (r) => r.shipped],
    ...CONTRASTS.map((k, j) => [`fixed scale, ${k} spreads`, (r: Reading) => r.fixed[j]] as [string, (r: Reading) => number]),
  ];
  const auc = (items: HeadItem[], score: (r: Reading) => number) => {
    const pos = items.filter(named).map((i) => score(base[keyOf(i)]));
    const neg = items.filter((i) => !named(i)).map((i) => score(base[keyOf(i)]));
    let wins = 0;
    for (const a of pos) for (const b of neg) wins += a > b ? 1 : a === b ? 0.5 : 0;
    return wins / Math.max(1, pos.length * neg.length);
  };
  console.log(
    `notes naming red points: seg 001-200 ${fitSeg.filter(named).length}/${fitSeg.length}, 201-240 ${holdSeg.filter(named).length}/${holdSeg.length}`,
  );
  const pairs = readings.pairs.map((p) => ({ base: base[p.key], seen: p.seen }));
  const quantiles = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return [0.1, 0.5, 0.9].map((q) => s[Math.floor(q * (s.length - 1))]).join(' / ');
  };
  for (const [name, score] of scores) {
    console.log(
      `\n${name}: AUC against the notes, seg 001-200 ${auc(fitSeg, score).toFixed(3)}, 201-240 ${auc(holdSeg, score).toFixed(3)}; count p10/p50/p90 seg ${quantiles(fitSeg.map((i) => score(base[keyOf(i)])))}, TE ${quantiles(teRead.map((i) => score(base[keyOf(i)])))}`,
    );
    // The shipped count threshold for the shipped detector; for the others, the one calling the
    // share of seg 001-200 that the notes name (the notes are a floor on the true share).
    const counts = [...new Set(fitSeg.map((i) => score(base[keyOf(i)])))].sort((a, b) => b - a);
    const share = fitSeg.filter(named).length;
    const min =
      name === 'shipped'
        ? RED_POINTS_MIN_COUNT
        : (counts.find((c) => fitSeg.filter((i) => score(base[keyOf(i)]) >= c).length >= share) ?? Infinity);
    const sign = (r: Reading) => score(r) >= min;
    const agree = (items: HeadItem[]) => items.filter((i) => (sign(base[keyOf(i)]) ? 1 : 0) === named(i)).length / items.length;
    const held = pairs.filter((p) => p.seen && sign(p.base) === sign(p.seen)).length;
    console.log(
      `  sign from ${min} spots: called seg 001-200 ${fitSeg.filter((i) => sign(base[keyOf(i)])).length}/${fitSeg.length} (agreement with the notes ${agree(fitSeg).toFixed(3)}), 201-240 ${holdSeg.filter((i) => sign(base[keyOf(i)])).length}/${holdSeg.length} (${agree(holdSeg).toFixed(3)}), TE dev ${teRead.filter((i) => sign(base[keyOf(i)])).length}/${teRead.length}; unchanged under ${DEV_CAMERAS} cameras ${((100 * held) / pairs.length).toFixed(1)} % of ${pairs.length}`,
    );
  }
}

await main();
