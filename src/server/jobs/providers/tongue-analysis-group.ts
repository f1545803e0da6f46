import type { BuiltinAnalysisResult } from '../../../contract/analysis.ts';
import type { TongueAssessment } from '../../../contract/assessment.ts';
import { tongueGroupFromAssessment as engineTongueGroup } from '../../../engine/analysis/tongue-map.ts';
import { wordingFor } from '../../../engine/analysis/wording.ts';

/**
 * The SPEC §3 tongue_analysis group written from a manual assessment, in English: Maciocia's
 * tongue map lives in the engine (src/engine/analysis/tongue-map.ts).
 */
export function tongueGroupFromAssessment(a: TongueAssessment | undefined): BuiltinAnalysisResult['tongue_analysis'] {
  return engineTongueGroup(a, wordingFor('en'));
}
