import type { Translate } from './localize/translate.ts';

/*
 * The wording of the reasoning shown with a result (issue 12): the combination's name, split
 * evidence, what would tell patterns apart, a tongue that does not fit, in a clinician's voice
 * for practitioners; and the observations behind the pattern in plain words for consumers.
 * Kept apart from ./messages.ts; translations in ./locales under 'message.<id>' like those.
 */
export const REASONING_MESSAGES = {
  'reasoning.combination': '{main} with {partner}',
  'reasoning.split': 'Evidence is split between {a} and {b}.',
  'reasoning.distinguish-ask': 'To tell {a} from {b}, ask about {list}.',
  'reasoning.distinguish-check': 'To tell {a} from {b}, check for {list}.',
  'reasoning.distinguish-both': 'To tell {a} from {b}, ask about {ask}; check for {check}.',
  'reasoning.tongue-conflict-photo':
    'The tongue reading from the photo points to {tongue} and does not fit the symptoms and pulse, which point to {others}; it was given less weight. Retake the photo in daylight, or rely on the symptoms.',
  'reasoning.tongue-conflict-manual':
    'The tongue points to {tongue} and does not fit the symptoms and pulse, which point to {others}: recheck the tongue, or consider a mixed presentation.',
  'reasoning.evidence-for': 'Supporting {pattern}: {list}.',
  'reasoning.evidence-against': 'Against it: {list}.',
  'reasoning.denied': 'no {finding}',
  'reasoning.constitution': 'constitution: {constitution} (CCMQ)',
  'reasoning.constitution-tends': 'constitution: tends to {constitution} (CCMQ)',
  'reasoning.combined-principle': '{main}; for {partner}: {partnerPrinciple}',
  'reasoning.combined-formula-modified': 'Formula chosen for {main}, modified for {partner} as listed.',
  'reasoning.combined-formula-choice':
    'Formula chosen for {main}, the leading pattern; {partner} has no documented modification of it: treat it with {formula} once the leading pattern improves, or combine as clinically indicated.',
  'reasoning.combined-formula-option':
    'Formula chosen for {main}, the leading pattern; its modification for {partner} is listed as an option, for when the signs it names are present; otherwise treat {partner} with {formula} once the leading pattern improves, or combine as clinically indicated.',
  'consumer.why-symptom': 'You mentioned {finding}.',
  'consumer.why-questionnaire': 'Your answers point to {finding}.',
  'consumer.why-photo': 'Your tongue photo shows {finding}.',
  'consumer.why-tongue': 'Your tongue shows {finding}.',
  'consumer.why-pulse': 'Your pulse: {finding}.',
  'consumer.combination': '{main}, together with {partner}',
  'consumer.tongue-conflict':
    'Your tongue photo does not match what you told us, so we relied on your answers. For a better reading, retake the photo in daylight.',
} as const satisfies Record<string, string>;

export type ReasoningMessageId = keyof typeof REASONING_MESSAGES;

/** A reasoning message in the reader's locale, with its {placeholders} filled (values already in that locale). */
export function reasoningMessage(
  t: Translate,
  id: ReasoningMessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = t(`message.${id}`, REASONING_MESSAGES[id]);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
