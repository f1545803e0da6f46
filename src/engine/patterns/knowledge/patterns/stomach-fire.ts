import type { PatternKnowledge } from '../types.ts';

/**
 * Stomach Fire (胃火炽盛): full Heat blazing in the Stomach and its channel (gums, mouth).
 * Signs from Maciocia (Foundations, Tongue Diagnosis: red with a thick, dry yellow coating
 * in the centre) and Deng Tietao; formula Qing Wei San as in Bensky, Formulas & Strategies.
 */
export const stomachFire: PatternKnowledge = {
  id: 'stomach-fire',
  names: { en: 'Stomach Fire', zh: '胃火炽盛', pinyin: 'wèi huǒ chì shèng', es: 'Fuego de Estómago' },
  explanation: {
    en: 'Strong heat builds up in the stomach, often from spicy, fried or rich food, alcohol or stress. It can cause a burning stomach ache, constant hunger, strong thirst for cold drinks, bad breath, sore or bleeding gums and constipation. Cooling, simple food and avoiding spicy food and alcohol help it settle.',
    es: 'Se acumula un calor intenso en el estómago, a menudo por comida picante, frita o copiosa, alcohol o estrés. Puede causar ardor de estómago, hambre constante, mucha sed de bebidas frías, mal aliento, encías inflamadas o sangrantes y estreñimiento. La comida sencilla y refrescante y evitar el picante y el alcohol ayudan a calmarlo.',
  },
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
    name: { en: 'Clear the Stomach Powder', pinyin: 'Qīng Wèi Sǎn', zh: '清胃散' },
    source: 'Pi Wei Lun (Li Dong-Yuan, 1249)',
    herbs: [
      { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [2, 5], role: 'chief' },
      { id: 'sheng-ma', pinyin: 'shēng má', zh: '升麻', latin: 'Rhizoma Cimicifugae', doseG: [3, 10], role: 'deputy' },
      {
        id: 'sheng-di-huang',
        pinyin: 'shēng dì huáng',
        zh: '生地黄',
        latin: 'Radix Rehmanniae',
        doseG: [10, 15],
        role: 'assistant',
      },
      { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 12], role: 'assistant' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'intense thirst and hunger, high heat (with Shi Gao and Zhi Mu as in Yu Nu Jian)',
        add: [
          { id: 'shi-gao', pinyin: 'shí gāo', zh: '石膏', latin: 'Gypsum Fibrosum', doseG: [15, 60] },
          { id: 'zhi-mu', pinyin: 'zhī mǔ', zh: '知母', latin: 'Rhizoma Anemarrhenae', doseG: [6, 12] },
        ],
      },
      {
        when: 'constipation with dry stools',
        add: [{ id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 15] }],
      },
      {
        when: 'marked gum bleeding',
        add: [
          { id: 'niu-xi', pinyin: 'niú xī', zh: '牛膝', latin: 'Radix Achyranthis Bidentatae', doseG: [5, 12] },
          { id: 'bai-mao-gen', pinyin: 'bái máo gēn', zh: '白茅根', latin: 'Rhizoma Imperatae', doseG: [9, 30] },
        ],
      },
      {
        when: 'Heat has injured Stomach Yin: dry mouth, peeling coating, thin rapid pulse',
        add: [
          { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [6, 15] },
          { id: 'shi-hu', pinyin: 'shí hú', zh: '石斛', latin: 'Caulis Dendrobii', doseG: [6, 12] },
        ],
        forPattern: 'stomach-yin-deficiency',
      },
    ],
    keyHerbs: ['huang-lian', 'sheng-ma', 'sheng-di-huang', 'mu-dan-pi'],
  },
  acupoints: [
    {
      code: 'ST44',
      pinyin: 'Nèitíng',
      location: 'Dorsum of the foot, between the 2nd and 3rd toes, proximal to the web margin',
      role: 'Water (spring) point of the Stomach: main point to clear Stomach Fire',
    },
    {
      code: 'ST21',
      pinyin: 'Liángmén',
      location: 'Upper abdomen, 4 cun above the umbilicus, 2 cun lateral to the anterior midline',
      role: 'Relieves epigastric pain and clears Stomach Heat',
    },
    {
      code: 'ST34',
      pinyin: 'Liángqiū',
      location:
        'Anterolateral thigh, 2 cun above the base of the patella, between vastus lateralis and the lateral border of the rectus femoris tendon',
      role: 'Cleft (Xi) point of the Stomach: acute epigastric pain',
    },
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'Dorsum of the hand, radial to the midpoint of the 2nd metacarpal bone',
      role: 'Clears Heat from the Yang Ming channels, relieves toothache and gum swelling',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
      role: 'Clears Heat',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Front Mu point of the Stomach: regulates Stomach Qi',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Mung bean soup', es: 'Sopa de judías mungo' },
      description: {
        en: 'A simple cooling soup used in Chinese homes to clear stomach heat.',
        es: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor del estómago.',
      },
    },
    {
      name: { en: 'Fresh pear', es: 'Pera fresca' },
      description: {
        en: 'Juicy and cooling, it soothes thirst and a dry, hot mouth.',
        es: 'Jugosa y refrescante, calma la sed y la boca seca y caliente.',
      },
    },
    {
      name: { en: 'Chrysanthemum tea', es: 'Infusión de crisantemo' },
      description: { en: 'A gentle cooling tea in place of coffee.', es: 'Una infusión suave y refrescante en lugar del café.' },
    },
  ],
  diet: [
    {
      name: { en: 'Avoid spicy, fried and grilled food', es: 'Evita lo picante, frito y a la parrilla' },
      description: {
        en: 'Chilli, pepper, barbecued and deep-fried food feed Stomach Fire.',
        es: 'El chile, la pimienta, la barbacoa y los fritos alimentan el Fuego de Estómago.',
      },
    },
    {
      name: { en: 'No alcohol, less coffee', es: 'Sin alcohol y menos café' },
      description: {
        en: 'Both heat the stomach and worsen burning pain.',
        es: 'Ambos calientan el estómago y empeoran el ardor.',
      },
    },
    {
      name: { en: 'Cooling, moist foods', es: 'Alimentos frescos e hidratantes' },
      description: {
        en: 'Cucumber, tofu, lettuce, spinach, pear, watermelon, and plenty of water.',
        es: 'Pepino, tofu, lechuga, espinacas, pera, sandía y abundante agua.',
      },
    },
    {
      name: { en: 'Regular, moderate meals', es: 'Comidas regulares y moderadas' },
      description: {
        en: 'Eat at regular times even when very hungry, and avoid binge eating.',
        es: 'Come a horas regulares aunque tengas mucha hambre y evita los atracones.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Manage stress', es: 'Gestiona el estrés' },
      description: {
        en: 'Stress and anger add heat to the stomach; relaxing activities help.',
        es: 'El estrés y el enfado añaden calor al estómago; las actividades relajantes ayudan.',
      },
    },
    {
      name: { en: 'Look after your gums', es: 'Cuida tus encías' },
      description: {
        en: 'Gentle brushing and regular dental check-ups, especially if gums bleed.',
        es: 'Cepillado suave y revisiones dentales regulares, sobre todo si sangran las encías.',
      },
    },
    {
      name: { en: 'Get persistent pain checked', es: 'Revisa el dolor persistente' },
      description: {
        en: 'Burning stomach pain lasting weeks, black stools or vomiting blood need a doctor.',
        es: 'El ardor de estómago que dura semanas, las heces negras o vomitar sangre requieren ver al médico.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Mu Dan Pi and Dang Gui move Blood: use with caution in pregnancy; Da Huang, if added, is contraindicated.',
    bleedingRisk: 'Mu Dan Pi and Dang Gui have antiplatelet activity: caution with warfarin and antiplatelet drugs.',
    longTerm: 'Bitter-cold Huang Lian injures Stomach Qi and Yin: stop once the Fire is cleared.',
    other: [
      'Huang Lian (berberine) interacts with ciclosporin and may add to hypoglycaemic drugs.',
      'Not for Stomach Yin deficiency alone (peeled tongue, little coating): the bitter-drying herbs worsen it.',
    ],
  },
  prognosis: {
    expectation: 'Usually improves within 1-3 weeks with treatment and dietary change.',
    favourable: ['acute onset', 'stopping spicy food and alcohol', 'regular bowel movements'],
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
