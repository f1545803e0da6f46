import type { Questionnaire } from '../../../contract/assessment.ts';
import type { Db } from '../../db/client.ts';
import { storeCheckIn } from './progress.ts';

/** Stores a check-in's questionnaire and the progress_tracking row it produces. */
export async function createQuestionnaire(db: Db, userId: number, input: Questionnaire): Promise<{ id: number }> {
  const questionnaire = {
    userId,
    energyLevel: input.energyLevel,
    sleepQuality: input.sleepQuality,
    digestion: input.digestion,
    discomforts: [...new Set(input.discomforts)],
    notes: input.notes || null,
    medications: input.medications || null,
  };
  return storeCheckIn(db, questionnaire, input);
}
