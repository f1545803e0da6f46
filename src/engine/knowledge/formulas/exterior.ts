import type { Formula } from '../types.ts';

/**
 * Formulas that release the exterior.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const EXTERIOR_FORMULAS: readonly Formula[] = [
  {
    id: 'ma-huang-tang',
    name: { en: 'Ephedra Decoction', pinyin: 'Má Huáng Tāng', zh: '麻黄汤' },
    category: 'exterior',
    source: 'Shang Han Lun (Zhang Zhong-Jing, c. 220)',
    herbs: [
      { herb: 'ma-huang', doseG: [3, 9], role: 'chief' },
      { herb: 'gui-zhi', doseG: [4, 6], role: 'deputy' },
      { herb: 'xing-ren', doseG: [6, 9], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [3, 6], role: 'envoy' },
    ],
  },
  {
    id: 'yin-qiao-san',
    name: { en: 'Honeysuckle and Forsythia Powder', pinyin: 'Yín Qiào Sǎn', zh: '银翘散' },
    category: 'exterior',
    source: 'Wen Bing Tiao Bian (Wu Ju-Tong, 1798); usually given as a decoction, not over-boiled',
    herbs: [
      { herb: 'jin-yin-hua', doseG: [9, 15], role: 'chief' },
      { herb: 'lian-qiao', doseG: [9, 15], role: 'chief' },
      { herb: 'bo-he', doseG: [3, 6], role: 'deputy' },
      { herb: 'niu-bang-zi', doseG: [6, 12], role: 'deputy' },
      { herb: 'jing-jie', doseG: [4.5, 9], role: 'deputy' },
      { herb: 'dan-dou-chi', doseG: [6, 12], role: 'deputy' },
      { herb: 'jie-geng', doseG: [3, 9], role: 'assistant' },
      { herb: 'dan-zhu-ye', doseG: [4, 9], role: 'assistant' },
      { herb: 'lu-gen', doseG: [15, 30], role: 'assistant' },
      { herb: 'gan-cao', doseG: [3, 6], role: 'envoy' },
    ],
  },
];
