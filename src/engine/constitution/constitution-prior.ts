import type { EvidenceItem } from '../../contract/analysis.ts';
import {
  CONSTITUTION_IDS,
  type ConstitutionId,
  type ConstitutionResult,
  type ConstitutionVerdict,
} from '../../contract/constitution.ts';
import type { PatternId } from '../knowledge/types.ts';
import type { PatternScore } from '../patterns/score-patterns.ts';

/*
 * The person's constitution (CCMQ, Wang Qi; ZYYXH/T157-2009) as a PRIOR of the differentiation
 * (issue 17 §4). A constitution is a lasting disposition, not today's illness: the standard
 * describes for each biased constitution the disorders it is prone to (发病倾向) and the way
 * illness tends to transform in it (a yang-deficient person 'transforms towards cold', a
 * yin-deficient one 'towards heat'). So it only nudges: the score of each pattern the
 * constitution predisposes to is multiplied by 1 + boost, and the pattern is not made
 * significant by it. See docs/constitution.md, 'The constitution as a prior'.
 */

/** The patterns each biased constitution predisposes to (canonical pattern ids); balanced and inherited-special: none. */
export const CONSTITUTION_PATTERNS: Readonly<Record<ConstitutionId, readonly PatternId[]>> = {
  balanced: [],
  'qi-deficient': ['spleen-qi-deficiency', 'lung-qi-deficiency', 'qi-and-blood-deficiency'],
  'yang-deficient': ['kidney-yang-deficiency', 'spleen-yang-deficiency'],
  'yin-deficient': [
    'kidney-yin-deficiency',
    'liver-kidney-yin-deficiency',
    'lung-yin-deficiency',
    'stomach-yin-deficiency',
    'heart-yin-deficiency',
  ],
  'phlegm-dampness': ['phlegm-dampness', 'cold-damp-encumbering-spleen'],
  'damp-heat': ['spleen-stomach-damp-heat', 'liver-gallbladder-damp-heat', 'damp-heat-lower-burner'],
  'blood-stasis': ['blood-stasis', 'qi-stagnation-blood-stasis'],
  'qi-stagnation': ['liver-qi-stagnation', 'liver-qi-stagnation-spleen-deficiency', 'qi-stagnation-blood-stasis'],
  // The allergic constitution: the knowledge base holds no allergy pattern, and its wind patterns
  // are acute exterior attacks, not the constitution's disposition.
  'inherited-special': [],
};

/**
 * How much a constitution raises the score of a pattern it predisposes to: 'is' (是) 8 %,
 * 'tends to' (倾向是) half of that. A pattern can only overtake another whose score is less
 * than 8 % above its own, that is when the two split the evidence closer than 52:48, well inside
 * the engine's own 'evidence is split' zone (54:46, SPLIT_DOMINANCE): the prior breaks near-ties,
 * it never outvotes a clear picture.
 */
export const CONSTITUTION_BOOST: Readonly<Record<Exclude<ConstitutionVerdict, 'not'>, number>> = { is: 0.08, tends: 0.04 };

/** One constitution of the person as the prior reads it. */
export interface ConstitutionJudgement {
  id: ConstitutionId;
  verdict: ConstitutionVerdict;
}

/** The prior applied to one pattern: the constitution that raised it, its verdict and the boost. */
export interface AppliedPrior {
  constitution: ConstitutionId;
  verdict: Exclude<ConstitutionVerdict, 'not'>;
  boost: number;
}

/** The evidence key of a prior: 'constitution:qi-deficient', or 'constitution:qi-deficient:tends'. */
export function priorFindingKey(p: Pick<AppliedPrior, 'constitution' | 'verdict'>): string {
  return `constitution:${p.constitution}${p.verdict === 'tends' ? ':tends' : ''}`;
}

/** The constitution and verdict of a prior's evidence key, or undefined for any other finding. */
export function parsePriorFindingKey(key: string): Pick<AppliedPrior, 'constitution' | 'verdict'> | undefined {
  const m = /^constitution:([a-z-]+?)(:tends)?$/.exec(key);
  if (!m || !(CONSTITUTION_IDS as readonly string[]).includes(m[1])) return undefined;
  return { constitution: m[1] as ConstitutionId, verdict: m[2] ? 'tends' : 'is' };
}

/** The evidence item that shows a prior among the findings for a pattern (weight = the boost, 0.08 = +8 %). */
export function priorEvidence(p: AppliedPrior): EvidenceItem {
  return { source: 'constitution', finding: priorFindingKey(p), weight: p.boost, detail: 'CCMQ' };
}

/** The strongest prior each pattern gets from the person's constitutions (several are never added up). */
export function priorsByPattern(constitution: readonly ConstitutionJudgement[] | undefined): Map<string, AppliedPrior> {
  const out = new Map<string, AppliedPrior>();
  for (const c of constitution ?? []) {
    if (c.verdict === 'not') continue;
    const boost = CONSTITUTION_BOOST[c.verdict];
    for (const id of CONSTITUTION_PATTERNS[c.id]) {
      const had = out.get(id);
      if (!had || had.boost < boost) out.set(id, { constitution: c.id, verdict: c.verdict, boost });
    }
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Scores with the constitution's prior: each pattern the constitution predisposes to, with a
 * positive score, gets score × (1 + boost) and the prior beside its evidence; then best score
 * first (ties keep their order). Significance is untouched: it counts findings only.
 */
export function applyConstitutionPrior(
  scores: readonly PatternScore[],
  constitution: readonly ConstitutionJudgement[] | undefined,
): PatternScore[] {
  const priors = priorsByPattern(constitution);
  if (priors.size === 0) return [...scores];
  return scores
    .map((s, index) => {
      const prior = priors.get(s.pattern.id);
      if (!prior || s.score <= 0) return { s, index };
      return { s: { ...s, score: round(s.score * (1 + prior.boost)), prior }, index };
    })
    .sort((a, b) => b.s.score - a.s.score || a.index - b.index)
    .map(({ s }) => s);
}

/**
 * The person's constitutions as the engine reads them, from what is stored, the main one first:
 * the last CCMQ result (its main constitution, balanced included, then every other biased
 * constitution that 'is' or 'tends to', highest score first), or else a constitutional type typed
 * by hand that names one of the nine (a practitioner's judgement, read as 'is'). Anything else
 * gives none. The prior ignores balanced; the consumer's advice follows the first.
 */
export function constitutionOf(
  stored: Pick<ConstitutionResult, 'scores' | 'primary'> | null | undefined,
  typed?: string | null,
): ConstitutionJudgement[] {
  if (stored?.scores?.length) {
    const judged = stored.scores
      .filter((s) => s.verdict !== 'not' && (s.id !== 'balanced' || stored.primary === 'balanced'))
      .sort((a, b) => Number(b.id === stored.primary) - Number(a.id === stored.primary) || b.transformed - a.transformed);
    return judged.map((s) => ({ id: s.id, verdict: s.verdict }));
  }
  if (typed && (CONSTITUTION_IDS as readonly string[]).includes(typed)) {
    return [{ id: typed as ConstitutionId, verdict: 'is' }];
  }
  return [];
}
