import { analyseCheckIn } from '../consumer/check-in-analysis.ts';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { ConstitutionResult } from '../../../contract/constitution.ts';
import type { Locale } from '../../../contract/person.ts';
import { localeOfLanguage } from '../../../contract/person.ts';
import type { ConsumerTrends, TimelinePoint } from '../../../contract/records.ts';
import { startOfDayIn } from '../../../contract/time-zone.ts';
import { constitutionLabel } from '../../../engine/constitution/constitutions.ts';
import { constitutionOf } from '../../../engine/constitution/constitution-prior.ts';
import { recordOfDifferentiation } from '../../../engine/records/evidence.ts';
import { consumerPatternIn } from '../../../engine/analysis/consumer-pattern.ts';
import { tongueWordsIn } from '../../../engine/analysis/analyse.ts';
import { wordingFor } from '../../../engine/analysis/wording.ts';
import { patternName } from '../../../engine/records/pattern-of-label.ts';
import { recordLevels, tongueRecordOf } from '../../../engine/records/tongue-record.ts';
import type { ReportCheckIn } from '../../../engine/report/record-report.ts';
import type { Db } from '../../db/client.ts';
import { healthQuestionnaires, progressTracking, recommendations, tongueAnalyses, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import type { StoredAnalysisResult } from '../consumer/tongue-analyses.ts';

type TongueRow = typeof tongueAnalyses.$inferSelect;
type RecommendationRow = typeof recommendations.$inferSelect;
type Advice = { name: string; description: string };

export interface ConsumerPerson {
  firstName: string | null;
  lastName: string | null;
  locale: Locale;
  constitution: string | null;
}

export async function consumerPerson(db: Db, userId: number): Promise<ConsumerPerson> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('User not found');
  const locale = localeOfLanguage(u.language);
  const result = u.constitution as ConstitutionResult | null;
  return { firstName: u.firstName, lastName: u.lastName, locale, constitution: constitutionLabel(result?.primary, locale) };
}

const storedOf = (row: TongueRow) => row.analysisResult as Partial<StoredAnalysisResult>;

/** One check-in as a timeline point (photo, overlay, tongue values, pattern). */
export function checkInPoint(row: TongueRow, locale: Locale): TimelinePoint {
  const r = storedOf(row);
  const tongue = tongueRecordOf(r.findings);
  const patternId = r.patternId ?? null;
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    imageUrl: row.imageUrl,
    overlayImageUrl: r.overlayUrl ?? null,
    tongue,
    ...recordLevels(tongue),
    patternId,
    pattern: patternId ? patternName(patternId, locale) : (r.pattern ?? null),
    formula: null,
  };
}

/**
 * The check-in's pattern evidence: the engine run again on its stored findings and answers (no
 * photo decoding), notes and medicines included, and the person (constitution, sex, age,
 * pregnancy, as the profile holds them now), through the same call the recommendation was made
 * with (analyseCheckIn). Without the notes it
 * ranked another pattern, and the report listed a normal tongue as the evidence for blood stasis
 * found from 'stabbing pain, dark clots' (an exploratory test).
 */
async function evidenceOf(
  engine: EnginePool,
  row: TongueRow,
  questionnaireId: number | null,
  db: Db,
  locale: Locale,
): Promise<ReportCheckIn['evidence']> {
  const findings = storedOf(row).findings;
  if (!findings?.assessment) return null;
  const [q] = questionnaireId
    ? await db.select().from(healthQuestionnaires).where(eq(healthQuestionnaires.id, questionnaireId)).limit(1)
    : [];
  const [person] = await db
    .select({ gender: users.gender, age: users.age, pregnancyStatus: users.pregnancyStatus, constitution: users.constitution })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (q) return recordOfDifferentiation(await analyseCheckIn(engine, storedOf(row), q, person, locale)).evidence;
  const constitution = constitutionOf(person?.constitution as ConstitutionResult | null);
  const result = await engine.analyse({
    tongueFindings: findings,
    ...(constitution.length ? { constitution } : {}),
    locale,
  });
  return recordOfDifferentiation(result).evidence;
}

/**
 * A check-in for a report, in the reader's language as the screens show it: the tongue group
 * written again from the stored findings (findings from elsewhere, a webhook's or a privacy-mode
 * check-in's, as stored); the observations as the results screen shows them (the
 * recommendation's) or, with `observations: 'findings'`, as the history screen does (the findings' again).
 */
function reportCheckIn(
  row: TongueRow,
  rec: RecommendationRow | null,
  locale: Locale,
  evidence: ReportCheckIn['evidence'],
  observations: 'recommendation' | 'findings' = 'recommendation',
): ReportCheckIn {
  const r = storedOf(row);
  const words = tongueWordsIn(r.findings, wordingFor(locale));
  const stored = rec?.observations ?? r.observations ?? [];
  const safety = rec?.safety as { seeADoctor: string | null; notices: string[] } | null | undefined;
  return {
    date: row.createdAt,
    imageUrl: row.imageUrl,
    overlayImageUrl: r.overlayUrl ?? null,
    pattern: rec?.pattern
      ? consumerPatternIn(rec.pattern, locale)
      : r.patternId
        ? patternName(r.patternId, locale)
        : r.pattern
          ? consumerPatternIn(r.pattern, locale)
          : null,
    observations: observations === 'findings' && words?.observations ? [...words.observations] : stored,
    tongue: (words?.tongueAnalysis as ReportCheckIn['tongue']) ?? null,
    evidence,
    recommendation: rec
      ? {
          herbs: rec.herbs as Advice[],
          diet: rec.diet as Advice[],
          lifestyle: rec.lifestyle as Advice[],
          safety: safety ? { seeADoctor: safety.seeADoctor, notices: safety.notices ?? [] } : null,
        }
      : null,
  };
}

/** The results report's check-in: the recommendation, the check-in it was made from, and the pattern's evidence. */
export async function resultsCheckIn(db: Db, engine: EnginePool, userId: number, recommendationId: number, locale: Locale) {
  const [rec] = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, recommendationId), eq(recommendations.userId, userId)))
    .limit(1);
  if (!rec) throw notFound('Recommendation not found');
  const [row] = rec.tongueAnalysisId
    ? await db
        .select()
        .from(tongueAnalyses)
        .where(and(eq(tongueAnalyses.id, rec.tongueAnalysisId), eq(tongueAnalyses.userId, userId)))
        .limit(1)
    : [];
  if (!row) {
    // A recommendation whose check-in was deleted keeps its advice.
    return {
      date: rec.createdAt,
      imageUrl: null,
      overlayImageUrl: null,
      pattern: rec.pattern === null ? null : consumerPatternIn(rec.pattern, locale),
      observations: rec.observations,
      tongue: null,
      evidence: null,
      recommendation: {
        herbs: rec.herbs as Advice[],
        diet: rec.diet as Advice[],
        lifestyle: rec.lifestyle as Advice[],
        safety: null,
      },
    } satisfies ReportCheckIn;
  }
  return reportCheckIn(row, rec, locale, await evidenceOf(engine, row, rec.healthQuestionnaireId, db, locale));
}

/** Check-ins between two instants, oldest first, each with the latest recommendation made from it. */
async function checkInRows(db: Db, userId: number, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(tongueAnalyses)
    .where(and(eq(tongueAnalyses.userId, userId), gte(tongueAnalyses.createdAt, from), lt(tongueAnalyses.createdAt, to)))
    .orderBy(asc(tongueAnalyses.createdAt), asc(tongueAnalyses.id));
  const recs = rows.length
    ? await db
        .select()
        .from(recommendations)
        .where(
          and(
            eq(recommendations.userId, userId),
            inArray(
              recommendations.tongueAnalysisId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(recommendations.createdAt))
    : [];
  const byCheckIn = new Map(recs.map((r) => [r.tongueAnalysisId, r]));
  return rows.map((row) => ({ row, rec: byCheckIn.get(row.id) ?? null }));
}

/** The history report's check-ins of a period (calendar dates of `timeZone`, UTC without one; `to` included). */
export async function historyCheckIns(
  db: Db,
  userId: number,
  from: string,
  to: string,
  locale: Locale,
  timeZone = 'UTC',
): Promise<ReportCheckIn[]> {
  const dayAfter = new Date(`${to}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const end = startOfDayIn(dayAfter.toISOString().slice(0, 10), timeZone);
  const rows = await checkInRows(db, userId, startOfDayIn(from, timeZone), end);
  return rows.map(({ row, rec }) => reportCheckIn(row, rec, locale, null, 'findings'));
}

/** The consumer's trends: progress points and check-ins of the last `days` days, oldest first. */
export async function consumerTrends(
  db: Db,
  userId: number,
  days: number,
  locale: Locale,
  now = new Date(),
): Promise<ConsumerTrends> {
  const from = new Date(now.getTime() - days * 86_400_000);
  const progress = await db
    .select()
    .from(progressTracking)
    .where(and(eq(progressTracking.userId, userId), gte(progressTracking.date, from)))
    .orderBy(asc(progressTracking.date), asc(progressTracking.id));
  const checkIns = await checkInRows(db, userId, from, new Date(now.getTime() + 1));
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    progress: progress.map((p) => ({
      date: p.date.toISOString(),
      balance: p.balance,
      energy: p.energy,
      digestion: p.digestion,
      sleep: p.sleep,
    })),
    checkIns: checkIns.map(({ row }) => checkInPoint(row, locale)),
  };
}
