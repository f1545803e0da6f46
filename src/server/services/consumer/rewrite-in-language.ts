import { desc, eq } from 'drizzle-orm';
import type { AdviceItem, RecommendationContent } from '../../../contract/analysis.ts';
import { LOCALES, localeOfLanguage, type Locale } from '../../../contract/person.ts';
import type { Db } from '../../db/client.ts';
import { healthQuestionnaires, recommendations, tongueAnalyses, users } from '../../db/schema.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import { analyseCheckIn } from './check-in-analysis.ts';
import type { StoredAnalysisResult } from './tongue-analyses.ts';

async function languageOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/** What a check-in's results say, compared as written (jsonb does not keep the keys' order). */
function wordsOf(c: Pick<RecommendationContent, 'pattern' | 'observations' | 'herbs' | 'diet' | 'lifestyle'>): string {
  const list = (items: unknown) => (Array.isArray(items) ? (items as AdviceItem[]).map((i) => [i.name, i.description]) : []);
  return JSON.stringify([c.pattern, c.observations, list(c.herbs), list(c.diet), list(c.lifestyle)]);
}

/**
 * Writes a consumer's check-in results again in the language they switched to (an exploratory
 * test read Spanish advice under a Chinese interface: results are stored in the language of the
 * day they were made). Each check-in is analysed again from what it was made from (the photo's
 * findings, the answers, the person) in the new language, and rewritten only when that same
 * analysis in one of the other languages gives back exactly what is stored: then the items are
 * the same ones, in the same places, and what the person saved stays saved. A check-in whose
 * inputs have changed since (a profile updated, an analysis improved) is left as it was written.
 */
export async function rewriteCheckInsIn(
  db: Db,
  engine: EnginePool,
  userId: number,
  locale: Locale,
): Promise<{ rewritten: number; left: number }> {
  const [person] = await db
    .select({ gender: users.gender, age: users.age, pregnancyStatus: users.pregnancyStatus, constitution: users.constitution })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const rows = await db
    .select({ row: recommendations, result: tongueAnalyses.analysisResult, questionnaire: healthQuestionnaires })
    .from(recommendations)
    .innerJoin(tongueAnalyses, eq(tongueAnalyses.id, recommendations.tongueAnalysisId))
    .innerJoin(healthQuestionnaires, eq(healthQuestionnaires.id, recommendations.healthQuestionnaireId))
    .where(eq(recommendations.userId, userId))
    .orderBy(desc(recommendations.createdAt));
  let rewritten = 0;
  let left = 0;
  for (const { row, result, questionnaire } of rows) {
    // Another switch since this one began wins: its own rewrite writes its language.
    if (localeOfLanguage(await languageOf(db, userId)) !== locale) break;
    try {
      const stored = wordsOf(row as unknown as RecommendationContent);
      const inputs = [result as Partial<StoredAnalysisResult>, questionnaire, person] as const;
      const wanted = await analyseCheckIn(engine, ...inputs, locale);
      if (wordsOf(wanted.consumer.recommendation) === stored) continue;
      let madeFromTheseInputs = false;
      for (const other of LOCALES.filter((l) => l !== locale)) {
        if (wordsOf((await analyseCheckIn(engine, ...inputs, other)).consumer.recommendation) === stored) {
          madeFromTheseInputs = true;
          break;
        }
      }
      if (!madeFromTheseInputs) {
        left++;
        continue;
      }
      const { pattern, observations, herbs, diet, lifestyle } = wanted.consumer.recommendation;
      await db
        .update(recommendations)
        .set({ pattern, observations, herbs, diet, lifestyle, safety: wanted.consumer.safety })
        .where(eq(recommendations.id, row.id));
      rewritten++;
    } catch {
      // One check-in that cannot be analysed again (a busy worker pool) stays as written; the
      // switch itself, already saved, must not fail for it.
      left++;
    }
  }
  return { rewritten, left };
}
