/**
 * Moisture from saliva sheen. A wet tongue reflects the light in bright glints; a dry one
 * barely. The reading is the highlight contrast: the 99.5th percentile of L* over the tongue
 * minus its median (CIELAB units), a continuous measure that does not collapse to zero on
 * photos without a clipped glint, so small changes of light do not flip it. Thresholds are the
 * 10th and 90th percentiles of the development photos (tongue-seg and tongue-labels fitting
 * split, measured by scripts/tongue-fit-colour.ts), so "dry" and "wet" mean "less / more sheen
 * than 9 in 10 development photos": a relative reading, not a calibrated one, since no moisture
 * labels exist to fit against.
 */
import { MOISTURE_THRESHOLDS } from '../model/texture-thresholds.ts';

export interface MoistureReading {
  value: 'dry' | 'normal' | 'wet';
  /** 99.5th percentile minus median L* of the tongue */
  highlightContrast: number;
  confidence: number;
}

/** Names the moisture from the highlight contrast. */
export function measureMoisture(highlightContrast: number): MoistureReading {
  const { dry, wet } = MOISTURE_THRESHOLDS;
  const value = highlightContrast <= dry ? 'dry' : highlightContrast >= wet ? 'wet' : 'normal';
  const distance =
    value === 'dry'
      ? dry - highlightContrast
      : value === 'wet'
        ? highlightContrast - wet
        : Math.min(highlightContrast - dry, wet - highlightContrast);
  // 5 L* units past a threshold gives ~0.8.
  return { value, highlightContrast, confidence: Math.min(0.9, 0.5 + 0.06 * distance) };
}
