import type { FindingOrigin, ObservedFinding } from './types.ts';

/** One symptom mention as the extractor of ../symptoms/extract-symptoms.ts reports it. */
export interface SymptomMention {
  id: string;
  negated: boolean;
  /** The words of the text that matched. */
  evidence: string;
  /** Qualifier ids attached to the mention ('chronic', 'acute', 'severe', 'at-night'...). */
  qualifiers?: readonly string[];
}

/** Finds vocabulary symptoms in free text (English or Spanish), with negation. */
export type SymptomExtractor = (text: string) => readonly SymptomMention[];

/**
 * Symptoms present and denied in the given texts (symptoms, chief complaint, questionnaire
 * sentences). A symptom both affirmed and denied somewhere counts as present: a clinician's
 * positive statement is more specific than a general denial elsewhere. `origins[i]` marks the
 * findings of `texts[i]` (the questionnaire's answers), kept from the first text that named them.
 */
export function collectSymptomFeatures(
  texts: readonly string[],
  extract: SymptomExtractor,
  origins: readonly (FindingOrigin | undefined)[] = [],
): { present: ObservedFinding[]; denied: ObservedFinding[]; qualifiers: string[] } {
  const qualifiers = new Set<string>();
  const present = new Map<string, ObservedFinding>();
  const denied = new Map<string, ObservedFinding>();
  for (const [index, text] of texts.entries()) {
    if (!text.trim()) continue;
    const origin = origins[index];
    for (const m of extract(text)) {
      const finding: ObservedFinding = {
        source: 'symptom',
        key: m.id,
        certainty: 1,
        detail: m.evidence,
        ...(origin ? { origin } : {}),
      };
      if (!m.negated) for (const q of m.qualifiers ?? []) qualifiers.add(q);
      if (m.negated) {
        if (!denied.has(m.id)) denied.set(m.id, finding);
      } else if (!present.has(m.id)) {
        present.set(m.id, finding);
      }
    }
  }
  for (const id of present.keys()) denied.delete(id);
  return { present: [...present.values()], denied: [...denied.values()], qualifiers: [...qualifiers] };
}
