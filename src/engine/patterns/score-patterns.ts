import type { EvidenceItem } from '../../contract/analysis.ts';
import type { ConstitutionId } from '../../contract/constitution.ts';
import { NORMAL_FINDINGS, type FindingSet, type FindingSource, type ObservedFinding } from './findings/types.ts';
import type { PatternKnowledge, WeightedSign } from '../knowledge/types.ts';

/**
 * How much a denied symptom counts against a pattern that lists it, as a share of the sign's
 * weight. A denial ('no thirst') is real information, but weaker than the positive sign:
 * patients deny mild symptoms they do have, and one absent sign never rules a pattern out
 * (Maciocia, Foundations, 'Identification of patterns': not all manifestations need be present).
 */
export const DENIAL_FACTOR = 0.5;

/** One pattern scored against one case. */
export interface PatternScore {
  pattern: PatternKnowledge;
  /**
   * Cosine similarity between the case's finding vector (1 per finding present, times its
   * certainty; -DENIAL_FACTOR per denied symptom) and the pattern's sign-weight vector, with
   * signs `against` the pattern entering with negative weight. Range -1..1; 0 = no overlap.
   */
  score: number;
  /** Net evidence points: sum of weight x certainty for, minus against. */
  points: number;
  /** Supporting points only (no subtraction). */
  supportPoints: number;
  /** Supporting points from abnormal findings only (see NORMAL_FINDINGS), and how many such findings. */
  abnormalSupportPoints: number;
  abnormalSupportCount: number;
  /**
   * Share 0-1 of the pattern's cardinal signs observed, certainty-weighted. Cardinal = the
   * pattern's highest weight (3 in every pattern with a weight-3 sign; 2 for 'balanced').
   */
  cardinalCoverage: number;
  /** Same cosine restricted to one source (tongue, pulse, symptoms): null when that source gave nothing. */
  bySource: Record<FindingSource, number | null>;
  evidenceFor: EvidenceItem[];
  evidenceAgainst: EvidenceItem[];
  /**
   * The person's constitution as a prior (src/engine/constitution/constitution-prior.ts): set when
   * it raised `score`; never part of the evidence counts above.
   */
  prior?: { constitution: ConstitutionId; verdict: 'is' | 'tends'; boost: number };
}

const SOURCES: readonly FindingSource[] = ['tongue', 'pulse', 'symptom'];

function signsOf(p: PatternKnowledge, source: FindingSource): readonly WeightedSign<string>[] {
  return source === 'tongue' ? p.signs.tongue : source === 'pulse' ? p.signs.pulse : p.signs.symptoms;
}
function againstOf(p: PatternKnowledge, source: FindingSource): readonly WeightedSign<string>[] {
  return (source === 'tongue' ? p.against.tongue : source === 'pulse' ? p.against.pulse : p.against.symptoms) ?? [];
}

function observedOf(f: FindingSet, source: FindingSource): readonly ObservedFinding[] {
  return source === 'tongue' ? f.tongue : source === 'pulse' ? f.pulse : f.symptoms;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The Euclidean norm of the case's finding vector, all sources or one. */
function findingNorm(f: FindingSet, sources: readonly FindingSource[]): number {
  let sum = 0;
  for (const s of sources) for (const o of observedOf(f, s)) sum += o.certainty ** 2;
  if (sources.includes('symptom')) sum += f.deniedSymptoms.length * DENIAL_FACTOR ** 2;
  return Math.sqrt(sum);
}

/**
 * Score one pattern against a case: collect the evidence for and against it with the
 * knowledge-base weights, and turn it into a cosine similarity (see `PatternScore.score`).
 * The pattern's norm counts only its signs, not its `against` list, so that a pattern
 * written with a longer list of contrary signs is not penalised for that alone.
 */
export function scorePattern(p: PatternKnowledge, findings: FindingSet): PatternScore {
  const evidenceFor: EvidenceItem[] = [];
  const evidenceAgainst: EvidenceItem[] = [];
  const dotBySource: Record<FindingSource, number> = { tongue: 0, pulse: 0, symptom: 0 };
  const normBySource: Record<FindingSource, number> = { tongue: 0, pulse: 0, symptom: 0 };
  let cardinalTotal = 0;
  let cardinalSeen = 0;
  let abnormalSupportPoints = 0;
  let abnormalSupportCount = 0;
  const cardinalWeight = Math.max(0, ...SOURCES.flatMap((s) => signsOf(p, s).map((x) => x.weight)));

  for (const source of SOURCES) {
    const observed = new Map(observedOf(findings, source).map((o) => [o.key, o]));
    const denied =
      source === 'symptom' ? new Map(findings.deniedSymptoms.map((o) => [o.key, o])) : new Map<string, ObservedFinding>();
    for (const { sign, weight } of signsOf(p, source)) {
      normBySource[source] += weight ** 2;
      if (weight === cardinalWeight) cardinalTotal += 1;
      const o = observed.get(sign);
      if (o) {
        dotBySource[source] += weight * o.certainty;
        if (weight === cardinalWeight) cardinalSeen += o.certainty;
        if (!NORMAL_FINDINGS.has(sign)) {
          abnormalSupportPoints += weight * o.certainty;
          abnormalSupportCount += 1;
        }
        evidenceFor.push({
          source,
          finding: sign,
          weight: round(weight * o.certainty),
          ...(o.detail ? { detail: o.detail } : {}),
          ...(o.origin ? { origin: o.origin } : {}),
        });
        continue;
      }
      const d = denied.get(sign);
      if (d) {
        dotBySource[source] -= weight * DENIAL_FACTOR;
        evidenceAgainst.push({
          source,
          finding: `no ${sign}`,
          weight: round(weight * DENIAL_FACTOR),
          ...(d.detail ? { detail: d.detail } : {}),
        });
      }
    }
    for (const { sign, weight } of againstOf(p, source)) {
      const o = observed.get(sign);
      if (!o) continue;
      dotBySource[source] -= weight * o.certainty;
      evidenceAgainst.push({
        source,
        finding: sign,
        weight: round(weight * o.certainty),
        ...(o.detail ? { detail: o.detail } : {}),
        ...(o.origin ? { origin: o.origin } : {}),
      });
    }
  }

  const dot = dotBySource.tongue + dotBySource.pulse + dotBySource.symptom;
  const patternNorm = Math.sqrt(normBySource.tongue + normBySource.pulse + normBySource.symptom);
  const caseNorm = findingNorm(findings, SOURCES);
  const cosine = (d: number, pn: number, cn: number) => (pn > 0 && cn > 0 ? d / (Math.sqrt(pn) * cn) : 0);
  const bySource = Object.fromEntries(
    SOURCES.map((s) => {
      const cn = findingNorm(findings, [s]);
      return [s, cn > 0 ? round(cosine(dotBySource[s], normBySource[s], cn)) : null];
    }),
  ) as Record<FindingSource, number | null>;

  const supportPoints = evidenceFor.reduce((sum, e) => sum + e.weight, 0);
  const againstPoints = evidenceAgainst.reduce((sum, e) => sum + e.weight, 0);
  evidenceFor.sort((a, b) => b.weight - a.weight);
  evidenceAgainst.sort((a, b) => b.weight - a.weight);
  return {
    pattern: p,
    score: round(patternNorm > 0 && caseNorm > 0 ? dot / (patternNorm * caseNorm) : 0),
    points: round(supportPoints - againstPoints),
    supportPoints: round(supportPoints),
    abnormalSupportPoints: round(abnormalSupportPoints),
    abnormalSupportCount,
    cardinalCoverage: round(cardinalTotal > 0 ? Math.min(1, cardinalSeen / cardinalTotal) : 0),
    bySource,
    evidenceFor,
    evidenceAgainst,
  };
}

/** Score every pattern of a knowledge base against a case, best score first (ties by knowledge-base order). */
export function scorePatterns(patterns: readonly PatternKnowledge[], findings: FindingSet): PatternScore[] {
  return patterns
    .map((p, index) => ({ s: scorePattern(p, findings), index }))
    .sort((a, b) => b.s.score - a.s.score || a.index - b.index)
    .map(({ s }) => s);
}
