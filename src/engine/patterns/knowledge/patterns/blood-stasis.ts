import type { PatternKnowledge } from '../types.ts';

/**
 * Blood Stasis (血瘀): Blood no longer flows freely and coagulates, giving fixed, stabbing pain,
 * dark clots and a purple tongue. Written from Maciocia (Foundations, Practice, Tongue Diagnosis),
 * Deng Tietao, Bensky (Formulas & Strategies: Tao Hong Si Wu Tang and the Wang Qing-Ren stasis
 * formulas) and Deadman.
 */
export const bloodStasis: PatternKnowledge = {
  id: 'blood-stasis',
  names: { en: 'Blood Stasis', zh: '血瘀', pinyin: 'xuè yū', es: 'Estasis de Sangre' },
  explanation: {
    en: 'In Chinese medicine "Blood stasis" means the blood is not circulating freely in some area. It is linked with pain that is sharp and always in the same place, often worse at night, dark clots in menstrual blood, and a purplish tinge of the lips or tongue. It can follow injuries, surgery, long-standing cold or stress, or chronic illness.',
    es: 'En la medicina china la "estasis de Sangre" significa que la sangre no circula con libertad en alguna zona. Se asocia a un dolor punzante y siempre en el mismo sitio, a menudo peor por la noche, coágulos oscuros en la menstruación y un tono morado en los labios o la lengua. Puede seguir a lesiones, cirugías, frío o estrés prolongados o enfermedades crónicas.',
  },
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver', 'Heart'],
  pathogenicFactors: ['Blood stasis'],
  signs: {
    tongue: [
      { sign: 'bodyColor:purple', weight: 3 },
      { sign: 'sign:purple-spots', weight: 3 },
      { sign: 'sign:distended-sublingual-veins', weight: 3 },
    ],
    pulse: [
      { sign: 'choppy', weight: 3 },
      { sign: 'wiry', weight: 1 },
      { sign: 'knotted', weight: 1 },
    ],
    symptoms: [
      { sign: 'fixed-stabbing-pain', weight: 3 },
      { sign: 'dark-menstrual-clots', weight: 3 },
      { sign: 'pain-worse-at-night', weight: 2 },
      { sign: 'dysmenorrhea', weight: 2 },
      { sign: 'purple-lips', weight: 2 },
      { sign: 'varicose-veins', weight: 1 },
      { sign: 'dark-complexion', weight: 1 },
      { sign: 'abdominal-masses', weight: 1 },
      { sign: 'amenorrhea', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'numbness', weight: 1 },
    ],
  },
  against: {
    tongue: [{ sign: 'bodyColor:normal', weight: 1 }],
    pulse: [
      { sign: 'floating', weight: 1 },
      { sign: 'slippery', weight: 1 },
    ],
    symptoms: [{ sign: 'pain-better-with-pressure', weight: 2 }],
  },
  treatmentPrinciple: {
    en: 'Invigorate Blood, remove stasis and nourish Blood',
    zh: '活血化瘀，养血调经',
    pinyin: 'huó xuè huà yū, yǎng xuè tiáo jīng',
  },
  formula: {
    name: { en: 'Four-Substance Decoction with Safflower and Peach Pit', pinyin: 'Táo Hóng Sì Wù Tāng', zh: '桃红四物汤' },
    source: 'Yi Zong Jin Jian (Wu Qian et al., 1742)',
    herbs: [
      { id: 'tao-ren', pinyin: 'táo rén', zh: '桃仁', latin: 'Semen Persicae', doseG: [6, 9], role: 'chief' },
      { id: 'hong-hua', pinyin: 'hóng huā', zh: '红花', latin: 'Flos Carthami', doseG: [3, 6], role: 'chief' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [9, 12], role: 'deputy' },
      { id: 'chuan-xiong', pinyin: 'chuān xiōng', zh: '川芎', latin: 'Rhizoma Chuanxiong', doseG: [6, 9], role: 'deputy' },
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [12, 15],
        role: 'assistant',
      },
      { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [9, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with severe fixed pain',
        add: [
          { id: 'yan-hu-suo', pinyin: 'yán hú suǒ', zh: '延胡索', latin: 'Rhizoma Corydalis', doseG: [6, 9] },
          { id: 'ru-xiang', pinyin: 'rǔ xiāng', zh: '乳香', latin: 'Olibanum', doseG: [3, 5] },
          { id: 'mo-yao', pinyin: 'mò yào', zh: '没药', latin: 'Myrrha', doseG: [3, 5] },
        ],
      },
      {
        when: 'with cold lower abdomen and pain relieved by warmth (Cold causing stasis)',
        add: [
          { id: 'gui-zhi', pinyin: 'guì zhī', zh: '桂枝', latin: 'Ramulus Cinnamomi', doseG: [6, 9] },
          { id: 'xiao-hui-xiang', pinyin: 'xiǎo huí xiāng', zh: '小茴香', latin: 'Fructus Foeniculi', doseG: [3, 6] },
          { id: 'wu-yao', pinyin: 'wū yào', zh: '乌药', latin: 'Radix Linderae', doseG: [6, 9] },
        ],
      },
      {
        when: 'with distending pain, irritability and symptoms that change with mood (Qi stagnation)',
        add: [
          { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 9] },
          { id: 'xiang-fu', pinyin: 'xiāng fù', zh: '香附', latin: 'Rhizoma Cyperi', doseG: [6, 9] },
          { id: 'zhi-ke', pinyin: 'zhǐ ké', zh: '枳壳', latin: 'Fructus Aurantii', doseG: [6, 9] },
        ],
        forPattern: 'qi-stagnation-blood-stasis',
      },
      {
        when: 'with fatigue, shortness of breath and a weak pulse (Qi deficiency unable to move Blood)',
        add: [
          { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [15, 30] },
          { id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 15] },
        ],
        forPattern: 'qi-and-blood-deficiency',
      },
    ],
    keyHerbs: ['tao-ren', 'hong-hua', 'dang-gui', 'chuan-xiong'],
  },
  acupoints: [
    {
      code: 'SP10',
      pinyin: 'Xuèhǎi',
      location: '2 cun above the superior border of the patella, on the bulge of the vastus medialis',
      role: 'Invigorates Blood and removes stasis',
    },
    {
      code: 'BL17',
      pinyin: 'Géshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T7',
      role: 'Influential point of Blood: invigorates Blood',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Moves Blood, especially in the uterus',
    },
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'On the dorsum of the hand, at the midpoint of the radial side of the second metacarpal bone',
      role: 'Moves Qi and Blood and stops pain',
    },
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'On the dorsum of the foot, in the depression distal to the junction of the first and second metatarsal bones',
      role: 'Moves Liver Qi and Blood',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location: '2 cun above the wrist crease between the palmaris longus and flexor carpi radialis tendons',
      role: 'Moves Blood in the chest',
    },
    {
      code: 'SP8',
      pinyin: 'Dìjī',
      location: '3 cun below SP9, behind the medial border of the tibia',
      role: 'Accumulation point of the Spleen: removes stasis in the uterus and stops pain',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Hawthorn berry tea', es: 'Infusión de bayas de espino' },
      description: {
        en: 'Dried hawthorn berries are a traditional food-grade herb to help blood circulation and digestion.',
        es: 'Las bayas secas de espino albar son una planta alimentaria tradicional que ayuda a la circulación y a la digestión.',
      },
    },
    {
      name: { en: 'Turmeric in cooking', es: 'Cúrcuma en la cocina' },
      description: {
        en: 'Turmeric is used in food as a mild circulation-moving spice; avoid concentrated supplements if you take blood thinners.',
        es: 'La cúrcuma se usa en la comida como especia suave que mueve la circulación; evite los suplementos concentrados si toma anticoagulantes.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Foods that move the blood', es: 'Alimentos que mueven la sangre' },
      description: {
        en: 'Onions, garlic, chives, leeks, aubergine, black fungus, hawthorn and a little vinegar.',
        es: 'Cebolla, ajo, cebollino, puerro, berenjena, hongo negro, espino y un poco de vinagre.',
      },
    },
    {
      name: { en: 'Warm rather than cold', es: 'Caliente mejor que frío' },
      description: {
        en: 'Cold food and iced drinks slow circulation; favour cooked, warm meals.',
        es: 'La comida fría y las bebidas heladas enlentecen la circulación; prefiera comidas cocinadas y calientes.',
      },
    },
    {
      name: { en: 'Limit fatty and fried food', es: 'Limite las grasas y los fritos' },
      description: {
        en: 'Heavy, greasy food is thought to make the blood sluggish.',
        es: 'Se considera que la comida pesada y grasa hace la sangre más lenta.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Move every day', es: 'Muévase cada día' },
      description: {
        en: 'Regular walking, stretching, swimming or tai chi keep blood flowing; avoid sitting for hours.',
        es: 'Caminar, estirarse, nadar o el taichí con regularidad mantienen la sangre en movimiento; evite estar sentado durante horas.',
      },
    },
    {
      name: { en: 'Keep warm', es: 'Manténgase abrigado' },
      description: {
        en: 'Cold slows circulation, especially in the lower abdomen during the period.',
        es: 'El frío enlentece la circulación, sobre todo en el bajo vientre durante la regla.',
      },
    },
    {
      name: { en: 'Get new or severe pain checked', es: 'Consulte el dolor nuevo o intenso' },
      description: {
        en: 'Chest pain, sudden severe pain, a new lump or a swollen painful leg need medical care now.',
        es: 'El dolor en el pecho, un dolor súbito e intenso, un bulto nuevo o una pierna hinchada y dolorosa requieren atención médica inmediata.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Contraindicated in pregnancy: tao ren and hong hua strongly invigorate Blood, and dang gui and chuan xiong also move Blood.',
    bleedingRisk:
      'Tao ren, hong hua, dang gui and chuan xiong inhibit platelets and may potentiate warfarin, heparin, aspirin, clopidogrel and DOACs; avoid in bleeding disorders, with heavy menstruation, and stop before surgery.',
    longTerm:
      'Blood-moving herbs consume Blood and Qi with prolonged use: combine with tonics or stop once the stasis signs improve.',
    other: [
      'Chest pain, sudden severe headache or a painful swollen calf may be medical emergencies, not a stasis pattern to treat with herbs.',
      'Ru xiang and mo yao, if added, irritate the stomach.',
    ],
  },
  prognosis: {
    expectation:
      'Pain often eases within 2-6 weeks; long-standing stasis (masses, old injuries) takes months and may not fully resolve.',
    favourable: ['recent injury or onset', 'regular exercise', 'identifiable cause such as cold or trauma'],
    obstacles: ['long duration', 'palpable masses', 'sedentary life, smoking or ongoing Cold'],
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
