import type { PatternKnowledge } from '../../types.ts';

/**
 * Spleen Yang Deficiency (脾阳虚): Spleen Qi deficiency with internal Cold. Signs from
 * Maciocia (Foundations, Tongue Diagnosis: pale, swollen, wet) and Deng Tietao; formula
 * Li Zhong Wan (in decoction, Li Zhong Tang) as in Bensky, Formulas & Strategies.
 */
export const spleenYangDeficiency: PatternKnowledge = {
  id: 'spleen-yang-deficiency',
  names: { en: 'Spleen Yang Deficiency', zh: '脾阳虚', pinyin: 'pí yáng xū' },
  explanation:
    'This is a weak digestion that has also become cold. Besides tiredness, poor appetite and loose stools, you may feel chilly, have cold hands and feet, and notice a dull belly ache that feels better with warmth. Warm cooked food, warming spices and keeping the belly warm are the most helpful steps.',
  nature: 'deficiency',
  temperature: 'cold',
  organs: ['Spleen', 'Stomach'],
  pathogenicFactors: ['Yang deficiency', 'Internal Cold', 'Qi deficiency'],
  signs: {
    tongue: [
      { sign: 'bodyColor:pale', weight: 3 },
      { sign: 'moisture:wet', weight: 3 },
      { sign: 'size:enlarged', weight: 2 },
      { sign: 'sign:tooth-marks', weight: 2 },
      { sign: 'coating:thin-white', weight: 1 },
    ],
    pulse: [
      { sign: 'weak', weight: 3 },
      { sign: 'deep', weight: 2 },
      { sign: 'slow', weight: 2 },
    ],
    symptoms: [
      { sign: 'loose-stools', weight: 3 },
      { sign: 'cold-limbs', weight: 3 },
      { sign: 'aversion-to-cold', weight: 2 },
      { sign: 'abdominal-pain', weight: 2 },
      { sign: 'cold-abdomen', weight: 2 },
      { sign: 'prefers-warm-drinks', weight: 1 },
      { sign: 'undigested-food-in-stools', weight: 2 },
      { sign: 'fatigue', weight: 2 },
      { sign: 'poor-appetite', weight: 2 },
      { sign: 'abdominal-distension', weight: 1 },
      { sign: 'no-thirst', weight: 1 },
      { sign: 'edema', weight: 1 },
      { sign: 'pale-complexion', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'bodyColor:red', weight: 3 },
      { sign: 'coating:yellow', weight: 2 },
      { sign: 'moisture:dry', weight: 2 },
      { sign: 'sign:peeled-coating', weight: 1 },
    ],
    pulse: [
      { sign: 'rapid', weight: 3 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'thirst', weight: 2 },
      { sign: 'fever', weight: 1 },
      { sign: 'burning-urination', weight: 1 },
      { sign: 'five-palm-heat', weight: 1 },
    ],
  },
  treatmentPrinciple: { en: 'Warm the Middle and tonify Spleen Yang', zh: '温中健脾', pinyin: 'wēn zhōng jiàn pí' },
  formula: {
    formula: 'li-zhong-wan',
    keyHerbs: ['gan-jiang', 'ren-shen', 'bai-zhu', 'zhi-gan-cao'],
    modifications: [
      {
        when: 'severe cold with cold limbs, low back cold and early-morning diarrhoea: Kidney Yang involved (Fu Zi Li Zhong Wan)',
        add: [{ herb: 'zhi-fu-zi', doseG: [3, 15] }],
        forPattern: 'kidney-yang-deficiency',
        findings: ['cold-back', 'early-morning-diarrhea'],
      },
      {
        when: 'vomiting of clear fluid or nausea',
        add: [
          { herb: 'sheng-jiang', doseG: [3, 10] },
          { herb: 'ban-xia', doseG: [3, 9] },
        ],
      },
      {
        when: 'Dampness with oedema or scanty urine',
        add: [
          { herb: 'fu-ling', doseG: [10, 15] },
          { herb: 'gui-zhi', doseG: [3, 10] },
        ],
      },
      {
        when: 'cold abdominal pain with distension',
        add: [
          { herb: 'mu-xiang', doseG: [3, 6] },
          { herb: 'sha-ren', doseG: [3, 6] },
        ],
      },
    ],
  },
  acupoints: [
    { code: 'ST36', role: 'Tonifies Stomach and Spleen (with moxibustion)' },
    { code: 'CV12', role: 'Warms and tonifies the Middle Burner (with moxibustion)' },
    { code: 'BL20', role: 'Back Shu point of the Spleen: tonifies Spleen Yang with moxibustion' },
    { code: 'CV6', role: 'Tonifies Yang and Qi (moxibustion)' },
    { code: 'ST25', role: 'Front Mu point of the Large Intestine: stops chronic diarrhoea' },
    { code: 'CV8', role: 'Moxibustion only (on salt or ginger), never needled: rescues Yang and stops diarrhoea' },
    { code: 'SP3', role: 'Source point of the Spleen' },
  ],
  consumerHerbs: [
    {
      id: 'fresh-ginger-tea',
      name: 'Fresh ginger tea',
      description: 'A few slices of fresh ginger in hot water warm the stomach and ease a cold, queasy belly.',
      herbs: ['sheng-jiang'],
    },
    {
      id: 'cinnamon',
      name: 'Cinnamon',
      description: 'Culinary cinnamon in porridge or drinks is a warming spice for a cold digestion.',
      herbs: ['rou-gui'],
    },
    {
      id: 'jujube-dates',
      name: 'Jujube dates',
      description: 'Cooked with ginger in tea or porridge they support digestion.',
      herbs: ['da-zao'],
    },
  ],
  diet: [
    {
      id: 'only-warm-cooked-food',
      name: 'Only warm, cooked food',
      description: 'Soups, stews, congee and roasted root vegetables; avoid raw salads, fruit in excess and iced drinks.',
    },
    {
      id: 'warming-spices',
      name: 'Warming spices',
      description: 'Ginger, cinnamon, fennel, cardamom, black pepper and nutmeg in cooking.',
    },
    {
      id: 'warming-proteins',
      name: 'Warming proteins',
      description: 'Chicken or lamb soups and stews, if you eat meat, are traditional warming foods.',
    },
  ],
  lifestyle: [
    {
      id: 'keep-the-belly-warm',
      name: 'Keep the belly warm',
      description: 'Cover the abdomen and lower back; a warm water bottle on the belly eases cold pain.',
    },
    {
      id: 'avoid-cold-and-damp',
      name: 'Avoid cold and damp',
      description: 'Dress warmly, dry off after swimming, and avoid sitting on cold floors.',
    },
    {
      id: 'rest-and-gentle-movement',
      name: 'Rest and gentle movement',
      description: 'Avoid exhausting exercise; walking and tai chi support Yang without draining it.',
    },
  ],
  cautions: {
    longTerm:
      'Hot, drying herbs can injure Yin if continued after the cold has gone. Zhi Fu Zi, if added (Kidney Yang involved: Fu Zi Li Zhong Wan), is toxic (aconite alkaloids): only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods.',
    other: ['Not for heat signs (red tongue, yellow coating, thirst, rapid pulse).'],
  },
  prognosis: {
    expectation: 'Cold and loose stools usually improve within 2-6 weeks; rebuilding Yang takes 2-4 months.',
    favourable: ['warm diet adopted', { text: 'younger age', onlyIf: 'younger' }, 'no Kidney involvement'],
    obstacles: [
      'cold, raw diet',
      'cold, damp environment',
      'Kidney Yang involvement (early-morning diarrhoea, cold lower back)',
      { text: 'advanced age', onlyIf: 'older' },
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
