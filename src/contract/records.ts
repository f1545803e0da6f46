import { z } from 'zod';
import { TONGUE_SIGNS, TongueAssessmentSchema } from './assessment.ts';
import { TimeZoneSchema } from './time-zone.ts';

/*
 * Clinical records over time (issue 17): the tongue findings of one visit or check-in as plain
 * values, so visits can be compared and charted; the findings timeline; the comparison of two
 * visits; the report and export routes' names.
 */

export const SEVERITIES = ['none', 'light', 'severe'] as const;
export const COATING_THICKNESSES = ['none', 'thin', 'thick'] as const;

/**
 * The tongue of one visit as values: the SPEC §5 enumerations, the regional signs, and the
 * graded coating thickness, cracks and tooth marks. Every field is optional: a visit records
 * what was seen (the practitioner's manual values win over the photo's).
 */
export const TongueRecordSchema = TongueAssessmentSchema.omit({ practitionerNotes: true, signs: true }).extend({
  coatingThickness: z.enum(COATING_THICKNESSES).optional(),
  cracks: z.enum(SEVERITIES).optional(),
  toothMarks: z.enum(SEVERITIES).optional(),
  signs: z.array(z.enum(TONGUE_SIGNS)).max(TONGUE_SIGNS.length).default([]),
});
export type TongueRecord = z.infer<typeof TongueRecordSchema>;

/** One visit (practitioner session) or check-in on a timeline. */
export interface TimelinePoint {
  id: number;
  /** ISO date-time */
  date: string;
  imageUrl: string | null;
  overlayImageUrl: string | null;
  tongue: TongueRecord;
  /** 0 none, 1 thin, 2 thick; null when not seen. */
  coatingLevel: number | null;
  /** 0 pale, 1 normal, 2 red, 3 deep red; purple reads 3 too (its own word is in `tongue`). */
  redness: number | null;
  /** 0 none, 1 light, 2 severe. */
  crackLevel: number | null;
  patternId: string | null;
  /** The top pattern as the reader names it. */
  pattern: string | null;
  formula: string | null;
}

/** GET /api/practitioners/{pid}/patients/{patientId}/timeline */
export interface PatientTimeline {
  points: TimelinePoint[];
}

/** GET /api/practitioners/{pid}/patients/{patientId}/compare?a=&b= */
export interface VisitComparison {
  earlier: TimelinePoint;
  later: TimelinePoint;
  /** The differences in words, in the reader's language ('coating thinner', 'body less red'). */
  differences: string[];
  /**
   * Why a difference of the photo readings may not be the tongue's (read by another version of
   * the analysis, or under another camera correction); empty when nothing is known to differ.
   */
  caveats: string[];
}

export const CompareQuerySchema = z.object({
  a: z.coerce.number().int().positive().max(2_147_483_647),
  b: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The consumer's trend periods (issue 17: 30 and 90 days and a year). */
export const TREND_PERIODS = [30, 90, 365] as const;
export const TrendQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (TREND_PERIODS as readonly number[]).includes(d), { message: 'days must be 30, 90 or 365' })
    .default(90),
});

/** One progress point of a consumer's trend (percent values; null where the check-in left that scale unanswered). */
export interface TrendPoint {
  date: string;
  balance: number;
  energy: number | null;
  digestion: number | null;
  sleep: number | null;
}

/** GET /api/users/{id}/trends?days= : progress points and check-ins (photo timeline) of the period. */
export interface ConsumerTrends {
  days: number;
  from: string;
  to: string;
  progress: TrendPoint[];
  checkIns: TimelinePoint[];
}

/*
 * How the client reads the records answers (issue 11 §5). The tongue of a point is read with
 * the stored record's own schema.
 */
const TimelinePointSchema: z.ZodType<TimelinePoint> = z.object({
  id: z.number().int(),
  date: z.string(),
  imageUrl: z.string().nullable(),
  overlayImageUrl: z.string().nullable(),
  tongue: TongueRecordSchema,
  coatingLevel: z.number().nullable(),
  redness: z.number().nullable(),
  crackLevel: z.number().nullable(),
  patternId: z.string().nullable(),
  pattern: z.string().nullable(),
  formula: z.string().nullable(),
});
export const PatientTimelineSchema: z.ZodType<PatientTimeline> = z.object({ points: z.array(TimelinePointSchema) });
export const VisitComparisonSchema: z.ZodType<VisitComparison> = z.object({
  earlier: TimelinePointSchema,
  later: TimelinePointSchema,
  differences: z.array(z.string()),
  // Optional on reading: an answer from a server before caveats existed stays readable.
  caveats: z.array(z.string()).default([]),
});
export const ConsumerTrendsSchema: z.ZodType<ConsumerTrends> = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  progress: z.array(
    z.object({
      date: z.string(),
      balance: z.number(),
      energy: z.number().nullable(),
      digestion: z.number().nullable(),
      sleep: z.number().nullable(),
    }),
  ),
  checkIns: z.array(TimelinePointSchema),
});

/**
 * The PDF reports' `?tz=`: the reader's IANA time zone, in which the report prints its dates
 * (optional: UTC without it; decision 0114).
 */
export const ReportPdfQuerySchema = z.object({ tz: TimeZoneSchema.optional() });

/**
 * GET /api/users/{id}/history.pdf?from=&to=&tz= (calendar dates, both optional: from defaults to
 * 90 days before to, to to today; the days are the reader's in `tz`, else UTC's).
 */
export const HistoryPdfQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    tz: TimeZoneSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
