import type { PatternKnowledge } from '../../types.ts';

/**
 * Wind-Heat Invading the Exterior (风热犯表): a warm pathogen attacks the Defensive level and the
 * Lung through the nose and throat. Written from Maciocia (Foundations, Practice, Tongue
 * Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Yin Qiao San, Sang Ju Yin) and Deadman.
 */
export const windHeatExterior: PatternKnowledge = {
  id: 'wind-heat-exterior',
  names: { en: 'Wind-Heat Invading the Exterior', zh: '风热犯表', pinyin: 'fēng rè fàn biǎo' },
  explanation:
    'This is the Chinese-medicine picture of a cold or flu that starts with a sore throat: fever more than chills, thirst, a headache and sometimes a cough with a little yellowish mucus. It is an early, surface stage that usually passes within days; a high or lasting fever needs a doctor.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Wind', 'Heat'],
  signs: {
    tongue: [
      { sign: 'sign:red-tip', weight: 2 },
      { sign: 'coating:thin-white', weight: 2 },
      { sign: 'sign:red-sides', weight: 1 },
      { sign: 'bodyColor:red', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'floating', weight: 3 },
      { sign: 'rapid', weight: 3 },
    ],
    symptoms: [
      { sign: 'fever', weight: 3 },
      { sign: 'sore-throat', weight: 3 },
      { sign: 'thirst', weight: 2 },
      { sign: 'headache', weight: 1 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cough', weight: 1 },
      { sign: 'yellow-sputum', weight: 1 },
      { sign: 'nasal-congestion', weight: 1 },
      { sign: 'yellow-nasal-discharge', weight: 1 },
      { sign: 'body-aches', weight: 1 },
      { sign: 'swollen-tonsils', weight: 2 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:thick-white', weight: 1 },
      { sign: 'moisture:wet', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'deep', weight: 2 },
      { sign: 'tight', weight: 2 },
    ],
    symptoms: [
      { sign: 'no-thirst', weight: 1 },
      { sign: 'absence-of-sweating', weight: 1 },
      { sign: 'white-sputum', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Release the exterior with cool-acrid herbs, clear Heat and relieve toxicity',
    zh: '辛凉解表，清热解毒',
    pinyin: 'xīn liáng jiě biǎo, qīng rè jiě dú',
  },
  formula: {
    formula: 'yin-qiao-san',
    keyHerbs: ['jin-yin-hua', 'lian-qiao', 'bo-he', 'niu-bang-zi'],
    modifications: [
      {
        when: 'with a very sore, swollen throat',
        add: [
          { herb: 'xuan-shen', doseG: [9, 15] },
          { herb: 'ma-bo', doseG: [2, 6] },
        ],
      },
      {
        when: 'with cough predominating over fever (towards Mulberry Leaf and Chrysanthemum Drink)',
        add: [
          { herb: 'sang-ye', doseG: [6, 9] },
          { herb: 'ju-hua', doseG: [6, 9] },
          { herb: 'xing-ren', doseG: [6, 9] },
        ],
      },
      { when: 'with marked thirst (Heat injuring fluids)', add: [{ herb: 'tian-hua-fen', doseG: [9, 12] }] },
      {
        when: 'with cough and thick yellow sputum (Heat entering the Lung and condensing Phlegm)',
        add: [
          { herb: 'huang-qin', doseG: [6, 9] },
          { herb: 'zhe-bei-mu', doseG: [6, 9] },
          { herb: 'gua-lou-pi', doseG: [6, 12] },
        ],
        forPattern: 'phlegm-heat-in-lung',
        findings: ['yellow-sputum'],
      },
    ],
  },
  acupoints: [
    { code: 'LI4', role: 'Releases the exterior and relieves headache and sore throat' },
    { code: 'LI11', role: 'Clears Heat and reduces fever' },
    { code: 'TE5', role: 'Releases the exterior and expels Wind-Heat' },
    { code: 'GV14', role: 'Clears Heat and reduces fever' },
    { code: 'GB20', role: 'Expels Wind and relieves headache' },
    { code: 'LU11', role: 'Bled to relieve a very sore throat' },
    { code: 'LU10', role: 'Clears Lung Heat and benefits the throat' },
  ],
  consumerHerbs: [
    {
      id: 'chrysanthemum-and-mint-tea',
      name: 'Chrysanthemum and mint tea',
      description:
        'A light tea of chrysanthemum flowers with a few mint leaves is a traditional cooling drink for a sore throat and headache.',
      herbs: ['ju-hua', 'bo-he'],
    },
    {
      id: 'honeysuckle-flower-tea',
      name: 'Honeysuckle flower tea',
      description: 'Honeysuckle flowers are drunk as a tea in China during hot weather and at the start of a sore throat.',
      herbs: ['jin-yin-hua'],
    },
  ],
  diet: [
    {
      id: 'light-cooling-food',
      name: 'Light, cooling food',
      description: 'Vegetable soups, rice porridge, pears, watermelon, cucumber and leafy greens.',
    },
    {
      id: 'plenty-of-fluids',
      name: 'Plenty of fluids',
      description: 'Water, light teas and clear soups replace what fever uses up.',
    },
    {
      id: 'avoid-heating-and-heavy-food',
      name: 'Avoid heating and heavy food',
      description: 'Skip chilli, fried food, red meat, alcohol and sweets while feverish.',
    },
  ],
  lifestyle: [
    { id: 'rest', name: 'Rest', description: 'Rest at home for the first days; it shortens the illness and protects others.' },
    {
      id: 'do-not-overheat',
      name: 'Do not overheat',
      description: 'Dress comfortably and keep the room airy; heavy wrapping does not help a feverish cold.',
    },
    {
      id: 'know-when-to-see-a-doctor',
      name: 'Know when to see a doctor',
      description:
        'Fever over three days, a very high fever, a stiff neck, a rash or difficulty swallowing or breathing need medical care.',
    },
  ],
  cautions: {
    longTerm:
      'For the acute stage only, usually a few days: the cool-acrid herbs disperse and cool, and may weaken digestion if continued.',
    other: [
      'Aromatic herbs (bo he, jing jie) should not be over-boiled: add them near the end.',
      'Not for Wind-Cold with chills, no sweating and no thirst.',
    ],
  },
  prognosis: {
    expectation: 'Usually resolves within 3-7 days.',
    favourable: ['treated early', 'rest and fluids', 'no underlying chronic illness'],
    obstacles: [
      'pathogen penetrating to the Qi level (high fever, yellow sputum)',
      'weak constitution',
      'continuing to work while ill',
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
