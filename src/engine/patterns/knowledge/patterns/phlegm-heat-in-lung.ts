import type { PatternKnowledge } from '../types.ts';

/**
 * Phlegm-Heat Obstructing the Lung (痰热壅肺): Heat condenses fluids into thick yellow Phlegm
 * that blocks the descending of Lung Qi. An excess pattern, acute or as an acute flare of a chronic
 * condition. Written from Maciocia (Foundations, Practice, Tongue Diagnosis), Deng Tietao,
 * Bensky (Formulas & Strategies: Qing Qi Hua Tan Wan) and Deadman.
 */
export const phlegmHeatInLung: PatternKnowledge = {
  id: 'phlegm-heat-in-lung',
  names: {
    en: 'Phlegm-Heat Obstructing the Lung',
    zh: '痰热壅肺',
    pinyin: 'tán rè yōng fèi',
    es: 'Flema-Calor que obstruye el Pulmón',
  },
  explanation: {
    en: 'In Chinese medicine this describes heat in the chest that thickens mucus, so the "Lung" cannot breathe freely. Typical signs are a loud cough with thick yellow or green phlegm, a tight chest and sometimes wheezing or fever. It often follows a cold that has settled in the chest; high fever or trouble breathing needs a doctor promptly.',
    es: 'En la medicina china describe un calor en el pecho que espesa la mucosidad, de modo que el "Pulmón" no puede respirar con libertad. Son típicos una tos fuerte con flema espesa amarilla o verde, opresión en el pecho y a veces pitos o fiebre. Suele seguir a un resfriado que se ha asentado en el pecho; la fiebre alta o la dificultad para respirar requieren un médico sin demora.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Lung'],
  pathogenicFactors: ['Phlegm', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
      { sign: 'size:enlarged', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'full', weight: 1 },
    ],
    symptoms: [
      { sign: 'yellow-sputum', weight: 3 },
      { sign: 'cough', weight: 2 },
      { sign: 'productive-cough', weight: 2 },
      { sign: 'chest-oppression', weight: 2 },
      { sign: 'shortness-of-breath', weight: 2 },
      { sign: 'wheezing', weight: 2 },
      { sign: 'fever', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'chest-pain', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'scanty-dark-urine', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'white-sputum', weight: 2 },
      { sign: 'dry-cough', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, transform Phlegm and restore the descending of Lung Qi',
    zh: '清热化痰，肃肺止咳',
    pinyin: 'qīng rè huà tán, sù fèi zhǐ ké',
  },
  formula: {
    name: { en: 'Clear the Qi and Transform Phlegm Pill', pinyin: 'Qīng Qì Huà Tán Wán', zh: '清气化痰丸' },
    source: 'Yi Fang Kao (Wu Kun, 1584); given here as a decoction',
    herbs: [
      { id: 'dan-nan-xing', pinyin: 'dǎn nán xīng', zh: '胆南星', latin: 'Arisaema cum Bile', doseG: [3, 6], role: 'chief' },
      { id: 'gua-lou-ren', pinyin: 'guā lóu rén', zh: '瓜蒌仁', latin: 'Semen Trichosanthis', doseG: [9, 15], role: 'deputy' },
      { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [6, 9], role: 'deputy' },
      { id: 'zhi-shi', pinyin: 'zhǐ shí', zh: '枳实', latin: 'Fructus Aurantii Immaturus', doseG: [6, 9], role: 'assistant' },
      { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [6, 9], role: 'assistant' },
      { id: 'xing-ren', pinyin: 'xìng rén', zh: '杏仁', latin: 'Semen Armeniacae Amarum', doseG: [6, 9], role: 'assistant' },
      {
        id: 'ban-xia',
        pinyin: 'bàn xià',
        zh: '法半夏',
        latin: 'Rhizoma Pinelliae Praeparatum',
        doseG: [6, 9],
        role: 'assistant',
      },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with high fever, strong thirst and sweating (intense Lung Heat)',
        add: [
          { id: 'shi-gao', pinyin: 'shí gāo', zh: '石膏', latin: 'Gypsum Fibrosum', doseG: [15, 30] },
          { id: 'zhi-mu', pinyin: 'zhī mǔ', zh: '知母', latin: 'Rhizoma Anemarrhenae', doseG: [6, 12] },
        ],
      },
      {
        when: 'with foul-smelling, purulent sputum',
        add: [
          { id: 'yu-xing-cao', pinyin: 'yú xīng cǎo', zh: '鱼腥草', latin: 'Herba Houttuyniae', doseG: [15, 30] },
          { id: 'lu-gen', pinyin: 'lú gēn', zh: '芦根', latin: 'Rhizoma Phragmitis', doseG: [15, 30] },
        ],
      },
      {
        when: 'with wheezing and breathlessness',
        add: [
          { id: 'sang-bai-pi', pinyin: 'sāng bái pí', zh: '桑白皮', latin: 'Cortex Mori', doseG: [9, 12] },
          { id: 'ting-li-zi', pinyin: 'tíng lì zǐ', zh: '葶苈子', latin: 'Semen Lepidii', doseG: [3, 9] },
        ],
      },
      {
        when: 'with constipation (Heat binding the Large Intestine, the paired organ of the Lung)',
        add: [{ id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 9] }],
      },
    ],
    keyHerbs: ['dan-nan-xing', 'gua-lou-ren', 'huang-qin', 'ban-xia'],
  },
  acupoints: [
    {
      code: 'LU5',
      pinyin: 'Chǐzé',
      location: 'On the cubital crease, in the depression radial to the biceps tendon',
      role: 'Clears Lung Heat and resolves Phlegm',
    },
    {
      code: 'LU7',
      pinyin: 'Lièquē',
      location:
        '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
      role: 'Restores the descending of Lung Qi and stops cough',
    },
    {
      code: 'LU1',
      pinyin: 'Zhōngfǔ',
      location: '6 cun lateral to the midline, at the level of the first intercostal space',
      role: 'Front-mu point of the Lung: clears fullness from the chest',
    },
    {
      code: 'ST40',
      pinyin: 'Fēnglóng',
      location: '8 cun above the lateral malleolus, two finger-breadths lateral to the anterior crest of the tibia',
      role: 'Main point to resolve Phlegm',
    },
    {
      code: 'LI11',
      pinyin: 'Qūchí',
      location: 'At the lateral end of the cubital crease, midway between LU5 and the lateral epicondyle',
      role: 'Clears Heat',
    },
    {
      code: 'BL13',
      pinyin: 'Fèishū',
      location: '1.5 cun lateral to the lower border of the spinous process of T3',
      role: 'Back-shu point of the Lung: clears Lung Heat',
    },
    {
      code: 'CV17',
      pinyin: 'Dànzhōng',
      location: 'On the midline at the level of the fourth intercostal space',
      role: 'Opens the chest and eases breathing',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Pear and daikon drink', es: 'Bebida de pera y rábano blanco' },
      description: {
        en: 'Pear and white radish simmered in water are a traditional home drink to cool the chest and loosen phlegm.',
        es: 'La pera y el rábano blanco cocidos en agua son una bebida casera tradicional para refrescar el pecho y soltar la flema.',
      },
    },
    {
      name: { en: 'Loquat leaf or loquat syrup', es: 'Hoja o jarabe de níspero' },
      description: {
        en: 'Loquat preparations are widely used in Chinese homes to soothe a cough with sticky phlegm.',
        es: 'Los preparados de níspero se usan mucho en los hogares chinos para aliviar la tos con flema pegajosa.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Light, cooling meals', es: 'Comidas ligeras y refrescantes' },
      description: {
        en: 'Vegetable soups, rice, pears, white radish, celery and seaweed.',
        es: 'Sopas de verduras, arroz, peras, rábano blanco, apio y algas.',
      },
    },
    {
      name: { en: 'Avoid phlegm-forming foods', es: 'Evite los alimentos que producen flema' },
      description: {
        en: 'Dairy, sugar, fried and greasy food increase mucus.',
        es: 'Los lácteos, el azúcar, los fritos y las grasas aumentan la mucosidad.',
      },
    },
    {
      name: { en: 'Avoid heating foods and alcohol', es: 'Evite los alimentos picantes y el alcohol' },
      description: {
        en: 'Chilli, lamb, spirits and smoking feed the heat.',
        es: 'El chile, el cordero, los licores y el tabaco alimentan el calor.',
      },
    },
    {
      name: { en: 'Drink enough fluids', es: 'Beba suficiente líquido' },
      description: {
        en: 'Warm water and clear broths keep phlegm thin.',
        es: 'El agua templada y los caldos claros mantienen la flema más fluida.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Rest while it is acute', es: 'Descanse mientras dure la fase aguda' },
      description: {
        en: 'Avoid strenuous exercise until the cough and fever settle.',
        es: 'Evite el ejercicio intenso hasta que ceda la tos y la fiebre.',
      },
    },
    {
      name: { en: 'No smoke', es: 'Sin humo' },
      description: {
        en: 'Do not smoke and keep away from smoky or polluted air.',
        es: 'No fume y aléjese del aire cargado de humo o contaminado.',
      },
    },
    {
      name: { en: 'Know when to see a doctor', es: 'Sepa cuándo acudir al médico' },
      description: {
        en: 'High fever, breathlessness at rest, chest pain or blood in the phlegm need medical care now.',
        es: 'La fiebre alta, la falta de aire en reposo, el dolor torácico o la sangre en la flema requieren atención médica inmediata.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Ban xia and dan nan xing (Pinellia and Arisaema, processed) and the Qi-breaking zhi shi call for caution in pregnancy; da huang, if added, is contraindicated.',
    longTerm:
      'Bitter-cold and drying: stop once the sputum clears, as prolonged use injures the Spleen and Yin. Xing ren contains amygdalin: keep to the usual dose.',
    other: [
      'Not for dry cough from Yin deficiency or for Cold-Phlegm with white sputum.',
      'Pneumonia must be ruled out: high fever, breathlessness or chest pain need urgent medical assessment.',
    ],
  },
  prognosis: {
    expectation:
      'Acute cases usually settle within 1-2 weeks; in chronic lung disease flares recur and the underlying deficiency must then be treated.',
    favourable: ['acute onset in a robust person', 'no smoking', 'sputum becoming thinner and lighter'],
    obstacles: ['smoking', 'chronic bronchitis or COPD', 'underlying Lung or Spleen deficiency'],
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
