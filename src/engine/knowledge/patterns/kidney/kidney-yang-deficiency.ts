import type { PatternKnowledge } from '../../types.ts';

/**
 * Kidney Yang Deficiency (肾阳虚): the Fire of the Gate of Life is weak, so the body cannot warm
 * itself, transform fluids or sustain sexual energy. Written from Maciocia (Foundations, Practice,
 * Tongue Diagnosis), Deng Tietao, Bensky (Formulas & Strategies: Jin Gui Shen Qi Wan, You Gui Wan;
 * Materia Medica on fu zi) and Deadman.
 */
export const kidneyYangDeficiency: PatternKnowledge = {
  id: 'kidney-yang-deficiency',
  names: { en: 'Kidney Yang Deficiency', zh: '肾阳虚', pinyin: 'shèn yáng xū' },
  explanation:
    'In Chinese medicine the "Kidney" holds the body\'s deepest warmth. When that warmth is low, people feel cold (especially the lower back, knees and feet), tire easily, pass a lot of pale urine and get up at night to urinate, and may have low sexual energy. It is more common with age, after long illness or after prolonged exposure to cold.',
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
    formula: 'jin-gui-shen-qi-wan',
    keyHerbs: ['fu-zi', 'gui-zhi', 'shu-di-huang', 'shan-zhu-yu'],
    modifications: [
      {
        when: 'with marked cold and exhaustion but no oedema (pure deficiency of Yang and Essence): towards Restore the Right Pill (You Gui Wan)',
        add: [
          { herb: 'lu-jiao-jiao', doseG: [3, 6] },
          { herb: 'tu-si-zi', doseG: [6, 12] },
          { herb: 'du-zhong', doseG: [6, 12] },
          { herb: 'gou-qi-zi', doseG: [6, 12] },
        ],
        remove: ['ze-xie', 'fu-ling', 'mu-dan-pi'],
      },
      {
        when: 'with oedema of the legs and scanty urine: towards Kidney Qi Pill from Formulas to Aid the Living (Ji Sheng Shen Qi Wan)',
        add: [
          { herb: 'che-qian-zi', doseG: [9, 15] },
          { herb: 'niu-xi', doseG: [9, 12] },
        ],
      },
      {
        when: 'with daybreak diarrhoea and cold abdomen (Spleen and Kidney Yang deficiency): add Four-Miracle Pill (Si Shen Wan)',
        add: [
          { herb: 'bu-gu-zhi', doseG: [6, 9] },
          { herb: 'rou-dou-kou', doseG: [3, 9] },
          { herb: 'wu-zhu-yu', doseG: [2, 5] },
          { herb: 'wu-wei-zi', doseG: [3, 6] },
        ],
        forPattern: 'spleen-yang-deficiency',
        findings: ['early-morning-diarrhea', 'cold-abdomen'],
      },
      {
        when: 'with impotence and low libido',
        add: [
          { herb: 'yin-yang-huo', doseG: [6, 10] },
          { herb: 'ba-ji-tian', doseG: [6, 10] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'BL23', role: 'Back-shu point of the Kidney: tonifies Kidney Yang (with moxa)' },
    { code: 'GV4', role: 'Strengthens the Fire of the Gate of Life (with moxa)' },
    { code: 'KI3', role: 'Source point of the Kidney: tonifies the Kidney' },
    { code: 'KI7', role: 'Tonifies Kidney Yang and resolves oedema' },
    { code: 'CV4', role: 'Tonifies the Original Qi and Kidney Yang (with moxa)' },
    { code: 'CV6', role: 'Tonifies Qi and Yang (with moxa)' },
    { code: 'BL52', role: 'Strengthens the Kidney and the will-power' },
  ],
  consumerHerbs: [
    {
      id: 'cinnamon-and-ginger',
      name: 'Cinnamon and ginger',
      description: 'A little cinnamon or dried ginger in cooking or in a warm drink is a traditional way to warm the body.',
      herbs: ['rou-gui', 'sheng-jiang'],
    },
    {
      id: 'walnuts',
      name: 'Walnuts',
      description: 'Walnuts are a traditional warming food for the lower back and kidneys, eaten as a snack or in porridge.',
    },
  ],
  diet: [
    {
      id: 'warm-cooked-food',
      name: 'Warm, cooked food',
      description: 'Slow-cooked stews and soups with lamb or beef, onions, leeks and root vegetables.',
    },
    {
      id: 'warming-spices',
      name: 'Warming spices',
      description: 'Use cinnamon, clove, fennel seed, black pepper and ginger in cooking.',
    },
    {
      id: 'nuts-and-seeds',
      name: 'Nuts and seeds',
      description: 'Walnuts, chestnuts, black beans and black sesame support the kidneys.',
    },
    {
      id: 'avoid-cold-food-and-drinks',
      name: 'Avoid cold food and drinks',
      description: 'Iced drinks, raw food and too much fruit cool the body further.',
    },
  ],
  lifestyle: [
    {
      id: 'keep-the-lower-back-and-feet-warm',
      name: 'Keep the lower back and feet warm',
      description: 'Wear layers over the lower back, warm socks, and avoid sitting on cold surfaces.',
    },
    {
      id: 'gentle-regular-exercise',
      name: 'Gentle, regular exercise',
      description: 'Walking, tai chi or qigong warm the body without exhausting it; avoid swimming in cold water.',
    },
    {
      id: 'rest-and-moderation',
      name: 'Rest and moderation',
      description: "Enough sleep and moderation in sexual activity preserve the body's reserves.",
    },
  ],
  cautions: {
    longTerm:
      'Fu zi must be the processed root, decocted first for 30-60 minutes, and kept within the dose range: aconite alkaloids are cardiotoxic. Hot formula: reassess regularly and stop if Heat signs appear (red tongue, dry mouth).',
    other: [
      'Not for Yin deficiency with Empty Heat.',
      'Fu zi: avoid in heart rhythm disorders unless supervised.',
      'New oedema or marked nocturia should have a medical check (heart, kidney, prostate, diabetes).',
    ],
  },
  prognosis: {
    expectation:
      'Chronic and slow: warmth and energy usually improve within 1-3 months; lasting change takes 3-6 months or more.',
    favourable: [{ text: 'younger age', onlyIf: 'younger' }, 'good digestion', 'avoidance of cold and overwork'],
    obstacles: [
      { text: 'advanced age', onlyIf: 'older' },
      'chronic kidney, thyroid or heart disease',
      'continued exposure to cold or overwork',
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
    'chen-pharmacology',
    'deadman-manual',
    'who-acupoints',
    'kastner-diet',
  ],
};
