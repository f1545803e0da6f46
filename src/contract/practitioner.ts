import { z } from 'zod';
import { TongueRecordSchema, type TongueRecord } from './records.ts';
import {
  ExternalAnalysisObject,
  REASONING_SOURCES,
  ReasoningViewSchema,
  SessionAnalysisSchema,
  TongueAnalysisGroupSchema,
  type ExternalAnalysisResult,
  type ReasoningView,
  type SessionAnalysis,
} from './analysis.ts';
import {
  EARLIEST_DATE,
  PulseSchema,
  RECORD_ID_MAX,
  TongueAssessmentSchema,
  reasonableInstant,
  recordId,
  safeText,
} from './assessment.ts';
import { CameraProfileIdSchema, type AppliedCameraProfile } from './camera.ts';
import {
  GENDER_SPELLINGS,
  LOCALES,
  PREGNANCY_STATUSES,
  type GenderSpelling,
  type Locale,
  type PregnancyStatus,
} from './person.ts';
import { EMPTY_SESSION_MESSAGE, PATIENT_MESSAGES } from './messages.ts';

export { EMPTY_SESSION_MESSAGE, PATIENT_MESSAGES };

/*
 * The practitioner workspace API (SPEC §3 patient and session shapes, §5 patient form, §7 calls).
 * The same schemas validate the app's forms and the server's requests.
 */

/** English labels of the SPEC §3 gender values, both spellings. */
export const GENDER_LABELS: Record<GenderSpelling, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
  'prefer-not-to-say': 'Prefer not to say',
};

/** Longest list of complex factors kept for one patient (the 8 SPEC choices plus free entries). */
export const COMPLEX_FACTORS_MAX = 20;

const optionalText = (max: number) => safeText(max).trim().optional();
/** An HTML date input gives '' when empty; a filled one gives YYYY-MM-DD. */
const optionalDate = z
  .union([
    z.literal(''),
    z.iso
      .date({ error: PATIENT_MESSAGES.dateOfBirth })
      .refine((d) => d >= EARLIEST_DATE.slice(0, 10), { message: PATIENT_MESSAGES.dateOfBirth })
      .refine((d) => d <= new Date().toISOString().slice(0, 10), { message: PATIENT_MESSAGES.dateOfBirthFuture }),
  ])
  .optional();
const optionalEmail = z.union([z.literal(''), z.email({ error: PATIENT_MESSAGES.email }).max(254)]).optional();

/** SPEC §5 patient form (add patient), shared by the page and POST /api/practitioners/{id}/patients. */
export const PatientFormSchema = z.object({
  firstName: safeText(100, PATIENT_MESSAGES.firstName).trim().min(1, PATIENT_MESSAGES.firstName),
  lastName: optionalText(100),
  dateOfBirth: optionalDate,
  gender: z.union([z.literal(''), z.enum(GENDER_SPELLINGS)]).optional(),
  email: optionalEmail,
  phone: optionalText(50),
  chiefComplaint: safeText(2000, PATIENT_MESSAGES.chiefComplaint).trim().min(1, PATIENT_MESSAGES.chiefComplaint),
  historyOfPresent: optionalText(8000),
  previousTreatments: optionalText(8000),
  complexFactors: z.array(safeText(300).trim().min(1)).max(COMPLEX_FACTORS_MAX).optional(),
  /** Asked where it can apply (not for males, ages 12-55): pregnancy cautions follow it. '' = not asked. */
  pregnancyStatus: z.union([z.literal(''), z.enum(PREGNANCY_STATUSES)]).optional(),
});
export type PatientFormInput = z.infer<typeof PatientFormSchema>;

/** POST body: the form plus the practitionerId the app sends (SPEC §5: must be a number). */
export const PatientCreateSchema = PatientFormSchema.extend({
  practitionerId: z.number({ error: PATIENT_MESSAGES.practitionerId }).int().positive().max(RECORD_ID_MAX).optional(),
});
export type PatientCreateInput = z.infer<typeof PatientCreateSchema>;

/** PATCH body of the patient record: any form field, and isActive to archive or restore. */
export const PatientUpdateSchema = PatientFormSchema.partial().extend({ isActive: z.boolean().optional() });
export type PatientUpdateInput = z.infer<typeof PatientUpdateSchema>;

/** SPEC §3 patient as every answer shows it. Dates are ISO strings; dateOfBirth is YYYY-MM-DD. */
export interface Patient {
  id: number;
  practitionerId: number;
  firstName: string;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  email: string | null;
  phone: string | null;
  chiefComplaint: string;
  historyOfPresent: string | null;
  previousTreatments: string | null;
  complexFactors: string[];
  constitutionalType: string | null;
  pregnancyStatus: PregnancyStatus | null;
  isActive: boolean;
  lastVisit: string | null;
  createdAt: string;
}

/** How the client reads a patient answer (issue 11 §5). */
export const PatientSchema: z.ZodType<Patient> = z.object({
  id: z.number().int(),
  practitionerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  chiefComplaint: z.string(),
  historyOfPresent: z.string().nullable(),
  previousTreatments: z.string().nullable(),
  complexFactors: z.array(z.string()),
  constitutionalType: z.string().nullable(),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).nullable(),
  isActive: z.boolean(),
  lastVisit: z.string().nullable(),
  createdAt: z.string(),
});
export const PatientListSchema = z.array(PatientSchema);

/** Patient list paging: the list answers SPEC's plain array, the total goes in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** 'false' when a search matched more patients than the server counts (x-total-count is then a lower bound). */
export const TOTAL_COUNT_EXACT_HEADER = 'x-total-count-exact';
/** The `after` value of the roster's next page (keyset paging), absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const PATIENT_PAGE_DEFAULT = 50;
export const PATIENT_PAGE_MAX = 200;

export const PatientListQuerySchema = z.object({
  search: safeText(200).trim().optional(),
  limit: z.coerce.number().int().min(1).max(PATIENT_PAGE_MAX).default(PATIENT_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Keyset paging: the page after this patient id (x-next-cursor of the page before); offset is then ignored. */
  after: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** 'active' hides archived patients; default shows everyone. */
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});

/** Dashboard numbers (SPEC §2 stat cards): 'This Week' counts saved sessions since weekStart. */
export interface PractitionerStats {
  activePatients: number;
  totalPatients: number;
  sessionsThisWeek: number;
  weekStart: string;
}
export const PractitionerStatsSchema: z.ZodType<PractitionerStats> = z.object({
  activePatients: z.number().int(),
  totalPatients: z.number().int(),
  sessionsThisWeek: z.number().int(),
  weekStart: z.string(),
});
export const StatsQuerySchema = z.object({
  /** Start of the viewer's week (their local Monday 00:00) as an ISO instant; default Monday 00:00 UTC. */
  weekStart: reasonableInstant().optional(),
});

/**
 * What the practitioner records at a consultation besides the photo: the structured SPEC §5
 * tongue assessment and pulse, free notes (the SPEC's Manual Assessment Notes), symptoms and
 * current medications (checked against the formula's herbs).
 */
export const ManualAssessmentSchema = z.object({
  tongue: TongueAssessmentSchema.optional(),
  pulse: PulseSchema.optional(),
  notes: safeText(8000).optional(),
  symptoms: safeText(8000).optional(),
  medications: safeText(4000).optional(),
});
export type ManualAssessment = z.infer<typeof ManualAssessmentSchema>;

/** Image URLs our own API hands out: /api/images/{id}. */
export const OWN_IMAGE_URL = /^\/api\/images\/([1-9]\d{0,9})$/;
/** The image id behind one of our image URLs, or null for anything else. */
export function imageIdOfUrl(url: unknown): number | null {
  const match = typeof url === 'string' ? OWN_IMAGE_URL.exec(url) : null;
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= RECORD_ID_MAX ? id : null;
}
export const OwnImageUrlSchema = z
  .string()
  .regex(OWN_IMAGE_URL, { message: 'imageUrl must be an uploaded image (/api/images/{id})' });

/** Answer of POST /api/upload/tongue-image (SPEC §7: has imageUrl). */
export interface TongueUploadResponse {
  imageUrl: string;
  imageId: number;
  width: number;
  height: number;
}
export const TongueUploadResponseSchema: z.ZodType<TongueUploadResponse> = z.object({
  imageUrl: z.string(),
  imageId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** POST /api/practitioners/{id}/patients/{patientId}/analysis. */
export const AnalysisStartSchema = z.object({
  imageUrl: OwnImageUrlSchema.optional(),
  manualAssessment: ManualAssessmentSchema.optional(),
  /** Ours: the camera profile whose colour correction the photo gets before it is read (issue 18). */
  cameraProfileId: CameraProfileIdSchema,
});
export type AnalysisStartInput = z.infer<typeof AnalysisStartSchema>;

/**
 * Where a running analysis stands (ours, issue 15): reading the photo (segmentation and the
 * tongue findings), then the differentiation (the built-in engine or the external service).
 */
export const ANALYSIS_STAGES = ['segmenting', 'differentiating'] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

/**
 * The SPEC §3 external analysis result as the analysis endpoints answer it, with two keys of
 * ours beside the contract's: the engine's overlay of the photo, and why the photo could not
 * be read (then the analysis ran on the manual findings alone).
 */
export type PractitionerAnalysis = ExternalAnalysisResult & {
  /** Ours: while processing, the stage the job is in. */
  stage?: AnalysisStage;
  overlay_image_url?: string | null;
  image_note?: string | null;
  /** Ours: what the practitioner must see first (a red flag, pregnancy or breastfeeding cautions that apply to this patient). */
  safety_alerts?: string[];
  /** Ours: the reasoning panel's content (the first three patterns with the evidence for and against), when our engine answered. */
  reasoning?: ReasoningView;
  /** Ours: the camera profile whose correction the photo got before it was read; null = none. */
  camera_profile?: AppliedCameraProfile | null;
  /** Ours: the visit as values, for comparisons, timelines, reports and the FHIR export (issue 17). */
  record?: AnalysisRecord;
};

/**
 * One finding for or against the top pattern as a record keeps it: the knowledge base's key
 * ('wiry', 'bodyColor:pale'), where it was read and its weight, so that a report names it in its
 * reader's language. Records saved before the keys were kept hold an English line instead.
 */
export const RecordEvidenceSchema = z.union([
  z.string(),
  z.object({ finding: z.string(), source: z.enum(REASONING_SOURCES), weight: z.number() }),
]);
export type RecordEvidence = z.infer<typeof RecordEvidenceSchema>;

/** The values of one analysis that records read: the patterns by id, the evidence of the top one, the tongue. */
export interface AnalysisRecord {
  /** Top pattern first, then the secondary ones (our knowledge-base ids); absent when a webhook answered. */
  patternIds?: string[];
  evidence?: { for: RecordEvidence[]; against: RecordEvidence[] };
  tongue?: TongueRecord;
  /** Which tongue head read the photo (head-version.ts), so a comparison can say when two visits were read differently. */
  headVersion?: string;
  /** The language our engine wrote the analysis in: a report read in another one says so. */
  locale?: Locale;
}

/**
 * How the client reads an analysis answer (issue 11 §5: parsed, not cast): the tolerant SPEC §3
 * reading, plus our keys. Loose, because a webhook may answer keys of its own that the stored
 * result keeps.
 */
const PractitionerAnalysisObject = ExternalAnalysisObject.extend({
  stage: z.enum(ANALYSIS_STAGES).optional(),
  overlay_image_url: z.string().nullable().optional(),
  image_note: z.string().nullable().optional(),
  safety_alerts: z.array(z.string()).optional(),
  reasoning: ReasoningViewSchema.optional(),
  camera_profile: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  record: z
    .object({
      patternIds: z.array(z.string()).optional(),
      evidence: z.object({ for: z.array(RecordEvidenceSchema), against: z.array(RecordEvidenceSchema) }).optional(),
      tongue: TongueRecordSchema.optional(),
      headVersion: z.string().optional(),
      locale: z.enum(LOCALES).optional(),
    })
    .optional(),
}).loose();
export const PractitionerAnalysisSchema: z.ZodType<PractitionerAnalysis> = PractitionerAnalysisObject;

/** SPEC §3 session statuses: 'active' by default, 'completed' on save. */
export const SESSION_STATUSES = ['active', 'completed'] as const;

/** Whether a value holds anything a person wrote or measured: non-blank text, a number, a true flag, at any depth. */
export function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || value === true) return true;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasContent);
  return false;
}

/** A session worth keeping has a photo, an analysis, or some findings (issue 15). */
function sessionHasContent(session: {
  imageUrl?: string | null;
  manualAssessment?: unknown;
  analysisId?: string;
  analysisResults?: unknown;
  tcmAnalysis?: unknown;
}): boolean {
  return (
    Boolean(session.imageUrl || session.analysisId) ||
    [session.manualAssessment, session.analysisResults, session.tcmAnalysis].some(hasContent)
  );
}

/**
 * POST /api/practitioners/{id}/sessions (SPEC §7 fields). When analysisId names an analysis of
 * this practitioner, its stored result is what gets saved; a tcmAnalysis sent by the app is only
 * read (tolerantly) when there is none.
 */
export const SessionCreateSchema = z
  .object({
    patientId: recordId(),
    practitionerId: recordId().optional(),
    imageUrl: OwnImageUrlSchema.nullable().optional(),
    /** SPEC §2 'Manual Assessment Notes' as plain text (stored as the notes), or our structured assessment. */
    manualAssessment: z.union([safeText(8000), ManualAssessmentSchema]).optional(),
    analysisId: safeText(200).optional(),
    /**
     * The SPEC app's tongue results: kept when they read as the SPEC §3 tongue group (any subset
     * of it); the tongue group of a named analysis takes precedence. Other shapes are not stored.
     */
    analysisResults: z
      .unknown()
      .transform((v) => {
        const group = TongueAnalysisGroupSchema.safeParse(v);
        return group.success && Object.keys(group.data).length > 0 ? group.data : undefined;
      })
      .optional(),
    tcmAnalysis: SessionAnalysisSchema.nullable().optional(),
    sessionDate: reasonableInstant().optional(),
    status: z.enum(SESSION_STATUSES).default('completed'),
  })
  .refine(sessionHasContent, { message: EMPTY_SESSION_MESSAGE });
export type SessionCreateInput = z.input<typeof SessionCreateSchema>;

/** A session's manual assessment as the structured form, whether it was given as text or as an object. */
export function structuredAssessment(value: ManualAssessment | string | null | undefined): ManualAssessment | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? { notes: value } : value;
}

/** An analysis as a session stores it: our job's result, or what the app sent (any subset, status included). */
export type SavedAnalysis = SessionAnalysis &
  Pick<PractitionerAnalysis, 'overlay_image_url' | 'image_note' | 'safety_alerts' | 'reasoning' | 'camera_profile' | 'record'>;

/**
 * SPEC §3 Session (practitioner) as the app reads it. `manualAssessment` reads back as it was
 * given: the notes as text (SPEC §2's single field), or the structured assessment.
 */
export interface DiagnosticSession {
  id: number;
  patientId: number;
  practitionerId: number;
  imageUrl: string | null;
  overlayImageUrl: string | null;
  manualAssessment: ManualAssessment | string | null;
  analysisResults: SavedAnalysis['tongue_analysis'] | null;
  tcmAnalysis: SavedAnalysis | null;
  analysisId: string | null;
  sessionDate: string;
  status: string;
  analysisAvailable: boolean;
  tcmDiagnosis: SavedAnalysis['tcm_diagnosis'] | null;
  treatmentPlan: SavedAnalysis['treatment_plan'] | null;
  recommendedFormula: string | null;
  primaryPattern: string | null;
  confidenceScore: number | null;
  /**
   * Ours, in lists: the main pattern named in the reader's language (primaryPattern stays as it
   * was written, in the language of the day); absent where the pattern is not one of ours.
   */
  patternName?: string | null;
}

/** How the client reads a saved analysis: the same, with `status` optional (a session may store any subset). */
export const SavedAnalysisSchema: z.ZodType<SavedAnalysis> = PractitionerAnalysisObject.extend({
  status: ExternalAnalysisObject.shape.status.optional(),
});

/** How the client reads a session answer (issue 11 §5). */
export const DiagnosticSessionSchema: z.ZodType<DiagnosticSession> = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  practitionerId: z.number().int(),
  imageUrl: z.string().nullable(),
  overlayImageUrl: z.string().nullable(),
  manualAssessment: z.union([z.string(), z.custom<ManualAssessment>((v) => typeof v === 'object' && v !== null)]).nullable(),
  analysisResults: ExternalAnalysisObject.shape.tongue_analysis.unwrap().nullable(),
  tcmAnalysis: SavedAnalysisSchema.nullable(),
  analysisId: z.string().nullable(),
  sessionDate: z.string(),
  status: z.string(),
  analysisAvailable: z.boolean(),
  tcmDiagnosis: ExternalAnalysisObject.shape.tcm_diagnosis.unwrap().nullable(),
  treatmentPlan: ExternalAnalysisObject.shape.treatment_plan.unwrap().nullable(),
  recommendedFormula: z.string().nullable(),
  primaryPattern: z.string().nullable(),
  confidenceScore: z.number().nullable(),
  patternName: z.string().nullable().optional(),
});

/** GET /api/patients/{id}/sessions (SPEC §7 { sessions }), newest first. */
export const PatientSessionsAnswerSchema = z.object({ sessions: z.array(DiagnosticSessionSchema) });

/** GET /api/tcm-analysis/{sessionId} (SPEC §7 { session: { tcmAnalysis } }). */
export const SessionAnalysisAnswerSchema = z.object({
  session: z.object({
    id: z.number().int(),
    patientId: z.number().int(),
    sessionDate: z.string(),
    tcmAnalysis: SavedAnalysisSchema.nullable(),
  }),
});

/** GET /api/practitioners/{id}/tcm-analyses (SPEC §7). */
export interface TcmAnalysesResponse {
  analyses: { analysisId: string; sessionId: number }[];
}
