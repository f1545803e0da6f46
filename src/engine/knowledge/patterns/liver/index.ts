import type { PatternKnowledge } from '../../types.ts';
import { liverBloodDeficiency } from './liver-blood-deficiency.ts';
import { liverFireBlazing } from './liver-fire-blazing.ts';
import { liverGallbladderDampHeat } from './liver-gallbladder-damp-heat.ts';
import { liverQiStagnation } from './liver-qi-stagnation.ts';
import { liverQiStagnationSpleenDeficiency } from './liver-qi-stagnation-spleen-deficiency.ts';
import { liverYangRising } from './liver-yang-rising.ts';

/** Liver patterns (肝): Qi stagnation, Blood deficiency, Yang rising, Fire, Damp-Heat with the Gallbladder. */
export const LIVER_PATTERNS: readonly PatternKnowledge[] = [
  liverBloodDeficiency,
  liverFireBlazing,
  liverGallbladderDampHeat,
  liverQiStagnation,
  liverQiStagnationSpleenDeficiency,
  liverYangRising,
];
