import type { PatternKnowledge } from '../../types.ts';

/**
 * Phlegm-Dampness (痰湿): fluids not transformed by a weak Spleen collect as Dampness and congeal
 * into Phlegm, stored in the Lung and obstructing the Middle Burner and the head. Written from
 * Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies:
 * Er Chen Tang and its family) and Deadman.
 */
export const phlegmDampness: PatternKnowledge = {
  id: 'phlegm-dampness',
  names: { en: 'Phlegm-Dampness', zh: '痰湿', pinyin: 'tán shī' },
  explanation:
    'In Chinese medicine, when digestion is sluggish the body\'s fluids are not processed well and build up as "Dampness" and "Phlegm". People feel heavy and foggy-headed, have a stuffy chest, bring up white mucus, feel queasy and tend to gain weight easily. It is linked with rich, sweet, greasy or cold food and a sedentary life.',
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Spleen', 'Lung', 'Stomach'],
  pathogenicFactors: ['Phlegm', 'Dampness'],
  signs: {
    tongue: [
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'size:enlarged', weight: 3 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 3 },
      { sign: 'phlegm', weight: 2 },
      { sign: 'productive-cough', weight: 1 },
      { sign: 'heaviness', weight: 2 },
      { sign: 'chest-oppression', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'dizziness-heavy-head', weight: 2 },
      { sign: 'cough', weight: 1 },
      { sign: 'obesity', weight: 1 },
      { sign: 'weight-gain', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'somnolence', weight: 1 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'fatigue', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'bodyColor:red', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-cough', weight: 2 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Dry Dampness, transform Phlegm, regulate Qi and harmonise the Middle Burner',
    zh: '燥湿化痰，理气和中',
    pinyin: 'zào shī huà tán, lǐ qì hé zhōng',
  },
  formula: {
    formula: 'er-chen-tang',
    keyHerbs: ['ban-xia', 'chen-pi', 'fu-ling'],
    modifications: [
      {
        when: 'with fatigue, poor appetite and loose stools (Spleen Qi deficiency generating Phlegm): Six-Gentlemen Decoction (Liu Jun Zi Tang)',
        add: [
          { herb: 'dang-shen', doseG: [9, 15] },
          { herb: 'bai-zhu', doseG: [9, 12] },
        ],
        remove: ['wu-mei'],
        forPattern: 'spleen-qi-deficiency',
        findings: ['fatigue', 'poor-appetite', 'loose-stools'],
      },
      {
        when: 'with dizziness and a heavy, muzzy head (Phlegm obscuring the head): towards Pinellia, White Atractylodes and Gastrodia Decoction',
        add: [
          { herb: 'bai-zhu', doseG: [9, 12] },
          { herb: 'tian-ma', doseG: [6, 9] },
        ],
      },
      {
        when: 'with epigastric fullness, a thick white coating and heavy limbs (Cold-Damp in the Spleen): combine with Calm the Stomach Powder (Ping Wei San)',
        add: [
          { herb: 'cang-zhu', doseG: [6, 9] },
          { herb: 'hou-po', doseG: [6, 9] },
        ],
        forPattern: 'cold-damp-encumbering-spleen',
        findings: ['epigastric-fullness', 'coating:thick-white', 'heaviness'],
      },
      {
        when: 'with yellow sticky sputum and a yellow greasy coating (Phlegm turning to Heat)',
        add: [
          { herb: 'huang-qin', doseG: [6, 9] },
          { herb: 'gua-lou-ren', doseG: [9, 15] },
        ],
        forPattern: 'phlegm-heat-in-lung',
        findings: ['yellow-sputum', 'coating:yellow'],
      },
    ],
  },
  acupoints: [
    { code: 'ST40', role: 'Main point to resolve Phlegm' },
    { code: 'SP9', role: 'Resolves Dampness' },
    { code: 'CV12', role: 'Front-mu point of the Stomach: strengthens the Middle Burner to stop Phlegm forming' },
    { code: 'ST36', role: 'Tonifies the Spleen and Stomach' },
    { code: 'SP3', role: 'Source point of the Spleen: strengthens the Spleen and resolves Dampness' },
    { code: 'BL20', role: 'Back-shu point of the Spleen' },
    { code: 'PC6', role: 'Opens the chest and stops nausea' },
    { code: 'CV9', role: 'Promotes the transformation of fluids' },
  ],
  consumerHerbs: [
    {
      id: 'dried-tangerine-peel-tea',
      name: 'Dried tangerine peel tea',
      description: 'Aged tangerine peel steeped as a tea is a traditional way to ease phlegm and a heavy stomach.',
      herbs: ['chen-pi'],
    },
    {
      id: 'job-s-tears-coix-barley-water',
      name: "Job's tears (coix) barley water",
      description: 'Coix seeds simmered in water or porridge are a traditional food to drain dampness.',
      herbs: ['yi-yi-ren'],
    },
    {
      id: 'fresh-ginger',
      name: 'Fresh ginger',
      description: 'A slice of fresh ginger in hot water or cooking warms the stomach and eases queasiness.',
      herbs: ['sheng-jiang'],
    },
  ],
  diet: [
    {
      id: 'cut-down-phlegm-forming-foods',
      name: 'Cut down phlegm-forming foods',
      description: 'Dairy, sugar, sweets, white bread, fried and greasy food, and alcohol.',
    },
    {
      id: 'light-cooked-meals',
      name: 'Light, cooked meals',
      description: 'Steamed vegetables, rice, barley, adzuki beans, radish, celery and lean protein.',
    },
    {
      id: 'avoid-cold-and-raw-food-and-drinks',
      name: 'Avoid cold and raw food and drinks',
      description: 'Iced drinks and large raw salads weaken digestion further.',
    },
    { id: 'do-not-overeat', name: 'Do not overeat', description: 'Stop before you feel full and avoid late, heavy dinners.' },
  ],
  lifestyle: [
    {
      id: 'regular-exercise',
      name: 'Regular exercise',
      description: 'Daily brisk walking or other aerobic exercise helps the body clear dampness.',
    },
    {
      id: 'avoid-damp-environments',
      name: 'Avoid damp environments',
      description: 'Keep your home dry and ventilated, and change out of damp clothes.',
    },
    {
      id: 'do-not-lie-down-after-meals',
      name: 'Do not lie down after meals',
      description: 'A short walk after eating helps digestion.',
    },
  ],
  cautions: {
    longTerm: 'Warm and drying: with long use it can injure Yin and fluids; stop or adjust if the tongue becomes red or dry.',
    other: [
      'Not for dry cough from Yin deficiency or for coughing blood.',
      'Raw ban xia is toxic: only processed Pinellia is used.',
    ],
  },
  prognosis: {
    expectation:
      'Heaviness and phlegm usually improve within 2-6 weeks with diet change; weight and constitution change over months.',
    favourable: ['diet change', 'regular exercise', 'good Spleen function'],
    obstacles: ['continued rich, sweet or greasy diet', 'sedentary life', 'damp living environment'],
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
