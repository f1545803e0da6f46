import type { PatternKnowledge } from '../types.ts';

/**
 * Wind-Cold Invading the Exterior (风寒束表): an external pathogen binds the exterior and blocks
 * the Lung's dispersing; the excess (no sweating) type of the Greater Yang stage. Written from
 * Maciocia (Foundations, Practice), Deng Tietao, Bensky (Formulas & Strategies: Ma Huang Tang,
 * Gui Zhi Tang) and Deadman.
 */
export const windColdExterior: PatternKnowledge = {
  id: 'wind-cold-exterior',
  names: {
    en: 'Wind-Cold Invading the Exterior',
    zh: '风寒束表',
    pinyin: 'fēng hán shù biǎo',
    es: 'Invasión externa de Viento-Frío',
  },
  explanation: {
    en: 'This is the Chinese-medicine picture of a common cold caught from cold weather: the body feels chilly, with a blocked or runny nose with clear mucus, sneezing, a stiff neck and aches, and little or no sweating. It is an early, surface stage that usually passes quickly with rest and warmth.',
    es: 'Es la imagen, en medicina china, de un resfriado común cogido por el frío: sensación de frío, nariz tapada o que gotea con moco claro, estornudos, cuello rígido y dolores, con poco o ningún sudor. Es una fase inicial y superficial que suele pasar pronto con reposo y calor.',
  },
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
    name: { en: 'Ephedra Decoction', pinyin: 'Má Huáng Tāng', zh: '麻黄汤' },
    source: 'Shang Han Lun (Zhang Zhong-Jing, c. 220)',
    herbs: [
      { id: 'ma-huang', pinyin: 'má huáng', zh: '麻黄', latin: 'Herba Ephedrae', doseG: [3, 9], role: 'chief' },
      { id: 'gui-zhi', pinyin: 'guì zhī', zh: '桂枝', latin: 'Ramulus Cinnamomi', doseG: [4, 6], role: 'deputy' },
      { id: 'xing-ren', pinyin: 'xìng rén', zh: '杏仁', latin: 'Semen Armeniacae Amarum', doseG: [6, 9], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [3, 6],
        role: 'envoy',
      },
    ],
    modifications: [
      {
        when: 'with sweating and an aversion to wind, a floating and moderate (not tight) pulse (exterior-deficiency type): change to Cinnamon Twig Decoction (Gui Zhi Tang)',
        add: [
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 9] },
          { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [6, 9] },
          { id: 'da-zao', pinyin: 'dà zǎo', zh: '大枣', latin: 'Fructus Jujubae', doseG: [6, 12] },
        ],
        remove: ['ma-huang', 'xing-ren'],
      },
      {
        when: 'with heavy, aching limbs (Wind-Cold-Damp)',
        add: [
          { id: 'qiang-huo', pinyin: 'qiāng huó', zh: '羌活', latin: 'Rhizoma et Radix Notopterygii', doseG: [6, 9] },
          { id: 'cang-zhu', pinyin: 'cāng zhú', zh: '苍术', latin: 'Rhizoma Atractylodis', doseG: [6, 9] },
        ],
      },
      {
        when: 'with a blocked nose and frontal headache',
        add: [
          { id: 'xin-yi', pinyin: 'xīn yí', zh: '辛夷', latin: 'Flos Magnoliae', doseG: [3, 9] },
          { id: 'bai-zhi', pinyin: 'bái zhǐ', zh: '白芷', latin: 'Radix Angelicae Dahuricae', doseG: [3, 9] },
        ],
      },
      {
        when: 'with cough and copious thin white sputum',
        add: [
          { id: 'zi-su-ye', pinyin: 'zǐ sū yè', zh: '紫苏叶', latin: 'Folium Perillae', doseG: [6, 9] },
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [6, 9] },
        ],
        forPattern: 'phlegm-dampness',
      },
    ],
    keyHerbs: ['ma-huang', 'gui-zhi', 'xing-ren'],
  },
  acupoints: [
    {
      code: 'LU7',
      pinyin: 'Lièquē',
      location:
        '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
      role: 'Releases the exterior and restores the dispersing of Lung Qi',
    },
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'On the dorsum of the hand, at the midpoint of the radial side of the second metacarpal bone',
      role: 'Releases the exterior and relieves headache',
    },
    {
      code: 'BL12',
      pinyin: 'Fēngmén',
      location: '1.5 cun lateral to the lower border of the spinous process of T2',
      role: 'Expels Wind; cupping or moxa for Cold',
    },
    {
      code: 'BL13',
      pinyin: 'Fèishū',
      location: '1.5 cun lateral to the lower border of the spinous process of T3',
      role: "Stimulates the Lung's dispersing function",
    },
    {
      code: 'GB20',
      pinyin: 'Fēngchí',
      location: 'Below the occiput, in the depression between the sternocleidomastoid and trapezius',
      role: 'Expels Wind and relieves a stiff neck and headache',
    },
    {
      code: 'GV16',
      pinyin: 'Fēngfǔ',
      location: 'On the midline, directly below the external occipital protuberance',
      role: 'Expels Wind from the head and neck',
    },
    {
      code: 'LI20',
      pinyin: 'Yíngxiāng',
      location: 'In the nasolabial groove, level with the midpoint of the lateral border of the ala nasi',
      role: 'Opens the nose',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Fresh ginger and spring onion tea', es: 'Infusión de jengibre fresco y cebolleta' },
      description: {
        en: 'A hot tea of fresh ginger slices and the white part of spring onions, drunk at the first chill, is a traditional way to warm up and bring on a light sweat.',
        es: 'Una infusión caliente de rodajas de jengibre fresco y la parte blanca de la cebolleta, tomada a los primeros escalofríos, es una forma tradicional de entrar en calor y provocar un sudor ligero.',
      },
    },
    {
      name: { en: 'Perilla leaf tea', es: 'Infusión de hoja de perilla' },
      description: {
        en: 'Perilla (shiso) leaves are a culinary herb traditionally used in warm teas for chills and a queasy stomach.',
        es: 'Las hojas de perilla (shiso) son una hierba culinaria que se usa tradicionalmente en infusiones calientes para los escalofríos y el estómago revuelto.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Hot soups and broths', es: 'Sopas y caldos calientes' },
      description: {
        en: 'Rice porridge or broth with ginger and spring onion, eaten hot.',
        es: 'Gachas de arroz o caldo con jengibre y cebolleta, tomados bien calientes.',
      },
    },
    {
      name: { en: 'Avoid cold and raw food', es: 'Evite los alimentos fríos y crudos' },
      description: {
        en: 'Skip iced drinks, salads, fruit juices and ice cream while the chill lasts.',
        es: 'Evite las bebidas heladas, las ensaladas, los zumos y los helados mientras dure el frío.',
      },
    },
    {
      name: { en: 'Eat lightly', es: 'Coma ligero' },
      description: {
        en: 'Heavy, greasy meals slow recovery; small warm meals are enough.',
        es: 'Las comidas pesadas y grasas retrasan la recuperación; bastan comidas pequeñas y calientes.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest and keep warm', es: 'Descanse y abríguese' },
      description: {
        en: 'Rest early, cover the neck and upper back and stay out of wind and draughts.',
        es: 'Descanse pronto, cubra el cuello y la parte alta de la espalda y evite el viento y las corrientes.',
      },
    },
    {
      name: { en: 'A light sweat, not a heavy one', es: 'Un sudor ligero, no abundante' },
      description: {
        en: 'After a warm drink, wrap up until you sweat lightly, then dry off and change clothes; avoid saunas or heavy sweating.',
        es: 'Tras una bebida caliente, abríguese hasta sudar ligeramente y después séquese y cámbiese de ropa; evite la sauna o sudar en exceso.',
      },
    },
    {
      name: { en: 'Watch for warning signs', es: 'Vigile los signos de alarma' },
      description: {
        en: 'High fever, a stiff neck with headache, or breathlessness need a doctor now.',
        es: 'La fiebre alta, la rigidez de nuca con dolor de cabeza o la falta de aire requieren un médico de inmediato.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Ma huang (ephedra) and gui zhi are used with great caution in pregnancy; prefer gentler exterior-releasing formulas.',
    longTerm: 'For a few days only: stop as soon as a light sweat appears. Repeated sweating injures fluids and Qi.',
    other: [
      'Ma huang contains ephedrine: contraindicated with hypertension, heart disease, hyperthyroidism, glaucoma, insomnia, anxiety, prostatic hypertrophy, and with MAO inhibitors, stimulants and some antihypertensives; it is restricted or banned in supplements in several countries.',
      'Not for people who already sweat, have Heat signs, or are weak, elderly or depleted by blood loss.',
      'Xing ren contains amygdalin: keep to the usual dose.',
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
