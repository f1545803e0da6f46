import type { PatternKnowledge } from '../../types.ts';

/**
 * Wind-Cold Invading the Exterior (风寒束表): an external pathogen binds the exterior and blocks
 * the Lung's dispersing; the excess (no sweating) type of the Greater Yang stage. Written from
 * Maciocia (Foundations, Practice), Deng Tietao, Bensky (Formulas & Strategies: Ma Huang Tang,
 * Gui Zhi Tang) and Deadman.
 */
export const windColdExterior: PatternKnowledge = {
  id: 'wind-cold-exterior',
  names: { en: 'Wind-Cold Invading the Exterior', zh: '风寒束表', pinyin: 'fēng hán shù biǎo' },
  explanation:
    'This is the Chinese-medicine picture of a common cold caught from cold weather: the body feels chilly, with a blocked or runny nose with clear mucus, sneezing, a stiff neck and aches, and little or no sweating. It is an early, surface stage that usually passes quickly with rest and warmth.',
  nature: 'excess',
  temperature: 'cold',
  organs: ['Lung'],
  pathogenicFactors: ['Wind', 'Cold'],
  signs: {
    tongue: [
      { sign: 'coating:thin-white', weight: 3 },
      { sign: 'bodyColor:normal', weight: 2 },
      { sign: 'moisture:wet', weight: 1 },
    ],
    pulse: [
      { sign: 'floating', weight: 3 },
      { sign: 'tight', weight: 3 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 3 },
      { sign: 'absence-of-sweating', weight: 2 },
      { sign: 'body-aches', weight: 2 },
      { sign: 'headache', weight: 2 },
      { sign: 'stiff-neck', weight: 2 },
      { sign: 'nasal-congestion', weight: 2 },
      { sign: 'runny-nose', weight: 2 },
      { sign: 'sneezing', weight: 1 },
      { sign: 'fever', weight: 1 },
      { sign: 'cough', weight: 1 },
      { sign: 'white-sputum', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 2 },
      { sign: 'deep', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'sore-throat', weight: 2 },
      { sign: 'thirst', weight: 2 },
      { sign: 'yellow-sputum', weight: 2 },
    ],
  },
  treatmentPrinciple: {
    en: "Release the exterior with warm-acrid herbs, disperse Wind-Cold and restore the Lung's dispersing",
    zh: '辛温解表，宣肺散寒',
    pinyin: 'xīn wēn jiě biǎo, xuān fèi sàn hán',
  },
  formula: {
    formula: 'ma-huang-tang',
    keyHerbs: ['ma-huang', 'gui-zhi', 'xing-ren', 'zhi-gan-cao'],
    modifications: [
      {
        when: 'with sweating and an aversion to wind, a floating and moderate (not tight) pulse (exterior-deficiency type): change to Cinnamon Twig Decoction (Gui Zhi Tang)',
        add: [
          { herb: 'bai-shao', doseG: [6, 9] },
          { herb: 'sheng-jiang', doseG: [6, 9] },
          { herb: 'da-zao', doseG: [6, 12] },
        ],
        remove: ['ma-huang', 'xing-ren'],
      },
      {
        when: 'with heavy, aching limbs (Wind-Cold-Damp)',
        add: [
          { herb: 'qiang-huo', doseG: [6, 9] },
          { herb: 'cang-zhu', doseG: [6, 9] },
        ],
      },
      {
        when: 'with a blocked nose and frontal headache',
        add: [
          { herb: 'xin-yi', doseG: [3, 9] },
          { herb: 'bai-zhi', doseG: [3, 9] },
        ],
      },
      {
        when: 'with cough and copious thin white sputum',
        add: [
          { herb: 'zi-su-ye', doseG: [6, 9] },
          { herb: 'ban-xia', doseG: [6, 9] },
        ],
        forPattern: 'phlegm-dampness',
        findings: ['white-sputum'],
      },
    ],
  },
  acupoints: [
    { code: 'LU7', role: 'Releases the exterior and restores the dispersing of Lung Qi' },
    { code: 'LI4', role: 'Releases the exterior and relieves headache' },
    { code: 'BL12', role: 'Expels Wind; cupping or moxa for Cold' },
    { code: 'BL13', role: "Stimulates the Lung's dispersing function" },
    { code: 'GB20', role: 'Expels Wind and relieves a stiff neck and headache' },
    { code: 'GV16', role: 'Expels Wind from the head and neck' },
    { code: 'LI20', role: 'Opens the nose' },
  ],
  consumerHerbs: [
    {
      id: 'fresh-ginger-and-spring-onion-tea',
      name: 'Fresh ginger and spring onion tea',
      description:
        'A hot tea of fresh ginger slices and the white part of spring onions, drunk at the first chill, is a traditional way to warm up and bring on a light sweat.',
      herbs: ['sheng-jiang'],
    },
    {
      id: 'perilla-leaf-tea',
      name: 'Perilla leaf tea',
      description: 'Perilla (shiso) leaves are a culinary herb traditionally used in warm teas for chills and a queasy stomach.',
      herbs: ['zi-su-ye'],
    },
  ],
  diet: [
    {
      id: 'hot-soups-and-broths',
      name: 'Hot soups and broths',
      description: 'Rice porridge or broth with ginger and spring onion, eaten hot.',
    },
    {
      id: 'avoid-cold-and-raw-food',
      name: 'Avoid cold and raw food',
      description: 'Skip iced drinks, salads, fruit juices and ice cream while the chill lasts.',
    },
    { id: 'eat-lightly', name: 'Eat lightly', description: 'Heavy, greasy meals slow recovery; small warm meals are enough.' },
  ],
  lifestyle: [
    {
      id: 'rest-and-keep-warm',
      name: 'Rest and keep warm',
      description: 'Rest early, cover the neck and upper back and stay out of wind and draughts.',
    },
    {
      id: 'a-light-sweat-not-a-heavy-one',
      name: 'A light sweat, not a heavy one',
      description:
        'After a warm drink, wrap up until you sweat lightly, then dry off and change clothes; avoid saunas or heavy sweating.',
    },
    {
      id: 'watch-for-warning-signs',
      name: 'Watch for warning signs',
      description: 'High fever, a stiff neck with headache, or breathlessness need a doctor now.',
    },
  ],
  cautions: {
    longTerm: 'For a few days only: stop as soon as a light sweat appears. Repeated sweating injures fluids and Qi.',
    other: [
      'Not for people who already sweat, have Heat signs, or are weak, elderly or depleted by blood loss.',
      'Xing ren contains amygdalin: keep to the usual dose.',
      'Ma huang (ephedrine) is contraindicated in hypertension, heart disease, hyperthyroidism, glaucoma, insomnia, anxiety and prostatic hypertrophy, and is restricted or banned in supplements in several countries.',
    ],
  },
  prognosis: {
    expectation: 'Usually resolves within 3-7 days; with correct early treatment often in 1-3 days.',
    favourable: ['treated at the first chill', 'rest and warmth', 'robust constitution'],
    obstacles: ['overwork while ill', 'weak Defensive Qi (repeated colds)', 'pathogen moving inward and turning to Heat'],
  },
  references: [
    'maciocia-fom',
    'maciocia-practice',
    'deng-diagnosis',
    'bensky-formulas',
    'bensky-materia',
    'china-pharmacopoeia',
    'chen-pharmacology',
    'nccih-herbs',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
