import type { PatternKnowledge } from '../types.ts';

/**
 * Liver Qi Stagnation with Spleen Deficiency (肝郁脾虚, "Liver invading the Spleen"):
 * stagnant Liver Qi overacts on a weak Spleen. Signs from Maciocia (Foundations, Practice)
 * and Deng Tietao; formula Xiao Yao San as in Bensky, Formulas & Strategies.
 */
export const liverQiStagnationSpleenDeficiency: PatternKnowledge = {
  id: 'liver-qi-stagnation-spleen-deficiency',
  names: {
    en: 'Liver Qi Stagnation with Spleen Deficiency',
    zh: '肝郁脾虚',
    pinyin: 'gān yù pí xū',
    es: 'Estancamiento del Hígado con deficiencia del Bazo',
  },
  explanation: {
    en: 'Here stress and tension (the Liver) upset a digestive system that is already a little weak (the Spleen). Typical signs are mood swings or irritability together with tiredness, bloating and bowel habits that change with stress. Calm routines, regular warm meals and gentle exercise usually help a lot.',
    es: 'Aquí el estrés y la tensión (el Hígado) alteran una digestión que ya está algo débil (el Bazo). Lo típico es irritabilidad o cambios de humor junto con cansancio, hinchazón y un ritmo intestinal que cambia con el estrés. Las rutinas tranquilas, las comidas calientes y regulares y el ejercicio suave suelen ayudar mucho.',
  },
  nature: 'mixed',
  temperature: 'neutral',
  organs: ['Liver', 'Spleen'],
  pathogenicFactors: ['Qi stagnation', 'Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
      { sign: 'sign:red-sides', weight: 1 },
    ],
    pulse: [
      { sign: 'wiry', weight: 3 },
      { sign: 'thin', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'alternating-constipation-diarrhea', weight: 3 },
      { sign: 'worse-with-stress', weight: 2 },
      { sign: 'hypochondriac-pain', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'irritability', weight: 2 },
      { sign: 'depression', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'irregular-menstruation', weight: 2 },
      { sign: 'abdominal-pain', weight: 1 },
      { sign: 'sighing', weight: 1 },
      { sign: 'dizziness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'coating:yellow', weight: 1 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'rapid', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Soothe the Liver, strengthen the Spleen and nourish Blood',
    zh: '疏肝健脾养血',
    pinyin: 'shū gān jiàn pí yǎng xuè',
  },
  formula: {
    name: { en: 'Rambling Powder', pinyin: 'Xiāo Yáo Sǎn', zh: '逍遥散' },
    source: 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)',
    herbs: [
      { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 10], role: 'chief' },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 12], role: 'deputy' },
      { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 15], role: 'deputy' },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [6, 12],
        role: 'assistant',
      },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15], role: 'assistant' },
      {
        id: 'wei-jiang',
        pinyin: 'wēi jiāng',
        zh: '煨姜',
        latin: 'Rhizoma Zingiberis Recens Tostum',
        doseG: [3, 6],
        role: 'assistant',
      },
      { id: 'bo-he', pinyin: 'bò he', zh: '薄荷', latin: 'Herba Menthae Haplocalycis', doseG: [3, 6], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [2, 10],
        role: 'envoy',
      },
    ],
    modifications: [
      {
        when: 'stagnation producing heat: irritability, red sides, hot flushes, premenstrual irritability (Dan Zhi Xiao Yao San)',
        add: [
          { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 12] },
          { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10] },
        ],
      },
      {
        when: 'marked Blood deficiency: pale tongue, scanty periods, dizziness, blurred vision (Hei Xiao Yao San)',
        add: [{ id: 'shu-di-huang', pinyin: 'shú dì huáng', zh: '熟地黄', latin: 'Radix Rehmanniae Praeparata', doseG: [9, 15] }],
        forPattern: 'liver-blood-deficiency',
      },
      {
        when: 'marked Spleen Qi deficiency: exhaustion, very poor appetite, tooth-marked tongue',
        add: [{ id: 'dang-shen', pinyin: 'dǎng shēn', zh: '党参', latin: 'Radix Codonopsis', doseG: [9, 30] }],
        forPattern: 'spleen-qi-deficiency',
      },
      {
        when: 'painful diarrhoea brought on by stress, pain relieved after the bowel movement (Tong Xie Yao Fang idea)',
        add: [
          { id: 'fang-feng', pinyin: 'fáng fēng', zh: '防风', latin: 'Radix Saposhnikoviae', doseG: [5, 10] },
          { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [3, 10] },
        ],
      },
    ],
    keyHerbs: ['chai-hu', 'bai-shao', 'dang-gui', 'bai-zhu', 'fu-ling'],
  },
  acupoints: [
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
      role: 'Source point of the Liver: spreads Liver Qi',
    },
    {
      code: 'LR13',
      pinyin: 'Zhāngmén',
      location: 'Lateral abdomen, just inferior to the free extremity of the 11th rib',
      role: 'Front Mu point of the Spleen: harmonises Liver and Spleen',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Spleen and Stomach Qi',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
      role: 'Strengthens the Spleen, nourishes Blood, regulates menstruation',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location:
        'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Calms the mind and harmonises the Stomach',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back Shu point of the Spleen: tonifies Spleen Qi',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Jujube dates', es: 'Dátiles chinos (azufaifas)' },
      description: {
        en: 'Sweet red dates in tea or porridge gently support digestion and calm the mind.',
        es: 'Los dátiles rojos en infusión o gachas apoyan suavemente la digestión y calman la mente.',
      },
    },
    {
      name: { en: 'Dried tangerine peel', es: 'Piel de mandarina seca' },
      description: {
        en: 'Used in tea or cooking to relieve bloating after meals.',
        es: 'Se usa en infusión o en la cocina para aliviar la hinchazón después de comer.',
      },
    },
    {
      name: { en: 'Mint tea', es: 'Infusión de menta' },
      description: {
        en: 'A mild mint infusion eases tension and a stuck feeling in the belly.',
        es: 'Una infusión suave de menta alivia la tensión y la sensación de bloqueo en el vientre.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Warm, cooked meals at regular times', es: 'Comidas calientes y cocinadas a horas regulares' },
      description: {
        en: 'Soups, stews, rice and steamed vegetables are easy for a tired digestion.',
        es: 'Sopas, guisos, arroz y verduras al vapor son fáciles para una digestión cansada.',
      },
    },
    {
      name: { en: 'Avoid cold, raw and very sweet foods', es: 'Evita alimentos fríos, crudos y muy dulces' },
      description: {
        en: 'Iced drinks, salads in excess and sweets weaken the Spleen.',
        es: 'Las bebidas heladas, el exceso de ensaladas y los dulces debilitan el Bazo.',
      },
    },
    {
      name: { en: 'Do not eat when upset', es: 'No comas cuando estés alterado' },
      description: {
        en: 'Take a few calm breaths before eating; stress at the table is what upsets this pattern most.',
        es: 'Respira con calma antes de comer; el estrés en la mesa es lo que más altera este patrón.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Gentle daily exercise', es: 'Ejercicio suave a diario' },
      description: {
        en: 'Walking, yoga or tai chi move Qi without exhausting you.',
        es: 'Caminar, yoga o taichí mueven el Qi sin agotarte.',
      },
    },
    {
      name: { en: 'Manage stress', es: 'Gestiona el estrés' },
      description: {
        en: 'Short breaks, breathing exercises and clear limits at work protect both mood and digestion.',
        es: 'Las pausas cortas, la respiración y los límites claros en el trabajo protegen el ánimo y la digestión.',
      },
    },
    {
      name: { en: 'Avoid overthinking and overwork', es: 'Evita pensar en exceso y el exceso de trabajo' },
      description: {
        en: 'Long hours of mental work weaken the Spleen in Chinese medicine; rest your mind as well as your body.',
        es: 'Muchas horas de trabajo mental debilitan el Bazo según la medicina china; descansa la mente además del cuerpo.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Dang Gui moves Blood: use only with professional supervision in pregnancy.',
    bleedingRisk: 'Dang Gui can potentiate warfarin and antiplatelet drugs; monitor INR.',
    longTerm:
      'Generally suited to longer courses, but Chai Hu is acrid and dispersing: with Yin deficiency (night sweats, red peeled tongue) it must be balanced or replaced.',
    other: ['Liquorice in long use may raise blood pressure and lower potassium.'],
  },
  prognosis: {
    expectation:
      'Usually improves over 4-8 weeks; digestive symptoms settle first, mood and menstrual symptoms over two or three cycles.',
    favourable: ['regular meals', 'reduced stress', 'regular exercise', 'recent onset'],
    obstacles: ['ongoing stress', 'irregular eating and cold, raw food', 'long-standing Spleen deficiency with dampness'],
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
