import type { PatternKnowledge } from '../types.ts';

/**
 * Liver Qi Stagnation (肝气郁结): the Liver fails to keep Qi flowing smoothly, mostly
 * from emotional strain. Signs and weights from Maciocia (Foundations, Tongue Diagnosis)
 * and Deng Tietao; formula Chai Hu Shu Gan San as in Bensky, Formulas & Strategies.
 */
export const liverQiStagnation: PatternKnowledge = {
  id: 'liver-qi-stagnation',
  names: { en: 'Liver Qi Stagnation', zh: '肝气郁结', pinyin: 'gān qì yù jié', es: 'Estancamiento del Qi de Hígado' },
  explanation: {
    en: 'In Chinese medicine the Liver keeps energy and emotions moving smoothly. Stress, frustration or held-back feelings can make this flow get stuck, which often shows as tension under the ribs, mood swings, sighing or premenstrual discomfort. It is a common pattern of modern life and usually responds well to movement, relaxation and regular routines.',
    es: 'En la medicina china el Hígado mantiene la energía y las emociones fluyendo con suavidad. El estrés, la frustración o las emociones contenidas pueden bloquear ese flujo, y suele notarse como tensión bajo las costillas, cambios de humor, suspiros o molestias premenstruales. Es un patrón frecuente en la vida moderna y suele mejorar con movimiento, relajación y rutinas regulares.',
  },
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Liver'],
  pathogenicFactors: ['Qi stagnation', 'Emotional strain'],
  signs: {
    tongue: [
      // Maciocia: in pure Qi stagnation the body colour often stays normal; red sides appear when it is long-standing.
      { sign: 'bodyColor:normal', weight: 1 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [{ sign: 'wiry', weight: 3 }],
    symptoms: [
      { sign: 'hypochondriac-pain', weight: 3 },
      { sign: 'depression', weight: 3 },
      { sign: 'irritability', weight: 2 },
      { sign: 'mood-swings', weight: 2 },
      { sign: 'sighing', weight: 2 },
      { sign: 'breast-distension', weight: 2 },
      { sign: 'worse-with-stress', weight: 2 },
      { sign: 'plum-pit-throat', weight: 2 },
      { sign: 'irregular-menstruation', weight: 2 },
      { sign: 'premenstrual-syndrome', weight: 2 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'dysmenorrhea', weight: 1 },
      { sign: 'belching', weight: 1 },
      { sign: 'chest-oppression', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:deep-red', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'slow', weight: 1 },
    ],
    symptoms: [
      { sign: 'spontaneous-sweating', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Soothe the Liver and regulate Qi', zh: '疏肝理气', pinyin: 'shū gān lǐ qì' },
  formula: {
    name: { en: 'Bupleurum Powder to Spread the Liver', pinyin: 'Chái Hú Shū Gān Sǎn', zh: '柴胡疏肝散' },
    source: 'Jing Yue Quan Shu (Zhang Jie-Bin, 1624)',
    herbs: [
      { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 10], role: 'chief' },
      { id: 'xiang-fu', pinyin: 'xiāng fù', zh: '香附', latin: 'Rhizoma Cyperi', doseG: [6, 10], role: 'deputy' },
      { id: 'chuan-xiong', pinyin: 'chuān xiōng', zh: '川芎', latin: 'Rhizoma Chuanxiong', doseG: [3, 10], role: 'deputy' },
      { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [3, 10], role: 'assistant' },
      { id: 'zhi-ke', pinyin: 'zhǐ ké', zh: '枳壳', latin: 'Fructus Aurantii', doseG: [3, 10], role: 'assistant' },
      { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [6, 15], role: 'assistant' },
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
        when: 'stagnation turning to heat: irritability, bitter taste, red sides of the tongue',
        add: [
          { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 12] },
          { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 10] },
        ],
      },
      {
        when: 'with Spleen deficiency: fatigue, poor appetite, loose stools',
        add: [
          { id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [6, 12] },
          { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15] },
        ],
        forPattern: 'liver-qi-stagnation-spleen-deficiency',
      },
      {
        when: 'fixed, stabbing pain or dark clots: stagnation reaching the Blood',
        add: [
          { id: 'yan-hu-suo', pinyin: 'yán hú suǒ', zh: '延胡索', latin: 'Rhizoma Corydalis', doseG: [3, 10] },
          { id: 'yu-jin', pinyin: 'yù jīn', zh: '郁金', latin: 'Radix Curcumae', doseG: [3, 10] },
        ],
        forPattern: 'qi-stagnation-blood-stasis',
      },
      {
        when: 'plum-stone throat: feeling of a lump in the throat with phlegm',
        add: [
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [3, 9] },
          { id: 'hou-po', pinyin: 'hòu pò', zh: '厚朴', latin: 'Cortex Magnoliae Officinalis', doseG: [3, 10] },
        ],
      },
    ],
    keyHerbs: ['chai-hu', 'xiang-fu', 'chuan-xiong', 'bai-shao'],
  },
  acupoints: [
    {
      code: 'LR3',
      pinyin: 'Tàichōng',
      location: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
      role: 'Source point of the Liver: spreads Liver Qi and calms the mind',
    },
    {
      code: 'LI4',
      pinyin: 'Hégǔ',
      location: 'Dorsum of the hand, radial to the midpoint of the 2nd metacarpal bone',
      role: 'With LR3 (the Four Gates) moves Qi throughout the body and relieves tension',
    },
    {
      code: 'GB34',
      pinyin: 'Yánglíngquán',
      location: 'Lateral leg, in the depression anterior and distal to the head of the fibula',
      role: 'Smooths Liver and Gallbladder Qi, relieves hypochondriac pain',
    },
    {
      code: 'LR14',
      pinyin: 'Qīmén',
      location: 'On the chest, in the 6th intercostal space, 4 cun lateral to the anterior midline',
      role: 'Front Mu point of the Liver: relieves hypochondriac and breast distension',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location:
        'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Opens the chest, calms the mind, eases chest oppression and nausea',
    },
    {
      code: 'TE6',
      pinyin: 'Zhīgōu',
      location: 'Posterior forearm, 3 cun proximal to the dorsal wrist crease, between radius and ulna',
      role: 'Moves Qi in the lateral costal region',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Rose bud tea', es: 'Infusión de capullos de rosa' },
      description: {
        en: 'Dried rose buds steeped in hot water are traditionally used to ease emotional tension and a tight feeling in the chest.',
        es: 'Los capullos de rosa secos en agua caliente se usan tradicionalmente para aliviar la tensión emocional y la opresión en el pecho.',
      },
    },
    {
      name: { en: 'Mint tea', es: 'Infusión de menta' },
      description: {
        en: 'A light mint infusion helps Qi move and feels refreshing when you are tense or irritable.',
        es: 'Una infusión suave de menta ayuda a mover el Qi y resulta refrescante cuando hay tensión o irritabilidad.',
      },
    },
    {
      name: { en: 'Dried tangerine peel', es: 'Piel de mandarina seca' },
      description: {
        en: 'Dried tangerine peel in tea or cooking helps digestion when stress causes bloating.',
        es: 'La piel de mandarina seca en infusión o en la cocina ayuda a la digestión cuando el estrés causa hinchazón.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Regular, relaxed meals', es: 'Comidas regulares y tranquilas' },
      description: {
        en: 'Eat at regular times and avoid eating when angry, rushed or working at your desk.',
        es: 'Come a horas regulares y evita comer enfadado, con prisas o trabajando.',
      },
    },
    {
      name: { en: 'Lightly pungent, fresh foods', es: 'Alimentos frescos y ligeramente picantes' },
      description: {
        en: 'Radish, spring onion, basil, citrus zest and leafy greens help keep Qi moving.',
        es: 'El rábano, la cebolleta, la albahaca, la ralladura de cítricos y las verduras de hoja ayudan a mover el Qi.',
      },
    },
    {
      name: { en: 'Less alcohol, coffee and greasy food', es: 'Menos alcohol, café y fritos' },
      description: {
        en: 'These burden the Liver and tend to turn tension into heat and irritability.',
        es: 'Sobrecargan el Hígado y tienden a convertir la tensión en calor e irritabilidad.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Move every day', es: 'Muévete cada día' },
      description: {
        en: 'Brisk walking, dancing, swimming or any exercise you enjoy is one of the best ways to free stuck Qi.',
        es: 'Caminar a buen paso, bailar, nadar o cualquier ejercicio que disfrutes es de las mejores formas de liberar el Qi estancado.',
      },
    },
    {
      name: { en: 'Express feelings', es: 'Expresa tus emociones' },
      description: {
        en: 'Talking, journaling or creative activities help release emotions that would otherwise be held in.',
        es: 'Hablar, escribir un diario o las actividades creativas ayudan a soltar emociones que de otro modo se contienen.',
      },
    },
    {
      name: { en: 'Slow breathing', es: 'Respiración lenta' },
      description: {
        en: 'A few minutes of slow abdominal breathing or stretching during the day relaxes the chest and ribs.',
        es: 'Unos minutos de respiración abdominal lenta o estiramientos durante el día relajan el pecho y las costillas.',
      },
    },
    {
      name: { en: 'Regular bedtime', es: 'Horario regular de sueño' },
      description: {
        en: 'Going to bed before eleven at night supports the Liver in Chinese medicine.',
        es: 'Acostarse antes de las once de la noche apoya al Hígado según la medicina china.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Chuan Xiong moves Blood and Zhi Ke, Xiang Fu move Qi downward: use only with caution and professional supervision in pregnancy.',
    bleedingRisk:
      'Chuan Xiong (and Yan Hu Suo, Yu Jin if added) have antiplatelet effects: caution with warfarin, antiplatelet drugs and before surgery.',
    longTerm:
      'Acrid, aromatic Qi-moving herbs (Chai Hu, Xiang Fu, Chen Pi, Zhi Ke) disperse Qi and dry Yin; not for prolonged use without tonics, and use with care in Yin or Blood deficiency.',
    other: ['Low mood that is persistent or severe, or any thought of self-harm, needs medical and psychological care first.'],
  },
  prognosis: {
    expectation: 'Usually improves within 2-6 weeks of regular treatment, but tends to recur with renewed emotional stress.',
    favourable: [
      'recent onset',
      'clear link to a stressful event that has resolved',
      'regular exercise',
      'good emotional support',
    ],
    obstacles: [
      'ongoing stress or conflict',
      'long-standing stagnation turning to heat or Blood stasis',
      'alcohol use',
      'underlying Blood or Yin deficiency',
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
