import type { ExternalAnalysisResult, ReasoningView } from '../../contract/analysis.ts';
import type { TongueAssessment } from '../../contract/assessment.ts';
import type { AppliedCameraProfile } from '../../contract/camera.ts';
import type { AnalysisRecord, PractitionerAnalysis } from '../../contract/practitioner.ts';
import { recordOfDifferentiation } from '../records/evidence.ts';
import { tongueRecordOf, type StoredTongueFindings } from '../records/tongue-record.ts';
import type { AnalysisResult } from './analyse.ts';

/** What answered a practitioner's analysis: the SPEC §3 object, and what our engine adds beside it. */
export interface AnalysisAnswer {
  result: ExternalAnalysisResult;
  /** What the practitioner must see first (a red flag, pregnancy or breastfeeding cautions), when our engine answered. */
  alerts?: string[];
  /** The reasoning panel's content, when our engine answered. */
  reasoning?: ReasoningView;
  /** The patterns by id and the top pattern's evidence, when our engine answered (records, issue 17). */
  record?: Pick<AnalysisRecord, 'patternIds' | 'evidence' | 'locale'>;
}

/** Our engine's answer from one analysis run. */
export function engineAnswerOf(analysis: AnalysisResult): Required<AnalysisAnswer> {
  const { cautions } = analysis;
  const alerts = [
    ...(analysis.referral ? [analysis.referral] : []),
    ...(cautions.pregnancy ? [cautions.pregnancy] : []),
    ...(cautions.breastfeeding ? [cautions.breastfeeding] : []),
  ];
  return {
    result: analysis.practitioner,
    alerts,
    reasoning: analysis.reasoningView,
    record: { ...recordOfDifferentiation(analysis), locale: analysis.locale },
  };
}

/** The job around an answer: its id, the photo's overlay or why the photo could not be read, the camera, the tongue. */
export interface AnalysisJobFacts {
  analysisId: string;
  overlayImageUrl: string | null;
  imageNote: string | null;
  /** The camera profile whose correction the photo got; null without a photo or a profile. */
  cameraProfile: AppliedCameraProfile | null;
  photoFindings: StoredTongueFindings | null;
  manualTongue?: TongueAssessment | null;
}

/**
 * The finished analysis as the practitioner API stores and answers it (and `tcm analyse`
 * prints it): the answer's SPEC §3 object under our job's id, with our keys beside it.
 */
export function storedPractitionerAnalysis(answer: AnalysisAnswer, job: AnalysisJobFacts): PractitionerAnalysis {
  return {
    ...answer.result,
    // Our id stays the job's name whoever answered, so polls and saved sessions find it.
    analysis_id: job.analysisId,
    overlay_image_url: job.overlayImageUrl,
    image_note: job.imageNote,
    ...(answer.alerts?.length ? { safety_alerts: answer.alerts } : {}),
    ...(answer.reasoning ? { reasoning: answer.reasoning } : {}),
    camera_profile: job.cameraProfile,
    record: {
      ...answer.record,
      tongue: tongueRecordOf(job.photoFindings, job.manualTongue),
      ...(job.photoFindings?.head?.version ? { headVersion: job.photoFindings.head.version } : {}),
    },
  };
}
