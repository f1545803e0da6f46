import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { hasAnalysisFindings } from '../../../contract/analysis.ts';
import type {
  DiagnosticSession,
  ManualAssessment,
  SavedAnalysis,
  SessionCreateSchema,
  TcmAnalysesResponse,
} from '../../../contract/practitioner.ts';
import { structuredAssessment } from '../../../contract/practitioner.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diagnosticSessions, patients, practitionerAnalyses } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { ANALYSIS_NOT_FOUND } from './analyses.ts';
import { findOwnImage } from './own-image.ts';
import { findOwnPatientRow } from './patients.ts';
import { SERVER_MESSAGES } from '../../../contract/api-messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/person.ts';
import { patternIdOfLabel, patternName } from '../../../engine/records/pattern-of-label.ts';
import { isPatternId } from '../../../engine/knowledge/patterns/index.ts';

export type SessionRow = typeof diagnosticSessions.$inferSelect;
type SessionCreate = z.output<typeof SessionCreateSchema>;

export const SESSION_NOT_FOUND = SERVER_MESSAGES.sessionNotFound;
export const ANALYSIS_STILL_RUNNING = 'The analysis is still running; save the session once its results are shown.';

/** The SPEC §3 Session shape from a stored row. */
export function toSession(row: SessionRow): DiagnosticSession {
  const analysis = row.aiAnalysis as SavedAnalysis | null;
  const tongueGroup = analysis?.tongue_analysis ?? (row.tongueAnalysis as SavedAnalysis['tongue_analysis'] | null);
  return {
    id: row.id,
    patientId: row.patientId,
    practitionerId: row.practitionerId,
    imageUrl: row.tongueImageUrl,
    overlayImageUrl: analysis?.overlay_image_url ?? null,
    manualAssessment: row.manualTongueAssessment as ManualAssessment | string | null,
    analysisResults: tongueGroup ?? null,
    tcmAnalysis: analysis,
    analysisId: analysis?.analysis_id ?? null,
    sessionDate: row.sessionDate.toISOString(),
    status: row.sessionStatus,
    analysisAvailable: analysis !== null && hasAnalysisFindings(analysis),
    tcmDiagnosis: analysis?.tcm_diagnosis ?? null,
    treatmentPlan: analysis?.treatment_plan ?? null,
    recommendedFormula: row.recommendedFormula,
    primaryPattern: row.primaryPattern,
    confidenceScore: row.confidenceScore,
  };
}

/** The analysis to save: the server's own job result when named, else what the app sent (read tolerantly). */
async function analysisToSave(
  db: Db,
  practitionerId: number,
  patientId: number,
  input: SessionCreate,
): Promise<SavedAnalysis | null> {
  if (input.analysisId) {
    const [job] = await db
      .select()
      .from(practitionerAnalyses)
      .where(
        and(
          eq(practitionerAnalyses.id, input.analysisId),
          eq(practitionerAnalyses.practitionerId, practitionerId),
          eq(practitionerAnalyses.patientId, patientId),
        ),
      )
      .limit(1);
    if (!job) throw notFound(ANALYSIS_NOT_FOUND);
    if (job.status === 'processing') throw conflict(ANALYSIS_STILL_RUNNING);
    return job.result as SavedAnalysis;
  }
  // An app-sent result was read by the route's schema: only the contract's keys are kept (our
  // overlay and safety keys cannot be vouched for).
  return input.tcmAnalysis ?? null;
}

/**
 * Saves a diagnostic session (SPEC §7; status 'completed' on save): the analysis groups go to
 * their own columns so sessions can be listed and searched without opening the JSON, and the
 * patient's last visit moves forward to the session date.
 */
export async function createSession(
  db: Db,
  images: ImageStore,
  practitionerId: number,
  input: SessionCreate,
): Promise<DiagnosticSession> {
  await findOwnPatientRow(db, practitionerId, input.patientId);
  if (input.imageUrl) await findOwnImage(images, input.imageUrl, practitionerId, input.patientId);
  const analysis = await analysisToSave(db, practitionerId, input.patientId, input);
  // Notes sent as text (SPEC §2's single field) are stored as sent and read back as text.
  const manual = structuredAssessment(input.manualAssessment);
  const sessionDate = input.sessionDate ? new Date(input.sessionDate) : new Date();
  const d = analysis?.tcm_diagnosis;
  const t = analysis?.treatment_plan;
  const [row] = await db
    .insert(diagnosticSessions)
    .values({
      practitionerId,
      patientId: input.patientId,
      tongueImageUrl: input.imageUrl ?? null,
      tongueAnalysis: analysis?.tongue_analysis ?? input.analysisResults ?? null,
      manualTongueAssessment: input.manualAssessment ?? null,
      pulseFindings: manual?.pulse ?? null,
      symptoms: manual?.symptoms ? [manual.symptoms] : [],
      practitionerNotes: manual?.notes ?? null,
      aiAnalysis: analysis,
      primaryPattern: d?.patron_principal ?? null,
      contributingFactors: d?.patrones_secundarios ?? [],
      recommendedFormula: t?.formula_principal ?? null,
      acupuncturePoints: t?.puntos_acupuntura ?? [],
      lifestyleRecommendations: t?.estilo_vida ?? [],
      confidenceScore: analysis?.confidence_score ?? null,
      clinicalCoherence: analysis?.clinical_coherence ?? null,
      affectedOrgans: d?.organos_afectados ?? [],
      pathologicalFactors: d?.factores_patologicos ?? [],
      treatmentPrinciple: t?.principio ?? null,
      formulaModifications: t?.modificaciones_formula ?? [],
      drugInteractions: analysis?.special_considerations?.interacciones_medicamentos ?? [],
      prognosisNotes: analysis?.prognosis?.expectativa_mejora ?? null,
      sessionDate,
      sessionStatus: input.status,
    })
    .returning();
  await db
    .update(patients)
    .set({ lastVisit: sql`greatest(${patients.lastVisit}, ${sessionDate.toISOString()}::timestamptz)` })
    .where(eq(patients.id, input.patientId));
  return toSession(row);
}

/** The session's top pattern id: kept with the analysis, or read from its label (older sessions, webhook answers). */
export function patternIdOfSession(row: SessionRow): string | null {
  const a = row.aiAnalysis as SavedAnalysis | null;
  return a?.record?.patternIds?.[0] ?? patternIdOfLabel(a?.tcm_diagnosis?.patron_principal ?? row.primaryPattern);
}

/**
 * A patient's sessions, newest first (SPEC §7 { sessions }), each with its main pattern named in
 * the reader's language (an exploratory test read Chinese pattern names in a Spanish list).
 */
export async function listPatientSessions(
  db: Db,
  practitionerId: number,
  patientId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<DiagnosticSession[]> {
  await findOwnPatientRow(db, practitionerId, patientId);
  const rows = await db
    .select()
    .from(diagnosticSessions)
    .where(and(eq(diagnosticSessions.patientId, patientId), eq(diagnosticSessions.practitionerId, practitionerId)))
    .orderBy(desc(diagnosticSessions.sessionDate), desc(diagnosticSessions.id));
  return rows.map((row) => {
    const id = patternIdOfSession(row);
    return { ...toSession(row), patternName: id && isPatternId(id) && id !== 'balanced' ? patternName(id, locale) : null };
  });
}

/** One of the practitioner's own sessions as stored (404 when it is not theirs). */
export async function findOwnSessionRow(db: Db, practitionerId: number, sessionId: number): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(diagnosticSessions)
    .where(and(eq(diagnosticSessions.id, sessionId), eq(diagnosticSessions.practitionerId, practitionerId)))
    .limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

export async function findOwnSession(db: Db, practitionerId: number, sessionId: number): Promise<DiagnosticSession> {
  return toSession(await findOwnSessionRow(db, practitionerId, sessionId));
}

/** SPEC §7 tcm-analyses: every saved session that carries an analysis, newest first. */
export async function listTcmAnalyses(db: Db, practitionerId: number): Promise<TcmAnalysesResponse> {
  const rows = await db
    .select({
      sessionId: diagnosticSessions.id,
      analysisId: sql<string | null>`${diagnosticSessions.aiAnalysis}->>'analysis_id'`,
      analysis: diagnosticSessions.aiAnalysis,
    })
    .from(diagnosticSessions)
    .where(and(eq(diagnosticSessions.practitionerId, practitionerId), isNotNull(diagnosticSessions.aiAnalysis)))
    .orderBy(desc(diagnosticSessions.sessionDate), desc(diagnosticSessions.id));
  // An empty analysis ({}) is not an analysis: the list agrees with each session's analysisAvailable.
  return {
    analyses: rows
      .filter((r) => hasAnalysisFindings(r.analysis as SavedAnalysis))
      .map((r) => ({ analysisId: r.analysisId ?? `session-${r.sessionId}`, sessionId: r.sessionId })),
  };
}
