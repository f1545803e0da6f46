import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver Blood Deficiency (肝血虚): the Liver stores too little Blood to nourish eyes,
 * sinews, nails and menstruation. Signs from Maciocia (Foundations, Tongue Diagnosis:
 * pale, especially on the sides) and Deng Tietao; formula Si Wu Tang (Bensky) with
 * Bu Gan Tang as its Liver-specific modification.
 */
export const liverBloodDeficiency: PatternKnowledge = {
  id: 'liver-blood-deficiency',
  names: { en: 'Liver Blood Deficiency', zh: '肝血虚', pinyin: 'gān xuè xū' },
  explanation:
    'In Chinese medicine the Liver stores Blood that nourishes the eyes, muscles, nails and menstrual cycle. When this store runs low you may notice tired or blurry eyes, dizziness on standing, brittle nails, cramps or light periods. Nourishing food, enough sleep and not overstraining the eyes help rebuild it.',
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Liver'],
  pathogenicFactors: ['Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:pale-sides', weight: 3 },
      { sign: 'shape:thin', weight: 1 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'choppy', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'blurred-vision', weight: 3 },
      { sign: 'scanty-menstruation', weight: 3 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'dry-eyes', weight: 2 },
      { sign: 'floaters', weight: 2 },
      { sign: 'numbness', weight: 2 },
      { sign: 'muscle-cramps', weight: 2 },
      { sign: 'brittle-nails', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'sallow-complexion', weight: 1 },
      { sign: 'amenorrhea', weight: 1 },
      { sign: 'dry-skin', weight: 1 },
      { sign: 'hair-loss', weight: 1 },
      { sign: 'night-blindness', weight: 1 },
      { sign: 'dry-hair', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'full', weight: 2 },
    ],
    symptoms: [
      { sign: 'heaviness', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Nourish Liver Blood', zh: '补血养肝', pinyin: 'bǔ xuè yǎng gān' },
  formula: {
    formula: 'si-wu-tang',
    keyHerbs: ['shu-di-huang', 'dang-gui', 'bai-shao', 'chuan-xiong'],
    modifications: [
      {
        when: 'muscle cramps, numbness and poor sleep (Bu Gan Tang)',
        add: [
          { herb: 'suan-zao-ren', doseG: [10, 15] },
          { herb: 'mu-gua', doseG: [6, 9] },
          { herb: 'zhi-gan-cao', doseG: [2, 10] },
        ],
      },
      {
        when: 'with Qi deficiency: fatigue, shortness of breath, weak pulse (towards Ba Zhen Tang)',
        add: [
          { herb: 'dang-shen', doseG: [9, 30] },
          { herb: 'huang-qi', doseG: [9, 30] },
        ],
        forPattern: 'qi-and-blood-deficiency',
        findings: ['fatigue', 'shortness-of-breath', 'weak'],
      },
      {
        when: 'dry eyes, blurred vision and dry tongue: deficiency reaching Liver and Kidney Yin',
        add: [
          { herb: 'gou-qi-zi', doseG: [6, 12] },
          { herb: 'nu-zhen-zi', doseG: [6, 12] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
        findings: ['dry-eyes', 'moisture:dry'],
      },
      { when: 'weak digestion, bloating after taking the formula', add: [{ herb: 'sha-ren', doseG: [3, 6] }] },
    ],
  },
  acupoints: [
    { code: 'BL18', role: 'Back Shu point of the Liver: nourishes Liver Blood, benefits the eyes' },
    { code: 'BL17', role: 'Influential (Hui) point of Blood: nourishes Blood' },
    { code: 'BL20', role: 'Back Shu point of the Spleen: supports the source of Blood' },
    { code: 'LR8', role: 'Water point of the Liver: nourishes Liver Blood' },
    { code: 'ST36', role: 'Tonifies Stomach and Spleen, the source of Qi and Blood' },
    { code: 'SP6', role: 'Nourishes Blood and regulates menstruation' },
    { code: 'CV4', role: 'Nourishes Blood and the Uterus' },
  ],
  consumerHerbs: [
    {
      id: 'goji-berries',
      name: 'Goji berries',
      description: 'A handful in tea, porridge or soup is traditionally used to nourish the Blood and the eyes.',
      herbs: ['gou-qi-zi'],
    },
    {
      id: 'jujube-dates',
      name: 'Jujube dates',
      description: 'Sweet red dates in tea or stews support digestion, the source of Blood.',
      herbs: ['da-zao'],
    },
    {
      id: 'black-sesame',
      name: 'Black sesame',
      description: 'Toasted black sesame sprinkled on food is a classic Blood-nourishing food in Chinese cooking.',
    },
  ],
  diet: [
    {
      id: 'blood-building-foods',
      name: 'Blood-building foods',
      description: 'Dark leafy greens, beetroot, eggs, lentils, black beans, and some lean red meat or fish if you eat them.',
    },
    {
      id: 'warm-well-cooked-meals',
      name: 'Warm, well-cooked meals',
      description: 'Good digestion makes Blood: soups, stews and congee are easier to absorb than cold, raw food.',
    },
    {
      id: 'do-not-skip-meals-or-diet-harshly',
      name: 'Do not skip meals or diet harshly',
      description: 'Very restrictive diets are a common cause of this pattern, especially in women.',
    },
  ],
  lifestyle: [
    {
      id: 'rest-your-eyes',
      name: 'Rest your eyes',
      description: 'Long screen and reading hours use up Liver Blood; take regular breaks and look into the distance.',
    },
    {
      id: 'sleep-before-eleven',
      name: 'Sleep before eleven',
      description: 'In Chinese medicine Blood returns to the Liver during sleep, so early, regular sleep helps.',
    },
    {
      id: 'avoid-overexertion',
      name: 'Avoid overexertion',
      description:
        'Prefer gentle exercise such as walking, yoga or tai chi to exhausting training, and rest during heavy periods.',
    },
  ],
  cautions: {
    longTerm:
      'Shu Di Huang is rich and cloying: with weak digestion it causes bloating and loose stools, so add a digestive herb such as Sha Ren for long courses.',
    other: ['Persistent fatigue with pallor should be checked for anaemia and its cause (e.g. heavy periods, blood loss).'],
  },
  prognosis: {
    expectation: 'Builds up slowly: usually 2-3 months of treatment and diet, longer after heavy blood loss or childbirth.',
    favourable: ['good appetite and digestion', 'adequate diet', 'treated cause of blood loss'],
    obstacles: [
      'heavy menstrual bleeding',
      'restrictive diet',
      'weak Spleen unable to make Blood',
      'chronic overwork and lack of sleep',
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
    'flaws-diet',
  ],
};
