import { and, count, desc, eq, gte, like, sql, type SQL } from 'drizzle-orm';
import type { Patient, PatientCreateInput, PatientUpdateInput, PractitionerStats } from '../../../contract/practitioner.ts';
import { pregnancyStatusOf } from '../../../contract/person.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { diagnosticSessions, patients, rosterCounts } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { containsPattern, patientSearchText, toSearchText } from './search-text.ts';
import { cachedFirstPage } from './roster-cache.ts';
import { SERVER_MESSAGES } from '../../../contract/api-messages.ts';

type PatientRow = typeof patients.$inferSelect;

export const PATIENT_NOT_FOUND = SERVER_MESSAGES.patientNotFound;

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
      searchText: patientSearchText(input),
    })
    .returning();
  return toPatient(row);
}

/** Many patients at once (imports, benchmarks): one multi-row insert per thousand. */
export async function createPatientsInBulk(
  db: Db,
  practitionerId: number,
  inputs: readonly PatientCreateInput[],
): Promise<number> {
  for (let i = 0; i < inputs.length; i += 1000) {
    await db.insert(patients).values(
      inputs.slice(i, i + 1000).map((input) => ({
        ...columnsFrom(input),
        practitionerId,
        firstName: input.firstName,
        chiefComplaint: input.chiefComplaint,
        searchText: patientSearchText(input),
      })),
    );
  }
  return inputs.length;
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
    .set({ ...values, searchText: patientSearchText(next) })
    .where(and(eq(patients.id, patientId), eq(patients.practitionerId, practitionerId)))
    .returning();
  return toPatient(row);
}

export interface PatientListOptions {
  search?: string;
  limit: number;
  offset: number;
  status: 'all' | 'active' | 'inactive';
  /** Keyset paging: the rows after this patient id in the roster's order (newest first); replaces offset. */
  after?: number;
}

/** A search's total is counted up to this many matches; beyond, the page says "at least this many". */
export const SEARCH_COUNT_CAP = 1000;

export interface PatientPage {
  patients: readonly Patient[];
  /** Matches in all (capped at SEARCH_COUNT_CAP for a search: see `totalIsExact`). */
  total: number;
  totalIsExact: boolean;
  /** The `after` value of the next page, when there is one. */
  next: number | null;
}

/**
 * One page of a practitioner's patients, newest first, and the total matching. Search matches
 * every word of the query anywhere in name or chief complaint, ignoring case and accents; the
 * trigram index of migration 0001 serves these LIKE '%word%' filters on PostgreSQL. A page is one
 * range of the roster index (migration 0007), by offset or, cheaper deep in a large roster, by
 * keyset (`after`). The total of the plain list comes from roster_counts (kept by triggers), a
 * search's from a count that stops at SEARCH_COUNT_CAP: no page counts the whole roster.
 */
export async function listPatients(db: Db, practitionerId: number, options: PatientListOptions): Promise<PatientPage> {
  const filters: SQL[] = [eq(patients.practitionerId, practitionerId)];
  if (options.status !== 'all') filters.push(eq(patients.isActive, options.status === 'active'));
  const words = toSearchText(options.search).split(' ').filter(Boolean).slice(0, 8);
  for (const word of words) filters.push(like(patients.searchText, containsPattern(word)));
  const where = and(...filters);
  const keyset =
    options.after !== undefined
      ? sql`(${patients.createdAt}, ${patients.id}) < (SELECT p.created_at, p.id FROM patients p WHERE p.id = ${options.after} AND p.practitioner_id = ${practitionerId})`
      : undefined;
  const plain = words.length === 0 && options.status === 'all' && options.after === undefined;
  if (plain && options.offset === 0) return firstPage(db, practitionerId, options.limit);
  const [rows, counted] = await Promise.all([
    plain
      ? rosterPage(db).execute({ practitionerId, limit: options.limit + 1, offset: options.offset })
      : db
          .select()
          .from(patients)
          .where(and(where, keyset))
          .orderBy(desc(patients.createdAt), desc(patients.id))
          .limit(options.limit + 1)
          .offset(options.after !== undefined ? 0 : options.offset),
    words.length > 0 ? searchCount(db, where) : rosterCount(db, practitionerId, options.status),
  ]);
  return { ...pageOf(rows, options.limit), ...counted };
}

function pageOf(rows: PatientRow[], limit: number): Pick<PatientPage, 'patients' | 'next'> {
  const page = rows.slice(0, limit);
  return { patients: page.map(toPatient), next: rows.length > limit ? page[page.length - 1].id : null };
}

/**
 * The plain first page, what the roster screen and the dashboard ask for most: the roster's
 * count row first (its version says whether the page kept in memory is current), then the page
 * itself only when it is not (roster-cache.ts).
 */
async function firstPage(db: Db, practitionerId: number, limit: number): Promise<PatientPage> {
  const { page, total } = await cachedFirstPage(
    db,
    practitionerId,
    limit,
    async () => (await rosterCountRow(db).execute({ practitionerId }))[0],
    async () => pageOf(await rosterPage(db).execute({ practitionerId, limit: limit + 1, offset: 0 }), limit),
  );
  return { ...page, total, totalIsExact: true };
}

// The plain list (no search, every status, by offset) and its count are the common calls: prepared once.
const rosterPage = preparedQuery((db) =>
  db
    .select()
    .from(patients)
    .where(eq(patients.practitionerId, sql.placeholder('practitionerId')))
    .orderBy(desc(patients.createdAt), desc(patients.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('roster_page'),
);

const rosterCountRow = preparedQuery((db) =>
  db
    .select()
    .from(rosterCounts)
    .where(eq(rosterCounts.practitionerId, sql.placeholder('practitionerId')))
    .limit(1)
    .prepare('roster_count'),
);

async function rosterCount(db: Db, practitionerId: number, status: PatientListOptions['status']) {
  const [row] = await rosterCountRow(db).execute({ practitionerId });
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total: status === 'all' ? total : status === 'active' ? active : total - active, totalIsExact: true };
}

async function searchCount(db: Db, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(patients)
    .where(where)
    .limit(SEARCH_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const total = row?.n ?? 0;
  return { total, totalIsExact: total < SEARCH_COUNT_CAP };
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
  const [[counts], [sessionCount]] = await Promise.all([
    db.select().from(rosterCounts).where(eq(rosterCounts.practitionerId, practitionerId)).limit(1),
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
    activePatients: counts?.active ?? 0,
    totalPatients: counts?.total ?? 0,
    sessionsThisWeek: sessionCount?.n ?? 0,
    weekStart: weekStart.toISOString(),
  };
}
