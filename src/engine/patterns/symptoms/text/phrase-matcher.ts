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
  return tokenize(phrase).filter((t) => !skipFillers || !FILLER_WORDS.has(t.folded)).map((t) => t.stem);
}

export interface PhraseMatcherOptions {
  /** Skip FILLER_WORDS on both sides (default true). Drug names keep them: 'the pill' is not 'pill'. */
  skipFillers?: boolean;
}

/**
 * Finds phrases in tokenised text, longest match first: all candidate spans are collected,
 * then accepted by decreasing number of words (ties: earlier first) when they do not
 * overlap an accepted one, so 'night sweats' wins over 'night' and 'dry cough' over
 * 'cough'. Filler words (FILLER_WORDS) are skipped on both sides unless told otherwise.
 */
export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { next: new Map() };
  /** Phrases that two different values claimed; the first one keeps the phrase. */
  readonly conflicts: { phrase: string; kept: T; dropped: T }[] = [];

  private readonly skipFillers: boolean;

  constructor(entries: Iterable<{ value: T; phrases: Iterable<string> }>, options: PhraseMatcherOptions = {}) {
    this.skipFillers = options.skipFillers ?? true;
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

  /** Non-overlapping longest matches in `tokens`, in text order. */
  match(tokens: readonly Token[]): PhraseMatch<T>[] {
    const content = tokens.map((t, i) => ({ t, i })).filter(({ t }) => !this.skipFillers || !FILLER_WORDS.has(t.folded));
    const candidates: (PhraseMatch<T> & { words: number })[] = [];
    for (let s = 0; s < content.length; s++) {
      let node: TrieNode<T> | undefined = this.root;
      for (let e = s; e < content.length && node; e++) {
        node = node.next.get(content[e]!.t.stem);
        if (node?.value !== undefined) {
          candidates.push({ value: node.value, first: content[s]!.i, last: content[e]!.i, words: e - s + 1 });
        }
      }
    }
    candidates.sort((a, b) => b.words - a.words || a.first - b.first);
    const taken = new Uint8Array(tokens.length);
    const accepted: PhraseMatch<T>[] = [];
    for (const c of candidates) {
      let free = true;
      for (let i = c.first; i <= c.last && free; i++) free = taken[i] === 0;
      if (!free) continue;
      taken.fill(1, c.first, c.last + 1);
      accepted.push({ value: c.value, first: c.first, last: c.last });
    }
    return accepted.sort((a, b) => a.first - b.first);
  }
}
