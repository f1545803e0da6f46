import type { Formula } from '../types.ts';

/**
 * Formulas that harmonise, regulate Qi and invigorate Blood.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const HARMONIZING_REGULATING_FORMULAS: readonly Formula[] = [
  {
    id: 'chai-hu-shu-gan-san',
    name: { en: 'Bupleurum Powder to Spread the Liver', pinyin: 'Chái Hú Shū Gān Sǎn', zh: '柴胡疏肝散' },
    category: 'harmonizing-regulating',
    source: 'Jing Yue Quan Shu (Zhang Jie-Bin, 1624)',
    herbs: [
      { herb: 'chai-hu', doseG: [3, 10], role: 'chief' },
      { herb: 'xiang-fu', doseG: [6, 10], role: 'deputy' },
      { herb: 'chuan-xiong', doseG: [3, 10], role: 'deputy' },
      { herb: 'chen-pi', doseG: [3, 10], role: 'assistant' },
      { herb: 'zhi-ke', doseG: [3, 10], role: 'assistant' },
      { herb: 'bai-shao', doseG: [6, 15], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [2, 10], role: 'envoy' },
    ],
  },
  {
    id: 'xiao-yao-san',
    name: { en: 'Rambling Powder', pinyin: 'Xiāo Yáo Sǎn', zh: '逍遥散' },
    category: 'harmonizing-regulating',
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)',
    herbs: [
      { herb: 'chai-hu', doseG: [3, 10], role: 'chief' },
      { herb: 'dang-gui', doseG: [6, 12], role: 'deputy' },
      { herb: 'bai-shao', doseG: [6, 15], role: 'deputy' },
      { herb: 'bai-zhu', doseG: [6, 12], role: 'assistant' },
      { herb: 'fu-ling', doseG: [10, 15], role: 'assistant' },
      { herb: 'wei-jiang', doseG: [3, 6], role: 'assistant' },
      { herb: 'bo-he', doseG: [3, 6], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [2, 10], role: 'envoy' },
    ],
  },
  {
    id: 'tao-hong-si-wu-tang',
    name: { en: 'Four-Substance Decoction with Safflower and Peach Pit', pinyin: 'Táo Hóng Sì Wù Tāng', zh: '桃红四物汤' },
    category: 'harmonizing-regulating',
    source: 'Yi Zong Jin Jian (Wu Qian et al., 1742)',
    herbs: [
      { herb: 'tao-ren', doseG: [6, 9], role: 'chief' },
      { herb: 'hong-hua', doseG: [3, 6], role: 'chief' },
      { herb: 'dang-gui', doseG: [9, 12], role: 'deputy' },
      { herb: 'chuan-xiong', doseG: [6, 9], role: 'deputy' },
      { herb: 'shu-di-huang', doseG: [12, 15], role: 'assistant' },
      { herb: 'bai-shao', doseG: [9, 12], role: 'assistant' },
    ],
  },
  {
    id: 'xue-fu-zhu-yu-tang',
    name: { en: 'Drive Out Stasis in the Mansion of Blood Decoction', pinyin: 'Xuè Fǔ Zhú Yū Tāng', zh: '血府逐瘀汤' },
    category: 'harmonizing-regulating',
    source: 'Yi Lin Gai Cuo (Wang Qing-Ren, 1830)',
    herbs: [
      { herb: 'tao-ren', doseG: [9, 12], role: 'chief' },
      { herb: 'hong-hua', doseG: [6, 9], role: 'chief' },
      { herb: 'chi-shao', doseG: [6, 9], role: 'deputy' },
      { herb: 'chuan-xiong', doseG: [3, 6], role: 'deputy' },
      { herb: 'niu-xi', doseG: [9, 12], role: 'deputy' },
      { herb: 'dang-gui', doseG: [6, 9], role: 'assistant' },
      { herb: 'sheng-di-huang', doseG: [9, 12], role: 'assistant' },
      { herb: 'chai-hu', doseG: [3, 6], role: 'assistant' },
      { herb: 'zhi-ke', doseG: [6, 9], role: 'assistant' },
      { herb: 'jie-geng', doseG: [3, 6], role: 'assistant' },
      { herb: 'gan-cao', doseG: [3, 6], role: 'envoy' },
    ],
  },
];
