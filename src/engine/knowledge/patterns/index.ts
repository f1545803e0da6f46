import { PATTERN_IDS, type PatternId, type PatternKnowledge } from '../types.ts';
import { BALANCED_PATTERNS } from './balanced/index.ts';
import { EXTERIOR_PATTERNS } from './exterior/index.ts';
import { HEART_PATTERNS } from './heart/index.ts';
import { KIDNEY_PATTERNS } from './kidney/index.ts';
import { LIVER_PATTERNS } from './liver/index.ts';
import { LUNG_PATTERNS } from './lung/index.ts';
import { QI_BLOOD_FLUIDS_PATTERNS } from './qi-blood-fluids/index.ts';
import { SPLEEN_STOMACH_PATTERNS } from './spleen-stomach/index.ts';

/**
 * The patterns grouped by meaning: the zang-fu organ systems, the exterior, and the
 * patterns of Qi, Blood and body fluids (Maciocia, Foundations, parts on the identification
 * of patterns according to the internal organs and to Qi, Blood and body fluids).
 */
export const PATTERN_GROUPS = {
  liver: LIVER_PATTERNS,
  'spleen-stomach': SPLEEN_STOMACH_PATTERNS,
  heart: HEART_PATTERNS,
  lung: LUNG_PATTERNS,
  exterior: EXTERIOR_PATTERNS,
  kidney: KIDNEY_PATTERNS,
  'qi-blood-fluids': QI_BLOOD_FLUIDS_PATTERNS,
  balanced: BALANCED_PATTERNS,
} as const satisfies Record<string, readonly PatternKnowledge[]>;

/**
 * Check that a knowledge base holds every canonical pattern id of ../shared/tcm/patterns.json
 * exactly once. Throws with the ids missing, repeated or unknown, because a silently absent
 * pattern would make differentiation quietly wrong.
 */
export function assertCompleteKnowledgeBase(patterns: readonly PatternKnowledge[]): void {
  const seen = new Map<string, number>();
  for (const p of patterns) seen.set(p.id, (seen.get(p.id) ?? 0) + 1);
  const missing = PATTERN_IDS.filter((id) => !seen.has(id));
  const repeated = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const unknown = [...seen.keys()].filter((id) => !(PATTERN_IDS as readonly string[]).includes(id));
  const problems = [
    missing.length ? `missing: ${missing.join(', ')}` : '',
    repeated.length ? `repeated: ${repeated.join(', ')}` : '',
    unknown.length ? `not canonical: ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`Pattern knowledge base is incomplete (${problems.join('; ')})`);
}

/** The whole pattern knowledge base: all 32 canonical patterns, in PATTERN_IDS order. */
export const PATTERNS: readonly PatternKnowledge[] = (() => {
  const all = Object.values(PATTERN_GROUPS).flat();
  assertCompleteKnowledgeBase(all);
  return PATTERN_IDS.map((id) => all.find((p) => p.id === id)!);
})();

const BY_ID = new Map<string, PatternKnowledge>(PATTERNS.map((p) => [p.id, p]));

/** The knowledge of one pattern by canonical id; throws for an unknown id (a programming error). */
export function getPattern(id: PatternId): PatternKnowledge {
  const p = BY_ID.get(id);
  if (!p) throw new Error(`Unknown pattern id '${id}'`);
  return p;
}

/** Whether a string is one of the canonical pattern ids. */
export function isPatternId(id: string): id is PatternId {
  return BY_ID.has(id);
}
