/**
 * The body constitution (CCMQ) of a practitioner's patient and of a consumer: scored by the
 * engine from the answers, kept on the person's row.
 */
import { and, eq } from 'drizzle-orm';
import type { CcmqAnswers } from '../../../contract/constitution.ts';
import { scoreCcmq } from '../../../engine/constitution/score-ccmq.ts';
import type { Db } from '../../db/client.ts';
import { patients, users } from '../../db/schema.ts';
import { userChanged } from '../user-cache.ts';

/** Scores the answers and keeps the result, and its primary type, on the patient's row. */
export async function savePatientConstitution(
  db: Db,
  practitionerId: number,
  patientId: number,
  answers: CcmqAnswers['answers'],
) {
  const result = scoreCcmq(answers);
  await db
    .update(patients)
    .set({ constitution: result, constitutionalType: result.primary })
    .where(and(eq(patients.id, patientId), eq(patients.practitionerId, practitionerId)));
  return result;
}

/** The consumer's last scored constitution, or null before the first questionnaire. */
export async function consumerConstitution(db: Db, userId: number) {
  const [row] = await db.select({ constitution: users.constitution }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.constitution ?? null;
}

/** Scores the answers and keeps the result on the consumer's row (and tells the user cache). */
export async function saveConsumerConstitution(db: Db, userId: number, answers: CcmqAnswers['answers']) {
  const result = scoreCcmq(answers);
  await db.update(users).set({ constitution: result }).where(eq(users.id, userId));
  userChanged(db, userId);
  return result;
}
