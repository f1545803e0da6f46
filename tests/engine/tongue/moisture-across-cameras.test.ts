import { describe, expect, it } from 'vitest';
import { analyzeTongueWithMask, type RgbImage } from '../../../src/engine/tongue/index.ts';
import { IDENTITY_CAMERA, photograph, type Camera } from '../../../scripts/tongue-head/camera-pipeline.ts';
import { mulberry32 } from '../../../scripts/tongue-train-sampler.ts';
import { drawTongue } from './draw-tongue.ts';

// Moisture is read from the number of separate glint spots on the tongue at the fixed scale, each
// judged against the tongue's own bright part (docs/tongue-engine.md, "Third round: moisture").
// The same drawn tongue, photographed by cameras that differ in exposure (+-1 EV), tone curve,
// sharpening, blur and JPEG quality (down to 40), must read the same moisture. (The drawn tongue
// leaves the glints headroom at +1 EV: where 1.6 times the tongue's bright part is beyond white,
// no glint can be told from the tongue and the reading falls to 'normal'; see the docs.)

/** A drawn tongue with `spots` small near-white glints (3 x 3 px each, on a tongue about 150 px across). */
function glistening(spots: number): { image: RgbImage; mask: Uint8Array } {
  const drawn = drawTongue({ body: [185, 85, 92], coating: { colour: [150, 135, 128], coverage: 0.3 } });
  const { width, data } = drawn.image;
  const rand = mulberry32(18);
  let placed = 0;
  while (placed < spots) {
    const x = Math.round(width * (0.36 + 0.28 * rand())),
      y = Math.round(drawn.image.height * (0.4 + 0.35 * rand()));
    let inside = true;
    for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) if (!drawn.mask[(y + dy) * width + x + dx]) inside = false;
    if (!inside) continue;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) data.set([248, 246, 242], ((y + dy) * width + x + dx) * 3);
    placed++;
  }
  return drawn;
}

const CAMERAS: Array<[string, Partial<Camera>]> = [
  ['as drawn', {}],
  ['-1 EV', { ev: -1, jpegQuality: 90 }],
  ['+1 EV', { ev: 1, jpegQuality: 90 }],
  ['JPEG 40', { jpegQuality: 40 }],
  ['JPEG 40, sharpened', { jpegQuality: 40, sharpen: 1 }],
  ['blurred, JPEG 60', { sharpen: -0.6, jpegQuality: 60 }],
  ['gamma 0.8, -0.5 EV', { gamma: 0.8, ev: -0.5, jpegQuality: 75 }],
  ['gamma 1.25, +0.5 EV, more contrast', { gamma: 1.25, ev: 0.5, contrast: 0.3, jpegQuality: 75 }],
];

async function moistureUnder(drawn: { image: RgbImage; mask: Uint8Array }, camera: Partial<Camera>) {
  const { width, height } = drawn.image;
  const rgb = await photograph(
    Uint8Array.from(drawn.image.data),
    width,
    height,
    { ...IDENTITY_CAMERA, ...camera },
    mulberry32(1),
  );
  const result = analyzeTongueWithMask({ width, height, channels: 3, data: rgb }, drawn.mask);
  if (!result.ok) return { value: `refused (${result.code})`, spots: -1 };
  return { value: result.findings.assessment.moisture?.value ?? 'not assessed', spots: result.findings.moisture.glintSpots };
}

describe('moisture reads the same through exposure, tone, sharpening and JPEG', () => {
  it.each([
    ['a glistening tongue (20 glints)', 20, 'wet'],
    ['a tongue with a few glints (3)', 3, 'normal'],
    ['a tongue without glints', 0, 'normal'],
  ] as const)('%s', async (_name, spots, expected) => {
    const drawn = glistening(spots);
    const read = await Promise.all(CAMERAS.map(async ([label, camera]) => ({ label, ...(await moistureUnder(drawn, camera)) })));
    for (const r of read) expect({ camera: r.label, value: r.value }).toEqual({ camera: r.label, value: expected });
    // the count itself barely moves: every camera sees the same spots
    const counts = read.map((r) => r.spots);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(Math.max(2, Math.round(0.2 * spots)));
  });
});
