import { DISCOMFORTS } from '../../../contract/assessment.ts';
import type { ConstitutionResult } from '../../../contract/constitution.ts';
import { GENDERS, pregnancyStatusOf, type Gender, type Locale } from '../../../contract/person.ts';
import { constitutionOf } from '../../../engine/constitution/constitution-prior.ts';
import type { AnalysisResult } from '../../../engine/analysis/analyse.ts';
import type { healthQuestionnaires, users } from '../../db/schema.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import type { StoredAnalysisResult } from './tongue-analyses.ts';

/** What of the person a check-in's analysis reads. */
export type CheckInPerson = Pick<typeof users.$inferSelect, 'gender' | 'age' | 'pregnancyStatus' | 'constitution'>;

const isDiscomfort = (d: string): d is (typeof DISCOMFORTS)[number] => (DISCOMFORTS as readonly string[]).includes(d);

/**
 * The whole analysis of one check-in, in the worker pool: the photo's stored findings, the
 * answers (red flags and the herb-drug check read the notes and medicines), the person (cautions
 * fit them, their constitution is a prior), every text in `locale`. The one place a check-in's
 * inputs meet the engine: its results are made with it, and written again in another language.
 */
export function analyseCheckIn(
  engine: EnginePool,
  stored: Partial<StoredAnalysisResult>,
  questionnaire: typeof healthQuestionnaires.$inferSelect,
  person: CheckInPerson | undefined,
  locale: Locale,
): Promise<AnalysisResult> {
  const gender = (GENDERS as readonly string[]).includes(person?.gender ?? '') ? (person!.gender as Gender) : undefined;
  const pregnancyStatus = pregnancyStatusOf(person?.pregnancyStatus);
  return engine.analyse({
    // The engine's findings whole: the entry writes their observations again in the reader's
    // language (the stored ones are in the language of the moment the photo was measured).
    ...(stored.findings ? { tongueFindings: stored.findings } : {}),
    questionnaire: {
      energyLevel: questionnaire.energyLevel,
      sleepQuality: questionnaire.sleepQuality,
      digestion: questionnaire.digestion,
      discomforts: questionnaire.discomforts.filter(isDiscomfort),
      ...(questionnaire.notes ? { notes: questionnaire.notes } : {}),
      ...(questionnaire.medications ? { medications: questionnaire.medications } : {}),
    },
    ...(questionnaire.medications ? { medications: questionnaire.medications } : {}),
    person: {
      ...(gender ? { gender } : {}),
      ...(person?.age ? { age: person.age } : {}),
      ...(pregnancyStatus ? { pregnancyStatus } : {}),
    },
    // Their constitution questionnaire (CCMQ): a prior of the pattern, and advice for it first.
    constitution: constitutionOf(person?.constitution as ConstitutionResult | null),
    locale,
  });
}
