import type { PatternKnowledge } from '../types.ts';

/**
 * Damp-Heat in the Lower Burner (下焦湿热): Damp-Heat pours down into the Bladder, genitals or
 * intestines, giving painful, burning, scanty urination, yellow discharge or foul stools; the
 * urinary (Bladder) presentation is the classic one. Written from Maciocia (Foundations, Practice,
 * Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Ba Zheng San, Si Miao San) and
 * Deadman.
 */
export const dampHeatLowerBurner: PatternKnowledge = {
  id: 'damp-heat-lower-burner',
  names: {
    en: 'Damp-Heat in the Lower Burner',
    zh: '下焦湿热',
    pinyin: 'xià jiāo shī rè',
    es: 'Humedad-Calor en el Jiao Inferior',
  },
  explanation: {
    en: 'In Chinese medicine "Damp-Heat" is a sticky, hot state that can settle in the lower abdomen. It is linked with burning or urgent urination, dark cloudy urine, yellow vaginal discharge with itching, or foul-smelling loose stools. Rich, spicy food and alcohol favour it; urinary symptoms with fever, back pain or blood need a doctor.',
    es: 'En la medicina china la "Humedad-Calor" es un estado pegajoso y caliente que puede asentarse en el bajo vientre. Se asocia a orina con ardor o urgencia, orina oscura y turbia, flujo vaginal amarillo con picor o heces blandas malolientes. La comida rica y picante y el alcohol la favorecen; los síntomas urinarios con fiebre, dolor de espalda o sangre requieren un médico.',
  },
  nature: 'excess',
  temperature: 'heat',
  organs: ['Bladder', 'Large Intestine', 'Liver'],
  pathogenicFactors: ['Dampness', 'Heat'],
  signs: {
    tongue: [
      { sign: 'coating:yellow', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 3 },
      { sign: 'sign:thick-root-coating', weight: 3 },
      { sign: 'bodyColor:red', weight: 2 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'rapid', weight: 3 },
      { sign: 'soggy', weight: 1 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'burning-urination', weight: 3 },
      { sign: 'scanty-dark-urine', weight: 3 },
      { sign: 'urinary-urgency', weight: 2 },
      { sign: 'frequent-urination', weight: 2 },
      { sign: 'cloudy-urine', weight: 2 },
      { sign: 'difficult-urination', weight: 2 },
      { sign: 'urinary-stones', weight: 1 },
      { sign: 'leukorrhea-yellow', weight: 2 },
      { sign: 'itching-genital', weight: 2 },
      { sign: 'lower-abdominal-pain', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 1 },
      { sign: 'sticky-stools', weight: 1 },
      { sign: 'thirst', weight: 1 },
      { sign: 'bitter-taste', weight: 1 },
      { sign: 'fever', weight: 1 },
      { sign: 'heaviness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 2 },
      { sign: 'coating:none', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'slow', weight: 2 },
      { sign: 'weak', weight: 1 },
    ],
    symptoms: [
      { sign: 'clear-copious-urine', weight: 2 },
      { sign: 'aversion-to-cold', weight: 1 },
      { sign: 'cold-limbs', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Clear Heat, drain Dampness and promote urination to relieve painful urinary dysfunction',
    zh: '清热利湿，利水通淋',
    pinyin: 'qīng rè lì shī, lì shuǐ tōng lín',
  },
  formula: {
    name: { en: 'Eight-Herb Powder for Rectification', pinyin: 'Bā Zhèng Sǎn', zh: '八正散' },
    source:
      'Tai Ping Hui Min He Ji Ju Fang (1107); given here as a decoction, with chuan mu tong (Clematis) in place of the aristolochia-containing guan mu tong',
    herbs: [
      {
        id: 'chuan-mu-tong',
        pinyin: 'chuān mù tōng',
        zh: '川木通',
        latin: 'Caulis Clematidis Armandii',
        doseG: [3, 6],
        role: 'chief',
      },
      { id: 'hua-shi', pinyin: 'huá shí', zh: '滑石', latin: 'Talcum', doseG: [12, 20], role: 'chief' },
      { id: 'che-qian-zi', pinyin: 'chē qián zǐ', zh: '车前子', latin: 'Semen Plantaginis', doseG: [9, 15], role: 'deputy' },
      { id: 'qu-mai', pinyin: 'qú mài', zh: '瞿麦', latin: 'Herba Dianthi', doseG: [9, 12], role: 'deputy' },
      { id: 'bian-xu', pinyin: 'biǎn xù', zh: '萹蓄', latin: 'Herba Polygoni Avicularis', doseG: [9, 12], role: 'deputy' },
      { id: 'zhi-zi', pinyin: 'zhī zǐ', zh: '栀子', latin: 'Fructus Gardeniae', doseG: [6, 9], role: 'assistant' },
      { id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 9], role: 'assistant' },
      { id: 'deng-xin-cao', pinyin: 'dēng xīn cǎo', zh: '灯心草', latin: 'Medulla Junci', doseG: [1, 3], role: 'envoy' },
      { id: 'gan-cao', pinyin: 'gān cǎo', zh: '甘草', latin: 'Radix et Rhizoma Glycyrrhizae', doseG: [3, 6], role: 'envoy' },
    ],
    modifications: [
      {
        when: 'with blood in the urine (after medical assessment)',
        add: [
          { id: 'xiao-ji', pinyin: 'xiǎo jì', zh: '小蓟', latin: 'Herba Cirsii', doseG: [9, 15] },
          { id: 'bai-mao-gen', pinyin: 'bái máo gēn', zh: '白茅根', latin: 'Rhizoma Imperatae', doseG: [15, 30] },
        ],
      },
      {
        when: 'with urinary stones (sandy urine, colicky pain)',
        add: [
          { id: 'jin-qian-cao', pinyin: 'jīn qián cǎo', zh: '金钱草', latin: 'Herba Lysimachiae', doseG: [15, 30] },
          { id: 'hai-jin-sha', pinyin: 'hǎi jīn shā', zh: '海金沙', latin: 'Spora Lygodii', doseG: [6, 15] },
          { id: 'ji-nei-jin', pinyin: 'jī nèi jīn', zh: '鸡内金', latin: 'Endothelium Corneum Gigeriae Galli', doseG: [3, 9] },
        ],
      },
      {
        when: 'with yellow, foul vaginal discharge, genital itching or heavy aching legs and no urinary pain: towards Four-Marvel Pill (Si Miao Wan)',
        add: [
          { id: 'huang-bai', pinyin: 'huáng bǎi', zh: '黄柏', latin: 'Cortex Phellodendri Chinensis', doseG: [6, 9] },
          { id: 'cang-zhu', pinyin: 'cāng zhú', zh: '苍术', latin: 'Rhizoma Atractylodis', doseG: [6, 9] },
          { id: 'yi-yi-ren', pinyin: 'yì yǐ rén', zh: '薏苡仁', latin: 'Semen Coicis', doseG: [15, 30] },
          { id: 'niu-xi', pinyin: 'niú xī', zh: '牛膝', latin: 'Radix Achyranthis Bidentatae', doseG: [9, 12] },
        ],
        remove: ['da-huang'],
      },
      {
        when: 'with bitter taste, irritability, red eyes and hypochondriac pain (Liver channel Damp-Heat)',
        add: [
          { id: 'long-dan-cao', pinyin: 'lóng dǎn cǎo', zh: '龙胆', latin: 'Radix et Rhizoma Gentianae', doseG: [3, 6] },
          { id: 'chai-hu', pinyin: 'chái hú', zh: '柴胡', latin: 'Radix Bupleuri', doseG: [3, 6] },
          { id: 'huang-qin', pinyin: 'huáng qín', zh: '黄芩', latin: 'Radix Scutellariae', doseG: [6, 9] },
        ],
        forPattern: 'liver-gallbladder-damp-heat',
      },
    ],
    keyHerbs: ['chuan-mu-tong', 'hua-shi', 'che-qian-zi', 'qu-mai', 'bian-xu'],
  },
  acupoints: [
    {
      code: 'CV3',
      pinyin: 'Zhōngjí',
      location: 'On the midline, 4 cun below the umbilicus',
      role: 'Front-mu point of the Bladder: clears Damp-Heat from the Bladder',
    },
    {
      code: 'BL28',
      pinyin: 'Pángguāngshū',
      location: '1.5 cun lateral to the midline at the level of the second posterior sacral foramen',
      role: 'Back-shu point of the Bladder: drains Damp-Heat',
    },
    {
      code: 'SP9',
      pinyin: 'Yīnlíngquán',
      location: 'In the depression below the medial condyle of the tibia',
      role: 'Main point to drain Dampness from the Lower Burner',
    },
    {
      code: 'SP6',
      pinyin: 'Sānyīnjiāo',
      location: '3 cun above the tip of the medial malleolus, behind the medial border of the tibia',
      role: 'Resolves Dampness and stops urinary pain',
    },
    {
      code: 'BL22',
      pinyin: 'Sānjiāoshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L1',
      role: 'Back-shu point of the Triple Burner: opens the water passages',
    },
    {
      code: 'BL39',
      pinyin: 'Wěiyáng',
      location: 'At the lateral end of the popliteal crease, medial to the biceps femoris tendon',
      role: 'Lower sea point of the Triple Burner: promotes urination',
    },
    {
      code: 'LR5',
      pinyin: 'Lígōu',
      location: '5 cun above the tip of the medial malleolus, at the centre of the medial surface of the tibia',
      role: 'Connecting point of the Liver: clears Damp-Heat from the genitals, stops itching',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Barley water', es: 'Agua de cebada' },
      description: {
        en: 'Pearl barley simmered in water and drunk through the day is a traditional cooling drink that supports the urine flow.',
        es: 'La cebada perlada cocida en agua y tomada a lo largo del día es una bebida refrescante tradicional que favorece la orina.',
      },
    },
    {
      name: { en: 'Corn silk tea', es: 'Infusión de barbas de maíz' },
      description: {
        en: 'The silky threads of corn, steeped as a tea, are a gentle traditional drink for the urinary tract.',
        es: 'Las barbas de la mazorca de maíz en infusión son una bebida tradicional suave para las vías urinarias.',
      },
    },
    {
      name: { en: 'Mung bean soup', es: 'Sopa de judías mungo' },
      description: {
        en: 'A simple soup of mung beans is a traditional food to clear heat.',
        es: 'Una sopa sencilla de judías mungo es un alimento tradicional para eliminar el calor.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Drink plenty of water', es: 'Beba abundante agua' },
      description: {
        en: 'Frequent glasses of water or light teas keep the urine flowing.',
        es: 'Tomar vasos de agua o infusiones suaves con frecuencia mantiene la orina fluyendo.',
      },
    },
    {
      name: { en: 'Cooling, draining foods', es: 'Alimentos que refrescan y drenan' },
      description: {
        en: 'Cucumber, celery, watermelon, winter melon, mung beans, barley and leafy greens.',
        es: 'Pepino, apio, sandía, melón de invierno, judías mungo, cebada y verduras de hoja.',
      },
    },
    {
      name: { en: 'Avoid alcohol, spicy and greasy food', es: 'Evite el alcohol, el picante y las grasas' },
      description: {
        en: 'Beer and spirits, chilli, fried food, rich sauces and sweets feed damp-heat.',
        es: 'La cerveza y los licores, el chile, los fritos, las salsas pesadas y los dulces alimentan la humedad-calor.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Do not hold urine', es: 'No retenga la orina' },
      description: {
        en: 'Empty the bladder regularly, including after sexual activity.',
        es: 'Vacíe la vejiga con regularidad, también después de las relaciones sexuales.',
      },
    },
    {
      name: { en: 'Breathable clothing and hygiene', es: 'Ropa transpirable e higiene' },
      description: {
        en: 'Cotton underwear, loose clothes, gentle washing without harsh soaps.',
        es: 'Ropa interior de algodón, ropa holgada y lavado suave sin jabones agresivos.',
      },
    },
    {
      name: { en: 'See a doctor when needed', es: 'Acuda al médico cuando sea necesario' },
      description: {
        en: 'Fever, back or flank pain, blood in the urine, or symptoms during pregnancy need prompt medical care.',
        es: 'La fiebre, el dolor de espalda o de costado, la sangre en la orina o los síntomas durante el embarazo requieren atención médica sin demora.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Contraindicated in pregnancy: da huang purges, qu mai, hua shi, che qian zi and mu tong drain downward and may provoke uterine activity.',
    longTerm:
      'Bitter-cold and draining: for short courses only (days to a few weeks); prolonged use injures the Spleen, Kidney and Yin. Da huang causes diarrhoea and, long term, electrolyte loss.',
    other: [
      'Only chuan mu tong (Clematis) or tong cao may be used: guan mu tong (Aristolochia) causes aristolochic-acid nephropathy and is banned.',
      'Draining herbs may add to the effect of diuretics and, through potassium loss, increase digoxin toxicity.',
      'Urinary infection with fever, flank pain or blood in the urine needs medical diagnosis and, often, antibiotics.',
      'Not for weak or elderly patients with deficiency-type urinary dribbling.',
    ],
  },
  prognosis: {
    expectation:
      'Acute urinary Damp-Heat usually settles within 3-10 days; recurrent or chronic cases need the underlying deficiency treated.',
    favourable: ['acute onset', 'plenty of fluids', 'diet change'],
    obstacles: ['recurrent infections', 'alcohol and spicy diet', 'underlying Kidney or Spleen deficiency'],
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
