import { tongueRecordOf } from '../records/tongue-record.ts';
import type {
  BuiltinAnalysisResult,
  DifferentiationInput,
  DifferentiationResult,
  ReasoningView,
  TongueFindingsInput,
} from '../../contract/analysis.ts';
import type { Pulse, Questionnaire, TongueAssessment } from '../../contract/assessment.ts';
import { DEFAULT_LOCALE, type Locale, type PregnancyStatus } from '../../contract/person.ts';
import type { ConstitutionJudgement } from '../constitution/constitution-prior.ts';
import { analyzeTongue, writeTongueWords, type RgbImage, type TongueFindings } from '../tongue/index.ts';
import { buildConsumerResult, type ConsumerResult } from './consumer-recommendation.ts';
import { DEFAULT_DIFFERENTIATION_DEPS, runDifferentiation, type DifferentiationDeps } from './differentiate.ts';
import type { RedFlagHit } from './safety.ts';
import { buildPractitionerResult } from './practitioner-result.ts';
import { buildReasoningView } from './reasoning-view.ts';
import { wordingFor, type Wording } from './wording.ts';

/**
 * The tongue group and observations in the reader's language: the engine's own findings are
 * written again in it; findings from elsewhere (a webhook) are shown as they came.
 */
export function tongueWordsIn(
  findings: AnalysisTongueFindings | undefined,
  w: Wording,
): { tongueAnalysis?: unknown; observations?: readonly string[] } | undefined {
  if (!findings) return undefined;
  const own = 'coatingDetails' in findings && 'regions' in findings && 'signs' in findings;
  return own && w.locale !== 'en' ? writeTongueWords(findings as unknown as TongueFindings, w.t) : findings;
}

/**
 * The tongue engine's findings as the analysis reads them: each SPEC §5 field with a
 * confidence and the signs (for differentiation), and optionally the engine's SPEC §3 tongue
 * group and plain-language observations. The engine's own TongueFindings fits.
 */
export interface AnalysisTongueFindings extends TongueFindingsInput {
  tongueAnalysis?: unknown;
  observations?: readonly string[];
}

/** Everything one analysis reads. Every field is optional; plain data (it crosses worker boundaries). */
export interface AnalysisInput {
  /** The tongue engine's findings on the photo (from the worker pool, or measured in the browser). */
  tongueFindings?: AnalysisTongueFindings;
  /**
   * Decoded pixels at working size (src/edge/decode-image.ts, or createImageBitmap in a Web
   * Worker): used when `tongueFindings` is absent; the entry runs the tongue engine on them.
   */
  image?: RgbImage;
  /** The practitioner's manual tongue assessment (SPEC §5); its values win over the engine's. */
  manualAssessment?: TongueAssessment;
  /** The consumer questionnaire, with its free-text notes and medications. */
  questionnaire?: Questionnaire;
  pulse?: Pulse;
  /** Free clinical text (English, Spanish or Chinese). */
  symptoms?: string;
  chiefComplaint?: string;
  previousTreatments?: string;
  /** Sex, age in whole years, pregnancy status. */
  person?: { gender?: DifferentiationInput['gender']; age?: number; pregnancyStatus?: PregnancyStatus };
  complexFactors?: readonly string[];
  /** Current medications, free text ('warfarin 5 mg, metformin'). */
  medications?: string;
  /**
   * The person's CCMQ constitutions, the main one first (constitutionOf of what is stored): a
   * prior of the differentiation, and the consumer's advice for their constitution.
   */
  constitution?: readonly ConstitutionJudgement[];
  /** The reader's locale: every text of the result is written in it (English where a translation is missing). */
  locale?: Locale;
  /** SPEC §3 metadata of the practitioner object. */
  meta?: { analysisId?: string; timestamp?: string; fallback?: boolean };
}

/** What the tongue engine said about the photo, when the entry analysed pixels. */
export type AnalysisTongue = { ok: true; findings: TongueFindings } | { ok: false; code: string; reason: string };

/**
 * The whole result of one analysis, plain JSON data (no class, no typed array): the
 * differentiation (findings, ranked patterns with evidence for and against, treatment,
 * cautions, red flags, prognosis), the red flags in words, the SPEC §3 practitioner object and
 * the consumer's recommendation with its safety summary.
 */
export interface AnalysisResult extends DifferentiationResult {
  locale: Locale;
  /** Present when the entry ran the tongue engine on `image`. */
  tongue?: AnalysisTongue;
  /** Red flags with their label and 'see a doctor' advice in the locale, most urgent first. */
  redFlags: RedFlagHit[];
  /** The SPEC §3 object the practitioner API stores and shows. */
  practitioner: BuiltinAnalysisResult;
  /** The consumer recommendation (SPEC §3 Recommendation content) and its safety summary. */
  consumer: ConsumerResult;
  /** The reasoning panel's content for practitioners (top three patterns, evidence for and against, what tells them apart). */
  reasoningView: ReasoningView;
}

/** The differentiation input of an analysis input: the one place the two shapes meet. */
export function toDifferentiationInput(input: AnalysisInput, tongue: AnalysisTongueFindings | undefined): DifferentiationInput {
  const p = input.person ?? {};
  return {
    ...(input.manualAssessment ? { tongue: input.manualAssessment } : {}),
    ...(tongue ? { tongueFindings: { assessment: tongue.assessment, signs: [...(tongue.signs ?? [])] } } : {}),
    ...(input.pulse ? { pulse: input.pulse } : {}),
    ...(input.symptoms ? { symptoms: input.symptoms } : {}),
    ...(input.chiefComplaint ? { chiefComplaint: input.chiefComplaint } : {}),
    ...(input.questionnaire ? { questionnaire: input.questionnaire } : {}),
    ...(p.age !== undefined ? { age: p.age } : {}),
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.pregnancyStatus ? { pregnancyStatus: p.pregnancyStatus } : {}),
    ...(input.complexFactors?.length ? { complexFactors: [...input.complexFactors] } : {}),
    ...(input.medications ? { medications: input.medications } : {}),
    ...(input.previousTreatments ? { previousTreatments: input.previousTreatments } : {}),
    ...(input.constitution?.length ? { constitution: input.constitution.map((c) => ({ id: c.id, verdict: c.verdict })) } : {}),
  };
}

/**
 * THE analysis entry: pure, synchronous, the same for the server's worker pool, the CLI and a
 * browser Web Worker. Runs the tongue engine on `image` when no findings are given, then
 * differentiation once (findings, ranking, treatment, person-fitted cautions, red flags,
 * prognosis), and writes from that one run the SPEC §3 practitioner object and the consumer
 * recommendation, all in `locale`. `deps` replaces the knowledge base in tests.
 */
export function analyse(input: AnalysisInput, deps: DifferentiationDeps = DEFAULT_DIFFERENTIATION_DEPS): AnalysisResult {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const w = wordingFor(locale);
  let tongue: AnalysisTongue | undefined;
  let findings = input.tongueFindings;
  if (!findings && input.image) {
    const measured = analyzeTongue(input.image);
    tongue = measured.ok
      ? { ok: true, findings: measured.findings }
      : { ok: false, code: measured.code, reason: measured.reason };
    if (measured.ok) findings = measured.findings;
  }
  const run = runDifferentiation(deps, toDifferentiationInput(input, findings), w);
  const words = tongueWordsIn(findings, w);
  const timestamp = input.meta?.timestamp ?? new Date().toISOString();
  const practitioner = buildPractitionerResult(
    run,
    {
      tongueAnalysis: words?.tongueAnalysis,
      tongueObservations: words?.observations,
      manualAssessment: input.manualAssessment,
      ...(input.manualAssessment && findings
        ? {
            visitTongue: tongueRecordOf(
              { ...findings, signs: findings.signs?.map((s) => (typeof s === 'string' ? s : s.value)) },
              input.manualAssessment,
            ),
          }
        : {}),
      previousTreatments: input.previousTreatments,
      complexFactors: input.complexFactors,
      analysisId: input.meta?.analysisId ?? `builtin-${timestamp}`,
      timestamp,
      fallback: input.meta?.fallback ?? false,
    },
    w,
  );
  const consumer = buildConsumerResult(
    run,
    { questionnaire: input.questionnaire, tongueObservations: words?.observations, constitution: input.constitution?.[0] },
    w,
  );
  return {
    ...run.result,
    locale,
    ...(tongue ? { tongue } : {}),
    redFlags: run.redFlags,
    practitioner,
    consumer,
    reasoningView: buildReasoningView(run, w),
  };
}
