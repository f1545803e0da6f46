import type { PatternKnowledge } from '../types.ts';

/**
 * Lung Yin Deficiency (肺阴虚): the Lung lacks moistening fluids, giving a dry cough and, when
 * long-standing, Empty Heat. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Sha Shen Mai Men Dong Tang, Bai He Gu Jin Tang) and
 * Deadman.
 */
export const lungYinDeficiency: PatternKnowledge = {
  id: 'lung-yin-deficiency',
  names: { en: 'Lung Yin Deficiency', zh: '肺阴虚', pinyin: 'fèi yīn xū', es: 'Deficiencia de Yin de Pulmón' },
  explanation: {
    en: 'In Chinese medicine the "Lung" needs moisture to work smoothly. When that moisture runs low, people have a dry, tickly cough with little phlegm, a dry throat or hoarse voice, and may feel warm in the afternoon or sweat at night. It often follows a lingering infection, smoking or living in a very dry climate.',
    es: 'En la medicina china el "Pulmón" necesita humedad para funcionar bien. Cuando esa humedad escasea, aparece una tos seca e irritativa con poca flema, garganta seca o ronquera, y a veces sensación de calor por la tarde o sudores nocturnos. Suele seguir a una infección que se alarga, al tabaco o a vivir en un clima muy seco.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Yin deficiency', 'Dryness', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'moisture:dry', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'texture:cracked', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-cough', weight: 3 },
      { sign: 'scanty-sticky-sputum', weight: 2 },
      { sign: 'dry-throat', weight: 2 },
      { sign: 'hoarse-voice', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'afternoon-fever', weight: 2 },
      { sign: 'malar-flush', weight: 1 },
      { sign: 'blood-in-sputum', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'fatigue', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 1 },
      { sign: 'slow', weight: 1 },
      { sign: 'tight', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Lung Yin, moisten Dryness and clear Empty Heat',
    zh: '滋阴润肺，清热止咳',
    pinyin: 'zī yīn rùn fèi, qīng rè zhǐ ké',
  },
  formula: {
    name: { en: 'Glehnia and Ophiopogonis Decoction', pinyin: 'Shā Shēn Mài Mén Dōng Tāng', zh: '沙参麦门冬汤' },
    source: 'Wen Bing Tiao Bian (Wu Ju-Tong, 1798)',
    herbs: [
      { id: 'bei-sha-shen', pinyin: 'běi shā shēn', zh: '北沙参', latin: 'Radix Glehniae', doseG: [9, 12], role: 'chief' },
      { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [9, 12], role: 'chief' },
      { id: 'yu-zhu', pinyin: 'yù zhú', zh: '玉竹', latin: 'Rhizoma Polygonati Odorati', doseG: [6, 12], role: 'deputy' },
      { id: 'tian-hua-fen', pinyin: 'tiān huā fěn', zh: '天花粉', latin: 'Radix Trichosanthis', doseG: [4.5, 9], role: 'deputy' },
      { id: 'sang-ye', pinyin: 'sāng yè', zh: '桑叶', latin: 'Folium Mori', doseG: [4.5, 9], role: 'assistant' },
      {
        id: 'bai-bian-dou',
        pinyin: 'bái biǎn dòu',
        zh: '白扁豆',
        latin: 'Semen Lablab Album',
        doseG: [4.5, 9],
        role: 'assistant',
      },
      { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [3, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with afternoon fever, night sweats and hot palms (marked Empty Heat)',
        add: [
          { id: 'di-gu-pi', pinyin: 'dì gǔ pí', zh: '地骨皮', latin: 'Cortex Lycii', doseG: [9, 15] },
          { id: 'yin-chai-hu', pinyin: 'yín chái hú', zh: '银柴胡', latin: 'Radix Stellariae', doseG: [6, 9] },
        ],
      },
      {
        when: 'with sore lower back, dizziness and a cough worse at night (Lung and Kidney Yin deficiency): towards Lily Bulb Decoction to Preserve the Metal',
        add: [
          { id: 'bai-he', pinyin: 'bǎi hé', zh: '百合', latin: 'Bulbus Lilii', doseG: [9, 12] },
          { id: 'sheng-di-huang', pinyin: 'shēng dì huáng', zh: '生地黄', latin: 'Radix Rehmanniae', doseG: [9, 15] },
          { id: 'shu-di-huang', pinyin: 'shú dì huáng', zh: '熟地黄', latin: 'Radix Rehmanniae Praeparata', doseG: [9, 15] },
        ],
        forPattern: 'kidney-yin-deficiency',
      },
      {
        when: 'with blood-streaked sputum',
        add: [
          { id: 'bai-ji', pinyin: 'bái jí', zh: '白及', latin: 'Rhizoma Bletillae', doseG: [6, 12] },
          { id: 'ou-jie', pinyin: 'ǒu jié', zh: '藕节', latin: 'Nodus Nelumbinis Rhizomatis', doseG: [9, 15] },
        ],
      },
      {
        when: 'with a persistent dry cough and scanty sticky sputum',
        add: [
          { id: 'chuan-bei-mu', pinyin: 'chuān bèi mǔ', zh: '川贝母', latin: 'Bulbus Fritillariae Cirrhosae', doseG: [3, 9] },
        ],
      },
    ],
    keyHerbs: ['bei-sha-shen', 'mai-men-dong', 'yu-zhu', 'tian-hua-fen'],
  },
  acupoints: [
    {
      code: 'LU9',
      pinyin: 'Tàiyuān',
      location: 'At the wrist crease, in the depression between the radial artery and the abductor pollicis longus tendon',
      role: 'Source point of the Lung: tonifies Lung Qi and Yin',
    },
    {
      code: 'LU7',
      pinyin: 'Lièquē',
      location:
        '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
      role: 'With KI6 opens the Conception Vessel: nourishes Yin and benefits the throat',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: '1 cun below the tip of the medial malleolus',
      role: 'Nourishes Yin and moistens the throat',
    },
    {
      code: 'LU10',
      pinyin: 'Yújì',
      location: 'On the palm, at the midpoint of the first metacarpal bone, at the border of the red and white skin',
      role: 'Clears Lung Heat and benefits the throat',
    },
    {
      code: 'BL13',
      pinyin: 'Fèishū',
      location: '1.5 cun lateral to the lower border of the spinous process of T3',
      role: 'Back-shu point of the Lung',
    },
    {
      code: 'BL43',
      pinyin: 'Gāohuāng',
      location: '3 cun lateral to the lower border of the spinous process of T4',
      role: 'Tonifies and moistens the Lung in chronic deficiency',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'On the midline, 3 cun below the umbilicus',
      role: 'Nourishes Kidney Yin, the root of Lung Yin',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Pear poached with honey', es: 'Pera cocida con miel' },
      description: {
        en: 'A pear steamed or poached with a little honey is a classic home remedy to moisten a dry throat and cough.',
        es: 'Una pera al vapor o cocida con un poco de miel es un remedio casero clásico para hidratar la garganta seca y calmar la tos.',
      },
    },
    {
      name: { en: 'Lily bulb and white fungus soup', es: 'Sopa de bulbo de lirio y hongo blanco' },
      description: {
        en: 'Dried lily bulb and snow fungus simmered into a light sweet soup are traditional moistening foods for the lungs.',
        es: 'El bulbo de lirio seco y el hongo blanco cocidos en una sopa dulce ligera son alimentos tradicionales que hidratan los pulmones.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Moistening foods', es: 'Alimentos que hidratan' },
      description: {
        en: 'Pears, apples, almonds, sesame, honey, tofu, soy milk, eggs and white fungus.',
        es: 'Peras, manzanas, almendras, sésamo, miel, tofu, bebida de soja, huevos y hongo blanco.',
      },
    },
    {
      name: { en: 'Soups and congee', es: 'Sopas y arroz caldoso' },
      description: {
        en: 'Liquid, gently cooked meals help replace lost moisture.',
        es: 'Las comidas líquidas y cocinadas a fuego suave ayudan a reponer la humedad perdida.',
      },
    },
    {
      name: { en: 'Avoid drying and hot foods', es: 'Evite los alimentos secos y picantes' },
      description: {
        en: 'Chilli, fried and roasted food, crisps, coffee and alcohol dry the lungs further.',
        es: 'El chile, los fritos y asados, las patatas fritas de bolsa, el café y el alcohol resecan aún más los pulmones.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Stop smoking and avoid smoke', es: 'Deje de fumar y evite el humo' },
      description: {
        en: 'Smoke is the main drying irritant for the lungs.',
        es: 'El humo es el principal irritante que reseca los pulmones.',
      },
    },
    {
      name: { en: 'Humidify the air', es: 'Humidifique el ambiente' },
      description: {
        en: 'In heated or air-conditioned rooms, a humidifier or a bowl of water helps the throat.',
        es: 'En estancias con calefacción o aire acondicionado, un humidificador o un recipiente con agua ayuda a la garganta.',
      },
    },
    {
      name: { en: 'Rest and sleep early', es: 'Descanse y acuéstese temprano' },
      description: {
        en: "Late nights and overwork use up the body's moisture.",
        es: 'Trasnochar y trabajar en exceso agotan la humedad del cuerpo.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Tian hua fen is contraindicated in pregnancy (its protein trichosanthin was used to induce abortion): remove it or replace it in pregnant patients.',
    longTerm: 'The moistening herbs are cloying: with long use, watch for poor appetite, bloating or loose stools.',
    other: [
      'Not for coughs with copious phlegm, Damp or an unresolved exterior invasion.',
      'A cough lasting over three weeks, coughing blood, weight loss or night sweats need medical assessment (e.g. tuberculosis, lung tumour).',
    ],
  },
  prognosis: {
    expectation: 'Dry cough usually eases within 2-4 weeks; rebuilding Yin takes 2-3 months or more.',
    favourable: ['stopping smoking', 'humid environment', 'recent onset after an infection'],
    obstacles: ['continued smoking', 'chronic lung disease', 'very dry climate or overwork'],
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
