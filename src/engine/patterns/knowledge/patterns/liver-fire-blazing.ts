import type { PatternKnowledge } from '../types.ts';
import { LONG_DAN_XIE_GAN_TANG } from '../formulas/long-dan-xie-gan-tang.ts';

/**
 * Liver Fire Blazing Upward (肝火上炎): full Heat of the Liver flaring to the head and eyes.
 * Signs from Maciocia (Foundations, Tongue Diagnosis: red with redder, dry sides, yellow
 * coating) and Deng Tietao; formula Long Dan Xie Gan Tang as in Bensky, Formulas & Strategies,
 * with Chuan Mu Tong in place of the nephrotoxic Aristolochia (Guan Mu Tong).
 */
export const liverFireBlazing: PatternKnowledge = {
  id: 'liver-fire-blazing',
  names: { en: 'Liver Fire Blazing Upward', zh: '肝火上炎', pinyin: 'gān huǒ shàng yán', es: 'Fuego de Hígado que asciende' },
  explanation: {
    en: 'This is a pattern of strong internal heat linked to the Liver, often built up by long-standing anger, stress, alcohol or rich, spicy food. It tends to cause a red face and eyes, pounding headaches, a bitter taste, quick temper, thirst and constipation. Cooling foods, less alcohol and ways to release anger help calm it.',
    es: 'Es un patrón de calor interno intenso ligado al Hígado, a menudo acumulado por enfado o estrés prolongados, alcohol o comida rica y picante. Suele causar cara y ojos rojos, dolor de cabeza fuerte, sabor amargo, mal genio, sed y estreñimiento. Los alimentos frescos, menos alcohol y formas sanas de liberar el enfado ayudan a calmarlo.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Liver', 'Gallbladder'],
  pathogenicFactors: ['Fire', 'Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'sign:red-sides', weight: 3 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'red-eyes', weight: 3 },
      { sign: 'bitter-taste', weight: 3 },
      { sign: 'irritability', weight: 3 },
      { sign: 'temporal-headache', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'thirst', weight: 2 },
      { sign: 'constipation', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
      { sign: 'nosebleeds', weight: 1 },
      { sign: 'hypochondriac-pain', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:tooth-marks', weight: 1 },
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
  treatmentPrinciple: { en: 'Clear the Liver and drain Fire', zh: '清肝泻火', pinyin: 'qīng gān xiè huǒ' },
  formula: {
    ...LONG_DAN_XIE_GAN_TANG,
    modifications: [
      {
        when: 'no Dampness (dry tongue, no discharge or urinary signs): drop the draining diuretics',
        remove: ['chuan-mu-tong', 'che-qian-zi'],
      },
      {
        when: 'severe headache and red, painful eyes',
        add: [
          { id: 'xia-ku-cao', pinyin: 'xià kū cǎo', zh: '夏枯草', latin: 'Spica Prunellae', doseG: [9, 15] },
          { id: 'ju-hua', pinyin: 'jú huā', zh: '菊花', latin: 'Flos Chrysanthemi', doseG: [5, 10] },
        ],
      },
      {
        when: 'constipation with dry stools (towards Dang Gui Long Hui Wan)',
        add: [{ id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 15] }],
      },
      {
        when: 'Fire stirring Wind in a patient with Yang rising: dizziness, tremor',
        add: [
          { id: 'shi-jue-ming', pinyin: 'shí jué míng', zh: '石决明', latin: 'Concha Haliotidis', doseG: [15, 30] },
          { id: 'gou-teng', pinyin: 'gōu téng', zh: '钩藤', latin: 'Ramulus Uncariae cum Uncis', doseG: [3, 12] },
        ],
        forPattern: 'liver-yang-rising',
      },
    ],
    keyHerbs: ['long-dan-cao', 'huang-qin', 'zhi-zi', 'sheng-di-huang'],
  },
  acupoints: [
    {
      code: 'LR2',
      pinyin: 'Xíngjiān',
      location: 'Dorsum of the foot, between the 1st and 2nd toes, proximal to the web margin',
      role: 'Fire (spring) point of the Liver: the main point to drain Liver Fire',
    },
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
      role: 'Calms the Liver and subdues rising Qi',
    },
    {
      code: 'GB20',
      pinyin: 'Fēngchí',
      location: 'Below the occiput, in the depression between the origins of sternocleidomastoid and trapezius',
      role: 'Clears Heat from the head, relieves headache and red eyes',
    },
    {
      code: 'GB43',
      pinyin: 'Xiáxī',
      location: 'Dorsum of the foot, between the 4th and 5th toes, proximal to the web margin',
      role: 'Clears Liver and Gallbladder Fire, relieves tinnitus and temporal headache',
    },
    {
      code: 'EX-HN5',
      pinyin: 'Tàiyáng',
      location:
        'In the depression about one finger-breadth posterior to the midpoint between the lateral end of the eyebrow and the outer canthus',
      role: 'Local point for temporal headache and red eyes',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
      role: 'Clears Heat from the whole body',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Chrysanthemum tea', es: 'Infusión de crisantemo' },
      description: {
        en: 'A cooling tea traditionally used for red, sore eyes and heat in the head.',
        es: 'Una infusión refrescante usada tradicionalmente para ojos rojos e irritados y calor en la cabeza.',
      },
    },
    {
      name: { en: 'Mung bean soup', es: 'Sopa de judías mungo' },
      description: {
        en: 'A simple cooling soup used in Chinese homes to clear heat.',
        es: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor.',
      },
    },
    {
      name: { en: 'Dandelion tea', es: 'Infusión de diente de león' },
      description: {
        en: 'A bitter herbal tea that helps clear heat from the Liver.',
        es: 'Una infusión amarga que ayuda a eliminar el calor del Hígado.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Cut alcohol, chilli and fried food', es: 'Elimina alcohol, chile y fritos' },
      description: {
        en: 'These feed Liver Fire directly; avoiding them is often the single biggest help.',
        es: 'Alimentan directamente el Fuego de Hígado; evitarlos suele ser la mayor ayuda.',
      },
    },
    {
      name: { en: 'Cooling vegetables and fruit', es: 'Verduras y frutas frescas' },
      description: {
        en: 'Celery, cucumber, leafy greens, tomato, pear and watermelon help cool the system.',
        es: 'El apio, el pepino, las verduras de hoja, el tomate, la pera y la sandía ayudan a refrescar el organismo.',
      },
    },
    {
      name: { en: 'Drink enough water', es: 'Bebe suficiente agua' },
      description: {
        en: 'Plain water or light cooling teas instead of coffee and energy drinks.',
        es: 'Agua o infusiones suaves y refrescantes en lugar de café y bebidas energéticas.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Release anger safely', es: 'Libera el enfado de forma sana' },
      description: {
        en: 'Vigorous exercise, talking things through or counselling keep anger from building up.',
        es: 'El ejercicio intenso, hablar las cosas o la terapia evitan que el enfado se acumule.',
      },
    },
    {
      name: { en: 'Cool down before bed', es: 'Calma antes de dormir' },
      description: {
        en: 'Avoid screens, arguments and work late in the evening; a cool, dark bedroom helps sleep.',
        es: 'Evita pantallas, discusiones y trabajo por la noche; un dormitorio fresco y oscuro ayuda a dormir.',
      },
    },
    {
      name: { en: 'Keep the bowels moving', es: 'Mantén el intestino regular' },
      description: {
        en: 'Fibre, water and daily movement prevent constipation, which keeps heat in.',
        es: 'La fibra, el agua y el movimiento diario evitan el estreñimiento, que retiene el calor.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Use with great caution in pregnancy: strongly bitter-cold, with draining diuretics (Chuan Mu Tong, Che Qian Zi) and Dang Gui; Da Huang, if added, is contraindicated.',
    bleedingRisk: 'Dang Gui has antiplatelet activity and may raise INR with warfarin.',
    longTerm:
      'Bitter-cold draining formula: injures Spleen and Stomach Qi and Yin; stop once the Fire is cleared (usually a few weeks). Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) has caused irreversible kidney failure.',
    other: [
      'Not for Spleen deficiency with loose stools or poor appetite.',
      'Liquorice in long use may raise blood pressure and lower potassium.',
    ],
  },
  prognosis: {
    expectation:
      'Acute symptoms (red eyes, headache, bitter taste) often ease within 1-3 weeks; recurrence depends on alcohol, diet and emotional habits.',
    favourable: ['recent onset', 'stopping alcohol', 'good bowel movements', 'emotional outlet'],
    obstacles: [
      'continued alcohol and spicy food',
      'chronic anger or stress',
      'Fire injuring Yin (red peeled tongue)',
      'Fire stirring Wind',
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
  ],
};
