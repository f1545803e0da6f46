import type { Formula } from '../types.ts';

/**
 * Formulas that calm the Spirit, calm the Liver and extinguish Wind.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const CALMING_FORMULAS: readonly Formula[] = [
  {
    id: 'tian-ma-gou-teng-yin',
    name: { en: 'Gastrodia and Uncaria Drink', pinyin: 'Tiān Má Gōu Téng Yǐn', zh: '天麻钩藤饮' },
    category: 'calming',
    source: 'Za Bing Zheng Zhi Xin Yi (Hu Guang-Ci, 1958)',
    herbs: [
      { herb: 'tian-ma', doseG: [3, 10], role: 'chief' },
      { herb: 'gou-teng', doseG: [3, 12], role: 'chief' },
      { herb: 'shi-jue-ming', doseG: [15, 30], role: 'deputy' },
      { herb: 'chuan-niu-xi', doseG: [5, 10], role: 'deputy' },
      { herb: 'zhi-zi', doseG: [6, 10], role: 'assistant' },
      { herb: 'huang-qin', doseG: [3, 10], role: 'assistant' },
      { herb: 'yi-mu-cao', doseG: [9, 30], role: 'assistant' },
      { herb: 'du-zhong', doseG: [6, 10], role: 'assistant' },
      { herb: 'sang-ji-sheng', doseG: [9, 15], role: 'assistant' },
      { herb: 'ye-jiao-teng', doseG: [9, 15], role: 'assistant' },
      { herb: 'fu-shen', doseG: [9, 15], role: 'assistant' },
    ],
  },
  {
    id: 'tian-wang-bu-xin-dan',
    name: { en: "Emperor of Heaven's Special Pill to Tonify the Heart", pinyin: 'Tiān Wáng Bǔ Xīn Dān', zh: '天王补心丹' },
    category: 'calming',
    source: 'She Sheng Mi Pou (Hong Ji, 1638)',
    herbs: [
      { herb: 'sheng-di-huang', doseG: [10, 15], role: 'chief' },
      { herb: 'tian-men-dong', doseG: [6, 12], role: 'deputy' },
      { herb: 'mai-men-dong', doseG: [6, 15], role: 'deputy' },
      { herb: 'xuan-shen', doseG: [9, 15], role: 'deputy' },
      { herb: 'suan-zao-ren', doseG: [10, 15], role: 'deputy' },
      { herb: 'bai-zi-ren', doseG: [3, 10], role: 'deputy' },
      { herb: 'dang-gui', doseG: [6, 12], role: 'assistant' },
      { herb: 'dan-shen', doseG: [10, 15], role: 'assistant' },
      { herb: 'ren-shen', doseG: [3, 9], role: 'assistant' },
      { herb: 'fu-ling', doseG: [10, 15], role: 'assistant' },
      { herb: 'yuan-zhi', doseG: [3, 10], role: 'assistant' },
      { herb: 'wu-wei-zi', doseG: [2, 6], role: 'assistant' },
      { herb: 'jie-geng', doseG: [3, 10], role: 'envoy' },
    ],
  },
];
