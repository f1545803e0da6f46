import type { PatternKnowledge } from '../types.ts';

/**
 * Cold-Damp Encumbering the Spleen (寒湿困脾): an excess of Cold-Dampness, from diet,
 * climate or living conditions, obstructs the Spleen. Signs from Maciocia (Foundations,
 * Tongue Diagnosis: thick, sticky white coating) and Deng Tietao; formula Ping Wei San
 * as in Bensky, Formulas & Strategies.
 */
export const coldDampEncumberingSpleen: PatternKnowledge = {
  id: 'cold-damp-encumbering-spleen',
  names: {
    en: 'Cold-Damp Encumbering the Spleen',
    zh: '寒湿困脾',
    pinyin: 'hán shī kùn pí',
    es: 'Frío-Humedad que obstruye el Bazo',
  },
  explanation: {
    en: 'Cold and damp, often from cold or greasy food or a damp environment, can weigh down the digestion. People feel heavy in the head and body, full and bloated in the stomach, without appetite or thirst, and may have loose stools or mild nausea. Warm, light, dry-cooked food and keeping warm and dry help clear it.',
    es: 'El frío y la humedad, a menudo por comida fría o grasa o por un ambiente húmedo, pueden pesar sobre la digestión. Se nota pesadez de cabeza y cuerpo, plenitud e hinchazón en el estómago, sin apetito ni sed, y a veces heces blandas o náuseas leves. Ayudan la comida caliente, ligera y poco húmeda y mantenerse abrigado y seco.',
  },
  nature: 'excess',
  temperature: 'cold',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Dampness', 'Cold'],
  signs: {
    tongue: [
      { sign: 'coating:thick-white', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
      { sign: 'bodyColor:pale', weight: 1 },
    ],
    pulse: [
      { sign: 'soggy', weight: 2 },
      { sign: 'slippery', weight: 2 },
      { sign: 'slow', weight: 2 },
    ],
    symptoms: [
      { sign: 'heaviness', weight: 3 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'epigastric-fullness', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'no-thirst', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'dizziness-heavy-head', weight: 2 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'loss-of-taste', weight: 1 },
      { sign: 'sweet-taste', weight: 1 },
      { sign: 'somnolence', weight: 1 },
      { sign: 'chest-oppression', weight: 1 },
      { sign: 'leukorrhea-white', weight: 1 },
      { sign: 'edema', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'rapid', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 2 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Dry Dampness with warm aromatics and strengthen the Spleen',
    zh: '温中燥湿，运脾',
    pinyin: 'wēn zhōng zào shī, yùn pí',
  },
  formula: {
    name: { en: 'Calm the Stomach Powder', pinyin: 'Píng Wèi Sǎn', zh: '平胃散' },
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)',
    herbs: [
      { id: 'cang-zhu', pinyin: 'cāng zhú', zh: '苍术', latin: 'Rhizoma Atractylodis', doseG: [3, 9], role: 'chief' },
      { id: 'hou-po', pinyin: 'hòu pò', zh: '厚朴', latin: 'Cortex Magnoliae Officinalis', doseG: [3, 10], role: 'deputy' },
      { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [3, 10], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [2, 6],
        role: 'envoy',
      },
      { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [3, 10], role: 'envoy' },
      { id: 'da-zao', pinyin: 'dà zǎo', zh: '大枣', latin: 'Fructus Jujubae', doseG: [6, 15], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'marked Cold: cold abdominal pain, cold limbs',
        add: [
          { id: 'gan-jiang', pinyin: 'gān jiāng', zh: '干姜', latin: 'Rhizoma Zingiberis', doseG: [3, 10] },
          { id: 'cao-dou-kou', pinyin: 'cǎo dòu kòu', zh: '草豆蔻', latin: 'Semen Alpiniae Katsumadai', doseG: [3, 6] },
        ],
      },
      {
        when: 'nausea and vomiting',
        add: [
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [3, 9] },
          { id: 'huo-xiang', pinyin: 'huò xiāng', zh: '广藿香', latin: 'Herba Pogostemonis', doseG: [3, 10] },
        ],
      },
      {
        when: 'oedema, scanty urine and watery diarrhoea (Wei Ling Tang)',
        add: [
          { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15] },
          { id: 'zhu-ling', pinyin: 'zhū líng', zh: '猪苓', latin: 'Polyporus', doseG: [6, 12] },
          { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 10] },
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [6, 12] },
          { id: 'gui-zhi', pinyin: 'guì zhī', zh: '桂枝', latin: 'Ramulus Cinnamomi', doseG: [3, 10] },
        ],
      },
      {
        when: 'underlying Spleen deficiency once the Dampness is reduced: fatigue, tooth-marked pale tongue',
        add: [{ id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 30] }],
        forPattern: 'spleen-qi-deficiency',
      },
    ],
    keyHerbs: ['cang-zhu', 'hou-po', 'chen-pi'],
  },
  acupoints: [
    {
      code: 'SP9',
      pinyin: 'Yīnlíngquán',
      location:
        'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
      role: 'Main point to resolve Dampness',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Resolves Dampness from the Middle Burner (moxibustion suits the Cold)',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Strengthens the Stomach and Spleen to transform Dampness',
    },
    {
      code: 'SP3',
      pinyin: 'Tàibái',
      location:
        'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
      role: 'Source point of the Spleen: resolves Dampness',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Strengthens the Spleen to transform Dampness',
    },
    {
      code: 'CV9',
      pinyin: 'Shuǐfēn',
      location: 'Upper abdomen, on the anterior midline, 1 cun above the umbilicus',
      role: 'Promotes the transformation of fluids, relieves oedema (moxibustion)',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Fresh ginger tea', es: 'Infusión de jengibre fresco' },
      description: {
        en: 'Warms the stomach and helps settle nausea and a cold, heavy belly.',
        es: 'Calienta el estómago y ayuda a calmar las náuseas y el vientre frío y pesado.',
      },
    },
    {
      name: { en: 'Dried tangerine peel', es: 'Piel de mandarina seca' },
      description: {
        en: 'In tea or cooking, an aromatic peel that helps dry dampness and ease bloating.',
        es: 'En infusión o en la cocina, una piel aromática que ayuda a secar la humedad y aliviar la hinchazón.',
      },
    },
    {
      name: { en: "Roasted Job's tears (coix seed)", es: 'Lágrimas de Job (coix) tostadas' },
      description: {
        en: 'Dry-roasted and simmered as a grain or tea, traditionally used to drain dampness.',
        es: 'Tostadas y cocidas como cereal o infusión, se usan tradicionalmente para drenar la humedad.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Avoid damp-forming foods', es: 'Evita los alimentos que generan humedad' },
      description: {
        en: 'Dairy, sugar, sweets, fried and greasy food, white bread and iced drinks.',
        es: 'Lácteos, azúcar, dulces, fritos y grasas, pan blanco y bebidas heladas.',
      },
    },
    {
      name: { en: 'Warm, light, aromatic meals', es: 'Comidas calientes, ligeras y aromáticas' },
      description: {
        en: 'Rice, aduki beans, leeks, onion, and cooking with ginger, cardamom and tangerine peel.',
        es: 'Arroz, azukis, puerro, cebolla y cocinar con jengibre, cardamomo y piel de mandarina.',
      },
    },
    {
      name: { en: 'Moderate portions', es: 'Raciones moderadas' },
      description: {
        en: 'Smaller meals, eaten warm, are easier for a heavy digestion to process.',
        es: 'Las comidas más pequeñas y calientes son más fáciles de procesar para una digestión pesada.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Stay warm and dry', es: 'Mantente abrigado y seco' },
      description: {
        en: 'Avoid damp houses and wet clothes, and dry off well after rain or swimming.',
        es: 'Evita casas húmedas y ropa mojada, y sécate bien después de la lluvia o de nadar.',
      },
    },
    {
      name: { en: 'Move regularly', es: 'Muévete con regularidad' },
      description: {
        en: 'Daily walking or exercise that makes you gently sweat helps disperse dampness and heaviness.',
        es: 'Caminar a diario o un ejercicio que te haga sudar suavemente ayuda a dispersar la humedad y la pesadez.',
      },
    },
    {
      name: { en: 'Do not lie down after meals', es: 'No te tumbes después de comer' },
      description: {
        en: 'A short walk after eating helps the stomach empty.',
        es: 'Un paseo corto después de comer ayuda a vaciar el estómago.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Hou Po moves Qi downward and the formula is drying: use with caution in pregnancy and under supervision.',
    longTerm:
      'Warm, aromatic and drying (Cang Zhu, Hou Po): it depletes Yin, fluids and Qi if used beyond the point where the coating clears; not for Yin or Blood deficiency.',
    other: [
      'Not for Damp-Heat (yellow greasy coating, thirst) without modification.',
      'Persistent nausea, vomiting or swelling need medical assessment.',
    ],
  },
  prognosis: {
    expectation:
      'Heaviness and fullness usually lift within 1-3 weeks once the diet changes; recurrent cases reflect an underlying Spleen deficiency.',
    favourable: ['acute onset from diet or weather', 'dietary change', 'warm, dry living conditions'],
    obstacles: ['continued dairy, sugar and iced food', 'damp climate or housing', 'underlying Spleen or Kidney Yang deficiency'],
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
