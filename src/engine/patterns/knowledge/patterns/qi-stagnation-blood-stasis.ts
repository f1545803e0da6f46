import type { PatternKnowledge } from '../types.ts';

/**
 * Qi Stagnation and Blood Stasis (气滞血瘀): long-standing Liver Qi stagnation fails to move Blood,
 * so distending pain that varies with mood turns into fixed, stabbing pain. Written from Maciocia
 * (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Xue Fu
 * Zhu Yu Tang, Ge Xia Zhu Yu Tang) and Deadman.
 */
export const qiStagnationBloodStasis: PatternKnowledge = {
  id: 'qi-stagnation-blood-stasis',
  names: {
    en: 'Qi Stagnation and Blood Stasis',
    zh: '气滞血瘀',
    pinyin: 'qì zhì xuè yū',
    es: 'Estancamiento de Qi y estasis de Sangre',
  },
  explanation: {
    en: 'In Chinese medicine, long-lasting tension and emotional strain can block the smooth flow of energy ("Qi"), and in time the blood stops flowing freely too. People may feel irritable or low, with tightness in the chest or ribs, breast tenderness and painful periods with dark clots; pain tends to be fixed and sharp. It is common with chronic stress.',
    es: 'En la medicina china, la tensión y el estrés emocional prolongados pueden bloquear el flujo de la energía ("Qi") y, con el tiempo, también la sangre deja de circular con libertad. La persona puede sentirse irritable o decaída, con opresión en el pecho o las costillas, tensión mamaria y reglas dolorosas con coágulos oscuros; el dolor suele ser fijo y punzante. Es frecuente con el estrés crónico.',
  },
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver', 'Heart'],
  pathogenicFactors: ['Qi stagnation', 'Blood stasis'],
  signs: {
    tongue: [
      { sign: 'bodyColor:purple', weight: 3 },
      { sign: 'sign:purple-spots', weight: 2 },
      { sign: 'sign:distended-sublingual-veins', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'choppy', weight: 3 },
    ],
    symptoms: [
      { sign: 'fixed-stabbing-pain', weight: 3 },
      { sign: 'hypochondriac-pain', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'dysmenorrhea', weight: 2 },
      { sign: 'dark-menstrual-clots', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'chest-oppression', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'depression', weight: 1 },
      { sign: 'sighing', weight: 1 },
      { sign: 'worse-with-stress', weight: 1 },
      { sign: 'headache', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'abdominal-masses', weight: 1 },
      { sign: 'irregular-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 1 },
      { sign: 'bodyColor:normal', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'floating', weight: 1 },
    ],
    symptoms: [
      { sign: 'pain-better-with-pressure', weight: 2 },
      { sign: 'fatigue', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Move Qi, invigorate Blood and remove stasis',
    zh: '行气活血，化瘀止痛',
    pinyin: 'xíng qì huó xuè, huà yū zhǐ tòng',
  },
  formula: {
    name: { en: 'Drive Out Stasis in the Mansion of Blood Decoction', pinyin: 'Xuè Fǔ Zhú Yū Tāng', zh: '血府逐瘀汤' },
    source: 'Yi Lin Gai Cuo (Wang Qing-Ren, 1830)',
    herbs: [
      { id: 'tao-ren', pinyin: 'táo rén', zh: '桃仁', latin: 'Semen Persicae', doseG: [9, 12], role: 'chief' },
      { id: 'hong-hua', pinyin: 'hóng huā', zh: '红花', latin: 'Flos Carthami', doseG: [6, 9], role: 'chief' },
      { id: 'chi-shao', pinyin: 'chì sháo', zh: '赤芍', latin: 'Radix Paeoniae Rubra', doseG: [6, 9], role: 'deputy' },
      { id: 'chuan-xiong', pinyin: 'chuān xiōng', zh: '川芎', latin: 'Rhizoma Chuanxiong', doseG: [3, 6], role: 'deputy' },
      { id: 'niu-xi', pinyin: 'niú xī', zh: '牛膝', latin: 'Radix Achyranthis Bidentatae', doseG: [9, 12], role: 'deputy' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 9], role: 'assistant' },
      {
        id: 'sheng-di-huang',
        pinyin: 'shēng dì huáng',
        zh: '生地黄',
        latin: 'Radix Rehmanniae',
        doseG: [9, 12],
        role: 'assistant',
      },
      { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 6], role: 'assistant' },
      { id: 'zhi-ke', pinyin: 'zhǐ ké', zh: '枳壳', latin: 'Fructus Aurantii', doseG: [6, 9], role: 'assistant' },
      { id: 'jie-geng', pinyin: 'jié gěng', zh: '桔梗', latin: 'Radix Platycodonis', doseG: [3, 6], role: 'assistant' },
      { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [3, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with marked mood-related distension, sighing and breast tenderness (Liver Qi stagnation predominates)',
        add: [
          { id: 'xiang-fu', pinyin: 'xiāng fù', zh: '香附', latin: 'Rhizoma Cyperi', doseG: [6, 9] },
          { id: 'qing-pi', pinyin: 'qīng pí', zh: '青皮', latin: 'Pericarpium Citri Reticulatae Viride', doseG: [3, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
      },
      {
        when: 'with painful periods and lower abdominal pain',
        add: [
          { id: 'yan-hu-suo', pinyin: 'yán hú suǒ', zh: '延胡索', latin: 'Rhizoma Corydalis', doseG: [6, 9] },
          { id: 'wu-yao', pinyin: 'wū yào', zh: '乌药', latin: 'Radix Linderae', doseG: [6, 9] },
          { id: 'xiang-fu', pinyin: 'xiāng fù', zh: '香附', latin: 'Rhizoma Cyperi', doseG: [6, 9] },
        ],
      },
      {
        when: 'with hypochondriac masses or chronic liver-region pain',
        add: [
          { id: 'yu-jin', pinyin: 'yù jīn', zh: '郁金', latin: 'Radix Curcumae', doseG: [6, 9] },
          { id: 'dan-shen', pinyin: 'dān shēn', zh: '丹参', latin: 'Radix et Rhizoma Salviae Miltiorrhizae', doseG: [9, 15] },
        ],
      },
      {
        when: 'with fatigue and a weak pulse (Qi deficiency)',
        add: [{ id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [15, 30] }],
        forPattern: 'qi-and-blood-deficiency',
      },
    ],
    keyHerbs: ['tao-ren', 'hong-hua', 'chuan-xiong', 'chai-hu', 'zhi-ke'],
  },
  acupoints: [
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'On the dorsum of the foot, in the depression distal to the junction of the first and second metatarsal bones',
      role: 'Moves Liver Qi and Blood; with LI4 the "Four Gates"',
    },
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'On the dorsum of the hand, at the midpoint of the radial side of the second metacarpal bone',
      role: 'Moves Qi and stops pain; with LR3 the "Four Gates"',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location: '2 cun above the wrist crease between the palmaris longus and flexor carpi radialis tendons',
      role: 'Moves Qi and Blood in the chest and calms the Mind',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Invigorates Blood and regulates menstruation',
    },
    {
      code: 'SP10',
      pinyin: 'Xuèhǎi',
      location: '2 cun above the superior border of the patella, on the bulge of the vastus medialis',
      role: 'Invigorates Blood and removes stasis',
    },
    {
      code: 'BL17',
      pinyin: 'Géshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T7',
      role: 'Influential point of Blood: invigorates Blood',
    },
    {
      code: 'LR14',
      pinyin: 'Qīmén',
      location: 'In the sixth intercostal space, 4 cun lateral to the midline',
      role: 'Front-mu point of the Liver: moves Qi in the hypochondrium',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Rose bud tea', es: 'Infusión de capullos de rosa' },
      description: {
        en: 'Dried rose buds are a traditional tea to ease tension, soothe the mood and help the blood move.',
        es: 'Los capullos de rosa secos son una infusión tradicional para aliviar la tensión, calmar el ánimo y mover la sangre.',
      },
    },
    {
      name: { en: 'Hawthorn berry tea', es: 'Infusión de bayas de espino' },
      description: {
        en: 'Hawthorn berries are a food-grade herb traditionally used to help circulation.',
        es: 'Las bayas de espino son una planta alimentaria usada tradicionalmente para ayudar a la circulación.',
      },
    },
    {
      name: { en: 'Citrus peel', es: 'Piel de cítricos' },
      description: {
        en: 'A little dried tangerine peel in tea or cooking helps the energy move.',
        es: 'Un poco de piel seca de mandarina en infusión o en la cocina ayuda a mover la energía.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Moving foods', es: 'Alimentos que mueven' },
      description: {
        en: 'Onions, chives, radish, citrus peel, aubergine, black fungus and a little vinegar.',
        es: 'Cebolla, cebollino, rábano, piel de cítricos, berenjena, hongo negro y un poco de vinagre.',
      },
    },
    {
      name: { en: 'Regular, unhurried meals', es: 'Comidas regulares y tranquilas' },
      description: {
        en: 'Eat at calm, regular times; eating under stress worsens the blockage.',
        es: 'Coma a horas regulares y con calma; comer con estrés empeora el bloqueo.',
      },
    },
    {
      name: { en: 'Limit alcohol, fatty and cold food', es: 'Limite el alcohol, las grasas y lo frío' },
      description: {
        en: 'Alcohol and greasy food burden the liver; cold food slows circulation.',
        es: 'El alcohol y la comida grasa sobrecargan el hígado; la comida fría enlentece la circulación.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Daily exercise', es: 'Ejercicio diario' },
      description: {
        en: 'Brisk walking, swimming, dancing or stretching are the best ways to move energy and blood.',
        es: 'Caminar a buen paso, nadar, bailar o estirarse son las mejores formas de mover la energía y la sangre.',
      },
    },
    {
      name: { en: 'Release stress', es: 'Libere el estrés' },
      description: {
        en: 'Breathing exercises, talking things through and creative outlets ease emotional tension.',
        es: 'Los ejercicios de respiración, hablar de lo que preocupa y las actividades creativas alivian la tensión emocional.',
      },
    },
    {
      name: { en: 'Get chest pain checked at once', es: 'Consulte de inmediato el dolor torácico' },
      description: {
        en: 'Chest pain or pressure, especially with breathlessness or sweating, needs emergency care.',
        es: 'El dolor u opresión en el pecho, sobre todo con falta de aire o sudor, requiere atención de urgencia.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Contraindicated in pregnancy: tao ren, hong hua, chuan xiong, chi shao and niu xi invigorate Blood and niu xi draws downward.',
    bleedingRisk:
      'Tao ren, hong hua, chuan xiong, chi shao and dang gui (and dan shen, if added) inhibit platelets and may potentiate warfarin and antiplatelets; avoid with bleeding disorders or heavy menstruation, stop before surgery.',
    longTerm: 'Moving formula: prolonged use depletes Qi and Blood; reassess after 4-6 weeks and add tonics if needed.',
    other: [
      'Chest pain must be assessed medically before being attributed to stasis.',
      'Gan cao in long courses may raise blood pressure and interact with diuretics and digoxin.',
    ],
  },
  prognosis: {
    expectation:
      'Distension and mood improve within 2-4 weeks; fixed pain and menstrual clots usually need 2-3 cycles or months.',
    favourable: ['regular exercise', 'stress addressed', 'no masses'],
    obstacles: ['chronic unresolved stress', 'long-standing stasis or masses', 'sedentary life'],
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
  ],
};
