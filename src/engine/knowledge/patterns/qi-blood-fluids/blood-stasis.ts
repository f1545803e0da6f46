import type { PatternKnowledge } from '../../types.ts';

/**
 * Blood Stasis (血瘀): Blood no longer flows freely and coagulates, giving fixed, stabbing pain,
 * dark clots and a purple tongue. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Tao Hong Si Wu Tang and the Wang Qing-Ren stasis
 * formulas) and Deadman.
 */
export const bloodStasis: PatternKnowledge = {
  id: 'blood-stasis',
  names: { en: 'Blood Stasis', zh: '血瘀', pinyin: 'xuè yū' },
  explanation:
    'In Chinese medicine "Blood stasis" means the blood is not circulating freely in some area. It is linked with pain that is sharp and always in the same place, often worse at night, dark clots in menstrual blood, and a purplish tinge of the lips or tongue. It can follow injuries, surgery, long-standing cold or stress, or chronic illness.',
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver', 'Heart'],
  pathogenicFactors: ['Blood stasis'],
  signs: {
    tongue: [
      { sign: 'bodyColor:purple', weight: 3 },
      { sign: 'sign:purple-spots', weight: 3 },
      { sign: 'sign:distended-sublingual-veins', weight: 3 },
    ],
    pulse: [
      { sign: 'choppy', weight: 3 },
      { sign: 'wiry', weight: 1 },
      { sign: 'knotted', weight: 1 },
    ],
    symptoms: [
      { sign: 'fixed-stabbing-pain', weight: 3 },
      { sign: 'dark-menstrual-clots', weight: 3 },
      { sign: 'pain-worse-at-night', weight: 2 },
      { sign: 'dysmenorrhea', weight: 2 },
      { sign: 'purple-lips', weight: 2 },
      { sign: 'varicose-veins', weight: 1 },
      { sign: 'dark-complexion', weight: 1 },
      { sign: 'abdominal-masses', weight: 1 },
      { sign: 'amenorrhea', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'numbness', weight: 1 },
    ],
  },
  against: {
    tongue: [{ sign: 'bodyColor:normal', weight: 1 }],
    pulse: [
      { sign: 'floating', weight: 1 },
      { sign: 'slippery', weight: 1 },
    ],
    symptoms: [{ sign: 'pain-better-with-pressure', weight: 2 }],
  },
  treatmentPrinciple: {
    en: 'Invigorate Blood, remove stasis and nourish Blood',
    zh: '活血化瘀，养血调经',
    pinyin: 'huó xuè huà yū, yǎng xuè tiáo jīng',
  },
  formula: {
    formula: 'tao-hong-si-wu-tang',
    keyHerbs: ['tao-ren', 'hong-hua', 'dang-gui', 'chuan-xiong'],
    modifications: [
      {
        when: 'with severe fixed pain',
        add: [
          { herb: 'yan-hu-suo', doseG: [6, 9] },
          { herb: 'ru-xiang', doseG: [3, 5] },
          { herb: 'mo-yao', doseG: [3, 5] },
        ],
      },
      {
        when: 'with cold lower abdomen and pain relieved by warmth (Cold causing stasis)',
        add: [
          { herb: 'gui-zhi', doseG: [6, 9] },
          { herb: 'xiao-hui-xiang', doseG: [3, 6] },
          { herb: 'wu-yao', doseG: [6, 9] },
        ],
      },
      {
        when: 'with distending pain, irritability and symptoms that change with mood (Qi stagnation)',
        add: [
          { herb: 'chai-hu', doseG: [3, 9] },
          { herb: 'xiang-fu', doseG: [6, 9] },
          { herb: 'zhi-ke', doseG: [6, 9] },
        ],
        forPattern: 'qi-stagnation-blood-stasis',
        findings: ['irritability', 'worse-with-stress', 'mood-swings', 'breast-distension'],
      },
      {
        when: 'with fatigue, shortness of breath and a weak pulse (Qi deficiency unable to move Blood)',
        add: [
          { herb: 'huang-qi', doseG: [15, 30] },
          { herb: 'dang-shen', doseG: [9, 15] },
        ],
        forPattern: 'qi-and-blood-deficiency',
        findings: ['fatigue', 'shortness-of-breath', 'weak'],
      },
    ],
  },
  acupoints: [
    { code: 'SP10', role: 'Invigorates Blood and removes stasis' },
    { code: 'BL17', role: 'Influential point of Blood: invigorates Blood' },
    { code: 'SP6', role: 'Moves Blood, especially in the uterus' },
    { code: 'LI4', role: 'Moves Qi and Blood and stops pain' },
    { code: 'LR3', role: 'Moves Liver Qi and Blood' },
    { code: 'PC6', role: 'Moves Blood in the chest' },
    { code: 'SP8', role: 'Accumulation point of the Spleen: removes stasis in the uterus and stops pain' },
  ],
  consumerHerbs: [
    {
      id: 'hawthorn-berry-tea',
      name: 'Hawthorn berry tea',
      description: 'Dried hawthorn berries are a traditional food-grade herb to help blood circulation and digestion.',
      herbs: ['shan-zha'],
    },
    {
      id: 'turmeric-in-cooking',
      name: 'Turmeric in cooking',
      description:
        'Turmeric is used in food as a mild circulation-moving spice; avoid concentrated supplements if you take blood thinners.',
      herbs: ['jiang-huang'],
    },
  ],
  diet: [
    {
      id: 'foods-that-move-the-blood',
      name: 'Foods that move the blood',
      description: 'Onions, garlic, chives, leeks, aubergine, black fungus, hawthorn and a little vinegar.',
      movesBlood: true,
    },
    {
      id: 'warm-rather-than-cold',
      name: 'Warm rather than cold',
      description: 'Cold food and iced drinks slow circulation; favour cooked, warm meals.',
    },
    {
      id: 'limit-fatty-and-fried-food',
      name: 'Limit fatty and fried food',
      description: 'Heavy, greasy food is thought to make the blood sluggish.',
    },
  ],
  lifestyle: [
    {
      id: 'move-every-day',
      name: 'Move every day',
      description: 'Regular walking, stretching, swimming or tai chi keep blood flowing; avoid sitting for hours.',
    },
    {
      id: 'keep-warm',
      name: 'Keep warm',
      description: 'Cold slows circulation, especially in the lower abdomen during the period.',
    },
    {
      id: 'get-new-or-severe-pain-checked',
      name: 'Get new or severe pain checked',
      description: 'Chest pain, sudden severe pain, a new lump or a swollen painful leg need medical care now.',
    },
  ],
  cautions: {
    longTerm:
      'Blood-moving herbs consume Blood and Qi with prolonged use: combine with tonics or stop once the stasis signs improve.',
    other: [
      'Chest pain, sudden severe headache or a painful swollen calf may be medical emergencies, not a stasis pattern to treat with herbs.',
      'Ru xiang and mo yao, if added, irritate the stomach.',
    ],
  },
  prognosis: {
    expectation:
      'Pain often eases within 2-6 weeks; long-standing stasis (masses, old injuries) takes months and may not fully resolve.',
    favourable: [
      { text: 'recent injury or onset', onlyIf: 'recent-onset' },
      'regular exercise',
      'identifiable cause such as cold or trauma',
    ],
    obstacles: [{ text: 'long duration', onlyIf: 'long-standing' }, 'palpable masses', 'sedentary life, smoking or ongoing Cold'],
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
