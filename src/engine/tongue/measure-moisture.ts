/**
 * Moisture from saliva sheen: the share of the tongue covered by specular glints (see
 * classify-pixels.ts). A wet tongue reflects the light in many bright spots; a dry one barely
 * at all. Thresholds are set at the 10th and 90th percentiles of the development photos
 * (tongue-seg and tongue-labels fitting split, measured by scripts/tongue-fit-colour.ts), so
 * "dry" and "wet" mean "drier/wetter than 9 in 10 development photos" — a relative reading, not a
 * calibrated one: no moisture labels exist to fit against.
 */
import { MOISTURE_THRESHOLDS } from './model/texture-thresholds.ts';

export interface MoistureReading {
  value: 'dry' | 'normal' | 'wet';
  /** specular pixels / tongue pixels, 0-1 */
  specularFraction: number;
  confidence: number;
}

/** Names the moisture from the glint share. */
export function measureMoisture(specularFraction: number): MoistureReading {
  const { dry, wet } = MOISTURE_THRESHOLDS;
  const value = specularFraction <= dry ? 'dry' : specularFraction >= wet ? 'wet' : 'normal';
  // Log distance to the nearest threshold: one doubling away gives ~0.8.
  const nearest = value === 'dry' ? dry : value === 'wet' ? wet : Math.abs(Math.log((specularFraction + 1e-4) / (dry + 1e-4))) < Math.abs(Math.log((specularFraction + 1e-4) / (wet + 1e-4))) ? dry : wet;
  const distance = Math.abs(Math.log2((specularFraction + 1e-4) / (nearest + 1e-4)));
  return { value, specularFraction, confidence: Math.min(0.9, 0.5 + 0.3 * distance) };
}
