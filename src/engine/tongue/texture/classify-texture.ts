/**
 * Surface texture (SPEC §5: normal, smooth, rough, cracked, geographic) from the other readings:
 * cracked when fissures are found; geographic when the coating is peeled in patches (map
 * tongue); smooth when almost no coating is left (under SMOOTH_MAX_COVERAGE: the bare, glossy
 * 'mirror' tongue). 'rough' is not claimed: a photo at 512 px cannot tell rough papillae from
 * image noise reliably.
 */
import type { Texture } from '../../../contract/assessment.ts';
import type { CoatingReading } from '../colour/classify-coating.ts';
import type { CrackReading } from './detect-cracks.ts';

export const SMOOTH_MAX_COVERAGE = 0.03;

/** Names the texture. */
export function classifyTexture(cracks: CrackReading, coating: CoatingReading): { value: Texture; confidence: number } {
  if (cracks.present) return { value: 'cracked', confidence: cracks.severity === 'severe' ? 0.8 : 0.6 };
  if (coating.peeled) return { value: 'geographic', confidence: 0.55 };
  if (coating.coverage < SMOOTH_MAX_COVERAGE) return { value: 'smooth', confidence: 0.55 };
  return { value: 'normal', confidence: 0.6 };
}
