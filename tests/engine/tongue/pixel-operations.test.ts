import { describe, expect, it } from 'vitest';
import { convertRgbToLab } from '../../../src/engine/tongue/colour/convert-rgb-to-lab.ts';
import { dilateGrey, dilateMask, erodeGrey, erodeMask } from '../../../src/engine/tongue/segmentation/morphology.ts';
import { decodeFloat32Base64 } from '../../../src/engine/tongue/model/decode-float32-base64.ts';
import { resizeAreaToPlanar } from '../../../src/engine/tongue/segmentation/resize-area.ts';
import { fillHoles, keepLargestComponent } from '../../../src/engine/tongue/segmentation/label-components.ts';

describe('pixel operations of the tongue engine', () => {
  it('converts sRGB to CIELAB like the CIE reference values', () => {
    const lab = convertRgbToLab(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 0, 0]), 3, 1, 3);
    expect(lab.L[0]).toBeCloseTo(100, 1);
    expect(Math.abs(lab.a[0])).toBeLessThan(0.05);
    // sRGB red: L 53.24, a 80.09, b 67.20 (D65)
    expect(lab.L[1]).toBeCloseTo(53.24, 1);
    expect(lab.a[1]).toBeCloseTo(80.09, 0);
    expect(lab.b[1]).toBeCloseTo(67.2, 0);
    expect(lab.L[2]).toBe(0);
  });

  it('computes running min and max exactly for any radius', () => {
    const w = 29,
      h = 17;
    const src = Float32Array.from({ length: w * h }, (_, k) => (Math.sin(k * 12.9898) * 43758.5453) % 1);
    for (const r of [1, 3, 8, 20]) {
      const max = dilateGrey(src, w, h, r),
        min = erodeGrey(src, w, h, r);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let mx = -Infinity,
            mn = Infinity;
          for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
            for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) {
              mx = Math.max(mx, src[yy * w + xx]);
              mn = Math.min(mn, src[yy * w + xx]);
            }
          }
          expect(max[y * w + x]).toBe(mx);
          expect(min[y * w + x]).toBe(mn);
        }
      }
    }
  });

  it('erodes and dilates binary masks exactly like the square window definition', () => {
    const w = 23,
      h = 19;
    const mask = Uint8Array.from({ length: w * h }, (_, k) => ((k * 7919) % 11 < 7 ? 255 : 0));
    for (const r of [1, 2, 6]) {
      const eroded = erodeMask(mask, w, h, r),
        dilated = dilateMask(mask, w, h, r);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let all = true,
            any = false;
          for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
            for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) {
              all &&= mask[yy * w + xx] > 0;
              any ||= mask[yy * w + xx] > 0;
            }
          }
          expect(eroded[y * w + x]).toBe(all ? 255 : 0);
          expect(dilated[y * w + x]).toBe(any ? 255 : 0);
        }
      }
    }
  });

  it('area-averages when shrinking, preserving the mean', () => {
    const data = Uint8Array.from({ length: 40 * 30 }, (_, k) => (k * 37) % 256);
    const out = resizeAreaToPlanar(data, 40, 30, 1, 1, 7, 5);
    const meanIn = data.reduce((s, v) => s + v, 0) / data.length;
    const meanOut = out.reduce((s, v) => s + v, 0) / out.length;
    expect(meanOut).toBeCloseTo(meanIn, 3);
  });

  it('keeps the largest region and fills its holes', () => {
    const w = 10,
      h = 8;
    const mask = new Uint8Array(w * h);
    for (let y = 1; y < 7; y++) for (let x = 1; x < 6; x++) mask[y * w + x] = 255;
    mask[3 * w + 3] = 0; // a hole
    mask[1 * w + 8] = 255; // a speck
    const filled = fillHoles(keepLargestComponent(mask, w, h), w, h);
    expect(filled[3 * w + 3]).toBe(255);
    expect(filled[1 * w + 8]).toBe(0);
  });

  it('decodes base64 float32 weights', () => {
    const bytes = new Uint8Array(new Float32Array([1.5, -2, 3.25]).buffer);
    const b64 = btoa(String.fromCharCode(...bytes));
    expect(Array.from(decodeFloat32Base64(b64))).toEqual([1.5, -2, 3.25]);
  });
});
