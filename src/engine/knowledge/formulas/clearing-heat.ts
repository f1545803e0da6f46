import type { Formula } from '../types.ts';

/**
 * Formulas that clear Heat, Fire and Damp-Heat.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const CLEARING_HEAT_FORMULAS: readonly Formula[] = [
  {
    id: 'long-dan-xie-gan-tang',
    name: { en: 'Gentian Decoction to Drain the Liver', pinyin: 'Lóng Dǎn Xiè Gān Tāng', zh: '龙胆泻肝汤' },
    category: 'clearing-heat',
    source: 'Yi Fang Ji Jie (Wang Ang, 1682)',
    herbs: [
      { herb: 'long-dan-cao', doseG: [3, 6], role: 'chief' },
      { herb: 'huang-qin', doseG: [3, 10], role: 'deputy' },
      { herb: 'zhi-zi', doseG: [6, 10], role: 'deputy' },
      { herb: 'ze-xie', doseG: [6, 10], role: 'assistant' },
      { herb: 'chuan-mu-tong', doseG: [3, 6], role: 'assistant' },
      { herb: 'che-qian-zi', doseG: [9, 15], role: 'assistant' },
      { herb: 'dang-gui', doseG: [3, 9], role: 'assistant' },
      { herb: 'sheng-di-huang', doseG: [10, 15], role: 'assistant' },
      { herb: 'chai-hu', doseG: [3, 10], role: 'envoy' },
      { herb: 'gan-cao', doseG: [2, 6], role: 'envoy' },
    ],
  },
  {
    id: 'lian-po-yin',
    name: { en: 'Coptis and Magnolia Bark Drink', pinyin: 'Lián Pò Yǐn', zh: '连朴饮' },
    category: 'clearing-heat',
    source: 'Huo Luan Lun (Wang Meng-Ying, 1862)',
    herbs: [
      { herb: 'huang-lian', doseG: [2, 5], role: 'chief' },
      { herb: 'hou-po', doseG: [3, 10], role: 'chief' },
      { herb: 'zhi-zi', doseG: [6, 10], role: 'deputy' },
      { herb: 'dan-dou-chi', doseG: [6, 12], role: 'deputy' },
      { herb: 'shi-chang-pu', doseG: [3, 10], role: 'assistant' },
      { herb: 'ban-xia', doseG: [3, 9], role: 'assistant' },
      { herb: 'lu-gen', doseG: [15, 30], role: 'assistant' },
    ],
  },
  {
    id: 'qing-wei-san',
    name: { en: 'Clear the Stomach Powder', pinyin: 'Qīng Wèi Sǎn', zh: '清胃散' },
    category: 'clearing-heat',
    source: 'Pi Wei Lun (Li Dong-Yuan, 1249)',
    herbs: [
      { herb: 'huang-lian', doseG: [2, 5], role: 'chief' },
      { herb: 'sheng-ma', doseG: [3, 10], role: 'deputy' },
      { herb: 'sheng-di-huang', doseG: [10, 15], role: 'assistant' },
      { herb: 'mu-dan-pi', doseG: [6, 12], role: 'assistant' },
      { herb: 'dang-gui', doseG: [6, 12], role: 'assistant' },
    ],
  },
  {
    id: 'dao-chi-san',
    name: { en: 'Guide Out the Red Powder', pinyin: 'Dǎo Chì Sǎn', zh: '导赤散' },
    category: 'clearing-heat',
    source: 'Xiao Er Yao Zheng Zhi Jue (Qian Yi, 1119)',
    herbs: [
      { herb: 'sheng-di-huang', doseG: [10, 15], role: 'chief' },
      { herb: 'chuan-mu-tong', doseG: [3, 6], role: 'chief' },
      { herb: 'dan-zhu-ye', doseG: [6, 10], role: 'deputy' },
      { herb: 'gan-cao', doseG: [2, 6], role: 'envoy' },
    ],
  },
  {
    id: 'ba-zheng-san',
    name: { en: 'Eight-Herb Powder for Rectification', pinyin: 'Bā Zhèng Sǎn', zh: '八正散' },
    category: 'clearing-heat',
    source:
      'Tai Ping Hui Min He Ji Ju Fang (1107); given here as a decoction, with chuan mu tong (Clematis) in place of the aristolochia-containing guan mu tong',
    herbs: [
      { herb: 'chuan-mu-tong', doseG: [3, 6], role: 'chief' },
      { herb: 'hua-shi', doseG: [12, 20], role: 'chief' },
      { herb: 'che-qian-zi', doseG: [9, 15], role: 'deputy' },
      { herb: 'qu-mai', doseG: [9, 12], role: 'deputy' },
      { herb: 'bian-xu', doseG: [9, 12], role: 'deputy' },
      { herb: 'zhi-zi', doseG: [6, 9], role: 'assistant' },
      { herb: 'da-huang', doseG: [3, 9], role: 'assistant' },
      { herb: 'deng-xin-cao', doseG: [1, 3], role: 'envoy' },
      { herb: 'gan-cao', doseG: [3, 6], role: 'envoy' },
    ],
  },
];
