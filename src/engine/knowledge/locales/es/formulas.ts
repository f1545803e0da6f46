import type { Catalogue } from '../../localize/translate.ts';

/** Spanish names of the formulas (pinyin and Chinese stay beside them; the Chinese name is a fact of the data). */
export const ES_FORMULAS: Catalogue = {
  'formula.si-wu-tang.name': { en: 'Four-Substance Decoction', text: 'Decocción de las Cuatro Sustancias' },
  'formula.si-jun-zi-tang.name': { en: 'Four-Gentlemen Decoction', text: 'Decocción de los Cuatro Caballeros' },
  'formula.yi-wei-tang.name': { en: 'Benefit the Stomach Decoction', text: 'Decocción para Beneficiar el Estómago' },
  'formula.gui-pi-tang.name': { en: 'Restore the Spleen Decoction', text: 'Decocción para Restaurar el Bazo' },
  'formula.liu-wei-di-huang-wan-he-jiao-tai-wan.name': {
    en: 'Six-Ingredient Pill with Rehmannia combined with Grand Communication Pill',
    text: 'Píldora de Seis Ingredientes con Rehmannia combinada con la Píldora de la Gran Comunicación',
  },
  'formula.bu-fei-tang.name': { en: 'Tonify the Lungs Decoction', text: 'Decocción para Tonificar los Pulmones' },
  'formula.sha-shen-mai-men-dong-tang.name': {
    en: 'Glehnia and Ophiopogonis Decoction',
    text: 'Decocción de Glehnia y Ophiopogon',
  },
  'formula.jin-gui-shen-qi-wan.name': {
    en: 'Kidney Qi Pill from the Golden Cabinet',
    text: 'Píldora del Qi de Riñón del Cofre Dorado',
  },
  'formula.liu-wei-di-huang-wan.name': {
    en: 'Six-Ingredient Pill with Rehmannia',
    text: 'Píldora de Seis Ingredientes con Rehmannia',
  },
  'formula.qi-ju-di-huang-wan.name': {
    en: 'Lycium Fruit, Chrysanthemum and Rehmannia Pill',
    text: 'Píldora de Lycium, Crisantemo y Rehmannia',
  },
  'formula.ba-zhen-tang.name': { en: 'Eight-Treasure Decoction', text: 'Decocción de los Ocho Tesoros' },
  'formula.chai-hu-shu-gan-san.name': {
    en: 'Bupleurum Powder to Spread the Liver',
    text: 'Polvo de Bupleurum para Suavizar el Hígado',
  },
  'formula.xiao-yao-san.name': { en: 'Rambling Powder', text: 'Polvo del Paseo Despreocupado' },
  'formula.tao-hong-si-wu-tang.name': {
    en: 'Four-Substance Decoction with Safflower and Peach Pit',
    text: 'Decocción de las Cuatro Sustancias con Cártamo y Semilla de Melocotón',
  },
  'formula.xue-fu-zhu-yu-tang.name': {
    en: 'Drive Out Stasis in the Mansion of Blood Decoction',
    text: 'Decocción para Expulsar la Estasis de la Mansión de la Sangre',
  },
  'formula.long-dan-xie-gan-tang.name': {
    en: 'Gentian Decoction to Drain the Liver',
    text: 'Decocción de Genciana para Drenar el Hígado',
  },
  'formula.lian-po-yin.name': { en: 'Coptis and Magnolia Bark Drink', text: 'Bebida de Coptis y Corteza de Magnolia' },
  'formula.qing-wei-san.name': { en: 'Clear the Stomach Powder', text: 'Polvo para Aclarar el Estómago' },
  'formula.dao-chi-san.name': { en: 'Guide Out the Red Powder', text: 'Polvo para Conducir fuera lo Rojo' },
  'formula.ba-zheng-san.name': { en: 'Eight-Herb Powder for Rectification', text: 'Polvo de Ocho Hierbas para la Rectificación' },
  'formula.li-zhong-wan.name': { en: 'Regulate the Middle Pill', text: 'Píldora para Regular el Centro' },
  'formula.ping-wei-san.name': { en: 'Calm the Stomach Powder', text: 'Polvo para Calmar el Estómago' },
  'formula.bao-he-wan.name': { en: 'Preserve Harmony Pill', text: 'Píldora para Preservar la Armonía' },
  'formula.qing-qi-hua-tan-wan.name': {
    en: 'Clear the Qi and Transform Phlegm Pill',
    text: 'Píldora para Aclarar el Qi y Transformar la Flema',
  },
  'formula.er-chen-tang.name': { en: 'Two-Aged (Herb) Decoction', text: 'Decocción de los Dos Ingredientes Añejos' },
  'formula.ma-huang-tang.name': { en: 'Ephedra Decoction', text: 'Decocción de Efedra' },
  'formula.yin-qiao-san.name': { en: 'Honeysuckle and Forsythia Powder', text: 'Polvo de Madreselva y Forsythia' },
  'formula.tian-ma-gou-teng-yin.name': { en: 'Gastrodia and Uncaria Drink', text: 'Bebida de Gastrodia y Uncaria' },
  'formula.tian-wang-bu-xin-dan.name': {
    en: "Emperor of Heaven's Special Pill to Tonify the Heart",
    text: 'Píldora Especial del Emperador Celestial para Tonificar el Corazón',
  },
};
