import { and, desc, eq } from 'drizzle-orm';
import type { ConsumerTongueAnalysis, OnDeviceTongueFindings } from '../../../contract/consumer.ts';
import { TONGUE_ANALYSIS_MESSAGES } from '../../../contract/consumer.ts';
import { localeOfLanguage } from '../../../contract/person.ts';
import { consumerPatternIn } from '../../../engine/analysis/consumer-pattern.ts';
import { wordingFor } from '../../../engine/analysis/wording.ts';
import type { TongueFindings } from '../../../engine/tongue/index.ts';
import { tongueWordsIn } from '../../../engine/analysis/analyse.ts';
import type { Db } from '../../db/client.ts';
import { tongueAnalyses, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../errors.ts';
import { trendsOf } from './baseline.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import { ImageStore, type ImageRow } from '../../storage/image-store.ts';

type TongueAnalysisRow = typeof tongueAnalyses.$inferSelect;

/**
 * What is stored in tongue_analyses.analysis_result for a consumer check-in: the photo's URLs and
 * the engine's whole findings, or for privacy mode (`onDevice`) no photo and the findings the
 * browser sent (OnDeviceTongueFindings: the part the analysis and the trend read).
 */
export type StoredAnalysisResult = {
  pattern: string;
  patternId: string;
  severity: 'mild' | 'moderate' | 'severe';
  observations: string[];
  /**
   * What the check-in's balance rests on, when its results said more than the pattern (absent on
   * older rows): no pattern named although the tongue showed signs, or a symptom that needs a doctor.
   */
  balanceNote?: 'signs-noted' | 'see-a-doctor' | null;
} & (
  | { imageUrl: string; overlayUrl: string; findings: TongueFindings; onDevice?: undefined }
  | { imageUrl: null; onDevice: true; findings: OnDeviceTongueFindings & { tongueAnalysis?: undefined }; overlayUrl?: undefined }
);

const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes of a base64 text, with or without a data: URL prefix; 400 when it is not base64. */
export function decodeImageBase64(text: string, message: string = TONGUE_ANALYSIS_MESSAGES.notBase64): Buffer {
  const body = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(body)) throw new HttpError(400, message);
  return Buffer.from(body, 'base64');
}

/** The tongue's main pattern (the analysis entry on the tongue findings alone, in the worker pool), in the user's language, and its severity. */
export async function tonguePattern(engine: EnginePool, findings: TongueFindings | OnDeviceTongueFindings, language: string) {
  const result = await engine.analyse({ tongueFindings: findings, locale: localeOfLanguage(language) });
  return {
    patternId: result.patterns[0]?.id ?? 'balanced',
    pattern: result.consumer.recommendation.pattern,
    severity: result.severity.level,
  };
}

export function toConsumerTongueAnalysis(row: TongueAnalysisRow): ConsumerTongueAnalysis {
  return {
    id: row.id,
    userId: row.userId,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    analysisResult: row.analysisResult as ConsumerTongueAnalysis['analysisResult'],
  };
}

/**
 * A consumer check-in photo: stored by the image store (which refuses non-images), analysed by
 * the tongue engine in the worker pool, and recorded with its findings. A photo the quality gate
 * refuses answers 422 with the engine's reason, and nothing is recorded.
 */
export async function createTongueAnalysis(
  deps: { db: Db; images: ImageStore; engine: EnginePool },
  userId: number,
  imageBase64: string,
): Promise<ConsumerTongueAnalysis> {
  const bytes = decodeImageBase64(imageBase64);
  const image = await deps.images.saveUpload(bytes, { userId });
  const analysis = await deps.engine.analysePhoto(image);
  if (!analysis.ok) {
    await discardUpload(deps.db, deps.images, image);
    throw new HttpError(422, analysis.reason, [{ field: 'imageBase64', message: analysis.code }]);
  }
  const [user] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  const imageUrl = ImageStore.urlOf(image.id);
  const result: StoredAnalysisResult = {
    ...(await tonguePattern(deps.engine, analysis.findings, user?.language ?? 'english')),
    observations: analysis.findings.observations,
    imageUrl,
    overlayUrl: ImageStore.urlOf(analysis.overlayImageId),
    findings: analysis.findings,
  };
  await deps.db.insert(tongueAnalyses).values({ userId, imageUrl, analysisResult: result });
  // Answered with its trend against the person's earlier check-ins, as the list shows it.
  return (await listTongueAnalyses(deps.db, userId))[0];
}

/**
 * A privacy-mode check-in (issue 11, item 7): the browser analysed the photo and sends only the
 * findings, already validated by the contract schema. Nothing of a photo is stored; the tongue's
 * pattern comes from the same analysis entry as for an uploaded photo.
 */
export async function createOnDeviceTongueAnalysis(
  deps: { db: Db; engine: EnginePool },
  userId: number,
  findings: OnDeviceTongueFindings,
): Promise<ConsumerTongueAnalysis> {
  const [user] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  const result: StoredAnalysisResult = {
    ...(await tonguePattern(deps.engine, findings, user?.language ?? 'english')),
    observations: findings.observations,
    imageUrl: null,
    onDevice: true,
    findings,
  };
  await deps.db.insert(tongueAnalyses).values({ userId, imageUrl: null, analysisResult: result });
  return (await listTongueAnalyses(deps.db, userId))[0];
}

/**
 * A photo the quality gate refused is not kept: its row goes, and its file too unless another
 * upload of the same bytes still uses it (files are content-addressed).
 */
async function discardUpload(db: Db, store: ImageStore, image: ImageRow): Promise<void> {
  await store.deleteRows(db, [image]);
  await store.removeUnreferencedFiles([image]);
}

/** A user's tongue analyses, newest first, each with its trend against the ones before it, in the user's language. */
export async function listTongueAnalyses(db: Db, userId: number): Promise<ConsumerTongueAnalysis[]> {
  const [rows, [user]] = await Promise.all([
    db
      .select()
      .from(tongueAnalyses)
      .where(eq(tongueAnalyses.userId, userId))
      .orderBy(desc(tongueAnalyses.createdAt), desc(tongueAnalyses.id)),
    db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const locale = localeOfLanguage(user?.language ?? 'english');
  const trends = trendsOf(
    rows.map((r) => (r.analysisResult as Partial<StoredAnalysisResult> | null)?.findings),
    locale,
  );
  return rows.map((row, i) => {
    const analysis = toConsumerTongueAnalysis(row);
    const result = patternIn(observationsIn(analysis.analysisResult, row, locale), row, locale);
    return { ...analysis, analysisResult: result, trend: trends[i] };
  });
}

/**
 * The observations in the user's language now: they are stored as the engine wrote them when the
 * photo was measured, and the user may read another language since (or did all along).
 */
function observationsIn(
  result: ConsumerTongueAnalysis['analysisResult'],
  row: TongueAnalysisRow,
  locale: ReturnType<typeof localeOfLanguage>,
): ConsumerTongueAnalysis['analysisResult'] {
  const findings = (row.analysisResult as Partial<StoredAnalysisResult> | null)?.findings;
  // The engine's own findings are written again in the locale; a privacy-mode check-in keeps no
  // regions to write from, so its observations stay as the browser wrote them.
  const words = tongueWordsIn(findings, wordingFor(locale));
  return words?.observations ? { ...result, observations: [...words.observations] } : result;
}

/**
 * The pattern in the user's language now: it is stored as the engine wrote it at the check-in,
 * so it is written again from the patterns it names (or the stored pattern id).
 */
function patternIn(
  result: ConsumerTongueAnalysis['analysisResult'],
  row: TongueAnalysisRow,
  locale: ReturnType<typeof localeOfLanguage>,
): ConsumerTongueAnalysis['analysisResult'] {
  const patternId = (row.analysisResult as Partial<StoredAnalysisResult> | null)?.patternId;
  if (typeof result.pattern !== 'string') return result;
  return { ...result, pattern: consumerPatternIn(result.pattern, locale, patternId) };
}

/** One of the user's own analyses; 404 for a missing one or someone else's (never a hint it exists). */
export async function findOwnTongueAnalysis(db: Db, userId: number, id: number): Promise<TongueAnalysisRow> {
  const [row] = await db
    .select()
    .from(tongueAnalyses)
    .where(and(eq(tongueAnalyses.id, id), eq(tongueAnalyses.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Tongue analysis not found');
  return row;
}

/** The user's latest analysis, if any. */
export async function latestTongueAnalysis(db: Db, userId: number): Promise<TongueAnalysisRow | null> {
  const [row] = await db
    .select()
    .from(tongueAnalyses)
    .where(eq(tongueAnalyses.userId, userId))
    .orderBy(desc(tongueAnalyses.createdAt), desc(tongueAnalyses.id))
    .limit(1);
  return row ?? null;
}
