import type { EvidenceItem, RankedPattern, ReasoningView } from '../../contract/analysis.ts';
import { REASONING_SOURCES } from '../../contract/analysis.ts';
import { PULSE_FINDING_LABELS, TONGUE_FINDING_LABELS, findingLabelKey } from '../knowledge/findings/finding-labels.ts';
import { getPattern, isPatternId } from '../knowledge/patterns/index.ts';
import { localizePatternName } from '../knowledge/localize/views.ts';
import { reasoningMessage } from '../knowledge/reasoning-messages.ts';
import { parsePriorFindingKey } from '../constitution/constitution-prior.ts';
import { constitutionInText } from '../constitution/constitutions.ts';
import { NORMAL_FINDINGS } from '../patterns/findings/types.ts';
import { findSymptom } from '../patterns/symptoms/vocabulary.ts';
import type { DifferentiationRun } from './differentiate.ts';
import { joinList, type Wording } from './wording.ts';

/** How many patterns the reasoning panel shows, and how many findings per side of each. */
export const REASONING_PATTERNS = 3;
export const REASONING_FINDINGS_PER_SIDE = 8;
/** How many observations the consumer's result gives for its pattern. */
export const CONSUMER_REASONS = 3;

/**
 * A finding's readable name in the reader's locale: tongue and pulse from the finding
 * labels, symptoms from the symptom vocabulary (its Spanish label; in Chinese its first
 * Chinese term when it has one). A denied symptom is 'no thirst'; the constitution's prior is
 * 'constitution: qi-deficient (CCMQ)'.
 */
export function findingLabel(key: string, w: Wording): string {
  const prior = parsePriorFindingKey(key);
  if (prior)
    return reasoningMessage(w.t, prior.verdict === 'tends' ? 'reasoning.constitution-tends' : 'reasoning.constitution', {
      constitution: constitutionInText(prior.constitution, w.locale),
    });
  const negated = key.startsWith('no ') && findSymptom(key.slice(3)) !== undefined;
  const id = negated ? key.slice(3) : key;
  const fixed = TONGUE_FINDING_LABELS[id] ?? PULSE_FINDING_LABELS[id];
  let label: string;
  if (fixed) label = w.t(findingLabelKey(id), fixed);
  else {
    const entry = findSymptom(id);
    label = !entry
      ? id.replaceAll('-', ' ')
      : w.locale === 'es'
        ? entry.label.es.toLowerCase()
        : w.locale === 'zh' && entry.synonyms.zh?.length
          ? entry.synonyms.zh[0]
          : entry.label.en.toLowerCase();
  }
  return negated ? reasoningMessage(w.t, 'reasoning.denied', { finding: label }) : label;
}

/** Where an evidence item came from, as the reader knows it. */
export function sourceOf(e: EvidenceItem): (typeof REASONING_SOURCES)[number] {
  if (e.source === 'tongue') return e.origin === 'photo' ? 'tongue-photo' : 'tongue';
  if (e.source === 'pulse') return 'pulse';
  if (e.source === 'constitution') return 'constitution';
  return e.origin === 'questionnaire' ? 'questionnaire' : 'symptoms';
}

/** A pattern's plain name in the reader's locale ('Spleen Qi Deficiency'; in Chinese 脾气虚). */
export function patternName(id: string, w: Wording): string {
  if (!isPatternId(id)) return id;
  const p = getPattern(id);
  return w.locale === 'zh' ? p.names.zh : localizePatternName(p, w.t);
}

/**
 * The first `n` findings of an evidence list, the constitution's prior always kept (it is listed
 * last, and must be seen whenever it moved the ranking).
 */
export function shownEvidence(list: readonly EvidenceItem[], n: number): EvidenceItem[] {
  const findings = list.filter((e) => e.source !== 'constitution');
  return [...findings.slice(0, n), ...list.filter((e) => e.source === 'constitution')];
}

const items = (list: readonly EvidenceItem[], w: Wording) =>
  shownEvidence(list, REASONING_FINDINGS_PER_SIDE).map((e) => ({
    label: findingLabel(e.finding, w),
    source: sourceOf(e),
    weight: e.weight,
  }));

/** The leading sentence: the combination's name, or that the evidence is split; null otherwise. */
function headlineOf(run: DifferentiationRun, w: Wording): string | null {
  const r = run.result.reasoning;
  const [first, second] = run.result.patterns;
  if (r.combination)
    return reasoningMessage(w.t, 'reasoning.combination', {
      main: patternName(r.combination.main, w),
      partner: patternName(r.combination.partner, w),
    });
  if (r.split && first && second)
    return reasoningMessage(w.t, 'reasoning.split', { a: patternName(first.id, w), b: patternName(second.id, w) });
  return null;
}

/** What would tell the leading patterns apart, as sentences ('To tell A from B, ask about thirst, night sweats.'). */
export function distinctionLines(run: DifferentiationRun, w: Wording): string[] {
  const list = (keys: readonly string[]) =>
    joinList(
      keys.map((k) => findingLabel(k, w)),
      w,
    );
  return run.result.reasoning.distinctions.flatMap((d) => {
    const names = { a: patternName(d.between[0], w), b: patternName(d.between[1], w) };
    if (d.ask.length && d.check.length)
      return [reasoningMessage(w.t, 'reasoning.distinguish-both', { ...names, ask: list(d.ask), check: list(d.check) })];
    if (d.ask.length) return [reasoningMessage(w.t, 'reasoning.distinguish-ask', { ...names, list: list(d.ask) })];
    if (d.check.length) return [reasoningMessage(w.t, 'reasoning.distinguish-check', { ...names, list: list(d.check) })];
    return [];
  });
}

/** The tongue-conflict sentence in a clinician's voice, when the tongue does not fit. */
export function tongueConflictLine(run: DifferentiationRun, w: Wording): string | null {
  const c = run.result.reasoning.tongueConflict;
  if (!c) return null;
  return reasoningMessage(w.t, c.fromPhoto ? 'reasoning.tongue-conflict-photo' : 'reasoning.tongue-conflict-manual', {
    tongue: patternName(c.tongueFavours, w),
    others: patternName(c.othersFavour, w),
  });
}

/**
 * The reasoning panel's content for practitioners, in the reader's locale: the first three
 * patterns (the combined partner marked as such) with their findings for and against, each
 * with its weight and source; the headline; what would tell them apart; a tongue that does not fit.
 */
export function buildReasoningView(run: DifferentiationRun, w: Wording): ReasoningView {
  const r = run.result.reasoning;
  const role = (p: RankedPattern, i: number) =>
    i === 0 ? 'main' : r.combination?.partner === p.id ? 'combined' : ('alternative' as const);
  const shown = run.result.patterns.slice(0, REASONING_PATTERNS).filter((p, i) => i === 0 || p.id !== 'balanced');
  const conflict = tongueConflictLine(run, w);
  return {
    headline: headlineOf(run, w),
    patterns: shown.map((p, i) => ({
      id: p.id,
      name: patternName(p.id, w),
      confidence: p.confidence,
      role: role(p, i),
      for: items(p.evidence.for, w),
      against: items(p.evidence.against, w),
    })),
    distinguish: distinctionLines(run, w),
    notes: conflict ? [conflict] : [],
  };
}

/**
 * The two or three observations that led to the consumer's pattern, in plain words ('You
 * mentioned loose stools.', 'Your tongue photo shows a pale tongue body.'): the first pattern's
 * strongest abnormal findings, a tongue photo that contradicted the answers left out, and the
 * photo's findings left out when its own observations are shown beside them.
 */
export function consumerReasons(
  run: DifferentiationRun,
  w: Wording,
  options: { photoObservationsShown?: boolean } = {},
): string[] {
  const top = run.result.patterns[0];
  if (!top || top.id === 'balanced') return [];
  const conflict = run.result.reasoning.tongueConflict;
  const chosen = [...top.evidence.for]
    .filter((e) => !NORMAL_FINDINGS.has(e.finding) && e.source !== 'constitution')
    .filter((e) => !(conflict && e.source === 'tongue'))
    // The photo's own observations follow in the same list and say it with its TCM meaning:
    // 'Your tongue photo shows tooth marks.' beside 'The edges of your tongue show tooth marks...'
    // said it twice (an exploratory test). The reasons then come from the answers.
    .filter((e) => !(options.photoObservationsShown && sourceOf(e) === 'tongue-photo'))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, CONSUMER_REASONS);
  const id = {
    'tongue-photo': 'consumer.why-photo',
    tongue: 'consumer.why-tongue',
    pulse: 'consumer.why-pulse',
    symptoms: 'consumer.why-symptom',
    questionnaire: 'consumer.why-questionnaire',
    constitution: 'consumer.why-questionnaire',
  } as const;
  return [
    ...chosen.map((e) => reasoningMessage(w.t, id[sourceOf(e)], { finding: findingLabel(e.finding, w) })),
    ...(conflict?.fromPhoto ? [reasoningMessage(w.t, 'consumer.tongue-conflict')] : []),
  ];
}
