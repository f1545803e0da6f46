import type { TongueFindingsInput } from '../../../contract/analysis.ts';
import type { AnalysisAnswer } from '../../../engine/analysis/stored-analysis.ts';
import type { Pulse, TongueAssessment } from '../../../contract/assessment.ts';
import type { Locale, PregnancyStatus } from '../../../contract/person.ts';
import type { ConstitutionJudgement } from '../../../engine/constitution/constitution-prior.ts';

/**
 * The part of the tongue engine's findings the providers read: the assessment with
 * confidences and signs (for differentiation), the SPEC tongue_analysis group and the
 * plain-language observations. Structural, so the engine's own TongueFindings fits.
 */
export interface TongueEngineFindings extends TongueFindingsInput {
  /** SPEC §3 tongue_analysis group as the engine fills it. */
  tongueAnalysis?: unknown;
  observations?: readonly string[];
}

/** Patient data of a practitioner analysis request (SPEC §7 webhook payload fields, plus medications). */
export interface AnalysisPatient {
  age?: number;
  gender?: string;
  chiefComplaint?: string;
  currentSymptoms?: string;
  previousTreatments?: string;
  complexFactors?: readonly string[];
  /** Current medications, free text: checked against the formula's herbs. */
  medications?: string;
  /** Pregnancy status: pregnancy and breastfeeding cautions are shown only when it calls for them. */
  pregnancyStatus?: PregnancyStatus;
  /** The patient's CCMQ constitutions, main first: a prior of the built-in differentiation (not sent to a webhook). */
  constitution?: readonly ConstitutionJudgement[];
}

/** One practitioner analysis request. */
export interface AnalysisRequest {
  /** Short-lived signed absolute URL of the tongue photo (for the webhook). */
  imageUrl?: string;
  /** The tongue engine's findings on the photo, when it was analysed. */
  tongueFindings?: TongueEngineFindings;
  /** The practitioner's manual tongue assessment (SPEC §5). */
  manualAssessment?: TongueAssessment;
  pulse?: Pulse;
  patient: AnalysisPatient;
  /** The practitioner's locale: the built-in result is written in it (English by default). */
  locale?: Locale;
}

/** What a provider answers: the SPEC §3 result, who produced it, and why a fallback happened. */
/** A provider's answer (the SPEC §3 object, and what our engine adds when it answered), and who gave it. */
export interface AnalysisOutcome extends AnalysisAnswer {
  provider: 'builtin' | 'webhook';
  /** Set on fallback: the reason, e.g. 'TCM Analysis failed: 500' (SPEC §8), for logs. */
  failure?: string;
}

/** An analysis provider (builtin engine or external webhook): both return the same result object. */
export interface AnalysisProvider {
  analyze(request: AnalysisRequest): Promise<AnalysisOutcome>;
  /** How long this provider usually takes, as the 'processing' answer states it (SPEC §9's default when unset). */
  readonly estimatedTime?: string;
}
