import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver Qi Stagnation with Spleen Deficiency (肝郁脾虚, "Liver invading the Spleen"):
 * stagnant Liver Qi overacts on a weak Spleen. Signs from Maciocia (Foundations, Practice)
 * and Deng Tietao; formula Xiao Yao San as in Bensky, Formulas & Strategies.
 */
export const liverQiStagnationSpleenDeficiency: PatternKnowledge = {
  id: 'liver-qi-stagnation-spleen-deficiency',
  names: { en: 'Liver Qi Stagnation with Spleen Deficiency', zh: '肝郁脾虚', pinyin: 'gān yù pí xū' },
  explanation:
    'Here stress and tension (the Liver) upset a digestive system that is already a little weak (the Spleen). Typical signs are mood swings or irritability together with tiredness, bloating and bowel habits that change with stress. Calm routines, regular warm meals and gentle exercise usually help a lot.',
  nature: 'mixed',
  temperature: 'neutral',
  organs: ['Liver', 'Spleen'],
  pathogenicFactors: ['Qi stagnation', 'Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'sign:red-sides', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'thin', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'alternating-constipation-diarrhea', weight: 3 },
      { sign: 'worse-with-stress', weight: 2 },
      { sign: 'hypochondriac-pain', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'depression', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'irregular-menstruation', weight: 2 },
      { sign: 'abdominal-pain', weight: 1 },
      { sign: 'sighing', weight: 1 },
      { sign: 'dizziness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Soothe the Liver, strengthen the Spleen and nourish Blood',
    zh: '疏肝健脾养血',
    pinyin: 'shū gān jiàn pí yǎng xuè',
  },
  formula: {
    formula: 'xiao-yao-san',
    keyHerbs: ['chai-hu', 'bai-shao', 'dang-gui', 'bai-zhu', 'fu-ling'],
    modifications: [
      {
        when: 'stagnation producing heat: irritability, red sides, hot flushes, premenstrual irritability (Dan Zhi Xiao Yao San)',
        add: [
          { herb: 'mu-dan-pi', doseG: [6, 12] },
          { herb: 'zhi-zi', doseG: [6, 10] },
        ],
      },
      {
        when: 'marked Blood deficiency: pale tongue, scanty periods, dizziness, blurred vision (Hei Xiao Yao San)',
        add: [{ herb: 'shu-di-huang', doseG: [9, 15] }],
        forPattern: 'liver-blood-deficiency',
        findings: ['bodyColor:pale', 'scanty-menstruation', 'dizziness', 'blurred-vision'],
      },
      {
        when: 'marked Spleen Qi deficiency: exhaustion, very poor appetite, tooth-marked tongue',
        add: [{ herb: 'dang-shen', doseG: [9, 30] }],
        forPattern: 'spleen-qi-deficiency',
        findings: ['fatigue', 'poor-appetite', 'sign:tooth-marks'],
      },
      {
        when: 'painful diarrhoea brought on by stress, pain relieved after the bowel movement (Tong Xie Yao Fang idea)',
        add: [
          { herb: 'fang-feng', doseG: [5, 10] },
          { herb: 'chen-pi', doseG: [3, 10] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'LR3', role: 'Source point of the Liver: spreads Liver Qi' },
    { code: 'LR13', role: 'Front Mu point of the Spleen: harmonises Liver and Spleen' },
    { code: 'ST36', role: 'Tonifies Spleen and Stomach Qi' },
    { code: 'SP6', role: 'Strengthens the Spleen, nourishes Blood, regulates menstruation' },
    { code: 'PC6', role: 'Calms the mind and harmonises the Stomach' },
    { code: 'BL20', role: 'Back Shu point of the Spleen: tonifies Spleen Qi' },
  ],
  consumerHerbs: [
    {
      id: 'jujube-dates',
      name: 'Jujube dates',
      description: 'Sweet red dates in tea or porridge gently support digestion and calm the mind.',
      herbs: ['da-zao'],
    },
    {
      id: 'dried-tangerine-peel',
      name: 'Dried tangerine peel',
      description: 'Used in tea or cooking to relieve bloating after meals.',
      herbs: ['chen-pi'],
    },
    {
      id: 'mint-tea',
      name: 'Mint tea',
      description: 'A mild mint infusion eases tension and a stuck feeling in the belly.',
      herbs: ['bo-he'],
    },
  ],
  diet: [
    {
      id: 'warm-cooked-meals-at-regular-times',
      name: 'Warm, cooked meals at regular times',
      description: 'Soups, stews, rice and steamed vegetables are easy for a tired digestion.',
    },
    {
      id: 'avoid-cold-raw-and-very-sweet-foods',
      name: 'Avoid cold, raw and very sweet foods',
      description: 'Iced drinks, salads in excess and sweets weaken the Spleen.',
    },
    {
      id: 'do-not-eat-when-upset',
      name: 'Do not eat when upset',
      description: 'Take a few calm breaths before eating; stress at the table is what upsets this pattern most.',
    },
  ],
  lifestyle: [
    {
      id: 'gentle-daily-exercise',
      name: 'Gentle daily exercise',
      description: 'Walking, yoga or tai chi move Qi without exhausting you.',
    },
    {
      id: 'manage-stress',
      name: 'Manage stress',
      description: 'Short breaks, breathing exercises and clear limits at work protect both mood and digestion.',
    },
    {
      id: 'avoid-overthinking-and-overwork',
      name: 'Avoid overthinking and overwork',
      description: 'Long hours of mental work weaken the Spleen in Chinese medicine; rest your mind as well as your body.',
    },
  ],
  cautions: {
    longTerm:
      'Generally suited to longer courses, but Chai Hu is acrid and dispersing: with Yin deficiency (night sweats, red peeled tongue) it must be balanced or replaced.',
  },
  prognosis: {
    expectation:
      'Usually improves over 4-8 weeks; digestive symptoms settle first, mood and menstrual symptoms over two or three cycles.',
    favourable: ['regular meals', 'reduced stress', 'regular exercise', { text: 'recent onset', onlyIf: 'recent-onset' }],
    obstacles: [
      'ongoing stress',
      'irregular eating and cold, raw food',
      { text: 'long-standing Spleen deficiency with dampness', onlyIf: 'long-standing' },
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
