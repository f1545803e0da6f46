import type { Catalogue } from '../../localize/translate.ts';
import { ES_MESSAGES } from './messages.ts';
import { ES_PATTERNS } from './patterns.ts';
import { ES_RED_FLAGS } from './red-flags.ts';

/** The Spanish catalogue of the knowledge base and the engine's wording. */
export const ES_CATALOGUE: Catalogue = { ...ES_PATTERNS, ...ES_RED_FLAGS, ...ES_MESSAGES };
