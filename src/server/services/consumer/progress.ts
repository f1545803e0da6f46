import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
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

/** The tongue state of a stored analysis result (older rows without a severity count as moderate). */
export function tongueStateOf(result: unknown): TongueState {
  const r = result as Partial<StoredAnalysisResult> | null;
  return { balanced: r?.patternId === 'balanced', severity: r?.severity ?? null };
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

const latestQuestionnaire = preparedQuery((db) =>
  db
    .select()
    .from(healthQuestionnaires)
    .where(eq(healthQuestionnaires.userId, sql.placeholder('userId')))
    .orderBy(desc(healthQuestionnaires.createdAt), desc(healthQuestionnaires.id))
    .limit(1)
    .prepare('latest_questionnaire'),
);

async function latestTongueState(db: Db, userId: number): Promise<TongueState | null> {
  const [row] = await latestTongueResult(db).execute({ userId });
  return row ? tongueStateOf(row.result) : null;
}

const SCALE_COLUMNS = {
  energyLevel: healthQuestionnaires.energyLevel,
  digestion: healthQuestionnaires.digestion,
  sleepQuality: healthQuestionnaires.sleepQuality,
} as const;

/**
 * The scores with every unanswered scale (null) replaced by the person's last answer to it, if
 * they ever gave one: skipping a question keeps what we last knew rather than inventing a value
 * or dropping the measure from the balance (issue 12 item 6).
 */
async function withLastAnswers(db: Db, userId: number, scores: CheckInScores): Promise<CheckInScores> {
  const filled = { ...scores };
  for (const key of Object.keys(SCALE_COLUMNS) as (keyof CheckInScores)[]) {
    if (filled[key] !== null) continue;
    const column = SCALE_COLUMNS[key];
    const [row] = await db
      .select({ value: column })
      .from(healthQuestionnaires)
      .where(and(eq(healthQuestionnaires.userId, userId), isNotNull(column)))
      .orderBy(desc(healthQuestionnaires.createdAt), desc(healthQuestionnaires.id))
      .limit(1);
    filled[key] = row?.value ?? null;
  }
  return filled;
}

/**
 * Writes the progress_tracking row of a check-in (a submitted questionnaire). Its energy,
 * digestion and sleep are this check-in's own answers (null where unanswered); its balance uses
 * the last known answer of a skipped scale, as the home's latest progress does.
 */
export async function recordCheckIn(
  db: Db,
  userId: number,
  scores: CheckInScores,
  questionnaire: { id: number; createdAt: Date },
): Promise<void> {
  const tongue = await latestTongueState(db, userId);
  const own = computeProgress(scores, tongue);
  const { balance } = computeProgress(await withLastAnswers(db, userId, scores), tongue);
  await db.insert(progressTracking).values({
    userId,
    date: questionnaire.createdAt,
    questionnaireId: questionnaire.id,
    balance,
    energy: own.energy,
    digestion: own.digestion,
    sleep: own.sleep,
  });
}

/**
 * Latest progress: energy, digestion and sleep from the latest check-in (a scale it left
 * unanswered shows the person's last answer to it, or 'No data yet' if they never answered it),
 * balance blended with the latest tongue analysis. A user with no check-in yet gets zeros
 * labelled 'No data yet' and lastCheckIn null (the app shows its own defaults only while loading).
 */
export async function latestProgress(db: Db, userId: number): Promise<LatestProgress> {
  const [q] = await latestQuestionnaire(db).execute({ userId });
  const none = { value: 0, label: NO_DATA_LABEL };
  if (!q) return { balance: 0, energy: none, digestion: none, sleep: none, lastCheckIn: null };
  const p = computeProgress(await withLastAnswers(db, userId, q), await latestTongueState(db, userId));
  const measure = (value: number | null) => (value === null ? none : { value, label: progressLabel(value) });
  return {
    balance: p.balance,
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
