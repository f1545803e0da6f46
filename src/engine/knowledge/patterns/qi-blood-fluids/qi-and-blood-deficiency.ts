import type { PatternKnowledge } from '../../types.ts';

/**
 * Qi and Blood Deficiency (气血两虚): both Qi and Blood are depleted, usually after chronic illness,
 * blood loss, childbirth or poor nutrition; Qi cannot produce Blood and Blood cannot carry Qi.
 * Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas &
 * Strategies: Ba Zhen Tang, Shi Quan Da Bu Tang) and Deadman.
 */
export const qiAndBloodDeficiency: PatternKnowledge = {
  id: 'qi-and-blood-deficiency',
  names: { en: 'Qi and Blood Deficiency', zh: '气血两虚', pinyin: 'qì xuè liǎng xū' },
  explanation:
    'In Chinese medicine "Qi" is the body\'s energy and "Blood" its nourishment. When both are low, people feel tired and weak, look pale, get dizzy when standing up, feel their heart flutter and may have light periods. It often follows a long illness, blood loss, childbirth, or a poor diet.',
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Spleen', 'Heart', 'Liver', 'Lung'],
  pathogenicFactors: ['Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'shape:thin', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'weak', weight: 3 },
    ],
    symptoms: [
      { sign: 'fatigue', weight: 3 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'palpitations', weight: 2 },
      { sign: 'shortness-of-breath', weight: 2 },
      { sign: 'scanty-menstruation', weight: 2 },
      { sign: 'sallow-complexion', weight: 1 },
      { sign: 'pale-lips', weight: 1 },
      { sign: 'postural-dizziness', weight: 1 },
      { sign: 'pale-menstrual-blood', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
      { sign: 'spontaneous-sweating', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'numbness', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'blurred-vision', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'wiry', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 1 },
      { sign: 'fever', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Tonify Qi and nourish Blood', zh: '益气补血', pinyin: 'yì qì bǔ xuè' },
  formula: {
    formula: 'ba-zhen-tang',
    keyHerbs: ['ren-shen', 'shu-di-huang', 'dang-gui', 'bai-zhu'],
    modifications: [
      {
        when: 'with cold limbs and aversion to cold (deficiency tending to Cold): All-Inclusive Great Tonifying Decoction (Shi Quan Da Bu Tang)',
        add: [
          { herb: 'huang-qi', doseG: [9, 15] },
          { herb: 'rou-gui', doseG: [1.5, 3] },
        ],
      },
      {
        when: 'with palpitations, insomnia and poor memory (Heart and Spleen involvement)',
        add: [
          { herb: 'suan-zao-ren', doseG: [9, 15] },
          { herb: 'yuan-zhi', doseG: [3, 6] },
          { herb: 'long-yan-rou', doseG: [9, 12] },
        ],
        forPattern: 'heart-spleen-deficiency',
        findings: ['palpitations', 'insomnia', 'poor-memory'],
      },
      {
        when: 'with poor appetite and abdominal distension (weak Spleen not tolerating rich tonics)',
        add: [
          { herb: 'sha-ren', doseG: [3, 6] },
          { herb: 'chen-pi', doseG: [6, 9] },
        ],
        forPattern: 'spleen-qi-deficiency',
        findings: ['poor-appetite', 'abdominal-distension'],
      },
    ],
  },
  acupoints: [
    { code: 'ST36', role: 'Tonifies Qi and Blood through the Stomach and Spleen' },
    { code: 'SP6', role: 'Strengthens the Spleen and nourishes Blood' },
    { code: 'CV4', role: 'Nourishes Blood and the Original Qi' },
    { code: 'CV6', role: 'Tonifies Qi' },
    { code: 'BL17', role: 'Influential point of Blood: nourishes Blood (often with moxa)' },
    { code: 'BL20', role: 'Back-shu point of the Spleen: tonifies the source of Qi and Blood' },
    { code: 'BL23', role: 'Tonifies the Kidney, which supports Blood through Essence' },
  ],
  consumerHerbs: [
    {
      id: 'red-dates-and-goji-berries',
      name: 'Red dates and goji berries',
      description:
        'Red dates and goji berries cooked in porridge or steeped as a tea are traditional foods to build energy and blood.',
      herbs: ['da-zao', 'gou-qi-zi'],
    },
    {
      id: 'chicken-soup-with-chinese-yam-and-longan',
      name: 'Chicken soup with Chinese yam and longan',
      description:
        'A slow-simmered chicken broth with Chinese yam and a few dried longan fruits is a traditional restorative soup after illness or childbirth.',
      herbs: ['shan-yao', 'long-yan-rou'],
    },
  ],
  diet: [
    {
      id: 'regular-warm-nourishing-meals',
      name: 'Regular, warm, nourishing meals',
      description: 'Three cooked meals a day with good protein: eggs, fish, poultry, lean meat or legumes.',
    },
    {
      id: 'blood-building-foods',
      name: 'Blood-building foods',
      description: 'Dark leafy greens, beetroot, lentils, dates, apricots and black sesame.',
    },
    {
      id: 'easy-to-digest-grains',
      name: 'Easy-to-digest grains',
      description: 'Rice, oats, millet and sweet potato support the digestion that makes blood.',
    },
    {
      id: 'avoid-restrictive-dieting',
      name: 'Avoid restrictive dieting',
      description: 'Skipping meals and very low-calorie diets deepen this pattern.',
    },
  ],
  lifestyle: [
    {
      id: 'rest-generously',
      name: 'Rest generously',
      description: 'Allow enough sleep and short rests during the day while recovering.',
    },
    {
      id: 'build-up-gradually',
      name: 'Build up gradually',
      description: 'Start with short walks and gentle qigong, increasing slowly.',
    },
    {
      id: 'check-for-anaemia',
      name: 'Check for anaemia',
      description: 'Persistent tiredness and paleness are worth a simple blood test with your doctor.',
    },
  ],
  cautions: {
    longTerm:
      'Rich tonics (shu di huang) may cause bloating with long use; zhi gan cao in long courses may raise blood pressure and lower potassium.',
    other: [
      'Not to be used during an acute infection (fever, sore throat): tonics can hold the pathogen in.',
      'Unexplained fatigue, pallor or weight loss need medical investigation (anaemia, bleeding, thyroid).',
    ],
  },
  prognosis: {
    expectation: 'Energy usually improves within 4-6 weeks; rebuilding Blood takes about 3 months.',
    favourable: ['good appetite and digestion', 'known and resolved cause (e.g. after childbirth)', 'adequate rest'],
    obstacles: ['ongoing blood loss', 'chronic illness', 'poor diet or eating disorder'],
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
