import type { PatternKnowledge } from '../../types.ts';

/**
 * Heart and Spleen Deficiency (心脾两虚): Spleen Qi too weak to make Blood, so the Heart
 * Blood cannot house the Mind. Written from Maciocia (Foundations, Practice), Deng Tietao,
 * Bensky (Formulas & Strategies: Gui Pi Tang) and Deadman.
 */
export const heartSpleenDeficiency: PatternKnowledge = {
  id: 'heart-spleen-deficiency',
  names: { en: 'Heart and Spleen Deficiency', zh: '心脾两虚', pinyin: 'xīn pí liǎng xū' },
  explanation:
    'In Chinese medicine the digestion (the "Spleen") makes the energy and blood that calm the mind (the "Heart"). When both are worn out, people often feel tired, worry a lot, sleep lightly, forget things and have a weak appetite. It is common after long periods of overwork, overthinking or irregular eating.',
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Heart', 'Spleen'],
  pathogenicFactors: ['Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'shape:thin', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'weak', weight: 3 },
    ],
    symptoms: [
      { sign: 'palpitations', weight: 3 },
      { sign: 'poor-memory', weight: 3 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'sallow-complexion', weight: 2 },
      { sign: 'anxiety', weight: 1 },
      { sign: 'overthinking', weight: 2 },
      { sign: 'pale-menstrual-blood', weight: 1 },
      { sign: 'dizziness', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'easy-bruising', weight: 1 },
      { sign: 'heavy-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'rapid', weight: 1 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Tonify Spleen Qi, nourish Heart Blood and calm the Mind',
    zh: '补益心脾，养血安神',
    pinyin: 'bǔ yì xīn pí, yǎng xuè ān shén',
  },
  formula: {
    formula: 'gui-pi-tang',
    keyHerbs: ['huang-qi', 'long-yan-rou', 'ren-shen', 'dang-gui', 'suan-zao-ren'],
    modifications: [
      {
        when: 'with heavy or prolonged menstrual bleeding (Spleen not holding Blood)',
        add: [
          { herb: 'e-jiao', doseG: [3, 9] },
          { herb: 'ai-ye', doseG: [3, 9] },
          { herb: 'pao-jiang', doseG: [3, 6] },
        ],
      },
      {
        when: 'with marked insomnia and anxiety',
        add: [
          { herb: 'ye-jiao-teng', doseG: [15, 30] },
          { herb: 'he-huan-pi', doseG: [6, 12] },
          { herb: 'long-gu', doseG: [15, 30] },
        ],
      },
      {
        when: 'with prominent Heart Blood deficiency (pale lips, dizziness, blurred vision)',
        add: [
          { herb: 'shu-di-huang', doseG: [9, 15] },
          { herb: 'bai-shao', doseG: [9, 12] },
        ],
        forPattern: 'heart-blood-deficiency',
        findings: ['pale-lips', 'dizziness', 'blurred-vision'],
      },
      {
        when: 'with Liver Qi stagnation from worry (sighing, hypochondriac distension)',
        add: [
          { herb: 'chai-hu', doseG: [3, 9] },
          { herb: 'xiang-fu', doseG: [6, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
        findings: ['sighing', 'hypochondriac-pain'],
      },
    ],
  },
  acupoints: [
    { code: 'HT7', role: 'Source point of the Heart: nourishes Heart Blood and calms the Mind' },
    { code: 'PC6', role: 'Calms the Mind and eases palpitations' },
    { code: 'ST36', role: 'Tonifies Stomach and Spleen Qi so that Blood can be made' },
    { code: 'SP6', role: 'Strengthens the Spleen, nourishes Blood and promotes sleep' },
    { code: 'BL15', role: 'Back-shu point of the Heart: tonifies the Heart' },
    { code: 'BL20', role: 'Back-shu point of the Spleen: tonifies Spleen Qi' },
    { code: 'CV6', role: 'Tonifies Qi in general' },
  ],
  consumerHerbs: [
    {
      id: 'longan-fruit',
      name: 'Longan fruit',
      description:
        'Dried longan, eaten as a snack or simmered in a warm drink, is a traditional food to nourish the blood and help restful sleep.',
      herbs: ['long-yan-rou'],
    },
    {
      id: 'jujube-red-date-tea',
      name: 'Jujube (red date) tea',
      description: 'A mild, sweet tea of simmered red dates, traditionally used to support digestion and calm the mind.',
      herbs: ['da-zao'],
    },
  ],
  diet: [
    {
      id: 'regular-warm-cooked-meals',
      name: 'Regular warm, cooked meals',
      description: 'Eat at regular times and favour soups, stews, porridge and steamed vegetables, which are easy to digest.',
    },
    {
      id: 'blood-nourishing-foods',
      name: 'Blood-nourishing foods',
      description: 'Include eggs, lean meat or fish, dark leafy greens, beetroot, dates and lentils.',
    },
    {
      id: 'gentle-grains-and-root-vegetables',
      name: 'Gentle grains and root vegetables',
      description: 'Rice, oats, millet, sweet potato, pumpkin and carrots support the digestion.',
    },
    {
      id: 'limit-cold-and-raw-food',
      name: 'Limit cold and raw food',
      description: 'Iced drinks, large salads and very sweet or greasy food burden a tired digestion.',
    },
  ],
  lifestyle: [
    {
      id: 'protect-your-sleep',
      name: 'Protect your sleep',
      description: 'Go to bed at a regular time and avoid screens and work in the last hour before sleep.',
    },
    {
      id: 'balance-mental-work-with-rest',
      name: 'Balance mental work with rest',
      description: 'Take short breaks from studying or screen work, and do not work while eating.',
    },
    {
      id: 'gentle-movement',
      name: 'Gentle movement',
      description: 'Walking, tai chi or qigong build energy without exhausting it.',
    },
  ],
  cautions: {
    longTerm:
      'Usually taken for weeks to months; zhi gan cao in long courses can raise blood pressure and lower potassium. Ren shen is stimulating: reduce or replace with dang shen if it causes insomnia or hypertension.',
    other: [
      'Not suitable when there is Heat from Yin deficiency (red tongue without coating) or Damp-Heat: the formula is warm and sweet.',
    ],
  },
  prognosis: {
    expectation:
      'Chronic deficiency: sleep and energy usually improve within 4-8 weeks; full recovery of Blood takes 3-6 months of treatment and regular habits.',
    favourable: ['regular meals and sleep', 'reduced overwork and worry', 'good appetite returning early in treatment'],
    obstacles: ['continued overwork or chronic worry', 'irregular eating or dieting', 'ongoing heavy menstrual blood loss'],
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
