import type { Catalogue } from '../../localize/translate.ts';

/** Chinese wording of the reasoning shown with a result (../../reasoning-messages.ts). */
export const ZH_REASONING: Catalogue = {
  'message.reasoning.combination': { en: '{main} with {partner}', text: '{main}兼{partner}' },
  'message.reasoning.split': { en: 'Evidence is split between {a} and {b}.', text: '证据在{a}与{b}之间难以分辨。' },
  'message.reasoning.distinguish-ask': { en: 'To tell {a} from {b}, ask about {list}.', text: '鉴别{a}与{b}：询问{list}。' },
  'message.reasoning.distinguish-check': {
    en: 'To tell {a} from {b}, check for {list}.',
    text: '鉴别{a}与{b}：检查有无{list}。',
  },
  'message.reasoning.distinguish-both': {
    en: 'To tell {a} from {b}, ask about {ask}; check for {check}.',
    text: '鉴别{a}与{b}：询问{ask}；检查有无{check}。',
  },
  'message.reasoning.tongue-conflict-photo': {
    en: 'The tongue reading from the photo points to {tongue} and does not fit the symptoms and pulse, which point to {others}; it was given less weight. Retake the photo in daylight, or rely on the symptoms.',
    text: '照片舌象提示{tongue}，与症状和脉象（提示{others}）不符，已降低其权重。请在日光下重拍舌照，或以症状为准。',
  },
  'message.reasoning.tongue-conflict-manual': {
    en: 'The tongue points to {tongue} and does not fit the symptoms and pulse, which point to {others}: recheck the tongue, or consider a mixed presentation.',
    text: '舌象提示{tongue}，与症状和脉象（提示{others}）不符：请复查舌象，或考虑兼夹证。',
  },
  'message.reasoning.evidence-for': { en: 'Supporting {pattern}: {list}.', text: '支持{pattern}：{list}。' },
  'message.reasoning.evidence-against': { en: 'Against it: {list}.', text: '不支持：{list}。' },
  'message.reasoning.denied': { en: 'no {finding}', text: '无{finding}' },
  'message.reasoning.constitution': { en: 'constitution: {constitution} (CCMQ)', text: '体质：{constitution}（CCMQ）' },
  'message.reasoning.constitution-tends': {
    en: 'constitution: tends to {constitution} (CCMQ)',
    text: '体质：倾向{constitution}（CCMQ）',
  },
  'message.reasoning.combined-principle': {
    en: '{main}; for {partner}: {partnerPrinciple}',
    text: '{main}；兼顾{partner}：{partnerPrinciple}',
  },
  'message.reasoning.combined-formula-modified': {
    en: 'Formula chosen for {main}, modified for {partner} as listed.',
    text: '方剂针对{main}，并按所列加减兼顾{partner}。',
  },
  'message.reasoning.combined-formula-choice': {
    en: 'Formula chosen for {main}, the leading pattern; {partner} has no documented modification of it: treat it with {formula} once the leading pattern improves, or combine as clinically indicated.',
    text: '方剂针对主证{main}；{partner}无现成加减：待主证好转后以{formula}治之，或依临床合方。',
  },
  'message.reasoning.combined-formula-option': {
    en: 'Formula chosen for {main}, the leading pattern; its modification for {partner} is listed as an option, for when the signs it names are present; otherwise treat {partner} with {formula} once the leading pattern improves, or combine as clinically indicated.',
    text: '方剂针对主证{main}；兼顾{partner}的加减列为备选，见其所列症状时再用；否则待主证好转后以{formula}治{partner}，或依临床合方。',
  },
  'message.consumer.why-symptom': { en: 'You mentioned {finding}.', text: '您提到了{finding}。' },
  'message.consumer.why-questionnaire': { en: 'Your answers point to {finding}.', text: '您的回答显示{finding}。' },
  'message.consumer.why-photo': { en: 'Your tongue photo shows {finding}.', text: '您的舌照显示{finding}。' },
  'message.consumer.why-tongue': { en: 'Your tongue shows {finding}.', text: '您的舌象显示{finding}。' },
  'message.consumer.why-pulse': { en: 'Your pulse: {finding}.', text: '您的脉象：{finding}。' },
  'message.consumer.combination': { en: '{main}, together with {partner}', text: '{main}，兼{partner}' },
  'message.consumer.tongue-conflict': {
    en: 'Your tongue photo does not match what you told us, so we relied on your answers. For a better reading, retake the photo in daylight.',
    text: '您的舌照与您描述的情况不符，因此我们以您的回答为主。请在日光下重拍舌照，以获得更准确的结果。',
  },
};
