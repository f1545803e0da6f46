/**
 * Thresholds fitted by scripts/tongue-fit-colour.ts on the fitting split; do not edit by hand.
 * Cracks: 82 light / 68 severe labelled fitting photos; balanced accuracy light vs severe 0.662.
 * Tooth marks: 107 light / 60 severe labelled fitting photos; balanced accuracy light vs severe 0.591.
 */
export const CRACK_THRESHOLDS = { light: 0.8955, severe: 3.1601 };
export const TOOTH_MARK_THRESHOLDS = { light: 2.0788, severe: 2.9886 };
/** Highlight contrast of the tongue (L* units): 10th and 90th percentiles of 820 fitting photos of both sets. */
export const MOISTURE_THRESHOLDS = { dry: 14.238, wet: 26.193 };
/** Width/length ratio 10th and 90th percentiles and median tip bluntness of the same photos. */
export const SHAPE_THRESHOLDS = { narrowRatio: 0.8048, wideRatio: 1.3125, bluntTip: 0.6409 };
