import { and, asc, eq } from 'drizzle-orm';
import type { SavedAnalysis } from '../../../contract/practitioner.ts';
import { structuredAssessment, type ManualAssessment } from '../../../contract/practitioner.ts';
import type { Locale } from '../../../contract/person.ts';
import type { PatientTimeline, TimelinePoint, VisitComparison } from '../../../contract/records.ts';
import { describeTongueChanges } from '../../../engine/records/compare-visits.ts';
import { readingCaveats, type PhotoReading } from '../../../engine/records/reading-caveats.ts';
import { patternName } from '../../../engine/records/pattern-of-label.ts';
import { recordLevels, tongueRecordOf } from '../../../engine/records/tongue-record.ts';
import type { ReportPatientDetails, ReportPractitionerDetails, ReportVisit } from '../../../engine/report/record-report.ts';
import type { Db } from '../../db/client.ts';
import { diagnosticSessions, patients, practitioners } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { ageFromDateOfBirth } from '../practitioner/patient-age.ts';
import { findOwnPatientRow } from '../practitioner/patients.ts';
import { findOwnSessionRow, patternIdOfSession, SESSION_NOT_FOUND, type SessionRow } from '../practitioner/sessions.ts';
import { constitutionLabel } from '../../../engine/constitution/constitutions.ts';

export type PatientRow = typeof patients.$inferSelect;
type PractitionerRow = typeof practitioners.$inferSelect;

/** A patient with every saved session (oldest first) and the practitioner: what the records read. */
export interface PatientRecord {
  practitioner: PractitionerRow;
  patient: PatientRow;
  sessions: SessionRow[];
}

export async function loadPatientRecord(db: Db, practitionerId: number, patientId: number): Promise<PatientRecord> {
  const patient = await findOwnPatientRow(db, practitionerId, patientId);
  const [practitioner] = await db.select().from(practitioners).where(eq(practitioners.id, practitionerId)).limit(1);
  if (!practitioner) throw notFound('Practitioner not found');
  const sessions = await db
    .select()
    .from(diagnosticSessions)
    .where(and(eq(diagnosticSessions.patientId, patientId), eq(diagnosticSessions.practitionerId, practitionerId)))
    .orderBy(asc(diagnosticSessions.sessionDate), asc(diagnosticSessions.id));
  return { practitioner, patient, sessions };
}

export const analysisOf = (row: SessionRow) => row.aiAnalysis as SavedAnalysis | null;
export const manualOf = (row: SessionRow) => structuredAssessment(row.manualTongueAssessment as ManualAssessment | string | null);

/** How the session's photo was read: by which head, under which camera correction. */
export function photoReadingOf(row: SessionRow): PhotoReading {
  const a = analysisOf(row);
  return {
    read: Boolean(a?.overlay_image_url),
    ...(a?.record?.headVersion ? { headVersion: a.record.headVersion } : {}),
    ...(a && a.camera_profile !== undefined ? { cameraProfile: a.camera_profile } : {}),
  };
}

/** One session as a point of the patient's timeline, named in the reader's language. */
export function timelinePointOf(row: SessionRow, locale: Locale): TimelinePoint {
  const a = analysisOf(row);
  // The tongue kept with the analysis; for a session saved without one, the manual assessment alone.
  const tongue = a?.record?.tongue ?? tongueRecordOf(null, manualOf(row)?.tongue);
  const patternId = patternIdOfSession(row);
  return {
    id: row.id,
    date: row.sessionDate.toISOString(),
    imageUrl: row.tongueImageUrl,
    overlayImageUrl: a?.overlay_image_url ?? null,
    tongue,
    ...recordLevels(tongue),
    patternId,
    pattern:
      patternId && patternId !== 'balanced' ? patternName(patternId, locale) : (a?.tcm_diagnosis?.patron_principal ?? null),
    formula: a?.treatment_plan?.formula_principal ?? row.recommendedFormula,
  };
}

export async function patientTimeline(
  db: Db,
  practitionerId: number,
  patientId: number,
  locale: Locale,
): Promise<PatientTimeline> {
  const { sessions } = await loadPatientRecord(db, practitionerId, patientId);
  return { points: sessions.map((s) => timelinePointOf(s, locale)) };
}

/** Two sessions of one patient side by side, the earlier first, with their differences in words. */
export async function compareVisits(
  db: Db,
  practitionerId: number,
  patientId: number,
  ids: [number, number],
  locale: Locale,
): Promise<VisitComparison> {
  await findOwnPatientRow(db, practitionerId, patientId);
  const rows = await Promise.all(ids.map((id) => findOwnSessionRow(db, practitionerId, id)));
  if (rows.some((r) => r.patientId !== patientId)) throw notFound(SESSION_NOT_FOUND);
  const [earlier, later] = [...rows].sort((x, y) => x.sessionDate.getTime() - y.sessionDate.getTime() || x.id - y.id);
  const a = timelinePointOf(earlier, locale);
  const b = timelinePointOf(later, locale);
  return {
    earlier: a,
    later: b,
    differences: describeTongueChanges(a.tongue, b.tongue, locale, { before: a.pattern, after: b.pattern }),
    caveats: readingCaveats(photoReadingOf(earlier), photoReadingOf(later), locale),
  };
}

export function reportPractitioner(p: PractitionerRow): ReportPractitionerDetails {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    licenseNumber: p.licenseNumber,
    licenseState: p.licenseState,
    clinicName: p.clinicName,
    address: p.address,
    phone: p.phone,
    email: p.email,
    website: p.website,
  };
}

export function reportPatient(p: PatientRow, locale: Locale): ReportPatientDetails {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    age: ageFromDateOfBirth(p.dateOfBirth) ?? null,
    gender: p.gender,
    chiefComplaint: p.chiefComplaint,
    historyOfPresent: p.historyOfPresent,
    previousTreatments: p.previousTreatments,
    complexFactors: p.complexFactors,
    constitution: constitutionLabel(p.constitutionalType, locale),
    pregnancyStatus: p.pregnancyStatus,
  };
}

export function reportVisit(row: SessionRow, changes?: { differences: string[]; caveats: string[] }): ReportVisit {
  const a = analysisOf(row);
  return {
    date: row.sessionDate,
    imageUrl: row.tongueImageUrl,
    overlayImageUrl: a?.overlay_image_url ?? null,
    manual: manualOf(row),
    analysis: a,
    ...(changes ? { differences: changes.differences } : {}),
    ...(changes?.caveats.length ? { caveats: changes.caveats } : {}),
  };
}

/** Every visit of the record for the patient summary, each with its changes since the one before. */
export function summaryVisits(record: PatientRecord, locale: Locale): ReportVisit[] {
  const points = record.sessions.map((s) => timelinePointOf(s, locale));
  return record.sessions.map((s, i) =>
    reportVisit(
      s,
      i === 0
        ? undefined
        : {
            differences: describeTongueChanges(points[i - 1].tongue, points[i].tongue, locale, {
              before: points[i - 1].pattern,
              after: points[i].pattern,
            }),
            caveats: readingCaveats(photoReadingOf(record.sessions[i - 1]), photoReadingOf(s), locale),
          },
    ),
  );
}
