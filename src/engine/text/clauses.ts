import type { Token } from './tokenize.ts';

/**
 * Where a token sits in the text's clause structure.
 * - segment: a sentence or clause closed by . ; ! ? or a line break, or opened by a
 *   contrast word ('but', 'pero', 'however', 'sin embargo'...). Negation never crosses it.
 * - chunk: a comma-separated part of a segment (commas and brackets). Negation stops
 *   at a chunk end unless the next chunks only continue a list of symptoms.
 */
export interface ClausePosition {
  segment: number;
  chunk: number;
  /** The token is itself a contrast word that opened the segment. */
  isBoundaryWord: boolean;
  /** The token follows a question mark ('Headache? No.'): an answer to a symptom question. */
  afterQuestion: boolean;
}

/** Sentence ends, Western and Chinese full-width. */
const SEGMENT_PUNCTUATION = /[.;!?\n\r。；！？]/;
/** List and aside separators, Western and Chinese (， and the enumeration comma 、). */
const CHUNK_PUNCTUATION = /[,()[\]，、（）【】]/;

/** Contrast words that close the running clause (NegEx-style termination terms). */
const CONTRAST_WORDS: ReadonlySet<string> = new Set([
  'but',
  'however',
  'although',
  'though',
  'except',
  'whereas',
  'yet',
  'apart',
  'pero',
  'aunque',
  'excepto',
  'salvo',
  'mientras',
  // Chinese: 但 (but; also the first character of 但是).
  '但',
]);
/** Two-word contrast phrases whose first word might otherwise read as a negation ('sin embargo'). */
const CONTRAST_PAIRS: ReadonlySet<string> = new Set([
  'sin embargo',
  'no obstante',
  'even so',
  'other than',
  // Chinese 不过 and 可是 (but): 不 alone would read as a negation.
  '不 过',
  '可 是',
]);

/** Segments and chunks of a token list (see ClausePosition), computed from the original text. */
export function clausePositions(text: string, tokens: readonly Token[]): ClausePosition[] {
  const positions: ClausePosition[] = [];
  let segment = 0;
  let chunk = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const gap = i === 0 ? '' : text.slice(tokens[i - 1].end, token.start);
    if (SEGMENT_PUNCTUATION.test(gap)) {
      segment++;
      chunk++;
    } else if (CHUNK_PUNCTUATION.test(gap) || /\s-\s/.test(gap)) {
      chunk++;
    }
    const pair = i + 1 < tokens.length ? `${token.folded} ${tokens[i + 1].folded}` : '';
    const previousWasPairStart =
      i > 0 && positions[i - 1].isBoundaryWord && CONTRAST_PAIRS.has(`${tokens[i - 1].folded} ${token.folded}`);
    const isBoundaryWord = CONTRAST_WORDS.has(token.folded) || CONTRAST_PAIRS.has(pair) || previousWasPairStart;
    if (isBoundaryWord && !previousWasPairStart) {
      segment++;
      chunk++;
    }
    positions.push({ segment, chunk, isBoundaryWord, afterQuestion: gap.includes('?') });
  }
  return positions;
}
