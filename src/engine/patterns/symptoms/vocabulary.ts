import type { SymptomEntry } from './types.ts';
import { GENERAL_SYMPTOMS } from './vocabulary/general.ts';
import { DIGESTIVE_SYMPTOMS } from './vocabulary/digestive.ts';
import { SLEEP_EMOTIONAL_SYMPTOMS } from './vocabulary/sleep-emotional.ts';
import { HEAD_SENSES_SYMPTOMS } from './vocabulary/head-senses.ts';
import { RESPIRATORY_CARDIO_SYMPTOMS } from './vocabulary/respiratory-cardio.ts';
import { UROGENITAL_SYMPTOMS } from './vocabulary/urogenital.ts';
import { PAIN_SKIN_SYMPTOMS } from './vocabulary/pain-skin.ts';
import { MODALITY_SYMPTOMS } from './vocabulary/modality.ts';
import { CHINESE_SYNONYMS } from './vocabulary/chinese.ts';
import { allLayPhrases } from './vocabulary/lay-phrases.ts';
import type { Questionnaire } from '../../../contract/assessment.ts';

/**
 * The symptom vocabulary: every symptom id pattern knowledge may use, with English and
 * Spanish labels and the synonyms the extractor recognises in free text. Terms follow
 * the WHO International Standard Terminologies (who-ist) and Maciocia's Foundations
 * (maciocia-fom), in our own words; lay synonyms are what patients actually say.
 */
export const SYMPTOM_VOCABULARY: readonly SymptomEntry[] = [
  ...GENERAL_SYMPTOMS,
  ...DIGESTIVE_SYMPTOMS,
  ...SLEEP_EMOTIONAL_SYMPTOMS,
  ...HEAD_SENSES_SYMPTOMS,
  ...RESPIRATORY_CARDIO_SYMPTOMS,
  ...UROGENITAL_SYMPTOMS,
  ...PAIN_SKIN_SYMPTOMS,
  ...MODALITY_SYMPTOMS,
].map((entry) => withLayPhrases(entry, CHINESE_SYNONYMS[entry.id]));

/**
 * An entry with its Chinese synonyms and the lay phrases that name it alone
 * (vocabulary/lay-phrases.ts); phrases that name several symptoms are LAY_COMPOUND_PHRASES.
 */
function withLayPhrases(entry: SymptomEntry, zh: readonly string[] | undefined): SymptomEntry {
  const lay = allLayPhrases()
    .map(({ phrase }) => phrase)
    .filter((p) => p.ids.length === 1 && p.ids[0] === entry.id);
  const add = (own: readonly string[], more: readonly (readonly string[] | undefined)[]) => [
    ...new Set([...own, ...more.flatMap((m) => m ?? [])]),
  ];
  if (!zh && lay.length === 0) return entry;
  return {
    ...entry,
    synonyms: {
      en: add(
        entry.synonyms.en,
        lay.map((p) => p.en),
      ),
      es: add(
        entry.synonyms.es,
        lay.map((p) => p.es),
      ),
      zh: add(
        zh ?? [],
        lay.map((p) => p.zh),
      ),
    },
  };
}

/** Lay phrases that name more than one symptom ('wiped out after lunch': fatigue, worse after eating). */
export const LAY_COMPOUND_PHRASES = allLayPhrases()
  .map(({ phrase }) => phrase)
  .filter((p) => p.ids.length > 1);

const BY_ID = new Map(SYMPTOM_VOCABULARY.map((entry) => [entry.id, entry]));

/** All symptom ids of the vocabulary. */
export const SYMPTOM_IDS: readonly string[] = SYMPTOM_VOCABULARY.map((entry) => entry.id);

/** The vocabulary entry for an id, or undefined when the id is not in the vocabulary. */
export function findSymptom(id: string): SymptomEntry | undefined {
  return BY_ID.get(id);
}

/** Whether an id belongs to the vocabulary (pattern knowledge must only use these). */
export function isKnownSymptomId(id: string): boolean {
  return BY_ID.has(id);
}

/** The symptom id each SPEC §5 questionnaire discomfort stands for. */
export const DISCOMFORT_SYMPTOM_IDS: Readonly<Record<Questionnaire['discomforts'][number], string>> = {
  Headache: 'headache',
  'Sore Throat': 'sore-throat',
  Bloating: 'bloating',
  'Joint Pain': 'joint-pain',
};
