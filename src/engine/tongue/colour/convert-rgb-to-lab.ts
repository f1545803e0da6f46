/**
 * sRGB (8-bit, D65) to CIELAB (D65 white) per pixel, into three planar Float32Arrays.
 * Formulae: IEC 61966-2-1 sRGB transfer curve and matrix; CIE 15:2004 Lab with
 * Xn = 0.95047, Yn = 1, Zn = 1.08883. L is 0-100; a and b are roughly -100..100.
 */

/** Planar CIELAB image. */
export interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

const SRGB_TO_LINEAR = new Float32Array(256);
for (let v = 0; v < 256; v++) {
  const c = v / 255;
  SRGB_TO_LINEAR[v] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** The sRGB decoding curve as a 256-entry table (0-1 linear light). */
export const srgbToLinearTable: Readonly<Float32Array> = SRGB_TO_LINEAR;

/** Linear light (0-1) to the sRGB encoding (0-1), IEC 61966-2-1; the inverse of the table above. */
export function linearToSrgb(v: number): number {
  return v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
}

const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

/** Lab of one linear-light RGB triple (0-1 each). */
export function linearRgbToLab(r: number, g: number, b: number): [number, number, number] {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const fx = labF(x),
    fy = labF(y),
    fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** A rectangle of pixels to convert (the rest of the output stays 0). */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Converts an interleaved 8-bit RGB(A) buffer to Lab, optionally multiplying linear light by
 * per-channel white-balance gains first (`gains` = [r, g, b], 1 = unchanged; results clip at 1).
 * With `rect`, only those pixels are converted (the engine needs Lab only on the tongue).
 */
export function convertRgbToLab(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
  gains: readonly [number, number, number] = [1, 1, 1],
  rect: PixelRect = { x: 0, y: 0, width, height },
): LabImage {
  const n = width * height;
  const L = new Float32Array(n),
    A = new Float32Array(n),
    B = new Float32Array(n);
  const [gr, gg, gb] = gains;
  const x0 = Math.max(0, rect.x),
    x1 = Math.min(width, rect.x + rect.width);
  const y0 = Math.max(0, rect.y),
    y1 = Math.min(height, rect.y + rect.height);
  for (let y = y0; y < y1; y++)
    for (let p = y * width + x0; p < y * width + x1; p++) {
      const o = p * channels;
      const r = Math.min(SRGB_TO_LINEAR[data[o]] * gr, 1);
      const g = Math.min(SRGB_TO_LINEAR[data[o + 1]] * gg, 1);
      const b = Math.min(SRGB_TO_LINEAR[data[o + 2]] * gb, 1);
      const lab = linearRgbToLab(r, g, b);
      L[p] = lab[0];
      A[p] = lab[1];
      B[p] = lab[2];
    }
  return { width, height, L, a: A, b: B };
}
