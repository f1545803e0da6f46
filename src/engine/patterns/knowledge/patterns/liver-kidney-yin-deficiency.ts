import type { PatternKnowledge } from '../types.ts';

/**
 * Liver and Kidney Yin Deficiency (肝肾阴虚): Liver and Kidney share one source (Blood and Essence),
 * so their Yin is depleted together, failing to nourish the eyes, head, sinews and lower back.
 * Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao, Bensky (Formulas &
 * Strategies: Qi Ju Di Huang Wan, Yi Guan Jian) and Deadman.
 */
export const liverKidneyYinDeficiency: PatternKnowledge = {
  id: 'liver-kidney-yin-deficiency',
  names: {
    en: 'Liver and Kidney Yin Deficiency',
    zh: '肝肾阴虚',
    pinyin: 'gān shèn yīn xū',
    es: 'Deficiencia de Yin de Hígado y Riñón',
  },
  explanation: {
    en: 'In Chinese medicine the "Liver" and "Kidney" share the body\'s deep nourishing reserves. When these run low, the eyes become dry and tired, vision blurs, and people may have dizziness, ringing ears, a sore lower back and knees, and night sweats. It is common with age, long-term overwork, heavy screen use and around the menopause.',
    es: 'En la medicina china el "Hígado" y el "Riñón" comparten las reservas nutritivas profundas del cuerpo. Cuando se agotan, los ojos se secan y se cansan, la vista se nubla y puede haber mareo, zumbido de oídos, dolor lumbar y de rodillas y sudores nocturnos. Es frecuente con la edad, tras largos periodos de exceso de trabajo, mucho uso de pantallas y alrededor de la menopausia.',
  },
  nature: 'deficiency',
  temperature: 'heat',
  organs: ['Liver', 'Kidney'],
  pathogenicFactors: ['Yin deficiency', 'Empty Heat'],
  signs: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'moisture:dry', weight: 1 },
      { sign: 'texture:cracked', weight: 1 },
      { sign: 'shape:thin', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'rapid', weight: 2 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'dry-eyes', weight: 3 },
      { sign: 'blurred-vision', weight: 3 },
      { sign: 'dizziness', weight: 2 },
      { sign: 'tinnitus', weight: 2 },
      { sign: 'low-back-pain', weight: 2 },
      { sign: 'weak-knees', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'five-palm-heat', weight: 1 },
      { sign: 'dry-mouth', weight: 1 },
      { sign: 'numbness', weight: 1 },
      { sign: 'scanty-menstruation', weight: 1 },
      { sign: 'headache', weight: 1 },
      { sign: 'insomnia', weight: 1 },
      { sign: 'irritability', weight: 1 },
      { sign: 'hypochondriac-pain', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'moisture:wet', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
      { sign: 'coating:thick-white', weight: 1 },
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
    en: 'Nourish Liver and Kidney Yin, brighten the eyes',
    zh: '滋补肝肾，养阴明目',
    pinyin: 'zī bǔ gān shèn, yǎng yīn míng mù',
  },
  formula: {
    name: { en: 'Lycium Fruit, Chrysanthemum and Rehmannia Pill', pinyin: 'Qǐ Jú Dì Huáng Wán', zh: '杞菊地黄丸' },
    source: 'Yi Ji (Dong Xi-Yuan, 1777); Liu Wei Di Huang Wan with gou qi zi and ju hua',
    herbs: [
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [15, 24],
        role: 'chief',
      },
      { id: 'gou-qi-zi', pinyin: 'gǒu qǐ zǐ', zh: '枸杞子', latin: 'Fructus Lycii', doseG: [9, 12], role: 'deputy' },
      { id: 'ju-hua', pinyin: 'jú huā', zh: '菊花', latin: 'Flos Chrysanthemi', doseG: [6, 9], role: 'deputy' },
      { id: 'shan-zhu-yu', pinyin: 'shān zhū yú', zh: '山茱萸', latin: 'Fructus Corni', doseG: [9, 12], role: 'deputy' },
      { id: 'shan-yao', pinyin: 'shān yào', zh: '山药', latin: 'Rhizoma Dioscoreae', doseG: [9, 12], role: 'deputy' },
      { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 9], role: 'assistant' },
      { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 9], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with dull hypochondriac pain, dry throat and acid regurgitation (Yin deficiency with Liver Qi constraint): towards Linking Decoction (Yi Guan Jian)',
        add: [
          { id: 'bei-sha-shen', pinyin: 'běi shā shēn', zh: '北沙参', latin: 'Radix Glehniae', doseG: [9, 12] },
          { id: 'mai-men-dong', pinyin: 'mài mén dōng', zh: '麦冬', latin: 'Radix Ophiopogonis', doseG: [9, 12] },
          { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 9] },
          { id: 'chuan-lian-zi', pinyin: 'chuān liàn zǐ', zh: '川楝子', latin: 'Fructus Toosendan', doseG: [4.5, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
      },
      {
        when: 'with headache, dizziness and irritability from ascending Liver Yang',
        add: [
          { id: 'tian-ma', pinyin: 'tiān má', zh: '天麻', latin: 'Rhizoma Gastrodiae', doseG: [6, 9] },
          { id: 'gou-teng', pinyin: 'gōu téng', zh: '钩藤', latin: 'Ramulus Uncariae cum Uncis', doseG: [9, 12] },
          { id: 'shi-jue-ming', pinyin: 'shí jué míng', zh: '石决明', latin: 'Concha Haliotidis', doseG: [15, 30] },
        ],
        forPattern: 'liver-yang-rising',
      },
      {
        when: 'with scanty periods, numbness and pale nails (Liver Blood also deficient)',
        add: [
          { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 9] },
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [9, 12] },
        ],
        forPattern: 'liver-blood-deficiency',
      },
      {
        when: 'with marked night sweats and hot flushes (Empty Heat)',
        add: [
          { id: 'zhi-mu', pinyin: 'zhī mǔ', zh: '知母', latin: 'Rhizoma Anemarrhenae', doseG: [6, 9] },
          { id: 'huang-bai', pinyin: 'huáng bǎi', zh: '黄柏', latin: 'Cortex Phellodendri Chinensis', doseG: [6, 9] },
        ],
      },
    ],
    keyHerbs: ['shu-di-huang', 'gou-qi-zi', 'ju-hua', 'shan-zhu-yu'],
  },
  acupoints: [
    {
      code: 'LR8',
      pinyin: 'Qūquán',
      location:
        'At the medial end of the popliteal crease, in the depression anterior to the semitendinosus and semimembranosus tendons',
      role: 'Nourishes Liver Blood and Yin',
    },
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
      role: 'Nourishes Yin and benefits the eyes',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Nourishes Liver and Kidney Yin',
    },
    { code: 'CV4', pinyin: 'Guānyuán', location: 'On the midline, 3 cun below the umbilicus', role: 'Nourishes Yin and Essence' },
    {
      code: 'BL18',
      pinyin: 'Gānshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T9',
      role: 'Back-shu point of the Liver: nourishes the Liver and benefits the eyes',
    },
    {
      code: 'BL23',
      pinyin: 'Shènshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L2',
      role: 'Back-shu point of the Kidney: tonifies the Kidney',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Goji berry and chrysanthemum tea', es: 'Infusión de bayas de goji y crisantemo' },
      description: {
        en: 'A classic tea for tired, dry eyes: a few goji berries and chrysanthemum flowers steeped in hot water.',
        es: 'Una infusión clásica para los ojos cansados y secos: unas bayas de goji y flores de crisantemo en agua caliente.',
      },
    },
    {
      name: { en: 'Black sesame and mulberries', es: 'Sésamo negro y moras' },
      description: {
        en: 'Black sesame and dried mulberries are traditional foods to nourish the liver and kidneys.',
        es: 'El sésamo negro y las moras secas son alimentos tradicionales que nutren el hígado y los riñones.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Nourishing, moist foods', es: 'Alimentos nutritivos e hidratantes' },
      description: {
        en: 'Eggs, fish, tofu, black beans, dark leafy greens, beetroot and pears.',
        es: 'Huevos, pescado, tofu, judías negras, verduras de hoja oscura, remolacha y peras.',
      },
    },
    {
      name: { en: 'Gently cooked meals', es: 'Comidas cocinadas a fuego suave' },
      description: {
        en: 'Steaming, stewing and soups rather than frying or grilling.',
        es: 'Al vapor, guisados y sopas mejor que fritos o a la parrilla.',
      },
    },
    {
      name: { en: 'Limit alcohol, coffee and spicy food', es: 'Limite el alcohol, el café y el picante' },
      description: { en: 'They heat and dry, and strain the liver.', es: 'Calientan, resecan y sobrecargan el hígado.' },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest your eyes', es: 'Descanse la vista' },
      description: {
        en: 'Take screen breaks every 20-30 minutes and look into the distance.',
        es: 'Haga pausas de pantalla cada 20-30 minutos y mire a lo lejos.',
      },
    },
    {
      name: { en: 'Sleep before 11 pm', es: 'Duerma antes de las once' },
      description: {
        en: 'Chinese medicine considers late-evening sleep the time the liver restores blood.',
        es: 'La medicina china considera que el sueño de la última hora de la tarde-noche es cuando el hígado repone la sangre.',
      },
    },
    {
      name: { en: 'Gentle exercise', es: 'Ejercicio suave' },
      description: {
        en: 'Tai chi, yoga or walking; avoid exhausting workouts and heavy sweating.',
        es: 'Taichí, yoga o caminar; evite los entrenamientos agotadores y sudar en exceso.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Mu dan pi (and dang gui, if added) move Blood: use with caution in pregnancy.',
    bleedingRisk: 'Mu dan pi and, if added, dang gui may potentiate anticoagulants such as warfarin.',
    longTerm:
      'Cloying Yin tonics may impair digestion over long courses. Chuan lian zi, if added, is mildly toxic to the liver: short courses only, not in liver disease.',
    other: [
      'Not for Spleen deficiency with loose stools or Damp without adjustment.',
      'Sudden visual loss, or dizziness with slurred speech or weakness, needs emergency care.',
    ],
  },
  prognosis: {
    expectation: 'Chronic: eye and heat symptoms usually ease within 1-2 months; deeper change takes 3-6 months.',
    favourable: ['adequate sleep', 'reduced screen time', 'early treatment'],
    obstacles: ['age', 'continuing overwork or late nights', 'alcohol use'],
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
