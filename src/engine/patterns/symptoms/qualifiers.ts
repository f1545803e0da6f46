/**
 * Qualifiers the extractor attaches to a symptom: time of aggravation, modality, course
 * and intensity, the questions of the classical interrogation (Maciocia, Foundations,
 * 'Interrogation'). The modality symptoms of the vocabulary ('worse-with-stress',
 * 'worse-after-eating') are qualifiers too; they are not repeated here.
 */

/** One qualifier: id attached to symptoms, and the phrases that express it. */
export interface QualifierEntry {
  id: string;
  phrases: { en: string[]; es: string[] };
}

/** The qualifier table, English and Spanish phrases (matched folded: lower case, no accents). */
export const QUALIFIERS: readonly QualifierEntry[] = [
  {
    id: 'at-night',
    phrases: {
      en: [
        'at night',
        'during the night',
        'in the night',
        'nocturnal',
        'nightly',
        'worse at night',
        'in bed',
        'at bedtime',
        'every night',
      ],
      es: [
        'por la noche',
        'de noche',
        'en la noche',
        'nocturno',
        'nocturna',
        'durante la noche',
        'peor por la noche',
        'por las noches',
        'cada noche',
        'al acostarse',
      ],
    },
  },
  {
    id: 'worse-in-morning',
    phrases: {
      en: [
        'in the morning',
        'mornings',
        'on waking',
        'upon waking',
        'worse in the morning',
        'early morning',
        'at dawn',
        'on rising',
      ],
      es: [
        'por la manana',
        'en la manana',
        'por las mananas',
        'al despertar',
        'al levantarse',
        'matutino',
        'matutina',
        'de madrugada',
        'al amanecer',
      ],
    },
  },
  {
    id: 'worse-in-afternoon',
    phrases: {
      en: [
        'in the afternoon',
        'afternoons',
        'in the evening',
        'evenings',
        'worse in the afternoon',
        'worse in the evening',
        'late afternoon',
      ],
      es: ['por la tarde', 'en la tarde', 'por las tardes', 'vespertino', 'vespertina', 'al atardecer', 'peor por la tarde'],
    },
  },
  {
    id: 'worse-with-cold',
    phrases: {
      en: [
        'worse with cold',
        'worse in cold weather',
        'in cold weather',
        'worse in winter',
        'aggravated by cold',
        'cold makes it worse',
        'worse with cold drinks',
        'worse from cold',
      ],
      es: [
        'empeora con el frio',
        'peor con el frio',
        'con el frio',
        'en invierno',
        'con tiempo frio',
        'empeora con bebidas frias',
      ],
    },
  },
  {
    id: 'worse-with-heat',
    phrases: {
      en: [
        'worse with heat',
        'worse in hot weather',
        'in hot weather',
        'worse in summer',
        'aggravated by heat',
        'heat makes it worse',
        'worse from heat',
      ],
      es: ['empeora con el calor', 'peor con el calor', 'con el calor', 'en verano', 'con tiempo caluroso'],
    },
  },
  {
    id: 'worse-with-damp',
    phrases: {
      en: ['worse in damp weather', 'in damp weather', 'worse with damp', 'worse in humid weather', 'when it rains'],
      es: ['con la humedad', 'con tiempo humedo', 'empeora con la humedad', 'cuando llueve'],
    },
  },
  {
    id: 'better-with-warmth',
    phrases: {
      en: [
        'better with warmth',
        'relieved by warmth',
        'better with heat',
        'relieved by heat',
        'warmth helps',
        'heat helps',
        'hot water bottle helps',
        'better with warm drinks',
      ],
      es: [
        'mejora con el calor',
        'alivia con calor',
        'mejora con calor',
        'se alivia con el calor',
        'mejora con bebidas calientes',
      ],
    },
  },
  {
    id: 'better-with-pressure',
    phrases: {
      en: ['better with pressure', 'relieved by pressure', 'likes pressure', 'better with massage', 'pressure helps'],
      es: ['mejora con la presion', 'alivia con la presion', 'mejora al presionar', 'mejora con masaje'],
    },
  },
  {
    id: 'worse-with-pressure',
    phrases: {
      en: [
        'worse with pressure',
        'worse on pressure',
        'aggravated by pressure',
        'dislikes pressure',
        'tender to touch',
        'painful to touch',
      ],
      es: ['empeora con la presion', 'duele al presionar', 'no tolera la presion', 'duele al tacto'],
    },
  },
  {
    id: 'better-after-bowel-movement',
    phrases: {
      en: [
        'relieved after a bowel movement',
        'relieved by a bowel movement',
        'relieved by defecation',
        'better after a bowel movement',
        'eases after passing stool',
        'better after passing stool',
      ],
      es: ['mejora al defecar', 'se alivia al evacuar', 'mejora despues de evacuar', 'se alivia al defecar'],
    },
  },
  {
    id: 'better-after-eating',
    phrases: {
      en: ['better after eating', 'relieved by eating', 'better with food', 'eased by eating', 'better after meals'],
      es: ['mejora al comer', 'mejora con la comida', 'se alivia al comer', 'mejora despues de comer'],
    },
  },
  {
    id: 'worse-when-hungry',
    phrases: {
      en: ['on an empty stomach', 'when hungry', 'worse when hungry', 'before meals', 'before eating'],
      es: ['en ayunas', 'con el estomago vacio', 'cuando tiene hambre', 'antes de comer', 'antes de las comidas'],
    },
  },
  {
    id: 'better-with-rest',
    phrases: {
      en: ['better with rest', 'improves with rest', 'relieved by rest', 'better after rest'],
      es: ['mejora con el reposo', 'mejora al descansar', 'mejora con el descanso'],
    },
  },
  {
    id: 'worse-with-exertion',
    phrases: {
      en: [
        'worse with exertion',
        'worse on exertion',
        'on exertion',
        'after exertion',
        'with exertion',
        'worse with activity',
        'on exercise',
        'after exercise',
        'worse with overwork',
        'when tired',
        'on climbing stairs',
      ],
      es: [
        'con el esfuerzo',
        'al hacer esfuerzo',
        'empeora con el esfuerzo',
        'con el ejercicio',
        'tras el ejercicio',
        'al subir escaleras',
        'cuando esta cansado',
        'cuando esta cansada',
      ],
    },
  },
  {
    id: 'worse-before-period',
    phrases: {
      en: [
        'before periods',
        'before the period',
        'before her period',
        'premenstrual',
        'premenstrually',
        'before menstruation',
        'before menses',
      ],
      es: ['antes de la regla', 'antes de la menstruacion', 'premenstrual', 'antes del periodo'],
    },
  },
  {
    id: 'during-period',
    phrases: {
      en: ['during periods', 'during the period', 'during her period', 'during menstruation', 'during menses', 'with periods'],
      es: ['durante la regla', 'durante la menstruacion', 'durante el periodo', 'con la regla'],
    },
  },
  {
    id: 'chronic',
    phrases: {
      en: [
        'chronic',
        'chronically',
        'for years',
        'for many years',
        'long-standing',
        'longstanding',
        'for months',
        'persistent',
        'since childhood',
        'years',
      ],
      es: [
        'cronico',
        'cronica',
        'desde hace anos',
        'hace anos',
        'de larga evolucion',
        'desde hace meses',
        'persistente',
        'desde la infancia',
      ],
    },
  },
  {
    id: 'acute',
    phrases: {
      en: [
        'acute',
        'sudden',
        'suddenly',
        'sudden onset',
        'since yesterday',
        'started yesterday',
        'recent onset',
        'came on suddenly',
      ],
      es: ['agudo', 'aguda', 'repentino', 'repentina', 'de repente', 'subito', 'subita', 'desde ayer', 'de inicio reciente'],
    },
  },
  {
    id: 'recurrent',
    phrases: {
      en: ['recurrent', 'recurring', 'keeps coming back', 'repeated', 'frequent episodes'],
      es: ['recurrente', 'de repeticion', 'recidivante', 'vuelve una y otra vez'],
    },
  },
  {
    id: 'constant',
    phrases: {
      en: [
        'all the time',
        'constantly',
        'constant',
        'always',
        'all day',
        'all day long',
        'continuous',
        'continuously',
        'every day',
        'daily',
        'non-stop',
      ],
      es: [
        'todo el tiempo',
        'constante',
        'constantemente',
        'siempre',
        'todo el dia',
        'continuo',
        'continua',
        'a diario',
        'cada dia',
        'todos los dias',
      ],
    },
  },
  {
    id: 'intermittent',
    phrases: {
      en: [
        'on and off',
        'comes and goes',
        'intermittent',
        'intermittently',
        'sometimes',
        'occasionally',
        'occasional',
        'at times',
        'episodic',
        'now and then',
      ],
      es: ['a veces', 'intermitente', 'de vez en cuando', 'ocasional', 'ocasionalmente', 'va y viene', 'en ocasiones'],
    },
  },
  {
    id: 'severe',
    phrases: {
      en: [
        'severe',
        'severely',
        'intense',
        'terrible',
        'unbearable',
        'very bad',
        'extreme',
        'excruciating',
        'strong',
        'marked',
        'debilitating',
        'violent',
      ],
      es: [
        'severo',
        'severa',
        'intenso',
        'intensa',
        'fuerte',
        'terrible',
        'insoportable',
        'muy fuerte',
        'muy intenso',
        'muy intensa',
        'marcado',
        'marcada',
      ],
    },
  },
  {
    id: 'mild',
    phrases: {
      en: ['mild', 'mildly', 'slight', 'slightly', 'a little', 'a bit', 'minor', 'light'],
      es: ['leve', 'ligero', 'ligera', 'un poco', 'levemente', 'poco'],
    },
  },
];

/** Ids of the qualifiers above (without the modality symptoms). */
export const QUALIFIER_IDS: readonly string[] = QUALIFIERS.map((q) => q.id);

/**
 * Chinese phrases of the qualifiers, by qualifier id, matched as character sequences like the
 * Chinese symptom terms (./vocabulary/chinese.ts): the modalities of 问诊 (夜间加重, 遇寒加重,
 * 劳累后加重, 得温痛减) and the words of course and intensity (反复发作, 突发, 剧烈). No bare
 * 晚上 or 饭后, which name a time of day rather than an aggravation.
 */
export const CHINESE_QUALIFIERS: Readonly<Record<string, readonly string[]>> = {
  'at-night': ['夜间加重', '入夜加重', '晚上加重', '夜里加重', '夜间明显', '晚上明显'],
  'worse-in-morning': ['晨起加重', '早上加重', '晨起明显', '早上明显'],
  'worse-in-afternoon': ['午后加重', '下午加重', '傍晚加重', '午后明显', '下午明显'],
  'worse-with-cold': ['遇冷加重', '遇寒加重', '受凉加重', '受凉后加重', '冬季加重', '遇冷则甚'],
  'worse-with-heat': ['遇热加重', '受热加重', '夏季加重', '得热则甚'],
  'worse-with-damp': ['阴雨天加重', '下雨天加重', '遇湿加重', '天气潮湿时加重'],
  'better-with-warmth': ['得温痛减', '得温则减', '得温则舒', '热敷后减轻', '热敷能缓解'],
  'better-after-bowel-movement': ['便后痛减', '泻后痛减', '大便后减轻', '拉完就好些'],
  'better-after-eating': ['得食则减', '进食后减轻', '吃东西后缓解'],
  'worse-when-hungry': ['空腹加重', '饥饿时加重', '饿的时候加重'],
  'better-with-rest': ['休息后减轻', '休息后缓解', '休息可缓解'],
  'worse-with-exertion': ['劳累后加重', '遇劳加重', '劳则加重', '活动后加重', '累了就加重'],
  'worse-before-period': ['经前加重', '经前明显', '月经前加重'],
  'during-period': ['经期加重', '行经时', '月经期间', '来月经时'],
  chronic: ['多年', '久病', '长期', '慢性'],
  acute: ['突发', '突然', '急性', '骤然'],
  recurrent: ['反复发作', '时常发作', '经常复发'],
  constant: ['持续性', '持续不断', '一直都有'],
  intermittent: ['时作时止', '时有时无', '间歇性', '阵发性'],
  severe: ['剧烈', '剧痛', '严重', '很厉害'],
  mild: ['轻微', '隐隐', '稍有'],
};
