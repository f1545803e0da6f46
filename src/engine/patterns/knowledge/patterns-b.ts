import type { PatternKnowledge } from './types.ts';
import { heartSpleenDeficiency } from './patterns/heart-spleen-deficiency.ts';
import { heartKidneyDisharmony } from './patterns/heart-kidney-disharmony.ts';
import { lungQiDeficiency } from './patterns/lung-qi-deficiency.ts';
import { lungYinDeficiency } from './patterns/lung-yin-deficiency.ts';
import { phlegmHeatInLung } from './patterns/phlegm-heat-in-lung.ts';
import { windColdExterior } from './patterns/wind-cold-exterior.ts';
import { windHeatExterior } from './patterns/wind-heat-exterior.ts';
import { kidneyYangDeficiency } from './patterns/kidney-yang-deficiency.ts';
import { kidneyYinDeficiency } from './patterns/kidney-yin-deficiency.ts';
import { liverKidneyYinDeficiency } from './patterns/liver-kidney-yin-deficiency.ts';
import { qiAndBloodDeficiency } from './patterns/qi-and-blood-deficiency.ts';
import { bloodStasis } from './patterns/blood-stasis.ts';
import { qiStagnationBloodStasis } from './patterns/qi-stagnation-blood-stasis.ts';
import { phlegmDampness } from './patterns/phlegm-dampness.ts';
import { dampHeatLowerBurner } from './patterns/damp-heat-lower-burner.ts';
import { balanced } from './patterns/balanced.ts';

/**
 * Part B of the pattern knowledge base: Heart-Spleen and Heart-Kidney, Lung, exterior, Kidney,
 * Qi-Blood, stasis, Phlegm-Damp, lower-burner Damp-Heat and the balanced state (16 of the 32
 * canonical patterns of ../shared/tcm/patterns.json), in the order of that file.
 */
export const PATTERNS_B: readonly PatternKnowledge[] = [
  heartSpleenDeficiency,
  heartKidneyDisharmony,
  lungQiDeficiency,
  lungYinDeficiency,
  phlegmHeatInLung,
  windColdExterior,
  windHeatExterior,
  kidneyYangDeficiency,
  kidneyYinDeficiency,
  liverKidneyYinDeficiency,
  qiAndBloodDeficiency,
  bloodStasis,
  qiStagnationBloodStasis,
  phlegmDampness,
  dampHeatLowerBurner,
  balanced,
];
