import type { PatternKnowledge } from '../../types.ts';

/**
 * Spleen Qi Deficiency (脾气虚): the Spleen transforms and transports food poorly.
 * Signs from Maciocia (Foundations, Tongue Diagnosis: pale, swollen sides, tooth marks)
 * and Deng Tietao; formula Si Jun Zi Tang with its classic descendants (Liu Jun Zi,
 * Xiang Sha Liu Jun Zi, Bu Zhong Yi Qi Tang) as in Bensky, Formulas & Strategies.
 */
export const spleenQiDeficiency: PatternKnowledge = {
  id: 'spleen-qi-deficiency',
  names: { en: 'Spleen Qi Deficiency', zh: '脾气虚', pinyin: 'pí qì xū' },
  explanation:
    'In Chinese medicine the Spleen turns food into energy. When it is weak, meals are poorly used: you may feel tired, especially after eating, with little appetite, bloating and soft stools. Warm, cooked meals at regular times and avoiding overwork help it recover.',
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Qi deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'shape:scalloped', weight: 1 },
      { sign: 'size:enlarged', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 3 },
      { sign: 'empty', weight: 1 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'fatigue', weight: 3 },
      { sign: 'poor-appetite', weight: 3 },
      { sign: 'loose-stools', weight: 3 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'worse-after-eating', weight: 2 },
      { sign: 'sallow-complexion', weight: 2 },
      { sign: 'limb-weakness', weight: 2 },
      { sign: 'bloating', weight: 1 },
      // A craving for sweets: the sweet taste goes to the Spleen and a weak Spleen craves it (Maciocia, Foundations).
      { sign: 'craving-sweets', weight: 1 },
      { sign: 'borborygmi', weight: 1 },
      { sign: 'weak-voice', weight: 1 },
      { sign: 'easy-bruising', weight: 1 },
      { sign: 'prolapse', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 3 },
      { sign: 'full', weight: 2 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 2 },
      { sign: 'thirst', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Tonify Spleen Qi', zh: '健脾益气', pinyin: 'jiàn pí yì qì' },
  formula: {
    formula: 'si-jun-zi-tang',
    keyHerbs: ['ren-shen', 'bai-zhu', 'fu-ling', 'zhi-gan-cao'],
    modifications: [
      {
        when: 'mild or chronic cases (the usual modern substitution for Ren Shen)',
        add: [{ herb: 'dang-shen', doseG: [9, 30] }],
        remove: ['ren-shen'],
      },
      {
        when: 'with Phlegm-Dampness: nausea, white sputum, greasy coating (Liu Jun Zi Tang)',
        add: [
          { herb: 'chen-pi', doseG: [3, 10] },
          { herb: 'ban-xia', doseG: [3, 9] },
        ],
        forPattern: 'phlegm-dampness',
        findings: ['nausea', 'white-sputum', 'sign:greasy-coating'],
      },
      {
        when: 'marked epigastric and abdominal distension after eating (Xiang Sha Liu Jun Zi Tang)',
        add: [
          { herb: 'mu-xiang', doseG: [3, 6] },
          { herb: 'sha-ren', doseG: [3, 6] },
        ],
      },
      {
        when: 'sinking Qi: prolapse, chronic diarrhoea, dragging-down sensation (towards Bu Zhong Yi Qi Tang)',
        add: [
          { herb: 'huang-qi', doseG: [9, 30] },
          { herb: 'sheng-ma', doseG: [3, 6] },
          { herb: 'chai-hu', doseG: [3, 6] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'ST36', role: 'Main point to tonify Stomach and Spleen Qi' },
    { code: 'SP3', role: 'Source point of the Spleen: tonifies Spleen Qi' },
    { code: 'SP6', role: 'Strengthens the Spleen and resolves Dampness' },
    { code: 'CV12', role: 'Front Mu point of the Stomach: tonifies the Middle Burner' },
    { code: 'BL20', role: 'Back Shu point of the Spleen' },
    { code: 'BL21', role: 'Back Shu point of the Stomach' },
    { code: 'CV6', role: 'Tonifies Qi in general (moxibustion suits)' },
  ],
  consumerHerbs: [
    {
      id: 'jujube-dates',
      name: 'Jujube dates',
      description: 'Sweet red dates in tea, porridge or soup gently strengthen digestion.',
      herbs: ['da-zao'],
    },
    {
      id: 'chinese-yam',
      name: 'Chinese yam',
      description: 'A mild, starchy root cooked in soups or congee, traditionally used to strengthen the Spleen.',
      herbs: ['shan-yao'],
    },
    { id: 'roasted-barley-tea', name: 'Roasted barley tea', description: 'A warm, caffeine-free tea that is easy on digestion.' },
  ],
  diet: [
    {
      id: 'warm-cooked-food',
      name: 'Warm, cooked food',
      description: 'Rice porridge, soups, stews, root vegetables, oats and lightly cooked vegetables are easiest to digest.',
    },
    {
      id: 'avoid-cold-raw-and-iced-food',
      name: 'Avoid cold, raw and iced food',
      description: 'Iced drinks, large salads, smoothies and ice cream weaken the Spleen.',
    },
    {
      id: 'less-sugar-and-dairy',
      name: 'Less sugar and dairy',
      description: 'Too much sweet or rich food creates dampness that burdens digestion.',
    },
    {
      id: 'regular-meals-chewed-well',
      name: 'Regular meals, chewed well',
      description: 'Eat at regular times, sitting down, and stop before you are completely full.',
    },
  ],
  lifestyle: [
    {
      id: 'do-not-overwork-or-overthink',
      name: 'Do not overwork or overthink',
      description: 'Long hours of study or worry weaken the Spleen in Chinese medicine.',
    },
    {
      id: 'gentle-exercise',
      name: 'Gentle exercise',
      description: 'A short walk after meals and gentle exercise build energy without exhausting it.',
    },
    { id: 'rest-enough', name: 'Rest enough', description: 'Regular sleep and short breaks during the day let energy rebuild.' },
  ],
  cautions: {
    longTerm:
      'Suited to longer courses; but Zhi Gan Cao taken in high doses for months may cause fluid retention, high blood pressure and low potassium.',
    other: [
      'Not during acute fevers or infections (Ren Shen).',
      'Persistent diarrhoea, weight loss or blood in the stool need medical assessment.',
    ],
  },
  prognosis: {
    expectation: 'Energy and appetite usually improve within 3-6 weeks; lasting change needs 2-3 months of diet and treatment.',
    favourable: [
      'regular warm meals',
      'adequate rest',
      { text: 'recent onset', onlyIf: 'recent-onset' },
      { text: 'younger age', onlyIf: 'younger' },
    ],
    obstacles: [
      'irregular eating, cold and raw food',
      'chronic overwork or worry',
      { text: 'long-standing deficiency with Dampness', onlyIf: 'long-standing' },
      { text: 'advanced age', onlyIf: 'older' },
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
    'flaws-diet',
  ],
};
