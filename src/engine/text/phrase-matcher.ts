import { FILLER_WORDS, tokenize, type Token } from './tokenize.ts';

/** A phrase found in a text: token span [first, last] in the token list, and its value. */
export interface PhraseMatch<T> {
  value: T;
  first: number;
  last: number;
}

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  value?: T;
}

/** Matching keys of a phrase: the stems of its words without filler words. */
export function phraseKeys(phrase: string, skipFillers = true): string[] {
  return tokenize(phrase)
    .filter((t) => !skipFillers || !FILLER_WORDS.has(t.folded))
    .map((t) => t.stem);
}

/** How a PhraseMatcher treats words that are not part of its phrases. */
export interface PhraseMatcherOptions {
  /** Skip FILLER_WORDS on both sides (default true). Drug names keep them: 'the pill' is not 'pill'. */
  skipFillers?: boolean;
  /**
   * Folded words a phrase may step over after its first word, when the phrase does not
   * continue with them: Spanish puts adjectives after the noun, so 'dolor punzante en el
   * pecho' still contains 'dolor en el pecho'.
   */
  transparentWords?: ReadonlySet<string>;
  /**
   * Folded words two accepted matches may share, so 'stabbing pain in the chest' yields
   * both 'stabbing pain' and 'pain in the chest'. Transparent words are shareable too.
   */
  shareableWords?: ReadonlySet<string>;
}

/**
 * Finds phrases in tokenised text, longest match first: all candidate spans are collected,
 * then accepted by decreasing number of words (ties: earlier first) when they do not
 * overlap an accepted one, so 'night sweats' wins over 'night' and 'dry cough' over
 * 'cough'. Filler words (FILLER_WORDS) are skipped on both sides unless told otherwise;
 * transparent and shareable words (options) relax the no-overlap rule for pain words.
 */
export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { next: new Map() };
  /** Phrases that two different values claimed; the first one keeps the phrase. */
  readonly conflicts: { phrase: string; kept: T; dropped: T }[] = [];

  private readonly skipFillers: boolean;
  private readonly transparent: ReadonlySet<string>;
  private readonly shareable: ReadonlySet<string>;

  constructor(entries: Iterable<{ value: T; phrases: Iterable<string> }>, options: PhraseMatcherOptions = {}) {
    this.skipFillers = options.skipFillers ?? true;
    this.transparent = options.transparentWords ?? new Set();
    this.shareable = new Set([...(options.shareableWords ?? []), ...this.transparent]);
    for (const { value, phrases } of entries) {
      for (const phrase of phrases) this.add(phrase, value);
    }
  }

  private add(phrase: string, value: T): void {
    const keys = phraseKeys(phrase, this.skipFillers);
    if (keys.length === 0) return;
    let node = this.root;
    for (const key of keys) {
      let child = node.next.get(key);
      if (!child) {
        child = { next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    if (node.value !== undefined && node.value !== value) {
      this.conflicts.push({ phrase, kept: node.value, dropped: value });
      return;
    }
    node.value = value;
  }

  /** Longest matches in `tokens`, in text order; overlaps only on shareable words (see options). */
  match(tokens: readonly Token[]): PhraseMatch<T>[] {
    const content = tokens.map((t, i) => ({ t, i })).filter(({ t }) => !this.skipFillers || !FILLER_WORDS.has(t.folded));
    const candidates: (PhraseMatch<T> & { words: number; skipped: readonly number[] })[] = [];
    const walk = (node: TrieNode<T>, s: number, e: number, words: number, skipped: readonly number[], inARow: number): void => {
      if (e >= content.length) return;
      const token = content[e].t;
      if (token.run !== content[s].t.run) return;
      const child = node.next.get(token.stem);
      if (child) {
        if (child.value !== undefined) {
          candidates.push({ value: child.value, first: content[s].i, last: content[e].i, words: words + 1, skipped });
        }
        walk(child, s, e + 1, words + 1, skipped, 0);
      }
      if (e > s && inARow < MAX_SKIPPED && this.transparent.has(token.folded)) {
        walk(node, s, e + 1, words, [...skipped, content[e].i], inARow + 1);
      }
    };
    for (let s = 0; s < content.length; s++) walk(this.root, s, s, 0, [], 0);

    candidates.sort((a, b) => b.words - a.words || a.first - b.first || b.last - a.last);
    const owners: number[][] = tokens.map(() => []);
    const accepted: PhraseMatch<T>[] = [];
    for (const c of candidates) {
      let ok = true;
      let ownWords = 0;
      for (let i = c.first; i <= c.last && ok; i++) {
        const here = owners[i];
        if (here.length === 0) {
          ownWords++;
          continue;
        }
        ok = this.shareable.has(tokens[i].folded) && here.every((k) => accepted[k].value !== c.value);
      }
      // A match made only of words others already hold adds nothing ('flemas' inside 'tos con flemas').
      if (!ok || ownWords === 0) continue;
      // Words a phrase stepped over stay free for others ('punzante' in 'dolor punzante en el pecho').
      for (let i = c.first; i <= c.last; i++) if (!c.skipped.includes(i)) owners[i].push(accepted.length);
      accepted.push({ value: c.value, first: c.first, last: c.last });
    }
    return accepted.sort((a, b) => a.first - b.first || a.last - b.last);
  }
}

/** At most this many transparent words are skipped in a row inside one phrase. */
const MAX_SKIPPED = 2;
