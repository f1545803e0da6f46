import type { Acupoint } from '../types.ts';
import { ACUPOINT_LIST } from './points.ts';

/** Every acupoint of the knowledge base, each once, by channel. */
export const ACUPOINTS: readonly Acupoint[] = ACUPOINT_LIST;

const BY_CODE = new Map(ACUPOINTS.map((a) => [a.code, a]));

/** The acupoint of a WHO code; throws for an unknown code (a programming error in the knowledge base). */
export function getAcupoint(code: string): Acupoint {
  const point = BY_CODE.get(code);
  if (!point) throw new Error(`Unknown acupoint '${code}'`);
  return point;
}
