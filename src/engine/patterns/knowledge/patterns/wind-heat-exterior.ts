import type { PatternKnowledge } from '../types.ts';

/**
 * Wind-Heat Invading the Exterior (风热犯表): a warm pathogen attacks the Defensive level and the
 * Lung through the nose and throat. Written from Maciocia (Foundations, Practice, Tongue
 * Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Yin Qiao San, Sang Ju Yin) and Deadman.
 */
export const windHeatExterior: PatternKnowledge = {
  id: 'wind-heat-exterior',
  names: {
    en: 'Wind-Heat Invading the Exterior',
    zh: '风热犯表',
    pinyin: 'fēng rè fàn biǎo',
    es: 'Invasión externa de Viento-Calor',
  },
  explanation: {
    en: 'This is the Chinese-medicine picture of a cold or flu that starts with a sore throat: fever more than chills, thirst, a headache and sometimes a cough with a little yellowish mucus. It is an early, surface stage that usually passes within days; a high or lasting fever needs a doctor.',
    es: 'Es la imagen, en medicina china, de un resfriado o gripe que empieza con dolor de garganta: más fiebre que escalofríos, sed, dolor de cabeza y a veces tos con un poco de moco amarillento. Es una fase inicial y superficial que suele pasar en pocos días; una fiebre alta o que se prolonga requiere un médico.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Wind', 'Heat'],
  signs: {
    tongue: [
      { sign: 'sign:red-tip', weight: 2 },
      { sign: 'coating:thin-white', weight: 2 },
      { sign: 'sign:red-sides', weight: 1 },
      { sign: 'bodyColor:red', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'floating', weight: 3 },
      { sign: 'rapid', weight: 3 },
    ],
    symptoms: [
      { sign: 'fever', weight: 3 },
      { sign: 'sore-throat', weight: 3 },
      { sign: 'thirst', weight: 2 },
      { sign: 'headache', weight: 1 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cough', weight: 1 },
      { sign: 'yellow-sputum', weight: 1 },
      { sign: 'nasal-congestion', weight: 1 },
      { sign: 'yellow-nasal-discharge', weight: 1 },
      { sign: 'body-aches', weight: 1 },
      { sign: 'swollen-tonsils', weight: 2 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:thick-white', weight: 1 },
      { sign: 'moisture:wet', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'deep', weight: 2 },
      { sign: 'tight', weight: 2 },
    ],
    symptoms: [
      { sign: 'no-thirst', weight: 1 },
      { sign: 'absence-of-sweating', weight: 1 },
      { sign: 'white-sputum', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Release the exterior with cool-acrid herbs, clear Heat and relieve toxicity',
    zh: '辛凉解表，清热解毒',
    pinyin: 'xīn liáng jiě biǎo, qīng rè jiě dú',
  },
  formula: {
    name: { en: 'Honeysuckle and Forsythia Powder', pinyin: 'Yín Qiào Sǎn', zh: '银翘散' },
    source: 'Wen Bing Tiao Bian (Wu Ju-Tong, 1798); usually given as a decoction, not over-boiled',
    herbs: [
      {
        id: 'jin-yin-hua',
        pinyin: 'jīn yín huā',
        zh: '金银花',
        latin: 'Flos Lonicerae Japonicae',
        doseG: [9, 15],
        role: 'chief',
      },
      { id: 'lian-qiao', pinyin: 'lián qiào', zh: '连翘', latin: 'Fructus Forsythiae', doseG: [9, 15], role: 'chief' },
      { id: 'bo-he', pinyin: 'bò he', zh: '薄荷', latin: 'Herba Menthae Haplocalycis', doseG: [3, 6], role: 'deputy' },
      { id: 'niu-bang-zi', pinyin: 'niú bàng zǐ', zh: '牛蒡子', latin: 'Fructus Arctii', doseG: [6, 12], role: 'deputy' },
      { id: 'jing-jie', pinyin: 'jīng jiè', zh: '荆芥', latin: 'Herba Schizonepetae', doseG: [4.5, 9], role: 'deputy' },
      {
        id: 'dan-dou-chi',
        pinyin: 'dàn dòu chǐ',
        zh: '淡豆豉',
        latin: 'Semen Sojae Praeparatum',
        doseG: [6, 12],
        role: 'deputy',
      },
      { id: 'jie-geng', pinyin: 'jié gěng', zh: '桔梗', latin: 'Radix Platycodonis', doseG: [3, 9], role: 'assistant' },
      { id: 'dan-zhu-ye', pinyin: 'dàn zhú yè', zh: '淡竹叶', latin: 'Herba Lophatheri', doseG: [4, 9], role: 'assistant' },
      { id: 'lu-gen', pinyin: 'lú gēn', zh: '芦根', latin: 'Rhizoma Phragmitis', doseG: [15, 30], role: 'assistant' },
      { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [3, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with a very sore, swollen throat',
        add: [
          { id: 'xuan-shen', pinyin: 'xuán shēn', zh: '玄参', latin: 'Radix Scrophulariae', doseG: [9, 15] },
          { id: 'ma-bo', pinyin: 'mǎ bó', zh: '马勃', latin: 'Lasiosphaera seu Calvatia', doseG: [2, 6] },
        ],
      },
      {
        when: 'with cough predominating over fever (towards Mulberry Leaf and Chrysanthemum Drink)',
        add: [
          { id: 'sang-ye', pinyin: 'sāng yè', zh: '桑叶', latin: 'Folium Mori', doseG: [6, 9] },
          { id: 'ju-hua', pinyin: 'jú huā', zh: '菊花', latin: 'Flos Chrysanthemi', doseG: [6, 9] },
          { id: 'xing-ren', pinyin: 'xìng rén', zh: '杏仁', latin: 'Semen Armeniacae Amarum', doseG: [6, 9] },
        ],
      },
      {
        when: 'with marked thirst (Heat injuring fluids)',
        add: [{ id: 'tian-hua-fen', pinyin: 'tiān huā fěn', zh: '天花粉', latin: 'Radix Trichosanthis', doseG: [9, 12] }],
      },
      {
        when: 'with cough and thick yellow sputum (Heat entering the Lung and condensing Phlegm)',
        add: [
          { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [6, 9] },
          { id: 'zhe-bei-mu', pinyin: 'zhè bèi mǔ', zh: '浙贝母', latin: 'Bulbus Fritillariae Thunbergii', doseG: [6, 9] },
          { id: 'gua-lou-pi', pinyin: 'guā lóu pí', zh: '瓜蒌皮', latin: 'Pericarpium Trichosanthis', doseG: [6, 12] },
        ],
        forPattern: 'phlegm-heat-in-lung',
      },
    ],
    keyHerbs: ['jin-yin-hua', 'lian-qiao', 'bo-he', 'niu-bang-zi'],
  },
  acupoints: [
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'On the dorsum of the hand, at the midpoint of the radial side of the second metacarpal bone',
      role: 'Releases the exterior and relieves headache and sore throat',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'At the lateral end of the cubital crease, midway between LU5 and the lateral epicondyle',
      role: 'Clears Heat and reduces fever',
    },
    {
      code: 'TE5',
      pinyin: 'Wàiguān',
      location: '2 cun above the dorsal wrist crease, between the radius and the ulna',
      role: 'Releases the exterior and expels Wind-Heat',
    },
    {
      code: 'GV14',
      pinyin: 'Dàzhuī',
      location: 'On the midline, below the spinous process of C7',
      role: 'Clears Heat and reduces fever',
    },
    {
      code: 'GB20',
      pinyin: 'Fēngchí',
      location: 'Below the occiput, in the depression between the sternocleidomastoid and trapezius',
      role: 'Expels Wind and relieves headache',
    },
    {
      code: 'LU11',
      pinyin: 'Shàoshāng',
      location: 'On the radial side of the thumb, 0.1 cun from the corner of the nail',
      role: 'Bled to relieve a very sore throat',
    },
    {
      code: 'LU10',
      pinyin: 'Yújì',
      location: 'On the palm, at the midpoint of the first metacarpal bone, at the border of the red and white skin',
      role: 'Clears Lung Heat and benefits the throat',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Chrysanthemum and mint tea', es: 'Infusión de crisantemo y menta' },
      description: {
        en: 'A light tea of chrysanthemum flowers with a few mint leaves is a traditional cooling drink for a sore throat and headache.',
        es: 'Una infusión ligera de flores de crisantemo con unas hojas de menta es una bebida refrescante tradicional para el dolor de garganta y de cabeza.',
      },
    },
    {
      name: { en: 'Honeysuckle flower tea', es: 'Infusión de flor de madreselva' },
      description: {
        en: 'Honeysuckle flowers are drunk as a tea in China during hot weather and at the start of a sore throat.',
        es: 'En China se toman las flores de madreselva en infusión en tiempo caluroso y al comenzar el dolor de garganta.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Light, cooling food', es: 'Comida ligera y refrescante' },
      description: {
        en: 'Vegetable soups, rice porridge, pears, watermelon, cucumber and leafy greens.',
        es: 'Sopas de verduras, gachas de arroz, peras, sandía, pepino y verduras de hoja.',
      },
    },
    {
      name: { en: 'Plenty of fluids', es: 'Abundante líquido' },
      description: {
        en: 'Water, light teas and clear soups replace what fever uses up.',
        es: 'El agua, las infusiones suaves y los caldos claros reponen lo que consume la fiebre.',
      },
    },
    {
      name: { en: 'Avoid heating and heavy food', es: 'Evite la comida picante y pesada' },
      description: {
        en: 'Skip chilli, fried food, red meat, alcohol and sweets while feverish.',
        es: 'Evite el chile, los fritos, la carne roja, el alcohol y los dulces mientras tenga fiebre.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest', es: 'Descanso' },
      description: {
        en: 'Rest at home for the first days; it shortens the illness and protects others.',
        es: 'Descanse en casa los primeros días; acorta la enfermedad y protege a los demás.',
      },
    },
    {
      name: { en: 'Do not overheat', es: 'No se abrigue en exceso' },
      description: {
        en: 'Dress comfortably and keep the room airy; heavy wrapping does not help a feverish cold.',
        es: 'Vístase con comodidad y mantenga la habitación ventilada; abrigarse demasiado no ayuda en un resfriado con fiebre.',
      },
    },
    {
      name: { en: 'Know when to see a doctor', es: 'Sepa cuándo acudir al médico' },
      description: {
        en: 'Fever over three days, a very high fever, a stiff neck, a rash or difficulty swallowing or breathing need medical care.',
        es: 'La fiebre de más de tres días, muy alta, la rigidez de nuca, una erupción o la dificultad para tragar o respirar requieren atención médica.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Generally mild, but tian hua fen (if added) is contraindicated in pregnancy; use the formula under supervision.',
    longTerm:
      'For the acute stage only, usually a few days: the cool-acrid herbs disperse and cool, and may weaken digestion if continued.',
    other: [
      'Aromatic herbs (bo he, jing jie) should not be over-boiled: add them near the end.',
      'Not for Wind-Cold with chills, no sweating and no thirst.',
      'Gan cao in larger doses can raise blood pressure and interact with diuretics and digoxin.',
    ],
  },
  prognosis: {
    expectation: 'Usually resolves within 3-7 days.',
    favourable: ['treated early', 'rest and fluids', 'no underlying chronic illness'],
    obstacles: [
      'pathogen penetrating to the Qi level (high fever, yellow sputum)',
      'weak constitution',
      'continuing to work while ill',
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
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
