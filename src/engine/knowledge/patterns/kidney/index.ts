import type { PatternKnowledge } from '../../types.ts';
import { kidneyYangDeficiency } from './kidney-yang-deficiency.ts';
import { kidneyYinDeficiency } from './kidney-yin-deficiency.ts';
import { liverKidneyYinDeficiency } from './liver-kidney-yin-deficiency.ts';

/** Kidney patterns (肾): Yang and Yin deficiency, with the Liver. */
export const KIDNEY_PATTERNS: readonly PatternKnowledge[] = [kidneyYangDeficiency, kidneyYinDeficiency, liverKidneyYinDeficiency];
