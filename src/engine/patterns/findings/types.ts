import type { PulseFeature } from '../../../contract/assessment.ts';
import type { TongueFeature } from '../../knowledge/types.ts';

/** Where an observed finding came from; symptom findings include questionnaire answers. */
export type FindingSource = 'tongue' | 'pulse' | 'symptom';

/**
 * One observed finding in the knowledge base's own vocabulary, with how certain it is:
 * 1 for what a practitioner recorded or a patient stated, the tongue engine's confidence
 * (0-1) for what the engine saw, less than 1 for a finding implied by another one.
 */
export interface ObservedFinding {
  source: FindingSource;
  /** `bodyColor:pale` / `sign:red-tip` for tongue, a pulse quality, or a symptom id. */
  key: string;
  certainty: number;
  /** Where it came from in the input (the symptom words, 'pulse rate 96/min', ...). */
  detail?: string;
  /** Set for a tongue finding read from the photo, and for a symptom read from the questionnaire. */
  origin?: FindingOrigin;
}

/** Where a finding came from beyond its source: the tongue photo, or the consumer questionnaire. */
export type FindingOrigin = 'photo' | 'questionnaire';

/** Every finding of one case, ready for scoring. */
export interface FindingSet {
  tongue: ObservedFinding[];
  pulse: ObservedFinding[];
  /** Symptoms stated as present. */
  symptoms: ObservedFinding[];
  /** Symptoms explicitly denied ('no thirst', 'sin fiebre'). */
  deniedSymptoms: ObservedFinding[];
  /** Qualifiers the extractor attached to affirmed symptoms ('chronic', 'acute', 'severe', ...). */
  qualifiers: string[];
}

/**
 * Tongue findings that describe the healthy tongue (pale-red body, thin white coating, normal
 * moisture, texture, size and shape: Maciocia, Tongue Diagnosis, 'the normal tongue'). A pattern
 * may list them as consistent with it, but they cannot by themselves show that a disharmony
 * exists, so they do not count towards a pattern's significance.
 */
export const NORMAL_FINDINGS: ReadonlySet<string> = new Set([
  'bodyColor:normal',
  'coating:thin-white',
  'moisture:normal',
  'texture:normal',
  'size:normal',
  'shape:normal',
]);

export type { PulseFeature, TongueFeature };
