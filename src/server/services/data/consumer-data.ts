import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, notExists } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import {
  healthQuestionnaires,
  images,
  progressTracking,
  recommendations,
  securityEvents,
  socialAccounts,
  tongueAnalyses,
  users,
} from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { SERVER_MESSAGES } from '../../../contract/api-messages.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { imageIdOfUrl } from '../../../contract/practitioner.ts';
import { findUser, isDemoUser } from '../accounts.ts';
import { userChanged } from '../user-cache.ts';
import { ACCOUNT_DATA_MESSAGES } from '../../../contract/account-data.ts';
import { listRecommendations } from '../consumer/recommendations.ts';
import { listTongueAnalyses } from '../consumer/tongue-analyses.ts';
import type { ExportContents } from './export-archive.ts';

/**
 * Deletes one consumer check-in: the tongue analysis, its photo and overlay (rows and files),
 * the recommendations made from it, their questionnaires and the progress rows those wrote.
 */
export async function deleteCheckIn(
  db: Db,
  store: ImageStore,
  userId: number,
  tongueAnalysisId: number,
  options: { onlyUnfinished?: boolean } = {},
): Promise<void> {
  const [analysis] = await db
    .select()
    .from(tongueAnalyses)
    .where(and(eq(tongueAnalyses.id, tongueAnalysisId), eq(tongueAnalyses.userId, userId)))
    .limit(1);
  if (!analysis) throw notFound('Check-in not found');
  const photoId = imageIdOfUrl(analysis.imageUrl);
  const photos = (await store.withOverlays(db, photoId ? [photoId] : [])).filter((r) => r.userId === userId);
  await db.transaction(async (tx) => {
    const recs = await tx
      .select({ id: recommendations.id, questionnaireId: recommendations.healthQuestionnaireId })
      .from(recommendations)
      .where(and(eq(recommendations.tongueAnalysisId, analysis.id), eq(recommendations.userId, userId)));
    if (options.onlyUnfinished && recs.length > 0) throw conflict(SERVER_MESSAGES.checkInFinished);
    const questionnaireIds = recs.map((r) => r.questionnaireId).filter((id): id is number => id !== null);
    // A check-in left unfinished has no recommendation naming its answers: they are the answers
    // saved after its photo and before the next one (the flow's order), within the hour, that no
    // recommendation uses. Without this its progress point outlived the deleted check-in.
    if (recs.length === 0) questionnaireIds.push(...(await unfinishedAnswersOf(tx, userId, analysis.id, analysis.createdAt)));
    if (questionnaireIds.length > 0) {
      // Progress points name their questionnaire and go with it (cascade); points written before
      // that link existed are found by the questionnaire's own creation time, which they carry.
      const answered = await tx
        .select({ createdAt: healthQuestionnaires.createdAt })
        .from(healthQuestionnaires)
        .where(and(inArray(healthQuestionnaires.id, questionnaireIds), eq(healthQuestionnaires.userId, userId)));
      for (const q of answered) {
        await tx
          .delete(progressTracking)
          .where(
            and(eq(progressTracking.userId, userId), isNull(progressTracking.questionnaireId), eq(progressTracking.date, q.createdAt)),
          );
      }
    }
    if (recs.length > 0) {
      await tx.delete(recommendations).where(
        inArray(
          recommendations.id,
          recs.map((r) => r.id),
        ),
      );
    }
    if (questionnaireIds.length > 0) {
      await tx
        .delete(healthQuestionnaires)
        .where(and(inArray(healthQuestionnaires.id, questionnaireIds), eq(healthQuestionnaires.userId, userId)));
    }
    await tx.delete(tongueAnalyses).where(eq(tongueAnalyses.id, analysis.id));
    await store.deleteRows(tx, photos);
  });
  await store.removeUnreferencedFiles(photos);
}

/** How long after its photo a check-in's answers are looked for (the flow takes a minute). */
const ANSWERS_WITHIN_MS = 60 * 60 * 1000;

async function unfinishedAnswersOf(tx: DbExecutor, userId: number, analysisId: number, analysedAt: Date): Promise<number[]> {
  const [next] = await tx
    .select({ createdAt: tongueAnalyses.createdAt })
    .from(tongueAnalyses)
    .where(and(eq(tongueAnalyses.userId, userId), gt(tongueAnalyses.createdAt, analysedAt), ne(tongueAnalyses.id, analysisId)))
    .orderBy(asc(tongueAnalyses.createdAt))
    .limit(1);
  const until = new Date(Math.min(analysedAt.getTime() + ANSWERS_WITHIN_MS, next?.createdAt.getTime() ?? Infinity));
  const rows = await tx
    .select({ id: healthQuestionnaires.id })
    .from(healthQuestionnaires)
    .where(
      and(
        eq(healthQuestionnaires.userId, userId),
        gte(healthQuestionnaires.createdAt, analysedAt),
        lt(healthQuestionnaires.createdAt, until),
        notExists(tx.select({ id: recommendations.id }).from(recommendations).where(eq(recommendations.healthQuestionnaireId, healthQuestionnaires.id))),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Deletes a questionnaire no recommendation was made from (answers of a check-in given up
 * part-way, or replaced by new answers on a retry) with the progress row it wrote; answers of a
 * finished check-in go only with that check-in (deleteCheckIn), so they are a 409 here.
 */
export async function deleteUnusedQuestionnaire(db: Db, userId: number, questionnaireId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: recommendations.id })
      .from(recommendations)
      .where(eq(recommendations.healthQuestionnaireId, questionnaireId))
      .limit(1);
    if (used) throw conflict(SERVER_MESSAGES.answersInUse);
    // Its progress row names it and goes with it (foreign key, on delete cascade).
    const gone = await tx
      .delete(healthQuestionnaires)
      .where(and(eq(healthQuestionnaires.id, questionnaireId), eq(healthQuestionnaires.userId, userId)))
      .returning({ id: healthQuestionnaires.id });
    if (gone.length === 0) throw notFound(SERVER_MESSAGES.questionnaireNotFound);
  });
}

/** Everything we hold about a consumer, for their export. */
export async function consumerExport(db: Db, userId: number): Promise<ExportContents> {
  const user = await findUser(db, userId);
  if (!user) throw notFound('User not found');
  const [analyses, recs, questionnaires, progress, photos, linked, security, [constitution]] = await Promise.all([
    listTongueAnalyses(db, userId),
    listRecommendations(db, userId),
    db.select().from(healthQuestionnaires).where(eq(healthQuestionnaires.userId, userId)).orderBy(asc(healthQuestionnaires.id)),
    db.select().from(progressTracking).where(eq(progressTracking.userId, userId)).orderBy(asc(progressTracking.date)),
    db.select().from(images).where(eq(images.userId, userId)).orderBy(asc(images.id)),
    db
      .select({ provider: socialAccounts.provider, email: socialAccounts.email, linkedAt: socialAccounts.createdAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId))
      .orderBy(asc(socialAccounts.id)),
    db
      .select({
        event: securityEvents.event,
        method: securityEvents.method,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(asc(securityEvents.id)),
    db.select({ result: users.constitution }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return {
    records: {
      account: user,
      tongueAnalyses: analyses,
      healthQuestionnaires: questionnaires.map(({ userId: _owner, ...q }) => q),
      recommendations: recs,
      progress: progress.map(({ userId: _owner, ...p }) => p),
      // The sign-in accounts linked and the security list (issue 16): held about the person too.
      linkedSignInAccounts: linked,
      securityEvents: security,
      // The constitution questionnaire's result (CCMQ scores and type), when they answered it.
      constitution: constitution?.result ?? null,
    },
    photos,
  };
}

/**
 * Deletes a consumer account and everything of theirs: every row goes (the foreign keys
 * cascade, sessions included, so the username is free again), then every photo file no one
 * else's upload shares.
 */
export async function deleteConsumerAccount(db: Db, store: ImageStore, userId: number): Promise<void> {
  if (await isDemoUser(db, userId)) throw forbidden(ACCOUNT_DATA_MESSAGES.demoAccount);
  const photos = await db.select().from(images).where(eq(images.userId, userId));
  const [deleted] = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  userChanged(db, userId);
  if (!deleted) throw notFound('User not found');
  await store.removeUnreferencedFiles(photos);
}
