import { describe, expect, it } from 'vitest';
import { analyzeTongue, analyzeTongueWithMask, type TongueResult } from '../../../src/engine/tongue/index.ts';
import { blurImage, drawTongue } from './draw-tongue.ts';

function findingsOf(result: TongueResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result.findings;
}

// Classifiers are checked on drawn tongues with their exact mask (analyzeTongueWithMask), so a
// segmentation slip on a cartoon cannot hide a classification bug; the segmenter itself is
// measured on real photos (real-photos.test.ts, npm run eval:tongue).
describe('tongue classification on drawn photos', () => {
  it('reads a pale tongue with a thick white coating', () => {
    const { image, mask } = drawTongue({ body: [228, 186, 182], coating: { colour: [206, 205, 204], coverage: 0.45 } });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(f.assessment.bodyColor.value).toBe('pale');
    expect(f.assessment.coating.value).toBe('thick-white');
    expect(f.coatingDetails.thickness).toBe('thick');
    expect(f.coatingDetails.colour).toBe('white');
  });

  it('reads a red tongue with a yellow coating', () => {
    const { image, mask } = drawTongue({ body: [200, 95, 100], coating: { colour: [214, 178, 80], coverage: 0.4 } });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(['red', 'deep-red']).toContain(f.assessment.bodyColor.value);
    expect(f.assessment.coating.value).toBe('yellow');
    expect(f.coatingDetails.colour).toBe('yellow');
  });

  it('reads a purple tongue', () => {
    const { image, mask } = drawTongue({ body: [128, 62, 104] });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(f.assessment.bodyColor.value).toBe('purple');
    expect(f.bodyColour.hue).toBeLessThan(10);
  });

  it('finds cracks on a cracked tongue and none on a smooth one', () => {
    const cracked = drawTongue({ body: [205, 105, 110], cracks: 4 });
    const plain = drawTongue({ body: [205, 105, 110] });
    const fc = findingsOf(analyzeTongueWithMask(cracked.image, cracked.mask));
    const fp = findingsOf(analyzeTongueWithMask(plain.image, plain.mask));
    expect(fc.cracks.present).toBe(true);
    expect(fc.assessment.texture.value).toBe('cracked');
    expect(fc.cracks.midline).toBe(true);
    expect(fc.signs).toContain('midline-crack');
    expect(fp.cracks.present).toBe(false);
    expect(fc.cracks.score).toBeGreaterThan(fp.cracks.score);
  });

  it('finds tooth marks on a scalloped tongue and none on a smooth outline', () => {
    const scalloped = drawTongue({ body: [205, 105, 110], scallops: { count: 4, depth: 0.05 } });
    const plain = drawTongue({ body: [205, 105, 110] });
    const fs = findingsOf(analyzeTongueWithMask(scalloped.image, scalloped.mask));
    const fp = findingsOf(analyzeTongueWithMask(plain.image, plain.mask));
    expect(fs.toothMarks.present).toBe(true);
    expect(fs.assessment.shape.value).toBe('scalloped');
    expect(fs.signs).toContain('tooth-marks');
    expect(fp.toothMarks.present).toBe(false);
  });

  it('fills the SPEC §3 tongue_analysis group and consumer observations', () => {
    const { image, mask } = drawTongue({ body: [200, 95, 100], coating: { colour: [214, 178, 80], coverage: 0.4 } });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(Object.keys(f.tongueAnalysis).sort()).toEqual([
      'areas_especificas',
      'color_cuerpo',
      'forma_tamaño',
      'humedad',
      'saburra',
    ]);
    expect(Object.keys(f.tongueAnalysis.areas_especificas).sort()).toEqual(['bordes', 'centro', 'punta', 'raiz']);
    expect(f.tongueAnalysis.saburra.color).toMatch(/yellow/);
    expect(f.observations.some((o) => /yellow/i.test(o))).toBe(true);
    for (const region of ['tip', 'leftSide', 'rightSide', 'centre', 'root'] as const)
      expect(f.regions[region].bodyLab.L).toBeGreaterThan(0);
  });
});

describe('quality gate on drawn photos', () => {
  it('refuses a dark photo and says to add light', () => {
    const { image, mask } = drawTongue({ body: [205, 105, 110], exposure: 0.15 });
    for (const result of [analyzeTongue(image), analyzeTongueWithMask(image, mask)]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.code).toBe('too-dark');
        expect(result.reason).toMatch(/too dark/i);
        expect(result.quality.meanLuma).toBeLessThan(45);
      }
    }
  });

  it('refuses a blurred photo and says to hold still', () => {
    const { image, mask } = drawTongue({ body: [205, 105, 110], cracks: 3 });
    const sharp = analyzeTongueWithMask(image, mask);
    expect(sharp.ok).toBe(true);
    const result = analyzeTongueWithMask(blurImage(image, 4), mask);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('blurred');
      expect(result.reason).toMatch(/blurred/i);
    }
  });

  it('refuses a photo with no tongue in it', () => {
    const width = 320,
      height = 240;
    const data = new Uint8Array(width * height * 3);
    for (let p = 0; p < width * height; p++) data.set([200 + (p % 5), 160, 140], p * 3);
    const result = analyzeTongue({ width, height, channels: 3, data });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(['no-tongue', 'tongue-too-small']).toContain(result.code);
  });

  it('refuses a photo under strongly coloured light', () => {
    const { image } = drawTongue({ body: [205, 105, 110] });
    for (let p = 0; p < image.width * image.height; p++) {
      image.data[p * 3] = Math.round(image.data[p * 3] * 0.3);
      image.data[p * 3 + 1] = Math.round(image.data[p * 3 + 1] * 0.5);
    }
    const result = analyzeTongue(image);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('colour-cast');
  });

  it('rejects malformed pixel buffers with a precise error', () => {
    expect(() => analyzeTongue({ width: 100, height: 100, channels: 3, data: new Uint8Array(10) })).toThrow(RangeError);
  });
});
