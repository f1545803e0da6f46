import type { Formula } from '../types.ts';

/**
 * Formulas that dry Dampness, transform Phlegm and reduce food stagnation.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const DAMPNESS_PHLEGM_FOOD_FORMULAS: readonly Formula[] = [
  {
    id: 'ping-wei-san',
    name: { en: 'Calm the Stomach Powder', pinyin: 'Píng Wèi Sǎn', zh: '平胃散' },
    category: 'dampness-phlegm-food',
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)',
    herbs: [
      { herb: 'cang-zhu', doseG: [3, 9], role: 'chief' },
      { herb: 'hou-po', doseG: [3, 10], role: 'deputy' },
      { herb: 'chen-pi', doseG: [3, 10], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [2, 6], role: 'envoy' },
      { herb: 'sheng-jiang', doseG: [3, 10], role: 'envoy' },
      { herb: 'da-zao', doseG: [6, 15], role: 'envoy' },
    ],
  },
  {
    id: 'bao-he-wan',
    name: { en: 'Preserve Harmony Pill', pinyin: 'Bǎo Hé Wán', zh: '保和丸' },
    category: 'dampness-phlegm-food',
    source: 'Dan Xi Xin Fa (Zhu Dan-Xi, 1481)',
    herbs: [
      { herb: 'shan-zha', doseG: [9, 12], role: 'chief' },
      { herb: 'shen-qu', doseG: [6, 15], role: 'deputy' },
      { herb: 'lai-fu-zi', doseG: [5, 12], role: 'deputy' },
      { herb: 'ban-xia', doseG: [3, 9], role: 'assistant' },
      { herb: 'chen-pi', doseG: [3, 10], role: 'assistant' },
      { herb: 'fu-ling', doseG: [10, 15], role: 'assistant' },
      { herb: 'lian-qiao', doseG: [6, 15], role: 'assistant' },
    ],
  },
  {
    id: 'qing-qi-hua-tan-wan',
    name: { en: 'Clear the Qi and Transform Phlegm Pill', pinyin: 'Qīng Qì Huà Tán Wán', zh: '清气化痰丸' },
    category: 'dampness-phlegm-food',
    source: 'Yi Fang Kao (Wu Kun, 1584); given here as a decoction',
    herbs: [
      { herb: 'dan-nan-xing', doseG: [3, 6], role: 'chief' },
      { herb: 'gua-lou-ren', doseG: [9, 15], role: 'deputy' },
      { herb: 'huang-qin', doseG: [6, 9], role: 'deputy' },
      { herb: 'zhi-shi', doseG: [6, 9], role: 'assistant' },
      { herb: 'chen-pi', doseG: [6, 9], role: 'assistant' },
      { herb: 'xing-ren', doseG: [6, 9], role: 'assistant' },
      { herb: 'ban-xia', doseG: [6, 9], role: 'assistant' },
      { herb: 'fu-ling', doseG: [9, 12], role: 'assistant' },
    ],
  },
  {
    id: 'er-chen-tang',
    name: { en: 'Two-Aged (Herb) Decoction', pinyin: 'Èr Chén Tāng', zh: '二陈汤' },
    category: 'dampness-phlegm-food',
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107)',
    herbs: [
      { herb: 'ban-xia', doseG: [9, 15], role: 'chief' },
      { herb: 'chen-pi', doseG: [9, 15], role: 'deputy' },
      { herb: 'fu-ling', doseG: [9, 12], role: 'assistant' },
      { herb: 'sheng-jiang', doseG: [3, 6], role: 'assistant' },
      { herb: 'wu-mei', doseG: [3, 6], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [3, 6], role: 'envoy' },
    ],
  },
];
