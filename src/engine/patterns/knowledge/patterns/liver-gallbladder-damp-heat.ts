import type { PatternKnowledge } from '../types.ts';
import { LONG_DAN_XIE_GAN_TANG } from '../formulas/long-dan-xie-gan-tang.ts';

/**
 * Liver and Gallbladder Damp-Heat (肝胆湿热): Dampness and Heat lodge in the Liver and
 * Gallbladder channels, in the hypochondrium and, descending, the genitals. Signs from
 * Maciocia (Foundations, Tongue Diagnosis: red sides with a sticky yellow coating) and
 * Deng Tietao; formula Long Dan Xie Gan Tang as in Bensky, Formulas & Strategies.
 */
export const liverGallbladderDampHeat: PatternKnowledge = {
  id: 'liver-gallbladder-damp-heat',
  names: {
    en: 'Liver and Gallbladder Damp-Heat',
    zh: '肝胆湿热',
    pinyin: 'gān dǎn shī rè',
    es: 'Humedad-Calor en Hígado y Vesícula Biliar',
  },
  explanation: {
    en: 'Here a combination of heat and heavy, sticky dampness settles around the liver and gallbladder. It can show as fullness or pain under the right ribs, a bitter taste, nausea, dark urine, and sometimes yellowish skin or itchy, yellow discharge. A light, plain diet without alcohol or greasy food helps, and yellow skin or eyes always need a medical check.',
    es: 'Aquí una mezcla de calor y humedad pesada y pegajosa se asienta alrededor del hígado y la vesícula biliar. Puede notarse como plenitud o dolor bajo las costillas derechas, sabor amargo, náuseas, orina oscura y a veces piel amarillenta o flujo amarillo con picor. Ayuda una dieta ligera y sencilla sin alcohol ni grasas, y la piel u ojos amarillos siempre requieren revisión médica.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Liver', 'Gallbladder'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'sign:red-sides', weight: 2 },
      { sign: 'sign:thick-root-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'wiry', weight: 2 },
      { sign: 'rapid', weight: 2 },
    ],
    symptoms: [
      { sign: 'hypochondriac-pain', weight: 3 },
      { sign: 'bitter-taste', weight: 3 },
      { sign: 'jaundice', weight: 2 },
      { sign: 'nausea', weight: 2 },
      { sign: 'scanty-dark-urine', weight: 2 },
      { sign: 'leukorrhea-yellow', weight: 2 },
      { sign: 'itching-genital', weight: 2 },
      { sign: 'vomiting', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'burning-urination', weight: 1 },
      { sign: 'sticky-stools', weight: 1 },
      { sign: 'alternating-chills-fever', weight: 1 },
      { sign: 'heaviness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 2 },
      { sign: 'coating:none', weight: 2 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'slow', weight: 1 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat and resolve Dampness from the Liver and Gallbladder',
    zh: '清利肝胆湿热',
    pinyin: 'qīng lì gān dǎn shī rè',
  },
  formula: {
    ...LONG_DAN_XIE_GAN_TANG,
    modifications: [
      {
        when: 'jaundice with bright yellow skin and eyes (with Yin Chen Hao Tang)',
        add: [
          { id: 'yin-chen', pinyin: 'yīn chén', zh: '茵陈', latin: 'Herba Artemisiae Scopariae', doseG: [6, 15] },
          { id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 15] },
        ],
      },
      {
        when: 'gallstones or marked right hypochondriac pain',
        add: [
          { id: 'jin-qian-cao', pinyin: 'jīn qián cǎo', zh: '金钱草', latin: 'Herba Lysimachiae', doseG: [15, 60] },
          { id: 'yu-jin', pinyin: 'yù jīn', zh: '郁金', latin: 'Radix Curcumae', doseG: [3, 10] },
        ],
      },
      {
        when: 'Dampness predominant over Heat (thick greasy coating, heaviness, little thirst): drop the cloying Yin tonic',
        remove: ['sheng-di-huang'],
      },
      {
        when: 'genital itching, yellow foul discharge or burning urination',
        add: [
          { id: 'huang-bai', pinyin: 'huáng bǎi', zh: '黄柏', latin: 'Cortex Phellodendri Chinensis', doseG: [3, 12] },
          { id: 'ku-shen', pinyin: 'kǔ shēn', zh: '苦参', latin: 'Radix Sophorae Flavescentis', doseG: [4.5, 9] },
        ],
        forPattern: 'damp-heat-lower-burner',
      },
    ],
    keyHerbs: ['long-dan-cao', 'huang-qin', 'zhi-zi', 'che-qian-zi', 'ze-xie'],
  },
  acupoints: [
    {
      code: 'GB34',
      pinyin: 'Yánglíngquán',
      location: 'Lateral leg, in the depression anterior and distal to the head of the fibula',
      role: 'Resolves Damp-Heat from the Liver and Gallbladder',
    },
    {
      code: 'GB24',
      pinyin: 'Rìyuè',
      location: 'On the chest, in the 7th intercostal space, 4 cun lateral to the anterior midline',
      role: 'Front Mu point of the Gallbladder: relieves hypochondriac pain, resolves Damp-Heat',
    },
    {
      code: 'LR14',
      pinyin: 'Qīmén',
      location: 'On the chest, in the 6th intercostal space, 4 cun lateral to the anterior midline',
      role: 'Front Mu point of the Liver: spreads Liver Qi, relieves fullness',
    },
    {
      code: 'SP9',
      pinyin: 'Yīnlíngquán',
      location:
        'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
      role: 'Resolves Dampness from the Lower Burner',
    },
    {
      code: 'LR5',
      pinyin: 'Lígōu',
      location:
        'Medial leg, 5 cun above the prominence of the medial malleolus, at the centre of the medial surface of the tibia',
      role: 'Connecting point of the Liver: clears Damp-Heat from the genitals',
    },
    {
      code: 'BL19',
      pinyin: 'Dǎnshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T10',
      role: 'Back Shu point of the Gallbladder: resolves Damp-Heat',
    },
    {
      code: 'LR2',
      pinyin: 'Xíngjiān',
      location: 'Dorsum of the foot, between the 1st and 2nd toes, proximal to the web margin',
      role: 'Drains Liver Fire and Heat',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Corn silk tea', es: 'Infusión de barbas de maíz' },
      description: {
        en: 'A mild tea made from corn silk, traditionally used to help clear dampness through the urine.',
        es: 'Una infusión suave de barbas de maíz, usada tradicionalmente para eliminar la humedad por la orina.',
      },
    },
    {
      name: { en: 'Dandelion tea', es: 'Infusión de diente de león' },
      description: {
        en: 'A bitter herbal tea used to clear heat and support the liver and gallbladder.',
        es: 'Una infusión amarga usada para eliminar el calor y apoyar al hígado y la vesícula biliar.',
      },
    },
    {
      name: { en: 'Barley water', es: 'Agua de cebada' },
      description: {
        en: "Water in which barley or Job's tears has simmered, a light drink that drains dampness.",
        es: 'Agua en la que se ha cocido cebada o lágrimas de Job, una bebida ligera que drena la humedad.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'No alcohol, greasy or fried food', es: 'Sin alcohol, grasas ni fritos' },
      description: {
        en: 'These are the main dietary sources of Damp-Heat and burden the liver and gallbladder.',
        es: 'Son las principales fuentes dietéticas de Humedad-Calor y sobrecargan el hígado y la vesícula.',
      },
    },
    {
      name: { en: 'Light, plain, mostly plant-based meals', es: 'Comidas ligeras, sencillas y sobre todo vegetales' },
      description: {
        en: 'Steamed vegetables, rice, mung beans, aduki beans, cucumber and bitter greens.',
        es: 'Verduras al vapor, arroz, judías mungo, azukis, pepino y verduras amargas.',
      },
    },
    {
      name: { en: 'Less sugar and dairy', es: 'Menos azúcar y lácteos' },
      description: {
        en: 'Sweet and rich dairy foods add to dampness.',
        es: 'Los dulces y los lácteos grasos aumentan la humedad.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Get yellow skin or eyes checked', es: 'Revisa la piel o los ojos amarillos' },
      description: {
        en: 'Yellowing, dark urine with pale stools, or fever with right-sided pain need a doctor promptly.',
        es: 'El color amarillo, la orina oscura con heces pálidas o la fiebre con dolor en el lado derecho requieren ver al médico pronto.',
      },
    },
    {
      name: { en: 'Keep moving', es: 'Mantente activo' },
      description: {
        en: 'Regular exercise and sweating help clear dampness.',
        es: 'El ejercicio regular y sudar ayudan a eliminar la humedad.',
      },
    },
    {
      name: { en: 'Breathable clothing', es: 'Ropa transpirable' },
      description: {
        en: 'With genital itching or discharge, wear cotton underwear and avoid tight clothing and scented products.',
        es: 'Con picor o flujo genital, usa ropa interior de algodón y evita la ropa ajustada y los productos perfumados.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Use with great caution in pregnancy: bitter-cold draining formula with diuretics (Chuan Mu Tong, Che Qian Zi) and Dang Gui; Da Huang, if added, is contraindicated.',
    bleedingRisk: 'Dang Gui and Yu Jin have antiplatelet activity: caution with warfarin and antiplatelet drugs.',
    longTerm:
      'Bitter-cold formula that injures Spleen and Stomach Qi: stop once Damp-Heat clears. Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    other: [
      'Jaundice, severe right upper abdominal pain, or fever with rigors need medical assessment (gallstones, hepatitis, cholangitis).',
      'Not for Spleen deficiency with loose stools.',
    ],
  },
  prognosis: {
    expectation:
      'Acute presentations often improve within 1-4 weeks; chronic cases relapse easily with diet and need a longer, gentler follow-up.',
    favourable: ['acute onset', 'stopping alcohol and greasy food', 'no underlying Spleen deficiency'],
    obstacles: ['continued alcohol', 'obesity', 'gallstones', 'chronic viral hepatitis', 'Spleen deficiency producing Dampness'],
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
