import { and, count, desc, eq, gte, like, sql, type SQL } from 'drizzle-orm';
import type { Patient, PatientCreateInput, PatientUpdateInput, PractitionerStats } from '../../../contract/practitioner.ts';
import { pregnancyStatusOf } from '../../../contract/person.ts';
import type { Db } from '../../db/client.ts';
import { diagnosticSessions, patients } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { containsPattern, toSearchText } from './search-text.ts';

type PatientRow = typeof patients.$inferSelect;

export const PATIENT_NOT_FOUND = 'Patient not found';

/** The SPEC §3 patient shape (searchText is internal). */
export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    practitionerId: row.practitionerId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    chiefComplaint: row.chiefComplaint,
    historyOfPresent: row.historyOfPresent,
    previousTreatments: row.previousTreatments,
    complexFactors: row.complexFactors,
    constitutionalType: row.constitutionalType,
    pregnancyStatus: pregnancyStatusOf(row.pregnancyStatus),
    isActive: row.isActive,
    lastVisit: row.lastVisit?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Empty form fields are stored as null, and the form's second spelling of 'prefer not to say' as the first. */
const blankToNull = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());
const gender = (g: string | undefined) => (g === 'prefer-not-to-say' ? 'prefer_not_to_say' : blankToNull(g));

function columnsFrom(input: PatientUpdateInput) {
  return {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: blankToNull(input.lastName) } : {}),
    ...(input.dateOfBirth !== undefined ? { dateOfBirth: blankToNull(input.dateOfBirth) } : {}),
    ...(input.gender !== undefined ? { gender: gender(input.gender) } : {}),
    ...(input.email !== undefined ? { email: blankToNull(input.email) } : {}),
    ...(input.phone !== undefined ? { phone: blankToNull(input.phone) } : {}),
    ...(input.chiefComplaint !== undefined ? { chiefComplaint: input.chiefComplaint } : {}),
    ...(input.historyOfPresent !== undefined ? { historyOfPresent: blankToNull(input.historyOfPresent) } : {}),
    ...(input.previousTreatments !== undefined ? { previousTreatments: blankToNull(input.previousTreatments) } : {}),
    ...(input.complexFactors !== undefined ? { complexFactors: [...new Set(input.complexFactors)] } : {}),
    ...(input.pregnancyStatus !== undefined ? { pregnancyStatus: blankToNull(input.pregnancyStatus) } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
}

export async function createPatient(db: Db, practitionerId: number, input: PatientCreateInput): Promise<Patient> {
  const values = columnsFrom(input);
  const [row] = await db
    .insert(patients)
    .values({
      ...values,
      practitionerId,
      firstName: input.firstName,
      chiefComplaint: input.chiefComplaint,
      searchText: toSearchText(input.firstName, input.lastName, input.chiefComplaint),
    })
    .returning();
  return toPatient(row);
}

/** The patient if it belongs to this practitioner; otherwise 404 (never a hint that it exists). */
export async function findOwnPatientRow(db: Db, practitionerId: number, patientId: number): Promise<PatientRow> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.practitionerId, practitionerId)))
    .limit(1);
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  return row;
}

export async function updatePatient(
  db: Db,
  practitionerId: number,
  patientId: number,
  input: PatientUpdateInput,
): Promise<Patient> {
  const current = await findOwnPatientRow(db, practitionerId, patientId);
  const values = columnsFrom(input);
  const next = { ...current, ...values };
  const [row] = await db
    .update(patients)
    .set({ ...values, searchText: toSearchText(next.firstName, next.lastName, next.chiefComplaint) })
    .where(and(eq(patients.id, patientId), eq(patients.practitionerId, practitionerId)))
    .returning();
  return toPatient(row);
}

export interface PatientListOptions {
  search?: string;
  limit: number;
  offset: number;
  status: 'all' | 'active' | 'inactive';
}

/**
 * One page of a practitioner's patients, newest first, and the total matching. Search matches
 * every word of the query anywhere in name or chief complaint, ignoring case and accents; the
 * trigram index of migration 0001 serves these LIKE '%word%' filters on PostgreSQL.
 */
export async function listPatients(
  db: Db,
  practitionerId: number,
  options: PatientListOptions,
): Promise<{ patients: Patient[]; total: number }> {
  const filters: SQL[] = [eq(patients.practitionerId, practitionerId)];
  if (options.status !== 'all') filters.push(eq(patients.isActive, options.status === 'active'));
  const words = toSearchText(options.search).split(' ').filter(Boolean).slice(0, 8);
  for (const word of words) filters.push(like(patients.searchText, containsPattern(word)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(patients)
      .where(where)
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(patients).where(where),
  ]);
  return { patients: rows.map(toPatient), total: total?.n ?? 0 };
}

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfUtcWeek(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return d;
}

/** Dashboard numbers: active and total patients, and sessions saved since the start of the week. */
export async function practitionerStats(db: Db, practitionerId: number, weekStart: Date): Promise<PractitionerStats> {
  const [[patientCounts], [sessionCount]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${patients.isActive})`.mapWith(Number),
      })
      .from(patients)
      .where(eq(patients.practitionerId, practitionerId)),
    db
      .select({ n: count() })
      .from(diagnosticSessions)
      .where(
        and(
          eq(diagnosticSessions.practitionerId, practitionerId),
          eq(diagnosticSessions.sessionStatus, 'completed'),
          gte(diagnosticSessions.sessionDate, weekStart),
        ),
      ),
  ]);
  return {
    activePatients: patientCounts?.active ?? 0,
    totalPatients: patientCounts?.total ?? 0,
    sessionsThisWeek: sessionCount?.n ?? 0,
    weekStart: weekStart.toISOString(),
  };
}
