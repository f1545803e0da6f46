import type { PatternKnowledge } from '../../types.ts';

/**
 * Damp-Heat in the Lower Burner (下焦湿热): Damp-Heat pours down into the Bladder, genitals or
 * intestines, giving painful, burning, scanty urination, yellow discharge or foul stools; the
 * urinary (Bladder) presentation is the classic one. Written from Maciocia (Foundations, Practice,
 * Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Ba Zheng San, Si Miao San) and
 * Deadman.
 */
export const dampHeatLowerBurner: PatternKnowledge = {
  id: 'damp-heat-lower-burner',
  names: { en: 'Damp-Heat in the Lower Burner', zh: '下焦湿热', pinyin: 'xià jiāo shī rè' },
  explanation:
    'In Chinese medicine "Damp-Heat" is a sticky, hot state that can settle in the lower abdomen. It is linked with burning or urgent urination, dark cloudy urine, yellow vaginal discharge with itching, or foul-smelling loose stools. Rich, spicy food and alcohol favour it; urinary symptoms with fever, back pain or blood need a doctor.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Bladder', 'Large Intestine', 'Liver'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'sign:thick-root-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'soggy', weight: 1 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'burning-urination', weight: 3 },
      { sign: 'scanty-dark-urine', weight: 3 },
      { sign: 'urinary-urgency', weight: 2 },
      { sign: 'frequent-urination', weight: 2 },
      { sign: 'cloudy-urine', weight: 2 },
      { sign: 'difficult-urination', weight: 2 },
      { sign: 'urinary-stones', weight: 1 },
      { sign: 'leukorrhea-yellow', weight: 2 },
      { sign: 'itching-genital', weight: 2 },
      { sign: 'lower-abdominal-pain', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 1 },
      { sign: 'sticky-stools', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
      { sign: 'heaviness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'clear-copious-urine', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, drain Dampness and promote urination to relieve painful urinary dysfunction',
    zh: '清热利湿，利水通淋',
    pinyin: 'qīng rè lì shī, lì shuǐ tōng lín',
  },
  formula: {
    formula: 'ba-zheng-san',
    keyHerbs: ['chuan-mu-tong', 'hua-shi', 'che-qian-zi', 'qu-mai', 'bian-xu'],
    modifications: [
      {
        when: 'with blood in the urine (after medical assessment)',
        add: [
          { herb: 'xiao-ji', doseG: [9, 15] },
          { herb: 'bai-mao-gen', doseG: [15, 30] },
        ],
      },
      {
        when: 'with urinary stones (sandy urine, colicky pain)',
        add: [
          { herb: 'jin-qian-cao', doseG: [15, 30] },
          { herb: 'hai-jin-sha', doseG: [6, 15] },
          { herb: 'ji-nei-jin', doseG: [3, 9] },
        ],
      },
      {
        when: 'with yellow, foul vaginal discharge, genital itching or heavy aching legs and no urinary pain: towards Four-Marvel Pill (Si Miao Wan)',
        add: [
          { herb: 'huang-bai', doseG: [6, 9] },
          { herb: 'cang-zhu', doseG: [6, 9] },
          { herb: 'yi-yi-ren', doseG: [15, 30] },
          { herb: 'niu-xi', doseG: [9, 12] },
        ],
        remove: ['da-huang'],
      },
      {
        when: 'with bitter taste, irritability, red eyes and hypochondriac pain (Liver channel Damp-Heat)',
        add: [
          { herb: 'long-dan-cao', doseG: [3, 6] },
          { herb: 'chai-hu', doseG: [3, 6] },
          { herb: 'huang-qin', doseG: [6, 9] },
        ],
        forPattern: 'liver-gallbladder-damp-heat',
        findings: ['bitter-taste', 'irritability', 'red-eyes', 'hypochondriac-pain'],
      },
    ],
  },
  acupoints: [
    { code: 'CV3', role: 'Front-mu point of the Bladder: clears Damp-Heat from the Bladder' },
    { code: 'BL28', role: 'Back-shu point of the Bladder: drains Damp-Heat' },
    { code: 'SP9', role: 'Main point to drain Dampness from the Lower Burner' },
    { code: 'SP6', role: 'Resolves Dampness and stops urinary pain' },
    { code: 'BL22', role: 'Back-shu point of the Triple Burner: opens the water passages' },
    { code: 'BL39', role: 'Lower sea point of the Triple Burner: promotes urination' },
    { code: 'LR5', role: 'Connecting point of the Liver: clears Damp-Heat from the genitals, stops itching' },
  ],
  consumerHerbs: [
    {
      id: 'barley-water',
      name: 'Barley water',
      description:
        'Pearl barley simmered in water and drunk through the day is a traditional cooling drink that supports the urine flow.',
    },
    {
      id: 'corn-silk-tea',
      name: 'Corn silk tea',
      description: 'The silky threads of corn, steeped as a tea, are a gentle traditional drink for the urinary tract.',
    },
    {
      id: 'mung-bean-soup',
      name: 'Mung bean soup',
      description: 'A simple soup of mung beans is a traditional food to clear heat.',
    },
  ],
  diet: [
    {
      id: 'drink-plenty-of-water',
      name: 'Drink plenty of water',
      description: 'Frequent glasses of water or light teas keep the urine flowing.',
    },
    {
      id: 'cooling-draining-foods',
      name: 'Cooling, draining foods',
      description: 'Cucumber, celery, watermelon, winter melon, mung beans, barley and leafy greens.',
    },
    {
      id: 'avoid-alcohol-spicy-and-greasy-food',
      name: 'Avoid alcohol, spicy and greasy food',
      description: 'Beer and spirits, chilli, fried food, rich sauces and sweets feed damp-heat.',
    },
  ],
  lifestyle: [
    {
      id: 'do-not-hold-urine',
      name: 'Do not hold urine',
      description: 'Empty the bladder regularly, including after sexual activity.',
    },
    {
      id: 'breathable-clothing-and-hygiene',
      name: 'Breathable clothing and hygiene',
      description: 'Cotton underwear, loose clothes, gentle washing without harsh soaps.',
    },
    {
      id: 'see-a-doctor-when-needed',
      name: 'See a doctor when needed',
      description: 'Fever, back or flank pain, blood in the urine, or symptoms during pregnancy need prompt medical care.',
    },
  ],
  cautions: {
    longTerm:
      'Bitter-cold and draining: for short courses only (days to a few weeks); prolonged use injures the Spleen, Kidney and Yin. Da huang causes diarrhoea and, long term, electrolyte loss.',
    other: [
      'Only chuan mu tong (Clematis) or tong cao may be used: guan mu tong (Aristolochia) causes aristolochic-acid nephropathy and is banned.',
      'Urinary infection with fever, flank pain or blood in the urine needs medical diagnosis and, often, antibiotics.',
      'Not for weak or elderly patients with deficiency-type urinary dribbling.',
    ],
  },
  prognosis: {
    expectation:
      'Acute urinary Damp-Heat usually settles within 3-10 days; recurrent or chronic cases need the underlying deficiency treated.',
    favourable: [{ text: 'acute onset', onlyIf: 'recent-onset' }, 'plenty of fluids', 'diet change'],
    obstacles: ['recurrent infections', 'alcohol and spicy diet', 'underlying Kidney or Spleen deficiency'],
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
