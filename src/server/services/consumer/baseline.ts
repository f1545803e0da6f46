/**
 * A check-in against the person's own earlier check-ins (issue 18, item 7), computed when the
 * check-ins are read, so it is always in the person's current language and a deleted check-in
 * no longer counts. The engine compares the tongue head's calibrated readings (findings.head);
 * check-ins made before the head existed are read from their findings' categories instead. Only
 * readings of one kind are compared: the categories with each other, and the head's readings only
 * with those of the same head version (a refitted head moves the probabilities of the same
 * tongue, which would read as a change in the person). Readings kept before versions were stored
 * count as one version of their own, since which head made them is not known.
 */
import type { ConsumerTrend } from '../../../contract/consumer.ts';
import type { Locale } from '../../../contract/person.ts';
import { BASELINE_MIN, compareWithBaseline, type HeadSnapshot } from '../../../engine/analysis/baseline.ts';
import { wordingFor } from '../../../engine/analysis/wording.ts';
import type { TongueFindings } from '../../../engine/tongue/index.ts';

export interface Reading {
  /** 'categories', or 'head:' and the head's version ('unversioned' when none was kept) */
  source: string;
  snapshot: HeadSnapshot;
}

/** Probabilities leaning `confidence` of the way towards one of three values. */
function lean(index: 0 | 1 | 2, confidence: number): [number, number, number] {
  const c = Math.min(1, Math.max(0, confidence));
  const p: [number, number, number] = [(1 - c) / 3, (1 - c) / 3, (1 - c) / 3];
  p[index] += c;
  return p;
}

const SEVERITY = { none: 0, light: 0.6, severe: 1 } as const;

/** The readings of one stored check-in's findings, or null when it has none. */
export function readingOf(findings: unknown): Reading | null {
  if (!findings || typeof findings !== 'object') return null;
  const f = findings as Partial<TongueFindings> & { head?: HeadSnapshot & { version?: unknown } };
  if (f.head && Array.isArray(f.head.body) && Array.isArray(f.head.coatingColour)) {
    const h = f.head;
    return {
      source: `head:${typeof h.version === 'string' ? h.version : 'unversioned'}`,
      snapshot: {
        body: h.body,
        coatingColour: h.coatingColour,
        thick: h.thick,
        cracks: h.cracks,
        toothMarks: h.toothMarks,
        colourUncertain: Boolean(h.colourUncertain),
      },
    };
  }
  if (!f.assessment || !f.coatingDetails || !f.cracks || !f.toothMarks) return null;
  const body = f.assessment.bodyColor;
  const bodyIndex = body.value === 'pale' ? 0 : body.value === 'normal' ? 1 : 2;
  const shade = f.coatingDetails.shade;
  return {
    source: 'categories',
    snapshot: {
      body: lean(bodyIndex, body.confidence),
      coatingColour: lean(shade === 'white' ? 0 : shade === 'light-yellow' ? 1 : 2, f.assessment.coating.confidence),
      thick: f.coatingDetails.thickness === 'thick' ? 1 : 0,
      cracks: SEVERITY[f.cracks.severity],
      toothMarks: SEVERITY[f.toothMarks.severity],
      colourUncertain: false,
    },
  };
}

/**
 * The trend of each check-in, given the person's check-ins newest first (their stored findings):
 * each is compared with the ones before it of the same kind. While too few of those exist, the
 * answer also says how many earlier check-ins another version of the analysis read, so the
 * person is told why a long history is not compared.
 */
export function trendsOf(findingsNewestFirst: readonly unknown[], locale: Locale): (ConsumerTrend | null)[] {
  const readings = findingsNewestFirst.map(readingOf);
  const w = wordingFor(locale);
  return readings.map((current, i) => {
    if (!current) return null;
    const before = readings.slice(i + 1).filter((r): r is Reading => r !== null);
    const earlier = before.filter((r) => r.source === current.source).map((r) => r.snapshot);
    const comparison = compareWithBaseline(current.snapshot, earlier, w);
    if (!comparison) {
      const otherVersion = before.length - earlier.length;
      return {
        status: 'gathering',
        earlier: earlier.length,
        needed: BASELINE_MIN - earlier.length,
        ...(otherVersion > 0 ? { otherVersion } : {}),
      };
    }
    return {
      status: 'compared',
      basis: comparison.basis,
      summary: comparison.summary,
      changes: comparison.changes.map((c) => ({ change: c.change, text: c.text })),
      colourSkipped: comparison.colourSkipped,
    };
  });
}
