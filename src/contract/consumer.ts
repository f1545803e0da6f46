/**
 * Requests and answers of the consumer calls (SPEC §7), shared by the server routes and the
 * app's forms, with the SPEC §5 validation messages as the user reads them.
 */
import { z } from 'zod';
import { TongueFindingsInputSchema } from './analysis.ts';
import { QuestionnaireSchema, recordId, safeText, TONGUE_SIGNS } from './assessment.ts';
import { GENDERS, LANGUAGES, PREGNANCY_STATUSES } from './person.ts';
import {
  AGE_MAX,
  AGE_MIN,
  FLATTENED_ID_OFFSETS,
  FLATTENED_ID_RECORD_FACTOR,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from './constants.ts';
import { ONBOARDING_MESSAGES, PROFILE_RANGE_MESSAGES, TONGUE_ANALYSIS_MESSAGES } from './messages.ts';

export { ONBOARDING_MESSAGES, PROFILE_RANGE_MESSAGES, TONGUE_ANALYSIS_MESSAGES };

const Id = recordId();

// ---------------------------------------------------------------------------------------
// Tongue analysis

/** Largest base64 text accepted: a 15 MB photo is 20 MB as base64, plus a data: URL prefix. */
export const MAX_IMAGE_BASE64_CHARS = 21 * 1024 * 1024;

/** POST /api/tongue-analysis. `imageBase64` may carry a `data:image/...;base64,` prefix. */
export const TongueAnalysisCreateSchema = z.object({
  userId: Id,
  imageBase64: z
    .string({ error: TONGUE_ANALYSIS_MESSAGES.imageRequired })
    .min(1, TONGUE_ANALYSIS_MESSAGES.imageRequired)
    .max(MAX_IMAGE_BASE64_CHARS),
});
export type TongueAnalysisCreate = z.infer<typeof TongueAnalysisCreateSchema>;

const probability = z.number().min(0).max(1);
const threeWay = z.tuple([probability, probability, probability]);

/**
 * Ours (issue 11, ★ privacy mode): what the tongue engine measured in the person's browser, the
 * only thing of the photo the server receives. The part differentiation reads (the SPEC §5 fields
 * with confidences, the regional signs), the plain-language observations in the person's
 * language, and the tongue head's calibrated readings that the trend compares. Signs are named
 * as the engine names them (no per-sign confidence).
 */
export const OnDeviceTongueFindingsSchema = TongueFindingsInputSchema.extend({
  signs: z.array(z.enum(TONGUE_SIGNS)).max(TONGUE_SIGNS.length),
  observations: z.array(safeText(500)).max(30),
  head: z
    .object({
      body: threeWay,
      coatingColour: threeWay,
      thick: probability,
      cracks: probability,
      toothMarks: probability,
      colourUncertain: z.boolean(),
      /** which head read them (8 hex digits); readings of different heads are never compared */
      version: z
        .string()
        .regex(/^[0-9a-f]{8}$/)
        .optional(),
    })
    .optional(),
});
export type OnDeviceTongueFindings = z.infer<typeof OnDeviceTongueFindingsSchema>;

/**
 * POST /api/tongue-analysis/on-device (ours, privacy mode): the findings stand in for the photo.
 * Strict, so a body that also carries photo bytes is refused rather than quietly accepted.
 */
export const OnDeviceTongueAnalysisCreateSchema = z.strictObject({ userId: Id, findings: OnDeviceTongueFindingsSchema });
export type OnDeviceTongueAnalysisCreate = z.input<typeof OnDeviceTongueAnalysisCreateSchema>;

/**
 * Ours (issue 18, item 7): this check-in against the person's own earlier check-ins. 'compared'
 * once there are enough earlier ones (the changes, largest first, and one line saying them or
 * that nothing changed); 'gathering' until then, with how many more are needed.
 */
export const ConsumerTrendSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('compared'),
    /** earlier check-ins compared with */
    basis: z.number().int(),
    summary: z.string(),
    changes: z.array(z.object({ change: z.string(), text: z.string() })),
    /** colour was not compared: this photo's colour is uncertain */
    colourSkipped: z.boolean(),
  }),
  z.object({
    status: z.literal('gathering'),
    earlier: z.number().int(),
    needed: z.number().int(),
    /** earlier check-ins read by another version of the analysis, so not compared with this one */
    otherVersion: z.number().int().optional(),
  }),
]);
export type ConsumerTrend = z.infer<typeof ConsumerTrendSchema>;

/** SPEC §3 consumer tongue analysis: analysisResult carries pattern and observations, plus what the engine measured. */
export const ConsumerTongueAnalysisSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  analysisResult: z.looseObject({
    pattern: z.string(),
    observations: z.array(z.string()),
    /** Severity of the tongue's main pattern as the pattern engine estimates it. */
    severity: z.enum(['mild', 'moderate', 'severe']).optional(),
    imageUrl: z.string().nullable().optional(),
    overlayUrl: z.string().nullable().optional(),
    findings: z.unknown().optional(),
    /** Ours (privacy mode): analysed in the browser; the server never had the photo. */
    onDevice: z.boolean().optional(),
  }),
  /** Ours: against the person's own usual; null for a check-in whose photo reading cannot be compared. */
  trend: ConsumerTrendSchema.nullable().optional(),
});
export type ConsumerTongueAnalysis = z.infer<typeof ConsumerTongueAnalysisSchema>;
/** GET /api/tongue-analysis/user/{userId}: newest first. */
export const ConsumerTongueAnalysisListSchema = z.array(ConsumerTongueAnalysisSchema);

// ---------------------------------------------------------------------------------------
// Health questionnaire

/** POST /api/health-questionnaire (SPEC §3: userId, the three 1-5 scores, discomforts). */
export const HealthQuestionnaireCreateSchema = QuestionnaireSchema.extend({ userId: Id });
export type HealthQuestionnaireCreate = z.input<typeof HealthQuestionnaireCreateSchema>;

/** Creation calls answer with the new record's id (SPEC §3). */
export const CreatedSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------
// Recommendations

/** POST /api/recommendations. */
export const RecommendationCreateSchema = z.object({
  userId: Id,
  tongueAnalysisId: Id,
  healthQuestionnaireId: Id,
});
export type RecommendationCreate = z.infer<typeof RecommendationCreateSchema>;

/** One advice entry as the consumer API answers it: saved state per item (home list). */
export const ConsumerAdviceSchema = z.object({
  name: z.string(),
  description: z.string(),
  savedByUser: z.boolean(),
});
export type ConsumerAdvice = z.infer<typeof ConsumerAdviceSchema>;

/** SPEC §3 Recommendation record (home list, results, history), with the photo it came from. */
/**
 * What keeps the person safe in one check-in's result, shown above everything else: a red
 * flag's 'see a doctor' advice (herbal suggestions are then withheld), and plain-words notices
 * of herbs left out because of a medicine, pregnancy or breastfeeding.
 */
export const ConsumerSafetySchema = z.object({
  seeADoctor: z.string().nullable(),
  urgency: z.enum(['emergency', 'urgent']).nullable(),
  herbsWithheld: z.boolean(),
  adviceWithheld: z.boolean(),
  notices: z.array(z.string()),
});
export type ConsumerSafety = z.infer<typeof ConsumerSafetySchema>;

export const ConsumerRecommendationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  createdAt: z.string(),
  tongueAnalysisId: z.number().int().nullable(),
  healthQuestionnaireId: z.number().int().nullable(),
  pattern: z.string().nullable(),
  observations: z.array(z.string()),
  herbs: z.array(ConsumerAdviceSchema),
  diet: z.array(ConsumerAdviceSchema),
  lifestyle: z.array(ConsumerAdviceSchema),
  /** True when every item of the record is saved (the results page's Save). */
  savedByUser: z.boolean(),
  imageUrl: z.string().nullable(),
  overlayUrl: z.string().nullable(),
  /** Ours (privacy mode): the photo was analysed on the person's device and never stored. */
  onDevice: z.boolean().optional(),
  /** Null on check-ins made before safety was recorded. */
  safety: ConsumerSafetySchema.nullable(),
});
export type ConsumerRecommendation = z.infer<typeof ConsumerRecommendationSchema>;
/** GET /api/recommendations/user/{userId}: newest first. */
export const ConsumerRecommendationListSchema = z.array(ConsumerRecommendationSchema);

/**
 * PUT /api/recommendations/{id}/save. An empty body saves the whole record {id}. With
 * `item: true`, {id} is a flattened item id of the home list (docs/decisions/0010).
 * `saved: false` unsaves (the home list's toggle).
 */
export const RecommendationSaveSchema = z
  .object({
    item: z.boolean().optional(),
    saved: z.boolean().optional(),
  })
  .default({});
export type RecommendationSave = z.infer<typeof RecommendationSaveSchema>;

export type AdviceKind = keyof typeof FLATTENED_ID_OFFSETS;
export const ADVICE_KINDS = ['herb', 'diet', 'lifestyle'] as const satisfies readonly AdviceKind[];

/** SPEC §3/§9 flattened id of a home-list item: record id x 1000 + offset (0, 100, 200) + position. */
export function flattenedItemId(recordId: number, kind: AdviceKind, position: number): number {
  return recordId * FLATTENED_ID_RECORD_FACTOR + FLATTENED_ID_OFFSETS[kind] + position;
}

/** The record, list and position a flattened id names, or null when it names none (position 100+). */
export function parseFlattenedItemId(id: number): { recordId: number; kind: AdviceKind; position: number } | null {
  const recordId = Math.floor(id / FLATTENED_ID_RECORD_FACTOR);
  const rest = id % FLATTENED_ID_RECORD_FACTOR;
  const kind = ADVICE_KINDS.findLast((k) => rest >= FLATTENED_ID_OFFSETS[k]);
  if (recordId < 1 || !kind) return null;
  const position = rest - FLATTENED_ID_OFFSETS[kind];
  if (kind === 'lifestyle' && position >= 100) return null;
  return { recordId, kind, position };
}

// ---------------------------------------------------------------------------------------
// Progress

export const ProgressMeasureSchema = z.object({ value: z.number(), label: z.string() });

/** SPEC §3 latest progress, plus when the last check-in was (null: none yet). */
export const LatestProgressSchema = z.object({
  balance: z.number(),
  energy: ProgressMeasureSchema,
  digestion: ProgressMeasureSchema,
  sleep: ProgressMeasureSchema,
  lastCheckIn: z.string().nullable(),
});
export type LatestProgress = z.infer<typeof LatestProgressSchema>;

/** SPEC §3 weekly progress: seven days Mon-Sun of the current week. */
export const WeeklyProgressSchema = z.object({
  overall: z.number(),
  trend: z.number(),
  data: z.array(z.object({ day: z.string(), value: z.number(), isToday: z.boolean() })),
});
export type WeeklyProgress = z.infer<typeof WeeklyProgressSchema>;

/** The caller's offset from UTC in minutes as `Date.getTimezoneOffset()` gives it (UTC+2 is -120). */
export const ProgressQuerySchema = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).optional(),
});

// ---------------------------------------------------------------------------------------
// Onboarding

const measured = (required: string, min: number, max: number, range: string) =>
  z.number({ error: required }).refine(Number.isFinite, required).min(min, range).max(max, range);

/** PUT /api/users/{userId}/onboarding (SPEC §3/§5 consumer profile schema). */
/** The longest names and health concerns onboarding keeps (the form's inputs stop there too). */
export const ONBOARDING_TEXT_MAX = { name: 100, healthConcerns: 4000 } as const;

export const OnboardingSchema = z.object({
  firstName: safeText(ONBOARDING_TEXT_MAX.name, ONBOARDING_MESSAGES.firstName.description)
    .trim()
    .min(1, ONBOARDING_MESSAGES.firstName.description),
  lastName: safeText(ONBOARDING_TEXT_MAX.name).trim().optional().nullable(),
  gender: z.enum(GENDERS, { error: ONBOARDING_MESSAGES.gender.description }),
  age: measured(ONBOARDING_MESSAGES.age.description, AGE_MIN, AGE_MAX, PROFILE_RANGE_MESSAGES.age).pipe(
    z.number().int(PROFILE_RANGE_MESSAGES.age),
  ),
  height: measured(ONBOARDING_MESSAGES.height.description, HEIGHT_MIN_CM, HEIGHT_MAX_CM, PROFILE_RANGE_MESSAGES.height),
  weight: measured(ONBOARDING_MESSAGES.weight.description, WEIGHT_MIN_KG, WEIGHT_MAX_KG, PROFILE_RANGE_MESSAGES.weight),
  language: z.enum(LANGUAGES).default('english'),
  healthConcerns: safeText(ONBOARDING_TEXT_MAX.healthConcerns).optional().nullable(),
  /** Offered only where it can apply (pregnancyCanApply); pregnancy cautions follow it. */
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).optional().nullable(),
});
export type OnboardingInput = z.input<typeof OnboardingSchema>;

/** PUT /api/users/{userId}/language: the language switcher of a signed-in consumer. */
export const LanguageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });

/** PUT /api/users/{userId}/privacy-mode (ours): analyse check-in photos on the device from now on, or not. */
export const PrivacyModeUpdateSchema = z.object({ analyseOnDevice: z.boolean() });
