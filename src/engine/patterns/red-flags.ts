import { PhraseMatcher } from '../text/phrase-matcher.ts';
import { readPhrases } from '../text/read-phrases.ts';
import { extractSymptoms, type ExtractedSymptom } from './symptoms/extract-symptoms.ts';

/**
 * Red flags: findings that need a doctor before any TCM treatment or self-care.
 *
 * RED FLAGS OVERRIDE ADVICE. When findRedFlags returns anything, callers must put its
 * 'See a doctor now' advice first and above every pattern, formula, diet or lifestyle
 * suggestion; an 'emergency' flag means emergency services, not a clinic appointment.
 *
 * The list follows the standard primary-care red flags for the presenting complaints of
 * a TCM clinic (acute coronary syndrome, subarachnoid haemorrhage, gastrointestinal
 * bleeding, meningitis, stroke (FAST), suicidality, acute abdomen, bleeding in pregnancy,
 * unexplained weight loss), e.g. NICE CKS and NHS 111 guidance; wording is our own.
 */
/** emergency: call emergency services now; urgent: see a doctor today, before any TCM care. */
export type RedFlagUrgency = 'emergency' | 'urgent';

/** One red flag found in a text. */
export interface RedFlag {
  id: string;
  label: { en: string; es: string };
  urgency: RedFlagUrgency;
  /** 'See a doctor now…' advice, English and Spanish. */
  advice: { en: string; es: string };
  /** The English advice, for callers that show one message. */
  message: string;
  /** The words of the text that raised the flag. */
  evidence: string;
}

interface Bilingual {
  en: string;
  es: string;
}

interface RedFlagDefinition {
  id: string;
  label: Bilingual;
  urgency: RedFlagUrgency;
  /** Why it matters, completing 'See a doctor now: ...'. */
  reason: Bilingual;
  /** Phrases that raise the flag on their own. */
  phrases?: { en: string[]; es: string[] };
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
const CUES: Readonly<Record<string, { en: string[]; es: string[] }>> = {
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
  },
  'cue-sweating': {
    en: ['sweating', 'sweaty', 'cold sweat', 'clammy', 'sweats'],
    es: ['sudoracion', 'sudor frio', 'sudando', 'sudor'],
  },
  'cue-meningeal-neck': {
    en: ['stiff neck', 'neck stiffness', 'nuchal rigidity', 'cannot bend the neck', "can't touch chin to chest", 'rigid neck'],
    es: ['rigidez de nuca', 'cuello rigido', 'nuca rigida', 'rigidez de cuello', 'no puede doblar el cuello'],
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
  },
  'cue-vaginal-bleeding': {
    en: ['vaginal bleeding', 'bleeding', 'spotting', 'losing blood'],
    es: ['sangrado vaginal', 'sangrado', 'manchado', 'perdida de sangre', 'sangra'],
  },
};

const DEFINITIONS: readonly RedFlagDefinition[] = [
  {
    id: 'cardiac-chest-pain',
    urgency: 'emergency',
    label: { en: 'Chest pain with cardiac features', es: 'Dolor torácico con rasgos cardíacos' },
    reason: {
      en: 'chest pain that spreads to the arm or jaw, or comes with sweating or breathlessness, can be a heart attack',
      es: 'un dolor en el pecho que se extiende al brazo o la mandíbula, o con sudor o falta de aire, puede ser un infarto',
    },
    phrases: {
      en: ['crushing chest pain', 'chest pain radiating to the arm', 'chest pain radiating to the jaw'],
      es: ['dolor opresivo en el pecho', 'dolor en el pecho que irradia al brazo'],
    },
    together: [['chest-pain'], ['cue-radiating', 'cue-sweating', 'cold-sweat', 'shortness-of-breath', 'fainting']],
    supersedes: ['chest-pain'],
  },
  {
    id: 'chest-pain',
    urgency: 'urgent',
    label: { en: 'Chest pain', es: 'Dolor torácico' },
    reason: {
      en: 'chest pain needs a medical examination to rule out a heart or lung problem',
      es: 'el dolor en el pecho requiere un examen médico para descartar un problema cardíaco o pulmonar',
    },
    symptoms: ['chest-pain'],
  },
  {
    id: 'thunderclap-headache',
    urgency: 'emergency',
    label: { en: 'Sudden severe headache', es: 'Cefalea súbita e intensa' },
    reason: {
      en: 'a sudden, very severe headache can be a bleed in the brain',
      es: 'un dolor de cabeza súbito y muy intenso puede ser una hemorragia cerebral',
    },
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
    },
    qualified: [{ symptoms: ['headache'], qualifiers: ['acute', 'severe'] }],
  },
  {
    id: 'vomiting-blood',
    urgency: 'emergency',
    label: { en: 'Vomiting blood', es: 'Vómito con sangre' },
    reason: {
      en: 'vomiting blood is a sign of bleeding in the digestive tract',
      es: 'vomitar sangre es un signo de sangrado digestivo',
    },
    symptoms: ['vomiting-blood'],
  },
  {
    id: 'black-stools',
    urgency: 'emergency',
    label: { en: 'Black, tarry stools', es: 'Heces negras alquitranadas' },
    reason: {
      en: 'black tarry stools usually mean bleeding in the stomach or bowel',
      es: 'las heces negras suelen indicar sangrado en el estómago o el intestino',
    },
    symptoms: ['black-stools'],
  },
  {
    id: 'blood-in-stool',
    urgency: 'urgent',
    label: { en: 'Blood in the stool', es: 'Sangre en las heces' },
    reason: {
      en: 'blood in the stool must be examined by a doctor',
      es: 'la sangre en las heces debe ser examinada por un médico',
    },
    symptoms: ['blood-in-stool'],
  },
  {
    id: 'coughing-blood',
    urgency: 'urgent',
    label: { en: 'Coughing up blood', es: 'Tos con sangre' },
    reason: { en: 'coughing up blood needs a chest examination', es: 'toser sangre requiere un examen del tórax' },
    symptoms: ['blood-in-sputum'],
  },
  {
    id: 'blood-in-urine',
    urgency: 'urgent',
    label: { en: 'Blood in the urine', es: 'Sangre en la orina' },
    reason: { en: 'visible blood in the urine must be investigated', es: 'la sangre visible en la orina debe estudiarse' },
    symptoms: ['blood-in-urine'],
  },
  {
    id: 'unexplained-weight-loss',
    urgency: 'urgent',
    label: { en: 'Unexplained weight loss', es: 'Pérdida de peso inexplicada' },
    reason: {
      en: 'losing weight without trying needs medical investigation',
      es: 'perder peso sin proponérselo requiere un estudio médico',
    },
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
    },
    together: [['weight-loss'], ['cue-unintended']],
  },
  {
    id: 'abdominal-mass',
    urgency: 'urgent',
    label: { en: 'Abdominal mass', es: 'Masa abdominal' },
    reason: {
      en: 'a lump or mass in the abdomen must be examined and imaged by a doctor',
      es: 'un bulto o masa en el abdomen debe ser examinado por un médico con pruebas de imagen',
    },
    symptoms: ['abdominal-masses'],
  },
  {
    id: 'meningism',
    urgency: 'emergency',
    label: { en: 'High fever with a stiff neck', es: 'Fiebre alta con rigidez de nuca' },
    reason: {
      en: 'high fever with a stiff neck can be meningitis',
      es: 'la fiebre alta con rigidez de nuca puede ser una meningitis',
    },
    together: [['high-fever'], ['cue-meningeal-neck']],
  },
  {
    id: 'suicidal-thoughts',
    urgency: 'emergency',
    label: { en: 'Suicidal thoughts or self-harm', es: 'Pensamientos suicidas o autolesiones' },
    reason: {
      en: 'thoughts of suicide or self-harm need help today; you can also call a crisis line',
      es: 'los pensamientos de suicidio o de hacerse daño necesitan ayuda hoy; también puede llamar a una línea de crisis',
    },
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
    },
  },
  {
    id: 'severe-breathing-difficulty',
    urgency: 'emergency',
    label: { en: 'Severe difficulty breathing', es: 'Dificultad respiratoria grave' },
    reason: {
      en: 'severe breathlessness or breathlessness at rest is an emergency',
      es: 'la falta de aire grave o en reposo es una urgencia',
    },
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
    },
    supersedes: ['difficulty-breathing'],
  },
  {
    id: 'difficulty-breathing',
    urgency: 'urgent',
    label: { en: 'Difficulty breathing', es: 'Dificultad para respirar' },
    reason: {
      en: 'new or worsening difficulty breathing needs a medical examination',
      es: 'la dificultad para respirar nueva o que empeora requiere un examen médico',
    },
    phrases: {
      en: ['difficulty breathing', 'trouble breathing', 'difficult breathing', 'laboured breathing', 'labored breathing'],
      es: ['dificultad para respirar', 'dificultad respiratoria', 'le cuesta respirar'],
    },
  },
  {
    id: 'stroke-signs',
    urgency: 'emergency',
    label: { en: 'Signs of a stroke', es: 'Signos de ictus' },
    reason: {
      en: 'weakness of one side, a drooping face or slurred speech can be a stroke; call emergency services',
      es: 'la debilidad de un lado, la cara caída o el habla arrastrada pueden ser un ictus; llame a emergencias',
    },
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
    },
  },
  {
    id: 'fainting',
    urgency: 'urgent',
    label: { en: 'Fainting or loss of consciousness', es: 'Desmayo o pérdida de conocimiento' },
    reason: {
      en: 'fainting needs a medical check of the heart and circulation',
      es: 'un desmayo requiere un control médico del corazón y la circulación',
    },
    symptoms: ['fainting'],
  },
  {
    id: 'confusion-or-seizure',
    urgency: 'emergency',
    label: { en: 'Sudden confusion or a seizure', es: 'Confusión súbita o convulsión' },
    reason: {
      en: 'sudden confusion or a seizure needs emergency care',
      es: 'la confusión súbita o una convulsión necesitan atención urgente',
    },
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
    },
  },
  {
    id: 'severe-abdominal-pain',
    urgency: 'emergency',
    label: { en: 'Severe abdominal pain', es: 'Dolor abdominal intenso' },
    reason: {
      en: 'severe or sudden abdominal pain can be a surgical emergency',
      es: 'un dolor abdominal intenso o súbito puede ser una urgencia quirúrgica',
    },
    phrases: {
      en: ['rigid abdomen', 'board-like abdomen', 'acute abdomen'],
      es: ['abdomen en tabla', 'abdomen rigido', 'abdomen agudo'],
    },
    qualified: [{ symptoms: ['abdominal-pain', 'lower-abdominal-pain', 'epigastric-pain'], qualifiers: ['severe'] }],
  },
  {
    id: 'bleeding-in-pregnancy',
    urgency: 'emergency',
    label: { en: 'Bleeding or pain in pregnancy', es: 'Sangrado o dolor en el embarazo' },
    reason: {
      en: 'bleeding or abdominal pain in pregnancy needs immediate medical care',
      es: 'el sangrado o el dolor abdominal en el embarazo necesitan atención médica inmediata',
    },
    phrases: {
      en: ['bleeding in pregnancy', 'bleeding during pregnancy', 'pregnancy bleeding', 'threatened miscarriage', 'ectopic'],
      es: ['sangrado en el embarazo', 'sangrado durante el embarazo', 'amenaza de aborto', 'embarazo ectopico'],
    },
    together: [['pregnancy'], ['cue-vaginal-bleeding', 'intermenstrual-bleeding', 'abdominal-pain', 'lower-abdominal-pain']],
  },
];

/** Ids of all red flags. */
export const RED_FLAG_IDS: readonly string[] = DEFINITIONS.map((d) => d.id);

const ACTION: Record<RedFlagUrgency, Bilingual> = {
  emergency: {
    en: 'Call emergency services (112 / 911) or go to the nearest emergency department now.',
    es: 'Llame a emergencias (112 / 911) o acuda ahora al servicio de urgencias más cercano.',
  },
  urgent: {
    en: 'Arrange a medical assessment today, before any TCM treatment or self-care.',
    es: 'Pida hoy una valoración médica, antes de cualquier tratamiento de MTC o autocuidado.',
  },
};

function adviceOf(def: RedFlagDefinition): Bilingual {
  return {
    en: `See a doctor now: ${def.reason.en}. ${ACTION[def.urgency].en}`,
    es: `Consulte a un médico ahora: ${def.reason.es}. ${ACTION[def.urgency].es}`,
  };
}

type Term = { kind: 'flag'; id: string } | { kind: 'cue'; id: string };
interface TermPhrases {
  value: Term;
  phrases: readonly string[];
}
let matcher: PhraseMatcher<Term> | undefined;

function redFlagMatcher(): PhraseMatcher<Term> {
  matcher ??= new PhraseMatcher<Term>([
    ...DEFINITIONS.flatMap((d): TermPhrases[] =>
      d.phrases ? [{ value: { kind: 'flag', id: d.id }, phrases: [...d.phrases.en, ...d.phrases.es] }] : [],
    ),
    ...Object.entries(CUES).map(([id, p]): TermPhrases => ({ value: { kind: 'cue', id }, phrases: [...p.en, ...p.es] })),
  ]);
  return matcher;
}

/** Phrases two red flags or cues both claim (should be none; checked by the tests). */
export function redFlagPhraseConflicts(): string[] {
  return redFlagMatcher().conflicts.map((c) => c.phrase);
}

/** Affirmed evidence in a text: red-flag phrases and cues by id, and affirmed symptom mentions. */
interface Evidence {
  phrases: Map<string, string>;
  symptoms: ExtractedSymptom[];
}

function collectEvidence(text: string): Evidence {
  const phrases = new Map<string, string>();
  for (const m of readPhrases(text, redFlagMatcher()).phrases) {
    if (!m.negated && !phrases.has(m.value.id)) phrases.set(m.value.id, m.evidence);
  }
  return { phrases, symptoms: extractSymptoms(text).filter((s) => !s.negated) };
}

/** The evidence text that satisfies a definition, or undefined when it is not met. */
function evidenceFor(def: RedFlagDefinition, evidence: Evidence): string | undefined {
  const direct = evidence.phrases.get(def.id);
  if (direct) return direct;
  const symptom = evidence.symptoms.find((s) => def.symptoms?.includes(s.id));
  if (symptom) return symptom.evidence;
  for (const rule of def.qualified ?? []) {
    const hit = evidence.symptoms.find(
      (s) => rule.symptoms.includes(s.id) && rule.qualifiers.every((q) => s.qualifiers.includes(q)),
    );
    if (hit) return hit.evidence;
  }
  if (def.together) {
    const parts = def.together.map((group) => {
      for (const id of group) {
        const phrase = evidence.phrases.get(id);
        if (phrase) return phrase;
        const s = evidence.symptoms.find((m) => m.id === id);
        if (s) return s.evidence;
      }
      return undefined;
    });
    if (parts.every((p) => p !== undefined)) return [...new Set(parts)].join(' … ');
  }
  return undefined;
}

/**
 * Red flags in free text (symptoms, chief complaint, notes), English or Spanish, with
 * the extractor's negation: 'no chest pain' and 'niega ideas suicidas' raise nothing.
 * Emergency flags come first. These flags override all other advice (see module comment).
 */
export function findRedFlags(text: string): RedFlag[] {
  if (!text.trim()) return [];
  const evidence = collectEvidence(text);
  const found: RedFlag[] = [];
  for (const def of DEFINITIONS) {
    const hit = evidenceFor(def, evidence);
    if (hit === undefined) continue;
    const advice = adviceOf(def);
    found.push({ id: def.id, label: def.label, urgency: def.urgency, advice, message: advice.en, evidence: hit });
  }
  const superseded = new Set(DEFINITIONS.filter((d) => found.some((f) => f.id === d.id)).flatMap((d) => d.supersedes ?? []));
  return found
    .filter((f) => !superseded.has(f.id))
    .sort((a, b) => Number(a.urgency !== 'emergency') - Number(b.urgency !== 'emergency'));
}
