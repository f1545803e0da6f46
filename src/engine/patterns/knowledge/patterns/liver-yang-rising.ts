import type { PatternKnowledge } from '../types.ts';

/**
 * Liver Yang Rising (肝阳上亢): Liver Yang escapes upwards because Liver (and Kidney) Yin
 * or Blood below cannot anchor it; excess above, deficiency below. Signs from Maciocia
 * (Foundations) and Deng Tietao; formula Tian Ma Gou Teng Yin as in Bensky, Formulas & Strategies.
 */
export const liverYangRising: PatternKnowledge = {
  id: 'liver-yang-rising',
  names: { en: 'Liver Yang Rising', zh: '肝阳上亢', pinyin: 'gān yáng shàng kàng', es: 'Ascenso del Yang de Hígado' },
  explanation: {
    en: 'In this pattern energy rushes up to the head because what should anchor it below is depleted. It typically brings throbbing headaches at the temples, dizziness, ringing in the ears, a flushed face and a short temper, often worse with stress or fatigue. Calm routines, rest and avoiding alcohol help, and blood pressure should be checked regularly.',
    es: 'En este patrón la energía sube con fuerza hacia la cabeza porque lo que debería anclarla abajo está debilitado. Suele dar dolor de cabeza pulsátil en las sienes, mareo, zumbido de oídos, cara enrojecida y mal genio, a menudo peor con el estrés o el cansancio. Ayudan las rutinas tranquilas, el descanso y evitar el alcohol, y conviene vigilar la tensión arterial.',
  },
  nature: 'mixed',
  temperature: 'heat',
  organs: ['Liver', 'Kidney'],
  pathogenicFactors: ['Rising Yang', 'Yin deficiency'],
  signs: {
    tongue: [
      // Maciocia: the tongue reflects the root, red when Yin deficiency dominates, red on the sides.
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'moisture:dry', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'thin', weight: 1 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'temporal-headache', weight: 3 },
      { sign: 'dizziness', weight: 3 },
      { sign: 'headache', weight: 2 },
      { sign: 'distending-headache', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'red-face', weight: 2 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'dream-disturbed-sleep', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'red-eyes', weight: 1 },
      { sign: 'weak-knees', weight: 1 },
      { sign: 'low-back-pain', weight: 1 },
      { sign: 'worse-with-stress', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'moisture:wet', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 1 },
      { sign: 'floating', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Pacify the Liver, subdue Yang and nourish Liver and Kidney Yin',
    zh: '平肝潜阳，滋养肝肾',
    pinyin: 'píng gān qián yáng, zī yǎng gān shèn',
  },
  formula: {
    name: { en: 'Gastrodia and Uncaria Drink', pinyin: 'Tiān Má Gōu Téng Yǐn', zh: '天麻钩藤饮' },
    source: 'Za Bing Zheng Zhi Xin Yi (Hu Guang-Ci, 1958)',
    herbs: [
      { id: 'tian-ma', pinyin: 'tiān má', zh: '天麻', latin: 'Rhizoma Gastrodiae', doseG: [3, 10], role: 'chief' },
      { id: 'gou-teng', pinyin: 'gōu téng', zh: '钩藤', latin: 'Ramulus Uncariae cum Uncis', doseG: [3, 12], role: 'chief' },
      { id: 'shi-jue-ming', pinyin: 'shí jué míng', zh: '石决明', latin: 'Concha Haliotidis', doseG: [15, 30], role: 'deputy' },
      { id: 'chuan-niu-xi', pinyin: 'chuān niú xī', zh: '川牛膝', latin: 'Radix Cyathulae', doseG: [5, 10], role: 'deputy' },
      { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10], role: 'assistant' },
      { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [3, 10], role: 'assistant' },
      { id: 'yi-mu-cao', pinyin: 'yì mǔ cǎo', zh: '益母草', latin: 'Herba Leonuri', doseG: [9, 30], role: 'assistant' },
      { id: 'du-zhong', pinyin: 'dù zhòng', zh: '杜仲', latin: 'Cortex Eucommiae', doseG: [6, 10], role: 'assistant' },
      { id: 'sang-ji-sheng', pinyin: 'sāng jì shēng', zh: '桑寄生', latin: 'Herba Taxilli', doseG: [9, 15], role: 'assistant' },
      {
        id: 'ye-jiao-teng',
        pinyin: 'yè jiāo téng',
        zh: '夜交藤',
        latin: 'Caulis Polygoni Multiflori',
        doseG: [9, 15],
        role: 'assistant',
      },
      { id: 'fu-shen', pinyin: 'fú shén', zh: '茯神', latin: 'Poria cum Radice Pini', doseG: [9, 15], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'marked Fire: bitter taste, red eyes, constipation, rapid pulse',
        add: [
          { id: 'long-dan-cao', pinyin: 'lóng dǎn cǎo', zh: '龙胆', latin: 'Radix et Rhizoma Gentianae', doseG: [3, 6] },
          { id: 'xia-ku-cao', pinyin: 'xià kū cǎo', zh: '夏枯草', latin: 'Spica Prunellae', doseG: [9, 15] },
        ],
        forPattern: 'liver-fire-blazing',
      },
      {
        when: 'marked Liver and Kidney Yin deficiency: dry eyes, night sweats, red peeled tongue',
        add: [
          { id: 'gou-qi-zi', pinyin: 'gǒu qǐ zǐ', zh: '枸杞子', latin: 'Fructus Lycii', doseG: [6, 12] },
          { id: 'nu-zhen-zi', pinyin: 'nǚ zhēn zǐ', zh: '女贞子', latin: 'Fructus Ligustri Lucidi', doseG: [6, 12] },
          { id: 'sheng-di-huang', pinyin: 'shēng dì huáng', zh: '生地黄', latin: 'Radix Rehmanniae', doseG: [10, 15] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
      },
      {
        when: 'severe dizziness, numbness or tremor: Yang starting to stir Liver Wind',
        add: [
          { id: 'long-gu', pinyin: 'lóng gǔ', zh: '龙骨', latin: 'Fossilia Ossis Mastodi', doseG: [15, 30] },
          { id: 'mu-li', pinyin: 'mǔ lì', zh: '牡蛎', latin: 'Concha Ostreae', doseG: [9, 30] },
        ],
      },
    ],
    keyHerbs: ['tian-ma', 'gou-teng', 'shi-jue-ming', 'chuan-niu-xi'],
  },
  acupoints: [
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
      role: 'Subdues Liver Yang',
    },
    {
      code: 'GB20',
      pinyin: 'Fēngchí',
      location: 'Below the occiput, in the depression between the origins of sternocleidomastoid and trapezius',
      role: 'Subdues Yang and relieves headache and dizziness',
    },
    {
      code: 'GB43',
      pinyin: 'Xiáxī',
      location: 'Dorsum of the foot, between the 4th and 5th toes, proximal to the web margin',
      role: 'Subdues Liver Yang, relieves temporal headache and tinnitus',
    },
    {
      code: 'GV20',
      pinyin: 'Bǎihuì',
      location: 'On the head, 5 cun posterior to the anterior hairline, on the midline',
      role: 'Subdues Yang rising to the vertex (reducing method)',
    },
    {
      code: 'EX-HN5',
      pinyin: 'Tàiyáng',
      location:
        'In the depression about one finger-breadth posterior to the midpoint between the lateral end of the eyebrow and the outer canthus',
      role: 'Local point for temporal headache',
    },
    {
      code: 'KI3',
      pinyin: 'Tàixī',
      location: 'Medial ankle, in the depression between the prominence of the medial malleolus and the calcaneal tendon',
      role: 'Source point of the Kidney: nourishes the Yin that anchors Yang',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Nourishes Liver and Kidney Yin',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Chrysanthemum tea', es: 'Infusión de crisantemo' },
      description: {
        en: 'A traditional cooling tea for tension headaches, red or tired eyes and a hot head.',
        es: 'Una infusión refrescante tradicional para dolores de cabeza por tensión, ojos rojos o cansados y calor en la cabeza.',
      },
    },
    {
      name: { en: 'Mulberry leaf tea', es: 'Infusión de hoja de morera' },
      description: {
        en: 'A mild tea used in Chinese food culture to clear heat from the head and eyes.',
        es: 'Una infusión suave que la cultura culinaria china usa para despejar el calor de la cabeza y los ojos.',
      },
    },
    {
      name: { en: 'Goji berries', es: 'Bayas de goji' },
      description: {
        en: 'Nourish the Yin of Liver and Kidney that keeps rising energy anchored.',
        es: 'Nutren el Yin de Hígado y Riñón que mantiene anclada la energía que asciende.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Cooling, calming foods', es: 'Alimentos frescos y calmantes' },
      description: {
        en: 'Celery, leafy greens, cucumber, seaweed, mushrooms and plenty of vegetables.',
        es: 'Apio, verduras de hoja, pepino, algas, setas y abundante verdura.',
      },
    },
    {
      name: { en: 'Avoid alcohol and spicy food', es: 'Evita el alcohol y el picante' },
      description: {
        en: 'Alcohol, chilli, coffee and fried food push energy upwards and make headaches worse.',
        es: 'El alcohol, el chile, el café y los fritos empujan la energía hacia arriba y empeoran los dolores de cabeza.',
      },
    },
    {
      name: { en: 'Less salt', es: 'Menos sal' },
      description: {
        en: 'Keeping salt low also helps keep blood pressure in a healthy range.',
        es: 'Reducir la sal ayuda también a mantener la tensión arterial en un rango saludable.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Calm the mind', es: 'Calma la mente' },
      description: {
        en: 'Meditation, slow breathing or tai chi help keep anger and stress from rising to the head.',
        es: 'La meditación, la respiración lenta o el taichí ayudan a que la ira y el estrés no suban a la cabeza.',
      },
    },
    {
      name: { en: 'Regular sleep', es: 'Sueño regular' },
      description: {
        en: 'Late nights drain the Yin that anchors Yang; keep a regular, early bedtime.',
        es: 'Trasnochar agota el Yin que ancla el Yang; mantén una hora de dormir regular y temprana.',
      },
    },
    {
      name: { en: 'Check your blood pressure', es: 'Controla tu tensión arterial' },
      description: {
        en: 'These symptoms can accompany high blood pressure; measure it and see your doctor if it is high.',
        es: 'Estos síntomas pueden acompañar a la tensión alta; mídela y consulta a tu médico si está elevada.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Contraindicated in pregnancy: Chuan Niu Xi and Yi Mu Cao move Blood downwards and stimulate the uterus.',
    bleedingRisk:
      'Yi Mu Cao and Niu Xi move Blood: caution with anticoagulants and antiplatelet drugs and with heavy menstrual bleeding.',
    longTerm:
      'Bitter-cold Huang Qin and Zhi Zi can injure the Spleen and Stomach, and heavy shells (Shi Jue Ming) are hard on digestion: reduce them once the Yang symptoms settle.',
    other: [
      'Gou Teng and Du Zhong lower blood pressure: additive with antihypertensive drugs, monitor.',
      'Sudden, severe headache, one-sided weakness, slurred speech or facial drooping are emergencies, not this pattern: call emergency services.',
    ],
  },
  prognosis: {
    expectation:
      'Headaches and dizziness usually ease within 2-6 weeks; the underlying Yin deficiency needs months of nourishing.',
    favourable: ['younger age', 'blood pressure under control', 'reduced alcohol and stress', 'regular sleep'],
    obstacles: [
      'chronic stress and anger',
      'alcohol',
      'advanced age with marked Kidney deficiency',
      'signs of internal Wind (tremor, numbness)',
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
    'chen-pharmacology',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
