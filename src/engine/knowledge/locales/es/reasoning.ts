import type { Catalogue } from '../../localize/translate.ts';

/** Spanish wording of the reasoning shown with a result (../../reasoning-messages.ts). */
export const ES_REASONING: Catalogue = {
  'message.reasoning.combination': { en: '{main} with {partner}', text: '{main} con {partner}' },
  'message.reasoning.split': {
    en: 'Evidence is split between {a} and {b}.',
    text: 'La evidencia está dividida entre {a} y {b}.',
  },
  'message.reasoning.distinguish-ask': {
    en: 'To tell {a} from {b}, ask about {list}.',
    text: 'Para distinguir {a} de {b}, preguntar por {list}.',
  },
  'message.reasoning.distinguish-check': {
    en: 'To tell {a} from {b}, check for {list}.',
    text: 'Para distinguir {a} de {b}, buscar {list}.',
  },
  'message.reasoning.distinguish-both': {
    en: 'To tell {a} from {b}, ask about {ask}; check for {check}.',
    text: 'Para distinguir {a} de {b}, preguntar por {ask}; buscar {check}.',
  },
  'message.reasoning.tongue-conflict-photo': {
    en: 'The tongue reading from the photo points to {tongue} and does not fit the symptoms and pulse, which point to {others}; it was given less weight. Retake the photo in daylight, or rely on the symptoms.',
    text: 'La lectura de la lengua en la foto apunta a {tongue} y no concuerda con los síntomas y el pulso, que apuntan a {others}; se le dio menos peso. Repite la foto con luz de día, o confía en los síntomas.',
  },
  'message.reasoning.tongue-conflict-manual': {
    en: 'The tongue points to {tongue} and does not fit the symptoms and pulse, which point to {others}: recheck the tongue, or consider a mixed presentation.',
    text: 'La lengua apunta a {tongue} y no concuerda con los síntomas y el pulso, que apuntan a {others}: revisa la lengua, o considera un cuadro mixto.',
  },
  'message.reasoning.evidence-for': { en: 'Supporting {pattern}: {list}.', text: 'A favor de {pattern}: {list}.' },
  'message.reasoning.evidence-against': { en: 'Against it: {list}.', text: 'En contra: {list}.' },
  'message.reasoning.denied': { en: 'no {finding}', text: 'sin {finding}' },
  'message.reasoning.constitution': { en: 'constitution: {constitution} (CCMQ)', text: 'constitución: {constitution} (CCMQ)' },
  'message.reasoning.constitution-tends': {
    en: 'constitution: tends to {constitution} (CCMQ)',
    text: 'constitución: tendencia a {constitution} (CCMQ)',
  },
  'message.reasoning.combined-principle': {
    en: '{main}; for {partner}: {partnerPrinciple}',
    text: '{main}; para {partner}: {partnerPrinciple}',
  },
  'message.reasoning.combined-formula-modified': {
    en: 'Formula chosen for {main}, modified for {partner} as listed.',
    text: 'Fórmula elegida para {main}, modificada para {partner} como se indica.',
  },
  'message.reasoning.combined-formula-choice': {
    en: 'Formula chosen for {main}, the leading pattern; {partner} has no documented modification of it: treat it with {formula} once the leading pattern improves, or combine as clinically indicated.',
    text: 'Fórmula elegida para {main}, el patrón principal; {partner} no tiene una modificación documentada de ella: trátalo con {formula} cuando mejore el patrón principal, o combina según criterio clínico.',
  },
  'message.reasoning.combined-formula-option': {
    en: 'Formula chosen for {main}, the leading pattern; its modification for {partner} is listed as an option, for when the signs it names are present; otherwise treat {partner} with {formula} once the leading pattern improves, or combine as clinically indicated.',
    text: 'Fórmula elegida para {main}, el patrón principal; su modificación para {partner} figura como opción, para cuando estén presentes los signos que nombra; si no, trata {partner} con {formula} cuando mejore el patrón principal, o combina según criterio clínico.',
  },
  'message.consumer.why-symptom': { en: 'You mentioned {finding}.', text: 'Mencionaste {finding}.' },
  'message.consumer.why-questionnaire': { en: 'Your answers point to {finding}.', text: 'Tus respuestas indican {finding}.' },
  'message.consumer.why-photo': { en: 'Your tongue photo shows {finding}.', text: 'La foto de tu lengua muestra {finding}.' },
  'message.consumer.why-tongue': { en: 'Your tongue shows {finding}.', text: 'Tu lengua muestra {finding}.' },
  'message.consumer.why-pulse': { en: 'Your pulse: {finding}.', text: 'Tu pulso: {finding}.' },
  'message.consumer.combination': { en: '{main}, together with {partner}', text: '{main}, junto con {partner}' },
  'message.consumer.tongue-conflict': {
    en: 'Your tongue photo does not match what you told us, so we relied on your answers. For a better reading, retake the photo in daylight.',
    text: 'La foto de tu lengua no coincide con lo que nos contaste, así que nos basamos en tus respuestas. Para una lectura mejor, repite la foto con luz de día.',
  },
};
