/**
 * Measures how the tongue engine's colour readings drift between the two shared photo sets
 * (tongue-seg: BioHit acquisition device; tongue-labels: TonguExpert device). For every photo of
 * both sets it runs analyzeTongue and prints, per set, the distribution of the SPEC §5 body
 * colour, coating and moisture readings and the medians / 10th-90th percentiles of the colour
 * features behind them (white balance, body and coating Lab, coverage, in-photo reference).
 *
 *   npx tsx scripts/tongue-colour-drift.ts            # both sets, all photos
 *   DRIFT_LIMIT=60 DRIFT_DUMP=.tmp/drift.json npx tsx scripts/tongue-colour-drift.ts
 *
 * Nothing is fitted here; it only reads. DRIFT_DUMP writes the per-photo readings as JSON.
 */
import { writeFileSync } from 'node:fs';
import { decodeImage } from '../src/edge/decode-image.ts';
import { analyzeTongue, type TongueFindings } from '../src/engine/tongue/index.ts';
import { loadDataset, type DatasetName } from './tongue-datasets.ts';
import { cohensKappa } from './tongue-metrics.ts';

const LIMIT = Number(process.env.DRIFT_LIMIT ?? Infinity);

interface Reading {
  set: DatasetName;
  id: string;
  split: 'fit' | 'report';
  labels?: { body_colour: string | null; coating_colour: string | null };
  refused?: string;
  f?: TongueFindings;
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
}

function distribution(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n} (${((100 * n) / values.length).toFixed(0)} %)`)
    .join(', ');
}

function summarise(title: string, readings: Reading[]): void {
  const ok = readings.filter((r) => r.f).map((r) => r.f!);
  console.log(`\n== ${title}: ${readings.length} photos, ${readings.length - ok.length} refused ==`);
  const refusedCodes = readings.filter((r) => r.refused).map((r) => r.refused!);
  if (refusedCodes.length) console.log(`refused: ${distribution(refusedCodes)}`);
  console.log(`body colour: ${distribution(ok.map((f) => f.assessment.bodyColor.value))}`);
  console.log(`coating:     ${distribution(ok.map((f) => f.assessment.coating.value))}`);
  console.log(`moisture:    ${distribution(ok.map((f) => f.assessment.moisture.value))}`);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  console.log(
    `mean confidence: body colour ${mean(ok.map((f) => f.assessment.bodyColor.confidence)).toFixed(2)}, coating ${mean(ok.map((f) => f.assessment.coating.confidence)).toFixed(2)}`,
  );
  const features: Array<[string, (f: TongueFindings) => number]> = [
    ['white balance gain R', (f) => f.whiteBalance.gains[0] / f.whiteBalance.gains[1]],
    ['white balance gain B', (f) => f.whiteBalance.gains[2] / f.whiteBalance.gains[1]],
    ['exposure gain', (f) => f.whiteBalance.exposureGain],
    ['body L*', (f) => f.bodyColour.L],
    ['body a*', (f) => f.bodyColour.a],
    ['body b*', (f) => f.bodyColour.b],
    ['body hue (deg)', (f) => f.bodyColour.hue],
    ['body a*/L*', (f) => f.bodyColour.a / Math.max(1, f.bodyColour.L)],
    ['body score (0 pale .. 2 dark)', (f) => f.bodyColour.score],
    ['coating coverage', (f) => f.coatingDetails.coverage],
    ['coating L*', (f) => f.coatingDetails.lab.L],
    ['coating b*', (f) => f.coatingDetails.lab.b],
    ['reference L* (lips/skin)', (f) => f.colourReference.L],
    ['reference a*', (f) => f.colourReference.a],
    ['reference b*', (f) => f.colourReference.b],
    ['body L* - reference L*', (f) => f.bodyColour.L - f.colourReference.L],
    ['body a* - reference a*', (f) => f.bodyColour.a - f.colourReference.a],
    ['highlight contrast', (f) => f.moisture.highlightContrast],
  ];
  console.log('feature                          p10      median   p90');
  for (const [name, get] of features) {
    const v = ok.map(get).filter((x) => Number.isFinite(x));
    if (!v.length) continue;
    console.log(
      `${name.padEnd(32)} ${quantile(v, 0.1).toFixed(3).padStart(8)} ${quantile(v, 0.5).toFixed(3).padStart(8)} ${quantile(v, 0.9).toFixed(3).padStart(8)}`,
    );
  }
}

async function main(): Promise<void> {
  const all: Reading[] = [];
  for (const set of ['tongue-seg', 'tongue-labels'] as const) {
    for (const item of loadDataset(set).slice(0, LIMIT)) {
      const { image } = await decodeImage(item.imagePath);
      const result = analyzeTongue(image);
      all.push({
        set,
        id: item.id,
        split: item.split,
        labels: item.labels ? { body_colour: item.labels.body_colour, coating_colour: item.labels.coating_colour } : undefined,
        ...(result.ok ? { f: result.findings } : { refused: result.code }),
      });
    }
  }
  const seg = all.filter((r) => r.set === 'tongue-seg');
  summarise('tongue-seg (all)', seg);
  summarise('tongue-seg first 60 (ids 001-060)', seg.slice(0, 60));
  summarise(
    'tongue-labels (all)',
    all.filter((r) => r.set === 'tongue-labels'),
  );
  const report = all.filter((r) => r.set === 'tongue-labels' && r.split === 'report' && r.f);
  const body = report.flatMap((r) =>
    r.labels?.body_colour ? [[r.labels.body_colour, r.f!.bodyColour.level] as [string, string]] : [],
  );
  const shadeName = { white: 'white', 'light-yellow': 'light_yellow', yellow: 'yellow' } as const;
  const coat = report.flatMap((r) =>
    r.labels?.coating_colour ? [[r.labels.coating_colour, shadeName[r.f!.coatingDetails.shade]] as [string, string]] : [],
  );
  const kb = cohensKappa(body, ['light', 'regular', 'dark']),
    kc = cohensKappa(coat, ['white', 'light_yellow', 'yellow']);
  console.log(
    `\ntongue-labels reporting split: body colour kappa ${kb.kappa.toFixed(3)} (n=${kb.n}), coating shade kappa ${kc.kappa.toFixed(3)} (n=${kc.n})`,
  );
  if (process.env.DRIFT_DUMP) {
    const slim = all.map(({ f, ...r }) => ({
      ...r,
      ...(f
        ? {
            assessment: f.assessment,
            whiteBalance: f.whiteBalance,
            bodyColour: f.bodyColour,
            coating: f.coatingDetails,
            reference: f.colourReference,
            moisture: f.moisture,
          }
        : {}),
    }));
    writeFileSync(process.env.DRIFT_DUMP, JSON.stringify(slim));
    console.log(`\nwrote ${process.env.DRIFT_DUMP}`);
  }
}

await main();
