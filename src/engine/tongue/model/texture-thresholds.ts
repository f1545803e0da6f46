/**
 * Severity thresholds of the crack and tooth-mark scores. PROVISIONAL hand-set values until
 * scripts/tongue-fit-colour.ts rewrites this file from the tongue-labels fitting split.
 */
export const CRACK_THRESHOLDS = { light: 0.5, severe: 2 };
export const TOOTH_MARK_THRESHOLDS = { light: 2, severe: 4 };
/** Specular-glint share of the tongue below which it reads dry, above which wet. */
export const MOISTURE_THRESHOLDS = { dry: 0.001, wet: 0.03 };
/** Width/length ratio percentiles of the development tongues (small/thin below p10, enlarged above p90). */
export const SHAPE_THRESHOLDS = { narrowRatio: 0.75, wideRatio: 1.1, bluntTip: 0.8 };
