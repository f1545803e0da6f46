import { eq } from 'drizzle-orm';
import type { User } from '../../../contract/auth.ts';
import { pregnancyCanApply, type Language } from '../../../contract/person.ts';
import type { OnboardingSchema } from '../../../contract/consumer.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { toPublicUser } from '../accounts.ts';
import { userChanged } from '../user-cache.ts';

/** Stores the onboarding profile (SPEC §2 wizard) and marks onboarding complete. */
export async function completeOnboarding(db: Db, userId: number, input: z.output<typeof OnboardingSchema>): Promise<User> {
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
  return toPublicUser(row);
}

/** Stores the consumer's interface language (the switcher), applied at once by the app. */
export async function setLanguage(db: Db, userId: number, language: Language): Promise<User> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  userChanged(db, userId);
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}

/** Remembers the consumer's privacy-mode choice (analyse check-in photos on the device). */
export async function setAnalyseOnDevice(db: Db, userId: number, analyseOnDevice: boolean): Promise<User> {
  const [row] = await db.update(users).set({ analyseOnDevice }).where(eq(users.id, userId)).returning();
  userChanged(db, userId);
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}
