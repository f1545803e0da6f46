import type { PatternKnowledge } from '../../types.ts';

/**
 * Balanced (平和): no significant disharmony. The normal tongue of the references (pale-red body,
 * thin white coating, moist, supple, normal size) and a calm pulse with no pathological quality;
 * its `against` lists the strongest signs of disharmony. No formula: advice is general wellness
 * (yang sheng). Written from Maciocia (Tongue Diagnosis, Foundations), Deng Tietao and Kastner.
 */
export const balanced: PatternKnowledge = {
  id: 'balanced',
  names: { en: 'Balanced (no significant disharmony)', zh: '平和', pinyin: 'píng hé' },
  explanation:
    'Nothing points clearly to one imbalance: what the tongue shows and what you reported do not add up to a pattern strongly enough to name it. Chinese medicine calls a healthy tongue (pink, with a thin white coating) without notable complaints a balanced constitution, and the aim then is simply to keep it with regular habits. Where a sign noted here differs from that picture, watch it at your next check-ins. This is not a medical check-up: see a doctor for any symptom that worries you.',
  nature: 'none',
  temperature: 'neutral',
  organs: [],
  pathogenicFactors: [],
  signs: {
    tongue: [
      { sign: 'bodyColor:normal', weight: 2 },
      { sign: 'coating:thin-white', weight: 2 },
      { sign: 'moisture:normal', weight: 1 },
      { sign: 'texture:normal', weight: 1 },
      { sign: 'size:normal', weight: 1 },
      { sign: 'shape:normal', weight: 1 },
    ],
    pulse: [],
    symptoms: [],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:purple', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'coating:thick-white', weight: 2 },
      { sign: 'coating:black', weight: 3 },
      { sign: 'coating:brown', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'sign:purple-spots', weight: 2 },
      { sign: 'texture:cracked', weight: 1 },
      { sign: 'size:enlarged', weight: 1 },
      { sign: 'shape:scalloped', weight: 1 },
      { sign: 'sign:red-tip', weight: 1 },
      { sign: 'sign:red-sides', weight: 1 },
    ],
    pulse: [
      { sign: 'choppy', weight: 2 },
      { sign: 'irregular', weight: 2 },
      { sign: 'weak', weight: 2 },
      { sign: 'rapid', weight: 2 },
      { sign: 'wiry', weight: 1 },
      { sign: 'slippery', weight: 1 },
      { sign: 'thin', weight: 1 },
      { sign: 'slow', weight: 1 },
      { sign: 'deep', weight: 1 },
      { sign: 'floating', weight: 1 },
    ],
    symptoms: [
      { sign: 'fatigue', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'fever', weight: 2 },
      { sign: 'fixed-stabbing-pain', weight: 2 },
      { sign: 'palpitations', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'night-sweats', weight: 1 },
      { sign: 'depression', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'No treatment needed: preserve health by following the seasons and keeping regular habits',
    zh: '顺时养生，调和阴阳',
    pinyin: 'shùn shí yǎng shēng, tiáo hé yīn yáng',
  },
  formula: null,
  acupoints: [
    { code: 'ST36', role: 'General wellness point: supports digestion and energy (self-massage)' },
    { code: 'PC6', role: 'General wellness point: calms and settles the stomach (self-massage)' },
    { code: 'GV20', role: 'General wellness point: clears the mind (self-massage)' },
  ],
  consumerHerbs: [
    {
      id: 'seasonal-teas',
      name: 'Seasonal teas',
      description:
        'Light chrysanthemum or mint tea in summer, ginger or cinnamon tea in winter: small adjustments that follow the seasons.',
    },
    {
      id: 'green-tea-in-moderation',
      name: 'Green tea in moderation',
      description: 'A cup or two in the morning or early afternoon, not late in the day.',
    },
  ],
  diet: [
    {
      id: 'varied-mostly-cooked-meals',
      name: 'Varied, mostly cooked meals',
      description: 'Grains, vegetables, legumes and moderate protein, eaten at regular times.',
    },
    {
      id: 'eat-with-the-seasons',
      name: 'Eat with the seasons',
      description: 'Lighter, cooling food in summer and warmer, richer dishes in winter.',
    },
    {
      id: 'moderation',
      name: 'Moderation',
      description: 'Stop eating before feeling full, and keep alcohol, sweets and fried food occasional.',
    },
  ],
  lifestyle: [
    { id: 'regular-sleep', name: 'Regular sleep', description: 'Go to bed and get up at similar times, earlier in winter.' },
    {
      id: 'daily-movement',
      name: 'Daily movement',
      description: 'Walking, tai chi, yoga or any activity you enjoy, without exhausting yourself.',
    },
    {
      id: 'emotional-balance',
      name: 'Emotional balance',
      description: 'Time for rest, friends and quiet reflection keeps the mind at ease.',
    },
  ],
  cautions: {
    other: [
      'No herbal treatment is indicated. A normal tongue does not exclude disease: see a doctor for any persistent or worrying symptom.',
      'Acupressure on LI4 and SP6 is traditionally avoided in pregnancy; the self-massage points listed here do not include them.',
    ],
  },
  prognosis: {
    expectation: 'Good: a balanced state is kept with regular habits.',
    favourable: ['regular sleep and meals', 'daily movement', 'emotional balance'],
    obstacles: ['chronic overwork', 'irregular eating', 'prolonged stress'],
  },
  references: [
    'maciocia-tongue',
    'maciocia-fom',
    'deng-diagnosis',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
    'flaws-diet',
  ],
};
