import type { PatternKnowledge } from '../types.ts';

/**
 * Food Stagnation (食滞胃脘): food retained in the Stomach after overeating or eating too
 * fast, obstructing the descent of Stomach Qi. Signs from Maciocia (Foundations, Tongue
 * Diagnosis: thick coating that cannot be scraped off) and Deng Tietao; formula Bao He Wan
 * as in Bensky, Formulas & Strategies.
 */
export const foodStagnation: PatternKnowledge = {
  id: 'food-stagnation',
  names: { en: 'Food Stagnation', zh: '食滞胃脘', pinyin: 'shí zhì wèi wǎn', es: 'Estancamiento de alimentos' },
  explanation: {
    en: 'Food stagnation means a meal is sitting in the stomach without moving on, usually after overeating, eating too fast or eating late. It brings a full, painful stomach, sour or smelly burps, bad breath, loss of appetite and sometimes nausea, vomiting or smelly stools. Eating lightly for a day or two and walking after meals usually helps it pass.',
    es: 'El estancamiento de alimentos significa que la comida se queda en el estómago sin avanzar, normalmente tras comer demasiado, muy deprisa o muy tarde. Produce un estómago lleno y dolorido, eructos ácidos o malolientes, mal aliento, falta de apetito y a veces náuseas, vómitos o heces malolientes. Comer ligero un día o dos y caminar después de comer suele ayudar a que pase.',
  },
  nature: 'excess',
  temperature: 'neutral',
  organs: ['Stomach', 'Spleen'],
  pathogenicFactors: ['Food retention', 'Qi stagnation'],
  signs: {
    tongue: [
      { sign: 'coating:thick-white', weight: 3 },
      { sign: 'sign:greasy-coating', weight: 2 },
      { sign: 'sign:thick-root-coating', weight: 1 },
      { sign: 'coating:yellow', weight: 1 },
    ],
    pulse: [
      { sign: 'slippery', weight: 3 },
      { sign: 'full', weight: 1 },
      { sign: 'strong', weight: 1 },
    ],
    symptoms: [
      { sign: 'sour-belching', weight: 3 },
      { sign: 'belching', weight: 2 },
      { sign: 'epigastric-fullness', weight: 3 },
      { sign: 'aversion-to-food', weight: 2 },
      { sign: 'acid-regurgitation', weight: 2 },
      { sign: 'epigastric-pain', weight: 2 },
      { sign: 'abdominal-distension', weight: 2 },
      { sign: 'worse-after-eating', weight: 2 },
      { sign: 'vomiting', weight: 2 },
      { sign: 'foul-smelling-stools', weight: 2 },
      { sign: 'overeating', weight: 2 },
      { sign: 'flatulence', weight: 1 },
      { sign: 'bad-breath', weight: 1 },
      { sign: 'nausea', weight: 1 },
      { sign: 'poor-appetite', weight: 1 },
      { sign: 'loose-stools', weight: 1 },
      { sign: 'constipation', weight: 1 },
      { sign: 'insomnia', weight: 1 },
    ],
  },
  against: {
    tongue: [
      { sign: 'coating:none', weight: 3 },
      { sign: 'sign:peeled-coating', weight: 2 },
    ],
    pulse: [
      { sign: 'weak', weight: 2 },
      { sign: 'thin', weight: 1 },
    ],
    symptoms: [
      { sign: 'excessive-hunger', weight: 2 },
      { sign: 'hunger-no-desire-to-eat', weight: 1 },
    ],
  },
  treatmentPrinciple: {
    en: 'Reduce food retention and harmonise the Stomach',
    zh: '消食导滞，和胃',
    pinyin: 'xiāo shí dǎo zhì, hé wèi',
  },
  formula: {
    name: { en: 'Preserve Harmony Pill', pinyin: 'Bǎo Hé Wán', zh: '保和丸' },
    source: 'Dan Xi Xin Fa (Zhu Dan-Xi, 1481)',
    herbs: [
      { id: 'shan-zha', pinyin: 'shān zhā', zh: '山楂', latin: 'Fructus Crataegi', doseG: [9, 12], role: 'chief' },
      { id: 'shen-qu', pinyin: 'shén qū', zh: '神曲', latin: 'Massa Medicata Fermentata', doseG: [6, 15], role: 'deputy' },
      { id: 'lai-fu-zi', pinyin: 'lái fú zǐ', zh: '莱菔子', latin: 'Semen Raphani', doseG: [5, 12], role: 'deputy' },
      {
        id: 'ban-xia',
        pinyin: 'bàn xià',
        zh: '法半夏',
        latin: 'Rhizoma Pinelliae Praeparatum',
        doseG: [3, 9],
        role: 'assistant',
      },
      { id: 'chen-pi', pinyin: 'chén pí', zh: '陈皮', latin: 'Pericarpium Citri Reticulatae', doseG: [3, 10], role: 'assistant' },
      { id: 'fu-ling', pinyin: 'fú líng', zh: '茯苓', latin: 'Poria', doseG: [10, 15], role: 'assistant' },
      { id: 'lian-qiao', pinyin: 'lián qiào', zh: '连翘', latin: 'Fructus Forsythiae', doseG: [6, 15], role: 'assistant' },
    ],
    modifications: [
      {
        when: 'retention turning to Heat: yellow coating, constipation, abdominal pain (towards Zhi Shi Dao Zhi Wan)',
        add: [
          { id: 'zhi-shi', pinyin: 'zhǐ shí', zh: '枳实', latin: 'Fructus Aurantii Immaturus', doseG: [3, 10] },
          { id: 'da-huang', pinyin: 'dà huáng', zh: '大黄', latin: 'Radix et Rhizoma Rhei', doseG: [3, 15] },
        ],
      },
      {
        when: 'recurrent retention on a weak Spleen: fatigue, loose stools (Da An Wan)',
        add: [{ id: 'bai-zhu', pinyin: 'bái zhú', zh: '白术', latin: 'Rhizoma Atractylodis Macrocephalae', doseG: [6, 12] }],
        forPattern: 'spleen-qi-deficiency',
      },
      {
        when: 'retention of starchy food (rice, bread, noodles)',
        add: [
          { id: 'mai-ya', pinyin: 'mài yá', zh: '麦芽', latin: 'Fructus Hordei Germinatus', doseG: [10, 15] },
          { id: 'gu-ya', pinyin: 'gǔ yá', zh: '谷芽', latin: 'Fructus Setariae Germinatus', doseG: [9, 15] },
        ],
      },
      {
        when: 'marked distension and fullness',
        add: [
          { id: 'hou-po', pinyin: 'hòu pò', zh: '厚朴', latin: 'Cortex Magnoliae Officinalis', doseG: [3, 10] },
          { id: 'mu-xiang', pinyin: 'mù xiāng', zh: '木香', latin: 'Radix Aucklandiae', doseG: [3, 6] },
        ],
      },
    ],
    keyHerbs: ['shan-zha', 'shen-qu', 'lai-fu-zi'],
  },
  acupoints: [
    {
      code: 'CV10',
      pinyin: 'Xiàwǎn',
      location: 'Upper abdomen, on the anterior midline, 2 cun above the umbilicus',
      role: 'Moves food down from the Stomach',
    },
    {
      code: 'CV12',
      pinyin: 'Zhōngwǎn',
      location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
      role: 'Front Mu point of the Stomach: regulates Stomach Qi',
    },
    {
      code: 'ST21',
      pinyin: 'Liángmén',
      location: 'Upper abdomen, 4 cun above the umbilicus, 2 cun lateral to the anterior midline',
      role: 'Relieves epigastric fullness and pain from retention',
    },
    {
      code: 'ST25',
      pinyin: 'Tiānshū',
      location: 'Abdomen, 2 cun lateral to the centre of the umbilicus',
      role: 'Moves Qi in the intestines, relieves distension',
    },
    {
      code: 'ST36',
      pinyin: 'Zúsānlǐ',
      location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
      role: 'Descends Stomach Qi and supports digestion',
    },
    {
      code: 'PC6',
      pinyin: 'Nèiguān',
      location:
        'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
      role: 'Descends rebellious Stomach Qi: nausea, belching, vomiting',
    },
    {
      code: 'SP4',
      pinyin: 'Gōngsūn',
      location:
        'Medial foot, anterior and inferior to the base of the 1st metatarsal bone, at the border of the red and white skin',
      role: 'Connecting point of the Spleen: relieves fullness and retention',
    },
  ],
  consumerHerbs: [
    {
      name: { en: 'Hawthorn berry tea', es: 'Infusión de bayas de espino blanco' },
      description: {
        en: 'Dried hawthorn berries, a traditional food remedy for heaviness after rich, meaty meals.',
        es: 'Las bayas secas de espino blanco, un remedio alimentario tradicional para la pesadez tras comidas copiosas y con carne.',
      },
    },
    {
      name: { en: 'Dried tangerine peel', es: 'Piel de mandarina seca' },
      description: {
        en: 'Tea from the peel helps the stomach move and eases belching and bloating.',
        es: 'La infusión de la piel ayuda a mover el estómago y alivia eructos e hinchazón.',
      },
    },
    {
      name: { en: 'Roasted barley sprout tea', es: 'Infusión de brotes de cebada tostados' },
      description: {
        en: 'A traditional digestive tea after heavy, starchy meals.',
        es: 'Una infusión digestiva tradicional tras comidas pesadas y ricas en almidón.',
      },
    },
  ],
  diet: [
    {
      name: { en: 'Eat lightly for a day or two', es: 'Come ligero uno o dos días' },
      description: {
        en: 'Plain rice porridge, clear soups and steamed vegetables give the stomach a rest.',
        es: 'Gachas de arroz, caldos claros y verduras al vapor dan un descanso al estómago.',
      },
    },
    {
      name: { en: 'Stop at about 70 percent full', es: 'Para al sentirte lleno en un 70 por ciento' },
      description: {
        en: 'Leaving a little room is the simplest way to prevent this pattern.',
        es: 'Dejar un poco de espacio es la forma más sencilla de prevenir este patrón.',
      },
    },
    {
      name: { en: 'Avoid heavy, greasy and late meals', es: 'Evita comidas pesadas, grasas y tardías' },
      description: {
        en: 'Large evening meals, fried food and mixing many rich dishes overload the stomach.',
        es: 'Las cenas copiosas, los fritos y mezclar muchos platos ricos sobrecargan el estómago.',
      },
    },
    {
      name: { en: 'Radish and digestive foods', es: 'Rábano y alimentos digestivos' },
      description: {
        en: 'Radish, daikon, pineapple, papaya and a little vinegar help digestion of rich food.',
        es: 'El rábano, el daikon, la piña, la papaya y un poco de vinagre ayudan a digerir comidas ricas.',
      },
    },
  ],
  lifestyle: [
    {
      name: { en: 'Eat slowly and chew well', es: 'Come despacio y mastica bien' },
      description: {
        en: 'Sit down to eat, without screens, and put the fork down between bites.',
        es: 'Siéntate a comer sin pantallas y deja el tenedor entre bocado y bocado.',
      },
    },
    {
      name: { en: 'Walk after meals', es: 'Camina después de comer' },
      description: {
        en: 'A gentle ten-minute walk helps the stomach empty.',
        es: 'Un paseo suave de diez minutos ayuda a vaciar el estómago.',
      },
    },
    {
      name: { en: 'No food before bed', es: 'No comas antes de acostarte' },
      description: {
        en: 'Leave two to three hours between the last meal and sleep.',
        es: 'Deja dos o tres horas entre la última comida y el sueño.',
      },
    },
  ],
  cautions: {
    pregnancy:
      'Shan Zha in large doses moves Blood and Ban Xia calls for caution: use only under supervision in pregnancy; Da Huang, if added, is contraindicated.',
    longTerm:
      'Digestive, Qi-moving herbs disperse Qi: for short courses only; recurrent retention points to Spleen deficiency, which should be tonified instead.',
    other: [
      'Shan Zha (hawthorn) can add to the effects of digoxin and antihypertensives.',
      'Lai Fu Zi is traditionally not combined with Ren Shen, as it reduces its tonifying effect.',
      'Severe abdominal pain, persistent vomiting or no bowel movement or wind need urgent medical care.',
    ],
  },
  prognosis: {
    expectation:
      'Acute food retention usually clears within 1-3 days; recurrent cases need the underlying Spleen weakness addressed.',
    favourable: ['clear dietary trigger', 'acute onset', 'strong constitution'],
    obstacles: ['habitual overeating or late meals', 'underlying Spleen Qi deficiency', 'retention turning to Heat'],
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
    'flaws-diet',
  ],
};
