import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver and Kidney Yin Deficiency (肝肾阴虚): Liver and Kidney share one source (Blood and Essence),
 * so their Yin is depleted together, failing to nourish the eyes, head, sinews and lower back.
 * Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas &
 * Strategies: Qi Ju Di Huang Wan, Yi Guan Jian) and Deadman.
 */
export const liverKidneyYinDeficiency: PatternKnowledge = {
  id: 'liver-kidney-yin-deficiency',
  names: { en: 'Liver and Kidney Yin Deficiency', zh: '肝肾阴虚', pinyin: 'gān shèn yīn xū' },
  explanation:
    'In Chinese medicine the "Liver" and "Kidney" share the body\'s deep nourishing reserves. When these run low, the eyes become dry and tired, vision blurs, and people may have dizziness, ringing ears, a sore lower back and knees, and night sweats. It is common with age, long-term overwork, heavy screen use and around the menopause.',
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Liver', 'Kidney'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'texture:cracked', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-eyes', weight: 3 },
      { sign: 'blurred-vision', weight: 3 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'low-back-pain', weight: 2 },
      { sign: 'weak-knees', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'five-palm-heat', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'numbness', weight: 1 },
      { sign: 'scanty-menstruation', weight: 1 },
      { sign: 'headache', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'irritability', weight: 1 },
      { sign: 'hypochondriac-pain', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
      { sign: 'coating:thick-white', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Liver and Kidney Yin, brighten the eyes',
    zh: '滋补肝肾，养阴明目',
    pinyin: 'zī bǔ gān shèn, yǎng yīn míng mù',
  },
  formula: {
    formula: 'qi-ju-di-huang-wan',
    keyHerbs: ['shu-di-huang', 'gou-qi-zi', 'ju-hua', 'shan-zhu-yu'],
    modifications: [
      {
        when: 'with dull hypochondriac pain, dry throat and acid regurgitation (Yin deficiency with Liver Qi constraint): towards Linking Decoction (Yi Guan Jian)',
        add: [
          { herb: 'bei-sha-shen', doseG: [9, 12] },
          { herb: 'mai-men-dong', doseG: [9, 12] },
          { herb: 'dang-gui', doseG: [6, 9] },
          { herb: 'chuan-lian-zi', doseG: [4.5, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
        findings: ['hypochondriac-pain', 'acid-regurgitation'],
      },
      {
        when: 'with headache, dizziness and irritability from ascending Liver Yang',
        add: [
          { herb: 'tian-ma', doseG: [6, 9] },
          { herb: 'gou-teng', doseG: [9, 12] },
          { herb: 'shi-jue-ming', doseG: [15, 30] },
        ],
        forPattern: 'liver-yang-rising',
        findings: ['headache', 'temporal-headache', 'distending-headache', 'dizziness', 'irritability'],
      },
      {
        when: 'with scanty periods, numbness and pale nails (Liver Blood also deficient)',
        add: [
          { herb: 'dang-gui', doseG: [6, 9] },
          { herb: 'bai-shao', doseG: [9, 12] },
        ],
        forPattern: 'liver-blood-deficiency',
        findings: ['scanty-menstruation', 'numbness'],
      },
      {
        when: 'with marked night sweats and hot flushes (Empty Heat)',
        add: [
          { herb: 'zhi-mu', doseG: [6, 9] },
          { herb: 'huang-bai', doseG: [6, 9] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'LR8', role: 'Nourishes Liver Blood and Yin' },
    { code: 'KI3', role: 'Source point of the Kidney: nourishes Kidney Yin' },
    { code: 'KI6', role: 'Nourishes Yin and benefits the eyes' },
    { code: 'SP6', role: 'Nourishes Liver and Kidney Yin' },
    { code: 'CV4', role: 'Nourishes Yin and Essence' },
    { code: 'BL18', role: 'Back-shu point of the Liver: nourishes the Liver and benefits the eyes' },
    { code: 'BL23', role: 'Back-shu point of the Kidney: tonifies the Kidney' },
  ],
  consumerHerbs: [
    {
      id: 'goji-berry-and-chrysanthemum-tea',
      name: 'Goji berry and chrysanthemum tea',
      description: 'A classic tea for tired, dry eyes: a few goji berries and chrysanthemum flowers steeped in hot water.',
      herbs: ['gou-qi-zi', 'ju-hua'],
    },
    {
      id: 'black-sesame-and-mulberries',
      name: 'Black sesame and mulberries',
      description: 'Black sesame and dried mulberries are traditional foods to nourish the liver and kidneys.',
    },
  ],
  diet: [
    {
      id: 'nourishing-moist-foods',
      name: 'Nourishing, moist foods',
      description: 'Eggs, fish, tofu, black beans, dark leafy greens, beetroot and pears.',
    },
    {
      id: 'gently-cooked-meals',
      name: 'Gently cooked meals',
      description: 'Steaming, stewing and soups rather than frying or grilling.',
    },
    {
      id: 'limit-alcohol-coffee-and-spicy-food',
      name: 'Limit alcohol, coffee and spicy food',
      description: 'They heat and dry, and strain the liver.',
    },
  ],
  lifestyle: [
    {
      id: 'rest-your-eyes',
      name: 'Rest your eyes',
      description: 'Take screen breaks every 20-30 minutes and look into the distance.',
    },
    {
      id: 'sleep-before-11-pm',
      name: 'Sleep before 11 pm',
      description: 'Chinese medicine considers late-evening sleep the time the liver restores blood.',
    },
    {
      id: 'gentle-exercise',
      name: 'Gentle exercise',
      description: 'Tai chi, yoga or walking; avoid exhausting workouts and heavy sweating.',
    },
  ],
  cautions: {
    longTerm:
      'Cloying Yin tonics may impair digestion over long courses. Chuan lian zi, if added, is mildly toxic to the liver: short courses only, not in liver disease.',
    other: [
      'Not for Spleen deficiency with loose stools or Damp without adjustment.',
      'Sudden visual loss, or dizziness with slurred speech or weakness, needs emergency care.',
    ],
  },
  prognosis: {
    expectation: 'Chronic: eye and heat symptoms usually ease within 1-2 months; deeper change takes 3-6 months.',
    favourable: ['adequate sleep', 'reduced screen time', 'early treatment'],
    obstacles: [{ text: 'age', onlyIf: 'older' }, 'continuing overwork or late nights', 'alcohol use'],
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
