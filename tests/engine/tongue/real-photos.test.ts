import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeImage, decodeMask } from '../../../src/edge/decode-image.ts';
import { analyzeTongue } from '../../../src/engine/tongue/index.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

// A fixed handful from the reporting (held-out) part of tongue-seg: ids 241-300 were never fitted.
const IDS = ['245', '256', '263', '271', '284', '297'];

function iouAtMaskSize(
  ours: Uint8Array,
  w: number,
  h: number,
  truth: { width: number; height: number; data: Uint8Array },
): number {
  let inter = 0,
    union = 0;
  for (let y = 0; y < truth.height; y++) {
    const sy = Math.min(h - 1, Math.floor(((y + 0.5) * h) / truth.height));
    for (let x = 0; x < truth.width; x++) {
      const sx = Math.min(w - 1, Math.floor(((x + 0.5) * w) / truth.width));
      const a = ours[sy * w + sx] > 0,
        b = truth.data[y * truth.width + x] > 0;
      if (a && b) inter++;
      if (a || b) union++;
    }
  }
  return union ? inter / union : 0;
}

describe.skipIf(!hasSharedData('tongue-seg'))('tongue segmentation on real photos', () => {
  const dir = path.join(sharedDataDir, 'tongue-seg');

  it.each(IDS)('outlines the tongue of held-out photo %s with IoU >= 0.85', async (id) => {
    const { image } = await decodeImage(path.join(dir, 'images', `${id}.jpg`));
    const result = analyzeTongue(image);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const truth = await decodeMask(path.join(dir, 'masks', `${id}.png`));
    expect(iouAtMaskSize(result.mask, image.width, image.height, truth)).toBeGreaterThanOrEqual(0.85);
    expect(result.findings.segmentation.areaFraction).toBeGreaterThan(0.05);
  });

  it('refuses a real photo blurred out of focus', async () => {
    const blurred = await sharp(path.join(dir, 'images', '263.jpg'))
      .blur(8)
      .toBuffer();
    const { image } = await decodeImage(blurred);
    const result = analyzeTongue(image);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('blurred');
  });

  it('refuses a real photo taken almost in the dark', async () => {
    const dark = await sharp(path.join(dir, 'images', '263.jpg'))
      .linear(0.25, 0)
      .toBuffer();
    const { image } = await decodeImage(dark);
    const result = analyzeTongue(image);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/too dark/);
  });
});
