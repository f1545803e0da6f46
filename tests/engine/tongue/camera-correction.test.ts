import { describe, expect, it } from 'vitest';
import {
  COLOR_CHECKER_SRGB,
  applyCameraCorrection,
  calibrateWithCard,
  calibrateWithChecker,
} from '../../../src/engine/tongue/colour/camera-correction.ts';
import { srgbToLinearTable } from '../../../src/engine/tongue/colour/convert-rgb-to-lab.ts';
import type { RgbImage } from '../../../src/engine/tongue/index.ts';

const lin = srgbToLinearTable;
const encode = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055));
};
/** A warm, dim light: red up and blue down relative to green, in linear light (an uncorrected tungsten lamp). */
const CAST: [number, number, number] = [0.95, 0.7, 0.43];

function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([encode(r * CAST[0]), encode(g * CAST[1]), encode(b * CAST[2])], (y * width + x) * 3);
    }
  return { width, height, channels: 3, data };
}

// A textured brownish background with a little noise, so only the card is flat and neutral.
const background = (x: number, y: number): [number, number, number] => {
  const t = 0.5 + 0.5 * Math.sin(x * 0.7) * Math.cos(y * 0.9);
  return [0.12 + 0.08 * t, 0.07 + 0.05 * t, 0.05 + 0.03 * t];
};

describe('camera calibration from a reference card', () => {
  it('finds a grey card under a colour cast and makes it neutral at 18 %', () => {
    const photo = image(400, 300, (x, y) => (x > 120 && x < 280 && y > 80 && y < 220 ? [0.18, 0.18, 0.18] : background(x, y)));
    const result = calibrateWithCard(photo, 'grey');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const corrected = applyCameraCorrection(photo, result.correction);
    const o = (150 * 400 + 200) * 3;
    const [r, g, b] = [0, 1, 2].map((k) => lin[corrected.data[o + k]]);
    expect(Math.abs(r - g) / g).toBeLessThan(0.03);
    expect(Math.abs(b - g) / g).toBeLessThan(0.03);
    expect(g).toBeCloseTo(0.18, 1);
    expect(result.residual).toBeLessThan(1);
  });

  it('says no card is there when the photo has none', () => {
    const photo = image(400, 300, background);
    expect(calibrateWithCard(photo, 'white')).toEqual({ ok: false, reason: 'no-card' });
  });

  it('reads a 24-patch checker in the guide, upright or upside down, and fits a matrix that undoes the cast', () => {
    const frame = { x: 40, y: 30, width: 360, height: 240 };
    const chart = (flip: boolean) =>
      image(440, 300, (x, y) => {
        if (x < frame.x || y < frame.y || x >= frame.x + frame.width || y >= frame.y + frame.height) return background(x, y);
        const col = Math.floor(((x - frame.x) / frame.width) * 6),
          row = Math.floor(((y - frame.y) / frame.height) * 4);
        const index = flip ? 23 - (row * 6 + col) : row * 6 + col;
        return COLOR_CHECKER_SRGB[index].map((v) => lin[v]) as [number, number, number];
      });
    for (const flip of [false, true]) {
      const result = calibrateWithChecker(chart(flip), frame);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.correction.kind).toBe('matrix');
      // ΔE after correction is small (8-bit quantisation only); before, the cast is strong.
      expect(result.residual).toBeLessThan(2);
    }
    const noChart = calibrateWithChecker(image(440, 300, background), frame);
    expect(noChart).toEqual({ ok: false, reason: 'chart-not-found' });
  });
});
