import type { PatternKnowledge } from '../types.ts';

/**
 * Heart Yin Deficiency (心阴虚): depleted Heart Yin fails to anchor the Mind and gives rise
 * to Empty Heat. Signs from Maciocia (Foundations, Tongue Diagnosis: red, redder tip,
 * peeled, midline crack reaching the tip) and Deng Tietao; formula Tian Wang Bu Xin Dan as
 * in Bensky, Formulas & Strategies, without the traditional cinnabar coating.
 */
export const heartYinDeficiency: PatternKnowledge = {
  id: 'heart-yin-deficiency',
  names: { en: 'Heart Yin Deficiency', zh: '心阴虚', pinyin: 'xīn yīn xū', es: 'Deficiencia de Yin de Corazón' },
  explanation: {
    en: "Yin is the cooling, calming, moistening side of the body. When the Heart's Yin is depleted, often by long-term stress, overwork and too little sleep, the mind becomes restless: palpitations, waking at night, night sweats, a feeling of heat in the palms and soles and a dry mouth are common. Rest, calm evenings and cooling, moistening food help restore it.",
    es: 'El Yin es la parte refrescante, calmante e hidratante del cuerpo. Cuando el Yin del Corazón se agota, a menudo por estrés prolongado, exceso de trabajo y poco sueño, la mente se vuelve inquieta: son frecuentes las palpitaciones, despertarse por la noche, los sudores nocturnos, el calor en palmas y plantas y la boca seca. El descanso, las noches tranquilas y los alimentos frescos e hidratantes ayudan a recuperarlo.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Heart'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'sign:red-tip', weight: 3 },
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'sign:midline-crack', weight: 2 },
      { sign: 'texture:cracked', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'palpitations', weight: 3 },
      { sign: 'insomnia', weight: 3 },
      { sign: 'night-sweats', weight: 3 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'malar-flush', weight: 2 },
      { sign: 'restlessness', weight: 2 },
      { sign: 'anxiety', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'dry-mouth', weight: 2 },
      { sign: 'dry-throat', weight: 1 },
      { sign: 'restless-sleep', weight: 2 },
      { sign: 'afternoon-fever', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'easily-startled', weight: 1 },
      { sign: 'mouth-ulcers', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 2 },
      { sign: 'coating:thick-white', weight: 2 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'strong', weight: 1 },
      { sign: 'slippery', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Heart Yin, clear Empty Heat and calm the Mind',
    zh: '滋阴养心安神',
    pinyin: 'zī yīn yǎng xīn ān shén',
  },
  formula: {
    name: { en: "Emperor of Heaven's Special Pill to Tonify the Heart", pinyin: 'Tiān Wáng Bǔ Xīn Dān', zh: '天王补心丹' },
    source: 'She Sheng Mi Pou (Hong Ji, 1638)',
    herbs: [
      { id: 'sheng-di-huang', pinyin: 'shēng dì huáng', zh: '生地黄', latin: 'Radix Rehmanniae', doseG: [10, 15], role: 'chief' },
      { id: 'tian-men-dong', pinyin: 'tiān mén dōng', zh: '天冬', latin: 'Radix Asparagi', doseG: [6, 12], role: 'deputy' },
      { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [6, 15], role: 'deputy' },
      { id: 'xuan-shen', pinyin: 'xuán shēn', zh: '玄参', latin: 'Radix Scrophulariae', doseG: [9, 15], role: 'deputy' },
      {
        id: 'suan-zao-ren',
        pinyin: 'suān zǎo rén',
        zh: '酸枣仁',
        latin: 'Semen Ziziphi Spinosae',
        doseG: [10, 15],
        role: 'deputy',
      },
      { id: 'bai-zi-ren', pinyin: 'bǎi zǐ rén', zh: '柏子仁', latin: 'Semen Platycladi', doseG: [3, 10], role: 'deputy' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 12], role: 'assistant' },
      {
        id: 'dan-shen',
        pinyin: 'dān shēn',
        zh: '丹参',
        latin: 'Radix et Rhizoma Salviae Miltiorrhizae',
        doseG: [10, 15],
        role: 'assistant',
      },
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15], role: 'assistant' },
      { id: 'yuan-zhi', pinyin: 'yuǎn zhì', zh: '远志', latin: 'Radix Polygalae', doseG: [3, 10], role: 'assistant' },
      {
        id: 'wu-wei-zi',
        pinyin: 'wǔ wèi zǐ',
        zh: '五味子',
        latin: 'Fructus Schisandrae Chinensis',
        doseG: [2, 6],
        role: 'assistant',
      },
      { id: 'jie-geng', pinyin: 'jié gěng', zh: '桔梗', latin: 'Radix Platycodonis', doseG: [3, 10], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'Heart and Kidney not communicating: low back ache, tinnitus, nocturnal emissions, cold feet with hot upper body (Jiao Tai Wan)',
        add: [
          { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [2, 5] },
          { id: 'rou-gui', pinyin: 'ròu guì', zh: '肉桂', latin: 'Cortex Cinnamomi', doseG: [1, 5] },
        ],
        forPattern: 'heart-kidney-disharmony',
      },
      {
        when: 'profuse night sweats',
        add: [
          { id: 'mu-li', pinyin: 'mǔ lì', zh: '牡蛎', latin: 'Concha Ostreae', doseG: [9, 30] },
          { id: 'fu-xiao-mai', pinyin: 'fú xiǎo mài', zh: '浮小麦', latin: 'Fructus Tritici Levis', doseG: [15, 30] },
        ],
      },
      {
        when: 'severe insomnia with palpitations and fright',
        add: [
          { id: 'long-gu', pinyin: 'lóng gǔ', zh: '龙骨', latin: 'Fossilia Ossis Mastodi', doseG: [15, 30] },
          { id: 'ye-jiao-teng', pinyin: 'yè jiāo téng', zh: '夜交藤', latin: 'Caulis Polygoni Multiflori', doseG: [9, 15] },
        ],
      },
      {
        when: 'weak digestion, loose stools: reduce the cloying herbs',
        remove: ['tian-men-dong', 'xuan-shen'],
      },
    ],
    keyHerbs: ['sheng-di-huang', 'mai-men-dong', 'tian-men-dong', 'suan-zao-ren', 'bai-zi-ren'],
  },
  acupoints: [
    {
      code: 'HT7',
      pinyin: 'Shénmén',
      location: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
      role: 'Source point of the Heart: calms the Mind, nourishes the Heart',
    },
    {
      code: 'HT6',
      pinyin: 'Yīnxì',
      location: 'Anterior forearm, 0.5 cun proximal to the wrist crease, radial to the tendon of flexor carpi ulnaris',
      role: 'Cleft point of the Heart: nourishes Heart Yin, stops night sweats',
    },
    {
      code: 'PC7',
      pinyin: 'Dàlíng',
      location: 'Anterior wrist, at the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Clears Heat from the Heart and calms the Mind',
    },
    {
      code: 'CV14',
      pinyin: 'Jùquè',
      location: 'Upper abdomen, on the anterior midline, 6 cun above the umbilicus',
      role: 'Front Mu point of the Heart: calms the Mind',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
      role: 'Nourishes Yin and promotes sleep',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Nourishes Yin and calms the Mind',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'Lower abdomen, on the anterior midline, 3 cun below the umbilicus',
      role: 'Nourishes Kidney Yin, the root of Heart Yin',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Lily bulb', es: 'Bulbo de lirio' },
      description: {
        en: 'Dried lily bulb cooked in congee or sweet soup is a traditional food to calm a restless mind and moisten dryness.',
        es: 'El bulbo de lirio seco en gachas o sopa dulce es un alimento tradicional para calmar la mente inquieta e hidratar la sequedad.',
      },
    },
    {
      name: { en: 'Lotus seeds', es: 'Semillas de loto' },
      description: {
        en: 'Cooked in congee or soups, lotus seeds calm the Heart and support sleep.',
        es: 'Cocidas en gachas o sopas, las semillas de loto calman el Corazón y favorecen el sueño.',
      },
    },
    {
      name: { en: 'White fungus (tremella) soup', es: 'Sopa de hongo blanco (tremella)' },
      description: {
        en: 'A mild moistening soup for dryness and heat at night.',
        es: 'Una sopa suave e hidratante para la sequedad y el calor nocturno.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Moistening, cooling foods', es: 'Alimentos hidratantes y frescos' },
      description: {
        en: 'Soups, congee, tofu, eggs, pear, mulberries, black sesame, leafy greens and fish.',
        es: 'Sopas, gachas, tofu, huevos, pera, moras, sésamo negro, verduras de hoja y pescado.',
      },
    },
    {
      name: { en: 'Avoid stimulants', es: 'Evita los estimulantes' },
      description: {
        en: 'Coffee, strong tea, energy drinks and alcohol worsen palpitations and night sweats.',
        es: 'El café, el té fuerte, las bebidas energéticas y el alcohol empeoran las palpitaciones y los sudores nocturnos.',
      },
    },
    {
      name: { en: 'Less spicy and fried food', es: 'Menos picante y fritos' },
      description: { en: 'Hot, drying foods consume Yin.', es: 'Los alimentos picantes y secos consumen el Yin.' },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Protect your sleep', es: 'Protege tu sueño' },
      description: {
        en: 'Regular early bedtime, a cool bedroom and no screens in the last hour.',
        es: 'Hora de dormir temprana y regular, dormitorio fresco y sin pantallas la última hora.',
      },
    },
    {
      name: { en: 'Slow down', es: 'Baja el ritmo' },
      description: {
        en: 'Long hours, constant hurry and worry drain Heart Yin; plan real rest into each day.',
        es: 'Las jornadas largas, las prisas constantes y la preocupación agotan el Yin del Corazón; planifica descanso real cada día.',
      },
    },
    {
      name: { en: 'Calming practices', es: 'Prácticas calmantes' },
      description: {
        en: 'Meditation, gentle yoga, qigong or slow breathing in the evening.',
        es: 'Meditación, yoga suave, qigong o respiración lenta por la tarde-noche.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Dan Shen and Dang Gui move Blood: use with caution and only under supervision in pregnancy.',
    bleedingRisk:
      'Dan Shen strongly potentiates warfarin (raised INR, bleeding reported) and Dang Gui adds antiplatelet effects: avoid with anticoagulants unless closely monitored, and before surgery.',
    longTerm:
      'Rich, cloying Yin tonics can impair digestion and cause loose stools. Traditional pills are coated with cinnabar (Zhu Sha, mercury sulphide): never use cinnabar-coated products.',
    other: [
      'Wu Wei Zi can raise blood levels of tacrolimus and other CYP3A4 drugs.',
      'Ren Shen may add to stimulants and lower blood sugar with hypoglycaemic drugs.',
      'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment; night sweats with weight loss or fever need a medical check.',
    ],
  },
  prognosis: {
    expectation: 'Sleep and night sweats usually improve within 4-8 weeks; restoring Yin takes several months.',
    favourable: ['reduced workload and stress', 'regular sleep', 'younger age', 'no Kidney involvement'],
    obstacles: [
      'chronic overwork and late nights',
      'stimulant use',
      'menopause transition',
      'long-standing Kidney Yin deficiency',
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
    'nccih-herbs',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
