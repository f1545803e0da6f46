import type { PatternKnowledge } from '../types.ts';

/**
 * Spleen Qi Deficiency (脾气虚): the Spleen transforms and transports food poorly.
 * Signs from Maciocia (Foundations, Tongue Diagnosis: pale, swollen sides, tooth marks)
 * and Deng Tietao; formula Si Jun Zi Tang with its classic descendants (Liu Jun Zi,
 * Xiang Sha Liu Jun Zi, Bu Zhong Yi Qi Tang) as in Bensky, Formulas & Strategies.
 */
export const spleenQiDeficiency: PatternKnowledge = {
  id: 'spleen-qi-deficiency',
  names: { en: 'Spleen Qi Deficiency', zh: '脾气虚', pinyin: 'pí qì xū', es: 'Deficiencia de Qi de Bazo' },
  explanation: {
    en: 'In Chinese medicine the Spleen turns food into energy. When it is weak, meals are poorly used: you may feel tired, especially after eating, with little appetite, bloating and soft stools. Warm, cooked meals at regular times and avoiding overwork help it recover.',
    es: 'En la medicina china el Bazo transforma la comida en energía. Cuando está débil la comida se aprovecha mal: puedes sentir cansancio, sobre todo después de comer, poco apetito, hinchazón y heces blandas. Las comidas calientes y cocinadas a horas regulares y evitar el exceso de trabajo ayudan a recuperarlo.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Qi deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'shape:scalloped', weight: 1 },
      { sign: 'size:enlarged', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 3 },
      { sign: 'empty', weight: 1 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'fatigue', weight: 3 },
      { sign: 'poor-appetite', weight: 3 },
      { sign: 'loose-stools', weight: 3 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'worse-after-eating', weight: 2 },
      { sign: 'sallow-complexion', weight: 2 },
      { sign: 'limb-weakness', weight: 2 },
      { sign: 'bloating', weight: 1 },
      { sign: 'borborygmi', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
      { sign: 'easy-bruising', weight: 1 },
      { sign: 'prolapse', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 3 },
      { sign: 'full', weight: 2 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 2 },
      { sign: 'thirst', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Tonify Spleen Qi', zh: '健脾益气', pinyin: 'jiàn pí yì qì' },
  formula: {
    name: { en: 'Four-Gentlemen Decoction', pinyin: 'Sì Jūn Zǐ Tāng', zh: '四君子汤' },
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)',
    herbs: [
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'chief' },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [6, 12],
        role: 'deputy',
      },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [2, 10],
        role: 'envoy',
      },
    ],
    modifications: [
      {
        when: 'mild or chronic cases (the usual modern substitution for Ren Shen)',
        remove: ['ren-shen'],
        add: [{ id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 30] }],
      },
      {
        when: 'with Phlegm-Dampness: nausea, white sputum, greasy coating (Liu Jun Zi Tang)',
        add: [
          { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [3, 10] },
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [3, 9] },
        ],
        forPattern: 'phlegm-dampness',
      },
      {
        when: 'marked epigastric and abdominal distension after eating (Xiang Sha Liu Jun Zi Tang)',
        add: [
          { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6] },
          { id: 'sha-ren', pinyin: 'shā rén', zh: '砂仁', latin: 'Fructus Amomi', doseG: [3, 6] },
        ],
      },
      {
        when: 'sinking Qi: prolapse, chronic diarrhoea, dragging-down sensation (towards Bu Zhong Yi Qi Tang)',
        add: [
          { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [9, 30] },
          { id: 'sheng-ma', pinyin: 'shēng má', zh: '升麻', latin: 'Rhizoma Cimicifugae', doseG: [3, 6] },
          { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 6] },
        ],
      },
    ],
    keyHerbs: ['ren-shen', 'bai-zhu', 'fu-ling'],
  },
  acupoints: [
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Main point to tonify Stomach and Spleen Qi',
    },
    {
      code: 'SP3',
      pinyin: 'Tàibái',
      location:
        'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
      role: 'Source point of the Spleen: tonifies Spleen Qi',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Strengthens the Spleen and resolves Dampness',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Front Mu point of the Stomach: tonifies the Middle Burner',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back Shu point of the Spleen',
    },
    {
      code: 'BL21',
      pinyin: 'Wèishū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T12',
      role: 'Back Shu point of the Stomach',
    },
    {
      code: 'CV6',
      pinyin: 'Qìhǎi',
      location: 'Lower abdomen, on the anterior midline, 1.5 cun below the umbilicus',
      role: 'Tonifies Qi in general (moxibustion suits)',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Jujube dates', es: 'Dátiles chinos (azufaifas)' },
      description: {
        en: 'Sweet red dates in tea, porridge or soup gently strengthen digestion.',
        es: 'Los dátiles rojos en infusión, gachas o sopa fortalecen suavemente la digestión.',
      },
    },
    {
      name: { en: 'Chinese yam', es: 'Ñame chino' },
      description: {
        en: 'A mild, starchy root cooked in soups or congee, traditionally used to strengthen the Spleen.',
        es: 'Una raíz suave y feculenta que se cocina en sopas o gachas, usada tradicionalmente para fortalecer el Bazo.',
      },
    },
    {
      name: { en: 'Roasted barley tea', es: 'Té de cebada tostada' },
      description: {
        en: 'A warm, caffeine-free tea that is easy on digestion.',
        es: 'Una infusión caliente y sin cafeína que sienta bien a la digestión.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Warm, cooked food', es: 'Comida caliente y cocinada' },
      description: {
        en: 'Rice porridge, soups, stews, root vegetables, oats and lightly cooked vegetables are easiest to digest.',
        es: 'Gachas de arroz, sopas, guisos, tubérculos, avena y verduras poco cocidas son lo más fácil de digerir.',
      },
    },
    {
      name: { en: 'Avoid cold, raw and iced food', es: 'Evita lo frío, crudo y helado' },
      description: {
        en: 'Iced drinks, large salads, smoothies and ice cream weaken the Spleen.',
        es: 'Las bebidas heladas, las ensaladas abundantes, los batidos y los helados debilitan el Bazo.',
      },
    },
    {
      name: { en: 'Less sugar and dairy', es: 'Menos azúcar y lácteos' },
      description: {
        en: 'Too much sweet or rich food creates dampness that burdens digestion.',
        es: 'El exceso de dulce o de comida grasa crea humedad que sobrecarga la digestión.',
      },
    },
    {
      name: { en: 'Regular meals, chewed well', es: 'Comidas regulares y bien masticadas' },
      description: {
        en: 'Eat at regular times, sitting down, and stop before you are completely full.',
        es: 'Come a horas regulares, sentado, y para antes de estar completamente lleno.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Do not overwork or overthink', es: 'No trabajes ni pienses en exceso' },
      description: {
        en: 'Long hours of study or worry weaken the Spleen in Chinese medicine.',
        es: 'Muchas horas de estudio o preocupación debilitan el Bazo según la medicina china.',
      },
    },
    {
      name: { en: 'Gentle exercise', es: 'Ejercicio suave' },
      description: {
        en: 'A short walk after meals and gentle exercise build energy without exhausting it.',
        es: 'Un paseo corto después de comer y el ejercicio suave generan energía sin agotarla.',
      },
    },
    {
      name: { en: 'Rest enough', es: 'Descansa lo suficiente' },
      description: {
        en: 'Regular sleep and short breaks during the day let energy rebuild.',
        es: 'El sueño regular y las pausas cortas durante el día permiten recuperar la energía.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Generally considered safe in pregnancy at usual doses; use under professional supervision.',
    bleedingRisk: 'Ren Shen may reduce the effect of warfarin (lower INR reported): monitor when combined.',
    longTerm:
      'Suited to longer courses; but Zhi Gan Cao taken in high doses for months may cause fluid retention, high blood pressure and low potassium.',
    other: [
      'Ren Shen may add to stimulants and lower blood sugar with hypoglycaemic drugs; not during acute fevers or infections.',
      'Persistent diarrhoea, weight loss or blood in the stool need medical assessment.',
    ],
  },
  prognosis: {
    expectation: 'Energy and appetite usually improve within 3-6 weeks; lasting change needs 2-3 months of diet and treatment.',
    favourable: ['regular warm meals', 'adequate rest', 'recent onset', 'younger age'],
    obstacles: [
      'irregular eating, cold and raw food',
      'chronic overwork or worry',
      'long-standing deficiency with Dampness',
      'advanced age',
    ],
  },
  references: [
    'maciocia-fom',
    'maciocia-practice',
    'maciocia-tongue',
    'deng-diagnosis',
    'bensky-formulas',
    'bensky-materia',
    'china-pharmacopoeia',
    'chen-pharmacology',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
    'flaws-diet',
  ],
};
