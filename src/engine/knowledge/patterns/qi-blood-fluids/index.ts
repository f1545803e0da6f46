import type { PatternKnowledge } from '../../types.ts';
import { bloodStasis } from './blood-stasis.ts';
import { dampHeatLowerBurner } from './damp-heat-lower-burner.ts';
import { phlegmDampness } from './phlegm-dampness.ts';
import { qiAndBloodDeficiency } from './qi-and-blood-deficiency.ts';
import { qiStagnationBloodStasis } from './qi-stagnation-blood-stasis.ts';

/** Patterns of Qi, Blood and body fluids (气血津液): deficiency of both, stasis, Phlegm-Dampness, Damp-Heat below. */
export const QI_BLOOD_FLUIDS_PATTERNS: readonly PatternKnowledge[] = [
  bloodStasis,
  dampHeatLowerBurner,
  phlegmDampness,
  qiAndBloodDeficiency,
  qiStagnationBloodStasis,
];
