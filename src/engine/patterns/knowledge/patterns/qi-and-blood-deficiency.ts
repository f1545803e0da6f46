import type { PatternKnowledge } from '../types.ts';

/**
 * Qi and Blood Deficiency (气血两虚): both Qi and Blood are depleted, usually after chronic illness,
 * blood loss, childbirth or poor nutrition; Qi cannot produce Blood and Blood cannot carry Qi.
 * Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas &
 * Strategies: Ba Zhen Tang, Shi Quan Da Bu Tang) and Deadman.
 */
export const qiAndBloodDeficiency: PatternKnowledge = {
  id: 'qi-and-blood-deficiency',
  names: { en: 'Qi and Blood Deficiency', zh: '气血两虚', pinyin: 'qì xuè liǎng xū', es: 'Deficiencia de Qi y de Sangre' },
  explanation: {
    en: 'In Chinese medicine "Qi" is the body\'s energy and "Blood" its nourishment. When both are low, people feel tired and weak, look pale, get dizzy when standing up, feel their heart flutter and may have light periods. It often follows a long illness, blood loss, childbirth, or a poor diet.',
    es: 'En la medicina china el "Qi" es la energía del cuerpo y la "Sangre" su nutrición. Cuando ambos están bajos, la persona se siente cansada y débil, está pálida, se marea al levantarse, nota palpitaciones y puede tener reglas escasas. Suele seguir a una enfermedad larga, una pérdida de sangre, un parto o una alimentación pobre.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Spleen', 'Heart', 'Liver', 'Lung'],
  pathogenicFactors: ['Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'shape:thin', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'weak', weight: 3 },
    ],
    symptoms: [
      { sign: 'fatigue', weight: 3 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'palpitations', weight: 2 },
      { sign: 'shortness-of-breath', weight: 2 },
      { sign: 'scanty-menstruation', weight: 2 },
      { sign: 'sallow-complexion', weight: 1 },
      { sign: 'pale-lips', weight: 1 },
      { sign: 'postural-dizziness', weight: 1 },
      { sign: 'pale-menstrual-blood', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
      { sign: 'spontaneous-sweating', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'numbness', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'blurred-vision', weight: 1 },
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
      { sign: 'slippery', weight: 1 },
      { sign: 'wiry', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 1 },
      { sign: 'fever', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Tonify Qi and nourish Blood',
    zh: '益气补血',
    pinyin: 'yì qì bǔ xuè',
  },
  formula: {
    name: { en: 'Eight-Treasure Decoction', pinyin: 'Bā Zhēn Tāng', zh: '八珍汤' },
    source: 'Zheng Ti Lei Yao (Xue Ji, 1529); Si Jun Zi Tang combined with Si Wu Tang',
    herbs: [
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'chief' },
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [12, 15],
        role: 'chief',
      },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [9, 12],
        role: 'deputy',
      },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'deputy' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [9, 12], role: 'deputy' },
      { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [9, 12], role: 'deputy' },
      { id: 'chuan-xiong', pinyin: 'chuān xiōng', zh: '川芎', latin: 'Rhizoma Chuanxiong', doseG: [4.5, 6], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [3, 6],
        role: 'envoy',
      },
      { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [3, 6], role: 'envoy' },
      { id: 'da-zao', pinyin: 'dà zǎo', zh: '大枣', latin: 'Fructus Jujubae', doseG: [6, 12], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with cold limbs and aversion to cold (deficiency tending to Cold): All-Inclusive Great Tonifying Decoction (Shi Quan Da Bu Tang)',
        add: [
          { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [9, 15] },
          { id: 'rou-gui', pinyin: 'ròu guì', zh: '肉桂', latin: 'Cortex Cinnamomi', doseG: [1.5, 3] },
        ],
      },
      {
        when: 'with palpitations, insomnia and poor memory (Heart and Spleen involvement)',
        add: [
          { id: 'suan-zao-ren', pinyin: 'suān zǎo rén', zh: '酸枣仁', latin: 'Semen Ziziphi Spinosae', doseG: [9, 15] },
          { id: 'yuan-zhi', pinyin: 'yuǎn zhì', zh: '远志', latin: 'Radix Polygalae', doseG: [3, 6] },
          { id: 'long-yan-rou', pinyin: 'lóng yǎn ròu', zh: '龙眼肉', latin: 'Arillus Longan', doseG: [9, 12] },
        ],
        forPattern: 'heart-spleen-deficiency',
      },
      {
        when: 'with poor appetite and abdominal distension (weak Spleen not tolerating rich tonics)',
        add: [
          { id: 'sha-ren', pinyin: 'shā rén', zh: '砂仁', latin: 'Fructus Amomi', doseG: [3, 6] },
          { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [6, 9] },
        ],
        forPattern: 'spleen-qi-deficiency',
      },
    ],
    keyHerbs: ['ren-shen', 'shu-di-huang', 'dang-gui', 'bai-zhu'],
  },
  acupoints: [
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Qi and Blood through the Stomach and Spleen',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Strengthens the Spleen and nourishes Blood',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'On the midline, 3 cun below the umbilicus',
      role: 'Nourishes Blood and the Original Qi',
    },
    { code: 'CV6', pinyin: 'Qìhǎi', location: 'On the midline, 1.5 cun below the umbilicus', role: 'Tonifies Qi' },
    {
      code: 'BL17',
      pinyin: 'Géshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T7',
      role: 'Influential point of Blood: nourishes Blood (often with moxa)',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back-shu point of the Spleen: tonifies the source of Qi and Blood',
    },
    {
      code: 'BL23',
      pinyin: 'Shènshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L2',
      role: 'Tonifies the Kidney, which supports Blood through Essence',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Red dates and goji berries', es: 'Dátiles rojos y bayas de goji' },
      description: {
        en: 'Red dates and goji berries cooked in porridge or steeped as a tea are traditional foods to build energy and blood.',
        es: 'Los dátiles rojos y las bayas de goji cocidos en gachas o en infusión son alimentos tradicionales para recuperar energía y sangre.',
      },
    },
    {
      name: { en: 'Chicken soup with Chinese yam and longan', es: 'Caldo de pollo con ñame chino y longan' },
      description: {
        en: 'A slow-simmered chicken broth with Chinese yam and a few dried longan fruits is a traditional restorative soup after illness or childbirth.',
        es: 'Un caldo de pollo cocido a fuego lento con ñame chino y unos frutos secos de longan es una sopa reconstituyente tradicional tras una enfermedad o un parto.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Regular, warm, nourishing meals', es: 'Comidas regulares, calientes y nutritivas' },
      description: {
        en: 'Three cooked meals a day with good protein: eggs, fish, poultry, lean meat or legumes.',
        es: 'Tres comidas cocinadas al día con buena proteína: huevos, pescado, aves, carne magra o legumbres.',
      },
    },
    {
      name: { en: 'Blood-building foods', es: 'Alimentos que forman sangre' },
      description: {
        en: 'Dark leafy greens, beetroot, lentils, dates, apricots and black sesame.',
        es: 'Verduras de hoja oscura, remolacha, lentejas, dátiles, albaricoques y sésamo negro.',
      },
    },
    {
      name: { en: 'Easy-to-digest grains', es: 'Cereales fáciles de digerir' },
      description: {
        en: 'Rice, oats, millet and sweet potato support the digestion that makes blood.',
        es: 'El arroz, la avena, el mijo y el boniato apoyan la digestión que produce la sangre.',
      },
    },
    {
      name: { en: 'Avoid restrictive dieting', es: 'Evite las dietas restrictivas' },
      description: {
        en: 'Skipping meals and very low-calorie diets deepen this pattern.',
        es: 'Saltarse comidas y las dietas muy bajas en calorías agravan este patrón.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest generously', es: 'Descanse lo suficiente' },
      description: {
        en: 'Allow enough sleep and short rests during the day while recovering.',
        es: 'Duerma lo necesario y haga pequeños descansos durante el día mientras se recupera.',
      },
    },
    {
      name: { en: 'Build up gradually', es: 'Aumente la actividad poco a poco' },
      description: {
        en: 'Start with short walks and gentle qigong, increasing slowly.',
        es: 'Empiece con paseos cortos y qigong suave, y aumente poco a poco.',
      },
    },
    {
      name: { en: 'Check for anaemia', es: 'Descarte la anemia' },
      description: {
        en: 'Persistent tiredness and paleness are worth a simple blood test with your doctor.',
        es: 'El cansancio y la palidez persistentes merecen un análisis de sangre sencillo con su médico.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Dang gui and chuan xiong move Blood: use with caution in pregnancy and only under practitioner supervision.',
    bleedingRisk:
      'Dang gui, chuan xiong and ren shen may alter the effect of warfarin and antiplatelets; monitor or avoid with anticoagulants.',
    longTerm:
      'Rich tonics (shu di huang) may cause bloating with long use; zhi gan cao in long courses may raise blood pressure and lower potassium.',
    other: [
      'Not to be used during an acute infection (fever, sore throat): tonics can hold the pathogen in.',
      'Unexplained fatigue, pallor or weight loss need medical investigation (anaemia, bleeding, thyroid).',
      'Ren shen may interact with hypoglycaemics, MAO inhibitors and stimulants.',
    ],
  },
  prognosis: {
    expectation: 'Energy usually improves within 4-6 weeks; rebuilding Blood takes about 3 months.',
    favourable: ['good appetite and digestion', 'known and resolved cause (e.g. after childbirth)', 'adequate rest'],
    obstacles: ['ongoing blood loss', 'chronic illness', 'poor diet or eating disorder'],
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
