import { LAY_COMPOUND_PHRASES, SYMPTOM_VOCABULARY, findSymptom } from './vocabulary.ts';
import { CHINESE_QUALIFIERS, QUALIFIERS } from './qualifiers.ts';
import { NON_SYMPTOM_PHRASES } from './non-symptom-phrases.ts';
import type { Token } from '../../text/tokenize.ts';
import { PhraseMatcher, type PhraseMatch } from '../../text/phrase-matcher.ts';
import type { ClausePosition } from '../../text/clauses.ts';
import { readPhrases } from '../../text/read-phrases.ts';

/** One mention of a symptom in free text. */
export interface ExtractedSymptom {
  /** Vocabulary id ('loose-stools'). */
  id: string;
  /** True when the text says the symptom is absent ('no fever', 'niega sed'). */
  negated: boolean;
  /** Qualifier ids attached to this mention ('worse-after-eating', 'at-night', 'chronic'...), see ./qualifiers.ts. */
  qualifiers: string[];
  /** The words of the original text that named the symptom. */
  evidence: string;
}

/** A symptom phrase; `also` names the further symptoms a lay compound phrase stands for. */
type Term =
  | { kind: 'symptom'; id: string; modality: boolean; also?: readonly string[] }
  | { kind: 'qualifier'; id: string }
  | { kind: 'ignore' };

let matcher: PhraseMatcher<Term> | undefined;

/**
 * Adjectives of pain character and intensity that Spanish puts after the noun ('dolor
 * punzante en el pecho', 'dolor fuerte de cabeza'); symptom phrases step over them.
 */
const TRANSPARENT_WORDS: ReadonlySet<string> = new Set([
  'punzante',
  'punzantes',
  'lancinante',
  'intenso',
  'intensa',
  'intensos',
  'fuerte',
  'fuertes',
  'leve',
  'leves',
  'sordo',
  'sorda',
  'agudo',
  'aguda',
  'cronico',
  'cronica',
  'opresivo',
  'opresiva',
  'constante',
  'persistente',
  'fijo',
  'fija',
  'severo',
  'severa',
  'ligero',
  'ligera',
  'quemante',
  'blandas',
  'blanda',
  'liquidas',
  'malolientes',
  'fetidas',
  'palida',
  'palidas',
  'espesa',
  'espeso',
  'sharp',
  'dull',
  'severe',
  'mild',
  'right',
  'left',
  'derecho',
  'derecha',
  'izquierdo',
  'izquierda',
  'frequently',
  'often',
  'very',
  'really',
  'quite',
  'always',
  'sometimes',
  'constantly',
  'muy',
  'frecuentemente',
  'siempre',
  'loose',
  'watery',
  'foul',
  'smelling',
  'smelly',
  'thick',
  'sticky',
  'profuse',
  'pale',
  'dark',
  'far',
]);
/**
 * Head words two findings may share: a pain's character and its site ('stabbing pain in
 * the chest'), or two qualities of the same stools or urine ('loose foul-smelling stools').
 */
const SHAREABLE_WORDS: ReadonlySet<string> = new Set([
  'pain',
  'pains',
  'dolor',
  'dolores',
  'ache',
  'aches',
  'stools',
  'stool',
  'heces',
  'deposiciones',
  'urine',
  'orina',
  'phlegm',
  'sputum',
  'flema',
  'flemas',
  'esputo',
  'esputos',
]);

interface TermPhrases {
  value: Term;
  phrases: readonly string[];
}

/** The phrase matcher over symptoms, qualifiers and non-symptom phrases, built once. */
export function symptomTermMatcher(): PhraseMatcher<Term> {
  const ignore: Term = { kind: 'ignore' };
  matcher ??= new PhraseMatcher<Term>(
    [
      { value: ignore, phrases: NON_SYMPTOM_PHRASES },
      ...SYMPTOM_VOCABULARY.map((entry): TermPhrases => ({
        value: { kind: 'symptom', id: entry.id, modality: entry.category === 'modality' },
        phrases: [
          entry.label.en,
          entry.label.es,
          entry.id.replaceAll('-', ' '),
          ...entry.synonyms.en,
          ...entry.synonyms.es,
          ...(entry.synonyms.zh ?? []),
        ],
      })),
      ...LAY_COMPOUND_PHRASES.map((p): TermPhrases => ({
        value: { kind: 'symptom', id: p.ids[0], modality: false, also: p.ids.slice(1) },
        phrases: [...(p.en ?? []), ...(p.es ?? []), ...(p.zh ?? [])],
      })),
      ...QUALIFIERS.map((q): TermPhrases => ({
        value: { kind: 'qualifier', id: q.id },
        phrases: [...q.phrases.en, ...q.phrases.es, ...(CHINESE_QUALIFIERS[q.id] ?? [])],
      })),
    ],
    { transparentWords: TRANSPARENT_WORDS, shareableWords: SHAREABLE_WORDS },
  );
  return matcher;
}

interface Mention {
  match: PhraseMatch<Term & { kind: 'symptom' }>;
  result: ExtractedSymptom;
}

/**
 * The mention a qualifier belongs to: the nearest non-modality symptom in the same
 * comma chunk, else in the same clause (ties go to the symptom before the qualifier,
 * as in 'tired all the time, worse after meals').
 */
function ownerOf(
  qualifier: PhraseMatch<Term>,
  mentions: readonly Mention[],
  positions: readonly ClausePosition[],
): Mention | undefined {
  const here = positions[qualifier.first];
  const distance = (m: Mention) =>
    m.match.last < qualifier.first ? qualifier.first - m.match.last : m.match.first - qualifier.last + 0.5;
  const candidates = mentions.filter((m) => !m.match.value.modality && positions[m.match.first].segment === here.segment);
  const sameChunk = candidates.filter((m) => positions[m.match.first].chunk === here.chunk);
  const pool = sameChunk.length > 0 ? sameChunk : candidates;
  return pool.reduce<Mention | undefined>(
    (best, m) => (best === undefined || distance(m) < distance(best) ? m : best),
    undefined,
  );
}

/** Words that open a tongue or pulse description ('Tongue: pale and swollen', 'pulso débil'). */
const SIGN_SUBJECTS: ReadonlySet<string> = new Set(['tongue', 'pulse', 'coating', 'lengua', 'pulso', 'saburra']);
/** How many tokens after a subject still describe it. */
const SIGN_DESCRIPTION_WINDOW = 4;

/**
 * Drops non-symptom phrases and the one-word symptom matches that sit inside a tongue or
 * pulse description, within the same comma chunk ('lengua pálida e hinchada' is not
 * bloating, 'pulse tense' is not stress). A subject that is part of a symptom phrase
 * ('tongue ulcers') opens no description.
 */
function dropTongueAndPulseWords(
  tokens: readonly Token[],
  positions: readonly ClausePosition[],
  matches: PhraseMatch<Term>[],
): PhraseMatch<Term>[] {
  const inSymptom = new Set<number>();
  for (const m of matches) if (m.value.kind === 'symptom') for (let i = m.first; i <= m.last; i++) inSymptom.add(i);
  const describesSign = (index: number) => {
    for (let i = index - 1; i >= 0 && i >= index - SIGN_DESCRIPTION_WINDOW; i--) {
      if (positions[i].chunk !== positions[index].chunk) return false;
      if (SIGN_SUBJECTS.has(tokens[i].folded) && !inSymptom.has(i)) return true;
    }
    return false;
  };
  return matches.filter(
    (m) => m.value.kind !== 'ignore' && !(m.value.kind === 'symptom' && m.first === m.last && describesSign(m.first)),
  );
}

/**
 * Finds the symptoms of the vocabulary in free clinical text, English or Spanish, case-
 * and accent-insensitive, longest phrase first ('dry cough' rather than 'cough').
 *
 * - Negation (see ./text/negation.ts): 'no fever', 'denies thirst', 'without night sweats',
 *   'not thirsty', 'sin fiebre', 'niega sed', 'no tiene...'; the scope ends at clause
 *   punctuation or 'but'/'pero'.
 * - Qualifiers (./qualifiers.ts) attach to the nearest symptom of their clause; the
 *   modality symptoms ('worse after meals') are returned as symptoms and also attached.
 * - An affirmed symptom also yields the general symptoms it implies ('dry cough' -> cough),
 *   and absence pairs stay consistent ('no thirst' -> no-thirst and a negated thirst).
 *
 * Returns one entry per mention, in text order; see summarizeSymptoms for a summary.
 */
export function extractSymptoms(text: string): ExtractedSymptom[] {
  const { positions, phrases: matches } = readPhrases(text, symptomTermMatcher(), {
    isFinding: (term) => term.kind === 'symptom',
    select: dropTongueAndPulseWords,
  });

  const mentions: Mention[] = [];
  for (const match of matches) {
    if (match.value.kind !== 'symptom') continue;
    mentions.push({
      match: match as PhraseMatch<Term & { kind: 'symptom' }>,
      result: { id: match.value.id, negated: match.negated, qualifiers: [], evidence: match.evidence },
    });
    // A lay compound ('wiped out after lunch') also names its other symptoms, negated alike.
    for (const id of match.value.also ?? []) {
      mentions.push({
        match: { ...match, value: { kind: 'symptom', id, modality: true } },
        result: { id, negated: match.negated, qualifiers: [], evidence: match.evidence },
      });
    }
  }

  for (const match of matches) {
    const { value } = match;
    const qualifierId = value.kind === 'qualifier' || (value.kind === 'symptom' && value.modality) ? value.id : undefined;
    if (qualifierId === undefined) continue;
    const owner = ownerOf(match, mentions, positions);
    if (owner && !owner.result.qualifiers.includes(qualifierId)) owner.result.qualifiers.push(qualifierId);
  }

  return mentions.flatMap(({ result }) => [result, ...derivedMentions(result)]);
}

/**
 * Pain modalities read from a pain's qualifiers: 'stabbing pain at night' is the sign
 * 'pain-worse-at-night' (Blood stasis), 'abdominal pain better with pressure' is
 * 'pain-better-with-pressure' (deficiency); Maciocia, Foundations, 'Interrogation: pain'.
 */
const PAIN_MODALITY_BY_QUALIFIER: Readonly<Record<string, string>> = {
  'at-night': 'pain-worse-at-night',
  'better-with-pressure': 'pain-better-with-pressure',
  'worse-with-pressure': 'pain-worse-with-pressure',
};

/** Pains by name ('chest-pain', 'headache', 'body-aches', 'dysmenorrhea'); cramps and numbness are not. */
function isPain(id: string): boolean {
  return /(pain|ache|aches)$/.test(id) || id === 'dysmenorrhea';
}

/** The implied, absence-pair and pain-modality mentions that follow from one mention (see SymptomEntry). */
function derivedMentions(mention: ExtractedSymptom): ExtractedSymptom[] {
  const entry = findSymptom(mention.id);
  if (!entry) return [];
  const derived: ExtractedSymptom[] = [];
  const like = (id: string, negated: boolean): ExtractedSymptom => ({
    id,
    negated,
    qualifiers: [...mention.qualifiers],
    evidence: mention.evidence,
  });
  if (!mention.negated) for (const id of entry.implies ?? []) derived.push(like(id, false));
  if (!mention.negated && isPain(mention.id)) {
    for (const q of mention.qualifiers) {
      const modality = PAIN_MODALITY_BY_QUALIFIER[q];
      if (modality) derived.push({ id: modality, negated: false, qualifiers: [], evidence: mention.evidence });
    }
  }
  if (entry.absenceOf && !mention.negated) derived.push(like(entry.absenceOf, true));
  if (mention.negated) {
    const absence = SYMPTOM_VOCABULARY.find((e) => e.absenceOf === mention.id);
    if (absence) derived.push(like(absence.id, false));
  }
  return derived;
}

/**
 * Summary of extracted mentions: ids affirmed at least once, and ids only ever negated.
 * An affirmation wins over a negation of the same id elsewhere in the text.
 */
export function summarizeSymptoms(mentions: readonly ExtractedSymptom[]): { present: string[]; absent: string[] } {
  const present = new Set(mentions.filter((m) => !m.negated).map((m) => m.id));
  const absent = new Set(mentions.filter((m) => m.negated && !present.has(m.id)).map((m) => m.id));
  return { present: [...present], absent: [...absent] };
}
