import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { NO_DATA_LABEL } from '../../../contract/constants.ts';
import type { LatestProgress, WeeklyProgress } from '../../../contract/consumer.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { healthQuestionnaires, progressTracking, tongueAnalyses } from '../../db/schema.ts';
import {
  computeProgress,
  computeWeekly,
  progressLabel,
  weekStart,
  type CheckInScores,
  type TongueState,
} from './progress-formula.ts';
import type { StoredAnalysisResult } from './tongue-analyses.ts';

const WEEK_MS = 7 * 86_400_000;

/**
 * The tongue state of a stored analysis result (older rows without a severity count as moderate).
 * 'Balanced' scores 100 only when nothing was noted against it: a check-in whose tongue showed
 * signs without adding up to a pattern counts its severity, and one with a symptom that needs a
 * doctor counts as severe, so the home never shows 100 % beside 'get medical help now'.
 */
export function tongueStateOf(result: unknown): TongueState {
  const r = result as Partial<StoredAnalysisResult> | null;
  if (r?.balanceNote === 'see-a-doctor') return { balanced: false, severity: 'severe' };
  return { balanced: r?.patternId === 'balanced' && !r.balanceNote, severity: r?.severity ?? null };
}

const latestTongueResult = preparedQuery((db) =>
  db
    .select({ result: tongueAnalyses.analysisResult })
    .from(tongueAnalyses)
    .where(eq(tongueAnalyses.userId, sql.placeholder('userId')))
    .orderBy(desc(tongueAnalyses.createdAt), desc(tongueAnalyses.id))
    .limit(1)
    .prepare('latest_tongue_result'),
);

// The latest check-in with the latest tongue result beside it, in one round trip (issue 14:
// queries per request were the closed loop's remaining cost on PostgreSQL).
const latestQuestionnaireWithTongue = preparedQuery((db) =>
  db
    .select({
      questionnaire: healthQuestionnaires,
      tongueResult: sql<unknown>`(${db
        .select({ result: tongueAnalyses.analysisResult })
        .from(tongueAnalyses)
        .where(eq(tongueAnalyses.userId, healthQuestionnaires.userId))
        .orderBy(desc(tongueAnalyses.createdAt), desc(tongueAnalyses.id))
        .limit(1)})`,
    })
    .from(healthQuestionnaires)
    .where(eq(healthQuestionnaires.userId, sql.placeholder('userId')))
    .orderBy(desc(healthQuestionnaires.createdAt), desc(healthQuestionnaires.id))
    .limit(1)
    .prepare('latest_questionnaire_with_tongue'),
);

async function latestTongueState(db: Db, userId: number): Promise<TongueState | null> {
  const [row] = await latestTongueResult(db).execute({ userId });
  return row ? tongueStateOf(row.result) : null;
}

/**
 * The balance of a check-in again, once its results named the check-in's pattern (from the photo
 * and the answers, recommendations.ts): the point stored with the answers was blended with the
 * photo's own reading, and the home, the week and the trends must agree with the results.
 */
export async function rebalanceCheckIn(
  db: Pick<Db, 'update'>,
  questionnaire: { id: number } & CheckInScores,
  tongue: TongueState,
): Promise<void> {
  const { balance } = computeProgress(questionnaire, tongue);
  if (balance === null) return;
  await db.update(progressTracking).set({ balance }).where(eq(progressTracking.questionnaireId, questionnaire.id));
}

type NewQuestionnaire = typeof healthQuestionnaires.$inferInsert;

/**
 * Stores a check-in (a submitted questionnaire) and its progress_tracking row: its own answers
 * (null where a scale was left unanswered) and the balance of what it said, blended with the
 * latest tongue analysis. A check-in that answered nothing, with no tongue analysis either, says
 * nothing: it writes no point rather than a made-up middle (issue 12 item 6). Both rows go in one
 * statement, so a check-in is never stored without its point (and it is one round trip, issue 14).
 */
export async function storeCheckIn(db: Db, questionnaire: NewQuestionnaire, scores: CheckInScores): Promise<{ id: number }> {
  const values = computeProgress(scores, await latestTongueState(db, questionnaire.userId));
  if (values.balance === null) {
    const [row] = await db.insert(healthQuestionnaires).values(questionnaire).returning({ id: healthQuestionnaires.id });
    return row;
  }
  const insertQuestionnaire = db
    .insert(healthQuestionnaires)
    .values(questionnaire)
    .returning({ id: healthQuestionnaires.id, createdAt: healthQuestionnaires.createdAt });
  // Written as SQL: drizzle's INSERT ... SELECT also lists the identity column, which cannot be filled.
  const columns = sql.join(
    [
      progressTracking.userId,
      progressTracking.date,
      progressTracking.questionnaireId,
      progressTracking.balance,
      progressTracking.energy,
      progressTracking.digestion,
      progressTracking.sleep,
    ].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    with check_in as (${insertQuestionnaire.getSQL()})
    insert into ${progressTracking} (${columns})
    select ${questionnaire.userId}::integer, check_in.created_at, check_in.id, ${values.balance}::integer,
      ${values.energy}::integer, ${values.digestion}::integer, ${values.sleep}::integer
    from check_in
    returning ${sql.identifier(progressTracking.questionnaireId.name)} as id`);
  return { id: result.rows[0].id };
}

/**
 * Latest progress: energy, digestion and sleep from the latest check-in ('No data yet' for a
 * scale it left unanswered: an earlier answer is not carried over, as it may be old, or an
 * untouched slider stored as 3 before migration 0013), balance blended with the latest tongue
 * analysis. A user with no check-in yet, or whose latest says nothing at all, gets zeros labelled
 * 'No data yet' (lastCheckIn null only when there is no check-in).
 */
export async function latestProgress(db: Db, userId: number): Promise<LatestProgress> {
  const [latest] = await latestQuestionnaireWithTongue(db).execute({ userId });
  const none = { value: 0, label: NO_DATA_LABEL };
  if (!latest) return { balance: 0, energy: none, digestion: none, sleep: none, lastCheckIn: null };
  const { questionnaire: q, tongueResult } = latest;
  const p = computeProgress(q, tongueResult === null ? null : tongueStateOf(tongueResult));
  const measure = (value: number | null) => (value === null ? none : { value, label: progressLabel(value) });
  return {
    balance: p.balance ?? 0,
    energy: measure(p.energy),
    digestion: measure(p.digestion),
    sleep: measure(p.sleep),
    lastCheckIn: q.createdAt.toISOString(),
  };
}

/** Weekly progress from the user's progress_tracking rows of this week and the previous one. */
export async function weeklyProgress(db: Db, userId: number, now: Date, tzOffset = 0): Promise<WeeklyProgress> {
  const since = new Date(weekStart(now, tzOffset) - WEEK_MS);
  const rows = await db
    .select({ date: progressTracking.date, balance: progressTracking.balance })
    .from(progressTracking)
    .where(and(eq(progressTracking.userId, userId), gte(progressTracking.date, since)));
  return computeWeekly(rows, now, tzOffset);
}
