import type { PatternKnowledge } from '../types.ts';

/**
 * Heart Blood Deficiency (心血虚): too little Blood to house the Mind (Shen), with
 * palpitations, poor sleep and memory. Signs from Maciocia (Foundations, Tongue Diagnosis:
 * pale, thin, slightly dry) and Deng Tietao; formula Gui Pi Tang, the standard formula for
 * palpitations from insufficient Heart Blood (Bensky, Formulas & Strategies), which also
 * supports the Spleen as the source of Blood.
 */
export const heartBloodDeficiency: PatternKnowledge = {
  id: 'heart-blood-deficiency',
  names: { en: 'Heart Blood Deficiency', zh: '心血虚', pinyin: 'xīn xuè xū', es: 'Deficiencia de Sangre de Corazón' },
  explanation: {
    en: "In Chinese medicine the Heart's Blood gives the mind a calm place to rest. When it runs low, people often notice palpitations, trouble falling asleep, vivid dreams, poor memory, a tendency to feel anxious or easily startled, and a pale face. Regular sleep, nourishing food and less worry help rebuild it.",
    es: 'En la medicina china la Sangre del Corazón da a la mente un lugar tranquilo donde descansar. Cuando escasea, suelen aparecer palpitaciones, dificultad para conciliar el sueño, sueños intensos, mala memoria, tendencia a la ansiedad o a sobresaltarse y la cara pálida. El sueño regular, la alimentación nutritiva y menos preocupaciones ayudan a recuperarla.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Heart', 'Spleen'],
  pathogenicFactors: ['Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'shape:thin', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'choppy', weight: 2 },
      { sign: 'weak', weight: 1 },
      { sign: 'irregular', weight: 1 },
    ],
    symptoms: [
      { sign: 'palpitations', weight: 3 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'poor-memory', weight: 2 },
      { sign: 'anxiety', weight: 2 },
      { sign: 'easily-startled', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'pale-lips', weight: 1 },
      { sign: 'fatigue', weight: 1 },
      { sign: 'poor-concentration', weight: 1 },
      { sign: 'scanty-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'full', weight: 2 },
    ],
    symptoms: [
      { sign: 'red-face', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'night-sweats', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Nourish Heart Blood and calm the Mind', zh: '补血养心安神', pinyin: 'bǔ xuè yǎng xīn ān shén' },
  formula: {
    name: { en: 'Restore the Spleen Decoction', pinyin: 'Guī Pí Tāng', zh: '归脾汤' },
    source: 'Ji Sheng Fang (Yan Yong-He, 1253); Dang Gui and Yuan Zhi added by Xue Ji (16th century)',
    herbs: [
      { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [9, 30], role: 'chief' },
      { id: 'long-yan-rou', pinyin: 'lóng yǎn ròu', zh: '龙眼肉', latin: 'Arillus Longan', doseG: [9, 15], role: 'chief' },
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'deputy' },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [6, 12],
        role: 'deputy',
      },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 12], role: 'deputy' },
      {
        id: 'suan-zao-ren',
        pinyin: 'suān zǎo rén',
        zh: '酸枣仁',
        latin: 'Semen Ziziphi Spinosae',
        doseG: [10, 15],
        role: 'deputy',
      },
      { id: 'fu-shen', pinyin: 'fú shén', zh: '茯神', latin: 'Poria cum Radice Pini', doseG: [9, 15], role: 'assistant' },
      { id: 'yuan-zhi', pinyin: 'yuǎn zhì', zh: '远志', latin: 'Radix Polygalae', doseG: [3, 10], role: 'assistant' },
      { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [2, 6],
        role: 'envoy',
      },
      { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [3, 6], role: 'envoy' },
      { id: 'da-zao', pinyin: 'dà zǎo', zh: '大枣', latin: 'Fructus Jujubae', doseG: [6, 15], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'marked Blood deficiency with blurred vision, numbness or scanty periods',
        add: [
          { id: 'shu-di-huang', pinyin: 'shú dì huáng', zh: '熟地黄', latin: 'Radix Rehmanniae Praeparata', doseG: [9, 15] },
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 15] },
        ],
        forPattern: 'liver-blood-deficiency',
      },
      {
        when: 'with Heart Yin deficiency: night sweats, dry mouth, tongue turning red at the tip',
        add: [
          { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [6, 15] },
          { id: 'wu-wei-zi', pinyin: 'wǔ wèi zǐ', zh: '五味子', latin: 'Fructus Schisandrae Chinensis', doseG: [2, 6] },
        ],
        forPattern: 'heart-yin-deficiency',
      },
      {
        when: 'severe insomnia and anxiety',
        add: [
          { id: 'bai-zi-ren', pinyin: 'bǎi zǐ rén', zh: '柏子仁', latin: 'Semen Platycladi', doseG: [3, 10] },
          { id: 'ye-jiao-teng', pinyin: 'yè jiāo téng', zh: '夜交藤', latin: 'Caulis Polygoni Multiflori', doseG: [9, 15] },
        ],
      },
      {
        when: 'mild cases or for economy (the usual substitution)',
        remove: ['ren-shen'],
        add: [{ id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 30] }],
      },
    ],
    keyHerbs: ['long-yan-rou', 'suan-zao-ren', 'dang-gui', 'huang-qi', 'ren-shen'],
  },
  acupoints: [
    {
      code: 'HT7',
      pinyin: 'Shénmén',
      location: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
      role: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location:
        'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Calms the Mind, relieves palpitations',
    },
    {
      code: 'CV14',
      pinyin: 'Jùquè',
      location: 'Upper abdomen, on the anterior midline, 6 cun above the umbilicus',
      role: 'Front Mu point of the Heart: calms the Mind',
    },
    {
      code: 'BL15',
      pinyin: 'Xīnshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T5',
      role: 'Back Shu point of the Heart: tonifies the Heart',
    },
    {
      code: 'BL17',
      pinyin: 'Géshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T7',
      role: 'Influential point of Blood: nourishes Blood',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Spleen and Stomach, the source of Blood',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Nourishes Blood and calms the Mind',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Longan fruit', es: 'Fruta longan' },
      description: {
        en: 'Dried longan, eaten or made into tea, is a traditional food to nourish the Heart and help sleep.',
        es: 'El longan seco, comido o en infusión, es un alimento tradicional para nutrir el Corazón y ayudar a dormir.',
      },
    },
    {
      name: { en: 'Jujube dates', es: 'Dátiles chinos (azufaifas)' },
      description: {
        en: 'Sweet red dates in tea or porridge calm the mind and support Blood.',
        es: 'Los dátiles rojos en infusión o gachas calman la mente y apoyan la Sangre.',
      },
    },
    {
      name: { en: 'Goji berries', es: 'Bayas de goji' },
      description: {
        en: 'Added to porridge, soups or tea to nourish Blood.',
        es: 'Se añaden a gachas, sopas o infusiones para nutrir la Sangre.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Blood-building foods', es: 'Alimentos que nutren la Sangre' },
      description: {
        en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, dates and some lean meat or fish if you eat them.',
        es: 'Verduras de hoja oscura, remolacha, huevos, lentejas, alubias negras, dátiles y algo de carne magra o pescado si los comes.',
      },
    },
    {
      name: { en: 'Warm, regular meals', es: 'Comidas calientes y regulares' },
      description: {
        en: 'Good digestion makes Blood: eat warm, cooked meals at regular times.',
        es: 'Una buena digestión produce Sangre: come comidas calientes y cocinadas a horas regulares.',
      },
    },
    {
      name: { en: 'Less coffee, especially late', es: 'Menos café, sobre todo por la tarde' },
      description: {
        en: 'Caffeine worsens palpitations and sleep problems.',
        es: 'La cafeína empeora las palpitaciones y los problemas de sueño.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Regular sleep routine', es: 'Rutina de sueño regular' },
      description: {
        en: 'Go to bed at the same early time; keep the last hour before bed calm and screen-free.',
        es: 'Acuéstate a la misma hora temprana; mantén la última hora antes de dormir tranquila y sin pantallas.',
      },
    },
    {
      name: { en: 'Less worry and overthinking', es: 'Menos preocupación y rumiación' },
      description: {
        en: 'Meditation, gentle breathing or writing worries down before bed helps settle the mind.',
        es: 'La meditación, la respiración suave o escribir las preocupaciones antes de dormir ayudan a calmar la mente.',
      },
    },
    {
      name: { en: 'Gentle exercise', es: 'Ejercicio suave' },
      description: {
        en: 'Walking, yoga or tai chi; avoid exhausting training.',
        es: 'Caminar, yoga o taichí; evita el entrenamiento agotador.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Dang Gui moves Blood: use only with professional supervision in pregnancy.',
    bleedingRisk: 'Dang Gui may potentiate warfarin and antiplatelet drugs; Ren Shen may lower the INR: monitor when combined.',
    longTerm: 'Sweet, warm tonics can cause bloating or heat in some people; Long Yan Rou is warming and unsuited to Heat signs.',
    other: [
      'Ren Shen may add to stimulants and lower blood sugar with hypoglycaemic drugs.',
      'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
      'Zhi Gan Cao in long use may raise blood pressure and lower potassium.',
    ],
  },
  prognosis: {
    expectation: 'Sleep and palpitations usually improve within 3-6 weeks; full recovery of Blood takes 2-3 months.',
    favourable: ['good appetite and digestion', 'regular sleep', 'reduced worry', 'recent onset'],
    obstacles: ['chronic worry or overwork', 'heavy menstrual bleeding', 'poor diet', 'long-standing deficiency'],
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
