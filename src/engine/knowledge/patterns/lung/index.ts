import type { PatternKnowledge } from '../../types.ts';
import { lungQiDeficiency } from './lung-qi-deficiency.ts';
import { lungYinDeficiency } from './lung-yin-deficiency.ts';
import { phlegmHeatInLung } from './phlegm-heat-in-lung.ts';

/** Lung patterns (肺): Qi and Yin deficiency, Phlegm-Heat. */
export const LUNG_PATTERNS: readonly PatternKnowledge[] = [lungQiDeficiency, lungYinDeficiency, phlegmHeatInLung];
