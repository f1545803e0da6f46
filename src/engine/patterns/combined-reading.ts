import type { PatternKnowledge } from '../knowledge/types.ts';
import { NORMAL_FINDINGS, type FindingSet } from './findings/types.ts';
import { isSignificant, rankPatterns, SIGNIFICANT_FINDINGS, SIGNIFICANT_SUPPORT } from './rank-patterns.ts';
import { scorePatterns, type PatternScore } from './score-patterns.ts';

/**
 * How much a tongue photo counts when it contradicts the symptoms and pulse: its findings'
 * certainty is multiplied by this. A photo is one finding among many, and a misread photo
 * (yellow light, a coloured drink) must not outvote what the person and the pulse say
 * (issue 12); a quarter keeps it visible in the evidence without letting it decide.
 */
export const CONFLICTING_PHOTO_FACTOR = 0.25;
/**
 * The tongue contradicts the rest when the pattern the symptoms and pulse favour gets less
 * than this share of the tongue's own favourite's tongue score (as coherence measures agreement).
 */
export const TONGUE_AGREEMENT_MIN = 0.5;
/**
 * The first pattern's evidence is 'split' with the second when its dominance,
 * score / (score + second's score), is below this: the two fit about equally well.
 */
export const SPLIT_DOMINANCE = 0.54;

/** A tongue that points elsewhere than the symptoms and pulse. */
export interface TongueConflict {
  /** The pattern the tongue alone favours. */
  tongueFavours: string;
  /** The pattern symptoms and pulse favour without the tongue. */
  othersFavour: string;
  /** True when the conflicting tongue findings came from the photo (and were given less weight). */
  fromPhoto: boolean;
}

const significantFirst = (ranked: readonly PatternScore[]) => (ranked[0] && isSignificant(ranked[0]) ? ranked[0] : undefined);

/**
 * Whether the tongue contradicts the symptoms and pulse: both must have given evidence, the
 * tongue must show something other than a normal tongue, the
 * symptoms and pulse alone must name a significant pattern, and that pattern must get less
 * than TONGUE_AGREEMENT_MIN of the tongue score of the tongue's own favourite, which they do
 * not support. Then the tongue photo's findings (not a practitioner's) are down-weighted by
 * CONFLICTING_PHOTO_FACTOR. Returns the findings to rank on and the conflict, if any.
 */
export function weighTongueAgainstOthers(
  patterns: readonly PatternKnowledge[],
  findings: FindingSet,
): { findings: FindingSet; conflict: TongueConflict | null } {
  const none = { findings, conflict: null };
  if (findings.tongue.length === 0 || findings.pulse.length + findings.symptoms.length === 0) return none;
  // A normal tongue contradicts nothing: it is the tongue of early, mild and exterior patterns
  // alike. Read as 'pointing to' the pattern whose tongue is normal (Wind-Cold), it made
  // consumers and practitioners be told the photo did not match and to retake it (an exploratory test).
  if (findings.tongue.every((f) => NORMAL_FINDINGS.has(f.key))) return none;
  const others = significantFirst(rankPatterns(scorePatterns(patterns, { ...findings, tongue: [] })));
  if (!others) return none;
  const all = scorePatterns(patterns, findings);
  const tongueScore = (id: string) => all.find((s) => s.pattern.id === id)?.bySource.tongue ?? 0;
  const tongueFavourite = all
    .filter((s) => s.pattern.id !== 'balanced')
    .reduce((a, b) => ((b.bySource.tongue ?? 0) > (a.bySource.tongue ?? 0) ? b : a));
  const best = tongueFavourite.bySource.tongue ?? 0;
  if (best <= 0 || tongueFavourite.pattern.id === others.pattern.id) return none;
  if (Math.max(0, tongueScore(others.pattern.id)) >= TONGUE_AGREEMENT_MIN * best) return none;
  const othersScoreOfTongueFavourite = scorePatterns([tongueFavourite.pattern], { ...findings, tongue: [] })[0].score;
  if (othersScoreOfTongueFavourite >= TONGUE_AGREEMENT_MIN * others.score) return none;
  const fromPhoto = findings.tongue.some((f) => f.origin === 'photo');
  const conflict = { tongueFavours: tongueFavourite.pattern.id, othersFavour: others.pattern.id, fromPhoto };
  if (!fromPhoto) return { findings, conflict };
  return {
    findings: {
      ...findings,
      tongue: findings.tongue.map((f) =>
        f.origin === 'photo' ? { ...f, certainty: f.certainty * CONFLICTING_PHOTO_FACTOR } : f,
      ),
    },
    conflict,
  };
}

/**
 * The pattern that explains what the first one leaves unexplained, when there is one: among
 * the significant patterns below the first, the one whose support from the findings the first
 * does not account for is itself significant (SIGNIFICANT_SUPPORT from SIGNIFICANT_FINDINGS
 * abnormal findings) and whose score is at least `minShare` of the first's (the share that
 * makes a secondary pattern), the largest such support winning. Real presentations are often two
 * patterns at once: deficiency with excess, an organ pair, qi with blood (Maciocia,
 * Foundations, 'Combined patterns').
 */
export function findPartner(ranked: readonly PatternScore[], minShare: number): PatternScore | undefined {
  const top = significantFirst(ranked);
  if (!top) return undefined;
  const explained = new Set(top.evidenceFor.map((e) => `${e.source}:${e.finding}`));
  let best: { s: PatternScore; support: number } | undefined;
  for (const s of ranked.slice(1)) {
    if (!isSignificant(s) || s.score < minShare * top.score) continue;
    const residual = s.evidenceFor.filter((e) => !explained.has(`${e.source}:${e.finding}`) && !NORMAL_FINDINGS.has(e.finding));
    const support = residual.reduce((sum, e) => sum + e.weight, 0);
    if (support < SIGNIFICANT_SUPPORT || residual.length < SIGNIFICANT_FINDINGS) continue;
    if (!best || support > best.support) best = { s, support };
  }
  return best?.s;
}

/** The ranking with the partner moved beside the first pattern (second place). */
export function withPartnerSecond(ranked: readonly PatternScore[], partner: PatternScore | undefined): PatternScore[] {
  if (!partner) return [...ranked];
  return [ranked[0], partner, ...ranked.slice(1).filter((s) => s !== partner)];
}

/** Whether the first two patterns fit about equally well (see SPLIT_DOMINANCE). */
export function isSplit(ranked: readonly PatternScore[]): boolean {
  const [a, b] = ranked;
  if (!a || !b || !isSignificant(a) || !isSignificant(b) || a.score <= 0) return false;
  return a.score / (a.score + Math.max(0, b.score)) < SPLIT_DOMINANCE;
}

/** Questions that would tell two patterns apart: their telling signs not yet asked about. */
export interface Distinction {
  between: [string, string];
  /** Symptom ids typical of one pattern and not of the other, neither stated nor denied. */
  ask: string[];
  /** Tongue or pulse findings typical of one and not the other, not yet recorded. */
  check: string[];
}

/** How many telling signs of each side a distinction lists. */
const TELLING_SIGNS_PER_SIDE = 2;

/**
 * What would tell pattern `a` from pattern `b`: for each side, its signs of weight >= 2 that
 * the other pattern does not list at weight >= 2, and that the case neither holds nor denies,
 * highest weight first (two per side). Symptoms are questions to ask; tongue and pulse signs
 * are things to check.
 */
export function distinguish(a: PatternKnowledge, b: PatternKnowledge, findings: FindingSet): Distinction {
  const known = new Set([
    ...findings.symptoms.map((f) => f.key),
    ...findings.deniedSymptoms.map((f) => f.key),
    ...findings.tongue.map((f) => f.key),
    ...findings.pulse.map((f) => f.key),
  ]);
  const strong = (p: PatternKnowledge, kind: 'symptoms' | 'tongue' | 'pulse') =>
    [...p.signs[kind]].filter((s) => s.weight >= 2).sort((x, y) => y.weight - x.weight);
  const telling = (p: PatternKnowledge, q: PatternKnowledge, kind: 'symptoms' | 'tongue' | 'pulse') => {
    const other = new Set(strong(q, kind).map((s) => s.sign));
    return strong(p, kind)
      .map((s) => s.sign)
      .filter((sign) => !other.has(sign) && !known.has(sign))
      .slice(0, TELLING_SIGNS_PER_SIDE);
  };
  const tongueAndPulse = (p: PatternKnowledge, q: PatternKnowledge) => [
    ...telling(p, q, 'tongue').slice(0, 1),
    ...telling(p, q, 'pulse').slice(0, 1),
  ];
  return {
    between: [a.id, b.id],
    ask: [...telling(a, b, 'symptoms'), ...telling(b, a, 'symptoms')],
    check: [...new Set([...tongueAndPulse(a, b), ...tongueAndPulse(b, a)])],
  };
}
