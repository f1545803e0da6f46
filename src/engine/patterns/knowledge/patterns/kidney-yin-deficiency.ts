import type { PatternKnowledge } from '../types.ts';

/**
 * Kidney Yin Deficiency (肾阴虚): the Kidney's Yin and Essence fail to nourish and cool, giving
 * dryness, weakness of the lower back and, in time, Empty Heat. Written from Maciocia
 * (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Liu Wei
 * Di Huang Wan and its variants) and Deadman.
 */
export const kidneyYinDeficiency: PatternKnowledge = {
  id: 'kidney-yin-deficiency',
  names: { en: 'Kidney Yin Deficiency', zh: '肾阴虚', pinyin: 'shèn yīn xū', es: 'Deficiencia de Yin de Riñón' },
  explanation: {
    en: 'In Chinese medicine the "Kidney" stores the body\'s deep, cooling and nourishing reserves. When these run low, people may have a sore lower back, ringing in the ears, dizziness, night sweats, warm palms and soles and a dry mouth at night. It often follows years of overwork, too little sleep, chronic illness or the change of life.',
    es: 'En la medicina china el "Riñón" guarda las reservas profundas que refrescan y nutren el cuerpo. Cuando se agotan, puede haber dolor lumbar, zumbido de oídos, mareo, sudores nocturnos, calor en palmas y plantas y boca seca por la noche. Suele seguir a años de exceso de trabajo, poco sueño, enfermedades crónicas o a la menopausia.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Kidney'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'texture:cracked', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 2 },
      { sign: 'rapid', weight: 2 },
      { sign: 'empty', weight: 1 },
    ],
    symptoms: [
      { sign: 'night-sweats', weight: 3 },
      { sign: 'low-back-pain', weight: 2 },
      { sign: 'weak-knees', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'dry-mouth', weight: 2 },
      { sign: 'afternoon-fever', weight: 1 },
      { sign: 'hot-flushes', weight: 1 },
      { sign: 'hearing-loss', weight: 1 },
      { sign: 'malar-flush', weight: 1 },
      { sign: 'poor-memory', weight: 1 },
      { sign: 'dry-stools', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
      { sign: 'seminal-emission', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'coating:thick-white', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'cold-limbs', weight: 2 },
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'loose-stools', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Nourish Kidney Yin and Essence, clear Empty Heat if present',
    zh: '滋补肾阴',
    pinyin: 'zī bǔ shèn yīn',
  },
  formula: {
    name: { en: 'Six-Ingredient Pill with Rehmannia', pinyin: 'Liù Wèi Dì Huáng Wán', zh: '六味地黄丸' },
    source: 'Xiao Er Yao Zheng Zhi Jue (Qian Yi, 1119)',
    herbs: [
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [15, 24],
        role: 'chief',
      },
      { id: 'shan-zhu-yu', pinyin: 'shān zhū yú', zh: '山茱萸', latin: 'Fructus Corni', doseG: [9, 12], role: 'deputy' },
      { id: 'shan-yao', pinyin: 'shān yào', zh: '山药', latin: 'Rhizoma Dioscoreae', doseG: [9, 12], role: 'deputy' },
      { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 9], role: 'assistant' },
      { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 9], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with marked Empty Heat (night sweats, hot flushes, afternoon fever): Anemarrhena, Phellodendron and Rehmannia Pill (Zhi Bai Di Huang Wan)',
        add: [
          { id: 'zhi-mu', pinyin: 'zhī mǔ', zh: '知母', latin: 'Rhizoma Anemarrhenae', doseG: [6, 9] },
          { id: 'huang-bai', pinyin: 'huáng bǎi', zh: '黄柏', latin: 'Cortex Phellodendri Chinensis', doseG: [6, 9] },
        ],
      },
      {
        when: 'with dry eyes and blurred vision (Liver Yin also deficient): Lycium Fruit, Chrysanthemum and Rehmannia Pill (Qi Ju Di Huang Wan)',
        add: [
          { id: 'gou-qi-zi', pinyin: 'gǒu qǐ zǐ', zh: '枸杞子', latin: 'Fructus Lycii', doseG: [9, 12] },
          { id: 'ju-hua', pinyin: 'jú huā', zh: '菊花', latin: 'Flos Chrysanthemi', doseG: [6, 9] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
      },
      {
        when: 'with a chronic dry cough or wheezing (Lung Yin also deficient): Ophiopogon, Schisandra and Rehmannia Pill (Mai Wei Di Huang Wan)',
        add: [
          { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [9, 12] },
          { id: 'wu-wei-zi', pinyin: 'wǔ wèi zǐ', zh: '五味子', latin: 'Fructus Schisandrae Chinensis', doseG: [3, 6] },
        ],
        forPattern: 'lung-yin-deficiency',
      },
      {
        when: 'with insomnia, palpitations and restlessness (Heart and Kidney not communicating)',
        add: [
          { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [3, 6] },
          { id: 'rou-gui', pinyin: 'ròu guì', zh: '肉桂', latin: 'Cortex Cinnamomi', doseG: [1, 3] },
        ],
        forPattern: 'heart-kidney-disharmony',
      },
    ],
    keyHerbs: ['shu-di-huang', 'shan-zhu-yu', 'shan-yao'],
  },
  acupoints: [
    {
      code: 'KI3',
      pinyin: 'Tàixī',
      location: 'In the depression between the tip of the medial malleolus and the Achilles tendon',
      role: 'Source point of the Kidney: nourishes Kidney Yin',
    },
    {
      code: 'KI6',
      pinyin: 'Zhàohǎi',
      location: '1 cun below the tip of the medial malleolus',
      role: 'Nourishes Yin and cools Empty Heat',
    },
    {
      code: 'LU7',
      pinyin: 'Lièquē',
      location:
        '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
      role: 'With KI6 opens the Conception Vessel to nourish Yin',
    },
    {
      code: 'KI2',
      pinyin: 'Rángǔ',
      location: 'On the medial foot, below the tuberosity of the navicular bone, at the border of the red and white skin',
      role: 'Clears Empty Heat from the Kidney',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Nourishes Yin',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'On the midline, 3 cun below the umbilicus',
      role: 'Nourishes the Kidney and Essence',
    },
    {
      code: 'BL23',
      pinyin: 'Shènshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L2',
      role: 'Back-shu point of the Kidney: tonifies the Kidney (no moxa)',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Goji berries', es: 'Bayas de goji' },
      description: {
        en: 'Goji berries, eaten as a snack or added to porridge and soups, are a traditional food to nourish the kidneys and eyes.',
        es: 'Las bayas de goji, como tentempié o en gachas y sopas, son un alimento tradicional que nutre los riñones y los ojos.',
      },
    },
    {
      name: { en: 'Black sesame', es: 'Sésamo negro' },
      description: {
        en: 'Toasted black sesame or black sesame paste is a traditional nourishing food for the kidneys and hair.',
        es: 'El sésamo negro tostado o en pasta es un alimento tradicional que nutre los riñones y el cabello.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Nourishing, moist foods', es: 'Alimentos nutritivos e hidratantes' },
      description: {
        en: 'Black beans, tofu, eggs, fish, seaweed, millet, pears and mulberries.',
        es: 'Judías negras, tofu, huevos, pescado, algas, mijo, peras y moras.',
      },
    },
    {
      name: { en: 'Soups and stews', es: 'Sopas y guisos' },
      description: {
        en: 'Gently cooked, liquid dishes are easier to absorb and moistening.',
        es: 'Los platos líquidos y cocinados a fuego suave se absorben mejor e hidratan.',
      },
    },
    {
      name: { en: 'Avoid heating and drying items', es: 'Evite lo que calienta y reseca' },
      description: {
        en: 'Limit coffee, alcohol, chilli, lamb and fried or grilled food.',
        es: 'Limite el café, el alcohol, el chile, el cordero y los fritos o la comida a la parrilla.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Sleep before midnight', es: 'Duerma antes de la medianoche' },
      description: {
        en: 'Regular, sufficient sleep is the most important way to rebuild these reserves.',
        es: 'Dormir lo suficiente y con regularidad es la forma más importante de reconstruir estas reservas.',
      },
    },
    {
      name: { en: 'Pace yourself', es: 'Dosifique sus fuerzas' },
      description: {
        en: 'Avoid long working hours, exhausting sport and sweating heavily.',
        es: 'Evite las jornadas largas, el deporte agotador y sudar en exceso.',
      },
    },
    {
      name: { en: 'Calm practices', es: 'Prácticas tranquilas' },
      description: {
        en: 'Yoga, tai chi, meditation or quiet walks restore without draining.',
        es: 'El yoga, el taichí, la meditación o los paseos tranquilos reparan sin agotar.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Mu dan pi moves Blood and is used with caution in pregnancy; the formula is otherwise mild.',
    bleedingRisk: 'Mu dan pi has mild antiplatelet activity; use care with anticoagulants.',
    longTerm:
      'Shu di huang is rich and cloying: with long use watch for bloating or loose stools and add a little sha ren or chen pi.',
    other: [
      'Not for patients with Spleen deficiency and loose stools or Damp accumulation without adjustment.',
      'Persistent night sweats with weight loss or fever need a medical check.',
    ],
  },
  prognosis: {
    expectation:
      'Slow to change: heat symptoms and sleep usually improve within 1-2 months; rebuilding Yin takes 3-6 months or longer.',
    favourable: ['adequate sleep', 'reduced stimulants', 'younger age'],
    obstacles: ['chronic overwork or night shifts', 'chronic illness', 'ageing and the menopause transition'],
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
