import type { PatternKnowledge } from '../../types.ts';

/**
 * Lung Qi Deficiency (肺气虚): the Lung is too weak to govern Qi and respiration and to spread
 * Defensive Qi to the skin. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Bu Fei Tang, Yu Ping Feng San) and Deadman.
 */
export const lungQiDeficiency: PatternKnowledge = {
  id: 'lung-qi-deficiency',
  names: { en: 'Lung Qi Deficiency', zh: '肺气虚', pinyin: 'fèi qì xū' },
  explanation:
    'In Chinese medicine the "Lung" governs breathing and the body\'s outer defence. When its energy is weak, people get short of breath on effort, speak softly, sweat easily and catch colds often. It is common after a long illness, in people who talk a lot for work, or with a sedentary life.',
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Lung'],
  pathogenicFactors: ['Qi deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 3 },
      { sign: 'empty', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'shortness-of-breath', weight: 3 },
      { sign: 'weak-voice', weight: 3 },
      { sign: 'spontaneous-sweating', weight: 2 },
      { sign: 'easily-catch-colds', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'sweating-on-exertion', weight: 1 },
      { sign: 'cough', weight: 1 },
      { sign: 'white-sputum', weight: 1 },
      { sign: 'aversion-to-cold', weight: 1 },
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
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'yellow-sputum', weight: 2 },
      { sign: 'fever', weight: 1 },
      { sign: 'thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Tonify Lung Qi and consolidate the exterior',
    zh: '补益肺气，固表止汗',
    pinyin: 'bǔ yì fèi qì, gù biǎo zhǐ hàn',
  },
  formula: {
    formula: 'bu-fei-tang',
    keyHerbs: ['huang-qi', 'ren-shen', 'wu-wei-zi', 'shu-di-huang'],
    modifications: [
      {
        when: 'with marked spontaneous sweating and frequent colds (weak Defensive Qi): combine with Jade Windscreen Powder',
        add: [
          { herb: 'bai-zhu', doseG: [9, 12] },
          { herb: 'fang-feng', doseG: [6, 9] },
        ],
      },
      {
        when: 'with poor appetite, loose stools and tiredness after eating (Spleen Qi deficiency)',
        add: [
          { herb: 'bai-zhu', doseG: [9, 12] },
          { herb: 'fu-ling', doseG: [9, 15] },
        ],
        remove: ['shu-di-huang'],
        forPattern: 'spleen-qi-deficiency',
        findings: ['poor-appetite', 'loose-stools', 'worse-after-eating'],
      },
      {
        when: 'with copious white sputum and chest oppression (Phlegm-Damp)',
        add: [
          { herb: 'ban-xia', doseG: [6, 9] },
          { herb: 'chen-pi', doseG: [6, 9] },
        ],
        remove: ['shu-di-huang'],
        forPattern: 'phlegm-dampness',
        findings: ['white-sputum', 'chest-oppression'],
      },
    ],
  },
  acupoints: [
    { code: 'LU9', role: 'Source point of the Lung: tonifies Lung Qi' },
    { code: 'LU7', role: 'Stimulates the descending of Lung Qi and strengthens the exterior' },
    { code: 'BL13', role: 'Back-shu point of the Lung: tonifies Lung Qi' },
    { code: 'GV12', role: 'Strengthens Lung Qi, especially with moxa' },
    { code: 'ST36', role: 'Tonifies Qi through Earth, the mother of Metal' },
    { code: 'CV6', role: 'Tonifies Qi in general' },
    { code: 'CV17', role: 'Influential point of Qi: tonifies the Gathering Qi of the chest' },
  ],
  consumerHerbs: [
    {
      id: 'astragalus-and-chicken-soup',
      name: 'Astragalus and chicken soup',
      description: 'Astragalus root simmered in chicken broth is a traditional food to build energy and resistance to colds.',
      herbs: ['huang-qi'],
    },
    {
      id: 'chinese-yam-shan-yao-porridge',
      name: 'Chinese yam (shan yao) porridge',
      description: 'Chinese yam cooked in rice porridge gently strengthens the lungs and digestion.',
      herbs: ['shan-yao'],
    },
  ],
  diet: [
    {
      id: 'warm-nourishing-meals',
      name: 'Warm, nourishing meals',
      description: 'Soups, stews, rice, oats, root vegetables and chicken support energy.',
    },
    {
      id: 'pungent-touch-in-moderation',
      name: 'Pungent touch in moderation',
      description: 'A little onion, ginger or leek helps the lungs spread energy.',
    },
    {
      id: 'limit-dairy-and-cold-drinks',
      name: 'Limit dairy and cold drinks',
      description: 'Large amounts of milk, cheese, sugar and iced drinks tend to create phlegm.',
    },
  ],
  lifestyle: [
    {
      id: 'breathing-practice',
      name: 'Breathing practice',
      description: 'A few minutes a day of slow, deep abdominal breathing strengthens the breath.',
    },
    {
      id: 'walk-in-fresh-air',
      name: 'Walk in fresh air',
      description: 'Regular, moderate walks build stamina; avoid exhausting exercise.',
    },
    {
      id: 'protect-from-wind-and-cold',
      name: 'Protect from wind and cold',
      description: 'Cover the neck and upper back, and change out of sweaty clothes quickly.',
    },
    { id: 'rest-the-voice', name: 'Rest the voice', description: 'If you talk a lot for work, plan quiet breaks.' },
  ],
  cautions: {
    longTerm: 'Shu di huang is cloying and may upset weak digestion in long courses; wu wei zi is astringent.',
    other: [
      'Do not use during an acute cold or fever: the tonifying and astringent herbs (wu wei zi, shu di huang) can trap the pathogen.',
      'Persistent breathlessness needs a medical check (heart, lungs, anaemia).',
    ],
  },
  prognosis: {
    expectation: 'Usually improves within 4-8 weeks; resistance to colds builds over one or two seasons.',
    favourable: ['regular breathing exercise', 'no smoking', 'good digestion'],
    obstacles: ['smoking or polluted air', 'repeated infections during treatment', 'chronic lung disease'],
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
