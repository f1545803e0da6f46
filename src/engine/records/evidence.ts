import type { DifferentiationResult, EvidenceItem } from '../../contract/analysis.ts';
import type { Locale } from '../../contract/person.ts';
import type { RecordEvidence } from '../../contract/practitioner.ts';
import { CONSTITUTION_IDS } from '../../contract/constitution.ts';
import { findingLabel, sourceOf } from '../analysis/reasoning-view.ts';
import { wordingFor } from '../analysis/wording.ts';
import { priorFindingKey } from '../constitution/constitution-prior.ts';
import { PULSE_FINDING_LABELS, TONGUE_FINDING_LABELS } from '../knowledge/findings/finding-labels.ts';
import { findSymptom } from '../patterns/symptoms/vocabulary.ts';
import { recordText } from './record-texts.ts';

/** One evidence item as a record keeps it: the finding's key, where it was read, its weight. */
function evidenceRecord(e: EvidenceItem): Exclude<RecordEvidence, string> {
  return { finding: e.finding, source: sourceOf(e), weight: e.weight };
}

/**
 * What a record keeps of a differentiation: the patterns by id (top first, then the secondary
 * ones) and the top pattern's evidence for and against, by key (evidenceLines names them).
 */
export function recordOfDifferentiation(d: Pick<DifferentiationResult, 'patterns' | 'secondaryPatterns'>): {
  patternIds: string[];
  evidence: { for: RecordEvidence[]; against: RecordEvidence[] };
} {
  const top = d.patterns[0];
  return {
    patternIds: top ? [top.id, ...d.secondaryPatterns.filter((id) => id !== top.id)] : [],
    evidence: {
      for: (top?.evidence.for ?? []).map(evidenceRecord),
      against: (top?.evidence.against ?? []).map(evidenceRecord),
    },
  };
}

// The English line records kept before they kept keys: "body color: pale ('tongue photo analysis') · 2.0",
// "wiry ('overall quality') · 3.0", "constitution: tends to qi-deficient (CCMQ) · +8%".
const OLD_LINE = /^(.+?)(?: \('(.*)'\))? · (\d+(?:\.\d+)?)$/;
const OLD_PRIOR = /^constitution: (tends to )?([a-z-]+) \(CCMQ\) · \+(\d+)%$/;

/** The key and source of an English evidence line of an older record, when it names a known finding. */
function parseOldLine(line: string): Exclude<RecordEvidence, string> | undefined {
  const prior = OLD_PRIOR.exec(line);
  if (prior) {
    if (!(CONSTITUTION_IDS as readonly string[]).includes(prior[2])) return undefined;
    const constitution = prior[2] as (typeof CONSTITUTION_IDS)[number];
    return {
      finding: priorFindingKey({ constitution, verdict: prior[1] ? 'tends' : 'is' }),
      source: 'constitution',
      weight: Number(prior[3]) / 100,
    };
  }
  const m = OLD_LINE.exec(line);
  if (!m) return undefined;
  const [, finding, detail, weight] = m;
  // 'body color: pale' was written from 'bodyColor:pale'.
  const tongueKey = finding.replace(
    /^([a-z ]+): /,
    (_, field: string) => `${field.replace(/ ([a-z])/g, (__, c: string) => c.toUpperCase())}:`,
  );
  if (TONGUE_FINDING_LABELS[tongueKey])
    return { finding: tongueKey, source: detail === 'tongue photo analysis' ? 'tongue-photo' : 'tongue', weight: Number(weight) };
  if (PULSE_FINDING_LABELS[finding]) return { finding, source: 'pulse', weight: Number(weight) };
  // A symptom, or 'no <symptom>' for a denied one.
  if (findSymptom(finding.replace(/^no /, ''))) return { finding, source: 'symptoms', weight: Number(weight) };
  return undefined;
}

/**
 * A record's evidence as report lines in the reader's language, as the practitioner's reasoning
 * panel shows them: the finding's readable name, where it was read, and its weight (for the
 * constitution's prior, the score boost): 'dry mouth (symptom text · weight 1)'. An English line
 * of an older record is read back to its key when it names a known finding, else kept as stored.
 */
export function evidenceLines(items: readonly RecordEvidence[], locale: Locale): string[] {
  const w = wordingFor(locale);
  const number = new Intl.NumberFormat(locale);
  return items.map((item) => {
    const e = typeof item === 'string' ? parseOldLine(item) : item;
    if (!e) return item as string;
    const weight =
      e.source === 'constitution'
        ? recordText(locale, 'report.prior', { percent: Math.round(e.weight * 100) })
        : recordText(locale, 'report.weight', { weight: number.format(e.weight) });
    return recordText(locale, 'report.evidence-line', {
      finding: findingLabel(e.finding, w),
      source: recordText(locale, `report.source.${e.source}`),
      weight,
    });
  });
}
