import type { PatternKnowledge } from '../../types.ts';

/**
 * Lung Yin Deficiency (肺阴虚): the Lung lacks moistening fluids, giving a dry cough and, when
 * long-standing, Empty Heat. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Sha Shen Mai Men Dong Tang, Bai He Gu Jin Tang) and
 * Deadman.
 */
export const lungYinDeficiency: PatternKnowledge = {
  id: 'lung-yin-deficiency',
  names: { en: 'Lung Yin Deficiency', zh: '肺阴虚', pinyin: 'fèi yīn xū' },
  explanation:
    'In Chinese medicine the "Lung" needs moisture to work smoothly. When that moisture runs low, people have a dry, tickly cough with little phlegm, a dry throat or hoarse voice, and may feel warm in the afternoon or sweat at night. It often follows a lingering infection, smoking or living in a very dry climate.',
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Yin deficiency', 'Dryness', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'moisture:dry', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'texture:cracked', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-cough', weight: 3 },
      { sign: 'scanty-sticky-sputum', weight: 2 },
      { sign: 'dry-throat', weight: 2 },
      { sign: 'hoarse-voice', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'afternoon-fever', weight: 2 },
      { sign: 'malar-flush', weight: 1 },
      { sign: 'blood-in-sputum', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'fatigue', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 1 },
      { sign: 'slow', weight: 1 },
      { sign: 'tight', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Lung Yin, moisten Dryness and clear Empty Heat',
    zh: '滋阴润肺，清热止咳',
    pinyin: 'zī yīn rùn fèi, qīng rè zhǐ ké',
  },
  formula: {
    formula: 'sha-shen-mai-men-dong-tang',
    keyHerbs: ['bei-sha-shen', 'mai-men-dong', 'yu-zhu', 'tian-hua-fen'],
    modifications: [
      {
        when: 'with afternoon fever, night sweats and hot palms (marked Empty Heat)',
        add: [
          { herb: 'di-gu-pi', doseG: [9, 15] },
          { herb: 'yin-chai-hu', doseG: [6, 9] },
        ],
      },
      {
        when: 'with sore lower back, dizziness and a cough worse at night (Lung and Kidney Yin deficiency): towards Lily Bulb Decoction to Preserve the Metal',
        add: [
          { herb: 'bai-he', doseG: [9, 12] },
          { herb: 'sheng-di-huang', doseG: [9, 15] },
          { herb: 'shu-di-huang', doseG: [9, 15] },
        ],
        forPattern: 'kidney-yin-deficiency',
        findings: ['low-back-pain', 'sore-lower-back-and-knees', 'dizziness'],
      },
      {
        when: 'with blood-streaked sputum',
        add: [
          { herb: 'bai-ji', doseG: [6, 12] },
          { herb: 'ou-jie', doseG: [9, 15] },
        ],
      },
      { when: 'with a persistent dry cough and scanty sticky sputum', add: [{ herb: 'chuan-bei-mu', doseG: [3, 9] }] },
    ],
  },
  acupoints: [
    { code: 'LU9', role: 'Source point of the Lung: tonifies Lung Qi and Yin' },
    { code: 'LU7', role: 'With KI6 opens the Conception Vessel: nourishes Yin and benefits the throat' },
    { code: 'KI6', role: 'Nourishes Yin and moistens the throat' },
    { code: 'LU10', role: 'Clears Lung Heat and benefits the throat' },
    { code: 'BL13', role: 'Back-shu point of the Lung' },
    { code: 'BL43', role: 'Tonifies and moistens the Lung in chronic deficiency' },
    { code: 'CV4', role: 'Nourishes Kidney Yin, the root of Lung Yin' },
  ],
  consumerHerbs: [
    {
      id: 'pear-poached-with-honey',
      name: 'Pear poached with honey',
      description: 'A pear steamed or poached with a little honey is a classic home remedy to moisten a dry throat and cough.',
    },
    {
      id: 'lily-bulb-and-white-fungus-soup',
      name: 'Lily bulb and white fungus soup',
      description:
        'Dried lily bulb and snow fungus simmered into a light sweet soup are traditional moistening foods for the lungs.',
      herbs: ['bai-he'],
    },
  ],
  diet: [
    {
      id: 'moistening-foods',
      name: 'Moistening foods',
      description: 'Pears, apples, almonds, sesame, honey, tofu, soy milk, eggs and white fungus.',
    },
    { id: 'soups-and-congee', name: 'Soups and congee', description: 'Liquid, gently cooked meals help replace lost moisture.' },
    {
      id: 'avoid-drying-and-hot-foods',
      name: 'Avoid drying and hot foods',
      description: 'Chilli, fried and roasted food, crisps, coffee and alcohol dry the lungs further.',
    },
  ],
  lifestyle: [
    {
      id: 'stop-smoking-and-avoid-smoke',
      name: 'Stop smoking and avoid smoke',
      description: 'Smoke is the main drying irritant for the lungs.',
    },
    {
      id: 'humidify-the-air',
      name: 'Humidify the air',
      description: 'In heated or air-conditioned rooms, a humidifier or a bowl of water helps the throat.',
    },
    {
      id: 'rest-and-sleep-early',
      name: 'Rest and sleep early',
      description: "Late nights and overwork use up the body's moisture.",
    },
  ],
  cautions: {
    longTerm: 'The moistening herbs are cloying: with long use, watch for poor appetite, bloating or loose stools.',
    other: [
      'Not for coughs with copious phlegm, Damp or an unresolved exterior invasion.',
      'A cough lasting over three weeks, coughing blood, weight loss or night sweats need medical assessment (e.g. tuberculosis, lung tumour).',
    ],
  },
  prognosis: {
    expectation: 'Dry cough usually eases within 2-4 weeks; rebuilding Yin takes 2-3 months or more.',
    favourable: ['stopping smoking', 'humid environment', { text: 'recent onset after an infection', onlyIf: 'recent-onset' }],
    obstacles: ['continued smoking', 'chronic lung disease', 'very dry climate or overwork'],
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
    'flaws-diet',
  ],
};
