/**
 * Public API of the tongue engine: pixels in, measured tongue findings out. Pure TypeScript,
 * no I/O: callers decode photos (at about 512 px on the long side) and encode images.
 */
export type { RgbImage } from './types.ts';
export type { TongueFindings, TongueResult, Judged, RegionFinding, TongueAnalysisGroup } from './findings.ts';
export type { QualityReport, QualityCode } from './quality/assess-quality.ts';
export { QUALITY_REASONS } from './quality/assess-quality.ts';
export { analyzeTongue, analyzeTongueWithMask, type AnalysisOptions } from './analyze-tongue.ts';
export {
  applyCameraCorrection,
  calibrateWithCard,
  calibrateWithChecker,
  type CameraCorrection,
  type CalibrationResult,
} from './colour/camera-correction.ts';
export { renderOverlay } from './describe/render-overlay.ts';
export { describeTongue } from './describe/describe-tongue.ts';
export { segmentTongue, measureMask } from './segmentation/segment-tongue.ts';
export { estimateWhiteBalance } from './colour/estimate-white-balance.ts';
export { WORKING_LONG_SIDE } from './working-size.ts';
export { checkLiveFrame, GUIDE_SHARE, type LiveFrameCheck, type LiveHint } from './quality/check-live-frame.ts';
export { TONGUE_WORDS, type TongueWordKey, type TranslateWord } from './describe/tongue-words.ts';
export { writeTongueWords } from './describe/write-descriptions.ts';
