import type { Catalogue } from '../../localize/translate.ts';
import { ZH_ACUPOINTS } from './acupoints.ts';
import { ZH_CLINICAL } from './clinical.ts';
import { ZH_HERBS } from './herbs.ts';
import { ZH_INTERACTIONS } from './interactions.ts';
import { ZH_MESSAGES } from './messages.ts';
import { ZH_PATTERNS } from './patterns.ts';
import { ZH_RED_FLAGS } from './red-flags.ts';
import { ZH_TERMS } from './terms.ts';
import { ZH_TONGUE } from './tongue.ts';
import { ZH_FINDINGS } from './findings.ts';
import { ZH_REASONING } from './reasoning.ts';

/**
 * The Chinese (Simplified) catalogue of the knowledge base and the engine's wording. The
 * herb-drug table's texts (./interactions.ts) are in it too.
 */
export const ZH_CATALOGUE: Catalogue = {
  ...ZH_PATTERNS,
  ...ZH_CLINICAL,
  ...ZH_HERBS,
  ...ZH_INTERACTIONS,
  ...ZH_ACUPOINTS,
  ...ZH_TERMS,
  ...ZH_RED_FLAGS,
  ...ZH_MESSAGES,
  ...ZH_TONGUE,
  ...ZH_FINDINGS,
  ...ZH_REASONING,
};
