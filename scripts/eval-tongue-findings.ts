/**
 * The tongue findings per camera, for eval-tongue.ts (issue 18):
 *
 * - TonguExpert camera (tongue-labels, tongue-labels-more), reporting split: Cohen's kappa and
 *   confusion tables against the practitioners' manual labels (body colour, coating colour), and
 *   how often their fissures and tooth marks are found;
 * - BioHit camera (tongue-seg), reporting split (241-300): agreement, kappa and confusion tables
 *   against one rater's by-eye labels for body colour, coating thickness, coating colour, cracks,
 *   tooth marks and moisture; the fitting split (001-240), on which thresholds were calibrated, is
 *   printed apart for comparison;
 * - the share of each finding value over every photo of each camera, beside the labels' share;
 * - stability: the reporting photos photographed by a fixed family of simulated cameras drawn
 *   from the issue's ranges with a seed no training run uses, and the share of SPEC §5 readings
 *   that stay the same.
 *
 * The database's model-predicted labels are never a reference here.
 */
import { decodeImage } from '../src/edge/decode-image.ts';
import { analyzeTongue, type TongueFindings } from '../src/engine/tongue/index.ts';
import { CLOSE_CALL_PROBABILITY, isCloseCallColour } from '../src/engine/tongue/colour/classify-body-colour.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg } from './tongue-head/camera-pipeline.ts';
import { loadHeadSet, noteNamesRedPoints, type HeadItem } from './tongue-head/datasets.ts';
import { mulberry32 } from './tongue-train-sampler.ts';
import { CONFIDENCE_BANDS, cohensKappa, confidenceBand, formatMatrix } from './tongue-metrics.ts';

const STABILITY_PER_SET = Number(process.env.EVAL_STABILITY_PER_SET ?? 30);
const CAMERAS = Number(process.env.EVAL_CAMERAS ?? 24);
const FIELDS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;

interface Reading {
  item: HeadItem;
  findings?: TongueFindings;
  refused?: string;
}

async function read(item: HeadItem, input: string | Buffer = item.imagePath): Promise<Reading> {
  const { image } = await decodeImage(input);
  const result = analyzeTongue(image);
  return result.ok ? { item, findings: result.findings } : { item, refused: result.code };
}

/** The SPEC §5 value of a field, 'not assessed' where the engine abstained. */
function fieldValue(f: TongueFindings, field: (typeof FIELDS)[number]): string {
  return f.assessment[field]?.value ?? 'not assessed';
}

function pct(n: number, of: number): string {
  return of ? `${((100 * n) / of).toFixed(1)} %` : '-';
}

/**
 * How often the body colour is right for each band of the head's probability of the level read;
 * under 0.5 the person is told it is a close call (isCloseCallColour).
 */
function rightByLevelProbability(rows: Array<{ findings: TongueFindings; right: boolean }>): void {
  const bands = [0, 1, 2].map(() => ({ n: 0, right: 0, probability: 0 }));
  for (const { findings, right } of rows) {
    const p = Math.max(...findings.head.body);
    const band = bands[p < CLOSE_CALL_PROBABILITY ? 0 : p < 0.7 ? 1 : 2];
    band.n++;
    band.probability += p;
    if (right) band.right++;
  }
  const cells = [`under ${CLOSE_CALL_PROBABILITY} (a close call)`, `${CLOSE_CALL_PROBABILITY}-0.7`, '0.7 and more'].map(
    (name, i) => {
      const b = bands[i];
      return `${name} ${b.n}${b.n ? `, right ${pct(b.right, b.n)}, mean probability ${(b.probability / b.n).toFixed(2)}` : ''}`;
    },
  );
  console.log(`  body colour by the probability of its level: ${cells.join('; ')}`);
}

function table(title: string, pairs: Array<[string, string]>, labels: readonly string[], ours: readonly string[]): void {
  const all = [...new Set([...labels, ...ours])];
  const k = cohensKappa(pairs, all);
  const rows = k.matrix.map((r, i) => ({ r, name: all[i] })).filter(({ name }) => labels.includes(name));
  const cols = all.map((c, j) => ({ c, j })).filter(({ c }) => ours.includes(c));
  console.log(`${title}: n ${k.n}, agreement ${k.accuracy.toFixed(3)}, kappa ${k.kappa.toFixed(3)}`);
  console.log(
    formatMatrix(
      rows.map(({ r }) => cols.map(({ j }) => r[j])),
      rows.map(({ name }) => name),
      cols.map(({ c }) => c),
    )
      .split('\n')
      .map((l) => '  ' + l)
      .join('\n'),
  );
}

const BY_EYE_BODY = ['pale', 'normal', 'red', 'deep-red', 'purple'] as const;

function byEyeAgreement(title: string, readings: Reading[]): void {
  const ok = readings.filter((r) => r.findings && r.item.byEye) as Array<
    Reading & { findings: TongueFindings; item: Required<Pick<HeadItem, 'byEye'>> & HeadItem }
  >;
  const refused = readings.length - ok.length;
  console.log(
    `\n-- ${title}: ${ok.length} analysed${refused ? `, ${refused} refused by the quality gate (counted as disagreement: none)` : ''} --`,
  );
  table(
    'body colour',
    ok.map((r) => [r.item.byEye.body, r.findings.assessment.bodyColor.value]),
    BY_EYE_BODY,
    BY_EYE_BODY,
  );
  rightByLevelProbability(
    ok.map((r) => ({ findings: r.findings, right: r.item.byEye.body === r.findings.assessment.bodyColor.value })),
  );
  // No set labels red points; the rater's free notes name them on some photos. A note names what
  // stood out, so 'not named' is no reliable negative: read this as a weak check.
  table(
    "red-points sign against the rater's notes ('red prickles' or 'red dots' named; weak labels)",
    ok.map((r) => [noteNamesRedPoints(r.item.byEye) ? 'yes' : 'no', r.findings.redPoints.present ? 'yes' : 'no']),
    ['no', 'yes'],
    ['no', 'yes'],
  );
  table(
    'coating thickness',
    ok.map((r) => [r.item.byEye.coating_thickness, r.findings.coatingDetails.thickness]),
    ['none', 'thin', 'thick'],
    ['none', 'thin', 'thick'],
  );
  table(
    'coating colour (light yellow counted as yellow)',
    ok.map((r) => [r.item.byEye.coating_colour, r.findings.coatingDetails.colour]),
    ['none', 'white', 'yellow'],
    ['none', 'white', 'yellow'],
  );
  table(
    'cracks',
    ok.map((r) => [r.item.byEye.cracks, r.findings.cracks.present ? 'yes' : 'no']),
    ['no', 'yes'],
    ['no', 'yes'],
  );
  table(
    'tooth marks',
    ok.map((r) => [r.item.byEye.tooth_marks, r.findings.toothMarks.present ? 'yes' : 'no']),
    ['no', 'yes'],
    ['no', 'yes'],
  );
  table(
    "moisture ('not assessed' counted as disagreement)",
    ok.map((r) => [r.item.byEye.moisture, r.findings.assessment.moisture?.value ?? 'not assessed']),
    ['dry', 'normal', 'wet'],
    ['dry', 'normal', 'wet', 'not assessed'],
  );
}

function practitionerAgreement(readings: Reading[]): void {
  const ok = readings.filter((r) => r.findings) as Array<Reading & { findings: TongueFindings }>;
  console.log(`\n-- TonguExpert camera, practitioners' labels, reporting split: ${ok.length} analysed of ${readings.length} --`);
  table(
    'body colour (light -> pale, regular -> normal, dark -> red, deep red or purple)',
    ok.flatMap((r) =>
      r.item.manual?.body_colour ? [[r.item.manual.body_colour, r.findings.bodyColour.level] as [string, string]] : [],
    ),
    ['light', 'regular', 'dark'],
    ['light', 'regular', 'dark'],
  );
  rightByLevelProbability(
    ok.flatMap((r) =>
      r.item.manual?.body_colour
        ? [{ findings: r.findings, right: r.item.manual.body_colour === r.findings.bodyColour.level }]
        : [],
    ),
  );
  const shade = { white: 'white', 'light-yellow': 'light_yellow', yellow: 'yellow' } as const;
  const coat = ok.flatMap((r) =>
    r.item.manual?.coating_colour
      ? [[r.item.manual.coating_colour, shade[r.findings.coatingDetails.shade]] as [string, string]]
      : [],
  );
  table('coating colour, three shades', coat, ['white', 'light_yellow', 'yellow'], ['white', 'light_yellow', 'yellow']);
  const two = coat.map(([l, p]) => [l === 'white' ? 'white' : 'yellow', p === 'white' ? 'white' : 'yellow'] as [string, string]);
  const k2 = cohensKappa(two, ['white', 'yellow']);
  console.log(`coating colour, white vs yellow: kappa ${k2.kappa.toFixed(3)}, agreement ${k2.accuracy.toFixed(3)}`);
  for (const [field, finding] of [
    ['fissure', 'cracks'],
    ['tooth_marks', 'toothMarks'],
  ] as const) {
    const parts = (['light', 'severe'] as const).map((severity) => {
      const rows = ok.filter((r) => r.item.manual?.[field] === severity);
      const found = rows.filter((r) => r.findings[finding].present).length;
      const severe = rows.filter((r) => r.findings[finding].severity === 'severe').length;
      return `${severity} ${found}/${rows.length} found (${pct(found, rows.length)}), ${severe} called severe`;
    });
    console.log(`${field} (labelled photos of tongue-labels and tongue-labels-more): ${parts.join('; ')}`);
  }
}

/** Shares of each value over every photo of a camera, beside the labels' own shares. */
function shares(title: string, readings: Reading[], labelShares: Record<string, string>): void {
  const ok = readings.filter((r) => r.findings) as Array<Reading & { findings: TongueFindings }>;
  console.log(`\n-- ${title}: ${ok.length} photos analysed, ${readings.length - ok.length} refused --`);
  const count = (name: string, values: string[]) => {
    const tally = new Map<string, number>();
    for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
    const parts = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([v, n]) => `${v} ${pct(n, values.length)}`);
    const top = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
    const flag =
      top && top[1] / values.length > 0.4 && top[0] !== 'normal' && top[0] !== 'no' && top[0] !== 'none'
        ? `  [over 40 %: ${top[0]}]`
        : '';
    console.log(`${name.padEnd(22)} ${parts.join(', ')}${flag}${labelShares[name] ? `   (labels: ${labelShares[name]})` : ''}`);
  };
  for (const field of FIELDS)
    count(
      field,
      ok.map((r) => fieldValue(r.findings, field)),
    );
  count(
    'coating thickness',
    ok.map((r) => r.findings.coatingDetails.thickness),
  );
  count(
    'coating colour',
    ok.map((r) => r.findings.coatingDetails.colour),
  );
  count(
    'cracks',
    ok.map((r) => (r.findings.cracks.present ? 'yes' : 'no')),
  );
  count(
    'tooth marks',
    ok.map((r) => (r.findings.toothMarks.present ? 'yes' : 'no')),
  );
  count(
    'colour uncertain',
    ok.map((r) => (r.findings.head.colourUncertain ? 'yes' : 'no')),
  );
  count(
    'body colour a close call',
    ok.map((r) => (isCloseCallColour(r.findings.head.body, r.findings.head.colourUncertain) ? 'yes' : 'no')),
  );
  const signs = new Map<string, number>();
  for (const r of ok) for (const s of r.findings.signs) signs.set(s, (signs.get(s) ?? 0) + 1);
  console.log(`${'signs'.padEnd(22)} ${[...signs.entries()].map(([s, n]) => `${s} ${pct(n, ok.length)}`).join(', ') || 'none'}`);
}

function labelShare(items: HeadItem[], value: (item: HeadItem) => string | null | undefined): string {
  const values = items.map(value).filter((v): v is string => Boolean(v));
  const tally = new Map<string, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${v} ${pct(n, values.length)}`)
    .join(', ');
}

export async function findingsPerCamera(limit: number): Promise<void> {
  console.log('\n== Findings per camera ==');
  const seg = loadHeadSet('tongue-seg').slice(0, limit === Infinity ? undefined : 3 * limit);
  const expert = [...loadHeadSet('tongue-labels'), ...loadHeadSet('tongue-labels-more')].slice(
    0,
    limit === Infinity ? undefined : 3 * limit,
  );
  const segReadings: Reading[] = [];
  for (const item of seg) segReadings.push(await read(item));
  const expertReadings: Reading[] = [];
  for (const item of expert) expertReadings.push(await read(item));
  practitionerAgreement(expertReadings.filter((r) => r.item.split === 'report'));
  byEyeAgreement(
    'BioHit camera (tongue-seg), by-eye labels, REPORTING split 241-300',
    segReadings.filter((r) => r.item.split === 'report'),
  );
  byEyeAgreement(
    'BioHit camera (tongue-seg), by-eye labels, fitting split 001-240 (thresholds were calibrated here)',
    segReadings.filter((r) => r.item.split === 'fit'),
  );
  const b = (i: HeadItem) => i.byEye;
  shares('Share of each value, BioHit camera (tongue-seg, all 300)', segReadings, {
    bodyColor: labelShare(seg, (i) => b(i)?.body),
    'coating thickness': labelShare(seg, (i) => b(i)?.coating_thickness),
    'coating colour': labelShare(seg, (i) => b(i)?.coating_colour),
    cracks: labelShare(seg, (i) => b(i)?.cracks),
    'tooth marks': labelShare(seg, (i) => b(i)?.tooth_marks),
    moisture: labelShare(seg, (i) => b(i)?.moisture),
  });
  shares('Share of each value, TonguExpert camera (tongue-labels and tongue-labels-more, all)', expertReadings, {
    bodyColor: labelShare(expert, (i) => i.manual?.body_colour) + ' (manual, selected subset)',
    'coating colour': labelShare(expert, (i) => i.manual?.coating_colour) + ' (manual, selected subset)',
    cracks:
      labelShare(expert, (i) => (i.manual?.fissure ? 'yes (light or severe)' : null)) +
      ` on ${expert.filter((i) => i.manual?.fissure).length} manual labels; NA may be absent`,
  });
}

export async function cameraStability(limit: number): Promise<void> {
  const perSet = Math.min(STABILITY_PER_SET, limit);
  const items = [
    ...loadHeadSet('tongue-seg')
      .filter((i) => i.split === 'report')
      .slice(0, perSet),
    ...loadHeadSet('tongue-labels')
      .filter((i) => i.split === 'report')
      .slice(0, perSet),
  ];
  const cameras = cameraFamily(CAMERAS);
  const agree: Record<string, [number, number]> = {};
  /** the same, over photos the gate read both times (refusals left out) */
  const agreeRead: Record<string, [number, number]> = {};
  const perCamera: number[][] = cameras.map(() => [0, 0]);
  /** [unchanged, read] per field and band of the confidence shown with the camera's reading */
  const byConfidence: Record<string, number[][]> = {};
  const refusals = new Map<string, number>();
  const changes: Record<string, Map<string, number>> = {};
  let seenCount = 0;
  /** [unchanged, read both times] of the red-points sign (a sign, not a SPEC §5 field) */
  const redPointsSame = [0, 0];
  const rand = mulberry32(424242);
  for (const item of items) {
    const base = await read(item);
    if (!base.findings) continue;
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const [c, camera] of cameras.entries()) {
      const jpeg = await photographAsJpeg(rgb, width, height, camera, rand);
      const seen = await read(item, jpeg);
      seenCount++;
      if (seen.refused) refusals.set(seen.refused, (refusals.get(seen.refused) ?? 0) + 1);
      if (seen.findings) {
        redPointsSame[0] += seen.findings.redPoints.present === base.findings.redPoints.present ? 1 : 0;
        redPointsSame[1]++;
      }
      for (const field of FIELDS) {
        if (seen.findings && fieldValue(seen.findings, field) !== fieldValue(base.findings, field)) {
          const move = `${fieldValue(base.findings, field)} -> ${fieldValue(seen.findings, field)}`;
          const m = (changes[field] ??= new Map());
          m.set(move, (m.get(move) ?? 0) + 1);
        }
        const same = seen.findings && fieldValue(seen.findings, field) === fieldValue(base.findings, field) ? 1 : 0;
        const a = (agree[field] ??= [0, 0]);
        a[0] += same;
        a[1]++;
        if (seen.findings) {
          const r = (agreeRead[field] ??= [0, 0]);
          r[0] += same;
          r[1]++;
        }
        // A field not assessed shows no confidence, so it has no band.
        const shown = seen.findings?.assessment[field];
        if (shown) {
          const band = (byConfidence[field] ??= CONFIDENCE_BANDS.map(() => [0, 0]))[confidenceBand(shown.confidence)];
          band[0] += same;
          band[1]++;
        }
        perCamera[c][0] += same;
        perCamera[c][1]++;
      }
    }
  }
  console.log(
    `\n== Stability under ${cameras.length} simulated cameras (${items.length} reporting photos, both cameras; a refusal counts as a change) ==`,
  );
  for (const field of FIELDS) {
    const [s, n] = agree[field] ?? [0, 0];
    const moves = [...(changes[field]?.entries() ?? [])]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([move, count]) => `${move} ${count}`)
      .join(', ');
    console.log(
      `${field.padEnd(10)} ${pct(s, n)}${n && s / n < 0.95 ? '   (target >= 95 %)' : ''}   (read both times: ${pct(...(agreeRead[field] ?? [0, 0]))})${moves ? `   commonest changes: ${moves}` : ''}`,
    );
  }
  console.log(`red-points sign (not a SPEC §5 field), read both times: unchanged ${pct(redPointsSame[0], redPointsSame[1])}`);
  const refused = [...refusals.values()].reduce((a, b) => a + b, 0);
  console.log(
    `refused by the quality gate: ${pct(refused, seenCount)} of ${seenCount} photos taken${refused ? ` (${[...refusals.entries()].map(([code, count]) => `${code} ${count}`).join(', ')})` : ''}`,
  );
  const worst = perCamera
    .map(([s, n], c) => ({ c, share: n ? s / n : 1 }))
    .sort((a, b) => a.share - b.share)
    .slice(0, 3)
    .map(({ c, share }) => {
      const cam = cameras[c];
      return `${(100 * share).toFixed(1)} % (${Math.round(cam.kelvin)} K x${cam.wbStrength.toFixed(2)}, ${cam.ev.toFixed(2)} EV, gamma ${cam.gamma.toFixed(2)}, saturation ${cam.saturation.toFixed(2)}, JPEG ${cam.jpegQuality})`;
    });
  console.log(`hardest cameras: ${worst.join('; ')}`);
  // A confidence a person is shown should mean something here too: a reading shown with more
  // confidence should survive another camera more often.
  console.log("unchanged by the confidence shown with the camera's reading (photos read both times):");
  for (const field of FIELDS) {
    const cells = CONFIDENCE_BANDS.map(([lo, hi], b) => {
      const [same, read] = byConfidence[field]?.[b] ?? [0, 0];
      return `${lo}-${Math.min(hi, 1)} ${pct(same, read)} of ${read}`;
    });
    console.log(`  ${field.padEnd(10)} ${cells.join(', ')}`);
  }
}
