import type { PatternKnowledge } from '../../types.ts';

/**
 * Stomach Fire (胃火炽盛): full Heat blazing in the Stomach and its channel (gums, mouth).
 * Signs from Maciocia (Foundations, Tongue Diagnosis: red with a thick, dry yellow coating
 * in the centre) and Deng Tietao; formula Qing Wei San as in Bensky, Formulas & Strategies.
 */
export const stomachFire: PatternKnowledge = {
  id: 'stomach-fire',
  names: { en: 'Stomach Fire', zh: '胃火炽盛', pinyin: 'wèi huǒ chì shèng' },
  explanation:
    'Strong heat builds up in the stomach, often from spicy, fried or rich food, alcohol or stress. It can cause a burning stomach ache, constant hunger, strong thirst for cold drinks, bad breath, sore or bleeding gums and constipation. Cooling, simple food and avoiding spicy food and alcohol help it settle.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Stomach'],
  pathogenicFactors: ['Fire', 'Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'texture:cracked', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'surging', weight: 1 },
    ],
    symptoms: [
      { sign: 'burning-epigastric-pain', weight: 3 },
      { sign: 'epigastric-pain', weight: 2 },
      { sign: 'thirst', weight: 3 },
      { sign: 'excessive-hunger', weight: 3 },
      { sign: 'bad-breath', weight: 2 },
      { sign: 'bleeding-gums', weight: 2 },
      { sign: 'swollen-gums', weight: 2 },
      { sign: 'thirst-for-cold-drinks', weight: 2 },
      { sign: 'constipation', weight: 2 },
      { sign: 'mouth-ulcers', weight: 1 },
      { sign: 'toothache', weight: 1 },
      { sign: 'acid-regurgitation', weight: 1 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'slow', weight: 2 },
    ],
    symptoms: [
      { sign: 'no-thirst', weight: 2 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'aversion-to-cold', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Stomach Fire and cool the Blood',
    zh: '清胃泻火，凉血',
    pinyin: 'qīng wèi xiè huǒ, liáng xuè',
  },
  formula: {
    formula: 'qing-wei-san',
    keyHerbs: ['huang-lian', 'sheng-ma', 'sheng-di-huang', 'mu-dan-pi'],
    modifications: [
      {
        when: 'intense thirst and hunger, high heat (with Shi Gao and Zhi Mu as in Yu Nu Jian)',
        add: [
          { herb: 'shi-gao', doseG: [15, 60] },
          { herb: 'zhi-mu', doseG: [6, 12] },
        ],
      },
      { when: 'constipation with dry stools', add: [{ herb: 'da-huang', doseG: [3, 15] }] },
      {
        when: 'marked gum bleeding',
        add: [
          { herb: 'niu-xi', doseG: [5, 12] },
          { herb: 'bai-mao-gen', doseG: [9, 30] },
        ],
      },
      {
        when: 'Heat has injured Stomach Yin: dry mouth, peeling coating, thin rapid pulse',
        add: [
          { herb: 'mai-men-dong', doseG: [6, 15] },
          { herb: 'shi-hu', doseG: [6, 12] },
        ],
        forPattern: 'stomach-yin-deficiency',
        findings: ['dry-mouth', 'sign:peeled-coating', 'thin'],
      },
    ],
  },
  acupoints: [
    { code: 'ST44', role: 'Water (spring) point of the Stomach: main point to clear Stomach Fire' },
    { code: 'ST21', role: 'Relieves epigastric pain and clears Stomach Heat' },
    { code: 'ST34', role: 'Cleft (Xi) point of the Stomach: acute epigastric pain' },
    { code: 'LI4', role: 'Clears Heat from the Yang Ming channels, relieves toothache and gum swelling' },
    { code: 'LI11', role: 'Clears Heat' },
    { code: 'CV12', role: 'Front Mu point of the Stomach: regulates Stomach Qi' },
  ],
  consumerHerbs: [
    {
      id: 'mung-bean-soup',
      name: 'Mung bean soup',
      description: 'A simple cooling soup used in Chinese homes to clear stomach heat.',
    },
    { id: 'fresh-pear', name: 'Fresh pear', description: 'Juicy and cooling, it soothes thirst and a dry, hot mouth.' },
    {
      id: 'chrysanthemum-tea',
      name: 'Chrysanthemum tea',
      description: 'A gentle cooling tea in place of coffee.',
      herbs: ['ju-hua'],
    },
  ],
  diet: [
    {
      id: 'avoid-spicy-fried-and-grilled-food',
      name: 'Avoid spicy, fried and grilled food',
      description: 'Chilli, pepper, barbecued and deep-fried food feed Stomach Fire.',
    },
    {
      id: 'no-alcohol-less-coffee',
      name: 'No alcohol, less coffee',
      description: 'Both heat the stomach and worsen burning pain.',
    },
    {
      id: 'cooling-moist-foods',
      name: 'Cooling, moist foods',
      description: 'Cucumber, tofu, lettuce, spinach, pear, watermelon, and plenty of water.',
    },
    {
      id: 'regular-moderate-meals',
      name: 'Regular, moderate meals',
      description: 'Eat at regular times even when very hungry, and avoid binge eating.',
    },
  ],
  lifestyle: [
    {
      id: 'manage-stress',
      name: 'Manage stress',
      description: 'Stress and anger add heat to the stomach; relaxing activities help.',
    },
    {
      id: 'look-after-your-gums',
      name: 'Look after your gums',
      description: 'Gentle brushing and regular dental check-ups, especially if gums bleed.',
    },
    {
      id: 'get-persistent-pain-checked',
      name: 'Get persistent pain checked',
      description: 'Burning stomach pain lasting weeks, black stools or vomiting blood need a doctor.',
    },
  ],
  cautions: {
    longTerm: 'Bitter-cold Huang Lian injures Stomach Qi and Yin: stop once the Fire is cleared.',
    other: ['Not for Stomach Yin deficiency alone (peeled tongue, little coating): the bitter-drying herbs worsen it.'],
  },
  prognosis: {
    expectation: 'Usually improves within 1-3 weeks with treatment and dietary change.',
    favourable: [{ text: 'acute onset', onlyIf: 'recent-onset' }, 'stopping spicy food and alcohol', 'regular bowel movements'],
    obstacles: ['continued alcohol and spicy diet', 'chronic stress', 'Heat that has injured Stomach Yin'],
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
