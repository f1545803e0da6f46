import type { PatternKnowledge } from '../../types.ts';

/**
 * Heart Fire Blazing (心火亢盛): full Fire of the Heart disturbing the Mind, flaring to the
 * tongue and transmitted to the Small Intestine and Bladder. Signs from Maciocia (Foundations,
 * Tongue Diagnosis: red with a redder, swollen tip with red points, yellow coating) and Deng
 * Tietao; formula Dao Chi San as in Bensky, Formulas & Strategies, with Chuan Mu Tong in place
 * of the nephrotoxic Aristolochia (Guan Mu Tong).
 */
export const heartFireBlazing: PatternKnowledge = {
  id: 'heart-fire-blazing',
  names: { en: 'Heart Fire Blazing', zh: '心火亢盛', pinyin: 'xīn huǒ kàng shèng' },
  explanation:
    'This is a pattern of strong heat affecting the Heart, which in Chinese medicine houses the mind and opens into the tongue. It often shows as agitation, difficulty sleeping, palpitations, thirst, a red face, painful ulcers on the tongue or mouth and dark, sometimes burning urine. It is often linked to long-standing emotional strain, and cooling food, rest and calming activities help.',
  nature: 'excess',
  temperature: 'heat',
  organs: ['Heart', 'Small Intestine'],
  pathogenicFactors: ['Fire', 'Heat'],
  signs: {
    tongue: [
      { sign: 'sign:red-tip', weight: 3 },
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:red-points', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'sign:midline-crack', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'surging', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'mouth-ulcers', weight: 3 },
      { sign: 'restlessness', weight: 3 },
      { sign: 'palpitations', weight: 2 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'thirst', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'burning-urination', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'blood-in-urine', weight: 1 },
      { sign: 'aversion-to-heat', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 2 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heart Fire and drain Heat through the urine',
    zh: '清心泻火，利尿',
    pinyin: 'qīng xīn xiè huǒ, lì niào',
  },
  formula: {
    formula: 'dao-chi-san',
    keyHerbs: ['sheng-di-huang', 'chuan-mu-tong', 'dan-zhu-ye', 'gan-cao'],
    modifications: [
      {
        when: 'intense Fire with agitation, insomnia and constipation (towards Xie Xin Tang)',
        add: [
          { herb: 'huang-lian', doseG: [2, 5] },
          { herb: 'da-huang', doseG: [3, 15] },
        ],
      },
      {
        when: 'blood in the urine',
        add: [
          { herb: 'bai-mao-gen', doseG: [9, 30] },
          { herb: 'xiao-ji', doseG: [5, 12] },
        ],
      },
      {
        when: 'marked insomnia and restlessness',
        add: [
          { herb: 'lian-zi-xin', doseG: [2, 5] },
          { herb: 'zhi-zi', doseG: [6, 10] },
        ],
      },
      {
        when: 'Fire has injured Heart Yin: night sweats, peeled red tongue, thin rapid pulse',
        add: [
          { herb: 'mai-men-dong', doseG: [6, 15] },
          { herb: 'xuan-shen', doseG: [9, 15] },
        ],
        forPattern: 'heart-yin-deficiency',
        findings: ['night-sweats', 'sign:peeled-coating', 'thin'],
      },
    ],
  },
  acupoints: [
    { code: 'HT8', role: 'Fire point of the Heart: drains Heart Fire' },
    { code: 'HT9', role: 'Well point of the Heart: clears Heat (may be pricked to bleed)' },
    { code: 'HT7', role: 'Calms the Mind' },
    { code: 'PC7', role: 'Clears Heart Heat, calms the Mind, treats mouth ulcers' },
    { code: 'LI11', role: 'Clears Heat' },
    { code: 'KI6', role: 'Nourishes Yin to restrain Fire and promotes sleep' },
  ],
  consumerHerbs: [
    {
      id: 'bamboo-leaf-tea',
      name: 'Bamboo leaf tea',
      description: 'A light, cooling tea traditionally used for restlessness, thirst and mouth ulcers.',
      herbs: ['dan-zhu-ye'],
    },
    {
      id: 'lotus-seed-heart-tea',
      name: 'Lotus seed heart tea',
      description: 'The bitter green centre of lotus seeds, steeped as a tea to calm a hot, restless Heart.',
      herbs: ['lian-zi-xin'],
    },
    { id: 'mung-bean-soup', name: 'Mung bean soup', description: 'A simple cooling soup used in Chinese homes to clear heat.' },
  ],
  diet: [
    {
      id: 'cooling-foods',
      name: 'Cooling foods',
      description: 'Cucumber, watermelon, celery, leafy greens, tofu and bitter greens such as endive or rocket.',
    },
    {
      id: 'avoid-stimulants-and-alcohol',
      name: 'Avoid stimulants and alcohol',
      description: 'Coffee, energy drinks, alcohol and chilli feed Heart Fire and disturb sleep.',
    },
    {
      id: 'drink-enough-water',
      name: 'Drink enough water',
      description: 'Plenty of water or light cooling teas help clear heat through the urine.',
    },
  ],
  lifestyle: [
    {
      id: 'calm-the-mind',
      name: 'Calm the mind',
      description: 'Meditation, slow breathing and quiet time in nature help settle agitation.',
    },
    {
      id: 'wind-down-in-the-evening',
      name: 'Wind down in the evening',
      description: 'Avoid exciting films, work and arguments before bed.',
    },
    {
      id: 'seek-support-for-emotional-strain',
      name: 'Seek support for emotional strain',
      description: 'Talking to someone you trust or a counsellor helps release long-held emotions.',
    },
  ],
  cautions: {
    longTerm:
      'Cold, draining formula for short courses only: it injures Spleen and Stomach Qi. Only Chuan Mu Tong (or Tong Cao) may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    other: [
      'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
      'Mouth ulcers lasting more than three weeks, or blood in the urine, need a medical check.',
      'Severe agitation, mania or thoughts of self-harm need medical and psychiatric care first.',
    ],
  },
  prognosis: {
    expectation:
      'Mouth ulcers and urinary burning usually clear within 1-2 weeks; agitation and sleep settle as the emotional cause is addressed.',
    favourable: [
      { text: 'acute onset', onlyIf: 'recent-onset' },
      'identifiable emotional trigger that resolves',
      'stopping stimulants and alcohol',
    ],
    obstacles: ['ongoing emotional strain', 'stimulant or alcohol use', 'Fire injuring Heart Yin'],
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
