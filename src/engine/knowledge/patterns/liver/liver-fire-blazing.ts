import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver Fire Blazing Upward (肝火上炎): full Heat of the Liver flaring to the head and eyes.
 * Signs from Maciocia (Foundations, Tongue Diagnosis: red with redder, dry sides, yellow
 * coating) and Deng Tietao; formula Long Dan Xie Gan Tang as in Bensky, Formulas & Strategies,
 * with Chuan Mu Tong in place of the nephrotoxic Aristolochia (Guan Mu Tong).
 */
export const liverFireBlazing: PatternKnowledge = {
  id: 'liver-fire-blazing',
  names: { en: 'Liver Fire Blazing Upward', zh: '肝火上炎', pinyin: 'gān huǒ shàng yán' },
  explanation:
    'This is a pattern of strong internal heat linked to the Liver, often built up by long-standing anger, stress, alcohol or rich, spicy food. It tends to cause a red face and eyes, pounding headaches, a bitter taste, quick temper, thirst and constipation. Cooling foods, less alcohol and ways to release anger help calm it.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Liver', 'Gallbladder'],
  pathogenicFactors: ['Fire', 'Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:red-sides', weight: 3 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'red-eyes', weight: 3 },
      { sign: 'bitter-taste', weight: 3 },
      { sign: 'irritability', weight: 3 },
      { sign: 'temporal-headache', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'thirst', weight: 2 },
      { sign: 'constipation', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
      { sign: 'nosebleeds', weight: 1 },
      { sign: 'hypochondriac-pain', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
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
  treatmentPrinciple: { en: 'Clear the Liver and drain Fire', zh: '清肝泻火', pinyin: 'qīng gān xiè huǒ' },
  formula: {
    formula: 'long-dan-xie-gan-tang',
    keyHerbs: ['long-dan-cao', 'huang-qin', 'zhi-zi', 'sheng-di-huang'],
    modifications: [
      {
        when: 'no Dampness (dry tongue, no discharge or urinary signs): drop the draining diuretics',
        remove: ['chuan-mu-tong', 'che-qian-zi'],
      },
      {
        when: 'severe headache and red, painful eyes',
        add: [
          { herb: 'xia-ku-cao', doseG: [9, 15] },
          { herb: 'ju-hua', doseG: [5, 10] },
        ],
      },
      { when: 'constipation with dry stools (towards Dang Gui Long Hui Wan)', add: [{ herb: 'da-huang', doseG: [3, 15] }] },
      {
        when: 'Fire stirring Wind in a patient with Yang rising: dizziness, tremor',
        add: [
          { herb: 'shi-jue-ming', doseG: [15, 30] },
          { herb: 'gou-teng', doseG: [3, 12] },
        ],
        forPattern: 'liver-yang-rising',
        findings: ['dizziness', 'tremor', 'sign:trembling'],
      },
    ],
  },
  acupoints: [
    { code: 'LR2', role: 'Fire (spring) point of the Liver: the main point to drain Liver Fire' },
    { code: 'LR3', role: 'Calms the Liver and subdues rising Qi' },
    { code: 'GB20', role: 'Clears Heat from the head, relieves headache and red eyes' },
    { code: 'GB43', role: 'Clears Liver and Gallbladder Fire, relieves tinnitus and temporal headache' },
    { code: 'EX-HN5', role: 'Local point for temporal headache and red eyes' },
    { code: 'LI11', role: 'Clears Heat from the whole body' },
  ],
  consumerHerbs: [
    {
      id: 'chrysanthemum-tea',
      name: 'Chrysanthemum tea',
      description: 'A cooling tea traditionally used for red, sore eyes and heat in the head.',
      herbs: ['ju-hua'],
    },
    { id: 'mung-bean-soup', name: 'Mung bean soup', description: 'A simple cooling soup used in Chinese homes to clear heat.' },
    { id: 'dandelion-tea', name: 'Dandelion tea', description: 'A bitter herbal tea that helps clear heat from the Liver.' },
  ],
  diet: [
    {
      id: 'cut-alcohol-chilli-and-fried-food',
      name: 'Cut alcohol, chilli and fried food',
      description: 'These feed Liver Fire directly; avoiding them is often the single biggest help.',
    },
    {
      id: 'cooling-vegetables-and-fruit',
      name: 'Cooling vegetables and fruit',
      description: 'Celery, cucumber, leafy greens, tomato, pear and watermelon help cool the system.',
    },
    {
      id: 'drink-enough-water',
      name: 'Drink enough water',
      description: 'Plain water or light cooling teas instead of coffee and energy drinks.',
    },
  ],
  lifestyle: [
    {
      id: 'release-anger-safely',
      name: 'Release anger safely',
      description: 'Vigorous exercise, talking things through or counselling keep anger from building up.',
    },
    {
      id: 'cool-down-before-bed',
      name: 'Cool down before bed',
      description: 'Avoid screens, arguments and work late in the evening; a cool, dark bedroom helps sleep.',
    },
    {
      id: 'keep-the-bowels-moving',
      name: 'Keep the bowels moving',
      description: 'Fibre, water and daily movement prevent constipation, which keeps heat in.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold draining formula: injures Spleen and Stomach Qi and Yin; stop once the Fire is cleared (usually a few weeks). Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) has caused irreversible kidney failure.',
    other: ['Not for Spleen deficiency with loose stools or poor appetite.'],
  },
  prognosis: {
    expectation:
      'Acute symptoms (red eyes, headache, bitter taste) often ease within 1-3 weeks; recurrence depends on alcohol, diet and emotional habits.',
    favourable: [
      { text: 'recent onset', onlyIf: 'recent-onset' },
      'stopping alcohol',
      'good bowel movements',
      'emotional outlet',
    ],
    obstacles: [
      'continued alcohol and spicy food',
      'chronic anger or stress',
      'Fire injuring Yin (red peeled tongue)',
      'Fire stirring Wind',
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
