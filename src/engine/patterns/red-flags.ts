import {
  localizeRedFlag,
  recordedPregnancyText,
  RED_FLAG_CUES,
  RED_FLAG_DEFINITIONS,
  type RedFlagDefinition,
  type RedFlagUrgency,
} from '../knowledge/red-flags.ts';
import { englishText, type Translate } from '../knowledge/localize/translate.ts';
import { PhraseMatcher } from '../text/phrase-matcher.ts';
import { readPhrases } from '../text/read-phrases.ts';
import { extractSymptoms, type ExtractedSymptom } from './symptoms/extract-symptoms.ts';

/*
 * Red flags in free text. RED FLAGS OVERRIDE ADVICE: when findRedFlags returns anything,
 * callers put its 'See a doctor now' advice first and above every pattern, formula, diet or
 * lifestyle suggestion; an 'emergency' flag means emergency services, not a clinic
 * appointment. The definitions (what raises each flag, and why) are ../knowledge/red-flags.ts.
 */

export type { RedFlagUrgency } from '../knowledge/red-flags.ts';

/** One red flag found in a text, its words in the caller's locale. */
export interface RedFlag {
  id: string;
  label: string;
  urgency: RedFlagUrgency;
  /** 'See a doctor now: <why>. <what to do>' */
  advice: string;
  /** The words of the text that raised the flag. */
  evidence: string;
}

/** Ids of all red flags. */
export const RED_FLAG_IDS: readonly string[] = RED_FLAG_DEFINITIONS.map((d) => d.id);

type Term = { kind: 'flag'; id: string } | { kind: 'cue'; id: string };
interface TermPhrases {
  value: Term;
  phrases: readonly string[];
}
let matcher: PhraseMatcher<Term> | undefined;

function redFlagMatcher(): PhraseMatcher<Term> {
  const all = (p: { en: string[]; es: string[]; zh?: string[] }) => [...p.en, ...p.es, ...(p.zh ?? [])];
  matcher ??= new PhraseMatcher<Term>([
    ...RED_FLAG_DEFINITIONS.flatMap((d): TermPhrases[] =>
      d.phrases ? [{ value: { kind: 'flag', id: d.id }, phrases: all(d.phrases) }] : [],
    ),
    ...Object.entries(RED_FLAG_CUES).map(([id, p]): TermPhrases => ({ value: { kind: 'cue', id }, phrases: all(p) })),
  ]);
  return matcher;
}

/** Phrases two red flags or cues both claim (should be none; checked by the tests). */
export function redFlagPhraseConflicts(): string[] {
  return redFlagMatcher().conflicts.map((c) => c.phrase);
}

/** Affirmed evidence in a text: red-flag phrases and cues by id, and affirmed symptom mentions. */
interface Evidence {
  phrases: Map<string, string>;
  symptoms: ExtractedSymptom[];
}

/** What the record says besides the text: a recorded pregnancy is a cue as if it were written. */
export interface RedFlagContext {
  pregnant?: boolean;
}

function collectEvidence(text: string, context: RedFlagContext, t: Translate): Evidence {
  const phrases = new Map<string, string>();
  for (const m of readPhrases(text, redFlagMatcher()).phrases) {
    if (!m.negated && !phrases.has(m.value.id)) phrases.set(m.value.id, m.evidence);
  }
  // 'Vaginal bleeding since yesterday' for a patient recorded as pregnant is bleeding in pregnancy,
  // whether or not the symptoms repeat the word (an exploratory test saw no alert).
  if (context.pregnant && !phrases.has('pregnancy')) phrases.set('pregnancy', recordedPregnancyText(t));
  return { phrases, symptoms: extractSymptoms(text).filter((s) => !s.negated) };
}

/** The evidence text that satisfies a definition, or undefined when it is not met. */
function evidenceFor(def: RedFlagDefinition, evidence: Evidence): string | undefined {
  const direct = evidence.phrases.get(def.id);
  if (direct) return direct;
  const symptom = evidence.symptoms.find((s) => def.symptoms?.includes(s.id));
  if (symptom) return symptom.evidence;
  for (const rule of def.qualified ?? []) {
    const hit = evidence.symptoms.find(
      (s) => rule.symptoms.includes(s.id) && rule.qualifiers.every((q) => s.qualifiers.includes(q)),
    );
    if (hit) return hit.evidence;
  }
  if (def.together) {
    const parts = def.together.map((group) => {
      for (const id of group) {
        const phrase = evidence.phrases.get(id);
        if (phrase) return phrase;
        const s = evidence.symptoms.find((m) => m.id === id);
        if (s) return s.evidence;
      }
      return undefined;
    });
    if (parts.every((p) => p !== undefined)) return [...new Set(parts)].join(' … ');
  }
  return undefined;
}

/**
 * Red flags in free text (symptoms, chief complaint, notes), English, Spanish or Chinese,
 * with the shared negation: 'no chest pain' and 'niega ideas suicidas' raise nothing.
 * Emergency flags come first; label and advice are rendered by `t` (English by default).
 * These flags override all other advice (see module comment).
 */
export function findRedFlags(text: string, t: Translate = englishText, context: RedFlagContext = {}): RedFlag[] {
  if (!text.trim()) return [];
  const evidence = collectEvidence(text, context, t);
  const found: RedFlag[] = [];
  for (const def of RED_FLAG_DEFINITIONS) {
    const hit = evidenceFor(def, evidence);
    if (hit === undefined) continue;
    found.push({ id: def.id, urgency: def.urgency, ...localizeRedFlag(def, t), evidence: hit });
  }
  const superseded = new Set(
    RED_FLAG_DEFINITIONS.filter((d) => found.some((f) => f.id === d.id)).flatMap((d) => d.supersedes ?? []),
  );
  return found
    .filter((f) => !superseded.has(f.id))
    .sort((a, b) => Number(a.urgency !== 'emergency') - Number(b.urgency !== 'emergency'));
}
