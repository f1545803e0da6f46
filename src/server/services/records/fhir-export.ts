import { and, asc, eq } from 'drizzle-orm';
import type { ConstitutionResult } from '../../../contract/constitution.ts';
import { patternIdOfLabel } from '../../../engine/records/pattern-of-label.ts';
import { tongueRecordOf } from '../../../engine/records/tongue-record.ts';
import type { Db } from '../../db/client.ts';
import { healthQuestionnaires, recommendations, tongueAnalyses, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { StoredAnalysisResult } from '../consumer/tongue-analyses.ts';
import { buildFhirBundle, type FhirBundle, type FhirVisit } from './fhir-bundle.ts';
import { patternIdOfSession } from '../practitioner/sessions.ts';
import { analysisOf, loadPatientRecord, manualOf, timelinePointOf } from './practitioner-records.ts';
import type { SessionRow } from '../practitioner/sessions.ts';

function visitOfSession(row: SessionRow): FhirVisit {
  const a = analysisOf(row);
  const point = timelinePointOf(row, 'en');
  const manual = manualOf(row);
  const secondary = a?.record?.patternIds?.slice(1) ?? (a?.tcm_diagnosis?.patrones_secundarios ?? []).map(patternIdOfLabel);
  return {
    kind: 'session',
    id: row.id,
    date: row.sessionDate,
    imageUrl: row.tongueImageUrl,
    overlayImageUrl: point.overlayImageUrl,
    tongue: point.tongue,
    patternId: patternIdOfSession(row),
    patternText: a?.tcm_diagnosis?.patron_principal ?? row.primaryPattern,
    secondaryPatternIds: secondary.filter((id): id is string => id !== null),
    formula: a?.treatment_plan?.formula_principal ?? row.recommendedFormula,
    herbs: a?.treatment_plan?.hierbas_clave ?? [],
    pulse: manual?.pulse ?? null,
    questionnaire: null,
  };
}

/** GET /api/practitioners/{pid}/patients/{patientId}/fhir */
export async function patientFhirBundle(
  db: Db,
  practitionerId: number,
  patientId: number,
  publicUrl: string,
): Promise<FhirBundle> {
  const { patient, sessions } = await loadPatientRecord(db, practitionerId, patientId);
  return buildFhirBundle({
    publicUrl,
    exportedAt: new Date(),
    person: {
      kind: 'patient',
      id: patient.id,
      firstName: patient.firstName,
      lastName: patient.lastName,
      gender: patient.gender,
      birthDate: patient.dateOfBirth,
      email: patient.email,
      phone: patient.phone,
      constitution: patient.constitution as ConstitutionResult | null,
    },
    visits: sessions.map(visitOfSession),
  });
}

/** GET /api/users/{id}/fhir: the consumer's own record (every check-in, its questionnaire and advice). */
export async function consumerFhirBundle(db: Db, userId: number, publicUrl: string): Promise<FhirBundle> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('User not found');
  const checkIns = await db
    .select()
    .from(tongueAnalyses)
    .where(eq(tongueAnalyses.userId, userId))
    .orderBy(asc(tongueAnalyses.createdAt), asc(tongueAnalyses.id));
  const recs = await db.select().from(recommendations).where(eq(recommendations.userId, userId));
  const questionnaires = await db
    .select()
    .from(healthQuestionnaires)
    .where(and(eq(healthQuestionnaires.userId, userId)));
  const visits = checkIns.map((row): FhirVisit => {
    const r = row.analysisResult as Partial<StoredAnalysisResult>;
    const rec = recs.find((x) => x.tongueAnalysisId === row.id);
    const q = rec?.healthQuestionnaireId ? questionnaires.find((x) => x.id === rec.healthQuestionnaireId) : undefined;
    return {
      kind: 'check-in',
      id: row.id,
      date: row.createdAt,
      imageUrl: row.imageUrl,
      overlayImageUrl: r.overlayUrl ?? null,
      tongue: tongueRecordOf(r.findings),
      patternId: r.patternId ?? null,
      patternText: rec?.pattern ?? r.pattern ?? null,
      secondaryPatternIds: [],
      formula: null,
      herbs: [],
      pulse: null,
      questionnaire: q ? { energyLevel: q.energyLevel, sleepQuality: q.sleepQuality, digestion: q.digestion } : null,
    };
  });
  return buildFhirBundle({
    publicUrl,
    exportedAt: new Date(),
    person: {
      kind: 'consumer',
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      gender: u.gender,
      // Consumers give an age, not a birth date: FHIR's birthDate is left out rather than guessed.
      birthDate: null,
      email: u.email,
      phone: null,
      constitution: u.constitution as ConstitutionResult | null,
    },
    visits,
  });
}
