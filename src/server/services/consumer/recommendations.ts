import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdviceItem } from '../../../contract/analysis.ts';
import {
  ADVICE_KINDS,
  parseFlattenedItemId,
  type AdviceKind,
  type ConsumerSafety,
  type ConsumerRecommendation,
  type RecommendationCreate,
} from '../../../contract/consumer.ts';
import { localeOfLanguage, type Locale } from '../../../contract/person.ts';
import { consumerPatternIn } from '../../../engine/analysis/consumer-pattern.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { healthQuestionnaires, recommendations, savedRecommendationItems, tongueAnalyses, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { analyseCheckIn } from './check-in-analysis.ts';
import { rebalanceCheckIn, tongueStateOf } from './progress.ts';
import { findOwnTongueAnalysis } from './tongue-analyses.ts';
import type { StoredAnalysisResult } from './tongue-analyses.ts';

type RecommendationRow = typeof recommendations.$inferSelect;
type SavedItemRow = typeof savedRecommendationItems.$inferSelect;

const LIST_COLUMN = { herb: 'herbs', diet: 'diet', lifestyle: 'lifestyle' } as const satisfies Record<AdviceKind, string>;

function adviceList(value: unknown): AdviceItem[] {
  return Array.isArray(value) ? (value as AdviceItem[]) : [];
}

function toConsumerRecommendation(
  row: RecommendationRow,
  saved: readonly SavedItemRow[],
  analysis: { imageUrl: string | null; result: unknown } | null,
  locale: Locale,
): ConsumerRecommendation {
  const isSaved = (kind: AdviceKind, position: number) => saved.some((s) => s.kind === kind && s.position === position);
  const items = (kind: AdviceKind) =>
    adviceList(row[LIST_COLUMN[kind]]).map((a, position) => ({
      name: a.name,
      description: a.description,
      savedByUser: isSaved(kind, position),
    }));
  const result = analysis?.result as Partial<StoredAnalysisResult> | undefined;
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    tongueAnalysisId: row.tongueAnalysisId,
    healthQuestionnaireId: row.healthQuestionnaireId,
    // The pattern in the user's language now (it is stored in the language of the check-in, and
    // not the tongue's alone, so its names are read back from the text); the observations and
    // advice stay as written then: they come from the whole analysis of that day.
    pattern: row.pattern === null ? null : consumerPatternIn(row.pattern, locale),
    observations: row.observations,
    herbs: items('herb'),
    diet: items('diet'),
    lifestyle: items('lifestyle'),
    savedByUser: row.savedByUser,
    imageUrl: analysis?.imageUrl ?? null,
    overlayUrl: result?.overlayUrl ?? null,
    onDevice: result?.onDevice === true,
    safety: (row.safety as ConsumerSafety | null) ?? null,
  };
}

// Prepared once (issue 14): the home screen and the history read this on every visit. A null
// limit reads them all (LIMIT NULL is no limit).
const recommendationsOfUser = preparedQuery((db) =>
  db
    .select({ row: recommendations, imageUrl: tongueAnalyses.imageUrl, result: tongueAnalyses.analysisResult })
    .from(recommendations)
    .leftJoin(tongueAnalyses, eq(tongueAnalyses.id, recommendations.tongueAnalysisId))
    .where(eq(recommendations.userId, sql.placeholder('userId')))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
    .limit(sql.placeholder('limit'))
    .prepare('recommendations_of_user'),
);

/**
 * The user's recommendation records, newest first, with saved state per item and the photo they
 * came from, the pattern named in the user's language.
 */
export async function listRecommendations(db: Db, userId: number, limit?: number): Promise<ConsumerRecommendation[]> {
  const [rows, [user]] = await Promise.all([
    recommendationsOfUser(db).execute({ userId, limit: limit ?? null }),
    db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  if (rows.length === 0) return [];
  const locale = localeOfLanguage(user?.language);
  const saved = await db
    .select()
    .from(savedRecommendationItems)
    .where(
      inArray(
        savedRecommendationItems.recommendationId,
        rows.map((r) => r.row.id),
      ),
    );
  return rows.map(({ row, imageUrl, result }) =>
    toConsumerRecommendation(
      row,
      saved.filter((s) => s.recommendationId === row.id),
      imageUrl !== null || result !== null ? { imageUrl, result } : null,
      locale,
    ),
  );
}

/** The user's latest recommendation; 404 when there is none yet. */
export async function latestRecommendation(db: Db, userId: number): Promise<ConsumerRecommendation> {
  const [latest] = await listRecommendations(db, userId, 1);
  if (!latest) throw notFound('No recommendations yet');
  return latest;
}

/**
 * Builds the consumer recommendation of a check-in (the pattern engine over the photo's
 * findings and the questionnaire, in the user's language) and stores it. Both ids must be
 * the user's own.
 */
export async function createRecommendation(db: Db, engine: EnginePool, input: RecommendationCreate): Promise<{ id: number }> {
  const analysis = await findOwnTongueAnalysis(db, input.userId, input.tongueAnalysisId);
  const [questionnaire] = await db
    .select()
    .from(healthQuestionnaires)
    .where(and(eq(healthQuestionnaires.id, input.healthQuestionnaireId), eq(healthQuestionnaires.userId, input.userId)))
    .limit(1);
  if (!questionnaire) throw notFound('Health questionnaire not found');
  // The same call again (a retry whose first answer was lost on the way) gives the same
  // recommendation, not a second check-in in the history and the personal baseline.
  const [made] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.userId, input.userId),
        eq(recommendations.tongueAnalysisId, analysis.id),
        eq(recommendations.healthQuestionnaireId, questionnaire.id),
      ),
    )
    .limit(1);
  if (made) return { id: made.id };
  const [user] = await db
    .select({
      language: users.language,
      gender: users.gender,
      age: users.age,
      pregnancyStatus: users.pregnancyStatus,
      constitution: users.constitution,
    })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  const stored = analysis.analysisResult as Partial<StoredAnalysisResult>;
  const result = await analyseCheckIn(engine, stored, questionnaire, user, localeOfLanguage(user?.language));
  // The check-in has one pattern: the one of its results, from the photo and the answers. The
  // photo's own reading, stored with the analysis until now, is replaced by it, so that the
  // history, the trends, the home's balance and the reports name what the results named.
  const top = result.patterns[0];
  const balanceNote = result.referral
    ? 'see-a-doctor'
    : (top?.id ?? 'balanced') === 'balanced' && top?.evidence.against.length
      ? 'signs-noted'
      : null;
  const checkInPattern = {
    patternId: top?.id ?? 'balanced',
    pattern: result.consumer.recommendation.pattern,
    severity: result.severity.level,
    // null clears a note an earlier attempt of this check-in stored (the JSON merge keeps keys).
    balanceNote,
  } satisfies Pick<StoredAnalysisResult, 'patternId' | 'pattern' | 'severity'> & Pick<StoredAnalysisResult, 'balanceNote'>;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recommendations)
      .values({
        userId: input.userId,
        tongueAnalysisId: analysis.id,
        healthQuestionnaireId: questionnaire.id,
        ...result.consumer.recommendation,
        safety: result.consumer.safety,
      })
      .returning({ id: recommendations.id });
    await tx
      .update(tongueAnalyses)
      .set({ analysisResult: sql`${tongueAnalyses.analysisResult} || ${JSON.stringify(checkInPattern)}::jsonb` })
      .where(eq(tongueAnalyses.id, analysis.id));
    await rebalanceCheckIn(tx, questionnaire, tongueStateOf(checkInPattern));
    return { id: row.id };
  });
}

async function findOwnRecommendation(db: Db, userId: number, id: number): Promise<RecommendationRow> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Recommendation not found');
  return row;
}

function allItems(row: RecommendationRow): { kind: AdviceKind; position: number }[] {
  return ADVICE_KINDS.flatMap((kind) => adviceList(row[LIST_COLUMN[kind]]).map((_, position) => ({ kind, position })));
}

/** Keeps the record's savedByUser true exactly when every one of its items is saved. */
async function syncRecordFlag(db: Db, row: RecommendationRow, whenEmpty: boolean): Promise<void> {
  const saved = await db
    .select({ id: savedRecommendationItems.id })
    .from(savedRecommendationItems)
    .where(eq(savedRecommendationItems.recommendationId, row.id));
  const total = allItems(row).length;
  // A record without items can only be saved as a whole.
  const whole = total === 0 ? whenEmpty : saved.length >= total;
  await db.update(recommendations).set({ savedByUser: whole }).where(eq(recommendations.id, row.id));
}

/**
 * Save or unsave (docs/decisions/0010): the whole record (results page) or one item named by
 * its SPEC flattened id (home list). Per-item rows are the truth; the record flag follows them.
 */
export async function saveRecommendation(
  db: Db,
  userId: number,
  id: number,
  options: { item?: boolean; saved?: boolean },
): Promise<ConsumerRecommendation> {
  const saved = options.saved ?? true;
  const parsed = options.item ? parseFlattenedItemId(id) : null;
  if (options.item && !parsed) throw notFound('Recommendation item not found');
  const recordId = parsed ? parsed.recordId : id;
  const row = await findOwnRecommendation(db, userId, recordId);
  let targets: { kind: AdviceKind; position: number }[];
  if (parsed) {
    if (parsed.position >= adviceList(row[LIST_COLUMN[parsed.kind]]).length) throw notFound('Recommendation item not found');
    targets = [{ kind: parsed.kind, position: parsed.position }];
  } else {
    targets = allItems(row);
  }
  if (saved) {
    if (targets.length) {
      await db
        .insert(savedRecommendationItems)
        .values(targets.map((t) => ({ userId, recommendationId: recordId, kind: t.kind, position: t.position })))
        .onConflictDoNothing();
    }
  } else {
    for (const t of targets) {
      await db
        .delete(savedRecommendationItems)
        .where(
          and(
            eq(savedRecommendationItems.recommendationId, recordId),
            eq(savedRecommendationItems.kind, t.kind),
            eq(savedRecommendationItems.position, t.position),
          ),
        );
    }
  }
  await syncRecordFlag(db, row, saved);
  const all = await listRecommendations(db, userId);
  const updated = all.find((r) => r.id === recordId);
  if (!updated) throw notFound('Recommendation not found');
  return updated;
}
