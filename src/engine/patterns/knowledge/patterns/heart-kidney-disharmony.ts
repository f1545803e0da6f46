import type { PatternKnowledge } from '../types.ts';

/**
 * Heart and Kidney Not Communicating (心肾不交): Kidney Yin fails to rise and cool the Heart,
 * Heart Fire fails to descend and warm the Kidney, giving Empty Heat that harasses the Mind.
 * Written from Maciocia (Foundations, Practice), Deng Tietao, the insomnia chapter of the
 * Chinese internal-medicine syllabus (Liu Wei Di Huang Wan with Jiao Tai Wan) as presented in
 * Bensky (Formulas & Strategies), and Deadman.
 */
export const heartKidneyDisharmony: PatternKnowledge = {
  id: 'heart-kidney-disharmony',
  names: {
    en: 'Heart and Kidney Not Communicating',
    zh: '心肾不交',
    pinyin: 'xīn shèn bù jiāo',
    es: 'Falta de comunicación entre Corazón y Riñón',
  },
  explanation: {
    en: 'In Chinese medicine the cooling, restoring energy of the "Kidney" should balance the warm, active energy of the "Heart". When that cooling side runs low, the mind stays "switched on": people lie awake, feel restless, have palpitations and may notice night sweats, ringing ears or a sore lower back. It often follows long periods of stress, late nights and overwork.',
    es: 'En la medicina china, la energía fresca y reparadora del "Riñón" debe equilibrar la energía cálida y activa del "Corazón". Cuando esa parte refrescante se agota, la mente se queda "encendida": la persona no concilia el sueño, está inquieta, nota palpitaciones y a veces sudores nocturnos, zumbidos en los oídos o dolor en la zona lumbar. Suele aparecer tras largas temporadas de estrés, trasnochar y exceso de trabajo.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Heart', 'Kidney'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:red-tip', weight: 3 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'sign:midline-crack', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'insomnia', weight: 3 },
      { sign: 'palpitations', weight: 2 },
      { sign: 'restlessness', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'low-back-pain', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'seminal-emission', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 1 },
      { sign: 'anxiety', weight: 1 },
      { sign: 'dizziness', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'weak-knees', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'malar-flush', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'coating:thick-white', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'strong', weight: 1 },
      { sign: 'slippery', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Kidney Yin, clear Heart Fire and restore communication between Heart and Kidney',
    zh: '滋阴降火，交通心肾',
    pinyin: 'zī yīn jiàng huǒ, jiāo tōng xīn shèn',
  },
  formula: {
    name: {
      en: 'Six-Ingredient Pill with Rehmannia combined with Grand Communication Pill',
      pinyin: 'Liù Wèi Dì Huáng Wán hé Jiāo Tài Wán',
      zh: '六味地黄丸合交泰丸',
    },
    source: 'Xiao Er Yao Zheng Zhi Jue (Qian Yi, 1119) combined with Jiao Tai Wan from Han Shi Yi Tong (Han Mao, 1522)',
    herbs: [
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [15, 24],
        role: 'chief',
      },
      { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [3, 6], role: 'chief' },
      { id: 'shan-zhu-yu', pinyin: 'shān zhū yú', zh: '山茱萸', latin: 'Fructus Corni', doseG: [6, 12], role: 'deputy' },
      { id: 'shan-yao', pinyin: 'shān yào', zh: '山药', latin: 'Rhizoma Dioscoreae', doseG: [9, 15], role: 'deputy' },
      { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 9], role: 'assistant' },
      { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 9], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
      { id: 'rou-gui', pinyin: 'ròu guì', zh: '肉桂', latin: 'Cortex Cinnamomi', doseG: [1, 3], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with marked palpitations, anxiety and poor memory (Heart Yin deficiency)',
        add: [
          { id: 'suan-zao-ren', pinyin: 'suān zǎo rén', zh: '酸枣仁', latin: 'Semen Ziziphi Spinosae', doseG: [9, 15] },
          { id: 'bai-zi-ren', pinyin: 'bǎi zǐ rén', zh: '柏子仁', latin: 'Semen Platycladi', doseG: [6, 10] },
          { id: 'wu-wei-zi', pinyin: 'wǔ wèi zǐ', zh: '五味子', latin: 'Fructus Schisandrae Chinensis', doseG: [3, 6] },
        ],
        forPattern: 'heart-yin-deficiency',
      },
      {
        when: 'with intense irritability and inability to lie down to sleep (strong Heart Fire)',
        add: [
          { id: 'e-jiao', pinyin: 'ē jiāo', zh: '阿胶', latin: 'Colla Corii Asini', doseG: [6, 9] },
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 12] },
          { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [6, 9] },
        ],
        forPattern: 'heart-fire-blazing',
      },
      {
        when: 'with night sweats and nocturnal emissions',
        add: [
          { id: 'long-gu', pinyin: 'lóng gǔ', zh: '龙骨', latin: 'Fossilia Ossis Mastodi', doseG: [15, 30] },
          { id: 'mu-li', pinyin: 'mǔ lì', zh: '牡蛎', latin: 'Concha Ostreae', doseG: [15, 30] },
        ],
      },
    ],
    keyHerbs: ['shu-di-huang', 'huang-lian', 'rou-gui', 'shan-zhu-yu'],
  },
  acupoints: [
    {
      code: 'HT7',
      pinyin: 'Shénmén',
      location: 'Wrist crease, radial side of the flexor carpi ulnaris tendon',
      role: 'Calms the Mind and settles the Heart',
    },
    {
      code: 'HT6',
      pinyin: 'Yīnxì',
      location: '0.5 cun above the wrist crease, radial side of the flexor carpi ulnaris tendon',
      role: 'Nourishes Heart Yin and stops night sweats',
    },
    {
      code: 'KI3',
      pinyin: 'Tàixī',
      location: 'In the depression between the tip of the medial malleolus and the Achilles tendon',
      role: 'Source point of the Kidney: nourishes Kidney Yin',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: '1 cun below the tip of the medial malleolus',
      role: 'Nourishes Yin, benefits the throat and promotes sleep',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Nourishes Yin and calms the Mind',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'On the midline, 3 cun below the umbilicus',
      role: 'Strengthens the Kidney and roots the Mind',
    },
    {
      code: 'BL23',
      pinyin: 'Shènshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L2',
      role: 'Back-shu point of the Kidney: tonifies the Kidney',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Lily bulb and lotus seed soup', es: 'Sopa de bulbo de lirio y semillas de loto' },
      description: {
        en: 'A traditional light sweet soup of dried lily bulb and lotus seeds, eaten in the evening to calm the mind.',
        es: 'Una sopa ligera y dulce tradicional de bulbo de lirio seco y semillas de loto, que se toma por la tarde para calmar la mente.',
      },
    },
    {
      name: { en: 'Goji berries', es: 'Bayas de goji' },
      description: {
        en: 'A handful of goji berries in porridge or tea is a traditional food to nourish and cool.',
        es: 'Un puñado de bayas de goji en gachas o infusión es un alimento tradicional que nutre y refresca.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Moistening foods', es: 'Alimentos que hidratan' },
      description: {
        en: 'Favour soups, congee, pears, mung beans, tofu, black sesame, eggs and fish.',
        es: 'Prefiera sopas, arroz caldoso, peras, judías mungo, tofu, sésamo negro, huevos y pescado.',
      },
    },
    {
      name: { en: 'Avoid stimulants', es: 'Evite los estimulantes' },
      description: {
        en: 'Coffee, strong tea, energy drinks and alcohol, especially after midday, keep the mind awake.',
        es: 'El café, el té fuerte, las bebidas energéticas y el alcohol, sobre todo después del mediodía, mantienen la mente despierta.',
      },
    },
    {
      name: { en: 'Go easy on hot spices', es: 'Modere las especias picantes' },
      description: {
        en: 'Chilli, pepper and deep-fried food add heat and dryness.',
        es: 'El chile, la pimienta y los fritos añaden calor y sequedad.',
      },
    },
    {
      name: { en: 'A light, early dinner', es: 'Una cena ligera y temprana' },
      description: {
        en: 'Eating lightly a few hours before bed helps sleep come more easily.',
        es: 'Cenar ligero unas horas antes de acostarse ayuda a conciliar el sueño.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Regular, early bedtime', es: 'Acostarse temprano y a horas regulares' },
      description: {
        en: 'Being asleep before about 11 pm is considered the most restoring in Chinese medicine.',
        es: 'En la medicina china se considera más reparador estar dormido antes de las once de la noche.',
      },
    },
    {
      name: { en: 'Wind down in the evening', es: 'Relájese por la tarde' },
      description: {
        en: 'Dim lights, avoid screens and try slow breathing or a warm foot soak before bed.',
        es: 'Baje las luces, evite las pantallas y pruebe la respiración lenta o un baño de pies tibio antes de dormir.',
      },
    },
    {
      name: { en: 'Avoid burnout', es: 'Evite el agotamiento' },
      description: {
        en: 'Pace work and exercise; very intense sport or long working hours drain this pattern further.',
        es: 'Dosifique el trabajo y el ejercicio; el deporte muy intenso o las jornadas largas agravan este patrón.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Mu dan pi moves Blood and rou gui is hot and moving: both are used with caution or avoided in pregnancy.',
    bleedingRisk: 'Mu dan pi has mild antiplatelet activity; use with care with anticoagulants.',
    longTerm:
      'Huang lian is bitter and cold and may weaken digestion in long courses; shu di huang is cloying: add a Qi-moving herb if appetite falls.',
    other: [
      'Not suitable with loose stools from Spleen deficiency or with Damp accumulation without adjustment.',
      'Rou gui is kept at a small dose: its role is only to guide Fire back to the Kidney.',
    ],
  },
  prognosis: {
    expectation:
      'Sleep often improves within 2-4 weeks; the underlying Yin deficiency usually needs 3-6 months of treatment and lifestyle change.',
    favourable: ['regular sleep schedule', 'reduced stimulants', 'short history'],
    obstacles: [
      'ongoing night work or chronic stress',
      'menopause transition not supported',
      'long-standing insomnia with hypnotic dependence',
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
