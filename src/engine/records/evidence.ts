import type { DifferentiationResult, EvidenceItem } from '../../contract/analysis.ts';
import { parsePriorFindingKey } from '../constitution/constitution-prior.ts';

/** One evidence item as a report line: the finding, where it was read, and its weight. */
function evidenceLine(e: EvidenceItem): string {
  // The constitution's prior: its weight is the score boost.
  const prior = e.source === 'constitution' ? parsePriorFindingKey(e.finding) : undefined;
  if (prior)
    return `constitution: ${prior.verdict === 'tends' ? 'tends to ' : ''}${prior.constitution} (CCMQ) · +${Math.round(e.weight * 100)}%`;
  const finding = e.finding.replace(/^(\w+):/, (_, field: string) => `${field.replace(/([A-Z])/g, ' $1').toLowerCase()}: `);
  return `${finding}${e.detail ? ` ('${e.detail}')` : ''} · ${e.weight.toFixed(1)}`;
}

/**
 * What a record keeps of a differentiation: the patterns by id (top first, then the secondary
 * ones) and the top pattern's evidence for and against, as lines.
 */
export function recordOfDifferentiation(d: Pick<DifferentiationResult, 'patterns' | 'secondaryPatterns'>): {
  patternIds: string[];
  evidence: { for: string[]; against: string[] };
} {
  const top = d.patterns[0];
  return {
    patternIds: top ? [top.id, ...d.secondaryPatterns.filter((id) => id !== top.id)] : [],
    evidence: { for: (top?.evidence.for ?? []).map(evidenceLine), against: (top?.evidence.against ?? []).map(evidenceLine) },
  };
}
