/**
 * Synthetic calibration photos under a colour cast (a warm, dim, uncorrected tungsten light):
 * a grey card on a textured brown background, and a 24-patch colour checker filling the capture
 * guide. Encoded as PNG so the only loss is the server's own normalisation.
 */
import sharp from 'sharp';
import { CHECKER_GUIDE_SHARE } from '../../src/contract/camera.ts';
import { COLOR_CHECKER_SRGB } from '../../src/engine/tongue/colour/camera-correction.ts';
import { srgbToLinearTable } from '../../src/engine/tongue/colour/convert-rgb-to-lab.ts';

/** Red up and blue down relative to green, in linear light. */
export const TUNGSTEN_CAST: [number, number, number] = [0.95, 0.7, 0.43];

const lin = srgbToLinearTable;
const encode = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055));
};

async function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const o = (y * width + x) * 3;
      data[o] = encode(r * TUNGSTEN_CAST[0]);
      data[o + 1] = encode(g * TUNGSTEN_CAST[1]);
      data[o + 2] = encode(b * TUNGSTEN_CAST[2]);
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const background = (x: number, y: number): [number, number, number] => {
  const t = 0.5 + 0.5 * Math.sin(x * 0.7) * Math.cos(y * 0.9);
  return [0.12 + 0.08 * t, 0.07 + 0.05 * t, 0.05 + 0.03 * t];
};

/** An 18 % grey card in the middle of the frame. */
export function greyCardPhoto(width = 800, height = 600): Promise<Buffer> {
  return png(width, height, (x, y) =>
    x > width * 0.3 && x < width * 0.7 && y > height * 0.27 && y < height * 0.73 ? [0.18, 0.18, 0.18] : background(x, y),
  );
}

/** The same scene without a card. */
export function noCardPhoto(width = 800, height = 600): Promise<Buffer> {
  return png(width, height, background);
}

/** A ColorChecker Classic filling the capture guide (CHECKER_GUIDE_SHARE of the width, 3:2). */
export function checkerPhoto(width = 900, height = 675): Promise<Buffer> {
  const w = width * CHECKER_GUIDE_SHARE,
    h = (w * 2) / 3;
  const x0 = (width - w) / 2,
    y0 = (height - h) / 2;
  return png(width, height, (x, y) => {
    if (x < x0 || y < y0 || x >= x0 + w || y >= y0 + h) return background(x, y);
    const col = Math.floor(((x - x0) / w) * 6),
      row = Math.floor(((y - y0) / h) * 4);
    return COLOR_CHECKER_SRGB[row * 6 + col].map((v) => lin[v]) as [number, number, number];
  });
}
