/**
 * The progress formula lives in the engine (src/engine/analysis/progress.ts, docs/progress.md);
 * this module keeps the server's import path.
 */
export {
  PROGRESS_LABELS,
  TONGUE_SCORE,
  TONGUE_WEIGHT,
  computeProgress,
  computeWeekly,
  progressLabel,
  scoreToPercent,
  tongueScore,
  weekStart,
  type BalancePoint,
  type CheckInScores,
  type PatternSeverity,
  type TongueState,
} from '../../../engine/analysis/progress.ts';
