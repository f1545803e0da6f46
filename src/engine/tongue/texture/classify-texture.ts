/**
 * Surface texture (SPEC §5: normal, smooth, rough, cracked, geographic) from the other readings:
 * cracked when fissures are found; geographic when the coating is peeled in patches (map
 * tongue). 'smooth' (a bare, glossy mirror tongue) and 'rough' are not claimed: no camera's
 * labels hold them, and at 512 px rough papillae cannot be told from image noise.
 */
import type { Texture } from '../../../contract/assessment.ts';
import type { CoatingReading } from '../colour/classify-coating.ts';
import type { TextureSignJudgement } from './judge-texture-signs.ts';

/** Names the texture. */
export function classifyTexture(cracks: TextureSignJudgement, coating: CoatingReading): { value: Texture; confidence: number } {
  if (cracks.present) return { value: 'cracked', confidence: cracks.confidence };
  if (coating.peeled) return { value: 'geographic', confidence: 0.55 };
  return { value: 'normal', confidence: cracks.confidence };
}
