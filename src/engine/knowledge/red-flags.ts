import type { Translate } from './localize/translate.ts';

/*
 * Red flags: findings that need a doctor before any TCM treatment or self-care. The list
 * follows the standard primary-care red flags for the presenting complaints of a TCM clinic
 * (acute coronary syndrome, subarachnoid haemorrhage, gastrointestinal bleeding, meningitis,
 * stroke (FAST), suicidality, acute abdomen, bleeding in pregnancy, unexplained weight loss),
 * e.g. NICE CKS and NHS 111 guidance; wording is our own. The finder is
 * ../patterns/red-flags.ts. Labels and reasons are English; ./locales renders them.
 */

/** emergency: call emergency services now; urgent: see a doctor today, before any TCM care. */
export type RedFlagUrgency = 'emergency' | 'urgent';

/** Phrases in each language the finder matches (folded: case and accents do not matter). */
export interface RedFlagPhrases {
  en: string[];
  es: string[];
  zh?: string[];
}

/** One red flag: what raises it and what it means. */
export interface RedFlagDefinition {
  id: string;
  /** Short English label ('Chest pain'). */
  label: string;
  urgency: RedFlagUrgency;
  /** Why it matters, completing 'See a doctor now: ...' (English). */
  reason: string;
  /** Phrases that raise the flag on their own. */
  phrases?: RedFlagPhrases;
  /** Vocabulary symptoms that raise the flag when affirmed. */
  symptoms?: string[];
  /** Vocabulary symptoms that raise the flag when affirmed with all of these qualifiers. */
  qualified?: { symptoms: string[]; qualifiers: string[] }[];
  /** Groups that must all be present somewhere in the text; each group is satisfied by any of its symptom or cue ids. */
  together?: string[][];
  /** Less urgent flags this one makes redundant. */
  supersedes?: string[];
}

/** Phrases that count only in combination (the `together` groups). */
export const RED_FLAG_CUES: Readonly<Record<string, RedFlagPhrases>> = {
  'cue-radiating': {
    en: [
      'radiating to the arm',
      'radiating to the left arm',
      'radiating to the jaw',
      'radiates to the arm',
      'radiates to the jaw',
      'spreading to the arm',
      'spreading to the jaw',
      'down the left arm',
      'radiating',
      'crushing',
      'pressure-like',
    ],
    es: [
      'irradia al brazo',
      'irradia al brazo izquierdo',
      'irradia a la mandibula',
      'irradiado al brazo',
      'que se extiende al brazo',
      'opresivo',
      'irradiado',
    ],
    zh: ['放射到左臂', '放射至左臂', '向左臂放射', '放射到肩背', '向下颌放射', '压榨样', '压榨性', '放射痛'],
  },
  'cue-sweating': {
    en: ['sweating', 'sweaty', 'cold sweat', 'clammy', 'sweats'],
    es: ['sudoracion', 'sudor frio', 'sudando', 'sudor'],
    zh: ['出汗', '汗出', '大汗', '冒汗'],
  },
  'cue-meningeal-neck': {
    en: ['stiff neck', 'neck stiffness', 'nuchal rigidity', 'cannot bend the neck', "can't touch chin to chest", 'rigid neck'],
    es: ['rigidez de nuca', 'cuello rigido', 'nuca rigida', 'rigidez de cuello', 'no puede doblar el cuello'],
    zh: ['颈项强直', '颈强直', '颈项强', '项强', '脖子僵硬', '颈部僵硬', '脖子发硬', '低头困难'],
  },
  'cue-unintended': {
    en: [
      'without trying',
      'without dieting',
      'not trying to lose weight',
      'unintentional',
      'unintentionally',
      'unintended',
      'unexplained',
      'for no reason',
      'no obvious reason',
    ],
    es: [
      'sin motivo',
      'sin causa',
      'sin hacer dieta',
      'sin dieta',
      'sin proponerselo',
      'sin querer',
      'involuntaria',
      'involuntario',
      'inexplicable',
      'inexplicada',
    ],
    zh: ['不明原因', '原因不明', '无明显诱因', '无明显原因', '莫名其妙', '没有节食', '没节食', '没有减肥', '没减肥'],
  },
  'cue-vaginal-bleeding': {
    en: ['vaginal bleeding', 'bleeding', 'spotting', 'losing blood'],
    es: ['sangrado vaginal', 'sangrado', 'manchado', 'perdida de sangre', 'sangra'],
    zh: ['阴道出血', '阴道流血', '见红', '出血', '流血'],
  },
};

/** Every red flag, with what raises it and why it matters. */
export const RED_FLAG_DEFINITIONS: readonly RedFlagDefinition[] = [
  {
    id: 'cardiac-chest-pain',
    urgency: 'emergency',
    label: 'Chest pain with cardiac features',
    reason: 'chest pain that spreads to the arm or jaw, or comes with sweating or breathlessness, can be a heart attack',
    phrases: {
      en: ['crushing chest pain', 'chest pain radiating to the arm', 'chest pain radiating to the jaw'],
      es: ['dolor opresivo en el pecho', 'dolor en el pecho que irradia al brazo'],
      zh: ['压榨性胸痛', '压榨样胸痛', '胸痛放射到左臂', '胸痛向左臂放射', '胸痛彻背', '心痛彻背'],
    },
    together: [['chest-pain'], ['cue-radiating', 'cue-sweating', 'cold-sweat', 'shortness-of-breath', 'fainting']],
    supersedes: ['chest-pain'],
  },
  {
    id: 'chest-pain',
    urgency: 'urgent',
    label: 'Chest pain',
    reason: 'chest pain needs a medical examination to rule out a heart or lung problem',
    symptoms: ['chest-pain'],
  },
  {
    id: 'thunderclap-headache',
    urgency: 'emergency',
    label: 'Sudden severe headache',
    reason: 'a sudden, very severe headache can be a bleed in the brain',
    phrases: {
      en: [
        'worst headache of my life',
        'worst headache of her life',
        'worst headache of his life',
        'worst headache ever',
        'thunderclap headache',
        'sudden severe headache',
        'sudden excruciating headache',
      ],
      es: [
        'peor dolor de cabeza de mi vida',
        'peor dolor de cabeza de su vida',
        'cefalea en trueno',
        'dolor de cabeza subito e intenso',
        'cefalea subita e intensa',
      ],
      zh: ['突发剧烈头痛', '突然剧烈头痛', '头痛突然剧烈', '雷击样头痛', '一生中最严重的头痛', '从未有过的剧烈头痛'],
    },
    qualified: [{ symptoms: ['headache'], qualifiers: ['acute', 'severe'] }],
  },
  {
    id: 'vomiting-blood',
    urgency: 'emergency',
    label: 'Vomiting blood',
    reason: 'vomiting blood is a sign of bleeding in the digestive tract',
    symptoms: ['vomiting-blood'],
  },
  {
    id: 'black-stools',
    urgency: 'emergency',
    label: 'Black, tarry stools',
    reason: 'black tarry stools usually mean bleeding in the stomach or bowel',
    symptoms: ['black-stools'],
  },
  {
    id: 'blood-in-stool',
    urgency: 'urgent',
    label: 'Blood in the stool',
    reason: 'blood in the stool must be examined by a doctor',
    symptoms: ['blood-in-stool'],
  },
  {
    id: 'coughing-blood',
    urgency: 'urgent',
    label: 'Coughing up blood',
    reason: 'coughing up blood needs a chest examination',
    symptoms: ['blood-in-sputum'],
  },
  {
    id: 'blood-in-urine',
    urgency: 'urgent',
    label: 'Blood in the urine',
    reason: 'visible blood in the urine must be investigated',
    symptoms: ['blood-in-urine'],
  },
  {
    id: 'unexplained-weight-loss',
    urgency: 'urgent',
    label: 'Unexplained weight loss',
    reason: 'losing weight without trying needs medical investigation',
    phrases: {
      en: [
        'unexplained weight loss',
        'unintentional weight loss',
        'weight loss without trying',
        'losing weight without trying',
        'lost weight without trying',
        'unexplained loss of weight',
        'involuntary weight loss',
        'losing weight for no reason',
      ],
      es: [
        'perdida de peso inexplicable',
        'perdida de peso inexplicada',
        'perdida de peso involuntaria',
        'adelgazamiento sin causa',
        'pierde peso sin motivo',
        'ha perdido peso sin querer',
        'adelgazamiento involuntario',
        'perdida de peso sin causa',
      ],
      zh: ['不明原因体重下降', '不明原因消瘦', '原因不明体重下降', '无明显诱因体重下降', '无明显诱因消瘦', '体重莫名下降'],
    },
    together: [['weight-loss'], ['cue-unintended']],
  },
  {
    id: 'abdominal-mass',
    urgency: 'urgent',
    label: 'Abdominal mass',
    reason: 'a lump or mass in the abdomen must be examined and imaged by a doctor',
    symptoms: ['abdominal-masses'],
  },
  {
    id: 'meningism',
    urgency: 'emergency',
    label: 'High fever with a stiff neck',
    reason: 'high fever with a stiff neck can be meningitis',
    together: [['high-fever'], ['cue-meningeal-neck']],
  },
  {
    id: 'suicidal-thoughts',
    urgency: 'emergency',
    label: 'Suicidal thoughts or self-harm',
    reason: 'thoughts of suicide or self-harm need help today; you can also call a crisis line',
    phrases: {
      en: [
        'suicidal',
        'suicidal thoughts',
        'suicidal ideation',
        'thoughts of suicide',
        'thinking of suicide',
        'wants to die',
        'want to die',
        'wish I were dead',
        'wishes she were dead',
        'wishes he were dead',
        'kill myself',
        'killing myself',
        'kill herself',
        'kill himself',
        'end my life',
        'end her life',
        'end his life',
        'self-harm',
        'self harm',
        'self-harming',
        'harming myself',
        'cutting myself',
        'suicide attempt',
        'attempted suicide',
        'thoughts of death',
        "doesn't want to live",
        'does not want to live',
        'no reason to live',
        'better off dead',
      ],
      es: [
        'ideas suicidas',
        'ideacion suicida',
        'pensamientos suicidas',
        'pensamientos de suicidio',
        'quiere morir',
        'quiero morir',
        'ganas de morir',
        'quitarse la vida',
        'quitarme la vida',
        'suicidarse',
        'suicidarme',
        'autolesiones',
        'autolesion',
        'hacerse dano',
        'hacerme dano',
        'intento de suicidio',
        'suicida',
        'pensamientos de muerte',
        'no quiere vivir',
        'no tiene ganas de vivir',
        'sin ganas de vivir',
        'mejor muerto',
        'mejor muerta',
      ],
      zh: ['自杀', '想自杀', '自杀念头', '轻生', '想死', '不想活', '活着没意思', '自残', '自伤', '伤害自己'],
    },
  },
  {
    id: 'severe-breathing-difficulty',
    urgency: 'emergency',
    label: 'Severe difficulty breathing',
    reason: 'severe breathlessness or breathlessness at rest is an emergency',
    phrases: {
      en: [
        "can't breathe",
        'cannot breathe',
        'unable to breathe',
        'struggling to breathe',
        'gasping for air',
        'gasping for breath',
        'breathless at rest',
        'short of breath at rest',
        'shortness of breath at rest',
        'severe shortness of breath',
        'severe difficulty breathing',
        'throat closing',
        'anaphylaxis',
      ],
      es: [
        'no puede respirar',
        'no puedo respirar',
        'se ahoga en reposo',
        'falta de aire en reposo',
        'disnea de reposo',
        'disnea en reposo',
        'dificultad respiratoria grave',
        'le cuesta mucho respirar',
        'se le cierra la garganta',
        'anafilaxia',
      ],
      zh: ['无法呼吸', '喘不过气来', '憋得喘不过气', '静息时呼吸困难', '休息时也喘', '严重呼吸困难', '喉咙发紧透不过气'],
    },
    supersedes: ['difficulty-breathing'],
  },
  {
    id: 'difficulty-breathing',
    urgency: 'urgent',
    label: 'Difficulty breathing',
    reason: 'new or worsening difficulty breathing needs a medical examination',
    phrases: {
      en: ['difficulty breathing', 'trouble breathing', 'difficult breathing', 'laboured breathing', 'labored breathing'],
      es: ['dificultad para respirar', 'dificultad respiratoria', 'le cuesta respirar'],
      zh: ['呼吸困难', '呼吸费力'],
    },
  },
  {
    id: 'stroke-signs',
    urgency: 'emergency',
    label: 'Signs of a stroke',
    reason: 'weakness of one side, a drooping face or slurred speech can be a stroke; call emergency services',
    phrases: {
      en: [
        'one-sided weakness',
        'weakness on one side',
        'weakness of one side',
        'weakness in one arm',
        'weakness down one side',
        'facial droop',
        'face drooping',
        'drooping face',
        'drooping of the face',
        'slurred speech',
        'slurring words',
        'sudden difficulty speaking',
        'sudden numbness on one side',
        'hemiplegia',
        'sudden loss of vision',
        'sudden vision loss',
        'sudden blindness',
      ],
      es: [
        'debilidad en un lado del cuerpo',
        'debilidad de un lado',
        'debilidad en un brazo',
        'cara caida',
        'boca torcida',
        'desviacion de la comisura',
        'habla arrastrada',
        'dificultad repentina para hablar',
        'hormigueo en un lado del cuerpo',
        'hemiplejia',
        'perdida subita de vision',
        'perdida repentina de vision',
      ],
      zh: ['半身不遂', '一侧肢体无力', '一侧肢体麻木', '口眼歪斜', '口角歪斜', '言语不清', '说话不清', '突然看不见', '偏瘫'],
    },
  },
  {
    id: 'fainting',
    urgency: 'urgent',
    label: 'Fainting or loss of consciousness',
    reason: 'fainting needs a medical check of the heart and circulation',
    symptoms: ['fainting'],
  },
  {
    id: 'confusion-or-seizure',
    urgency: 'emergency',
    label: 'Sudden confusion or a seizure',
    reason: 'sudden confusion or a seizure needs emergency care',
    phrases: {
      en: ['sudden confusion', 'acutely confused', 'disoriented', 'seizure', 'seizures', 'convulsion', 'convulsions', 'fitting'],
      es: [
        'confusion subita',
        'confusion repentina',
        'desorientado',
        'desorientada',
        'convulsion',
        'convulsiones',
        'crisis epileptica',
      ],
      zh: ['神志不清', '意识模糊', '神昏', '突然糊涂', '惊厥', '四肢抽搐', '全身抽搐', '癫痫发作'],
    },
  },
  {
    id: 'severe-abdominal-pain',
    urgency: 'emergency',
    label: 'Severe abdominal pain',
    reason: 'severe or sudden abdominal pain can be a surgical emergency',
    phrases: {
      en: ['rigid abdomen', 'board-like abdomen', 'acute abdomen'],
      es: ['abdomen en tabla', 'abdomen rigido', 'abdomen agudo'],
      zh: ['剧烈腹痛', '腹痛剧烈', '腹部剧痛', '肚子剧痛', '肚子疼得厉害', '腹痛难忍', '急腹症', '腹部板硬'],
    },
    qualified: [{ symptoms: ['abdominal-pain', 'lower-abdominal-pain', 'epigastric-pain'], qualifiers: ['severe'] }],
  },
  {
    id: 'bleeding-in-pregnancy',
    urgency: 'emergency',
    label: 'Bleeding or pain in pregnancy',
    reason: 'bleeding or abdominal pain in pregnancy needs immediate medical care',
    phrases: {
      en: ['bleeding in pregnancy', 'bleeding during pregnancy', 'pregnancy bleeding', 'threatened miscarriage', 'ectopic'],
      es: ['sangrado en el embarazo', 'sangrado durante el embarazo', 'amenaza de aborto', 'embarazo ectopico'],
      zh: ['妊娠出血', '孕期出血', '怀孕出血', '胎漏', '胎动不安', '先兆流产', '宫外孕'],
    },
    together: [['pregnancy'], ['cue-vaginal-bleeding', 'intermenstrual-bleeding', 'abdominal-pain', 'lower-abdominal-pain']],
  },
];

/** What to do, by urgency (English). */
export const RED_FLAG_ACTIONS: Readonly<Record<RedFlagUrgency, string>> = {
  emergency: 'Call emergency services (112 / 911) or go to the nearest emergency department now.',
  urgent: 'Arrange a medical assessment today, before any TCM treatment or self-care.',
};

/** The evidence a recorded pregnancy gives a red flag, where no word of the text names it. */
export const recordedPregnancyText = (t: Translate): string => t('red-flag.recorded-pregnancy', 'recorded as pregnant');

/** A red flag's label and its 'See a doctor now: <reason>. <action>' advice in a locale. */
export function localizeRedFlag(def: RedFlagDefinition, t: Translate): { label: string; advice: string } {
  const reason = t(`red-flag.${def.id}.reason`, def.reason);
  const action = t(`red-flag.action.${def.urgency}`, RED_FLAG_ACTIONS[def.urgency]);
  // The sentence's punctuation is the language's (Chinese: '请立即就医：…。…').
  const advice = t('red-flag.advice', '{see}: {reason}. {action}')
    .replace('{see}', t('red-flag.see-a-doctor', 'See a doctor now'))
    .replace('{reason}', reason)
    .replace('{action}', action);
  return { label: t(`red-flag.${def.id}.label`, def.label), advice };
}
