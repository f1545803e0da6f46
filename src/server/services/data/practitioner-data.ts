import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '../../../contract/account-data.ts';
import { imageIdOfUrl } from '../../../contract/practitioner.ts';
import type { Db } from '../../db/client.ts';
import { diagnosticSessions, images, patients, practitionerAnalyses, practitioners } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { findOwnPatientRow, toPatient } from '../practitioner/patients.ts';
import { SESSION_NOT_FOUND, listPatientSessions } from '../practitioner/sessions.ts';
import type { ExportContents } from './export-archive.ts';

/**
 * Deletes one saved session with its photo and overlay (unless another session of the same
 * patient still shows that photo) and the analysis job it was saved from.
 */
export async function deleteSession(db: Db, store: ImageStore, practitionerId: number, sessionId: number): Promise<void> {
  const [session] = await db
    .select()
    .from(diagnosticSessions)
    .where(and(eq(diagnosticSessions.id, sessionId), eq(diagnosticSessions.practitionerId, practitionerId)))
    .limit(1);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const photoId = imageIdOfUrl(session.tongueImageUrl);
  const sharedPhoto =
    session.tongueImageUrl !== null &&
    (
      await db
        .select({ n: count() })
        .from(diagnosticSessions)
        .where(and(eq(diagnosticSessions.tongueImageUrl, session.tongueImageUrl), ne(diagnosticSessions.id, session.id)))
    )[0].n > 0;
  const photos = sharedPhoto ? [] : (await store.withOverlays(db, photoId ? [photoId] : [])).filter((r) => r.practitionerId === practitionerId);
  const analysisId = (session.aiAnalysis as { analysis_id?: unknown } | null)?.analysis_id;
  await db.transaction(async (tx) => {
    await tx.delete(diagnosticSessions).where(eq(diagnosticSessions.id, session.id));
    if (typeof analysisId === 'string') {
      // Only the job of this very patient: an id sent by an app cannot reach another patient's job.
      await tx
        .delete(practitionerAnalyses)
        .where(
          and(
            eq(practitionerAnalyses.id, analysisId),
            eq(practitionerAnalyses.practitionerId, practitionerId),
            eq(practitionerAnalyses.patientId, session.patientId),
          ),
        );
    }
    await store.deleteRows(tx, photos);
    // The patient's last visit is the latest session that remains.
    await tx
      .update(patients)
      .set({
        lastVisit: sql`(select max(${diagnosticSessions.sessionDate}) from ${diagnosticSessions} where ${diagnosticSessions.patientId} = ${session.patientId})`,
      })
      .where(eq(patients.id, session.patientId));
  });
  await store.removeUnreferencedFiles(photos);
}

/** Everything held about one patient, for the practitioner's export. */
export async function patientExport(db: Db, practitionerId: number, patientId: number): Promise<ExportContents> {
  const patient = toPatient(await findOwnPatientRow(db, practitionerId, patientId));
  const [sessions, analyses, photos] = await Promise.all([
    listPatientSessions(db, practitionerId, patientId),
    db
      .select()
      .from(practitionerAnalyses)
      .where(and(eq(practitionerAnalyses.patientId, patientId), eq(practitionerAnalyses.practitionerId, practitionerId)))
      .orderBy(asc(practitionerAnalyses.createdAt)),
    db
      .select()
      .from(images)
      .where(and(eq(images.patientId, patientId), eq(images.practitionerId, practitionerId)))
      .orderBy(asc(images.id)),
  ]);
  return {
    records: {
      patient,
      sessions,
      analyses: analyses.map((a) => ({ id: a.id, status: a.status, result: a.result, createdAt: a.createdAt, updatedAt: a.updatedAt })),
    },
    photos,
  };
}

/** Deletes a patient and everything of theirs: sessions, analyses, photos (rows cascade, then files). */
export async function deletePatient(db: Db, store: ImageStore, practitionerId: number, patientId: number): Promise<void> {
  await findOwnPatientRow(db, practitionerId, patientId);
  const photos = await db
    .select()
    .from(images)
    .where(and(eq(images.practitionerId, practitionerId), eq(images.patientId, patientId)));
  await db.delete(patients).where(and(eq(patients.id, patientId), eq(patients.practitionerId, practitionerId)));
  await store.removeUnreferencedFiles(photos);
}

/**
 * Deletes a practitioner's account. Refused (409) while patient records remain: those are
 * clinical records the practitioner must export or delete deliberately, one by one.
 */
export async function deletePractitionerAccount(db: Db, store: ImageStore, practitionerId: number): Promise<void> {
  const photos = await db.select().from(images).where(eq(images.practitionerId, practitionerId));
  // One statement: a patient added meanwhile (another tab) makes it delete nothing, never cascade away.
  const deleted = await db
    .delete(practitioners)
    .where(
      and(
        eq(practitioners.id, practitionerId),
        sql`not exists (select 1 from ${patients} where ${patients.practitionerId} = ${practitionerId})`,
      ),
    )
    .returning({ id: practitioners.id });
  if (deleted.length === 0) {
    const [{ n }] = await db.select({ n: count() }).from(patients).where(eq(patients.practitionerId, practitionerId));
    if (n > 0) throw conflict(ACCOUNT_DATA_MESSAGES.patientsRemain(n));
    throw notFound('Practitioner not found');
  }
  await store.removeUnreferencedFiles(photos);
}
