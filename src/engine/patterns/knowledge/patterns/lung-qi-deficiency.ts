import type { PatternKnowledge } from '../types.ts';

/**
 * Lung Qi Deficiency (肺气虚): the Lung is too weak to govern Qi and respiration and to spread
 * Defensive Qi to the skin. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Bu Fei Tang, Yu Ping Feng San) and Deadman.
 */
export const lungQiDeficiency: PatternKnowledge = {
  id: 'lung-qi-deficiency',
  names: { en: 'Lung Qi Deficiency', zh: '肺气虚', pinyin: 'fèi qì xū', es: 'Deficiencia de Qi de Pulmón' },
  explanation: {
    en: 'In Chinese medicine the "Lung" governs breathing and the body\'s outer defence. When its energy is weak, people get short of breath on effort, speak softly, sweat easily and catch colds often. It is common after a long illness, in people who talk a lot for work, or with a sedentary life.',
    es: 'En la medicina china el "Pulmón" gobierna la respiración y la defensa exterior del cuerpo. Cuando su energía es débil, la persona se queda sin aliento al esforzarse, habla con voz baja, suda con facilidad y se resfría a menudo. Es frecuente tras una enfermedad larga, en quienes hablan mucho por trabajo o con una vida sedentaria.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Lung'],
  pathogenicFactors: ['Qi deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 3 },
      { sign: 'empty', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'shortness-of-breath', weight: 3 },
      { sign: 'weak-voice', weight: 3 },
      { sign: 'spontaneous-sweating', weight: 2 },
      { sign: 'easily-catch-colds', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'sweating-on-exertion', weight: 1 },
      { sign: 'cough', weight: 1 },
      { sign: 'white-sputum', weight: 1 },
      { sign: 'aversion-to-cold', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'yellow-sputum', weight: 2 },
      { sign: 'fever', weight: 1 },
      { sign: 'thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Tonify Lung Qi and consolidate the exterior',
    zh: '补益肺气，固表止汗',
    pinyin: 'bǔ yì fèi qì, gù biǎo zhǐ hàn',
  },
  formula: {
    name: { en: 'Tonify the Lungs Decoction', pinyin: 'Bǔ Fèi Tāng', zh: '补肺汤' },
    source: 'Yong Lei Qian Fang (Li Zhong-Nan, 1331)',
    herbs: [
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [6, 9], role: 'chief' },
      { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [12, 24], role: 'chief' },
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [9, 15],
        role: 'deputy',
      },
      {
        id: 'wu-wei-zi',
        pinyin: 'wǔ wèi zǐ',
        zh: '五味子',
        latin: 'Fructus Schisandrae Chinensis',
        doseG: [3, 6],
        role: 'deputy',
      },
      { id: 'zi-wan', pinyin: 'zǐ wǎn', zh: '紫菀', latin: 'Radix et Rhizoma Asteris', doseG: [6, 9], role: 'assistant' },
      { id: 'sang-bai-pi', pinyin: 'sāng bái pí', zh: '桑白皮', latin: 'Cortex Mori', doseG: [9, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with marked spontaneous sweating and frequent colds (weak Defensive Qi): combine with Jade Windscreen Powder',
        add: [
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [9, 12] },
          { id: 'fang-feng', pinyin: 'fáng fēng', zh: '防风', latin: 'Radix Saposhnikoviae', doseG: [6, 9] },
        ],
      },
      {
        when: 'with poor appetite, loose stools and tiredness after eating (Spleen Qi deficiency)',
        add: [
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [9, 12] },
          { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 15] },
        ],
        remove: ['shu-di-huang'],
        forPattern: 'spleen-qi-deficiency',
      },
      {
        when: 'with copious white sputum and chest oppression (Phlegm-Damp)',
        add: [
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [6, 9] },
          { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [6, 9] },
        ],
        remove: ['shu-di-huang'],
        forPattern: 'phlegm-dampness',
      },
    ],
    keyHerbs: ['huang-qi', 'ren-shen', 'wu-wei-zi', 'shu-di-huang'],
  },
  acupoints: [
    {
      code: 'LU9',
      pinyin: 'Tàiyuān',
      location: 'At the wrist crease, in the depression between the radial artery and the abductor pollicis longus tendon',
      role: 'Source point of the Lung: tonifies Lung Qi',
    },
    {
      code: 'LU7',
      pinyin: 'Lièquē',
      location:
        '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
      role: 'Stimulates the descending of Lung Qi and strengthens the exterior',
    },
    {
      code: 'BL13',
      pinyin: 'Fèishū',
      location: '1.5 cun lateral to the lower border of the spinous process of T3',
      role: 'Back-shu point of the Lung: tonifies Lung Qi',
    },
    {
      code: 'GV12',
      pinyin: 'Shēnzhù',
      location: 'Below the spinous process of T3, on the midline',
      role: 'Strengthens Lung Qi, especially with moxa',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Qi through Earth, the mother of Metal',
    },
    { code: 'CV6', pinyin: 'Qìhǎi', location: 'On the midline, 1.5 cun below the umbilicus', role: 'Tonifies Qi in general' },
    {
      code: 'CV17',
      pinyin: 'Dànzhōng',
      location: 'On the midline at the level of the fourth intercostal space',
      role: 'Influential point of Qi: tonifies the Gathering Qi of the chest',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Astragalus and chicken soup', es: 'Caldo de pollo con astrágalo' },
      description: {
        en: 'Astragalus root simmered in chicken broth is a traditional food to build energy and resistance to colds.',
        es: 'La raíz de astrágalo cocida en caldo de pollo es un alimento tradicional para recuperar energía y resistencia a los resfriados.',
      },
    },
    {
      name: { en: 'Chinese yam (shan yao) porridge', es: 'Gachas de ñame chino (shan yao)' },
      description: {
        en: 'Chinese yam cooked in rice porridge gently strengthens the lungs and digestion.',
        es: 'El ñame chino cocido en gachas de arroz fortalece suavemente los pulmones y la digestión.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Warm, nourishing meals', es: 'Comidas calientes y nutritivas' },
      description: {
        en: 'Soups, stews, rice, oats, root vegetables and chicken support energy.',
        es: 'Las sopas, los guisos, el arroz, la avena, los tubérculos y el pollo apoyan la energía.',
      },
    },
    {
      name: { en: 'Pungent touch in moderation', es: 'Un toque picante con moderación' },
      description: {
        en: 'A little onion, ginger or leek helps the lungs spread energy.',
        es: 'Un poco de cebolla, jengibre o puerro ayuda a los pulmones a distribuir la energía.',
      },
    },
    {
      name: { en: 'Limit dairy and cold drinks', es: 'Limite los lácteos y las bebidas frías' },
      description: {
        en: 'Large amounts of milk, cheese, sugar and iced drinks tend to create phlegm.',
        es: 'Mucha leche, queso, azúcar y bebidas heladas tienden a producir flemas.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Breathing practice', es: 'Práctica de respiración' },
      description: {
        en: 'A few minutes a day of slow, deep abdominal breathing strengthens the breath.',
        es: 'Unos minutos al día de respiración abdominal lenta y profunda fortalecen el aliento.',
      },
    },
    {
      name: { en: 'Walk in fresh air', es: 'Camine al aire libre' },
      description: {
        en: 'Regular, moderate walks build stamina; avoid exhausting exercise.',
        es: 'Los paseos regulares y moderados aumentan la resistencia; evite el ejercicio agotador.',
      },
    },
    {
      name: { en: 'Protect from wind and cold', es: 'Protéjase del viento y del frío' },
      description: {
        en: 'Cover the neck and upper back, and change out of sweaty clothes quickly.',
        es: 'Cubra el cuello y la parte alta de la espalda, y cámbiese pronto la ropa sudada.',
      },
    },
    {
      name: { en: 'Rest the voice', es: 'Descanse la voz' },
      description: {
        en: 'If you talk a lot for work, plan quiet breaks.',
        es: 'Si habla mucho por trabajo, planifique pausas en silencio.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'No herb of the formula is a classic pregnancy contraindication; ren shen is used with care and only under practitioner supervision.',
    bleedingRisk: 'Ren shen may reduce the effect of warfarin (reported lower INR); monitor when combined with anticoagulants.',
    longTerm: 'Shu di huang is cloying and may upset weak digestion in long courses; wu wei zi is astringent.',
    other: [
      'Do not use during an acute cold or fever: the tonifying and astringent herbs (wu wei zi, shu di huang) can trap the pathogen.',
      'Ren shen may interact with hypoglycaemics, MAO inhibitors and stimulants.',
      'Persistent breathlessness needs a medical check (heart, lungs, anaemia).',
    ],
  },
  prognosis: {
    expectation: 'Usually improves within 4-8 weeks; resistance to colds builds over one or two seasons.',
    favourable: ['regular breathing exercise', 'no smoking', 'good digestion'],
    obstacles: ['smoking or polluted air', 'repeated infections during treatment', 'chronic lung disease'],
  },
  references: [
    'maciocia-fom',
    'maciocia-practice',
    'maciocia-tongue',
    'deng-diagnosis',
    'bensky-formulas',
    'bensky-materia',
    'china-pharmacopoeia',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
