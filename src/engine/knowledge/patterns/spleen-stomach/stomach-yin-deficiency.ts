import type { PatternKnowledge } from '../../types.ts';

/**
 * Stomach Yin Deficiency (胃阴虚): the Stomach's fluids are depleted, from irregular eating,
 * late meals, overwork or a febrile illness. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: centre peeled or rootless coating, transverse cracks) and Deng Tietao; formula
 * Yi Wei Tang as in Bensky, Formulas & Strategies.
 */
export const stomachYinDeficiency: PatternKnowledge = {
  id: 'stomach-yin-deficiency',
  names: { en: 'Stomach Yin Deficiency', zh: '胃阴虚', pinyin: 'wèi yīn xū' },
  explanation:
    'The stomach needs moisture to digest well, and this can be used up by eating late or in a hurry, long working hours or a past fever. Typical signs are a dry mouth and throat, feeling hungry but not wanting to eat, a dull stomach ache, and dry stools, with a tongue that is peeled in the middle. Regular, calm meals of moist, easy food help restore it.',
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Stomach'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'sign:peeled-coating', weight: 3 },
      { sign: 'moisture:dry', weight: 3 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'texture:cracked', weight: 2 },
      { sign: 'bodyColor:red', weight: 2 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-mouth', weight: 3 },
      { sign: 'dry-throat', weight: 2 },
      { sign: 'hunger-no-desire-to-eat', weight: 3 },
      { sign: 'epigastric-pain', weight: 2 },
      { sign: 'dry-stools', weight: 2 },
      { sign: 'dry-retching', weight: 2 },
      { sign: 'thirst', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'epigastric-fullness', weight: 1 },
      { sign: 'afternoon-fever', weight: 1 },
      { sign: 'hiccups', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'bodyColor:pale', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 2 },
      { sign: 'strong', weight: 1 },
      { sign: 'slow', weight: 1 },
    ],
    symptoms: [
      { sign: 'loose-stools', weight: 2 },
      { sign: 'heaviness', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Stomach Yin and generate fluids',
    zh: '滋养胃阴，生津',
    pinyin: 'zī yǎng wèi yīn, shēng jīn',
  },
  formula: {
    formula: 'yi-wei-tang',
    keyHerbs: ['mai-men-dong', 'sheng-di-huang', 'bei-sha-shen', 'yu-zhu'],
    modifications: [
      { when: 'dry retching, hiccup or nausea', add: [{ herb: 'zhu-ru', doseG: [5, 10] }] },
      {
        when: 'dull epigastric pain',
        add: [
          { herb: 'bai-shao', doseG: [6, 15] },
          { herb: 'gan-cao', doseG: [2, 6] },
        ],
      },
      { when: 'dry stools and constipation', add: [{ herb: 'xuan-shen', doseG: [9, 15] }] },
      {
        when: 'with Spleen Qi deficiency: fatigue, poor appetite, pale-red tongue with little coating',
        add: [
          { herb: 'tai-zi-shen', doseG: [9, 30] },
          { herb: 'shan-yao', doseG: [15, 30] },
        ],
        forPattern: 'spleen-qi-deficiency',
        findings: ['fatigue', 'poor-appetite'],
      },
    ],
  },
  acupoints: [
    { code: 'CV12', role: 'Front Mu point of the Stomach: tonifies the Stomach' },
    { code: 'ST36', role: 'Tonifies the Stomach and benefits fluids' },
    { code: 'SP6', role: 'Nourishes Yin' },
    { code: 'KI6', role: 'Nourishes Yin and generates fluids' },
    { code: 'PC6', role: 'Descends rebellious Stomach Qi: dry retching, hiccup' },
    { code: 'BL21', role: 'Back Shu point of the Stomach' },
  ],
  consumerHerbs: [
    {
      id: 'white-fungus-tremella-soup',
      name: 'White fungus (tremella) soup',
      description: 'A mild, moistening sweet soup used in Chinese cooking for a dry mouth and stomach.',
    },
    {
      id: 'lily-bulb',
      name: 'Lily bulb',
      description: 'Dried lily bulb cooked in congee or soup gently moistens dryness.',
      herbs: ['bai-he'],
    },
    { id: 'fresh-pear', name: 'Fresh pear', description: 'Eaten fresh or gently stewed, it soothes a dry mouth and throat.' },
  ],
  diet: [
    {
      id: 'moist-soft-easy-foods',
      name: 'Moist, soft, easy foods',
      description: 'Rice congee, soups, tofu, eggs, soy milk, stewed fruit and cooked vegetables.',
    },
    {
      id: 'avoid-spicy-fried-and-roasted-food',
      name: 'Avoid spicy, fried and roasted food',
      description: 'Chilli, crisps, roasted nuts, coffee and alcohol dry the stomach further.',
    },
    {
      id: 'small-regular-meals',
      name: 'Small, regular meals',
      description: 'Several small meals at regular times are easier than large or late ones.',
    },
  ],
  lifestyle: [
    {
      id: 'do-not-eat-late-or-in-a-rush',
      name: 'Do not eat late or in a rush',
      description: 'Late-night meals and eating while working are classic causes of this pattern.',
    },
    {
      id: 'rest-after-illness',
      name: 'Rest after illness',
      description: 'After a fever, allow time to recover with light, moist meals.',
    },
    {
      id: 'avoid-overwork',
      name: 'Avoid overwork',
      description: 'Long working hours without breaks consume Yin; build rest into your day.',
    },
  ],
  cautions: {
    longTerm:
      'Moist, cloying Yin tonics (Sheng Di Huang, Mai Men Dong) can weaken digestion and cause loose stools or bloating; not for patients with Dampness or a thick, greasy coating.',
    other: [
      'Contains rock sugar: replace or omit in diabetes.',
      'Persistent epigastric pain, weight loss or difficulty swallowing need medical assessment.',
    ],
  },
  prognosis: {
    expectation: 'Dryness and appetite improve over 4-8 weeks; the coating regrows slowly, over 2-3 months.',
    favourable: [
      'regular, unhurried meals',
      'recovery after a recent febrile illness',
      { text: 'younger age', onlyIf: 'younger' },
    ],
    obstacles: [
      'late and irregular eating',
      'overwork',
      { text: 'long-standing deficiency with deep cracks', onlyIf: 'long-standing' },
      'smoking and alcohol',
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
