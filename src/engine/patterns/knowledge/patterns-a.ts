import type { PatternKnowledge } from './types.ts';
import { liverQiStagnation } from './patterns/liver-qi-stagnation.ts';
import { liverQiStagnationSpleenDeficiency } from './patterns/liver-qi-stagnation-spleen-deficiency.ts';
import { liverBloodDeficiency } from './patterns/liver-blood-deficiency.ts';
import { liverYangRising } from './patterns/liver-yang-rising.ts';
import { liverFireBlazing } from './patterns/liver-fire-blazing.ts';
import { liverGallbladderDampHeat } from './patterns/liver-gallbladder-damp-heat.ts';
import { spleenQiDeficiency } from './patterns/spleen-qi-deficiency.ts';
import { spleenYangDeficiency } from './patterns/spleen-yang-deficiency.ts';
import { coldDampEncumberingSpleen } from './patterns/cold-damp-encumbering-spleen.ts';
import { spleenStomachDampHeat } from './patterns/spleen-stomach-damp-heat.ts';
import { stomachFire } from './patterns/stomach-fire.ts';
import { stomachYinDeficiency } from './patterns/stomach-yin-deficiency.ts';
import { foodStagnation } from './patterns/food-stagnation.ts';
import { heartBloodDeficiency } from './patterns/heart-blood-deficiency.ts';
import { heartYinDeficiency } from './patterns/heart-yin-deficiency.ts';
import { heartFireBlazing } from './patterns/heart-fire-blazing.ts';

/**
 * Part A of the pattern knowledge base: the Liver, Spleen, Stomach and Heart patterns,
 * in the order of ../shared/tcm/patterns.json (its first 16 ids).
 */
export const PATTERNS_A: readonly PatternKnowledge[] = [
  liverQiStagnation,
  liverQiStagnationSpleenDeficiency,
  liverBloodDeficiency,
  liverYangRising,
  liverFireBlazing,
  liverGallbladderDampHeat,
  spleenQiDeficiency,
  spleenYangDeficiency,
  coldDampEncumberingSpleen,
  spleenStomachDampHeat,
  stomachFire,
  stomachYinDeficiency,
  foodStagnation,
  heartBloodDeficiency,
  heartYinDeficiency,
  heartFireBlazing,
];
