import type { PatternKnowledge } from '../../types.ts';
import { windColdExterior } from './wind-cold-exterior.ts';
import { windHeatExterior } from './wind-heat-exterior.ts';

/** Exterior patterns (表证): invasion of Wind-Cold or Wind-Heat. */
export const EXTERIOR_PATTERNS: readonly PatternKnowledge[] = [windColdExterior, windHeatExterior];
