import type { Locale } from '../../contract/person.ts';
import type { TongueRecord } from '../../contract/records.ts';
import { recordText } from './record-texts.ts';

const ORDER = {
  coatingThickness: { none: 0, thin: 1, thick: 2 },
  severity: { none: 0, light: 1, severe: 2 },
  moisture: { dry: 0, normal: 1, wet: 2 },
  size: { small: 0, normal: 1, enlarged: 2 },
  redness: { pale: 0, normal: 1, red: 2, 'deep-red': 3 },
} as const;

type CoatingColour = 'white' | 'yellow' | 'brown' | 'black';
const COATING_COLOUR: Record<NonNullable<TongueRecord['coating']>, CoatingColour | null> = {
  none: null,
  'thin-white': 'white',
  'thick-white': 'white',
  yellow: 'yellow',
  brown: 'brown',
  black: 'black',
};

/** 'seen' / 'gone' / 'deeper' / 'fainter' between two graded severities. */
function severityChange(
  before: TongueRecord['cracks'],
  after: TongueRecord['cracks'],
): 'seen' | 'gone' | 'deeper' | 'fainter' | null {
  if (!before || !after || before === after) return null;
  const b = ORDER.severity[before];
  const a = ORDER.severity[after];
  if (b === 0) return 'seen';
  if (a === 0) return 'gone';
  return a > b ? 'deeper' : 'fainter';
}

/**
 * The differences between an earlier and a later visit's tongue, in the words a clinician
 * would write in the notes ('coating thinner', 'body less red', 'tooth marks no longer seen').
 * Only fields recorded at both visits are compared: a field seen once says nothing of change.
 * Patterns are compared by their labels when both are given.
 */
export function describeTongueChanges(
  earlier: TongueRecord,
  later: TongueRecord,
  locale: Locale,
  patterns?: { before: string | null; after: string | null },
): string[] {
  const t = (id: Parameters<typeof recordText>[1], values?: Record<string, string>) => recordText(locale, id, values);
  const out: string[] = [];

  if (earlier.coatingThickness && later.coatingThickness && earlier.coatingThickness !== later.coatingThickness) {
    const b = ORDER.coatingThickness[earlier.coatingThickness];
    const a = ORDER.coatingThickness[later.coatingThickness];
    out.push(t(a === 0 ? 'compare.coating-gone' : a < b ? 'compare.coating-thinner' : 'compare.coating-thicker'));
  }
  const colourBefore = earlier.coating ? COATING_COLOUR[earlier.coating] : null;
  const colourAfter = later.coating ? COATING_COLOUR[later.coating] : null;
  if (colourBefore && colourAfter && colourBefore !== colourAfter) {
    out.push(t('compare.coating-colour', { colour: t(`coating.${colourAfter}`) }));
  }

  if (earlier.bodyColor && later.bodyColor && earlier.bodyColor !== later.bodyColor) {
    if (earlier.bodyColor === 'purple' || later.bodyColor === 'purple') {
      out.push(t('compare.body-now', { colour: t(`colour.${later.bodyColor}`) }));
    } else {
      const b = ORDER.redness[earlier.bodyColor];
      const a = ORDER.redness[later.bodyColor];
      out.push(t(a < b ? 'compare.body-less-red' : 'compare.body-redder'));
    }
  }

  const cracks = severityChange(earlier.cracks, later.cracks);
  if (cracks) out.push(t(`compare.cracks-${cracks}`));
  const marks = severityChange(earlier.toothMarks, later.toothMarks);
  if (marks === 'seen' || marks === 'gone') out.push(t(`compare.tooth-marks-${marks}`));

  if (earlier.moisture && later.moisture && earlier.moisture !== later.moisture) {
    out.push(t(ORDER.moisture[later.moisture] > ORDER.moisture[earlier.moisture] ? 'compare.moister' : 'compare.drier'));
  }
  if (earlier.size && later.size && earlier.size !== later.size) {
    out.push(t(ORDER.size[later.size] > ORDER.size[earlier.size] ? 'compare.larger' : 'compare.smaller'));
  }

  // Signs already described above (tooth marks, cracks) are not repeated.
  const described = new Set(['tooth-marks', 'midline-crack']);
  const before = new Set(earlier.signs.filter((s) => !described.has(s)));
  const after = new Set(later.signs.filter((s) => !described.has(s)));
  for (const s of after) if (!before.has(s)) out.push(t('compare.sign-seen', { sign: t(`sign.${s}`) }));
  for (const s of before) if (!after.has(s)) out.push(t('compare.sign-gone', { sign: t(`sign.${s}`) }));

  if (out.length === 0) out.push(t('compare.no-change'));
  if (patterns?.before && patterns.after && patterns.before !== patterns.after) {
    out.push(t('compare.pattern-changed', { before: patterns.before, after: patterns.after }));
  }
  return out;
}
