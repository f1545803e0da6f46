import { z } from 'zod';

/*
 * The constitution questionnaire (CCMQ, issue 17): the nine constitutions, the 5-point answer
 * scale, the answers a person gives and the result stored with them.
 */

/** Wang Qi's nine constitutions (ZYYXH/T157-2009), balanced first. */
export const CONSTITUTION_IDS = [
  'balanced',
  'qi-deficient',
  'yang-deficient',
  'yin-deficient',
  'phlegm-dampness',
  'damp-heat',
  'blood-stasis',
  'qi-stagnation',
  'inherited-special',
] as const;
export type ConstitutionId = (typeof CONSTITUTION_IDS)[number];

/** The standard 5-point scale: 1 not at all, 2 a little, 3 somewhat, 4 quite a bit, 5 very much. */
export const CCMQ_SCALE_MIN = 1;
export const CCMQ_SCALE_MAX = 5;
/** The standard questionnaire has 60 questions. */
export const CCMQ_ITEM_COUNT = 60;

/** 'is' (是), 'tends' (倾向是; for balanced: 基本是, 'basically is') and 'not' (否). */
export const CONSTITUTION_VERDICTS = ['is', 'tends', 'not'] as const;
export type ConstitutionVerdict = (typeof CONSTITUTION_VERDICTS)[number];

/** Answers by item number (1-60), each 1-5; every item must be answered. */
export const CcmqAnswersSchema = z.object({
  answers: z
    .record(z.string().regex(/^([1-9]|[1-5]\d|60)$/), z.number().int().min(CCMQ_SCALE_MIN).max(CCMQ_SCALE_MAX))
    .refine((a) => Object.keys(a).length === CCMQ_ITEM_COUNT, { message: `All ${CCMQ_ITEM_COUNT} questions must be answered` }),
});
export type CcmqAnswers = z.infer<typeof CcmqAnswersSchema>;

export interface ConstitutionScore {
  id: ConstitutionId;
  raw: number;
  items: number;
  /** (raw − items) / (items × 4) × 100, rounded to one decimal. */
  transformed: number;
  verdict: ConstitutionVerdict;
}

/** The scored questionnaire, as stored with the person and answered by the routes. */
export interface ConstitutionResult {
  /** ISO date-time it was taken. */
  takenAt: string;
  scores: ConstitutionScore[];
  /** The main constitution: balanced when balanced 'is' or 'tends'; else the highest-scoring biased type that 'is' or 'tends', else null. */
  primary: ConstitutionId | null;
  /** Every biased type judged 'is' or 'tends', highest first. */
  biased: ConstitutionId[];
  answers: Record<string, number>;
}

/** How the client reads a constitution result (issue 11 §5). */
export const ConstitutionResultSchema: z.ZodType<ConstitutionResult> = z.object({
  takenAt: z.string(),
  scores: z.array(
    z.object({
      id: z.enum(CONSTITUTION_IDS),
      raw: z.number(),
      items: z.number().int(),
      transformed: z.number(),
      verdict: z.enum(CONSTITUTION_VERDICTS),
    }),
  ),
  primary: z.enum(CONSTITUTION_IDS).nullable(),
  biased: z.array(z.enum(CONSTITUTION_IDS)),
  answers: z.record(z.string(), z.number()),
});
/** GET /api/users/{id}/constitution: the latest result, or null before the first one. */
export const StoredConstitutionSchema = z.object({ result: ConstitutionResultSchema.nullable() });

/** GET /api/constitution/questionnaire: the questions in the reader's language. */
export const CcmqQuestionnaireSchema = z.object({
  standard: z.string(),
  scale: z.object({ min: z.number().int(), max: z.number().int(), labels: z.array(z.string()) }),
  items: z.array(z.object({ n: z.number().int(), text: z.string(), male: z.string().optional() })),
  constitutions: z.record(z.enum(CONSTITUTION_IDS), z.string()),
});
export type CcmqQuestionnaire = z.infer<typeof CcmqQuestionnaireSchema>;
