import type { ClausePosition } from './clauses.ts';
import type { PhraseMatch } from './phrase-matcher.ts';
import type { Token } from './tokenize.ts';

/**
 * Negation detection in the manner of NegEx (Chapman et al., J Biomed Inform 2001):
 * trigger words before a finding, a few after it, pseudo-triggers that only look like
 * negation, and a scope that ends at clause boundaries.
 */

/** Verbs of denial: clinicians use them over a whole comma list ('denies fever, chills'). */
const DENIAL_WORDS = [
  'denies',
  'denied',
  'deny',
  'denying',
  'negative',
  'niega',
  'niegan',
  'niego',
  'nego',
  'negado',
  'negada',
  'negativo',
  'negativa',
  // Chinese 否认 (denies): one token per character, the first one triggers.
  '否',
];
const DENIAL_VERBS: ReadonlySet<string> = new Set(DENIAL_WORDS);

/** Words that negate the findings after them in their clause. */
const PRE_NEGATION: ReadonlySet<string> = new Set([
  ...DENIAL_WORDS,
  'no',
  'not',
  'without',
  'never',
  'nor',
  'none',
  'neither',
  'absence',
  'absent',
  'lacks',
  "doesn't",
  "don't",
  "didn't",
  "isn't",
  "hasn't",
  "haven't",
  "hadn't",
  "wasn't",
  "aren't",
  "won't",
  'sin',
  'ni',
  'nunca',
  'tampoco',
  'ausencia',
  'ausente',
  'jamas',
  // Chinese: 无 (without), 不 (not), 没 (没有, has not), 未 (未见, not seen).
  '无',
  '不',
  '没',
  '未',
]);

/** Words after a finding that negate it ('fever absent', 'sed: negativa'). */
const POST_NEGATION: ReadonlySet<string> = new Set([
  'absent',
  'denied',
  'negative',
  'ausente',
  'negativo',
  'negativa',
  'negado',
  'negada',
  'resolved',
  'resuelto',
  'resuelta',
]);
/** Post-negation words that count only when they close the clause ('fever: no'). */
const CLOSING_POST_NEGATION: ReadonlySet<string> = new Set(['no', 'none', 'nil', '无']);
const POST_SKIP: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'es', 'esta', 'estan', 'now', 'ahora']);

/** Words right after a trigger that make it a pseudo-negation ('no change in', 'no mejora', 'not only'). */
const PSEUDO_NEGATION: ReadonlySet<string> = new Set([
  'only',
  'better',
  'worse',
  'improvement',
  'improved',
  'improving',
  'change',
  'changes',
  'changed',
  'doubt',
  'matter',
  'relief',
  'response',
  'solo',
  'mejora',
  'mejoria',
  'mejorado',
  'cambio',
  'cambios',
  'duda',
  'cede',
  'quita',
  'cesa',
  'remite',
  'alivio',
  'responde',
]);
const PSEUDO_SKIP: ReadonlySet<string> = new Set([
  'se',
  'le',
  'me',
  'te',
  'lo',
  'la',
  'the',
  'any',
  'much',
  'so',
  'significant',
  'real',
]);

/** Words that close a negation scope once it has negated something ('no fever and has headache'). */
const SCOPE_TERMINATORS: ReadonlySet<string> = new Set([
  'has',
  'have',
  'reports',
  'reported',
  'complains',
  'presents',
  'notes',
  'experiences',
  'feels',
  'with',
  'tiene',
  'presenta',
  'refiere',
  'siente',
  'nota',
  'con',
  'padece',
  'sufre',
  // Chinese 有 (has), 伴 (accompanied by).
  '有',
  '伴',
]);

/** Words that may join items of a negated list. */
const LIST_CONNECTORS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'nor',
  'y',
  'e',
  'o',
  'u',
  'ni',
  'any',
  'also',
  'either',
  'tampoco',
  // Chinese 和 / 及 (and), 或 (or).
  '和',
  '及',
  '或',
]);
const DISJUNCTIONS: ReadonlySet<string> = new Set(['or', 'nor', 'o', 'u', 'ni', '或']);

/** Whether the token at `index` is a one-word 'no' answering a question ('Headache? No.'). */
function answeredNo(tokens: readonly Token[], positions: readonly ClausePosition[], index: number): boolean {
  const answer = positions[index];
  if (!answer?.afterQuestion) return false;
  const alone = index + 1 >= tokens.length || positions[index + 1].segment !== answer.segment;
  return alone && CLOSING_POST_NEGATION.has(tokens[index].folded);
}

interface Trigger {
  index: number;
  denial: boolean;
}

function isPseudo(tokens: readonly Token[], index: number): boolean {
  for (let i = index + 1; i < tokens.length && i <= index + 3; i++) {
    const word = tokens[i].folded;
    if (PSEUDO_SKIP.has(word)) continue;
    return PSEUDO_NEGATION.has(word);
  }
  return false;
}

function findTriggers(tokens: readonly Token[], positions: readonly ClausePosition[], covered: Int32Array): Trigger[] {
  const triggers: Trigger[] = [];
  tokens.forEach((token, index) => {
    if (covered[index] >= 0 || positions[index].isBoundaryWord) return;
    const word = token.folded;
    const freeOf = word === 'free' && tokens[index + 1]?.folded === 'of';
    if (!PRE_NEGATION.has(word) && !freeOf) return;
    if (isPseudo(tokens, index)) return;
    triggers.push({ index, denial: DENIAL_VERBS.has(word) });
  });
  return triggers;
}

/**
 * Which of `matches` are negated. `isFinding` tells the findings (symptoms, red flags)
 * from other matches (qualifiers), which can sit inside a negated list without ending it.
 *
 * Scope: a trigger negates the findings after it in its own chunk (comma-delimited part
 * of the clause). It continues over following chunks only while they hold nothing but
 * findings and list connectors, and only when the trigger is a denial verb ('denies
 * fever, chills') or the list is disjunctive ('no fever, chills or sweats'); so 'no fever,
 * tired all the time' negates the fever only. Once a finding is negated, a verb such as
 * 'has'/'tiene' ends the scope. Segment ends (. ; ! ? line break, 'but', 'pero') always end it.
 */
export function negatedMatches<T>(
  tokens: readonly Token[],
  positions: readonly ClausePosition[],
  matches: readonly PhraseMatch<T>[],
  isFinding: (value: T) => boolean,
): boolean[] {
  const negated = matches.map(() => false);
  const covered = new Int32Array(tokens.length).fill(-1);
  matches.forEach((m, k) => covered.fill(k, m.first, m.last + 1));

  // A chunk is a pure list continuation when every token is a finding, a qualifier, a connector or a trigger.
  const impureChunks = new Set<number>();
  tokens.forEach((token, i) => {
    const k = covered[i];
    const ok = k >= 0 || LIST_CONNECTORS.has(token.folded) || PRE_NEGATION.has(token.folded);
    if (!ok) impureChunks.add(positions[i].chunk);
  });

  const segmentOfChunk = new Map<number, number>();
  const disjunctiveChunks = new Set<number>();
  tokens.forEach((token, i) => {
    segmentOfChunk.set(positions[i].chunk, positions[i].segment);
    if (DISJUNCTIONS.has(token.folded)) disjunctiveChunks.add(positions[i].chunk);
  });

  const triggers = findTriggers(tokens, positions, covered);
  const triggerAt = new Set(triggers.map((t) => t.index));
  for (const trigger of triggers) {
    const { segment, chunk } = positions[trigger.index];
    let lastChunk = chunk;
    let disjunctive = false;
    while (segmentOfChunk.get(lastChunk + 1) === segment && !impureChunks.has(lastChunk + 1)) {
      lastChunk++;
      disjunctive ||= disjunctiveChunks.has(lastChunk);
    }
    if (!trigger.denial && !disjunctive) lastChunk = chunk;
    let negatedSomething = false;
    for (let i = trigger.index + 1; i < tokens.length; i++) {
      const pos = positions[i];
      // The next trigger takes over from here, which also keeps the whole pass linear.
      if (pos.segment !== segment || pos.chunk > lastChunk || triggerAt.has(i)) break;
      const k = covered[i];
      if (k < 0) {
        if (negatedSomething && SCOPE_TERMINATORS.has(tokens[i].folded)) break;
        continue;
      }
      if (matches[k].first !== i) continue;
      if (isFinding(matches[k].value)) {
        negated[k] = true;
        negatedSomething = true;
      }
    }
  }

  matches.forEach((m, k) => {
    if (!isFinding(m.value) || negated[k]) return;
    if (answeredNo(tokens, positions, m.last + 1)) {
      negated[k] = true;
      return;
    }
    const chunk = positions[m.last].chunk;
    for (let i = m.last + 1; i < tokens.length && positions[i].chunk === chunk; i++) {
      const word = tokens[i].folded;
      if (POST_SKIP.has(word)) continue;
      const closesChunk = i + 1 >= tokens.length || positions[i + 1].chunk !== chunk;
      negated[k] = covered[i] < 0 && (POST_NEGATION.has(word) || (closesChunk && CLOSING_POST_NEGATION.has(word)));
      break;
    }
  });
  return negated;
}
