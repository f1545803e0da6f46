import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';
import {
  COLOR_CHECKER_SRGB,
  applyCameraCorrection,
  calibrateWithCard,
  calibrateWithChecker,
} from '../../../src/engine/tongue/colour/camera-correction.ts';
import { analyzeTongue } from '../../../src/engine/tongue/index.ts';
import { drawTongue } from './draw-tongue.ts';
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

  /*
   * An exploratory test saved a grey card as a white one: every tongue photo after it was refused
   * as washed out. A camera's automatic exposure does the same to a real white card (it brings a
   * frame-filling white card down to mid-grey), so the card's exposure must not reach the tongue.
   */
  it("balances a tongue photo's colour by the card without its exposure, whichever card the photo was saved as", () => {
    const card = image(400, 300, (x, y) => (x > 120 && x < 280 && y > 80 && y < 220 ? [0.18, 0.18, 0.18] : background(x, y)));
    const asWhite = calibrateWithCard(card, 'white');
    const asGrey = calibrateWithCard(card, 'grey');
    if (!asWhite.ok || !asGrey.ok) throw new Error('the card was not found');
    // The same tongue under the same warm light as the card.
    const drawn = drawTongue({ body: [205, 110, 112], coating: { colour: [206, 205, 204], coverage: 0.3 } });
    const warm = applyCameraCorrection(drawn.image, { kind: 'gains', gains: CAST });
    const white = analyzeTongue(warm, { correction: asWhite.correction });
    const grey = analyzeTongue(warm, { correction: asGrey.correction });
    expect(white.ok, white.ok ? '' : white.reason).toBe(true);
    expect(grey.ok).toBe(true);
    if (!white.ok || !grey.ok) return;
    expect(white.findings.assessment).toEqual(grey.findings.assessment);
    // And the light's colour is taken out: the tongue reads as it does under neutral light.
    const neutral = analyzeTongue(drawn.image);
    if (!neutral.ok) throw new Error(neutral.reason);
    expect(white.findings.assessment.bodyColor.value).toBe(neutral.findings.assessment.bodyColor.value);
  });

  it('says no card is there when the photo has none', () => {
    const photo = image(400, 300, background);
    expect(calibrateWithCard(photo, 'white')).toEqual({ ok: false, reason: 'no-card' });
  });

  it('does not take an even pink surface (a tongue filling the frame) for a card, under the same light', () => {
    // Flat and bright enough, and within the spread a tungsten-lit grey card shows, but magenta:
    // no lamp or sky colours a grey card that way.
    const photo = image(400, 300, (x, y) => (x > 80 && x < 320 && y > 50 && y < 250 ? [0.3, 0.17, 0.26] : background(x, y)));
    expect(calibrateWithCard(photo, 'grey')).toEqual({ ok: false, reason: 'no-card' });
  });

  it.skipIf(!hasSharedData('tongue-seg') || !hasSharedData('tongue-labels'))(
    'refuses real tongue photos offered as a grey card',
    async () => {
      for (const photo of ['tongue-seg/images/020.jpg', 'tongue-labels/images/030.jpg']) {
        const { image: decoded } = await decodeImage(path.join(sharedDataDir, photo));
        expect(calibrateWithCard(decoded, 'grey'), photo).toEqual({ ok: false, reason: 'no-card' });
      }
    },
  );

  it('reports how evenly the card is lit: a shadow across it leaves a larger error than an even card', () => {
    const card = (x: number, y: number) => x > 120 && x < 280 && y > 80 && y < 220;
    const even = calibrateWithCard(
      image(400, 300, (x, y) => (card(x, y) ? [0.18, 0.18, 0.18] : background(x, y))),
      'grey',
    );
    const shaded = calibrateWithCard(
      image(400, 300, (x, y) =>
        card(x, y)
          ? ([0.18, 0.18, 0.18].map((v) => v * (0.8 + (0.4 * (x - 120)) / 160)) as [number, number, number])
          : background(x, y),
      ),
      'grey',
    );
    expect(even.ok && shaded.ok).toBe(true);
    if (!even.ok || !shaded.ok) return;
    expect(shaded.residual).toBeGreaterThan(even.residual + 1);
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

  /** The chart through a camera with a colour cast, an exposure and a tone curve on each channel's encoded value. */
  function chartThroughTone(exposure: number, tone: (encoded: number) => number) {
    const frame = { x: 0, y: 0, width: 360, height: 240 };
    const data = new Uint8Array(frame.width * frame.height * 3);
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++) {
        const patch = COLOR_CHECKER_SRGB[Math.floor(y / 60) * 6 + Math.floor(x / 60)];
        const o = (y * frame.width + x) * 3;
        for (let k = 0; k < 3; k++) data[o + k] = Math.round(255 * tone(encode(lin[patch[k]] * CAST[k] * exposure) / 255));
      }
    return { photo: { width: frame.width, height: frame.height, channels: 3 as const, data }, frame };
  }

  it('undoes a camera tone curve with the grey ramp, so the chart\u2019s colours come back, not only its greys', () => {
    const gamma = 1.3;
    const { photo, frame } = chartThroughTone(1.4, (e) => Math.pow(e, gamma));
    const result = calibrateWithChecker(photo, frame);
    expect(result.ok).toBe(true);
    if (!result.ok || result.correction.kind !== 'matrix') return;
    expect(result.correction.curves).toHaveLength(3);
    expect(result.residual).toBeLessThan(1.5);
    // Light skin (patch 2) and red (patch 15), read back from the corrected photo.
    const corrected = applyCameraCorrection(photo, result.correction);
    for (const index of [1, 14]) {
      const o = ((Math.floor(index / 6) * 60 + 30) * frame.width + (index % 6) * 60 + 30) * 3;
      const back = [0, 1, 2].map((k) => corrected.data[o + k]);
      back.forEach((v, k) => expect(Math.abs(v - COLOR_CHECKER_SRGB[index][k]), `patch ${index + 1}`).toBeLessThanOrEqual(6));
    }
  });

  it('leaves a clipped white patch out of the fit, and refuses a chart whose ramp clips further down', () => {
    const bright = chartThroughTone(1.5, (e) => e);
    const white = bright.photo.data.subarray(((3 * 60 + 30) * 360 + 30) * 3, ((3 * 60 + 30) * 360 + 30) * 3 + 3);
    expect(Math.max(...white)).toBe(255);
    const fit = calibrateWithChecker(bright.photo, bright.frame);
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit.residual).toBeLessThan(2);
    // Had the clipped white been fitted as read, the matrix would pull every colour towards it;
    // light skin (patch 2) comes back as published.
    const corrected = applyCameraCorrection(bright.photo, fit.correction);
    const o = (30 * 360 + 90) * 3;
    [0, 1, 2].forEach((k) =>
      expect(Math.abs(corrected.data[o + k] - COLOR_CHECKER_SRGB[1][k]), `channel ${k}`).toBeLessThanOrEqual(6),
    );
    const blown = chartThroughTone(4.5, (e) => e);
    expect(calibrateWithChecker(blown.photo, blown.frame)).toEqual({ ok: false, reason: 'card-clipped' });
  });
});
