import type { Catalogue } from '../../localize/translate.ts';
import { ES_ACUPOINTS } from './acupoints.ts';
import { ES_CLINICAL } from './clinical.ts';
import { ES_FORMULAS } from './formulas.ts';
import { ES_HERBS } from './herbs.ts';
import { ES_INTERACTIONS } from './interactions.ts';
import { ES_MESSAGES } from './messages.ts';
import { ES_PATTERNS } from './patterns.ts';
import { ES_RED_FLAGS } from './red-flags.ts';
import { ES_TERMS } from './terms.ts';
import { ES_TONGUE } from './tongue.ts';
import { ES_FINDINGS } from './findings.ts';
import { ES_REASONING } from './reasoning.ts';

/** The Spanish catalogue of the knowledge base and the engine's wording, the herb-drug table's texts included. */
export const ES_CATALOGUE: Catalogue = {
  ...ES_PATTERNS,
  ...ES_CLINICAL,
  ...ES_HERBS,
  ...ES_INTERACTIONS,
  ...ES_FORMULAS,
  ...ES_ACUPOINTS,
  ...ES_TERMS,
  ...ES_RED_FLAGS,
  ...ES_MESSAGES,
  ...ES_TONGUE,
  ...ES_FINDINGS,
  ...ES_REASONING,
};
