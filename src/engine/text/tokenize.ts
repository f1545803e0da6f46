/** One word of a text, folded for matching, with its place in the original text. */
export interface Token {
  /** Lower-case, accent-free form ('Sueño' -> 'sueno'). */
  folded: string;
  /** Matching key: the folded form with a plural 's' removed (see stemToken). */
  stem: string;
  /** UTF-16 offsets of the word in the original text, end exclusive. */
  start: number;
  end: number;
  /**
   * Index of the punctuation-free run of words the token belongs to: it grows at every
   * . , ; ! ? ( ) [ ] or line break (and their Chinese full-width forms ，。；！？、（）【】),
   * so a phrase never spans 'Sleep: poor. Appetite'. Colons, hyphens, slashes and quotes
   * do not break a run ('Thirst: none').
   */
  run: number;
}

const RUN_BREAK = /[.,;!?()[\]\n\r，。；！？、（）【】]/;

const APOSTROPHES = /[\u2018\u2019\u02bc`´]/g;
/**
 * A word: Latin letters (with inner apostrophes), digits, or one Chinese character. Chinese
 * is written without spaces, so each Han character is its own token and a Chinese phrase
 * ('大便溏') is matched as a sequence of characters, exactly as an English phrase is
 * matched as a sequence of words.
 */
const WORD = /[a-z]+(?:'[a-z]+)*|[0-9]+|\p{Script=Han}/gu;

/**
 * Folds a text for case- and accent-insensitive matching (NFD, combining marks removed,
 * lower case, typographic apostrophes made plain) and keeps, for every folded code unit,
 * the offset of the original character it came from.
 */
export function foldText(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(APOSTROPHES, "'");
    for (let k = 0; k < piece.length; k++) origin.push(offset);
    folded += piece;
    offset += char.length;
  }
  origin.push(offset);
  return { folded, origin };
}

/**
 * A light plural stemmer shared by phrases and text, so 'headaches' meets 'headache' and
 * 'palpitaciones' meets 'palpitacion'. It only has to be consistent, not linguistic:
 * both sides go through it.
 */
export function stemToken(word: string): string {
  if (word.endsWith('iones')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether a token is a Chinese character (see WORD). */
export function isHanToken(token: Pick<Token, 'folded'>): boolean {
  return /^\p{Script=Han}$/u.test(token.folded);
}

/** Splits a text into folded word tokens (Chinese: one token per character) with their original offsets. */
export function tokenize(text: string): Token[] {
  const { folded, origin } = foldText(text);
  const tokens: Token[] = [];
  let run = 0;
  let previousEnd = 0;
  for (const m of folded.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    const gap = folded.slice(previousEnd, start);
    const decimal = /^[.,]$/.test(gap) && /^[0-9]/.test(m[0]) && /[0-9]$/.test(tokens.at(-1)?.folded ?? '');
    if (tokens.length > 0 && RUN_BREAK.test(gap) && !decimal) run++;
    previousEnd = end;
    tokens.push({ folded: m[0], stem: stemToken(m[0]), start: origin[start], end: origin[end], run });
  }
  return tokens;
}

/**
 * Articles, possessives and 'of/de': skipped on both sides when matching, so 'pain in
 * my chest' meets 'pain in the chest' and 'dolor cabeza' meets 'dolor de cabeza'.
 * Negation words are never in this list, nor 'a', which is also a Spanish preposition
 * ('a veces' must not shrink to 'veces', as in 'dos veces').
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'the',
  'an',
  'my',
  'his',
  'her',
  'their',
  'its',
  'your',
  'of',
  'el',
  'la',
  'los',
  'las',
  'lo',
  'un',
  'una',
  'unos',
  'unas',
  'mi',
  'mis',
  'su',
  'sus',
  'tu',
  'tus',
  'de',
  'del',
  'al',
  // Chinese structural particle (的): '舌头的颜色' still meets '舌头颜色'.
  '的',
]);
