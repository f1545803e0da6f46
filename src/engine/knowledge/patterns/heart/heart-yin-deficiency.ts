import type { PatternKnowledge } from '../../types.ts';

/**
 * Heart Yin Deficiency (心阴虚): depleted Heart Yin fails to anchor the Mind and gives rise
 * to Empty Heat. Signs from Maciocia (Foundations, Tongue Diagnosis: red, redder tip,
 * peeled, midline crack reaching the tip) and Deng Tietao; formula Tian Wang Bu Xin Dan as
 * in Bensky, Formulas & Strategies, without the traditional cinnabar coating.
 */
export const heartYinDeficiency: PatternKnowledge = {
  id: 'heart-yin-deficiency',
  names: { en: 'Heart Yin Deficiency', zh: '心阴虚', pinyin: 'xīn yīn xū' },
  explanation:
    "Yin is the cooling, calming, moistening side of the body. When the Heart's Yin is depleted, often by long-term stress, overwork and too little sleep, the mind becomes restless: palpitations, waking at night, night sweats, a feeling of heat in the palms and soles and a dry mouth are common. Rest, calm evenings and cooling, moistening food help restore it.",
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
    formula: 'tian-wang-bu-xin-dan',
    keyHerbs: ['sheng-di-huang', 'mai-men-dong', 'tian-men-dong', 'suan-zao-ren', 'bai-zi-ren'],
    modifications: [
      {
        when: 'Heart and Kidney not communicating: low back ache, tinnitus, nocturnal emissions, cold feet with hot upper body (Jiao Tai Wan)',
        add: [
          { herb: 'huang-lian', doseG: [2, 5] },
          { herb: 'rou-gui', doseG: [1, 5] },
        ],
        forPattern: 'heart-kidney-disharmony',
        findings: ['low-back-pain', 'tinnitus', 'seminal-emission'],
      },
      {
        when: 'profuse night sweats',
        add: [
          { herb: 'mu-li', doseG: [9, 30] },
          { herb: 'fu-xiao-mai', doseG: [15, 30] },
        ],
      },
      {
        when: 'severe insomnia with palpitations and fright',
        add: [
          { herb: 'long-gu', doseG: [15, 30] },
          { herb: 'ye-jiao-teng', doseG: [9, 15] },
        ],
      },
      { when: 'weak digestion, loose stools: reduce the cloying herbs', remove: ['tian-men-dong', 'xuan-shen'] },
    ],
  },
  acupoints: [
    { code: 'HT7', role: 'Source point of the Heart: calms the Mind, nourishes the Heart' },
    { code: 'HT6', role: 'Cleft point of the Heart: nourishes Heart Yin, stops night sweats' },
    { code: 'PC7', role: 'Clears Heat from the Heart and calms the Mind' },
    { code: 'CV14', role: 'Front Mu point of the Heart: calms the Mind' },
    { code: 'KI6', role: 'Nourishes Yin and promotes sleep' },
    { code: 'SP6', role: 'Nourishes Yin and calms the Mind' },
    { code: 'CV4', role: 'Nourishes Kidney Yin, the root of Heart Yin' },
  ],
  consumerHerbs: [
    {
      id: 'lily-bulb',
      name: 'Lily bulb',
      description:
        'Dried lily bulb cooked in congee or sweet soup is a traditional food to calm a restless mind and moisten dryness.',
      herbs: ['bai-he'],
    },
    {
      id: 'lotus-seeds',
      name: 'Lotus seeds',
      description: 'Cooked in congee or soups, lotus seeds calm the Heart and support sleep.',
    },
    {
      id: 'white-fungus-tremella-soup',
      name: 'White fungus (tremella) soup',
      description: 'A mild moistening soup for dryness and heat at night.',
    },
  ],
  diet: [
    {
      id: 'moistening-cooling-foods',
      name: 'Moistening, cooling foods',
      description: 'Soups, congee, tofu, eggs, pear, mulberries, black sesame, leafy greens and fish.',
    },
    {
      id: 'avoid-stimulants',
      name: 'Avoid stimulants',
      description: 'Coffee, strong tea, energy drinks and alcohol worsen palpitations and night sweats.',
    },
    { id: 'less-spicy-and-fried-food', name: 'Less spicy and fried food', description: 'Hot, drying foods consume Yin.' },
  ],
  lifestyle: [
    {
      id: 'protect-your-sleep',
      name: 'Protect your sleep',
      description: 'Regular early bedtime, a cool bedroom and no screens in the last hour.',
    },
    {
      id: 'slow-down',
      name: 'Slow down',
      description: 'Long hours, constant hurry and worry drain Heart Yin; plan real rest into each day.',
    },
    {
      id: 'calming-practices',
      name: 'Calming practices',
      description: 'Meditation, gentle yoga, qigong or slow breathing in the evening.',
    },
  ],
  cautions: {
    longTerm:
      'Rich, cloying Yin tonics can impair digestion and cause loose stools. Traditional pills are coated with cinnabar (Zhu Sha, mercury sulphide): never use cinnabar-coated products.',
    other: [
      'Wu Wei Zi can raise blood levels of tacrolimus and other CYP3A4 drugs.',
      'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment; night sweats with weight loss or fever need a medical check.',
    ],
  },
  prognosis: {
    expectation: 'Sleep and night sweats usually improve within 4-8 weeks; restoring Yin takes several months.',
    favourable: [
      'reduced workload and stress',
      'regular sleep',
      { text: 'younger age', onlyIf: 'younger' },
      'no Kidney involvement',
    ],
    obstacles: [
      'chronic overwork and late nights',
      'stimulant use',
      'menopause transition',
      { text: 'long-standing Kidney Yin deficiency', onlyIf: 'long-standing' },
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
