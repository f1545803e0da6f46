/**
 * Public API of the tongue engine (placeholder while the analysis modules land).
 */
export type { RgbImage } from './types.ts';
