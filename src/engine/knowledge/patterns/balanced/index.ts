import type { PatternKnowledge } from '../../types.ts';
import { balanced } from './balanced.ts';

/** The balanced state: no disharmony found. */
export const BALANCED_PATTERNS: readonly PatternKnowledge[] = [balanced];
