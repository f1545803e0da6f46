/**
 * A consumer's tongue compared with their own earlier check-ins (issue 18, item 7).
 *
 * The same phone in the same person's hands changes less between check-ins than cameras differ
 * from each other, so a change against the person's own usual is more trustworthy than an
 * absolute reading; both are shown. Each check-in keeps the tongue head's calibrated readings
 * (findings.head); five continuous measures are compared with their median over the last
 * BASELINE_SIZE earlier check-ins:
 *
 *   colour      P(darker than normal) - P(pale)        (paler / redder)
 *   coating     P(thick coating)                        (thinner / thicker)
 *   yellowness  P(yellow or light yellow) - P(white)    (whiter / yellower)
 *   cracks      P(cracks)                               (fewer / more)
 *   tooth marks P(tooth marks)                          (fewer / more)
 *
 * A change counts when it exceeds both MIN_CHANGE (what a retake of the same tongue moves by
 * under the camera family of eval:tongue) and twice the spread of the person's own earlier
 * readings. Colour measures are not compared on a photo whose colour is uncertain.
 */
import type { Wording } from './wording.ts';
import { message } from '../knowledge/messages.ts';

/** The head readings a check-in keeps (TongueFindings['head']). */
export interface HeadSnapshot {
  body: readonly [number, number, number];
  coatingColour: readonly [number, number, number];
  thick: number;
  cracks: number;
  toothMarks: number;
  colourUncertain: boolean;
}

export const BASELINE_MIN = 2;
export const BASELINE_SIZE = 4;

const MEASURES = {
  colour: { of: (h: HeadSnapshot) => h.body[2] - h.body[0], minChange: 0.35, colour: true, down: 'paler', up: 'redder' },
  coating: { of: (h: HeadSnapshot) => h.thick, minChange: 0.25, colour: false, down: 'coating-thinner', up: 'coating-thicker' },
  yellowness: {
    of: (h: HeadSnapshot) => h.coatingColour[1] + h.coatingColour[2] - h.coatingColour[0],
    minChange: 0.4,
    colour: true,
    down: 'coating-whiter',
    up: 'coating-yellower',
  },
  cracks: { of: (h: HeadSnapshot) => h.cracks, minChange: 0.25, colour: false, down: 'cracks-fewer', up: 'cracks-more' },
  toothMarks: {
    of: (h: HeadSnapshot) => h.toothMarks,
    minChange: 0.25,
    colour: false,
    down: 'tooth-marks-fewer',
    up: 'tooth-marks-more',
  },
} as const;

export type BaselineChange = (typeof MEASURES)[keyof typeof MEASURES]['down' | 'up'];

export interface BaselineComparison {
  /** earlier check-ins compared with */
  basis: number;
  changes: Array<{ change: BaselineChange; size: number; text: string }>;
  /** colour was not compared because this photo's colour is uncertain */
  colourSkipped: boolean;
  /** one line for the person: the changes, or that nothing changed */
  summary: string;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Compares `current` with `earlier` (most recent first). Null when there are fewer than
 * BASELINE_MIN earlier check-ins: no usual to compare with yet.
 */
export function compareWithBaseline(
  current: HeadSnapshot,
  earlier: readonly HeadSnapshot[],
  w: Wording,
): BaselineComparison | null {
  const basis = earlier.slice(0, BASELINE_SIZE);
  if (basis.length < BASELINE_MIN) return null;
  const changes: BaselineComparison['changes'] = [];
  const colourSkipped = current.colourUncertain;
  for (const m of Object.values(MEASURES)) {
    if (m.colour && colourSkipped) continue;
    const usable = m.colour ? basis.filter((h) => !h.colourUncertain) : basis;
    if (usable.length < BASELINE_MIN) continue;
    const values = usable.map(m.of);
    const usual = median(values);
    const spread = median(values.map((v) => Math.abs(v - usual)));
    const delta = m.of(current) - usual;
    if (Math.abs(delta) < Math.max(m.minChange, 2 * spread)) continue;
    const change = delta < 0 ? m.down : m.up;
    changes.push({ change, size: Math.abs(delta), text: message(w.t, `baseline.${change}`, { count: usable.length }) });
  }
  changes.sort((a, b) => b.size - a.size);
  // Each change is a sentence of its own, starting with a capital: joined and ended as sentences.
  const [between, end] = w.locale === 'zh' ? ['；', '。'] : ['. ', '.'];
  const summary =
    (changes.length ? changes.map((c) => c.text).join(between) : message(w.t, 'baseline.steady', { count: basis.length })) + end;
  return { basis: basis.length, changes, colourSkipped, summary };
}
