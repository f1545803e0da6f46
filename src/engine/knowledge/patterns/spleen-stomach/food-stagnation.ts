import type { PatternKnowledge } from '../../types.ts';

/**
 * Food Stagnation (食滞胃脘): food retained in the Stomach after overeating or eating too
 * fast, obstructing the descent of Stomach Qi. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: thick coating that cannot be scraped off) and Deng Tietao; formula Bao He Wan
 * as in Bensky, Formulas & Strategies.
 */
export const foodStagnation: PatternKnowledge = {
  id: 'food-stagnation',
  names: { en: 'Food Stagnation', zh: '食滞胃脘', pinyin: 'shí zhì wèi wǎn' },
  explanation:
    'Food stagnation means a meal is sitting in the stomach without moving on, usually after overeating, eating too fast or eating late. It brings a full, painful stomach, sour or smelly burps, bad breath, loss of appetite and sometimes nausea, vomiting or smelly stools. Eating lightly for a day or two and walking after meals usually helps it pass.',
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Stomach', 'Spleen'],
  pathogenicFactors: ['Food retention', 'Qi stagnation'],
  signs: {
    tongue: [
      { sign: 'coating:thick-white', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 2 },
      { sign: 'sign:thick-root-coating', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'sour-belching', weight: 3 },
      { sign: 'belching', weight: 2 },
      { sign: 'epigastric-fullness', weight: 3 },
      { sign: 'aversion-to-food', weight: 2 },
      { sign: 'acid-regurgitation', weight: 2 },
      { sign: 'epigastric-pain', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'worse-after-eating', weight: 2 },
      { sign: 'vomiting', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 2 },
      { sign: 'overeating', weight: 2 },
      { sign: 'flatulence', weight: 1 },
      { sign: 'bad-breath', weight: 1 },
      { sign: 'nausea', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'sign:peeled-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 2 },
      { sign: 'hunger-no-desire-to-eat', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Reduce food retention and harmonise the Stomach',
    zh: '消食导滞，和胃',
    pinyin: 'xiāo shí dǎo zhì, hé wèi',
  },
  formula: {
    formula: 'bao-he-wan',
    keyHerbs: ['shan-zha', 'shen-qu', 'lai-fu-zi'],
    modifications: [
      {
        when: 'retention turning to Heat: yellow coating, constipation, abdominal pain (towards Zhi Shi Dao Zhi Wan)',
        add: [
          { herb: 'zhi-shi', doseG: [3, 10] },
          { herb: 'da-huang', doseG: [3, 15] },
        ],
      },
      {
        when: 'recurrent retention on a weak Spleen: fatigue, loose stools (Da An Wan)',
        add: [{ herb: 'bai-zhu', doseG: [6, 12] }],
        forPattern: 'spleen-qi-deficiency',
        findings: ['fatigue', 'loose-stools'],
      },
      {
        when: 'retention of starchy food (rice, bread, noodles)',
        add: [
          { herb: 'mai-ya', doseG: [10, 15] },
          { herb: 'gu-ya', doseG: [9, 15] },
        ],
      },
      {
        when: 'marked distension and fullness',
        add: [
          { herb: 'hou-po', doseG: [3, 10] },
          { herb: 'mu-xiang', doseG: [3, 6] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'CV10', role: 'Moves food down from the Stomach' },
    { code: 'CV12', role: 'Front Mu point of the Stomach: regulates Stomach Qi' },
    { code: 'ST21', role: 'Relieves epigastric fullness and pain from retention' },
    { code: 'ST25', role: 'Moves Qi in the intestines, relieves distension' },
    { code: 'ST36', role: 'Descends Stomach Qi and supports digestion' },
    { code: 'PC6', role: 'Descends rebellious Stomach Qi: nausea, belching, vomiting' },
    { code: 'SP4', role: 'Connecting point of the Spleen: relieves fullness and retention' },
  ],
  consumerHerbs: [
    {
      id: 'hawthorn-berry-tea',
      name: 'Hawthorn berry tea',
      description: 'Dried hawthorn berries, a traditional food remedy for heaviness after rich, meaty meals.',
      herbs: ['shan-zha'],
    },
    {
      id: 'dried-tangerine-peel',
      name: 'Dried tangerine peel',
      description: 'Tea from the peel helps the stomach move and eases belching and bloating.',
      herbs: ['chen-pi'],
    },
    {
      id: 'roasted-barley-sprout-tea',
      name: 'Roasted barley sprout tea',
      description: 'A traditional digestive tea after heavy, starchy meals.',
      herbs: ['mai-ya'],
    },
  ],
  diet: [
    {
      id: 'eat-lightly-for-a-day-or-two',
      name: 'Eat lightly for a day or two',
      description: 'Plain rice porridge, clear soups and steamed vegetables give the stomach a rest.',
    },
    {
      id: 'stop-at-about-70-percent-full',
      name: 'Stop at about 70 percent full',
      description: 'Leaving a little room is the simplest way to prevent this pattern.',
    },
    {
      id: 'avoid-heavy-greasy-and-late-meals',
      name: 'Avoid heavy, greasy and late meals',
      description: 'Large evening meals, fried food and mixing many rich dishes overload the stomach.',
    },
    {
      id: 'radish-and-digestive-foods',
      name: 'Radish and digestive foods',
      description: 'Radish, daikon, pineapple, papaya and a little vinegar help digestion of rich food.',
    },
  ],
  lifestyle: [
    {
      id: 'eat-slowly-and-chew-well',
      name: 'Eat slowly and chew well',
      description: 'Sit down to eat, without screens, and put the fork down between bites.',
    },
    { id: 'walk-after-meals', name: 'Walk after meals', description: 'A gentle ten-minute walk helps the stomach empty.' },
    {
      id: 'no-food-before-bed',
      name: 'No food before bed',
      description: 'Leave two to three hours between the last meal and sleep.',
    },
  ],
  cautions: {
    longTerm:
      'Digestive, Qi-moving herbs disperse Qi: for short courses only; recurrent retention points to Spleen deficiency, which should be tonified instead.',
    other: [
      'Lai Fu Zi is traditionally not combined with Ren Shen, as it reduces its tonifying effect.',
      'Severe abdominal pain, persistent vomiting or no bowel movement or wind need urgent medical care.',
    ],
  },
  prognosis: {
    expectation:
      'Acute food retention usually clears within 1-3 days; recurrent cases need the underlying Spleen weakness addressed.',
    favourable: ['clear dietary trigger', { text: 'acute onset', onlyIf: 'recent-onset' }, 'strong constitution'],
    obstacles: ['habitual overeating or late meals', 'underlying Spleen Qi deficiency', 'retention turning to Heat'],
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
    'flaws-diet',
  ],
};
