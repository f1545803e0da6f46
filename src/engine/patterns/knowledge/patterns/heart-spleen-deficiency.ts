import type { PatternKnowledge } from '../types.ts';

/**
 * Heart and Spleen Deficiency (心脾两虚): Spleen Qi too weak to make Blood, so the Heart
 * Blood cannot house the Mind. Written from Maciocia (Foundations, Practice), Deng Tietao,
 * Bensky (Formulas & Strategies: Gui Pi Tang) and Deadman.
 */
export const heartSpleenDeficiency: PatternKnowledge = {
  id: 'heart-spleen-deficiency',
  names: { en: 'Heart and Spleen Deficiency', zh: '心脾两虚', pinyin: 'xīn pí liǎng xū', es: 'Deficiencia de Corazón y Bazo' },
  explanation: {
    en: 'In Chinese medicine the digestion (the "Spleen") makes the energy and blood that calm the mind (the "Heart"). When both are worn out, people often feel tired, worry a lot, sleep lightly, forget things and have a weak appetite. It is common after long periods of overwork, overthinking or irregular eating.',
    es: 'En la medicina china, la digestión (el "Bazo") produce la energía y la sangre que calman la mente (el "Corazón"). Cuando ambos están agotados, la persona suele sentirse cansada, preocupada, duerme mal, olvida cosas y tiene poco apetito. Es frecuente tras largas temporadas de exceso de trabajo, de preocupación o de comidas irregulares.',
  },
  nature: 'deficiency',
  temperature: 'neutral',
  organs: ['Heart', 'Spleen'],
  pathogenicFactors: ['Qi deficiency', 'Blood deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'shape:thin', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'thin', weight: 3 },
      { sign: 'weak', weight: 3 },
    ],
    symptoms: [
      { sign: 'palpitations', weight: 3 },
      { sign: 'poor-memory', weight: 3 },
      { sign: 'insomnia', weight: 2 },
      { sign: 'dream-disturbed-sleep', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'loose-stools', weight: 2 },
      { sign: 'sallow-complexion', weight: 2 },
      { sign: 'anxiety', weight: 1 },
      { sign: 'overthinking', weight: 2 },
      { sign: 'pale-menstrual-blood', weight: 1 },
      { sign: 'dizziness', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'easy-bruising', weight: 1 },
      { sign: 'heavy-menstruation', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'sign:greasy-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'strong', weight: 2 },
      { sign: 'rapid', weight: 1 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Tonify Spleen Qi, nourish Heart Blood and calm the Mind',
    zh: '补益心脾，养血安神',
    pinyin: 'bǔ yì xīn pí, yǎng xuè ān shén',
  },
  formula: {
    name: { en: 'Restore the Spleen Decoction', pinyin: 'Guī Pí Tāng', zh: '归脾汤' },
    source: "Ji Sheng Fang (Yan Yong-He, 1253); dang gui and yuan zhi added in Xue Ji's annotated Fu Ren Liang Fang (1529)",
    herbs: [
      { id: 'huang-qi', pinyin: 'huáng qí', zh: '黄芪', latin: 'Radix Astragali', doseG: [9, 15], role: 'chief' },
      { id: 'long-yan-rou', pinyin: 'lóng yǎn ròu', zh: '龙眼肉', latin: 'Arillus Longan', doseG: [9, 15], role: 'chief' },
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'deputy' },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [9, 12],
        role: 'deputy',
      },
      { id: 'dang-gui', pinyin: 'dāng guī', zh: '当归', latin: 'Radix Angelicae Sinensis', doseG: [6, 9], role: 'deputy' },
      { id: 'fu-shen', pinyin: 'fú shén', zh: '茯神', latin: 'Poria cum Radice Pini', doseG: [9, 15], role: 'assistant' },
      {
        id: 'suan-zao-ren',
        pinyin: 'suān zǎo rén',
        zh: '酸枣仁',
        latin: 'Semen Ziziphi Spinosae',
        doseG: [9, 15],
        role: 'assistant',
      },
      { id: 'yuan-zhi', pinyin: 'yuǎn zhì', zh: '远志', latin: 'Radix Polygalae', doseG: [3, 6], role: 'assistant' },
      { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6], role: 'assistant' },
      {
        id: 'zhi-gan-cao',
        pinyin: 'zhì gān cǎo',
        zh: '炙甘草',
        latin: 'Radix et Rhizoma Glycyrrhizae Praeparata cum Melle',
        doseG: [3, 6],
        role: 'envoy',
      },
      { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [3, 6], role: 'envoy' },
      { id: 'da-zao', pinyin: 'dà zǎo', zh: '大枣', latin: 'Fructus Jujubae', doseG: [6, 15], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with heavy or prolonged menstrual bleeding (Spleen not holding Blood)',
        add: [
          { id: 'e-jiao', pinyin: 'ē jiāo', zh: '阿胶', latin: 'Colla Corii Asini', doseG: [3, 9] },
          { id: 'ai-ye', pinyin: 'ài yè', zh: '艾叶', latin: 'Folium Artemisiae Argyi', doseG: [3, 9] },
          { id: 'pao-jiang', pinyin: 'páo jiāng', zh: '炮姜', latin: 'Rhizoma Zingiberis Praeparatum', doseG: [3, 6] },
        ],
      },
      {
        when: 'with marked insomnia and anxiety',
        add: [
          { id: 'ye-jiao-teng', pinyin: 'yè jiāo téng', zh: '夜交藤', latin: 'Caulis Polygoni Multiflori', doseG: [15, 30] },
          { id: 'he-huan-pi', pinyin: 'hé huān pí', zh: '合欢皮', latin: 'Cortex Albiziae', doseG: [6, 12] },
          { id: 'long-gu', pinyin: 'lóng gǔ', zh: '龙骨', latin: 'Fossilia Ossis Mastodi', doseG: [15, 30] },
        ],
      },
      {
        when: 'with prominent Heart Blood deficiency (pale lips, dizziness, blurred vision)',
        add: [
          { id: 'shu-di-huang', pinyin: 'shú dì huáng', zh: '熟地黄', latin: 'Radix Rehmanniae Praeparata', doseG: [9, 15] },
          { id: 'bai-shao', pinyin: 'bái sháo', zh: '白芍', latin: 'Radix Paeoniae Alba', doseG: [9, 12] },
        ],
        forPattern: 'heart-blood-deficiency',
      },
      {
        when: 'with Liver Qi stagnation from worry (sighing, hypochondriac distension)',
        add: [
          { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 9] },
          { id: 'xiang-fu', pinyin: 'xiāng fù', zh: '香附', latin: 'Rhizoma Cyperi', doseG: [6, 9] },
        ],
        forPattern: 'liver-qi-stagnation',
      },
    ],
    keyHerbs: ['huang-qi', 'long-yan-rou', 'ren-shen', 'dang-gui', 'suan-zao-ren'],
  },
  acupoints: [
    {
      code: 'HT7',
      pinyin: 'Shénmén',
      location: 'Wrist crease, radial side of the flexor carpi ulnaris tendon',
      role: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location: '2 cun above the wrist crease between the palmaris longus and flexor carpi radialis tendons',
      role: 'Calms the Mind and eases palpitations',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Stomach and Spleen Qi so that Blood can be made',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Strengthens the Spleen, nourishes Blood and promotes sleep',
    },
    {
      code: 'BL15',
      pinyin: 'Xīnshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T5',
      role: 'Back-shu point of the Heart: tonifies the Heart',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: '1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back-shu point of the Spleen: tonifies Spleen Qi',
    },
    { code: 'CV6', pinyin: 'Qìhǎi', location: 'On the midline, 1.5 cun below the umbilicus', role: 'Tonifies Qi in general' },
  ],
  consumerHerbs: [
    {
      name: { en: 'Longan fruit', es: 'Fruto de longan' },
      description: {
        en: 'Dried longan, eaten as a snack or simmered in a warm drink, is a traditional food to nourish the blood and help restful sleep.',
        es: 'El longan seco, como tentempié o cocido en una bebida caliente, es un alimento tradicional para nutrir la sangre y favorecer un sueño tranquilo.',
      },
    },
    {
      name: { en: 'Jujube (red date) tea', es: 'Infusión de dátiles rojos (azufaifo)' },
      description: {
        en: 'A mild, sweet tea of simmered red dates, traditionally used to support digestion and calm the mind.',
        es: 'Una infusión suave y dulce de dátiles rojos cocidos, usada tradicionalmente para apoyar la digestión y calmar la mente.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Regular warm, cooked meals', es: 'Comidas calientes, cocinadas y regulares' },
      description: {
        en: 'Eat at regular times and favour soups, stews, porridge and steamed vegetables, which are easy to digest.',
        es: 'Coma a horas regulares y prefiera sopas, guisos, gachas y verduras al vapor, que se digieren con facilidad.',
      },
    },
    {
      name: { en: 'Blood-nourishing foods', es: 'Alimentos que nutren la sangre' },
      description: {
        en: 'Include eggs, lean meat or fish, dark leafy greens, beetroot, dates and lentils.',
        es: 'Incluya huevos, carne magra o pescado, verduras de hoja oscura, remolacha, dátiles y lentejas.',
      },
    },
    {
      name: { en: 'Gentle grains and root vegetables', es: 'Cereales suaves y tubérculos' },
      description: {
        en: 'Rice, oats, millet, sweet potato, pumpkin and carrots support the digestion.',
        es: 'El arroz, la avena, el mijo, el boniato, la calabaza y la zanahoria apoyan la digestión.',
      },
    },
    {
      name: { en: 'Limit cold and raw food', es: 'Limite los alimentos fríos y crudos' },
      description: {
        en: 'Iced drinks, large salads and very sweet or greasy food burden a tired digestion.',
        es: 'Las bebidas heladas, las ensaladas abundantes y los alimentos muy dulces o grasos sobrecargan una digestión cansada.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Protect your sleep', es: 'Cuide su sueño' },
      description: {
        en: 'Go to bed at a regular time and avoid screens and work in the last hour before sleep.',
        es: 'Acuéstese a una hora regular y evite pantallas y trabajo en la última hora antes de dormir.',
      },
    },
    {
      name: { en: 'Balance mental work with rest', es: 'Equilibre el trabajo mental con descanso' },
      description: {
        en: 'Take short breaks from studying or screen work, and do not work while eating.',
        es: 'Haga pausas breves al estudiar o trabajar con pantallas, y no trabaje mientras come.',
      },
    },
    {
      name: { en: 'Gentle movement', es: 'Movimiento suave' },
      description: {
        en: 'Walking, tai chi or qigong build energy without exhausting it.',
        es: 'Caminar, el taichí o el qigong aumentan la energía sin agotarla.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Generally considered usable in pregnancy under practitioner supervision, but dang gui moves Blood and mu xiang moves Qi: use with care, especially in the first trimester or with a history of miscarriage.',
    bleedingRisk:
      'Dang gui (and ren shen) may potentiate warfarin and other anticoagulants/antiplatelets; monitor INR or avoid. If heavy bleeding is the complaint, rule out structural or haematological causes first.',
    longTerm:
      'Usually taken for weeks to months; zhi gan cao in long courses can raise blood pressure and lower potassium. Ren shen is stimulating: reduce or replace with dang shen if it causes insomnia or hypertension.',
    other: [
      'Not suitable when there is Heat from Yin deficiency (red tongue without coating) or Damp-Heat: the formula is warm and sweet.',
      'Ren shen may interact with hypoglycaemics, MAO inhibitors and stimulants.',
    ],
  },
  prognosis: {
    expectation:
      'Chronic deficiency: sleep and energy usually improve within 4-8 weeks; full recovery of Blood takes 3-6 months of treatment and regular habits.',
    favourable: ['regular meals and sleep', 'reduced overwork and worry', 'good appetite returning early in treatment'],
    obstacles: ['continued overwork or chronic worry', 'irregular eating or dieting', 'ongoing heavy menstrual blood loss'],
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
