import type { PatternKnowledge } from '../types.ts';

/**
 * Stomach Yin Deficiency (胃阴虚): the Stomach's fluids are depleted, from irregular eating,
 * late meals, overwork or a febrile illness. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: centre peeled or rootless coating, transverse cracks) and Deng Tietao; formula
 * Yi Wei Tang as in Bensky, Formulas & Strategies.
 */
export const stomachYinDeficiency: PatternKnowledge = {
  id: 'stomach-yin-deficiency',
  names: { en: 'Stomach Yin Deficiency', zh: '胃阴虚', pinyin: 'wèi yīn xū', es: 'Deficiencia de Yin de Estómago' },
  explanation: {
    en: 'The stomach needs moisture to digest well, and this can be used up by eating late or in a hurry, long working hours or a past fever. Typical signs are a dry mouth and throat, feeling hungry but not wanting to eat, a dull stomach ache, and dry stools, with a tongue that is peeled in the middle. Regular, calm meals of moist, easy food help restore it.',
    es: 'El estómago necesita humedad para digerir bien, y puede agotarse por comer tarde o con prisas, jornadas largas o una fiebre pasada. Lo típico es boca y garganta secas, sentir hambre sin ganas de comer, un dolor de estómago sordo y heces secas, con la lengua pelada en el centro. Las comidas regulares y tranquilas, húmedas y fáciles de digerir ayudan a recuperarla.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Stomach'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'sign:peeled-coating', weight: 3 },
      { sign: 'moisture:dry', weight: 3 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'texture:cracked', weight: 2 },
      { sign: 'bodyColor:red', weight: 2 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-mouth', weight: 3 },
      { sign: 'dry-throat', weight: 2 },
      { sign: 'hunger-no-desire-to-eat', weight: 3 },
      { sign: 'epigastric-pain', weight: 2 },
      { sign: 'dry-stools', weight: 2 },
      { sign: 'dry-retching', weight: 2 },
      { sign: 'thirst', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'epigastric-fullness', weight: 1 },
      { sign: 'afternoon-fever', weight: 1 },
      { sign: 'hiccups', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'bodyColor:pale', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 2 },
      { sign: 'strong', weight: 1 },
      { sign: 'slow', weight: 1 },
    ],
    symptoms: [
      { sign: 'loose-stools', weight: 2 },
      { sign: 'heaviness', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Stomach Yin and generate fluids',
    zh: '滋养胃阴，生津',
    pinyin: 'zī yǎng wèi yīn, shēng jīn',
  },
  formula: {
    name: { en: 'Benefit the Stomach Decoction', pinyin: 'Yì Wèi Tāng', zh: '益胃汤' },
    source: 'Wen Bing Tiao Bian (Wu Ju-Tong, 1798)',
    herbs: [
      { id: 'sheng-di-huang', pinyin: 'shēng dì huáng', zh: '生地黄', latin: 'Radix Rehmanniae', doseG: [10, 15], role: 'chief' },
      { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [6, 15], role: 'chief' },
      { id: 'bei-sha-shen', pinyin: 'běi shā shēn', zh: '北沙参', latin: 'Radix Glehniae', doseG: [5, 12], role: 'deputy' },
      { id: 'yu-zhu', pinyin: 'yù zhú', zh: '玉竹', latin: 'Rhizoma Polygonati Odorati', doseG: [6, 12], role: 'deputy' },
      { id: 'bing-tang', pinyin: 'bīng táng', zh: '冰糖', latin: 'Saccharum Crystallinum', doseG: [3, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'dry retching, hiccup or nausea',
        add: [{ id: 'zhu-ru', pinyin: 'zhú rú', zh: '竹茹', latin: 'Caulis Bambusae in Taenia', doseG: [5, 10] }],
      },
      {
        when: 'dull epigastric pain',
        add: [
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 15] },
          { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [2, 6] },
        ],
      },
      {
        when: 'dry stools and constipation',
        add: [{ id: 'xuan-shen', pinyin: 'xuán shēn', zh: '玄参', latin: 'Radix Scrophulariae', doseG: [9, 15] }],
      },
      {
        when: 'with Spleen Qi deficiency: fatigue, poor appetite, pale-red tongue with little coating',
        add: [
          { id: 'tai-zi-shen', pinyin: 'tài zǐ shēn', zh: '太子参', latin: 'Radix Pseudostellariae', doseG: [9, 30] },
          { id: 'shan-yao', pinyin: 'shān yào', zh: '山药', latin: 'Rhizoma Dioscoreae', doseG: [15, 30] },
        ],
        forPattern: 'spleen-qi-deficiency',
      },
    ],
    keyHerbs: ['mai-men-dong', 'sheng-di-huang', 'bei-sha-shen', 'yu-zhu'],
  },
  acupoints: [
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Front Mu point of the Stomach: tonifies the Stomach',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies the Stomach and benefits fluids',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Nourishes Yin',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
      role: 'Nourishes Yin and generates fluids',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location:
        'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Descends rebellious Stomach Qi: dry retching, hiccup',
    },
    {
      code: 'BL21',
      pinyin: 'Wèishū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T12',
      role: 'Back Shu point of the Stomach',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'White fungus (tremella) soup', es: 'Sopa de hongo blanco (tremella)' },
      description: {
        en: 'A mild, moistening sweet soup used in Chinese cooking for a dry mouth and stomach.',
        es: 'Una sopa dulce y suave que hidrata, usada en la cocina china para la boca y el estómago secos.',
      },
    },
    {
      name: { en: 'Lily bulb', es: 'Bulbo de lirio' },
      description: {
        en: 'Dried lily bulb cooked in congee or soup gently moistens dryness.',
        es: 'El bulbo de lirio seco cocido en gachas o sopa hidrata suavemente la sequedad.',
      },
    },
    {
      name: { en: 'Fresh pear', es: 'Pera fresca' },
      description: {
        en: 'Eaten fresh or gently stewed, it soothes a dry mouth and throat.',
        es: 'Fresca o cocida suavemente, alivia la boca y la garganta secas.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Moist, soft, easy foods', es: 'Alimentos húmedos, blandos y fáciles' },
      description: {
        en: 'Rice congee, soups, tofu, eggs, soy milk, stewed fruit and cooked vegetables.',
        es: 'Gachas de arroz, sopas, tofu, huevos, leche de soja, fruta cocida y verduras cocinadas.',
      },
    },
    {
      name: { en: 'Avoid spicy, fried and roasted food', es: 'Evita lo picante, frito y tostado' },
      description: {
        en: 'Chilli, crisps, roasted nuts, coffee and alcohol dry the stomach further.',
        es: 'El chile, las patatas fritas, los frutos secos tostados, el café y el alcohol secan aún más el estómago.',
      },
    },
    {
      name: { en: 'Small, regular meals', es: 'Comidas pequeñas y regulares' },
      description: {
        en: 'Several small meals at regular times are easier than large or late ones.',
        es: 'Varias comidas pequeñas a horas regulares sientan mejor que comidas copiosas o tardías.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Do not eat late or in a rush', es: 'No comas tarde ni con prisas' },
      description: {
        en: 'Late-night meals and eating while working are classic causes of this pattern.',
        es: 'Cenar muy tarde y comer mientras trabajas son causas clásicas de este patrón.',
      },
    },
    {
      name: { en: 'Rest after illness', es: 'Descansa tras una enfermedad' },
      description: {
        en: 'After a fever, allow time to recover with light, moist meals.',
        es: 'Después de una fiebre, date tiempo para recuperarte con comidas ligeras e hidratantes.',
      },
    },
    {
      name: { en: 'Avoid overwork', es: 'Evita el exceso de trabajo' },
      description: {
        en: 'Long working hours without breaks consume Yin; build rest into your day.',
        es: 'Las jornadas largas sin pausas consumen el Yin; incluye descansos en tu día.',
      },
    },
  ],
  cautions: {
    pregnancy: 'No herbs of special concern in the base formula; use under professional supervision in pregnancy.',
    longTerm:
      'Moist, cloying Yin tonics (Sheng Di Huang, Mai Men Dong) can weaken digestion and cause loose stools or bloating; not for patients with Dampness or a thick, greasy coating.',
    other: [
      'Contains rock sugar: replace or omit in diabetes.',
      'Persistent epigastric pain, weight loss or difficulty swallowing need medical assessment.',
    ],
  },
  prognosis: {
    expectation: 'Dryness and appetite improve over 4-8 weeks; the coating regrows slowly, over 2-3 months.',
    favourable: ['regular, unhurried meals', 'recovery after a recent febrile illness', 'younger age'],
    obstacles: ['late and irregular eating', 'overwork', 'long-standing deficiency with deep cracks', 'smoking and alcohol'],
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
    'flaws-diet',
  ],
};
