import type { PulseFeature } from '../../../contract/assessment.ts';
import type { TongueFeature } from '../knowledge/types.ts';

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
}

/** Every finding of one case, ready for scoring. */
export interface FindingSet {
  tongue: ObservedFinding[];
  pulse: ObservedFinding[];
  /** Symptoms stated as present. */
  symptoms: ObservedFinding[];
  /** Symptoms explicitly denied ('no thirst', 'sin fiebre'). */
  deniedSymptoms: ObservedFinding[];
}

export type { PulseFeature, TongueFeature };
