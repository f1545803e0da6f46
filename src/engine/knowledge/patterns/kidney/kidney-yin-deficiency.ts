import type { PatternKnowledge } from '../../types.ts';

/**
 * Kidney Yin Deficiency (肾阴虚): the Kidney's Yin and Essence fail to nourish and cool, giving
 * dryness, weakness of the lower back and, in time, Empty Heat. Written from Maciocia
 * (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Liu Wei
 * Di Huang Wan and its variants) and Deadman.
 */
export const kidneyYinDeficiency: PatternKnowledge = {
  id: 'kidney-yin-deficiency',
  names: { en: 'Kidney Yin Deficiency', zh: '肾阴虚', pinyin: 'shèn yīn xū' },
  explanation:
    'In Chinese medicine the "Kidney" stores the body\'s deep, cooling and nourishing reserves. When these run low, people may have a sore lower back, ringing in the ears, dizziness, night sweats, warm palms and soles and a dry mouth at night. It often follows years of overwork, too little sleep, chronic illness or the change of life.',
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Kidney'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'texture:cracked', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 2 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'night-sweats', weight: 3 },
      { sign: 'low-back-pain', weight: 2 },
      { sign: 'weak-knees', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'dry-mouth', weight: 2 },
      { sign: 'afternoon-fever', weight: 1 },
      { sign: 'hot-flushes', weight: 1 },
      { sign: 'hearing-loss', weight: 1 },
      { sign: 'malar-flush', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
      { sign: 'seminal-emission', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'coating:thick-white', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Kidney Yin and Essence, clear Empty Heat if present',
    zh: '滋补肾阴',
    pinyin: 'zī bǔ shèn yīn',
  },
  formula: {
    formula: 'liu-wei-di-huang-wan',
    keyHerbs: ['shu-di-huang', 'shan-zhu-yu', 'shan-yao'],
    modifications: [
      {
        when: 'with marked Empty Heat (night sweats, hot flushes, afternoon fever): Anemarrhena, Phellodendron and Rehmannia Pill (Zhi Bai Di Huang Wan)',
        add: [
          { herb: 'zhi-mu', doseG: [6, 9] },
          { herb: 'huang-bai', doseG: [6, 9] },
        ],
      },
      {
        when: 'with dry eyes and blurred vision (Liver Yin also deficient): Lycium Fruit, Chrysanthemum and Rehmannia Pill (Qi Ju Di Huang Wan)',
        add: [
          { herb: 'gou-qi-zi', doseG: [9, 12] },
          { herb: 'ju-hua', doseG: [6, 9] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
        findings: ['dry-eyes', 'blurred-vision'],
      },
      {
        when: 'with a chronic dry cough or wheezing (Lung Yin also deficient): Ophiopogon, Schisandra and Rehmannia Pill (Mai Wei Di Huang Wan)',
        add: [
          { herb: 'mai-men-dong', doseG: [9, 12] },
          { herb: 'wu-wei-zi', doseG: [3, 6] },
        ],
        forPattern: 'lung-yin-deficiency',
        findings: ['dry-cough', 'wheezing'],
      },
      {
        when: 'with insomnia, palpitations and restlessness (Heart and Kidney not communicating)',
        add: [
          { herb: 'huang-lian', doseG: [3, 6] },
          { herb: 'rou-gui', doseG: [1, 3] },
        ],
        forPattern: 'heart-kidney-disharmony',
        findings: ['insomnia', 'palpitations', 'restlessness'],
      },
    ],
  },
  acupoints: [
    { code: 'KI3', role: 'Source point of the Kidney: nourishes Kidney Yin' },
    { code: 'KI6', role: 'Nourishes Yin and cools Empty Heat' },
    { code: 'LU7', role: 'With KI6 opens the Conception Vessel to nourish Yin' },
    { code: 'KI2', role: 'Clears Empty Heat from the Kidney' },
    { code: 'SP6', role: 'Nourishes Yin' },
    { code: 'CV4', role: 'Nourishes the Kidney and Essence' },
    { code: 'BL23', role: 'Back-shu point of the Kidney: tonifies the Kidney (no moxa)' },
  ],
  consumerHerbs: [
    {
      id: 'goji-berries',
      name: 'Goji berries',
      description:
        'Goji berries, eaten as a snack or added to porridge and soups, are a traditional food to nourish the kidneys and eyes.',
      herbs: ['gou-qi-zi'],
    },
    {
      id: 'black-sesame',
      name: 'Black sesame',
      description: 'Toasted black sesame or black sesame paste is a traditional nourishing food for the kidneys and hair.',
    },
  ],
  diet: [
    {
      id: 'nourishing-moist-foods',
      name: 'Nourishing, moist foods',
      description: 'Black beans, tofu, eggs, fish, seaweed, millet, pears and mulberries.',
    },
    {
      id: 'soups-and-stews',
      name: 'Soups and stews',
      description: 'Gently cooked, liquid dishes are easier to absorb and moistening.',
    },
    {
      id: 'avoid-heating-and-drying-items',
      name: 'Avoid heating and drying items',
      description: 'Limit coffee, alcohol, chilli, lamb and fried or grilled food.',
    },
  ],
  lifestyle: [
    {
      id: 'sleep-before-midnight',
      name: 'Sleep before midnight',
      description: 'Regular, sufficient sleep is the most important way to rebuild these reserves.',
    },
    {
      id: 'pace-yourself',
      name: 'Pace yourself',
      description: 'Avoid long working hours, exhausting sport and sweating heavily.',
    },
    {
      id: 'calm-practices',
      name: 'Calm practices',
      description: 'Yoga, tai chi, meditation or quiet walks restore without draining.',
    },
  ],
  cautions: {
    longTerm:
      'Shu di huang is rich and cloying: with long use watch for bloating or loose stools and add a little sha ren or chen pi.',
    other: [
      'Not for patients with Spleen deficiency and loose stools or Damp accumulation without adjustment.',
      'Persistent night sweats with weight loss or fever need a medical check.',
    ],
  },
  prognosis: {
    expectation:
      'Slow to change: heat symptoms and sleep usually improve within 1-2 months; rebuilding Yin takes 3-6 months or longer.',
    favourable: ['adequate sleep', 'reduced stimulants', { text: 'younger age', onlyIf: 'younger' }],
    obstacles: ['chronic overwork or night shifts', 'chronic illness', 'ageing and the menopause transition'],
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
