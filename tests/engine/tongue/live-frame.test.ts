import { describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import { analyzeTongue, checkLiveFrame, type RgbImage } from '../../../src/engine/tongue/index.ts';
import path from 'node:path';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

async function frame(file: string, transform: (s: Sharp) => Sharp = (s) => s): Promise<RgbImage> {
  // Two steps: a live frame is small, and an aimed-off view is a cut of the camera's picture.
  const small = await sharp(file).resize(160).toBuffer();
  const { data, info } = await transform(sharp(small)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) };
}

describe('capture guidance on the live frame', () => {
  const photo = hasSharedData('tongue-seg') ? path.join(sharedDataDir, 'tongue-seg/images/250.jpg') : undefined;

  it.skipIf(!photo)('a well-lit, framed tongue is ok; the same frame too dark or off-centre gets its hint', async () => {
    expect((await frame(photo!)).width).toBe(160);
    expect(checkLiveFrame(await frame(photo!)).hint).toBe('ok');
    expect(checkLiveFrame(await frame(photo!, (s) => s.linear(0.25, 0))).hint).toBe('too-dark');
    // The camera aimed off to the side: the tongue at the left edge of the view.
    const hint = checkLiveFrame(
      await frame(photo!, (s) =>
        s.extract({ left: 40, top: 0, width: 120, height: 120 }).extend({ left: 0, right: 60, background: '#3a2f2a' }),
      ),
    ).hint;
    expect(hint).toBe('tongue-outside-guide');
  });

  it.skipIf(!photo)(
    'under a warm lamp the frame is warned about, and a photo taken anyway is read with its colour marked uncertain',
    async () => {
      // A lamp that leaves the white reference about 3-4 times warmer than it is blue (a phone that
      // balances only part of a tungsten light): over the gate's full-confidence limit, under its refusal.
      const warm = (s: Sharp) => s.linear([1.2, 1, 0.66], [0, 0, 0]);
      expect(checkLiveFrame(await frame(photo!, warm)).hint).toBe('colour-cast');
      const { data, info } = await warm(sharp(photo!).resize(512)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const result = analyzeTongue({ width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.findings.quality.castRatio).toBeGreaterThan(3);
      expect(result.findings.head.colourUncertain).toBe(true);
      expect(result.findings.assessment.bodyColor.confidence).toBeLessThanOrEqual(0.45);
      expect(result.findings.observations.some((o) => /colour reading is uncertain/.test(o))).toBe(true);
    },
  );

  it('a frame with no face at all is no tongue', () => {
    const data = new Uint8Array(160 * 120 * 3);
    for (let k = 0; k < data.length; k += 3) data.set([120 + ((k / 3) % 7), 118, 115], k);
    expect(checkLiveFrame({ width: 160, height: 120, channels: 3, data }).hint).toBe('no-tongue');
  });
});
