import type { PatternKnowledge } from '../../types.ts';
import { heartBloodDeficiency } from './heart-blood-deficiency.ts';
import { heartFireBlazing } from './heart-fire-blazing.ts';
import { heartKidneyDisharmony } from './heart-kidney-disharmony.ts';
import { heartSpleenDeficiency } from './heart-spleen-deficiency.ts';
import { heartYinDeficiency } from './heart-yin-deficiency.ts';

/** Heart patterns (心): Blood and Yin deficiency, Fire, and the Heart with the Spleen or the Kidneys. */
export const HEART_PATTERNS: readonly PatternKnowledge[] = [
  heartBloodDeficiency,
  heartFireBlazing,
  heartKidneyDisharmony,
  heartSpleenDeficiency,
  heartYinDeficiency,
];
