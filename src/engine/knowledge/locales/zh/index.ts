import type { Catalogue } from '../../localize/translate.ts';
import { ZH_MESSAGES } from './messages.ts';
import { ZH_RED_FLAGS } from './red-flags.ts';

/** The Chinese (Simplified) catalogue of the knowledge base and the engine's wording. */
export const ZH_CATALOGUE: Catalogue = { ...ZH_RED_FLAGS, ...ZH_MESSAGES };
