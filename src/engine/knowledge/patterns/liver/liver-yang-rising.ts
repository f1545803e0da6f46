import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver Yang Rising (肝阳上亢): Liver Yang escapes upwards because Liver (and Kidney) Yin
 * or Blood below cannot anchor it; excess above, deficiency below. Signs from Maciocia
 * (Foundations) and Deng Tietao; formula Tian Ma Gou Teng Yin as in Bensky, Formulas & Strategies.
 */
export const liverYangRising: PatternKnowledge = {
  id: 'liver-yang-rising',
  names: { en: 'Liver Yang Rising', zh: '肝阳上亢', pinyin: 'gān yáng shàng kàng' },
  explanation:
    'In this pattern energy rushes up to the head because what should anchor it below is depleted. It typically brings throbbing headaches at the temples, dizziness, ringing in the ears, a flushed face and a short temper, often worse with stress or fatigue. Calm routines, rest and avoiding alcohol help, and blood pressure should be checked regularly.',
  nature: 'mixed',
  temperature: 'heat',
  organs: ['Liver', 'Kidney'],
  pathogenicFactors: ['Rising Yang', 'Yin deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'moisture:dry', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'thin', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'temporal-headache', weight: 3 },
      { sign: 'dizziness', weight: 3 },
      { sign: 'headache', weight: 2 },
      { sign: 'distending-headache', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'dream-disturbed-sleep', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'red-eyes', weight: 1 },
      { sign: 'weak-knees', weight: 1 },
      { sign: 'low-back-pain', weight: 1 },
      { sign: 'worse-with-stress', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 1 },
      { sign: 'floating', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Pacify the Liver, subdue Yang and nourish Liver and Kidney Yin',
    zh: '平肝潜阳，滋养肝肾',
    pinyin: 'píng gān qián yáng, zī yǎng gān shèn',
  },
  formula: {
    formula: 'tian-ma-gou-teng-yin',
    keyHerbs: ['tian-ma', 'gou-teng', 'shi-jue-ming', 'chuan-niu-xi'],
    modifications: [
      {
        when: 'marked Fire: bitter taste, red eyes, constipation, rapid pulse',
        add: [
          { herb: 'long-dan-cao', doseG: [3, 6] },
          { herb: 'xia-ku-cao', doseG: [9, 15] },
        ],
        forPattern: 'liver-fire-blazing',
        findings: ['bitter-taste', 'red-eyes', 'constipation', 'rapid'],
      },
      {
        when: 'marked Liver and Kidney Yin deficiency: dry eyes, night sweats, red peeled tongue',
        add: [
          { herb: 'gou-qi-zi', doseG: [6, 12] },
          { herb: 'nu-zhen-zi', doseG: [6, 12] },
          { herb: 'sheng-di-huang', doseG: [10, 15] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
        findings: ['dry-eyes', 'night-sweats', 'sign:peeled-coating'],
      },
      {
        when: 'severe dizziness, numbness or tremor: Yang starting to stir Liver Wind',
        add: [
          { herb: 'long-gu', doseG: [15, 30] },
          { herb: 'mu-li', doseG: [9, 30] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'LR3', role: 'Subdues Liver Yang' },
    { code: 'GB20', role: 'Subdues Yang and relieves headache and dizziness' },
    { code: 'GB43', role: 'Subdues Liver Yang, relieves temporal headache and tinnitus' },
    { code: 'GV20', role: 'Subdues Yang rising to the vertex (reducing method)' },
    { code: 'EX-HN5', role: 'Local point for temporal headache' },
    { code: 'KI3', role: 'Source point of the Kidney: nourishes the Yin that anchors Yang' },
    { code: 'SP6', role: 'Nourishes Liver and Kidney Yin' },
  ],
  consumerHerbs: [
    {
      id: 'chrysanthemum-tea',
      name: 'Chrysanthemum tea',
      description: 'A traditional cooling tea for tension headaches, red or tired eyes and a hot head.',
      herbs: ['ju-hua'],
    },
    {
      id: 'mulberry-leaf-tea',
      name: 'Mulberry leaf tea',
      description: 'A mild tea used in Chinese food culture to clear heat from the head and eyes.',
      herbs: ['sang-ye'],
    },
    {
      id: 'goji-berries',
      name: 'Goji berries',
      description: 'Nourish the Yin of Liver and Kidney that keeps rising energy anchored.',
      herbs: ['gou-qi-zi'],
    },
  ],
  diet: [
    {
      id: 'cooling-calming-foods',
      name: 'Cooling, calming foods',
      description: 'Celery, leafy greens, cucumber, seaweed, mushrooms and plenty of vegetables.',
    },
    {
      id: 'avoid-alcohol-and-spicy-food',
      name: 'Avoid alcohol and spicy food',
      description: 'Alcohol, chilli, coffee and fried food push energy upwards and make headaches worse.',
    },
    { id: 'less-salt', name: 'Less salt', description: 'Keeping salt low also helps keep blood pressure in a healthy range.' },
  ],
  lifestyle: [
    {
      id: 'calm-the-mind',
      name: 'Calm the mind',
      description: 'Meditation, slow breathing or tai chi help keep anger and stress from rising to the head.',
    },
    {
      id: 'regular-sleep',
      name: 'Regular sleep',
      description: 'Late nights drain the Yin that anchors Yang; keep a regular, early bedtime.',
    },
    {
      id: 'check-your-blood-pressure',
      name: 'Check your blood pressure',
      description: 'These symptoms can accompany high blood pressure; measure it and see your doctor if it is high.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold Huang Qin and Zhi Zi can injure the Spleen and Stomach, and heavy shells (Shi Jue Ming) are hard on digestion: reduce them once the Yang symptoms settle.',
    other: [
      'Sudden, severe headache, one-sided weakness, slurred speech or facial drooping are emergencies, not this pattern: call emergency services.',
    ],
  },
  prognosis: {
    expectation:
      'Headaches and dizziness usually ease within 2-6 weeks; the underlying Yin deficiency needs months of nourishing.',
    favourable: [
      { text: 'younger age', onlyIf: 'younger' },
      'blood pressure under control',
      'reduced alcohol and stress',
      'regular sleep',
    ],
    obstacles: [
      'chronic stress and anger',
      'alcohol',
      { text: 'advanced age with marked Kidney deficiency', onlyIf: 'older' },
      'signs of internal Wind (tremor, numbness)',
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
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
