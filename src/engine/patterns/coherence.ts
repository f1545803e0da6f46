import type { Coherence } from '../../contract/analysis.ts';
import { englishText } from '../knowledge/localize/translate.ts';
import { message } from '../knowledge/messages.ts';
import type { FindingSource } from './findings/types.ts';
import type { ReasonWording } from './severity.ts';
import type { PatternScore } from './score-patterns.ts';

/** Coherence at or above which the sources are said to agree well / moderately. */
export const COHERENCE_HIGH = 0.75;
/** Coherence score from which the sources count as moderately agreeing. */
export const COHERENCE_MODERATE = 0.5;

const SOURCES: readonly FindingSource[] = ['tongue', 'pulse', 'symptom'];
/** English, with the patterns' English names. */
const ENGLISH_COHERENCE = { t: englishText, pattern: (p: PatternScore['pattern']) => p.names.en };

/**
 * Clinical coherence: how far tongue, pulse and symptoms, each taken alone, point to the
 * pattern ranked first. For every source that gave evidence, the top pattern's score on
 * that source is compared with the best score any pattern gets on it (1 = this source's own
 * favourite, 0 = this source says nothing for it or argues against it); coherence is the
 * mean over sources. It is reduced by a quarter when the sources' favourites disagree on
 * temperature (one hot, one cold), the contradiction the references single out first
 * (Maciocia, Foundations: 'cold and heat', the Eight Principles).
 * 'High' also needs every source to point to the first pattern (a tie counts for it): 'tongue
 * points to Stomach Fire, pulse and symptoms to Spleen Qi Deficiency; coherence high'
 * contradicted itself (two exploratory tests). A tongue whose findings are all normal is left
 * out (`tongueNormal`): it fits most patterns and points to none.
 * 'insufficient' when fewer than two sources gave evidence. The notes are in the reader's
 * words. When the tongue conflicts with the rest (`tongueFavours`, the pattern its abnormal signs
 * point to), the tongue is said to point there, as the conflict sentence says: a mostly normal
 * tongue's best score is Balanced's, and naming that beside the conflict would contradict it;
 * the note that the tongue fits another pattern is then left out (the conflict sentence says it).
 */
export function assessCoherence(
  ranked: readonly PatternScore[],
  say: Pick<ReasonWording, 't'> & { pattern: (p: PatternScore['pattern']) => string } = ENGLISH_COHERENCE,
  options: { tongueFavours?: string; tongueNormal?: boolean } = {},
): Coherence {
  const source = (s: FindingSource) => message(say.t, `source.${s}`);
  const top = ranked[0];
  const bySource = { tongue: null, pulse: null, symptom: null } as Record<FindingSource, string | null>;
  const agreements: number[] = [];
  const notes: string[] = [];
  const temperatures = new Set<string>();
  // A source whose own favourite is another pattern: the sources then do not all point the same
  // way, and 'high' (with the prognosis's 'tongue, pulse and symptoms agree') would read as if they did.
  let dissent = false;
  for (const from of SOURCES) {
    // A normal tongue is the tongue of most patterns: it neither agrees nor disagrees (its own
    // favourite would be Balanced, and every reading would fall short of 'high').
    if (from === 'tongue' && options.tongueNormal) continue;
    const withEvidence = ranked.filter((s) => s.bySource[from] !== null);
    if (withEvidence.length === 0) continue;
    // The first pattern wins a tie: it comes first and is replaced only by a higher score.
    const favourite = withEvidence.reduce((a, b) => ((b.bySource[from] ?? 0) > (a.bySource[from] ?? 0) ? b : a));
    const bestScore = favourite.bySource[from] ?? 0;
    if (bestScore <= 0) {
      notes.push(message(say.t, 'coherence.source-none', { source: source(from) }));
      continue;
    }
    // The pattern this source is said to point to: with a conflicting tongue, the one its abnormal
    // signs favour (the conflict sentence names it); its agreement is then no more than moderate.
    const named = from === 'tongue' && options.tongueFavours ? options.tongueFavours : favourite.pattern.id;
    bySource[from] = named;
    if (favourite.pattern.temperature !== 'neutral') temperatures.add(favourite.pattern.temperature);
    const agreement = Math.max(0, Math.min(1, (top?.bySource[from] ?? 0) / bestScore));
    agreements.push(agreement);
    if (top && named !== top.pattern.id) dissent = true;
    const saidByConflict = from === 'tongue' && options.tongueFavours !== undefined;
    if (top && favourite.pattern.id !== top.pattern.id && agreement < COHERENCE_MODERATE && !saidByConflict) {
      notes.push(
        message(say.t, 'coherence.source-fits', {
          source: source(from),
          best: say.pattern(favourite.pattern),
          top: say.pattern(top.pattern),
        }),
      );
    }
  }
  let score = agreements.length ? agreements.reduce((a, b) => a + b, 0) / agreements.length : 0;
  if (temperatures.has('heat') && temperatures.has('cold')) {
    score *= 0.75;
    notes.push(message(say.t, 'coherence.mixed-temperature'));
  }
  score = Math.round(score * 1000) / 1000;
  const level =
    agreements.length < 2
      ? 'insufficient'
      : score >= COHERENCE_HIGH && !dissent
        ? 'high'
        : score >= COHERENCE_MODERATE
          ? 'moderate'
          : 'low';
  if (level === 'insufficient') notes.push(message(say.t, 'coherence.insufficient'));
  return { score, level, bySource: { tongue: bySource.tongue, pulse: bySource.pulse, symptom: bySource.symptom }, notes };
}
