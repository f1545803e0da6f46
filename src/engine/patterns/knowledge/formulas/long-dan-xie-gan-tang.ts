import type { Formula } from '../types.ts';

/**
 * Long Dan Xie Gan Tang (Bensky, Formulas & Strategies): one composition shared by Liver Fire
 * and Liver-Gallbladder Damp-Heat, which differ only in their modifications.
 */
export const LONG_DAN_XIE_GAN_TANG: Pick<Formula, 'name' | 'source' | 'herbs'> = {
  name: { en: 'Gentian Decoction to Drain the Liver', pinyin: 'Lóng Dǎn Xiè Gān Tāng', zh: '龙胆泻肝汤' },
  source: 'Yi Fang Ji Jie (Wang Ang, 1682)',
  herbs: [
    {
      id: 'long-dan-cao',
      pinyin: 'lóng dǎn cǎo',
      zh: '龙胆',
      latin: 'Radix et Rhizoma Gentianae',
      doseG: [3, 6],
      role: 'chief',
    },
    { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [3, 10], role: 'deputy' },
    { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10], role: 'deputy' },
    { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 10], role: 'assistant' },
    {
      id: 'chuan-mu-tong',
      pinyin: 'chuān mù tōng',
      zh: '川木通',
      latin: 'Caulis Clematidis Armandii',
      doseG: [3, 6],
      role: 'assistant',
    },
    { id: 'che-qian-zi', pinyin: 'chē qián zǐ', zh: '车前子', latin: 'Semen Plantaginis', doseG: [9, 15], role: 'assistant' },
    { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [3, 9], role: 'assistant' },
    {
      id: 'sheng-di-huang',
      pinyin: 'shēng dì huáng',
      zh: '生地黄',
      latin: 'Radix Rehmanniae',
      doseG: [10, 15],
      role: 'assistant',
    },
    { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 10], role: 'envoy' },
    { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [2, 6], role: 'envoy' },
  ],
};
