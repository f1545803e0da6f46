import type { PatternKnowledge } from '../types.ts';

/**
 * Heart Fire Blazing (心火亢盛): full Fire of the Heart disturbing the Mind, flaring to the
 * tongue and transmitted to the Small Intestine and Bladder. Signs from Maciocia (Foundations,
 * Tongue Diagnosis: red with a redder, swollen tip with red points, yellow coating) and Deng
 * Tietao; formula Dao Chi San as in Bensky, Formulas & Strategies, with Chuan Mu Tong in place
 * of the nephrotoxic Aristolochia (Guan Mu Tong).
 */
export const heartFireBlazing: PatternKnowledge = {
  id: 'heart-fire-blazing',
  names: { en: 'Heart Fire Blazing', zh: '心火亢盛', pinyin: 'xīn huǒ kàng shèng', es: 'Fuego de Corazón' },
  explanation: {
    en: 'This is a pattern of strong heat affecting the Heart, which in Chinese medicine houses the mind and opens into the tongue. It often shows as agitation, difficulty sleeping, palpitations, thirst, a red face, painful ulcers on the tongue or mouth and dark, sometimes burning urine. It is often linked to long-standing emotional strain, and cooling food, rest and calming activities help.',
    es: 'Es un patrón de calor intenso que afecta al Corazón, que en la medicina china alberga la mente y se abre en la lengua. Suele manifestarse como agitación, dificultad para dormir, palpitaciones, sed, cara roja, llagas dolorosas en la lengua o la boca y orina oscura, a veces con escozor. A menudo se relaciona con tensión emocional prolongada, y ayudan la comida refrescante, el descanso y las actividades calmantes.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Heart', 'Small Intestine'],
  pathogenicFactors: ['Fire', 'Heat'],
  signs: {
    tongue: [
      { sign: 'sign:red-tip', weight: 3 },
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:red-points', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'sign:midline-crack', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'surging', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'mouth-ulcers', weight: 3 },
      { sign: 'restlessness', weight: 3 },
      { sign: 'palpitations', weight: 2 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'thirst', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'burning-urination', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'blood-in-urine', weight: 1 },
      { sign: 'aversion-to-heat', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 2 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heart Fire and drain Heat through the urine',
    zh: '清心泻火，利尿',
    pinyin: 'qīng xīn xiè huǒ, lì niào',
  },
  formula: {
    name: { en: 'Guide Out the Red Powder', pinyin: 'Dǎo Chì Sǎn', zh: '导赤散' },
    source: 'Xiao Er Yao Zheng Zhi Jue (Qian Yi, 1119)',
    herbs: [
      { id: 'sheng-di-huang', pinyin: 'shēng dì huáng', zh: '生地黄', latin: 'Radix Rehmanniae', doseG: [10, 15], role: 'chief' },
      {
        id: 'chuan-mu-tong',
        pinyin: 'chuān mù tōng',
        zh: '川木通',
        latin: 'Caulis Clematidis Armandii',
        doseG: [3, 6],
        role: 'chief',
      },
      { id: 'dan-zhu-ye', pinyin: 'dàn zhú yè', zh: '淡竹叶', latin: 'Herba Lophatheri', doseG: [6, 10], role: 'deputy' },
      { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [2, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'intense Fire with agitation, insomnia and constipation (towards Xie Xin Tang)',
        add: [
          { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [2, 5] },
          { id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 15] },
        ],
      },
      {
        when: 'blood in the urine',
        add: [
          { id: 'bai-mao-gen', pinyin: 'bái máo gēn', zh: '白茅根', latin: 'Rhizoma Imperatae', doseG: [9, 30] },
          { id: 'xiao-ji', pinyin: 'xiǎo jì', zh: '小蓟', latin: 'Herba Cirsii', doseG: [5, 12] },
        ],
      },
      {
        when: 'marked insomnia and restlessness',
        add: [
          { id: 'lian-zi-xin', pinyin: 'lián zǐ xīn', zh: '莲子心', latin: 'Plumula Nelumbinis', doseG: [2, 5] },
          { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10] },
        ],
      },
      {
        when: 'Fire has injured Heart Yin: night sweats, peeled red tongue, thin rapid pulse',
        add: [
          { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [6, 15] },
          { id: 'xuan-shen', pinyin: 'xuán shēn', zh: '玄参', latin: 'Radix Scrophulariae', doseG: [9, 15] },
        ],
        forPattern: 'heart-yin-deficiency',
      },
    ],
    keyHerbs: ['sheng-di-huang', 'chuan-mu-tong', 'dan-zhu-ye'],
  },
  acupoints: [
    {
      code: 'HT8',
      pinyin: 'Shàofǔ',
      location: 'Palm, between the 4th and 5th metacarpal bones, where the tip of the little finger rests when a fist is made',
      role: 'Fire point of the Heart: drains Heart Fire',
    },
    {
      code: 'HT9',
      pinyin: 'Shàochōng',
      location: 'Radial side of the little finger, 0.1 cun from the corner of the nail',
      role: 'Well point of the Heart: clears Heat (may be pricked to bleed)',
    },
    {
      code: 'HT7',
      pinyin: 'Shénmén',
      location: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
      role: 'Calms the Mind',
    },
    {
      code: 'PC7',
      pinyin: 'Dàlíng',
      location: 'Anterior wrist, at the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Clears Heart Heat, calms the Mind, treats mouth ulcers',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
      role: 'Clears Heat',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
      role: 'Nourishes Yin to restrain Fire and promotes sleep',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Bamboo leaf tea', es: 'Infusión de hoja de bambú' },
      description: {
        en: 'A light, cooling tea traditionally used for restlessness, thirst and mouth ulcers.',
        es: 'Una infusión ligera y refrescante usada tradicionalmente para la inquietud, la sed y las llagas bucales.',
      },
    },
    {
      name: { en: 'Lotus seed heart tea', es: 'Infusión de germen de semilla de loto' },
      description: {
        en: 'The bitter green centre of lotus seeds, steeped as a tea to calm a hot, restless Heart.',
        es: 'El germen verde y amargo de la semilla de loto, en infusión, para calmar un Corazón caliente e inquieto.',
      },
    },
    {
      name: { en: 'Mung bean soup', es: 'Sopa de judías mungo' },
      description: {
        en: 'A simple cooling soup used in Chinese homes to clear heat.',
        es: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Cooling foods', es: 'Alimentos refrescantes' },
      description: {
        en: 'Cucumber, watermelon, celery, leafy greens, tofu and bitter greens such as endive or rocket.',
        es: 'Pepino, sandía, apio, verduras de hoja, tofu y verduras amargas como la endibia o la rúcula.',
      },
    },
    {
      name: { en: 'Avoid stimulants and alcohol', es: 'Evita estimulantes y alcohol' },
      description: {
        en: 'Coffee, energy drinks, alcohol and chilli feed Heart Fire and disturb sleep.',
        es: 'El café, las bebidas energéticas, el alcohol y el chile alimentan el Fuego de Corazón y alteran el sueño.',
      },
    },
    {
      name: { en: 'Drink enough water', es: 'Bebe suficiente agua' },
      description: {
        en: 'Plenty of water or light cooling teas help clear heat through the urine.',
        es: 'Abundante agua o infusiones suaves y refrescantes ayudan a eliminar el calor por la orina.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Calm the mind', es: 'Calma la mente' },
      description: {
        en: 'Meditation, slow breathing and quiet time in nature help settle agitation.',
        es: 'La meditación, la respiración lenta y el tiempo tranquilo en la naturaleza ayudan a calmar la agitación.',
      },
    },
    {
      name: { en: 'Wind down in the evening', es: 'Relájate por la noche' },
      description: {
        en: 'Avoid exciting films, work and arguments before bed.',
        es: 'Evita películas intensas, trabajo y discusiones antes de dormir.',
      },
    },
    {
      name: { en: 'Seek support for emotional strain', es: 'Busca apoyo ante la tensión emocional' },
      description: {
        en: 'Talking to someone you trust or a counsellor helps release long-held emotions.',
        es: 'Hablar con alguien de confianza o con un terapeuta ayuda a liberar emociones contenidas.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Chuan Mu Tong promotes urination and is to be used with caution in pregnancy; Da Huang, if added, is contraindicated.',
    longTerm:
      'Cold, draining formula for short courses only: it injures Spleen and Stomach Qi. Only Chuan Mu Tong (or Tong Cao) may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    other: [
      'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
      'Mouth ulcers lasting more than three weeks, or blood in the urine, need a medical check.',
      'Severe agitation, mania or thoughts of self-harm need medical and psychiatric care first.',
    ],
  },
  prognosis: {
    expectation:
      'Mouth ulcers and urinary burning usually clear within 1-2 weeks; agitation and sleep settle as the emotional cause is addressed.',
    favourable: ['acute onset', 'identifiable emotional trigger that resolves', 'stopping stimulants and alcohol'],
    obstacles: ['ongoing emotional strain', 'stimulant or alcohol use', 'Fire injuring Heart Yin'],
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
