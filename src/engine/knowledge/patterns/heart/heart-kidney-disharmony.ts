import type { PatternKnowledge } from '../../types.ts';

/**
 * Heart and Kidney Not Communicating (心肾不交): Kidney Yin fails to rise and cool the Heart,
 * Heart Fire fails to descend and warm the Kidney, giving Empty Heat that harasses the Mind.
 * Written from Maciocia (Foundations, Practice), Deng Tietao, the insomnia chapter of the
 * Chinese internal-medicine syllabus (Liu Wei Di Huang Wan with Jiao Tai Wan) as presented in
 * Bensky (Formulas & Strategies), and Deadman.
 */
export const heartKidneyDisharmony: PatternKnowledge = {
  id: 'heart-kidney-disharmony',
  names: { en: 'Heart and Kidney Not Communicating', zh: '心肾不交', pinyin: 'xīn shèn bù jiāo' },
  explanation:
    'In Chinese medicine the cooling, restoring energy of the "Kidney" should balance the warm, active energy of the "Heart". When that cooling side runs low, the mind stays "switched on": people lie awake, feel restless, have palpitations and may notice night sweats, ringing ears or a sore lower back. It often follows long periods of stress, late nights and overwork.',
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
    formula: 'liu-wei-di-huang-wan-he-jiao-tai-wan',
    keyHerbs: ['shu-di-huang', 'huang-lian', 'rou-gui', 'shan-zhu-yu'],
    modifications: [
      {
        when: 'with marked palpitations, anxiety and poor memory (Heart Yin deficiency)',
        add: [
          { herb: 'suan-zao-ren', doseG: [9, 15] },
          { herb: 'bai-zi-ren', doseG: [6, 10] },
          { herb: 'wu-wei-zi', doseG: [3, 6] },
        ],
        forPattern: 'heart-yin-deficiency',
        findings: ['palpitations', 'anxiety', 'poor-memory'],
      },
      {
        when: 'with intense irritability and inability to lie down to sleep (strong Heart Fire)',
        add: [
          { herb: 'e-jiao', doseG: [6, 9] },
          { herb: 'bai-shao', doseG: [6, 12] },
          { herb: 'huang-qin', doseG: [6, 9] },
        ],
        forPattern: 'heart-fire-blazing',
        findings: ['irritability', 'restlessness'],
      },
      {
        when: 'with night sweats and nocturnal emissions',
        add: [
          { herb: 'long-gu', doseG: [15, 30] },
          { herb: 'mu-li', doseG: [15, 30] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'HT7', role: 'Calms the Mind and settles the Heart' },
    { code: 'HT6', role: 'Nourishes Heart Yin and stops night sweats' },
    { code: 'KI3', role: 'Source point of the Kidney: nourishes Kidney Yin' },
    { code: 'KI6', role: 'Nourishes Yin, benefits the throat and promotes sleep' },
    { code: 'SP6', role: 'Nourishes Yin and calms the Mind' },
    { code: 'CV4', role: 'Strengthens the Kidney and roots the Mind' },
    { code: 'BL23', role: 'Back-shu point of the Kidney: tonifies the Kidney' },
  ],
  consumerHerbs: [
    {
      id: 'lily-bulb-and-lotus-seed-soup',
      name: 'Lily bulb and lotus seed soup',
      description: 'A traditional light sweet soup of dried lily bulb and lotus seeds, eaten in the evening to calm the mind.',
      herbs: ['bai-he'],
    },
    {
      id: 'goji-berries',
      name: 'Goji berries',
      description: 'A handful of goji berries in porridge or tea is a traditional food to nourish and cool.',
      herbs: ['gou-qi-zi'],
    },
  ],
  diet: [
    {
      id: 'moistening-foods',
      name: 'Moistening foods',
      description: 'Favour soups, congee, pears, mung beans, tofu, black sesame, eggs and fish.',
    },
    {
      id: 'avoid-stimulants',
      name: 'Avoid stimulants',
      description: 'Coffee, strong tea, energy drinks and alcohol, especially after midday, keep the mind awake.',
    },
    {
      id: 'go-easy-on-hot-spices',
      name: 'Go easy on hot spices',
      description: 'Chilli, pepper and deep-fried food add heat and dryness.',
    },
    {
      id: 'a-light-early-dinner',
      name: 'A light, early dinner',
      description: 'Eating lightly a few hours before bed helps sleep come more easily.',
    },
  ],
  lifestyle: [
    {
      id: 'regular-early-bedtime',
      name: 'Regular, early bedtime',
      description: 'Being asleep before about 11 pm is considered the most restoring in Chinese medicine.',
    },
    {
      id: 'wind-down-in-the-evening',
      name: 'Wind down in the evening',
      description: 'Dim lights, avoid screens and try slow breathing or a warm foot soak before bed.',
    },
    {
      id: 'avoid-burnout',
      name: 'Avoid burnout',
      description: 'Pace work and exercise; very intense sport or long working hours drain this pattern further.',
    },
  ],
  cautions: {
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
      { text: 'long-standing insomnia with hypnotic dependence', onlyIf: 'long-standing' },
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
