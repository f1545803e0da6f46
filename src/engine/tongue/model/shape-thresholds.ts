/**
 * Thresholds fitted by scripts/tongue-fit-shape.ts on the fitting split; do not edit by hand.
 * Width/length ratio 10th and 90th percentiles and median tip bluntness of 820 fitting photos of
 * both sets (tongue-labels, tongue-seg).
 */
export const SHAPE_THRESHOLDS = { narrowRatio: 0.8048, wideRatio: 1.3125, bluntTip: 0.6409 };
