import type { PatternKnowledge } from '../../types.ts';

/**
 * Qi Stagnation and Blood Stasis (气滞血瘀): long-standing Liver Qi stagnation fails to move Blood,
 * so distending pain that varies with mood turns into fixed, stabbing pain. Written from Maciocia
 * (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Xue Fu
 * Zhu Yu Tang, Ge Xia Zhu Yu Tang) and Deadman.
 */
export const qiStagnationBloodStasis: PatternKnowledge = {
  id: 'qi-stagnation-blood-stasis',
  names: { en: 'Qi Stagnation and Blood Stasis', zh: '气滞血瘀', pinyin: 'qì zhì xuè yū' },
  explanation:
    'In Chinese medicine, long-lasting tension and emotional strain can block the smooth flow of energy ("Qi"), and in time the blood stops flowing freely too. People may feel irritable or low, with tightness in the chest or ribs, breast tenderness and painful periods with dark clots; pain tends to be fixed and sharp. It is common with chronic stress.',
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver', 'Heart'],
  pathogenicFactors: ['Qi stagnation', 'Blood stasis'],
  signs: {
    tongue: [
      { sign: 'bodyColor:purple', weight: 3 },
      { sign: 'sign:purple-spots', weight: 2 },
      { sign: 'sign:distended-sublingual-veins', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'choppy', weight: 3 },
    ],
    symptoms: [
      { sign: 'fixed-stabbing-pain', weight: 3 },
      { sign: 'hypochondriac-pain', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'dysmenorrhea', weight: 2 },
      { sign: 'dark-menstrual-clots', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'chest-oppression', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'depression', weight: 1 },
      { sign: 'sighing', weight: 1 },
      { sign: 'worse-with-stress', weight: 1 },
      { sign: 'headache', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'abdominal-masses', weight: 1 },
      { sign: 'irregular-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 1 },
      { sign: 'bodyColor:normal', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'floating', weight: 1 },
    ],
    symptoms: [
      { sign: 'pain-better-with-pressure', weight: 2 },
      { sign: 'fatigue', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Move Qi, invigorate Blood and remove stasis',
    zh: '行气活血，化瘀止痛',
    pinyin: 'xíng qì huó xuè, huà yū zhǐ tòng',
  },
  formula: {
    formula: 'xue-fu-zhu-yu-tang',
    keyHerbs: ['tao-ren', 'hong-hua', 'chuan-xiong', 'chai-hu', 'zhi-ke'],
    modifications: [
      {
        when: 'with marked mood-related distension, sighing and breast tenderness (Liver Qi stagnation predominates)',
        add: [
          { herb: 'xiang-fu', doseG: [6, 9] },
          { herb: 'qing-pi', doseG: [3, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
        findings: ['sighing', 'breast-distension', 'worse-with-stress'],
      },
      {
        when: 'with painful periods and lower abdominal pain',
        add: [
          { herb: 'yan-hu-suo', doseG: [6, 9] },
          { herb: 'wu-yao', doseG: [6, 9] },
          { herb: 'xiang-fu', doseG: [6, 9] },
        ],
      },
      {
        when: 'with hypochondriac masses or chronic liver-region pain',
        add: [
          { herb: 'yu-jin', doseG: [6, 9] },
          { herb: 'dan-shen', doseG: [9, 15] },
        ],
      },
      {
        when: 'with fatigue and a weak pulse (Qi deficiency)',
        add: [{ herb: 'huang-qi', doseG: [15, 30] }],
        forPattern: 'qi-and-blood-deficiency',
        findings: ['fatigue', 'weak'],
      },
    ],
  },
  acupoints: [
    { code: 'LR3', role: 'Moves Liver Qi and Blood; with LI4 the "Four Gates"' },
    { code: 'LI4', role: 'Moves Qi and stops pain; with LR3 the "Four Gates"' },
    { code: 'PC6', role: 'Moves Qi and Blood in the chest and calms the Mind' },
    { code: 'SP6', role: 'Invigorates Blood and regulates menstruation' },
    { code: 'SP10', role: 'Invigorates Blood and removes stasis' },
    { code: 'BL17', role: 'Influential point of Blood: invigorates Blood' },
    { code: 'LR14', role: 'Front-mu point of the Liver: moves Qi in the hypochondrium' },
  ],
  consumerHerbs: [
    {
      id: 'rose-bud-tea',
      name: 'Rose bud tea',
      description: 'Dried rose buds are a traditional tea to ease tension, soothe the mood and help the blood move.',
    },
    {
      id: 'hawthorn-berry-tea',
      name: 'Hawthorn berry tea',
      description: 'Hawthorn berries are a food-grade herb traditionally used to help circulation.',
      herbs: ['shan-zha'],
    },
    {
      id: 'citrus-peel',
      name: 'Citrus peel',
      description: 'A little dried tangerine peel in tea or cooking helps the energy move.',
      herbs: ['chen-pi'],
    },
  ],
  diet: [
    {
      id: 'moving-foods',
      name: 'Moving foods',
      description: 'Onions, chives, radish, citrus peel, aubergine, black fungus and a little vinegar.',
    },
    {
      id: 'regular-unhurried-meals',
      name: 'Regular, unhurried meals',
      description: 'Eat at calm, regular times; eating under stress worsens the blockage.',
    },
    {
      id: 'limit-alcohol-fatty-and-cold-food',
      name: 'Limit alcohol, fatty and cold food',
      description: 'Alcohol and greasy food burden the liver; cold food slows circulation.',
    },
  ],
  lifestyle: [
    {
      id: 'daily-exercise',
      name: 'Daily exercise',
      description: 'Brisk walking, swimming, dancing or stretching are the best ways to move energy and blood.',
    },
    {
      id: 'release-stress',
      name: 'Release stress',
      description: 'Breathing exercises, talking things through and creative outlets ease emotional tension.',
    },
    {
      id: 'get-chest-pain-checked-at-once',
      name: 'Get chest pain checked at once',
      description: 'Chest pain or pressure, especially with breathlessness or sweating, needs emergency care.',
    },
  ],
  cautions: {
    longTerm: 'Moving formula: prolonged use depletes Qi and Blood; reassess after 4-6 weeks and add tonics if needed.',
    other: ['Chest pain must be assessed medically before being attributed to stasis.'],
  },
  prognosis: {
    expectation:
      'Distension and mood improve within 2-4 weeks; fixed pain and menstrual clots usually need 2-3 cycles or months.',
    favourable: ['regular exercise', 'stress addressed', 'no masses'],
    obstacles: [
      'chronic unresolved stress',
      { text: 'long-standing stasis or masses', onlyIf: 'long-standing' },
      'sedentary life',
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
