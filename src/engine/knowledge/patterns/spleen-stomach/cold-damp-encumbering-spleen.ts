import type { PatternKnowledge } from '../../types.ts';

/**
 * Cold-Damp Encumbering the Spleen (寒湿困脾): an excess of Cold-Dampness, from diet,
 * climate or living conditions, obstructs the Spleen. Signs from Maciocia (Foundations,
 * Tongue Diagnosis: thick, sticky white coating) and Deng Tietao; formula Ping Wei San
 * as in Bensky, Formulas & Strategies.
 */
export const coldDampEncumberingSpleen: PatternKnowledge = {
  id: 'cold-damp-encumbering-spleen',
  names: { en: 'Cold-Damp Encumbering the Spleen', zh: '寒湿困脾', pinyin: 'hán shī kùn pí' },
  explanation:
    'Cold and damp, often from cold or greasy food or a damp environment, can weigh down the digestion. People feel heavy in the head and body, full and bloated in the stomach, without appetite or thirst, and may have loose stools or mild nausea. Warm, light, dry-cooked food and keeping warm and dry help clear it.',
  nature: 'excess',
  temperature: 'cold',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Dampness', 'Cold'],
  signs: {
    tongue: [
      { sign: 'coating:thick-white', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
      { sign: 'bodyColor:pale', weight: 1 },
    ],
    pulse: [
      { sign: 'soggy', weight: 2 },
      { sign: 'slippery', weight: 2 },
      { sign: 'slow', weight: 2 },
    ],
    symptoms: [
      { sign: 'heaviness', weight: 3 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'epigastric-fullness', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'no-thirst', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'dizziness-heavy-head', weight: 2 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'loss-of-taste', weight: 1 },
      { sign: 'sweet-taste', weight: 1 },
      { sign: 'somnolence', weight: 1 },
      { sign: 'chest-oppression', weight: 1 },
      { sign: 'leukorrhea-white', weight: 1 },
      { sign: 'edema', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'rapid', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 2 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Dry Dampness with warm aromatics and strengthen the Spleen',
    zh: '温中燥湿，运脾',
    pinyin: 'wēn zhōng zào shī, yùn pí',
  },
  formula: {
    formula: 'ping-wei-san',
    keyHerbs: ['cang-zhu', 'hou-po', 'chen-pi'],
    modifications: [
      {
        when: 'marked Cold: cold abdominal pain, cold limbs',
        add: [
          { herb: 'gan-jiang', doseG: [3, 10] },
          { herb: 'cao-dou-kou', doseG: [3, 6] },
        ],
      },
      {
        when: 'nausea and vomiting',
        add: [
          { herb: 'ban-xia', doseG: [3, 9] },
          { herb: 'huo-xiang', doseG: [3, 10] },
        ],
      },
      {
        when: 'oedema, scanty urine and watery diarrhoea (Wei Ling Tang)',
        add: [
          { herb: 'fu-ling', doseG: [10, 15] },
          { herb: 'zhu-ling', doseG: [6, 12] },
          { herb: 'ze-xie', doseG: [6, 10] },
          { herb: 'bai-zhu', doseG: [6, 12] },
          { herb: 'gui-zhi', doseG: [3, 10] },
        ],
      },
      {
        when: 'underlying Spleen deficiency once the Dampness is reduced: fatigue, tooth-marked pale tongue',
        add: [{ herb: 'dang-shen', doseG: [9, 30] }],
        forPattern: 'spleen-qi-deficiency',
        findings: ['fatigue', 'sign:tooth-marks'],
      },
    ],
  },
  acupoints: [
    { code: 'SP9', role: 'Main point to resolve Dampness' },
    { code: 'CV12', role: 'Resolves Dampness from the Middle Burner (moxibustion suits the Cold)' },
    { code: 'ST36', role: 'Strengthens the Stomach and Spleen to transform Dampness' },
    { code: 'SP3', role: 'Source point of the Spleen: resolves Dampness' },
    { code: 'BL20', role: 'Strengthens the Spleen to transform Dampness' },
    { code: 'CV9', role: 'Promotes the transformation of fluids, relieves oedema (moxibustion)' },
  ],
  consumerHerbs: [
    {
      id: 'fresh-ginger-tea',
      name: 'Fresh ginger tea',
      description: 'Warms the stomach and helps settle nausea and a cold, heavy belly.',
      herbs: ['sheng-jiang'],
    },
    {
      id: 'dried-tangerine-peel',
      name: 'Dried tangerine peel',
      description: 'In tea or cooking, an aromatic peel that helps dry dampness and ease bloating.',
      herbs: ['chen-pi'],
    },
    {
      id: 'roasted-job-s-tears-coix-seed',
      name: "Roasted Job's tears (coix seed)",
      description: 'Dry-roasted and simmered as a grain or tea, traditionally used to drain dampness.',
      herbs: ['yi-yi-ren'],
    },
  ],
  diet: [
    {
      id: 'avoid-damp-forming-foods',
      name: 'Avoid damp-forming foods',
      description: 'Dairy, sugar, sweets, fried and greasy food, white bread and iced drinks.',
    },
    {
      id: 'warm-light-aromatic-meals',
      name: 'Warm, light, aromatic meals',
      description: 'Rice, aduki beans, leeks, onion, and cooking with ginger, cardamom and tangerine peel.',
    },
    {
      id: 'moderate-portions',
      name: 'Moderate portions',
      description: 'Smaller meals, eaten warm, are easier for a heavy digestion to process.',
    },
  ],
  lifestyle: [
    {
      id: 'stay-warm-and-dry',
      name: 'Stay warm and dry',
      description: 'Avoid damp houses and wet clothes, and dry off well after rain or swimming.',
    },
    {
      id: 'move-regularly',
      name: 'Move regularly',
      description: 'Daily walking or exercise that makes you gently sweat helps disperse dampness and heaviness.',
    },
    {
      id: 'do-not-lie-down-after-meals',
      name: 'Do not lie down after meals',
      description: 'A short walk after eating helps the stomach empty.',
    },
  ],
  cautions: {
    longTerm:
      'Warm, aromatic and drying (Cang Zhu, Hou Po): it depletes Yin, fluids and Qi if used beyond the point where the coating clears; not for Yin or Blood deficiency.',
    other: [
      'Not for Damp-Heat (yellow greasy coating, thirst) without modification.',
      'Persistent nausea, vomiting or swelling need medical assessment.',
    ],
  },
  prognosis: {
    expectation:
      'Heaviness and fullness usually lift within 1-3 weeks once the diet changes; recurrent cases reflect an underlying Spleen deficiency.',
    favourable: [
      { text: 'acute onset from diet or weather', onlyIf: 'recent-onset' },
      'dietary change',
      'warm, dry living conditions',
    ],
    obstacles: ['continued dairy, sugar and iced food', 'damp climate or housing', 'underlying Spleen or Kidney Yang deficiency'],
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
