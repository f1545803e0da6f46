import { eq } from 'drizzle-orm';
import type { User } from '../../../contract/auth.ts';
import { pregnancyCanApply, type Language } from '../../../contract/person.ts';
import type { OnboardingSchema } from '../../../contract/consumer.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import { localeOfLanguage } from '../../../contract/person.ts';
import { rewriteCheckInsIn } from './rewrite-in-language.ts';
import { toPublicUser } from '../accounts.ts';
import { userChanged } from '../user-cache.ts';

/** The language the person reads in now (null for an unknown user). */
async function languageOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/** After a change of language, the person's check-in results are written again in it. */
async function followLanguage(db: Db, engine: EnginePool, userId: number, before: string | null, after: string | null) {
  if (after && localeOfLanguage(before) !== localeOfLanguage(after))
    await rewriteCheckInsIn(db, engine, userId, localeOfLanguage(after));
}

/** Stores the onboarding profile (SPEC §2 wizard) and marks onboarding complete. */
export async function completeOnboarding(
  db: Db,
  engine: EnginePool,
  userId: number,
  input: z.output<typeof OnboardingSchema>,
): Promise<User> {
  const before = await languageOf(db, userId);
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName || null,
      gender: input.gender,
      age: input.age,
      height: input.height,
      weight: input.weight,
      language: input.language,
      healthConcerns: input.healthConcerns || null,
      // Asked only where it can apply; for anyone else a stale answer is cleared.
      pregnancyStatus: pregnancyCanApply(input) ? (input.pregnancyStatus ?? null) : null,
      onboardingCompleted: true,
    })
    .where(eq(users.id, userId))
    .returning();
  userChanged(db, userId);
  if (!row) throw notFound('User not found');
  await followLanguage(db, engine, userId, before, row.language);
  return toPublicUser(row);
}

/** Stores the consumer's interface language (the switcher), applied at once by the app. */
export async function setLanguage(db: Db, engine: EnginePool, userId: number, language: Language): Promise<User> {
  const before = await languageOf(db, userId);
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  userChanged(db, userId);
  if (!row) throw notFound('User not found');
  await followLanguage(db, engine, userId, before, row.language);
  return toPublicUser(row);
}

/** Remembers the consumer's privacy-mode choice (analyse check-in photos on the device). */
export async function setAnalyseOnDevice(db: Db, userId: number, analyseOnDevice: boolean): Promise<User> {
  const [row] = await db.update(users).set({ analyseOnDevice }).where(eq(users.id, userId)).returning();
  userChanged(db, userId);
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}
