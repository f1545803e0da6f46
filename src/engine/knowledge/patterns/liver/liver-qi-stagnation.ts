import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver Qi Stagnation (肝气郁结): the Liver fails to keep Qi flowing smoothly, mostly
 * from emotional strain. Signs and weights from Maciocia (Foundations, Tongue Diagnosis)
 * and Deng Tietao; formula Chai Hu Shu Gan San as in Bensky, Formulas & Strategies.
 */
export const liverQiStagnation: PatternKnowledge = {
  id: 'liver-qi-stagnation',
  names: { en: 'Liver Qi Stagnation', zh: '肝气郁结', pinyin: 'gān qì yù jié' },
  explanation:
    'In Chinese medicine the Liver keeps energy and emotions moving smoothly. Stress, frustration or held-back feelings can make this flow get stuck, which often shows as tension under the ribs, mood swings, sighing or premenstrual discomfort. It is a common pattern of modern life and usually responds well to movement, relaxation and regular routines.',
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver'],
  pathogenicFactors: ['Qi stagnation', 'Emotional strain'],
  signs: {
    tongue: [
      { sign: 'bodyColor:normal', weight: 1 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [{ sign: 'wiry', weight: 3 }],
    symptoms: [
      { sign: 'hypochondriac-pain', weight: 3 },
      { sign: 'depression', weight: 3 },
      { sign: 'irritability', weight: 2 },
      { sign: 'mood-swings', weight: 2 },
      { sign: 'sighing', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'worse-with-stress', weight: 2 },
      { sign: 'plum-pit-throat', weight: 2 },
      { sign: 'irregular-menstruation', weight: 2 },
      { sign: 'premenstrual-syndrome', weight: 2 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'dysmenorrhea', weight: 1 },
      { sign: 'belching', weight: 1 },
      { sign: 'chest-oppression', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'slow', weight: 1 },
    ],
    symptoms: [
      { sign: 'spontaneous-sweating', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Soothe the Liver and regulate Qi', zh: '疏肝理气', pinyin: 'shū gān lǐ qì' },
  formula: {
    formula: 'chai-hu-shu-gan-san',
    keyHerbs: ['chai-hu', 'xiang-fu', 'chuan-xiong', 'bai-shao'],
    modifications: [
      {
        when: 'stagnation turning to heat: irritability, bitter taste, red sides of the tongue',
        add: [
          { herb: 'mu-dan-pi', doseG: [6, 12] },
          { herb: 'zhi-zi', doseG: [6, 10] },
        ],
      },
      {
        when: 'with Spleen deficiency: fatigue, poor appetite, loose stools',
        add: [
          { herb: 'bai-zhu', doseG: [6, 12] },
          { herb: 'fu-ling', doseG: [10, 15] },
        ],
        forPattern: 'liver-qi-stagnation-spleen-deficiency',
        findings: ['fatigue', 'poor-appetite', 'loose-stools'],
      },
      {
        when: 'fixed, stabbing pain or dark clots: stagnation reaching the Blood',
        add: [
          { herb: 'yan-hu-suo', doseG: [3, 10] },
          { herb: 'yu-jin', doseG: [3, 10] },
        ],
        forPattern: 'qi-stagnation-blood-stasis',
        findings: ['fixed-stabbing-pain', 'dark-menstrual-clots'],
      },
      {
        when: 'plum-stone throat: feeling of a lump in the throat with phlegm',
        add: [
          { herb: 'ban-xia', doseG: [3, 9] },
          { herb: 'hou-po', doseG: [3, 10] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'LR3', role: 'Source point of the Liver: spreads Liver Qi and calms the mind' },
    { code: 'LI4', role: 'With LR3 (the Four Gates) moves Qi throughout the body and relieves tension' },
    { code: 'GB34', role: 'Smooths Liver and Gallbladder Qi, relieves hypochondriac pain' },
    { code: 'LR14', role: 'Front Mu point of the Liver: relieves hypochondriac and breast distension' },
    { code: 'PC6', role: 'Opens the chest, calms the mind, eases chest oppression and nausea' },
    { code: 'TE6', role: 'Moves Qi in the lateral costal region' },
  ],
  consumerHerbs: [
    {
      id: 'rose-bud-tea',
      name: 'Rose bud tea',
      description:
        'Dried rose buds steeped in hot water are traditionally used to ease emotional tension and a tight feeling in the chest.',
    },
    {
      id: 'mint-tea',
      name: 'Mint tea',
      description: 'A light mint infusion helps Qi move and feels refreshing when you are tense or irritable.',
      herbs: ['bo-he'],
    },
    {
      id: 'dried-tangerine-peel',
      name: 'Dried tangerine peel',
      description: 'Dried tangerine peel in tea or cooking helps digestion when stress causes bloating.',
      herbs: ['chen-pi'],
    },
  ],
  diet: [
    {
      id: 'regular-relaxed-meals',
      name: 'Regular, relaxed meals',
      description: 'Eat at regular times and avoid eating when angry, rushed or working at your desk.',
    },
    {
      id: 'lightly-pungent-fresh-foods',
      name: 'Lightly pungent, fresh foods',
      description: 'Radish, spring onion, basil, citrus zest and leafy greens help keep Qi moving.',
    },
    {
      id: 'less-alcohol-coffee-and-greasy-food',
      name: 'Less alcohol, coffee and greasy food',
      description: 'These burden the Liver and tend to turn tension into heat and irritability.',
    },
  ],
  lifestyle: [
    {
      id: 'move-every-day',
      name: 'Move every day',
      description: 'Brisk walking, dancing, swimming or any exercise you enjoy is one of the best ways to free stuck Qi.',
    },
    {
      id: 'express-feelings',
      name: 'Express feelings',
      description: 'Talking, journaling or creative activities help release emotions that would otherwise be held in.',
    },
    {
      id: 'slow-breathing',
      name: 'Slow breathing',
      description: 'A few minutes of slow abdominal breathing or stretching during the day relaxes the chest and ribs.',
    },
    {
      id: 'regular-bedtime',
      name: 'Regular bedtime',
      description: 'Going to bed before eleven at night supports the Liver in Chinese medicine.',
    },
  ],
  cautions: {
    longTerm:
      'Acrid, aromatic Qi-moving herbs (Chai Hu, Xiang Fu, Chen Pi, Zhi Ke) disperse Qi and dry Yin; not for prolonged use without tonics, and use with care in Yin or Blood deficiency.',
    other: ['Low mood that is persistent or severe, or any thought of self-harm, needs medical and psychological care first.'],
  },
  prognosis: {
    expectation: 'Usually improves within 2-6 weeks of regular treatment, but tends to recur with renewed emotional stress.',
    favourable: [
      { text: 'recent onset', onlyIf: 'recent-onset' },
      'clear link to a stressful event that has resolved',
      'regular exercise',
      'good emotional support',
    ],
    obstacles: [
      'ongoing stress or conflict',
      { text: 'long-standing stagnation turning to heat or Blood stasis', onlyIf: 'long-standing' },
      'alcohol use',
      'underlying Blood or Yin deficiency',
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
