import { complexFactorName } from '../knowledge/complex-factors.ts';
import { message } from '../knowledge/messages.ts';
import { englishText, type Translate } from '../knowledge/localize/translate.ts';
import type { FindingSet } from './findings/types.ts';
import type { PatternScore } from './score-patterns.ts';

/** Severity estimate of a case. */
export type SeverityLevel = 'mild' | 'moderate' | 'severe';
/** Chronicity estimate of a case. */
export type ChronicityLevel = 'acute' | 'subacute' | 'chronic';

/** Complex factors (SPEC §5) that make a case harder to treat and weigh on severity. */
const BURDENING_FACTORS = ['Multiple concurrent conditions', 'Treatment-resistant case', 'Chronic pain', 'Autoimmune conditions'];

/**
 * Tongue findings that the tongue-diagnosis references read as depth or intensity of the
 * disharmony (Maciocia, Tongue Diagnosis: deep-red = heat has reached the Blood/Nutritive level;
 * black coating = extreme heat or cold; purple = Blood stasis).
 */
const SEVERE_TONGUE = ['bodyColor:deep-red', 'bodyColor:purple', 'coating:black'];

/**
 * How the estimates word their reasons: the engine's messages in the reader's language, a
 * finding key ('bodyColor:purple') by its readable name, and a list joined as the language
 * joins one. English keys by default (CLI, tests).
 */
export interface ReasonWording {
  t: Translate;
  finding: (key: string) => string;
  list?: (items: readonly string[]) => string;
}
const ENGLISH: ReasonWording = { t: englishText, finding: (key) => key };

/** Complex factors by their names in the reader's language, listed. */
function factorList(factors: readonly string[], say: ReasonWording): string {
  const names = factors.map((f) => complexFactorName(f, say.t));
  return say.list ? say.list(names) : names.join(', ');
}

/** What the severity estimate reads. */
export interface SeverityInput {
  top: PatternScore | undefined;
  findings: FindingSet;
  pulseRate?: number;
  questionnaireLowest?: number;
  complexFactors: readonly string[];
  redFlagCount: number;
}

/**
 * Severity estimate by points, each with its reason: any red flag makes it severe; then
 * +1 for >= 5 findings supporting the main pattern and +1 more for >= 10 (a full picture is
 * a pronounced one), +1 for a deep-red or purple body or black coating, +1 for a resting pulse
 * >= 100 or <= 50/min, +1 for a questionnaire answer of 1, +1 for symptoms the history calls
 * severe (extractor qualifier), +1 per burdening complex factor
 * (at most 2). >= 4 points severe, >= 2 moderate, else mild. An estimate for the practitioner
 * to confirm, not a triage.
 */
export function estimateSeverity(i: SeverityInput, say: ReasonWording = ENGLISH): { level: SeverityLevel; reasons: string[] } {
  if (i.redFlagCount > 0) return { level: 'severe', reasons: [message(say.t, 'severity.red-flag')] };
  const reasons: string[] = [];
  let points = 0;
  const n = i.top?.evidenceFor.length ?? 0;
  if (n >= 5) {
    points += 1;
    reasons.push(message(say.t, 'severity.findings', { n }));
  }
  if (n >= 10) {
    points += 1;
    reasons.push(message(say.t, 'severity.full-picture'));
  }
  const deep = i.findings.tongue.filter((t) => SEVERE_TONGUE.includes(t.key) && t.certainty >= 0.5);
  if (deep.length) {
    points += 1;
    reasons.push(message(say.t, 'severity.tongue', { signs: deep.map((d) => say.finding(d.key)).join(', ') }));
  }
  if (i.pulseRate !== undefined && (i.pulseRate >= 100 || i.pulseRate <= 50)) {
    points += 1;
    reasons.push(message(say.t, 'severity.pulse-rate', { rate: i.pulseRate }));
  }
  if (i.questionnaireLowest === 1) {
    points += 1;
    reasons.push(message(say.t, 'severity.questionnaire'));
  }
  if (i.findings.qualifiers.includes('severe')) {
    points += 1;
    reasons.push(message(say.t, 'severity.described'));
  }
  const burdens = i.complexFactors.filter((f) => BURDENING_FACTORS.includes(f));
  if (burdens.length) {
    points += Math.min(2, burdens.length);
    reasons.push(message(say.t, 'case.complex-factors', { factors: factorList(burdens, say) }));
  }
  const level: SeverityLevel = points >= 4 ? 'severe' : points >= 2 ? 'moderate' : 'mild';
  if (reasons.length === 0) reasons.push(message(say.t, 'severity.few-findings'));
  return { level, reasons };
}

const ACUTE_WORDS =
  /\b(yesterday|today|since (this|last) (morning|night)|(\d+|a few|two|three) days|sudden(ly)?|acute|just started|ayer|hoy|desde (esta|anoche)|hace (unos|dos|tres|\d+) dias|repentin[oa]|agud[oa])\b/i;
const CHRONIC_WORDS =
  /\b(chronic|for (years|months)|(\d+|many|several) (years|months)|always|all the time|long[- ]standing|since (childhood|years)|recurr(ent|ing)|cronic[oa]|desde hace (anos|meses)|siempre|de larga evolucion|hace (anos|meses))\b/i;
const CHRONIC_TONGUE = [
  'texture:cracked',
  'sign:peeled-coating',
  'sign:midline-crack',
  'bodyColor:purple',
  'sign:distended-sublingual-veins',
];

/** What the chronicity estimate reads. */
export interface ChronicityInput {
  top: PatternScore | undefined;
  findings: FindingSet;
  text: string;
  age?: number;
  complexFactors: readonly string[];
}

/**
 * Chronicity estimate from words of time in the history ('since yesterday' vs 'for years', or
 * the extractor's 'acute' / 'chronic' / 'recurrent' qualifiers),
 * the nature of the main pattern (exterior invasions are acute by definition; deficiency
 * takes time to develop, Maciocia, Foundations), tongue signs that take months to form
 * (cracks, peeled coating, purple body, distended sublingual veins: Maciocia, Tongue
 * Diagnosis), age >= 60 with a deficiency, and the complex factors 'Chronic pain' and
 * 'Treatment-resistant case'. Whichever side has more points wins; a tie is subacute.
 */
export function estimateChronicity(
  i: ChronicityInput,
  say: ReasonWording = ENGLISH,
): { level: ChronicityLevel; reasons: string[] } {
  let acute = 0;
  let chronic = 0;
  // Each reason with the side it weighs on: the level is told by its own side's reasons (an
  // exploratory test read 'chronic: history says \'yesterday\'; history says \'3 months\'').
  const acuteReasons: string[] = [];
  const chronicReasons: string[] = [];
  const folded = i.text.normalize('NFD').replace(/\p{M}/gu, '');
  const q = i.findings.qualifiers;
  const a = ACUTE_WORDS.exec(folded);
  if (a) {
    acute += 2;
    acuteReasons.push(message(say.t, 'chronicity.history-says', { words: a[0] }));
  } else if (q.includes('acute')) {
    acute += 2;
    acuteReasons.push(message(say.t, 'chronicity.described-acute'));
  }
  const c = CHRONIC_WORDS.exec(folded);
  if (c) {
    chronic += 2;
    chronicReasons.push(message(say.t, 'chronicity.history-says', { words: c[0] }));
  } else if (q.includes('chronic') || q.includes('recurrent')) {
    chronic += 2;
    chronicReasons.push(message(say.t, 'chronicity.described-chronic'));
  }
  const p = i.top?.pattern;
  if (p && /exterior/.test(p.id)) {
    acute += 2;
    acuteReasons.push(message(say.t, 'chronicity.exterior'));
  }
  if (p?.id === 'food-stagnation') {
    acute += 1;
    acuteReasons.push(message(say.t, 'chronicity.food-stagnation'));
  }
  if (p?.nature === 'deficiency') {
    chronic += 1;
    chronicReasons.push(message(say.t, 'chronicity.deficiency'));
  }
  const tongue = i.findings.tongue.filter((t) => CHRONIC_TONGUE.includes(t.key) && t.certainty >= 0.5);
  if (tongue.length) {
    chronic += Math.min(2, tongue.length);
    chronicReasons.push(message(say.t, 'chronicity.tongue', { signs: tongue.map((t) => say.finding(t.key)).join(', ') }));
  }
  if (i.age !== undefined && i.age >= 60 && p?.nature === 'deficiency') {
    chronic += 1;
    chronicReasons.push(message(say.t, 'chronicity.age', { age: i.age }));
  }
  const f = i.complexFactors.filter((x) => x === 'Chronic pain' || x === 'Treatment-resistant case');
  if (f.length) {
    chronic += 1;
    chronicReasons.push(message(say.t, 'case.complex-factors', { factors: factorList(f, say) }));
  }
  const level: ChronicityLevel = acute > chronic ? 'acute' : chronic > acute ? 'chronic' : 'subacute';
  const reasons = level === 'acute' ? acuteReasons : level === 'chronic' ? chronicReasons : [...acuteReasons, ...chronicReasons];
  if (reasons.length === 0) reasons.push(message(say.t, 'chronicity.unknown'));
  return { level, reasons };
}
