import { clausePositions, type ClausePosition } from './clauses.ts';
import { negatedMatches } from './negation.ts';
import type { PhraseMatch, PhraseMatcher } from './phrase-matcher.ts';
import { tokenize, type Token } from './tokenize.ts';

/** One phrase found in a text, with whether the text negates it and the words that named it. */
export interface FoundPhrase<T> extends PhraseMatch<T> {
  negated: boolean;
  /** The words of the original text that matched ('Coumadin', 'dolor en el pecho', '大便溏'). */
  evidence: string;
}

/** A text read against one phrase matcher: its tokens, their clause positions and the phrases found. */
export interface PhraseReading<T> {
  tokens: Token[];
  positions: ClausePosition[];
  phrases: FoundPhrase<T>[];
}

/** How readPhrases treats the matches it finds. */
export interface ReadPhrasesOptions<T> {
  /** Which matched values are findings that negation applies to (default: all of them). */
  isFinding?: (value: T) => boolean;
  /** Drops matches before negation is decided (e.g. symptom words inside a tongue description). */
  select?: (tokens: readonly Token[], positions: readonly ClausePosition[], matches: PhraseMatch<T>[]) => PhraseMatch<T>[];
}

/** The original words of a match. */
export function evidenceOf(text: string, tokens: readonly Token[], match: PhraseMatch<unknown>): string {
  return text.slice(tokens[match.first].start, tokens[match.last].end);
}

/**
 * The one reading that symptoms, red flags and medication names share: tokenize (English,
 * Spanish, Chinese), find the longest phrases of `matcher`, split clauses, and mark the
 * negated findings (NegEx-style, see ./negation.ts). Returns phrases in text order.
 */
export function readPhrases<T>(text: string, matcher: PhraseMatcher<T>, options: ReadPhrasesOptions<T> = {}): PhraseReading<T> {
  const tokens = tokenize(text);
  if (tokens.length === 0) return { tokens, positions: [], phrases: [] };
  const positions = clausePositions(text, tokens);
  const found = matcher.match(tokens);
  const matches = options.select ? options.select(tokens, positions, found) : found;
  const negated = negatedMatches(tokens, positions, matches, options.isFinding ?? (() => true));
  return {
    tokens,
    positions,
    phrases: matches.map((m, k) => ({ ...m, negated: negated[k], evidence: evidenceOf(text, tokens, m) })),
  };
}
