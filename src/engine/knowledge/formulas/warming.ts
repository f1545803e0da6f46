import type { Formula } from '../types.ts';

/**
 * Formulas that warm the interior.
 * Composition, roles and dose ranges from Bensky, Formulas & Strategies, and the Chinese
 * Pharmacopoeia (2020); herbs by catalogue id (../herbs).
 */
export const WARMING_FORMULAS: readonly Formula[] = [
  {
    id: 'li-zhong-wan',
    name: { en: 'Regulate the Middle Pill', pinyin: 'Lǐ Zhōng Wán', zh: '理中丸' },
    category: 'warming',
    source: 'Shang Han Lun (Zhang Zhong-Jing, c. 220)',
    herbs: [
      { herb: 'gan-jiang', doseG: [3, 10], role: 'chief' },
      { herb: 'ren-shen', doseG: [3, 9], role: 'deputy' },
      { herb: 'bai-zhu', doseG: [6, 12], role: 'assistant' },
      { herb: 'zhi-gan-cao', doseG: [2, 10], role: 'envoy' },
    ],
  },
];
