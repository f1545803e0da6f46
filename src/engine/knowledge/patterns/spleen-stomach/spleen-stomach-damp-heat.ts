import type { PatternKnowledge } from '../../types.ts';

/**
 * Spleen and Stomach Damp-Heat (脾胃湿热): Damp-Heat obstructs the Middle Burner, from
 * greasy, sweet or alcoholic diet or summer-heat. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: sticky yellow coating) and Deng Tietao; formula Lian Po Yin as in Bensky,
 * Formulas & Strategies.
 */
export const spleenStomachDampHeat: PatternKnowledge = {
  id: 'spleen-stomach-damp-heat',
  names: { en: 'Spleen and Stomach Damp-Heat', zh: '脾胃湿热', pinyin: 'pí wèi shī rè' },
  explanation:
    'Heat combined with sticky dampness settles in the digestion, often after rich, greasy, sweet food or alcohol, or in hot, humid weather. It brings a full, uncomfortable stomach, nausea, heaviness, thirst without wanting to drink much, and sticky, smelly stools. A light, plain diet with little fat, sugar or alcohol is the main help.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'epigastric-fullness', weight: 3 },
      { sign: 'sticky-stools', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'heaviness', weight: 2 },
      { sign: 'thirst-no-desire-to-drink', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'low-grade-fever', weight: 1 },
      { sign: 'bad-breath', weight: 1 },
      { sign: 'burning-anus', weight: 1 },
      { sign: 'jaundice', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, resolve Dampness and harmonise the Middle Burner',
    zh: '清热化湿，理气和中',
    pinyin: 'qīng rè huà shī, lǐ qì hé zhōng',
  },
  formula: {
    formula: 'lian-po-yin',
    keyHerbs: ['huang-lian', 'hou-po', 'zhi-zi', 'shi-chang-pu'],
    modifications: [
      {
        when: 'Dampness predominant: very thick greasy coating, heaviness, little thirst',
        add: [
          { herb: 'cang-zhu', doseG: [3, 9] },
          { herb: 'yi-yi-ren', doseG: [9, 30] },
        ],
      },
      {
        when: 'jaundice with yellow eyes and skin',
        add: [{ herb: 'yin-chen', doseG: [6, 15] }],
        forPattern: 'liver-gallbladder-damp-heat',
        findings: ['jaundice'],
      },
      {
        when: 'diarrhoea with burning anus and tenesmus',
        add: [
          { herb: 'huang-qin', doseG: [3, 10] },
          { herb: 'mu-xiang', doseG: [3, 6] },
        ],
      },
      {
        when: 'food retention: foul belching, distension after overeating',
        add: [
          { herb: 'shan-zha', doseG: [9, 12] },
          { herb: 'shen-qu', doseG: [6, 15] },
        ],
        forPattern: 'food-stagnation',
        findings: ['sour-belching', 'overeating', 'worse-after-eating'],
      },
    ],
  },
  acupoints: [
    { code: 'CV12', role: 'Regulates the Stomach and resolves Dampness from the Middle Burner' },
    { code: 'SP9', role: 'Resolves Dampness' },
    { code: 'LI11', role: 'Clears Heat and Damp-Heat' },
    { code: 'ST44', role: 'Clears Heat from the Stomach and intestines' },
    { code: 'ST25', role: 'Regulates the intestines, stops Damp-Heat diarrhoea' },
    { code: 'SP6', role: 'Strengthens the Spleen and resolves Dampness' },
  ],
  consumerHerbs: [
    {
      id: 'barley-water',
      name: 'Barley water',
      description: "Water in which barley or Job's tears has simmered, a light drink that clears damp and heat.",
    },
    {
      id: 'mung-bean-soup',
      name: 'Mung bean soup',
      description: 'A light, cooling soup traditionally eaten in hot, humid weather.',
    },
    { id: 'lotus-leaf-tea', name: 'Lotus leaf tea', description: 'A traditional summer tea used to clear heat and dampness.' },
  ],
  diet: [
    {
      id: 'cut-greasy-sweet-and-fried-food',
      name: 'Cut greasy, sweet and fried food',
      description: 'These are the main sources of Damp-Heat in the digestion.',
    },
    {
      id: 'avoid-alcohol-and-spicy-food',
      name: 'Avoid alcohol and spicy food',
      description: 'Both add heat and dampness to the stomach.',
    },
    {
      id: 'light-plain-meals',
      name: 'Light, plain meals',
      description: 'Rice, steamed vegetables, cucumber, winter melon, celery, aduki and mung beans.',
    },
  ],
  lifestyle: [
    {
      id: 'do-not-overeat',
      name: 'Do not overeat',
      description: 'Stop eating before you feel full and avoid late, heavy dinners.',
    },
    { id: 'stay-active', name: 'Stay active', description: 'Regular exercise helps the body clear dampness.' },
    {
      id: 'food-hygiene-in-hot-weather',
      name: 'Food hygiene in hot weather',
      description: 'Keep food cool and fresh in summer; fever with diarrhoea and dehydration needs medical care.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold Huang Lian and Zhi Zi injure Spleen and Stomach Qi: stop once Heat and Dampness clear. Long-term Zhi Zi (Gardenia) use has been linked to mesenteric phlebosclerosis.',
    other: ['Blood in the stool, high fever or signs of dehydration need medical care.'],
  },
  prognosis: {
    expectation: 'Usually improves within 1-3 weeks in acute cases; chronic cases need several weeks of strict diet.',
    favourable: [
      { text: 'acute onset after dietary excess', onlyIf: 'recent-onset' },
      'good dietary compliance',
      'no underlying Spleen deficiency',
    ],
    obstacles: ['continued alcohol, greasy and sweet food', 'overweight', 'underlying Spleen deficiency', 'hot, humid climate'],
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
