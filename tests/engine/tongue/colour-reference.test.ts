import { describe, expect, it } from 'vitest';
import { analyzeTongueWithMask, type RgbImage, type TongueResult } from '../../../src/engine/tongue/index.ts';
import { drawTongue } from './draw-tongue.ts';

function findingsOf(result: TongueResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result.findings;
}

/** The same photo with every pixel but the teeth (which keep white balance's reference) darker. */
function darkenAroundTeeth(image: RgbImage, factor: number): RgbImage {
  const data = new Uint8Array(image.data);
  for (let o = 0; o < data.length; o += image.channels) {
    if (data[o] > 225 && data[o + 1] > 225) continue;
    for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[o + c] * factor);
  }
  return { ...image, data };
}

describe('tongue colour read against the lips and skin around it', () => {
  it('reports the lips-and-skin reference it used', () => {
    const { image, mask } = drawTongue({ body: [200, 120, 125] });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(f.colourReference.usable).toBe(true);
    expect(f.colourReference.a).toBeGreaterThan(5);
  });

  it('reads the same body colour when the camera renders the whole face darker', () => {
    const { image, mask } = drawTongue({ body: [200, 120, 125] });
    const normal = findingsOf(analyzeTongueWithMask(image, mask));
    const dark = findingsOf(analyzeTongueWithMask(darkenAroundTeeth(image, 0.75), mask));
    expect(dark.bodyColour.L).toBeCloseTo(normal.bodyColour.L, 0);
    expect(dark.assessment.bodyColor.value).toBe(normal.assessment.bodyColor.value);
  });
});
