import type { PatternKnowledge } from '../types.ts';

/**
 * Phlegm-Dampness (痰湿): fluids not transformed by a weak Spleen collect as Dampness and congeal
 * into Phlegm, stored in the Lung and obstructing the Middle Burner and the head. Written from
 * Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies:
 * Er Chen Tang and its family) and Deadman.
 */
export const phlegmDampness: PatternKnowledge = {
  id: 'phlegm-dampness',
  names: { en: 'Phlegm-Dampness', zh: '痰湿', pinyin: 'tán shī', es: 'Flema-Humedad' },
  explanation: {
    en: 'In Chinese medicine, when digestion is sluggish the body\'s fluids are not processed well and build up as "Dampness" and "Phlegm". People feel heavy and foggy-headed, have a stuffy chest, bring up white mucus, feel queasy and tend to gain weight easily. It is linked with rich, sweet, greasy or cold food and a sedentary life.',
    es: 'En la medicina china, cuando la digestión es lenta los líquidos del cuerpo no se procesan bien y se acumulan como "Humedad" y "Flema". La persona se siente pesada y con la cabeza embotada, con opresión en el pecho, expulsa mucosidad blanca, tiene náuseas y tiende a ganar peso con facilidad. Se relaciona con la comida rica, dulce, grasa o fría y con una vida sedentaria.',
  },
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Spleen', 'Lung', 'Stomach'],
  pathogenicFactors: ['Phlegm', 'Dampness'],
  signs: {
    tongue: [
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'size:enlarged', weight: 3 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 3 },
      { sign: 'phlegm', weight: 2 },
      { sign: 'productive-cough', weight: 1 },
      { sign: 'heaviness', weight: 2 },
      { sign: 'chest-oppression', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'dizziness-heavy-head', weight: 2 },
      { sign: 'cough', weight: 1 },
      { sign: 'obesity', weight: 1 },
      { sign: 'weight-gain', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'somnolence', weight: 1 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'fatigue', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'bodyColor:red', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-cough', weight: 2 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Dry Dampness, transform Phlegm, regulate Qi and harmonise the Middle Burner',
    zh: '燥湿化痰，理气和中',
    pinyin: 'zào shī huà tán, lǐ qì hé zhōng',
  },
  formula: {
    name: { en: 'Two-Aged (Herb) Decoction', pinyin: 'Èr Chén Tāng', zh: '二陈汤' },
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107)',
    herbs: [
      { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [9, 15], role: 'chief' },
      { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [9, 15], role: 'deputy' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
      {
        id: 'sheng-jiang',
        pinyin: 'shēng jiāng',
        zh: '生姜',
        latin: 'Rhizoma Zingiberis Recens',
        doseG: [3, 6],
        role: 'assistant',
      },
      { id: 'wu-mei', pinyin: 'wū méi', zh: '乌梅', latin: 'Fructus Mume', doseG: [3, 6], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [3, 6],
        role: 'envoy',
      },
    ],
    modifications: [
      {
        when: 'with fatigue, poor appetite and loose stools (Spleen Qi deficiency generating Phlegm): Six-Gentlemen Decoction (Liu Jun Zi Tang)',
        add: [
          { id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 15] },
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [9, 12] },
        ],
        remove: ['wu-mei'],
        forPattern: 'spleen-qi-deficiency',
      },
      {
        when: 'with dizziness and a heavy, muzzy head (Phlegm obscuring the head): towards Pinellia, White Atractylodes and Gastrodia Decoction',
        add: [
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [9, 12] },
          { id: 'tian-ma', pinyin: 'tiān má', zh: '天麻', latin: 'Rhizoma Gastrodiae', doseG: [6, 9] },
        ],
      },
      {
        when: 'with epigastric fullness, a thick white coating and heavy limbs (Cold-Damp in the Spleen): combine with Calm the Stomach Powder (Ping Wei San)',
        add: [
          { id: 'cang-zhu', pinyin: 'cāng zhú', zh: '苍术', latin: 'Rhizoma Atractylodis', doseG: [6, 9] },
          { id: 'hou-po', pinyin: 'hòu pò', zh: '厚朴', latin: 'Cortex Magnoliae Officinalis', doseG: [6, 9] },
        ],
        forPattern: 'cold-damp-encumbering-spleen',
      },
      {
        when: 'with yellow sticky sputum and a yellow greasy coating (Phlegm turning to Heat)',
        add: [
          { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [6, 9] },
          { id: 'gua-lou-ren', pinyin: 'guā lóu rén', zh: '瓜蒌仁', latin: 'Semen Trichosanthis', doseG: [9, 15] },
        ],
        forPattern: 'phlegm-heat-in-lung',
      },
    ],
    keyHerbs: ['ban-xia', 'chen-pi', 'fu-ling'],
  },
  acupoints: [
    {
      code: 'ST40',
      pinyin: 'Fēnglóng',
      location: '8 cun above the lateral malleolus, two finger-breadths lateral to the anterior crest of the tibia',
      role: 'Main point to resolve Phlegm',
    },
    {
      code: 'SP9',
      pinyin: 'Yīnlíngquán',
      location: 'In the depression below the medial condyle of the tibia',
      role: 'Resolves Dampness',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'On the midline, 4 cun above the umbilicus',
      role: 'Front-mu point of the Stomach: strengthens the Middle Burner to stop Phlegm forming',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies the Spleen and Stomach',
    },
    {
      code: 'SP3',
      pinyin: 'Tàibái',
      location:
        'On the medial foot, proximal and inferior to the head of the first metatarsal, at the border of the red and white skin',
      role: 'Source point of the Spleen: strengthens the Spleen and resolves Dampness',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back-shu point of the Spleen',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location: '2 cun above the wrist crease between the palmaris longus and flexor carpi radialis tendons',
      role: 'Opens the chest and stops nausea',
    },
    {
      code: 'CV9',
      pinyin: 'Shuǐfēn',
      location: 'On the midline, 1 cun above the umbilicus',
      role: 'Promotes the transformation of fluids',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Dried tangerine peel tea', es: 'Infusión de piel seca de mandarina' },
      description: {
        en: 'Aged tangerine peel steeped as a tea is a traditional way to ease phlegm and a heavy stomach.',
        es: 'La piel de mandarina envejecida en infusión es una forma tradicional de aliviar la flema y la pesadez de estómago.',
      },
    },
    {
      name: { en: "Job's tears (coix) barley water", es: 'Agua de lágrimas de Job (coix)' },
      description: {
        en: 'Coix seeds simmered in water or porridge are a traditional food to drain dampness.',
        es: 'Las semillas de coix cocidas en agua o en gachas son un alimento tradicional para drenar la humedad.',
      },
    },
    {
      name: { en: 'Fresh ginger', es: 'Jengibre fresco' },
      description: {
        en: 'A slice of fresh ginger in hot water or cooking warms the stomach and eases queasiness.',
        es: 'Una rodaja de jengibre fresco en agua caliente o en la cocina calienta el estómago y alivia las náuseas.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Cut down phlegm-forming foods', es: 'Reduzca los alimentos que forman flema' },
      description: {
        en: 'Dairy, sugar, sweets, white bread, fried and greasy food, and alcohol.',
        es: 'Lácteos, azúcar, dulces, pan blanco, fritos y grasas, y alcohol.',
      },
    },
    {
      name: { en: 'Light, cooked meals', es: 'Comidas ligeras y cocinadas' },
      description: {
        en: 'Steamed vegetables, rice, barley, adzuki beans, radish, celery and lean protein.',
        es: 'Verduras al vapor, arroz, cebada, judías azuki, rábano, apio y proteína magra.',
      },
    },
    {
      name: { en: 'Avoid cold and raw food and drinks', es: 'Evite los alimentos y bebidas fríos y crudos' },
      description: {
        en: 'Iced drinks and large raw salads weaken digestion further.',
        es: 'Las bebidas heladas y las grandes ensaladas crudas debilitan aún más la digestión.',
      },
    },
    {
      name: { en: 'Do not overeat', es: 'No coma en exceso' },
      description: {
        en: 'Stop before you feel full and avoid late, heavy dinners.',
        es: 'Deje de comer antes de sentirse lleno y evite las cenas tardías y copiosas.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Regular exercise', es: 'Ejercicio regular' },
      description: {
        en: 'Daily brisk walking or other aerobic exercise helps the body clear dampness.',
        es: 'Caminar a buen paso cada día u otro ejercicio aeróbico ayuda al cuerpo a eliminar la humedad.',
      },
    },
    {
      name: { en: 'Avoid damp environments', es: 'Evite los ambientes húmedos' },
      description: {
        en: 'Keep your home dry and ventilated, and change out of damp clothes.',
        es: 'Mantenga su casa seca y ventilada, y cámbiese la ropa húmeda.',
      },
    },
    {
      name: { en: 'Do not lie down after meals', es: 'No se acueste después de comer' },
      description: {
        en: 'A short walk after eating helps digestion.',
        es: 'Un paseo corto después de comer ayuda a la digestión.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Ban xia (always the processed form) is used with caution in pregnancy and only under practitioner supervision.',
    longTerm: 'Warm and drying: with long use it can injure Yin and fluids; stop or adjust if the tongue becomes red or dry.',
    other: [
      'Not for dry cough from Yin deficiency or for coughing blood.',
      'Raw ban xia is toxic: only processed Pinellia is used.',
      'Zhi gan cao in long courses may raise blood pressure and lower potassium.',
    ],
  },
  prognosis: {
    expectation:
      'Heaviness and phlegm usually improve within 2-6 weeks with diet change; weight and constitution change over months.',
    favourable: ['diet change', 'regular exercise', 'good Spleen function'],
    obstacles: ['continued rich, sweet or greasy diet', 'sedentary life', 'damp living environment'],
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
