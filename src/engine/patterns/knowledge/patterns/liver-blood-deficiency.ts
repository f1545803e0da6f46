import type { PatternKnowledge } from '../types.ts';

/**
 * Liver Blood Deficiency (肝血虚): the Liver stores too little Blood to nourish eyes,
 * sinews, nails and menstruation. Signs from Maciocia (Foundations, Tongue Diagnosis:
 * pale, especially on the sides) and Deng Tietao; formula Si Wu Tang (Bensky) with
 * Bu Gan Tang as its Liver-specific modification.
 */
export const liverBloodDeficiency: PatternKnowledge = {
  id: 'liver-blood-deficiency',
  names: { en: 'Liver Blood Deficiency', zh: '肝血虚', pinyin: 'gān xuè xū', es: 'Deficiencia de Sangre de Hígado' },
  explanation: {
    en: 'In Chinese medicine the Liver stores Blood that nourishes the eyes, muscles, nails and menstrual cycle. When this store runs low you may notice tired or blurry eyes, dizziness on standing, brittle nails, cramps or light periods. Nourishing food, enough sleep and not overstraining the eyes help rebuild it.',
    es: 'En la medicina china el Hígado almacena la Sangre que nutre los ojos, los músculos, las uñas y el ciclo menstrual. Cuando esa reserva baja pueden aparecer vista cansada o borrosa, mareo al levantarse, uñas frágiles, calambres o reglas escasas. La alimentación nutritiva, dormir lo suficiente y no forzar la vista ayudan a recuperarla.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Liver'],
  pathogenicFactors: ['Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:pale-sides', weight: 3 },
      { sign: 'shape:thin', weight: 1 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'choppy', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'blurred-vision', weight: 3 },
      { sign: 'scanty-menstruation', weight: 3 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'dry-eyes', weight: 2 },
      { sign: 'floaters', weight: 2 },
      { sign: 'numbness', weight: 2 },
      { sign: 'muscle-cramps', weight: 2 },
      { sign: 'brittle-nails', weight: 2 },
      { sign: 'pale-complexion', weight: 2 },
      { sign: 'sallow-complexion', weight: 1 },
      { sign: 'amenorrhea', weight: 1 },
      { sign: 'dry-skin', weight: 1 },
      { sign: 'hair-loss', weight: 1 },
      { sign: 'night-blindness', weight: 1 },
      { sign: 'dry-hair', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'slippery', weight: 1 },
      { sign: 'full', weight: 2 },
    ],
    symptoms: [
      { sign: 'heaviness', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Nourish Liver Blood', zh: '补血养肝', pinyin: 'bǔ xuè yǎng gān' },
  formula: {
    name: { en: 'Four-Substance Decoction', pinyin: 'Sì Wù Tāng', zh: '四物汤' },
    source: 'Xian Shou Li Shang Xu Duan Mi Fang (c. 846); He Ji Ju Fang (1107)',
    herbs: [
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [9, 15],
        role: 'chief',
      },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 12], role: 'deputy' },
      { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 15], role: 'assistant' },
      { id: 'chuan-xiong', pinyin: 'chuān xiōng', zh: '川芎', latin: 'Rhizoma Chuanxiong', doseG: [3, 10], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'muscle cramps, numbness and poor sleep (Bu Gan Tang)',
        add: [
          { id: 'suan-zao-ren', pinyin: 'suān zǎo rén', zh: '酸枣仁', latin: 'Semen Ziziphi Spinosae', doseG: [10, 15] },
          { id: 'mu-gua', pinyin: 'mù guā', zh: '木瓜', latin: 'Fructus Chaenomelis', doseG: [6, 9] },
          {
            id: 'zhi-gan-cao',
            pinyin: 'zhì gān cǎo',
            zh: '炙甘草',
            latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
            doseG: [2, 10],
          },
        ],
      },
      {
        when: 'with Qi deficiency: fatigue, shortness of breath, weak pulse (towards Ba Zhen Tang)',
        add: [
          { id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 30] },
          { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [9, 30] },
        ],
        forPattern: 'qi-and-blood-deficiency',
      },
      {
        when: 'dry eyes, blurred vision and dry tongue: deficiency reaching Liver and Kidney Yin',
        add: [
          { id: 'gou-qi-zi', pinyin: 'gǒu qǐ zǐ', zh: '枸杞子', latin: 'Fructus Lycii', doseG: [6, 12] },
          { id: 'nu-zhen-zi', pinyin: 'nǚ zhēn zǐ', zh: '女贞子', latin: 'Fructus Ligustri Lucidi', doseG: [6, 12] },
        ],
        forPattern: 'liver-kidney-yin-deficiency',
      },
      {
        when: 'weak digestion, bloating after taking the formula',
        add: [{ id: 'sha-ren', pinyin: 'shā rén', zh: '砂仁', latin: 'Fructus Amomi', doseG: [3, 6] }],
      },
    ],
    keyHerbs: ['shu-di-huang', 'dang-gui', 'bai-shao'],
  },
  acupoints: [
    {
      code: 'BL18',
      pinyin: 'Gānshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T9',
      role: 'Back Shu point of the Liver: nourishes Liver Blood, benefits the eyes',
    },
    {
      code: 'BL17',
      pinyin: 'Géshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T7',
      role: 'Influential (Hui) point of Blood: nourishes Blood',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back Shu point of the Spleen: supports the source of Blood',
    },
    {
      code: 'LR8',
      pinyin: 'Qūquán',
      location:
        'Medial knee, in the depression medial to the tendons of semitendinosus and semimembranosus, at the medial end of the popliteal crease',
      role: 'Water point of the Liver: nourishes Liver Blood',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Stomach and Spleen, the source of Qi and Blood',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Nourishes Blood and regulates menstruation',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'Lower abdomen, on the anterior midline, 3 cun below the umbilicus',
      role: 'Nourishes Blood and the Uterus',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Goji berries', es: 'Bayas de goji' },
      description: {
        en: 'A handful in tea, porridge or soup is traditionally used to nourish the Blood and the eyes.',
        es: 'Un puñado en infusión, gachas o sopa se usa tradicionalmente para nutrir la Sangre y los ojos.',
      },
    },
    {
      name: { en: 'Jujube dates', es: 'Dátiles chinos (azufaifas)' },
      description: {
        en: 'Sweet red dates in tea or stews support digestion, the source of Blood.',
        es: 'Los dátiles rojos en infusión o guisos apoyan la digestión, fuente de la Sangre.',
      },
    },
    {
      name: { en: 'Black sesame', es: 'Sésamo negro' },
      description: {
        en: 'Toasted black sesame sprinkled on food is a classic Blood-nourishing food in Chinese cooking.',
        es: 'El sésamo negro tostado sobre la comida es un alimento clásico para nutrir la Sangre en la cocina china.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Blood-building foods', es: 'Alimentos que nutren la Sangre' },
      description: {
        en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, and some lean red meat or fish if you eat them.',
        es: 'Verduras de hoja oscura, remolacha, huevos, lentejas, alubias negras y algo de carne roja magra o pescado si los comes.',
      },
    },
    {
      name: { en: 'Warm, well-cooked meals', es: 'Comidas calientes y bien cocinadas' },
      description: {
        en: 'Good digestion makes Blood: soups, stews and congee are easier to absorb than cold, raw food.',
        es: 'Una buena digestión produce Sangre: sopas, guisos y gachas se absorben mejor que la comida fría y cruda.',
      },
    },
    {
      name: { en: 'Do not skip meals or diet harshly', es: 'No te saltes comidas ni hagas dietas estrictas' },
      description: {
        en: 'Very restrictive diets are a common cause of this pattern, especially in women.',
        es: 'Las dietas muy restrictivas son una causa frecuente de este patrón, sobre todo en mujeres.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest your eyes', es: 'Descansa la vista' },
      description: {
        en: 'Long screen and reading hours use up Liver Blood; take regular breaks and look into the distance.',
        es: 'Muchas horas de pantalla y lectura consumen la Sangre de Hígado; haz pausas y mira a lo lejos.',
      },
    },
    {
      name: { en: 'Sleep before eleven', es: 'Duerme antes de las once' },
      description: {
        en: 'In Chinese medicine Blood returns to the Liver during sleep, so early, regular sleep helps.',
        es: 'Según la medicina china la Sangre vuelve al Hígado durante el sueño, así que dormir pronto y con regularidad ayuda.',
      },
    },
    {
      name: { en: 'Avoid overexertion', es: 'Evita el sobreesfuerzo' },
      description: {
        en: 'Prefer gentle exercise such as walking, yoga or tai chi to exhausting training, and rest during heavy periods.',
        es: 'Prefiere el ejercicio suave como caminar, yoga o taichí al entrenamiento agotador, y descansa durante reglas abundantes.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Dang Gui and Chuan Xiong move Blood: use only with professional supervision in pregnancy.',
    bleedingRisk:
      'Dang Gui and Chuan Xiong have antiplatelet effects and Dang Gui may raise INR with warfarin; avoid before surgery and with heavy menstrual bleeding.',
    longTerm:
      'Shu Di Huang is rich and cloying: with weak digestion it causes bloating and loose stools, so add a digestive herb such as Sha Ren for long courses.',
    other: ['Persistent fatigue with pallor should be checked for anaemia and its cause (e.g. heavy periods, blood loss).'],
  },
  prognosis: {
    expectation: 'Builds up slowly: usually 2-3 months of treatment and diet, longer after heavy blood loss or childbirth.',
    favourable: ['good appetite and digestion', 'adequate diet', 'treated cause of blood loss'],
    obstacles: [
      'heavy menstrual bleeding',
      'restrictive diet',
      'weak Spleen unable to make Blood',
      'chronic overwork and lack of sleep',
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
    'flaws-diet',
  ],
};
