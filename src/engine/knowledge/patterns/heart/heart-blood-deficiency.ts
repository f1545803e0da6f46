import type { PatternKnowledge } from '../../types.ts';

/**
 * Heart Blood Deficiency (心血虚): too little Blood to house the Mind (Shen), with
 * palpitations, poor sleep and memory. Signs from Maciocia (Foundations, Tongue Diagnosis:
 * pale, thin, slightly dry) and Deng Tietao; formula Gui Pi Tang, the standard formula for
 * palpitations from insufficient Heart Blood (Bensky, Formulas & Strategies), which also
 * supports the Spleen as the source of Blood.
 */
export const heartBloodDeficiency: PatternKnowledge = {
  id: 'heart-blood-deficiency',
  names: { en: 'Heart Blood Deficiency', zh: '心血虚', pinyin: 'xīn xuè xū' },
  explanation:
    "In Chinese medicine the Heart's Blood gives the mind a calm place to rest. When it runs low, people often notice palpitations, trouble falling asleep, vivid dreams, poor memory, a tendency to feel anxious or easily startled, and a pale face. Regular sleep, nourishing food and less worry help rebuild it.",
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Heart', 'Spleen'],
  pathogenicFactors: ['Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'shape:thin', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'choppy', weight: 2 },
      { sign: 'weak', weight: 1 },
      { sign: 'irregular', weight: 1 },
    ],
    symptoms: [
      { sign: 'palpitations', weight: 3 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'poor-memory', weight: 2 },
      { sign: 'anxiety', weight: 2 },
      { sign: 'easily-startled', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'pale-lips', weight: 1 },
      { sign: 'fatigue', weight: 1 },
      { sign: 'poor-concentration', weight: 1 },
      { sign: 'scanty-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'full', weight: 2 },
    ],
    symptoms: [
      { sign: 'red-face', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'night-sweats', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Nourish Heart Blood and calm the Mind', zh: '补血养心安神', pinyin: 'bǔ xuè yǎng xīn ān shén' },
  formula: {
    formula: 'gui-pi-tang',
    keyHerbs: ['long-yan-rou', 'suan-zao-ren', 'dang-gui', 'huang-qi', 'ren-shen'],
    modifications: [
      {
        when: 'marked Blood deficiency with blurred vision, numbness or scanty periods',
        add: [
          { herb: 'shu-di-huang', doseG: [9, 15] },
          { herb: 'bai-shao', doseG: [6, 15] },
        ],
        forPattern: 'liver-blood-deficiency',
        findings: ['blurred-vision', 'numbness', 'scanty-menstruation'],
      },
      {
        when: 'with Heart Yin deficiency: night sweats, dry mouth, tongue turning red at the tip',
        add: [
          { herb: 'mai-men-dong', doseG: [6, 15] },
          { herb: 'wu-wei-zi', doseG: [2, 6] },
        ],
        forPattern: 'heart-yin-deficiency',
        findings: ['night-sweats', 'dry-mouth', 'sign:red-tip'],
      },
      {
        when: 'severe insomnia and anxiety',
        add: [
          { herb: 'bai-zi-ren', doseG: [3, 10] },
          { herb: 'ye-jiao-teng', doseG: [9, 15] },
        ],
      },
      {
        when: 'mild cases or for economy (the usual substitution)',
        add: [{ herb: 'dang-shen', doseG: [9, 30] }],
        remove: ['ren-shen'],
      },
    ],
  },
  acupoints: [
    { code: 'HT7', role: 'Source point of the Heart: nourishes Heart Blood and calms the Mind' },
    { code: 'PC6', role: 'Calms the Mind, relieves palpitations' },
    { code: 'CV14', role: 'Front Mu point of the Heart: calms the Mind' },
    { code: 'BL15', role: 'Back Shu point of the Heart: tonifies the Heart' },
    { code: 'BL17', role: 'Influential point of Blood: nourishes Blood' },
    { code: 'ST36', role: 'Tonifies Spleen and Stomach, the source of Blood' },
    { code: 'SP6', role: 'Nourishes Blood and calms the Mind' },
  ],
  consumerHerbs: [
    {
      id: 'longan-fruit',
      name: 'Longan fruit',
      description: 'Dried longan, eaten or made into tea, is a traditional food to nourish the Heart and help sleep.',
      herbs: ['long-yan-rou'],
    },
    {
      id: 'jujube-dates',
      name: 'Jujube dates',
      description: 'Sweet red dates in tea or porridge calm the mind and support Blood.',
      herbs: ['da-zao'],
    },
    {
      id: 'goji-berries',
      name: 'Goji berries',
      description: 'Added to porridge, soups or tea to nourish Blood.',
      herbs: ['gou-qi-zi'],
    },
  ],
  diet: [
    {
      id: 'blood-building-foods',
      name: 'Blood-building foods',
      description: 'Dark leafy greens, beetroot, eggs, lentils, black beans, dates and some lean meat or fish if you eat them.',
    },
    {
      id: 'warm-regular-meals',
      name: 'Warm, regular meals',
      description: 'Good digestion makes Blood: eat warm, cooked meals at regular times.',
    },
    {
      id: 'less-coffee-especially-late',
      name: 'Less coffee, especially late',
      description: 'Caffeine worsens palpitations and sleep problems.',
    },
  ],
  lifestyle: [
    {
      id: 'regular-sleep-routine',
      name: 'Regular sleep routine',
      description: 'Go to bed at the same early time; keep the last hour before bed calm and screen-free.',
    },
    {
      id: 'less-worry-and-overthinking',
      name: 'Less worry and overthinking',
      description: 'Meditation, gentle breathing or writing worries down before bed helps settle the mind.',
    },
    { id: 'gentle-exercise', name: 'Gentle exercise', description: 'Walking, yoga or tai chi; avoid exhausting training.' },
  ],
  cautions: {
    longTerm: 'Sweet, warm tonics can cause bloating or heat in some people; Long Yan Rou is warming and unsuited to Heat signs.',
    other: ['Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.'],
  },
  prognosis: {
    expectation: 'Sleep and palpitations usually improve within 3-6 weeks; full recovery of Blood takes 2-3 months.',
    favourable: [
      'good appetite and digestion',
      'regular sleep',
      'reduced worry',
      { text: 'recent onset', onlyIf: 'recent-onset' },
    ],
    obstacles: [
      'chronic worry or overwork',
      'heavy menstrual bleeding',
      'poor diet',
      { text: 'long-standing deficiency', onlyIf: 'long-standing' },
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
