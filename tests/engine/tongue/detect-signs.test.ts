import { describe, expect, it } from 'vitest';
import { THICK_ROOT_COVERAGE, type CoatingReading } from '../../../src/engine/tongue/colour/classify-coating.ts';
import type { RegionReading, RegionReadings } from '../../../src/engine/tongue/colour/measure-regions.ts';
import { detectSigns } from '../../../src/engine/tongue/describe/detect-signs.ts';
import { REGION_NAMES } from '../../../src/engine/tongue/segmentation/split-regions.ts';

const region = (coatingCoverage: number): RegionReading => ({
  bodyLab: { L: 55, a: 25, b: 12 },
  coatingCoverage,
  coatingLab: coatingCoverage > 0.05 ? { L: 70, a: 8, b: 10 } : null,
  coatingColour: coatingCoverage > 0.05 ? 'white' : 'none',
  redness: 25,
  pixels: 1000,
});

/** A coat that covers the root (coverage `root`) more than the rest of the tongue. */
function rootHeavy(root: number): RegionReadings {
  return Object.fromEntries(REGION_NAMES.map((name) => [name, region(name === 'root' ? root : 0.2)])) as RegionReadings;
}

const coat = (thickness: 'thin' | 'thick'): CoatingReading => ({
  value: thickness === 'thick' ? 'thick-white' : 'thin-white',
  confidence: 0.8,
  colour: 'white',
  shade: 'white',
  thickness,
  thickProbability: thickness === 'thick' ? 0.8 : 0.2,
  yellowScore: -0.8,
  distribution: 'root-heavy',
  coverage: 0.4,
  peeled: false,
});

const none = { present: false, severity: 'none', probability: 0.1, confidence: 0.9 } as const;
const noPoints = { present: false, count: 0 };

describe('regional coating signs', () => {
  it('a thick root coating needs a coat read thick: a thin coat that gathers at the root is the usual tongue, not the sign', () => {
    const regions = rootHeavy(THICK_ROOT_COVERAGE + 0.2);
    expect(detectSigns(regions, coat('thick'), { midline: false }, none, noPoints)).toContain('thick-root-coating');
    expect(detectSigns(regions, coat('thin'), { midline: false }, none, noPoints)).not.toContain('thick-root-coating');
    // A thick coat that does not reach the root's coverage is not the sign either.
    expect(detectSigns(rootHeavy(THICK_ROOT_COVERAGE - 0.1), coat('thick'), { midline: false }, none, noPoints)).not.toContain(
      'thick-root-coating',
    );
  });
});
