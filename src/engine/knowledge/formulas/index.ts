import type { Formula } from '../types.ts';
import { CALMING_FORMULAS } from './calming.ts';
import { CLEARING_HEAT_FORMULAS } from './clearing-heat.ts';
import { DAMPNESS_PHLEGM_FOOD_FORMULAS } from './dampness-phlegm-food.ts';
import { EXTERIOR_FORMULAS } from './exterior.ts';
import { HARMONIZING_REGULATING_FORMULAS } from './harmonizing-regulating.ts';
import { TONIFYING_FORMULAS } from './tonifying.ts';
import { WARMING_FORMULAS } from './warming.ts';

/** Every formula of the knowledge base, each once, grouped by category. */
export const FORMULAS: readonly Formula[] = [
  ...TONIFYING_FORMULAS,
  ...HARMONIZING_REGULATING_FORMULAS,
  ...CLEARING_HEAT_FORMULAS,
  ...WARMING_FORMULAS,
  ...DAMPNESS_PHLEGM_FOOD_FORMULAS,
  ...EXTERIOR_FORMULAS,
  ...CALMING_FORMULAS,
];

const BY_ID = new Map(FORMULAS.map((f) => [f.id, f]));

/** The formula of an id; throws for an unknown id (a programming error in the knowledge base). */
export function getFormula(id: string): Formula {
  const formula = BY_ID.get(id);
  if (!formula) throw new Error(`Unknown formula id '${id}'`);
  return formula;
}
