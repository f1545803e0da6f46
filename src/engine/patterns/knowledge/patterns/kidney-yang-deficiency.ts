import type { PatternKnowledge } from '../types.ts';

/**
 * Kidney Yang Deficiency (肾阳虚): the Fire of the Gate of Life is weak, so the body cannot warm
 * itself, transform fluids or sustain sexual energy. Written from Maciocia (Foundations, Practice,
 * Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Jin Gui Shen Qi Wan, You Gui Wan;
 * Materia Medica on fu zi) and Deadman.
 */
export const kidneyYangDeficiency: PatternKnowledge = {
  id: 'kidney-yang-deficiency',
  names: { en: 'Kidney Yang Deficiency', zh: '肾阳虚', pinyin: 'shèn yáng xū', es: 'Deficiencia de Yang de Riñón' },
  explanation: {
    en: 'In Chinese medicine the "Kidney" holds the body\'s deepest warmth. When that warmth is low, people feel cold (especially the lower back, knees and feet), tire easily, pass a lot of pale urine and get up at night to urinate, and may have low sexual energy. It is more common with age, after long illness or after prolonged exposure to cold.',
    es: 'En la medicina china el "Riñón" guarda el calor más profundo del cuerpo. Cuando ese calor es bajo, la persona siente frío (sobre todo en la zona lumbar, las rodillas y los pies), se cansa con facilidad, orina mucho y claro, se levanta por la noche a orinar y puede tener poco deseo sexual. Es más frecuente con la edad, tras una enfermedad larga o tras exponerse mucho al frío.',
  },
  nature: 'deficiency',
  temperature: 'cold',
  organs: ['Kidney'],
  pathogenicFactors: ['Yang deficiency', 'Cold', 'Dampness'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 3 },
      { sign: 'size:enlarged', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 1 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'deep', weight: 3 },
      { sign: 'weak', weight: 3 },
      { sign: 'slow', weight: 2 },
    ],
    symptoms: [
      { sign: 'low-back-pain', weight: 3 },
      { sign: 'cold-limbs', weight: 3 },
      { sign: 'cold-back', weight: 2 },
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'weak-knees', weight: 2 },
      { sign: 'frequent-urination', weight: 2 },
      { sign: 'nocturia', weight: 2 },
      { sign: 'impotence', weight: 2 },
      { sign: 'low-libido', weight: 1 },
      { sign: 'fatigue', weight: 1 },
      { sign: 'pale-complexion', weight: 1 },
      { sign: 'edema', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'early-morning-diarrhea', weight: 1 },
      { sign: 'prefers-warmth', weight: 1 },
      { sign: 'infertility', weight: 1 },
      { sign: 'dizziness', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'coating:none', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 3 },
      { sign: 'strong', weight: 1 },
      { sign: 'wiry', weight: 1 },
    ],
    symptoms: [
      { sign: 'five-palm-heat', weight: 2 },
      { sign: 'night-sweats', weight: 2 },
      { sign: 'thirst', weight: 1 },
      { sign: 'burning-urination', weight: 2 },
    ],
  },
  treatmentPrinciple: {
    en: 'Warm and tonify Kidney Yang, strengthen the Fire of the Gate of Life',
    zh: '温补肾阳',
    pinyin: 'wēn bǔ shèn yáng',
  },
  formula: {
    name: { en: 'Kidney Qi Pill from the Golden Cabinet', pinyin: 'Jīn Guì Shèn Qì Wán', zh: '金匮肾气丸' },
    source: 'Jin Gui Yao Lue (Zhang Zhong-Jing, c. 220); given here as a decoction, prepared di huang as in modern practice',
    herbs: [
      { id: 'fu-zi', pinyin: 'fù zǐ', zh: '附子', latin: 'Radix Aconiti Lateralis Praeparata', doseG: [3, 9], role: 'chief' },
      { id: 'gui-zhi', pinyin: 'guì zhī', zh: '桂枝', latin: 'Ramulus Cinnamomi', doseG: [3, 6], role: 'chief' },
      {
        id: 'shu-di-huang',
        pinyin: 'shú dì huáng',
        zh: '熟地黄',
        latin: 'Radix Rehmanniae Praeparata',
        doseG: [15, 24],
        role: 'deputy',
      },
      { id: 'shan-zhu-yu', pinyin: 'shān zhū yú', zh: '山茱萸', latin: 'Fructus Corni', doseG: [9, 12], role: 'deputy' },
      { id: 'shan-yao', pinyin: 'shān yào', zh: '山药', latin: 'Rhizoma Dioscoreae', doseG: [9, 12], role: 'deputy' },
      { id: 'ze-xie', pinyin: 'zé xiè', zh: '泽泻', latin: 'Rhizoma Alismatis', doseG: [6, 9], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [9, 12], role: 'assistant' },
      { id: 'mu-dan-pi', pinyin: 'mǔ dān pí', zh: '牡丹皮', latin: 'Cortex Moutan', doseG: [6, 9], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'with marked cold and exhaustion but no oedema (pure deficiency of Yang and Essence): towards Restore the Right Pill (You Gui Wan)',
        add: [
          { id: 'lu-jiao-jiao', pinyin: 'lù jiǎo jiāo', zh: '鹿角胶', latin: 'Colla Cornus Cervi', doseG: [3, 6] },
          { id: 'tu-si-zi', pinyin: 'tù sī zǐ', zh: '菟丝子', latin: 'Semen Cuscutae', doseG: [6, 12] },
          { id: 'du-zhong', pinyin: 'dù zhòng', zh: '杜仲', latin: 'Cortex Eucommiae', doseG: [6, 12] },
          { id: 'gou-qi-zi', pinyin: 'gǒu qǐ zǐ', zh: '枸杞子', latin: 'Fructus Lycii', doseG: [6, 12] },
        ],
        remove: ['ze-xie', 'fu-ling', 'mu-dan-pi'],
      },
      {
        when: 'with oedema of the legs and scanty urine: towards Kidney Qi Pill from Formulas to Aid the Living (Ji Sheng Shen Qi Wan)',
        add: [
          { id: 'che-qian-zi', pinyin: 'chē qián zǐ', zh: '车前子', latin: 'Semen Plantaginis', doseG: [9, 15] },
          { id: 'niu-xi', pinyin: 'niú xī', zh: '牛膝', latin: 'Radix Achyranthis Bidentatae', doseG: [9, 12] },
        ],
      },
      {
        when: 'with daybreak diarrhoea and cold abdomen (Spleen and Kidney Yang deficiency): add Four-Miracle Pill (Si Shen Wan)',
        add: [
          { id: 'bu-gu-zhi', pinyin: 'bǔ gǔ zhī', zh: '补骨脂', latin: 'Fructus Psoraleae', doseG: [6, 9] },
          { id: 'rou-dou-kou', pinyin: 'ròu dòu kòu', zh: '肉豆蔻', latin: 'Semen Myristicae', doseG: [3, 9] },
          { id: 'wu-zhu-yu', pinyin: 'wú zhū yú', zh: '吴茱萸', latin: 'Fructus Evodiae', doseG: [2, 5] },
          { id: 'wu-wei-zi', pinyin: 'wǔ wèi zǐ', zh: '五味子', latin: 'Fructus Schisandrae Chinensis', doseG: [3, 6] },
        ],
        forPattern: 'spleen-yang-deficiency',
      },
      {
        when: 'with impotence and low libido',
        add: [
          { id: 'yin-yang-huo', pinyin: 'yín yáng huò', zh: '淫羊藿', latin: 'Herba Epimedii', doseG: [6, 10] },
          { id: 'ba-ji-tian', pinyin: 'bā jǐ tiān', zh: '巴戟天', latin: 'Radix Morindae Officinalis', doseG: [6, 10] },
        ],
      },
    ],
    keyHerbs: ['fu-zi', 'gui-zhi', 'shu-di-huang', 'shan-zhu-yu'],
  },
  acupoints: [
    {
      code: 'BL23',
      pinyin: 'Shènshū',
      location: '1.5 cun lateral to the lower border of the spinous process of L2',
      role: 'Back-shu point of the Kidney: tonifies Kidney Yang (with moxa)',
    },
    {
      code: 'GV4',
      pinyin: 'Mìngmén',
      location: 'On the midline, below the spinous process of L2',
      role: 'Strengthens the Fire of the Gate of Life (with moxa)',
    },
    {
      code: 'KI3',
      pinyin: 'Tàixī',
      location: 'In the depression between the tip of the medial malleolus and the Achilles tendon',
      role: 'Source point of the Kidney: tonifies the Kidney',
    },
    {
      code: 'KI7',
      pinyin: 'Fùliū',
      location: '2 cun above KI3, on the anterior border of the Achilles tendon',
      role: 'Tonifies Kidney Yang and resolves oedema',
    },
    {
      code: 'CV4',
      pinyin: 'Guānyuán',
      location: 'On the midline, 3 cun below the umbilicus',
      role: 'Tonifies the Original Qi and Kidney Yang (with moxa)',
    },
    {
      code: 'CV6',
      pinyin: 'Qìhǎi',
      location: 'On the midline, 1.5 cun below the umbilicus',
      role: 'Tonifies Qi and Yang (with moxa)',
    },
    {
      code: 'BL52',
      pinyin: 'Zhìshì',
      location: '3 cun lateral to the lower border of the spinous process of L2',
      role: 'Strengthens the Kidney and the will-power',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Cinnamon and ginger', es: 'Canela y jengibre' },
      description: {
        en: 'A little cinnamon or dried ginger in cooking or in a warm drink is a traditional way to warm the body.',
        es: 'Un poco de canela o jengibre seco en la cocina o en una bebida caliente es una forma tradicional de calentar el cuerpo.',
      },
    },
    {
      name: { en: 'Walnuts', es: 'Nueces' },
      description: {
        en: 'Walnuts are a traditional warming food for the lower back and kidneys, eaten as a snack or in porridge.',
        es: 'Las nueces son un alimento tradicional que calienta la zona lumbar y los riñones, como tentempié o en gachas.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Warm, cooked food', es: 'Comida caliente y cocinada' },
      description: {
        en: 'Slow-cooked stews and soups with lamb or beef, onions, leeks and root vegetables.',
        es: 'Guisos y sopas de cocción lenta con cordero o ternera, cebolla, puerro y tubérculos.',
      },
    },
    {
      name: { en: 'Warming spices', es: 'Especias que calientan' },
      description: {
        en: 'Use cinnamon, clove, fennel seed, black pepper and ginger in cooking.',
        es: 'Use canela, clavo, semillas de hinojo, pimienta negra y jengibre al cocinar.',
      },
    },
    {
      name: { en: 'Nuts and seeds', es: 'Frutos secos y semillas' },
      description: {
        en: 'Walnuts, chestnuts, black beans and black sesame support the kidneys.',
        es: 'Las nueces, las castañas, las judías negras y el sésamo negro apoyan los riñones.',
      },
    },
    {
      name: { en: 'Avoid cold food and drinks', es: 'Evite los alimentos y bebidas fríos' },
      description: {
        en: 'Iced drinks, raw food and too much fruit cool the body further.',
        es: 'Las bebidas heladas, la comida cruda y el exceso de fruta enfrían aún más el cuerpo.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Keep the lower back and feet warm', es: 'Mantenga calientes la zona lumbar y los pies' },
      description: {
        en: 'Wear layers over the lower back, warm socks, and avoid sitting on cold surfaces.',
        es: 'Abrigue la zona lumbar, use calcetines cálidos y no se siente sobre superficies frías.',
      },
    },
    {
      name: { en: 'Gentle, regular exercise', es: 'Ejercicio suave y regular' },
      description: {
        en: 'Walking, tai chi or qigong warm the body without exhausting it; avoid swimming in cold water.',
        es: 'Caminar, el taichí o el qigong calientan el cuerpo sin agotarlo; evite nadar en agua fría.',
      },
    },
    {
      name: { en: 'Rest and moderation', es: 'Descanso y moderación' },
      description: {
        en: "Enough sleep and moderation in sexual activity preserve the body's reserves.",
        es: 'Dormir lo suficiente y la moderación en la actividad sexual preservan las reservas del cuerpo.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Contraindicated in pregnancy as written: fu zi (aconite) is toxic and hot, gui zhi and mu dan pi move Blood, and niu xi (if added) draws downward.',
    bleedingRisk: 'Mu dan pi and gui zhi have mild antiplatelet effects; use care with anticoagulants.',
    longTerm:
      'Fu zi must be the processed root, decocted first for 30-60 minutes, and kept within the dose range: aconite alkaloids are cardiotoxic. Hot formula: reassess regularly and stop if Heat signs appear (red tongue, dry mouth).',
    other: [
      'Fu zi may interact with digoxin and antiarrhythmics; avoid in heart rhythm disorders unless supervised.',
      'Not for Yin deficiency with Empty Heat.',
      'New oedema or marked nocturia should have a medical check (heart, kidney, prostate, diabetes).',
    ],
  },
  prognosis: {
    expectation:
      'Chronic and slow: warmth and energy usually improve within 1-3 months; lasting change takes 3-6 months or more.',
    favourable: ['younger age', 'good digestion', 'avoidance of cold and overwork'],
    obstacles: ['advanced age', 'chronic kidney, thyroid or heart disease', 'continued exposure to cold or overwork'],
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
