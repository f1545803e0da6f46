import type { PatternKnowledge } from '../../types.ts';

/**
 * Phlegm-Heat Obstructing the Lung (痰热壅肺): Heat condenses fluids into thick yellow Phlegm
 * that blocks the descending of Lung Qi. An excess pattern, acute or as an acute flare of a chronic
 * condition. Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao,
 * Bensky (Formulas & Strategies: Qing Qi Hua Tan Wan) and Deadman.
 */
export const phlegmHeatInLung: PatternKnowledge = {
  id: 'phlegm-heat-in-lung',
  names: { en: 'Phlegm-Heat Obstructing the Lung', zh: '痰热壅肺', pinyin: 'tán rè yōng fèi' },
  explanation:
    'In Chinese medicine this describes heat in the chest that thickens mucus, so the "Lung" cannot breathe freely. Typical signs are a loud cough with thick yellow or green phlegm, a tight chest and sometimes wheezing or fever. It often follows a cold that has settled in the chest; high fever or trouble breathing needs a doctor promptly.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Phlegm', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
    ],
    symptoms: [
      { sign: 'yellow-sputum', weight: 3 },
      { sign: 'cough', weight: 2 },
      { sign: 'productive-cough', weight: 2 },
      { sign: 'chest-oppression', weight: 2 },
      { sign: 'shortness-of-breath', weight: 2 },
      { sign: 'wheezing', weight: 2 },
      { sign: 'fever', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 2 },
      { sign: 'dry-cough', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, transform Phlegm and restore the descending of Lung Qi',
    zh: '清热化痰，肃肺止咳',
    pinyin: 'qīng rè huà tán, sù fèi zhǐ ké',
  },
  formula: {
    formula: 'qing-qi-hua-tan-wan',
    keyHerbs: ['dan-nan-xing', 'gua-lou-ren', 'huang-qin', 'ban-xia'],
    modifications: [
      {
        when: 'with high fever, strong thirst and sweating (intense Lung Heat)',
        add: [
          { herb: 'shi-gao', doseG: [15, 30] },
          { herb: 'zhi-mu', doseG: [6, 12] },
        ],
      },
      {
        when: 'with foul-smelling, purulent sputum',
        add: [
          { herb: 'yu-xing-cao', doseG: [15, 30] },
          { herb: 'lu-gen', doseG: [15, 30] },
        ],
      },
      {
        when: 'with wheezing and breathlessness',
        add: [
          { herb: 'sang-bai-pi', doseG: [9, 12] },
          { herb: 'ting-li-zi', doseG: [3, 9] },
        ],
      },
      {
        when: 'with constipation (Heat binding the Large Intestine, the paired organ of the Lung)',
        add: [{ herb: 'da-huang', doseG: [3, 9] }],
      },
    ],
  },
  acupoints: [
    { code: 'LU5', role: 'Clears Lung Heat and resolves Phlegm' },
    { code: 'LU7', role: 'Restores the descending of Lung Qi and stops cough' },
    { code: 'LU1', role: 'Front-mu point of the Lung: clears fullness from the chest' },
    { code: 'ST40', role: 'Main point to resolve Phlegm' },
    { code: 'LI11', role: 'Clears Heat' },
    { code: 'BL13', role: 'Back-shu point of the Lung: clears Lung Heat' },
    { code: 'CV17', role: 'Opens the chest and eases breathing' },
  ],
  consumerHerbs: [
    {
      id: 'pear-and-daikon-drink',
      name: 'Pear and daikon drink',
      description: 'Pear and white radish simmered in water are a traditional home drink to cool the chest and loosen phlegm.',
    },
    {
      id: 'loquat-leaf-or-loquat-syrup',
      name: 'Loquat leaf or loquat syrup',
      description: 'Loquat preparations are widely used in Chinese homes to soothe a cough with sticky phlegm.',
    },
  ],
  diet: [
    {
      id: 'light-cooling-meals',
      name: 'Light, cooling meals',
      description: 'Vegetable soups, rice, pears, white radish, celery and seaweed.',
    },
    {
      id: 'avoid-phlegm-forming-foods',
      name: 'Avoid phlegm-forming foods',
      description: 'Dairy, sugar, fried and greasy food increase mucus.',
    },
    {
      id: 'avoid-heating-foods-and-alcohol',
      name: 'Avoid heating foods and alcohol',
      description: 'Chilli, lamb, spirits and smoking feed the heat.',
    },
    { id: 'drink-enough-fluids', name: 'Drink enough fluids', description: 'Warm water and clear broths keep phlegm thin.' },
  ],
  lifestyle: [
    {
      id: 'rest-while-it-is-acute',
      name: 'Rest while it is acute',
      description: 'Avoid strenuous exercise until the cough and fever settle.',
    },
    { id: 'no-smoke', name: 'No smoke', description: 'Do not smoke and keep away from smoky or polluted air.' },
    {
      id: 'know-when-to-see-a-doctor',
      name: 'Know when to see a doctor',
      description: 'High fever, breathlessness at rest, chest pain or blood in the phlegm need medical care now.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold and drying: stop once the sputum clears, as prolonged use injures the Spleen and Yin. Xing ren contains amygdalin: keep to the usual dose.',
    other: [
      'Not for dry cough from Yin deficiency or for Cold-Phlegm with white sputum.',
      'Pneumonia must be ruled out: high fever, breathlessness or chest pain need urgent medical assessment.',
    ],
  },
  prognosis: {
    expectation:
      'Acute cases usually settle within 1-2 weeks; in chronic lung disease flares recur and the underlying deficiency must then be treated.',
    favourable: [
      { text: 'acute onset in a robust person', onlyIf: 'recent-onset' },
      'no smoking',
      'sputum becoming thinner and lighter',
    ],
    obstacles: ['smoking', 'chronic bronchitis or COPD', 'underlying Lung or Spleen deficiency'],
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
