import type { PatternKnowledge } from '../types.ts';

/**
 * Spleen and Stomach Damp-Heat (脾胃湿热): Damp-Heat obstructs the Middle Burner, from
 * greasy, sweet or alcoholic diet or summer-heat. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: sticky yellow coating) and Deng Tietao; formula Lian Po Yin as in Bensky,
 * Formulas & Strategies.
 */
export const spleenStomachDampHeat: PatternKnowledge = {
  id: 'spleen-stomach-damp-heat',
  names: { en: 'Spleen and Stomach Damp-Heat', zh: '脾胃湿热', pinyin: 'pí wèi shī rè', es: 'Humedad-Calor en Bazo y Estómago' },
  explanation: {
    en: 'Heat combined with sticky dampness settles in the digestion, often after rich, greasy, sweet food or alcohol, or in hot, humid weather. It brings a full, uncomfortable stomach, nausea, heaviness, thirst without wanting to drink much, and sticky, smelly stools. A light, plain diet with little fat, sugar or alcohol is the main help.',
    es: 'El calor unido a una humedad pegajosa se instala en la digestión, a menudo tras comida rica, grasa o dulce, alcohol o en tiempo caluroso y húmedo. Produce un estómago lleno y molesto, náuseas, pesadez, sed sin ganas de beber mucho y heces pegajosas y malolientes. Una dieta ligera y sencilla con poca grasa, azúcar y alcohol es la principal ayuda.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'soggy', weight: 1 },
    ],
    symptoms: [
      { sign: 'epigastric-fullness', weight: 3 },
      { sign: 'sticky-stools', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'heaviness', weight: 2 },
      { sign: 'thirst-no-desire-to-drink', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'sticky-mouth', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'low-grade-fever', weight: 1 },
      { sign: 'bad-breath', weight: 1 },
      { sign: 'burning-anus', weight: 1 },
      { sign: 'jaundice', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, resolve Dampness and harmonise the Middle Burner',
    zh: '清热化湿，理气和中',
    pinyin: 'qīng rè huà shī, lǐ qì hé zhōng',
  },
  formula: {
    name: { en: 'Coptis and Magnolia Bark Drink', pinyin: 'Lián Pò Yǐn', zh: '连朴饮' },
    source: 'Huo Luan Lun (Wang Meng-Ying, 1862)',
    herbs: [
      { id: 'huang-lian', pinyin: 'huáng lián', zh: '黄连', latin: 'Rhizoma Coptidis', doseG: [2, 5], role: 'chief' },
      { id: 'hou-po', pinyin: 'hòu pò', zh: '厚朴', latin: 'Cortex Magnoliae Officinalis', doseG: [3, 10], role: 'chief' },
      { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10], role: 'deputy' },
      {
        id: 'dan-dou-chi',
        pinyin: 'dàn dòu chǐ',
        zh: '淡豆豉',
        latin: 'Semen Sojae Praeparatum',
        doseG: [6, 12],
        role: 'deputy',
      },
      {
        id: 'shi-chang-pu',
        pinyin: 'shí chāng pú',
        zh: '石菖蒲',
        latin: 'Rhizoma Acori Tatarinowii',
        doseG: [3, 10],
        role: 'assistant',
      },
      {
        id: 'ban-xia',
        pinyin: 'bàn xià',
        zh: '法半夏',
        latin: 'Rhizoma Pinelliae Praeparatum',
        doseG: [3, 9],
        role: 'assistant',
      },
      { id: 'lu-gen', pinyin: 'lú gēn', zh: '芦根', latin: 'Rhizoma Phragmitis', doseG: [15, 30], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'Dampness predominant: very thick greasy coating, heaviness, little thirst',
        add: [
          { id: 'cang-zhu', pinyin: 'cāng zhú', zh: '苍术', latin: 'Rhizoma Atractylodis', doseG: [3, 9] },
          { id: 'yi-yi-ren', pinyin: 'yì yǐ rén', zh: '薏苡仁', latin: 'Semen Coicis', doseG: [9, 30] },
        ],
      },
      {
        when: 'jaundice with yellow eyes and skin',
        add: [{ id: 'yin-chen', pinyin: 'yīn chén', zh: '茵陈', latin: 'Herba Artemisiae Scopariae', doseG: [6, 15] }],
        forPattern: 'liver-gallbladder-damp-heat',
      },
      {
        when: 'diarrhoea with burning anus and tenesmus',
        add: [
          { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [3, 10] },
          { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6] },
        ],
      },
      {
        when: 'food retention: foul belching, distension after overeating',
        add: [
          { id: 'shan-zha', pinyin: 'shān zhā', zh: '山楂', latin: 'Fructus Crataegi', doseG: [9, 12] },
          { id: 'shen-qu', pinyin: 'shén qū', zh: '神曲', latin: 'Massa Medicata Fermentata', doseG: [6, 15] },
        ],
        forPattern: 'food-stagnation',
      },
    ],
    keyHerbs: ['huang-lian', 'hou-po', 'zhi-zi', 'shi-chang-pu'],
  },
  acupoints: [
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Regulates the Stomach and resolves Dampness from the Middle Burner',
    },
    {
      code: 'SP9',
      pinyin: 'Yīnlíngquán',
      location:
        'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
      role: 'Resolves Dampness',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
      role: 'Clears Heat and Damp-Heat',
    },
    {
      code: 'ST44',
      pinyin: 'Nèitíng',
      location: 'Dorsum of the foot, between the 2nd and 3rd toes, proximal to the web margin',
      role: 'Clears Heat from the Stomach and intestines',
    },
    {
      code: 'ST25',
      pinyin: 'Tiānshū',
      location: 'Abdomen, 2 cun lateral to the centre of the umbilicus',
      role: 'Regulates the intestines, stops Damp-Heat diarrhoea',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Strengthens the Spleen and resolves Dampness',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Barley water', es: 'Agua de cebada' },
      description: {
        en: "Water in which barley or Job's tears has simmered, a light drink that clears damp and heat.",
        es: 'Agua en la que se ha cocido cebada o lágrimas de Job, una bebida ligera que elimina humedad y calor.',
      },
    },
    {
      name: { en: 'Mung bean soup', es: 'Sopa de judías mungo' },
      description: {
        en: 'A light, cooling soup traditionally eaten in hot, humid weather.',
        es: 'Una sopa ligera y refrescante que se toma tradicionalmente con tiempo caluroso y húmedo.',
      },
    },
    {
      name: { en: 'Lotus leaf tea', es: 'Infusión de hoja de loto' },
      description: {
        en: 'A traditional summer tea used to clear heat and dampness.',
        es: 'Una infusión tradicional de verano usada para eliminar calor y humedad.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Cut greasy, sweet and fried food', es: 'Reduce grasas, dulces y fritos' },
      description: {
        en: 'These are the main sources of Damp-Heat in the digestion.',
        es: 'Son las principales fuentes de Humedad-Calor en la digestión.',
      },
    },
    {
      name: { en: 'Avoid alcohol and spicy food', es: 'Evita el alcohol y el picante' },
      description: { en: 'Both add heat and dampness to the stomach.', es: 'Ambos añaden calor y humedad al estómago.' },
    },
    {
      name: { en: 'Light, plain meals', es: 'Comidas ligeras y sencillas' },
      description: {
        en: 'Rice, steamed vegetables, cucumber, winter melon, celery, aduki and mung beans.',
        es: 'Arroz, verduras al vapor, pepino, melón de invierno, apio, azukis y judías mungo.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Do not overeat', es: 'No comas en exceso' },
      description: {
        en: 'Stop eating before you feel full and avoid late, heavy dinners.',
        es: 'Deja de comer antes de sentirte lleno y evita las cenas copiosas y tardías.',
      },
    },
    {
      name: { en: 'Stay active', es: 'Mantente activo' },
      description: {
        en: 'Regular exercise helps the body clear dampness.',
        es: 'El ejercicio regular ayuda al cuerpo a eliminar la humedad.',
      },
    },
    {
      name: { en: 'Food hygiene in hot weather', es: 'Higiene alimentaria en tiempo caluroso' },
      description: {
        en: 'Keep food cool and fresh in summer; fever with diarrhoea and dehydration needs medical care.',
        es: 'Conserva la comida fresca en verano; la fiebre con diarrea y deshidratación requiere atención médica.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Ban Xia and Hou Po call for caution in pregnancy; use only under supervision.',
    longTerm:
      'Bitter-cold Huang Lian and Zhi Zi injure Spleen and Stomach Qi: stop once Heat and Dampness clear. Long-term Zhi Zi (Gardenia) use has been linked to mesenteric phlebosclerosis.',
    other: [
      'Huang Lian (berberine) interacts with ciclosporin and may add to hypoglycaemic drugs.',
      'Blood in the stool, high fever or signs of dehydration need medical care.',
    ],
  },
  prognosis: {
    expectation: 'Usually improves within 1-3 weeks in acute cases; chronic cases need several weeks of strict diet.',
    favourable: ['acute onset after dietary excess', 'good dietary compliance', 'no underlying Spleen deficiency'],
    obstacles: ['continued alcohol, greasy and sweet food', 'overweight', 'underlying Spleen deficiency', 'hot, humid climate'],
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
