import type { PatternKnowledge } from '../types.ts';

/**
 * Spleen Yang Deficiency (脾阳虚): Spleen Qi deficiency with internal Cold. Signs from
 * Maciocia (Foundations, Tongue Diagnosis: pale, swollen, wet) and Deng Tietao; formula
 * Li Zhong Wan (in decoction, Li Zhong Tang) as in Bensky, Formulas & Strategies.
 */
export const spleenYangDeficiency: PatternKnowledge = {
  id: 'spleen-yang-deficiency',
  names: { en: 'Spleen Yang Deficiency', zh: '脾阳虚', pinyin: 'pí yáng xū', es: 'Deficiencia de Yang de Bazo' },
  explanation: {
    en: 'This is a weak digestion that has also become cold. Besides tiredness, poor appetite and loose stools, you may feel chilly, have cold hands and feet, and notice a dull belly ache that feels better with warmth. Warm cooked food, warming spices and keeping the belly warm are the most helpful steps.',
    es: 'Es una digestión débil que además se ha enfriado. Además de cansancio, poco apetito y heces blandas, puedes sentir frío, tener manos y pies fríos y notar un dolor sordo de vientre que mejora con el calor. La comida caliente y cocinada, las especias que calientan y mantener el vientre abrigado son lo que más ayuda.',
  },
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
    name: { en: 'Regulate the Middle Pill', pinyin: 'Lǐ Zhōng Wán', zh: '理中丸' },
    source: 'Shang Han Lun (Zhang Zhong-Jing, c. 220)',
    herbs: [
      { id: 'gan-jiang', pinyin: 'gān jiāng', zh: '干姜', latin: 'Rhizoma Zingiberis', doseG: [3, 10], role: 'chief' },
      { id: 'ren-shen', pinyin: 'rén shēn', zh: '人参', latin: 'Radix et Rhizoma Ginseng', doseG: [3, 9], role: 'deputy' },
      {
        id: 'bai-zhu',
        pinyin: 'bái zhú',
        zh: '白术',
        latin: 'Rhizoma Atractylodis Macrocephalae',
        doseG: [6, 12],
        role: 'assistant',
      },
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
        when: 'severe cold with cold limbs, low back cold and early-morning diarrhoea: Kidney Yang involved (Fu Zi Li Zhong Wan)',
        add: [
          { id: 'zhi-fu-zi', pinyin: 'zhì fù zǐ', zh: '制附子', latin: 'Radix Aconiti Lateralis Praeparata', doseG: [3, 15] },
        ],
        forPattern: 'kidney-yang-deficiency',
      },
      {
        when: 'vomiting of clear fluid or nausea',
        add: [
          { id: 'sheng-jiang', pinyin: 'shēng jiāng', zh: '生姜', latin: 'Rhizoma Zingiberis Recens', doseG: [3, 10] },
          { id: 'ban-xia', pinyin: 'bàn xià', zh: '法半夏', latin: 'Rhizoma Pinelliae Praeparatum', doseG: [3, 9] },
        ],
      },
      {
        when: 'Dampness with oedema or scanty urine',
        add: [
          { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15] },
          { id: 'gui-zhi', pinyin: 'guì zhī', zh: '桂枝', latin: 'Ramulus Cinnamomi', doseG: [3, 10] },
        ],
      },
      {
        when: 'cold abdominal pain with distension',
        add: [
          { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6] },
          { id: 'sha-ren', pinyin: 'shā rén', zh: '砂仁', latin: 'Fructus Amomi', doseG: [3, 6] },
        ],
      },
    ],
    keyHerbs: ['gan-jiang', 'ren-shen', 'bai-zhu'],
  },
  acupoints: [
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Tonifies Stomach and Spleen (with moxibustion)',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Warms and tonifies the Middle Burner (with moxibustion)',
    },
    {
      code: 'BL20',
      pinyin: 'Píshū',
      location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
      role: 'Back Shu point of the Spleen: tonifies Spleen Yang with moxibustion',
    },
    {
      code: 'CV6',
      pinyin: 'Qìhǎi',
      location: 'Lower abdomen, on the anterior midline, 1.5 cun below the umbilicus',
      role: 'Tonifies Yang and Qi (moxibustion)',
    },
    {
      code: 'ST25',
      pinyin: 'Tiānshū',
      location: 'Abdomen, 2 cun lateral to the centre of the umbilicus',
      role: 'Front Mu point of the Large Intestine: stops chronic diarrhoea',
    },
    {
      code: 'CV8',
      pinyin: 'Shénquè',
      location: 'At the centre of the umbilicus',
      role: 'Moxibustion only (on salt or ginger), never needled: rescues Yang and stops diarrhoea',
    },
    {
      code: 'SP3',
      pinyin: 'Tàibái',
      location:
        'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
      role: 'Source point of the Spleen',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Fresh ginger tea', es: 'Infusión de jengibre fresco' },
      description: {
        en: 'A few slices of fresh ginger in hot water warm the stomach and ease a cold, queasy belly.',
        es: 'Unas rodajas de jengibre fresco en agua caliente calientan el estómago y alivian el vientre frío y revuelto.',
      },
    },
    {
      name: { en: 'Cinnamon', es: 'Canela' },
      description: {
        en: 'Culinary cinnamon in porridge or drinks is a warming spice for a cold digestion.',
        es: 'La canela de cocina en gachas o bebidas es una especia que calienta una digestión fría.',
      },
    },
    {
      name: { en: 'Jujube dates', es: 'Dátiles chinos (azufaifas)' },
      description: {
        en: 'Cooked with ginger in tea or porridge they support digestion.',
        es: 'Cocidos con jengibre en infusión o gachas apoyan la digestión.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Only warm, cooked food', es: 'Solo comida caliente y cocinada' },
      description: {
        en: 'Soups, stews, congee and roasted root vegetables; avoid raw salads, fruit in excess and iced drinks.',
        es: 'Sopas, guisos, gachas y tubérculos asados; evita ensaladas crudas, exceso de fruta y bebidas heladas.',
      },
    },
    {
      name: { en: 'Warming spices', es: 'Especias que calientan' },
      description: {
        en: 'Ginger, cinnamon, fennel, cardamom, black pepper and nutmeg in cooking.',
        es: 'Jengibre, canela, hinojo, cardamomo, pimienta negra y nuez moscada en la cocina.',
      },
    },
    {
      name: { en: 'Warming proteins', es: 'Proteínas que calientan' },
      description: {
        en: 'Chicken or lamb soups and stews, if you eat meat, are traditional warming foods.',
        es: 'Las sopas y guisos de pollo o cordero, si comes carne, son alimentos tradicionalmente cálidos.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Keep the belly warm', es: 'Mantén el vientre abrigado' },
      description: {
        en: 'Cover the abdomen and lower back; a warm water bottle on the belly eases cold pain.',
        es: 'Abriga el abdomen y la zona lumbar; una bolsa de agua caliente en el vientre alivia el dolor por frío.',
      },
    },
    {
      name: { en: 'Avoid cold and damp', es: 'Evita el frío y la humedad' },
      description: {
        en: 'Dress warmly, dry off after swimming, and avoid sitting on cold floors.',
        es: 'Abrígate, sécate bien después de nadar y evita sentarte en suelos fríos.',
      },
    },
    {
      name: { en: 'Rest and gentle movement', es: 'Descanso y movimiento suave' },
      description: {
        en: 'Avoid exhausting exercise; walking and tai chi support Yang without draining it.',
        es: 'Evita el ejercicio agotador; caminar y el taichí apoyan el Yang sin agotarlo.',
      },
    },
  ],
  cautions: {
    pregnancy: 'Gan Jiang is hot and acrid: use with caution in pregnancy; Zhi Fu Zi, if added, is contraindicated in pregnancy.',
    bleedingRisk: 'Ren Shen may reduce the effect of warfarin (lower INR reported): monitor when combined.',
    longTerm:
      'Hot, drying herbs can injure Yin if continued after the cold has gone. Zhi Fu Zi is toxic (aconite alkaloids): only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods.',
    other: [
      'Not for heat signs (red tongue, yellow coating, thirst, rapid pulse).',
      'Zhi Gan Cao in long use may raise blood pressure and lower potassium.',
    ],
  },
  prognosis: {
    expectation: 'Cold and loose stools usually improve within 2-6 weeks; rebuilding Yang takes 2-4 months.',
    favourable: ['warm diet adopted', 'younger age', 'no Kidney involvement'],
    obstacles: [
      'cold, raw diet',
      'cold, damp environment',
      'Kidney Yang involvement (early-morning diarrhoea, cold lower back)',
      'advanced age',
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
