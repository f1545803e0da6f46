import type { PatternKnowledge } from '../../types.ts';
import { coldDampEncumberingSpleen } from './cold-damp-encumbering-spleen.ts';
import { foodStagnation } from './food-stagnation.ts';
import { spleenQiDeficiency } from './spleen-qi-deficiency.ts';
import { spleenStomachDampHeat } from './spleen-stomach-damp-heat.ts';
import { spleenYangDeficiency } from './spleen-yang-deficiency.ts';
import { stomachFire } from './stomach-fire.ts';
import { stomachYinDeficiency } from './stomach-yin-deficiency.ts';

/** Spleen and Stomach patterns (脾胃): deficiency, Cold-Damp, Damp-Heat, Fire, Yin deficiency, food retention. */
export const SPLEEN_STOMACH_PATTERNS: readonly PatternKnowledge[] = [
  coldDampEncumberingSpleen,
  foodStagnation,
  spleenQiDeficiency,
  spleenStomachDampHeat,
  spleenYangDeficiency,
  stomachFire,
  stomachYinDeficiency,
];
