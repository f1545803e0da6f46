import type { PatternKnowledge } from '../../types.ts';

/**
 * Liver and Gallbladder Damp-Heat (肝胆湿热): Dampness and Heat lodge in the Liver and
 * Gallbladder channels, in the hypochondrium and, descending, the genitals. Signs from
 * Maciocia (Foundations, Tongue Diagnosis: red sides with a sticky yellow coating) and
 * Deng Tietao; formula Long Dan Xie Gan Tang as in Bensky, Formulas & Strategies.
 */
export const liverGallbladderDampHeat: PatternKnowledge = {
  id: 'liver-gallbladder-damp-heat',
  names: { en: 'Liver and Gallbladder Damp-Heat', zh: '肝胆湿热', pinyin: 'gān dǎn shī rè' },
  explanation:
    'Here a combination of heat and heavy, sticky dampness settles around the liver and gallbladder. It can show as fullness or pain under the right ribs, a bitter taste, nausea, dark urine, and sometimes yellowish skin or itchy, yellow discharge. A light, plain diet without alcohol or greasy food helps, and yellow skin or eyes always need a medical check.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Liver', 'Gallbladder'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'sign:thick-root-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'wiry', weight: 2 },
      { sign: 'rapid', weight: 2 },
    ],
    symptoms: [
      { sign: 'hypochondriac-pain', weight: 3 },
      { sign: 'bitter-taste', weight: 3 },
      { sign: 'jaundice', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'leukorrhea-yellow', weight: 2 },
      { sign: 'itching-genital', weight: 2 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'burning-urination', weight: 1 },
      { sign: 'sticky-stools', weight: 1 },
      { sign: 'alternating-chills-fever', weight: 1 },
      { sign: 'heaviness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'coating:none', weight: 2 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'slow', weight: 1 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat and resolve Dampness from the Liver and Gallbladder',
    zh: '清利肝胆湿热',
    pinyin: 'qīng lì gān dǎn shī rè',
  },
  formula: {
    formula: 'long-dan-xie-gan-tang',
    keyHerbs: ['long-dan-cao', 'huang-qin', 'zhi-zi', 'che-qian-zi', 'ze-xie'],
    modifications: [
      {
        when: 'jaundice with bright yellow skin and eyes (with Yin Chen Hao Tang)',
        add: [
          { herb: 'yin-chen', doseG: [6, 15] },
          { herb: 'da-huang', doseG: [3, 15] },
        ],
      },
      {
        when: 'gallstones or marked right hypochondriac pain',
        add: [
          { herb: 'jin-qian-cao', doseG: [15, 60] },
          { herb: 'yu-jin', doseG: [3, 10] },
        ],
      },
      {
        when: 'Dampness predominant over Heat (thick greasy coating, heaviness, little thirst): drop the cloying Yin tonic',
        remove: ['sheng-di-huang'],
      },
      {
        when: 'genital itching, yellow foul discharge or burning urination',
        add: [
          { herb: 'huang-bai', doseG: [3, 12] },
          { herb: 'ku-shen', doseG: [4.5, 9] },
        ],
        forPattern: 'damp-heat-lower-burner',
        findings: ['itching-genital', 'leukorrhea-yellow', 'burning-urination'],
      },
    ],
  },
  acupoints: [
    { code: 'GB34', role: 'Resolves Damp-Heat from the Liver and Gallbladder' },
    { code: 'GB24', role: 'Front Mu point of the Gallbladder: relieves hypochondriac pain, resolves Damp-Heat' },
    { code: 'LR14', role: 'Front Mu point of the Liver: spreads Liver Qi, relieves fullness' },
    { code: 'SP9', role: 'Resolves Dampness from the Lower Burner' },
    { code: 'LR5', role: 'Connecting point of the Liver: clears Damp-Heat from the genitals' },
    { code: 'BL19', role: 'Back Shu point of the Gallbladder: resolves Damp-Heat' },
    { code: 'LR2', role: 'Drains Liver Fire and Heat' },
  ],
  consumerHerbs: [
    {
      id: 'corn-silk-tea',
      name: 'Corn silk tea',
      description: 'A mild tea made from corn silk, traditionally used to help clear dampness through the urine.',
    },
    {
      id: 'dandelion-tea',
      name: 'Dandelion tea',
      description: 'A bitter herbal tea used to clear heat and support the liver and gallbladder.',
    },
    {
      id: 'barley-water',
      name: 'Barley water',
      description: "Water in which barley or Job's tears has simmered, a light drink that drains dampness.",
    },
  ],
  diet: [
    {
      id: 'no-alcohol-greasy-or-fried-food',
      name: 'No alcohol, greasy or fried food',
      description: 'These are the main dietary sources of Damp-Heat and burden the liver and gallbladder.',
    },
    {
      id: 'light-plain-mostly-plant-based-meals',
      name: 'Light, plain, mostly plant-based meals',
      description: 'Steamed vegetables, rice, mung beans, aduki beans, cucumber and bitter greens.',
    },
    { id: 'less-sugar-and-dairy', name: 'Less sugar and dairy', description: 'Sweet and rich dairy foods add to dampness.' },
  ],
  lifestyle: [
    {
      id: 'get-yellow-skin-or-eyes-checked',
      name: 'Get yellow skin or eyes checked',
      description: 'Yellowing, dark urine with pale stools, or fever with right-sided pain need a doctor promptly.',
    },
    { id: 'keep-moving', name: 'Keep moving', description: 'Regular exercise and sweating help clear dampness.' },
    {
      id: 'breathable-clothing',
      name: 'Breathable clothing',
      description: 'With genital itching or discharge, wear cotton underwear and avoid tight clothing and scented products.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold formula that injures Spleen and Stomach Qi: stop once Damp-Heat clears. Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    other: [
      'Jaundice, severe right upper abdominal pain, or fever with rigors need medical assessment (gallstones, hepatitis, cholangitis).',
      'Not for Spleen deficiency with loose stools.',
    ],
  },
  prognosis: {
    expectation:
      'Acute presentations often improve within 1-4 weeks; chronic cases relapse easily with diet and need a longer, gentler follow-up.',
    favourable: [
      { text: 'acute onset', onlyIf: 'recent-onset' },
      'stopping alcohol and greasy food',
      'no underlying Spleen deficiency',
    ],
    obstacles: ['continued alcohol', 'obesity', 'gallstones', 'chronic viral hepatitis', 'Spleen deficiency producing Dampness'],
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
