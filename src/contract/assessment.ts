import { z } from 'zod';
import { tooLongMessage } from './messages.ts';

/** SPEC §5 tongue assessment enumerations. */
export const BODY_COLORS = ['pale', 'normal', 'red', 'deep-red', 'purple'] as const;
export const COATINGS = ['none', 'thin-white', 'thick-white', 'yellow', 'brown', 'black'] as const;
export const TEXTURES = ['normal', 'smooth', 'rough', 'cracked', 'geographic'] as const;
export const TONGUE_SIZES = ['small', 'normal', 'enlarged'] as const;
export const TONGUE_SHAPES = ['normal', 'thin', 'thick', 'scalloped'] as const;
export const MOISTURES = ['dry', 'normal', 'wet'] as const;

/** SPEC §5 pulse enumerations and limits. */
export const PULSE_QUALITIES = [
  'floating',
  'deep',
  'rapid',
  'slow',
  'wiry',
  'slippery',
  'choppy',
  'weak',
  'strong',
  'irregular',
] as const;
export const PULSE_STRENGTHS = ['weak', 'moderate', 'strong'] as const;
export const PULSE_RATE_MIN = 40;
export const PULSE_RATE_MAX = 120;

/** SPEC §5 questionnaire. */
export const DISCOMFORTS = ['Headache', 'Sore Throat', 'Bloating', 'Joint Pain'] as const;
export const QUESTIONNAIRE_MIN = 1;
export const QUESTIONNAIRE_MAX = 5;
/**
 * Where the sliders start: every scale at its neutral middle (spec deviation D1). SPEC §5 starts
 * sleep at 2 and digestion at 4, so a person who did not touch the sliders was told 'poor sleep
 * reported' and given a denial of poor appetite; 3 reads as neither a complaint nor its denial.
 */
export const QUESTIONNAIRE_DEFAULTS = { energyLevel: 3, sleepQuality: 3, digestion: 3 } as const;
/**
 * One 1-5 answer, or null when the person left the slider untouched (issue 12 item 6): an
 * unanswered scale is neither a complaint nor its denial, and is stored as not answered. A
 * client written to the SPEC always sends numbers; a client that omits a scale means the same
 * as null.
 */
const QuestionnaireScoreSchema = z.number().int().min(QUESTIONNAIRE_MIN).max(QUESTIONNAIRE_MAX).nullable().default(null);
/** Longest free text of the consumer questionnaire ('Anything else we should know?', 'Medicines you take'). */
export const QUESTIONNAIRE_TEXT_MAX = 2000;

/** SPEC §5 patient complex factors. */
export const COMPLEX_FACTORS = [
  'History of trauma/PTSD',
  'Substance use/addiction history',
  'Multiple concurrent conditions',
  'Treatment-resistant case',
  'Hormonal changes/transitions',
  'Mental health concerns',
  'Chronic pain',
  'Autoimmune conditions',
] as const;

/**
 * Regional and special tongue signs beyond the SPEC §5 enumerations. The tongue engine
 * reports the ones it can see; a practitioner may add any of them by hand.
 */
export const TONGUE_SIGNS = [
  'red-tip',
  'red-sides',
  'pale-sides',
  'purple-spots',
  'red-points',
  'greasy-coating',
  'peeled-coating',
  'thick-root-coating',
  'midline-crack',
  'tooth-marks',
  'distended-sublingual-veins',
  'trembling',
  'deviated',
] as const;
export type TongueSign = (typeof TONGUE_SIGNS)[number];

/** Pulse qualities a practitioner writes in notes that the SPEC's single field cannot hold. */
export const PULSE_EXTRA_QUALITIES = [
  'thin',
  'tight',
  'soggy',
  'surging',
  'knotted',
  'intermittent',
  'hollow',
  'empty',
  'full',
  'short',
  'hidden',
] as const;
export const ALL_PULSE_QUALITIES = [...PULSE_QUALITIES, ...PULSE_EXTRA_QUALITIES] as const;
export type PulseFeature = (typeof ALL_PULSE_QUALITIES)[number];

export type BodyColor = (typeof BODY_COLORS)[number];
export type Coating = (typeof COATINGS)[number];
export type Texture = (typeof TEXTURES)[number];
export type TongueSize = (typeof TONGUE_SIZES)[number];
export type TongueShape = (typeof TONGUE_SHAPES)[number];
export type Moisture = (typeof MOISTURES)[number];
export type PulseQuality = (typeof PULSE_QUALITIES)[number];
export type PulseStrength = (typeof PULSE_STRENGTHS)[number];

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Free text that PostgreSQL can store: no NUL, no lone surrogates. */
export const safeText = (max: number, requiredMessage?: string) =>
  z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .max(max, tooLongMessage(max))
    // A lone surrogate (with the u flag a pair is one code point and does not match): the same as
    // !isWellFormed(), which browsers before 2023 lack, and the consultation checks on every render.
    .refine((s) => !s.includes('\u0000') && !LONE_SURROGATE.test(s), { message: 'Invalid characters' });

/** The id of a stored record: PostgreSQL's integer column holds at most 2,147,483,647. */
export const RECORD_ID_MAX = 2_147_483_647;
export const recordId = () => z.number().int().positive().max(RECORD_ID_MAX);

/** Earliest instant a date field of ours accepts (a birth or session date before it is a typo). */
export const EARLIEST_DATE = '1900-01-01T00:00:00Z';
/**
 * An ISO instant with its offset, between 1900 and a day from now: PostgreSQL cannot store
 * year 0, and years 1-99 would be read back as 19xx/20xx, silently wrong.
 */
export const reasonableInstant = (message = 'Invalid date') =>
  z.iso.datetime({ offset: true, error: message }).refine((v) => {
    const t = Date.parse(v);
    return t >= Date.parse(EARLIEST_DATE) && t <= Date.now() + 86_400_000;
  }, message);

export const TongueAssessmentSchema = z.object({
  bodyColor: z.enum(BODY_COLORS).optional(),
  coating: z.enum(COATINGS).optional(),
  texture: z.enum(TEXTURES).optional(),
  size: z.enum(TONGUE_SIZES).optional(),
  shape: z.enum(TONGUE_SHAPES).optional(),
  moisture: z.enum(MOISTURES).optional(),
  signs: z.array(z.enum(TONGUE_SIGNS)).max(TONGUE_SIGNS.length).optional(),
  practitionerNotes: safeText(4000).optional(),
});
export type TongueAssessment = z.infer<typeof TongueAssessmentSchema>;

const PulsePositionSchema = safeText(200).optional();
const PulseHandSchema = z.object({ cun: PulsePositionSchema, guan: PulsePositionSchema, chi: PulsePositionSchema });

export const PulseSchema = z.object({
  leftHand: PulseHandSchema.optional(),
  rightHand: PulseHandSchema.optional(),
  overallQuality: z.enum(PULSE_QUALITIES).optional(),
  /** Extra qualities beyond the single SPEC field, e.g. wiry + rapid. */
  qualities: z.array(z.enum(ALL_PULSE_QUALITIES)).max(ALL_PULSE_QUALITIES.length).optional(),
  rate: z.number().int().min(PULSE_RATE_MIN).max(PULSE_RATE_MAX).optional(),
  strength: z.enum(PULSE_STRENGTHS).optional(),
  notes: safeText(4000).optional(),
});
export type Pulse = z.infer<typeof PulseSchema>;

export const QuestionnaireSchema = z.object({
  energyLevel: QuestionnaireScoreSchema,
  sleepQuality: QuestionnaireScoreSchema,
  digestion: QuestionnaireScoreSchema,
  discomforts: z.array(z.enum(DISCOMFORTS)).max(DISCOMFORTS.length).default([]),
  /** 'Anything else we should know?': free text in any of our languages, screened for red flags and symptoms. */
  notes: safeText(QUESTIONNAIRE_TEXT_MAX).trim().optional(),
  /** 'Medicines you take': free text, checked against the herbs suggested. */
  medications: safeText(QUESTIONNAIRE_TEXT_MAX).trim().optional(),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;
