import { z } from 'zod';
import { GENDER_SPELLINGS, PREGNANCY_STATUSES } from './person.ts';
import { CONSTITUTION_IDS, CONSTITUTION_VERDICTS } from './constitution.ts';
import { AGE_MAX } from './constants.ts';
import {
  BODY_COLORS,
  COATINGS,
  COMPLEX_FACTORS,
  MOISTURES,
  PulseSchema,
  QuestionnaireSchema,
  TEXTURES,
  TONGUE_SHAPES,
  TONGUE_SIGNS,
  TONGUE_SIZES,
  TongueAssessmentSchema,
  safeText,
} from './assessment.ts';
export { FALLBACK_BASIC_ANALYSIS, FALLBACK_MESSAGE, POLLING_TIMEOUT_MESSAGE } from './messages.ts';

/*
 * SPEC §3 "External analysis result" (the practitioner analysis), the consumer
 * "Recommendation", and the input/output of pattern differentiation.
 *
 * Two readings of the external result:
 * - `ExternalAnalysisResultSchema` is TOLERANT: it reads what a third-party webhook may send.
 *   Text fields accept a string, a number or a list of strings (joined with '; ');
 *   list fields accept a list or a single string (wrapped in a one-item list); the result
 *   groups are optional because a 'processing' or 'fallback' answer carries none;
 *   `correlacion_sintomas` is read as `correlacion_symptoms` (SPEC §3 names both spellings);
 *   unknown keys are dropped, so what leaves the parser has exactly the SPEC keys.
 * - `BuiltinAnalysisResultSchema` is STRICT: the object our own provider fills. Every key is
 *   required, text is text, lists are lists, scores are 0-1, no unknown key is allowed.
 * Both parse to the same TypeScript shape (`ExternalAnalysisResult`), so the screens
 * read one type whoever answered.
 */

const TEXT_MAX = 4000;
const LIST_MAX = 60;

/** A text field as a webhook may send it: string, number, or list of strings. */
const tolerantText = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])).max(LIST_MAX)])
  .transform((v) => (Array.isArray(v) ? v.map(String).join('; ') : String(v)))
  .pipe(safeText(TEXT_MAX));

/** A list field as a webhook may send it: a list of strings, or a single string. */
const tolerantList = z
  .union([z.array(z.union([z.string(), z.number()])).max(LIST_MAX), z.string(), z.null()])
  .transform((v) => (v === null ? [] : Array.isArray(v) ? v.map(String) : v.trim() === '' ? [] : [v]))
  .pipe(z.array(safeText(TEXT_MAX)));

const strictText = safeText(TEXT_MAX);
const strictList = z.array(safeText(TEXT_MAX)).max(LIST_MAX);
/** A 0-1 score; SPEC §9 shows it as a percent (score x 100, rounded). */
const score01 = z.number().min(0).max(1);
/** A webhook may send 0-1 or 0-100, or a numeric string; percentages are brought back to 0-1. */
const tolerantScore = z
  .union([z.number(), z.string().regex(/^\s*\d+(\.\d+)?\s*%?\s*$/)])
  .transform((v) => (typeof v === 'number' ? v : Number.parseFloat(v)))
  .transform((v) => (v > 1 ? v / 100 : v))
  .pipe(score01);

function groups<T extends z.ZodType, L extends z.ZodType>(text: T, list: L, obj: typeof z.object | typeof z.strictObject) {
  return {
    tongue_analysis: obj({
      color_cuerpo: text,
      saburra: obj({ color: text, grosor: text, distribucion: text }),
      forma_tamaño: text,
      humedad: text,
      areas_especificas: obj({ punta: text, bordes: text, centro: text, raiz: text }),
    }),
    tcm_diagnosis: obj({
      patron_principal: text,
      patrones_secundarios: list,
      organos_afectados: list,
      factores_patologicos: list,
      gravedad: text,
      cronicidad: text,
      correlacion_symptoms: text,
    }),
    treatment_plan: obj({
      principio: text,
      formula_principal: text,
      modificaciones_formula: list,
      hierbas_clave: list,
      puntos_acupuntura: list,
      modificaciones_dieta: list,
      estilo_vida: list,
    }),
    special_considerations: obj({
      interacciones_medicamentos: list,
      adaptaciones_edad: list,
      factores_complicantes: list,
      seguimiento: text,
    }),
    prognosis: obj({
      expectativa_mejora: text,
      factores_favorables: list,
      posibles_obstaculos: list,
    }),
  };
}

/** Status values of SPEC §4: anything else is shown as a warning, so the tolerant reading keeps it. */
export const ANALYSIS_STATUSES = ['success', 'processing', 'fallback'] as const;

/**
 * Any subset of the SPEC §3 fields, as a third party may send it: what is there is kept,
 * nothing is filled in, unknown keys are dropped.
 */
const partialGroups = groups(tolerantText.optional(), tolerantList.optional(), z.object);
const tolerantGroups = {
  ...partialGroups,
  tongue_analysis: partialGroups.tongue_analysis.extend({
    saburra: partialGroups.tongue_analysis.shape.saburra.optional(),
    areas_especificas: partialGroups.tongue_analysis.shape.areas_especificas.optional(),
  }),
};

/** SPEC §3 "correlacion_symptoms (the bundle spells it correlacion_sintomas in one reading)". */
function readSymptomCorrelationSpellings(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const result = value as Record<string, unknown>;
  const diagnosis = result.tcm_diagnosis;
  if (typeof diagnosis !== 'object' || diagnosis === null) return value;
  const d = diagnosis as Record<string, unknown>;
  if (d.correlacion_symptoms === undefined && d.correlacion_sintomas !== undefined) {
    return { ...result, tcm_diagnosis: { ...d, correlacion_symptoms: d.correlacion_sintomas } };
  }
  return value;
}

/**
 * Tolerant reading of an external analysis answer (see the header comment). Only `status` is
 * required; everything else is optional because a 'processing' answer carries only status,
 * analysis_id, estimated_time and message (and polling needs the analysis_id: the webhook
 * provider checks that).
 */
export const ExternalAnalysisObject = z.object({
  status: z.string().min(1).max(40),
  analysis_id: z
    .union([z.string().min(1).max(200), z.number()])
    .transform(String)
    .optional(),
  estimated_time: tolerantText.optional(),
  message: tolerantText.optional(),
  basic_analysis: tolerantText.optional(),
  timestamp: tolerantText.optional(),
  confidence_score: tolerantScore.optional(),
  clinical_coherence: tolerantScore.optional(),
  notas_clinicas: tolerantText.optional(),
  tongue_analysis: tolerantGroups.tongue_analysis.optional(),
  tcm_diagnosis: tolerantGroups.tcm_diagnosis.optional(),
  treatment_plan: tolerantGroups.treatment_plan.optional(),
  special_considerations: tolerantGroups.special_considerations.optional(),
  prognosis: tolerantGroups.prognosis.optional(),
});
export const ExternalAnalysisResultSchema = z.preprocess(readSymptomCorrelationSpellings, ExternalAnalysisObject);
export type ExternalAnalysisResult = z.infer<typeof ExternalAnalysisResultSchema>;

/**
 * A result as a client sends it with a session (SPEC §7 `tcmAnalysis`): the same tolerant
 * reading, but even `status` may be missing (a third party may send only
 * `tcm_diagnosis: {patron_principal}`). Nothing is filled in.
 */
export const SessionAnalysisSchema = z.preprocess(
  readSymptomCorrelationSpellings,
  ExternalAnalysisObject.extend({ status: ExternalAnalysisObject.shape.status.optional() }),
);
export type SessionAnalysis = z.infer<typeof SessionAnalysisSchema>;

/** SPEC §3 `tongue_analysis` group, any subset of its fields. */
export const TongueAnalysisGroupSchema = tolerantGroups.tongue_analysis;

const strictGroups = groups(strictText, strictList, z.strictObject);

/**
 * Strict reading: the object the built-in provider fills (status 'success', or 'fallback'
 * when it answers for an unavailable webhook). Every SPEC §3 key present, no other key.
 */
export const BuiltinAnalysisResultSchema = z.strictObject({
  status: z.enum(['success', 'fallback']),
  analysis_id: z.string().min(1).max(200),
  estimated_time: strictText,
  message: strictText,
  basic_analysis: strictText,
  timestamp: z.iso.datetime(),
  confidence_score: score01,
  clinical_coherence: score01,
  notas_clinicas: strictText,
  ...strictGroups,
});
export type BuiltinAnalysisResult = z.infer<typeof BuiltinAnalysisResultSchema>;

/** The SPEC §3 result groups. */
export const RESULT_GROUPS = [
  'tongue_analysis',
  'tcm_diagnosis',
  'treatment_plan',
  'special_considerations',
  'prognosis',
] as const;

/**
 * True when a (tolerantly read) answer carries at least one result group with something in
 * it. A third party may answer only some groups or some fields of a group; the screens show
 * what exists, so any of them is a result worth showing.
 */
export function hasAnalysisFindings(r: Partial<Pick<ExternalAnalysisResult, (typeof RESULT_GROUPS)[number]>>): boolean {
  return RESULT_GROUPS.some((g) => r[g] !== undefined && Object.keys(r[g]).length > 0);
}

// ---------------------------------------------------------------------------------------
// Consumer recommendation (SPEC §3 "Recommendation")

/** One consumer advice entry: plain words, no doses. */
export const AdviceItemSchema = z.strictObject({
  name: safeText(200),
  description: safeText(2000),
});
export type AdviceItem = z.infer<typeof AdviceItemSchema>;

/** What the recommendation builder produces from a tongue analysis and a questionnaire. */
export const RecommendationContentSchema = z.strictObject({
  pattern: safeText(200),
  observations: z.array(safeText(1000)).max(30),
  herbs: z.array(AdviceItemSchema).max(20),
  diet: z.array(AdviceItemSchema).max(20),
  lifestyle: z.array(AdviceItemSchema).max(20),
});
export type RecommendationContent = z.infer<typeof RecommendationContentSchema>;

/** SPEC §3 Recommendation as the results and history screens read it. */
export const RecommendationSchema = RecommendationContentSchema.extend({
  id: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  tongueAnalysisId: z.number().int().positive().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

// ---------------------------------------------------------------------------------------
// Pattern differentiation: input

/** Age limits for differentiation: a patient's age from date of birth may be 0 (infants). */
export const DIFFERENTIATION_AGE_MIN = 0;
export const DIFFERENTIATION_AGE_MAX = AGE_MAX;

/** One tongue-engine value with the engine's confidence (0-1); without a confidence the value counts as certain. */
const rated = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), confidence: score01.optional() });

/**
 * A regional tongue sign the engine saw: its name (counted at TONGUE_SIGN_DEFAULT_CERTAINTY,
 * as the engine has always sent them), or `{ value, confidence }` with the engine's own
 * certainty for it (without a confidence it counts as certain).
 */
export const RatedTongueSignSchema = z.union([
  z.enum(TONGUE_SIGNS),
  z.object({ value: z.enum(TONGUE_SIGNS), confidence: score01.optional() }),
]);
export type RatedTongueSign = z.infer<typeof RatedTongueSignSchema>;
/** Certainty of a sign the tongue engine names without a confidence of its own. */
export const TONGUE_SIGN_DEFAULT_CERTAINTY = 0.8;

/**
 * The part of the tongue engine's findings differentiation reads: each SPEC §5 field with
 * a confidence, and the regional signs it saw. Other members of the findings are ignored.
 */
export const TongueFindingsInputSchema = z.object({
  assessment: z.object({
    bodyColor: rated(BODY_COLORS).optional(),
    coating: rated(COATINGS).optional(),
    texture: rated(TEXTURES).optional(),
    size: rated(TONGUE_SIZES).optional(),
    shape: rated(TONGUE_SHAPES).optional(),
    moisture: rated(MOISTURES).optional(),
  }),
  signs: z.array(RatedTongueSignSchema).max(TONGUE_SIGNS.length).default([]),
});
export type TongueFindingsInput = z.infer<typeof TongueFindingsInputSchema>;

/**
 * Input of `differentiate` and of `tcm differentiate`: every field optional, and every field
 * inside tongue and pulse optional (a normal pulse may carry only a rate). Unknown keys are
 * refused so that a misspelt field is reported rather than silently ignored.
 */
export const DifferentiationInputSchema = z.strictObject({
  /** Practitioner's SPEC §5 assessment (with optional regional signs). */
  tongue: TongueAssessmentSchema.strict().optional(),
  /** The tongue engine's findings; a manual `tongue` value wins where both give a field. */
  tongueFindings: TongueFindingsInputSchema.optional(),
  pulse: PulseSchema.strict().optional(),
  /** Free clinical text, English or Spanish. */
  symptoms: safeText(8000).optional(),
  chiefComplaint: safeText(2000).optional(),
  questionnaire: QuestionnaireSchema.strict().optional(),
  age: z.number().int().min(DIFFERENTIATION_AGE_MIN).max(DIFFERENTIATION_AGE_MAX).optional(),
  gender: z.enum(GENDER_SPELLINGS).optional(),
  /** SPEC §5 complex factors; free text is allowed because the patient form wraps typed text. */
  complexFactors: z
    .array(safeText(300))
    .max(COMPLEX_FACTORS.length + 10)
    .optional(),
  /** Current medications, free text ('warfarin 5 mg, metformin'). */
  medications: safeText(4000).optional(),
  /**
   * The patient record's previous treatments, free text ('warfarin 5 mg daily; acupuncture 2019'):
   * the medicines named there are checked against the formula's herbs too.
   */
  previousTreatments: safeText(4000).optional(),
  /** Pregnancy status: pregnancy and breastfeeding cautions are given only when it calls for them. */
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).optional(),
  /**
   * The person's CCMQ constitutions with their verdicts (issue 17): a modest prior of the ranking
   * that breaks near-ties ('not' and balanced change nothing; see docs/constitution.md).
   */
  constitution: z
    .array(z.strictObject({ id: z.enum(CONSTITUTION_IDS), verdict: z.enum(CONSTITUTION_VERDICTS) }))
    .max(CONSTITUTION_IDS.length)
    .optional(),
});
export type DifferentiationInput = z.input<typeof DifferentiationInputSchema>;
export type ParsedDifferentiationInput = z.output<typeof DifferentiationInputSchema>;

// ---------------------------------------------------------------------------------------
// Pattern differentiation: output

/** Where an evidence item comes from; 'constitution' is the CCMQ prior (its weight is the score boost, 0.08 = +8 %). */
export const EVIDENCE_SOURCES = ['tongue', 'pulse', 'symptom', 'constitution'] as const;

/** One finding that counted for or against a pattern, with the knowledge-base weight it carried. */
export const EvidenceItemSchema = z.strictObject({
  source: z.enum(EVIDENCE_SOURCES),
  /** The feature as the knowledge base names it: 'bodyColor:pale', 'sign:red-tip', 'wiry', 'fatigue'. */
  finding: z.string(),
  /** Knowledge-base weight (1-3) times the certainty of the finding (tongue-engine confidence, 1 for manual findings). */
  weight: z.number(),
  /** Where the finding came from in the input, e.g. the symptom words. */
  detail: z.string().optional(),
  /** Set for a tongue finding read from the photo and for a symptom read from the questionnaire's answers. */
  origin: z.enum(['photo', 'questionnaire']).optional(),
});
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;

export const RankedPatternSchema = z.strictObject({
  id: z.string(),
  name: z.strictObject({ en: z.string(), zh: z.string(), pinyin: z.string() }),
  /** Net evidence score: weights for minus weights against (see docs/differentiation.md). */
  score: z.number(),
  /** Calibrated probability-like confidence 0-1 (see docs/differentiation.md). */
  confidence: score01,
  /** Share (0-1) of the pattern's cardinal (highest-weight) signs that were observed. */
  cardinalCoverage: score01,
  evidence: z.strictObject({ for: z.array(EvidenceItemSchema), against: z.array(EvidenceItemSchema) }),
});
export type RankedPattern = z.infer<typeof RankedPatternSchema>;

export const CoherenceSchema = z.strictObject({
  /** 0-1: how far tongue, pulse and symptom evidence point to the same pattern. */
  score: score01,
  level: z.enum(['high', 'moderate', 'low', 'insufficient']),
  /** Best pattern by each source taken alone (null when the source gave no evidence). */
  bySource: z.strictObject({
    tongue: z.string().nullable(),
    pulse: z.string().nullable(),
    symptom: z.string().nullable(),
  }),
  notes: z.array(z.string()),
});
export type Coherence = z.infer<typeof CoherenceSchema>;

export const SeveritySchema = z.strictObject({
  level: z.enum(['mild', 'moderate', 'severe']),
  reasons: z.array(z.string()),
});
export const ChronicitySchema = z.strictObject({
  level: z.enum(['acute', 'subacute', 'chronic']),
  reasons: z.array(z.string()),
});

const HerbOutSchema = z.strictObject({
  id: z.string(),
  pinyin: z.string(),
  zh: z.string(),
  latin: z.string(),
  /** Typical daily dose range in grams (decoction), for practitioners only. */
  doseG: z.tuple([z.number(), z.number()]),
  role: z.string().optional(),
  /** Set when the herb was added by a modification. */
  addedFor: z.string().optional(),
});

export const TreatmentPlanSchema = z.strictObject({
  patternId: z.string(),
  principle: z.strictObject({ en: z.string(), zh: z.string(), pinyin: z.string() }),
  formula: z
    .strictObject({
      name: z.strictObject({ en: z.string(), pinyin: z.string(), zh: z.string() }),
      source: z.string().optional(),
      /** The composition after the applied modifications. */
      herbs: z.array(HerbOutSchema),
      keyHerbs: z.array(z.string()),
    })
    .nullable(),
  /** Modifications applied: the ones for secondary patterns found alongside the main one. */
  appliedModifications: z.array(
    z.strictObject({
      when: z.string(),
      forPattern: z.string().optional(),
      add: z.array(z.string()),
      remove: z.array(z.string()),
    }),
  ),
  /** The formula's other documented modifications, for the practitioner to choose from. */
  otherModifications: z.array(z.strictObject({ when: z.string(), add: z.array(z.string()), remove: z.array(z.string()) })),
  acupoints: z.array(z.strictObject({ code: z.string(), pinyin: z.string(), location: z.string(), role: z.string() })),
  diet: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  lifestyle: z.array(z.strictObject({ name: z.string(), description: z.string() })),
});
export type TreatmentPlan = z.infer<typeof TreatmentPlanSchema>;

export const CautionsSchema = z.strictObject({
  /** Red-flag findings: when present, advice is overridden by 'see a doctor now'. */
  redFlags: z.array(
    z.strictObject({ id: z.string(), message: z.string(), urgency: z.string().optional(), evidence: z.string().optional() }),
  ),
  /** Herb-drug interactions between the stated medications and the formula's herbs. */
  interactions: z.array(
    z.strictObject({
      herb: z.string(),
      drug: z.string(),
      severity: z.string(),
      effect: z.string(),
      advice: z.string().optional(),
    }),
  ),
  /** Pregnancy cautions: only when the pregnancy status is pregnant or trying to conceive. */
  pregnancy: z.string().optional(),
  /** Breastfeeding cautions: only when the person is breastfeeding. */
  breastfeeding: z.string().optional(),
  bleedingRisk: z.string().optional(),
  longTerm: z.string().optional(),
  other: z.array(z.string()),
});
export type Cautions = z.infer<typeof CautionsSchema>;

/**
 * How the ranking was reached, beyond the scores: a second pattern found beside the first
 * (a combined presentation), a tongue that contradicts the symptoms and pulse, evidence split
 * between the first two, and what would tell the leading patterns apart.
 */
export const ReasoningSchema = z.strictObject({
  /** The first pattern and the one that explains what it leaves unexplained (ranked second). */
  combination: z.strictObject({ main: z.string(), partner: z.string() }).nullable(),
  tongueConflict: z.strictObject({ tongueFavours: z.string(), othersFavour: z.string(), fromPhoto: z.boolean() }).nullable(),
  /** True when the first two patterns fit about equally well (and they are not a combination). */
  split: z.boolean(),
  /** For the first pattern against the second and third: symptoms to ask about, tongue and pulse signs to check. */
  distinctions: z.array(
    z.strictObject({ between: z.tuple([z.string(), z.string()]), ask: z.array(z.string()), check: z.array(z.string()) }),
  ),
});
export type Reasoning = z.infer<typeof ReasoningSchema>;

/** Where a finding shown in the reasoning came from, as the reader knows it. */
export const REASONING_SOURCES = ['tongue-photo', 'tongue', 'pulse', 'symptoms', 'questionnaire', 'constitution'] as const;

/** One finding for or against a pattern, as the reasoning panel shows it: readable, weighted, sourced. */
export const ReasoningFindingSchema = z.strictObject({
  /** The finding in the reader's words ('pale tongue body', 'loose stools', 'no thirst'). */
  label: z.string(),
  source: z.enum(REASONING_SOURCES),
  /** Knowledge-base weight (1-3) times the finding's certainty; for the constitution, the score boost (0.08 = +8 %). */
  weight: z.number(),
});

/**
 * The reasoning of an analysis in the reader's locale, for the practitioner's panel: the first
 * three patterns with the findings for and against each, the headline when the evidence is
 * split or two patterns combine, what would tell them apart, and notes (a tongue that does not fit).
 */
export const ReasoningViewSchema = z.strictObject({
  headline: z.string().nullable(),
  patterns: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      confidence: score01,
      role: z.enum(['main', 'combined', 'alternative']),
      for: z.array(ReasoningFindingSchema),
      against: z.array(ReasoningFindingSchema),
    }),
  ),
  distinguish: z.array(z.string()),
  notes: z.array(z.string()),
});
export type ReasoningView = z.infer<typeof ReasoningViewSchema>;

export const DifferentiationResultSchema = z.strictObject({
  /** Ranked best first; 'balanced' is ranked first when no pattern has significant evidence. */
  patterns: z.array(RankedPatternSchema),
  /** Ids of the patterns found alongside the first one (their formula modifications are applied). */
  secondaryPatterns: z.array(z.string()),
  coherence: CoherenceSchema,
  severity: SeveritySchema,
  chronicity: ChronicitySchema,
  treatment: TreatmentPlanSchema.nullable(),
  cautions: CautionsSchema,
  prognosis: z.strictObject({ expectation: z.string(), favourable: z.array(z.string()), obstacles: z.array(z.string()) }),
  /** Set when red flags were found: this message overrides every other advice. */
  referral: z.string().nullable(),
  reasoning: ReasoningSchema,
  /** The findings as the engine read them, for explanation. */
  findings: z.strictObject({
    tongue: z.array(z.string()),
    pulse: z.array(z.string()),
    symptoms: z.array(z.strictObject({ id: z.string(), negated: z.boolean(), evidence: z.string() })),
  }),
});
export type DifferentiationResult = z.infer<typeof DifferentiationResultSchema>;
