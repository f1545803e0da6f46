/**
 * A simulated camera: what another phone or another lab's camera would have made of the same
 * scene. Applied to an 8-bit sRGB photo, in linear light (IEC 61966-2-1 curve undone first):
 *
 * 1. white balance left at another light: linear gains of a black body at `kelvin` relative to
 *    6500 K (Planckian locus, Kim et al. 2002 cubic fit of CIE 1931 xy; normalised to green),
 *    scaled by `wbStrength` (an auto white balance corrects part of the cast);
 * 2. a 3x3 colour-correction matrix near identity, each row summing to 1 (neutrals stay neutral,
 *    as in every camera's CCM, but saturation and hue rendering move);
 * 3. exposure: `ev` stops (clipping at 1, as a sensor does);
 * 4. a tone curve: the sRGB encoding raised to `gamma`, blended with a smooth S-curve by `contrast`;
 * 5. saturation scaled by `saturation` around the encoded luma;
 * 6. sensor noise (Gaussian, `noise` in 8-bit units), then sharpening or denoising (sharp's
 *    unsharp mask or a Gaussian blur) and a JPEG round trip at `jpegQuality`.
 *
 * The ranges follow issue 18 (2800-7500 K, CCMs around identity, tone and gamma, +-1 EV,
 * saturation +-30 %, JPEG 40-95, sharpening, denoising, noise). Training draws a fresh camera per
 * sample (`randomCamera`); the evaluation's fixed family (`cameraFamily`) comes from another seed,
 * so the evaluation never meets a camera drawn for training.
 */
import sharp from 'sharp';
import { srgbToLinearTable } from '../../src/engine/tongue/colour/convert-rgb-to-lab.ts';

export interface Camera {
  kelvin: number;
  /** share of the black body's cast left in the photo (0 = perfect white balance) */
  wbStrength: number;
  ccm: [number, number, number, number, number, number, number, number, number];
  ev: number;
  gamma: number;
  contrast: number;
  saturation: number;
  noise: number;
  /** > 0: unsharp mask sigma; < 0: Gaussian blur sigma (denoising); 0: neither */
  sharpen: number;
  jpegQuality: number;
}

export const IDENTITY_CAMERA: Camera = {
  kelvin: 6500,
  wbStrength: 0,
  ccm: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  ev: 0,
  gamma: 1,
  contrast: 0,
  saturation: 1,
  noise: 0,
  sharpen: 0,
  jpegQuality: 100,
};

/** CIE 1931 xy of a black body (Kim et al. 2002 fit, 1667-25000 K). */
function planckianXy(kelvin: number): [number, number] {
  const t = kelvin,
    t2 = t * t,
    t3 = t2 * t;
  const x =
    t <= 4000
      ? -0.2661239e9 / t3 - 0.234358e6 / t2 + 0.8776956e3 / t + 0.17991
      : -3.0258469e9 / t3 + 2.1070379e6 / t2 + 0.2226347e3 / t + 0.24039;
  const x2 = x * x,
    x3 = x2 * x;
  const y =
    t <= 2222
      ? -1.1063814 * x3 - 1.3481102 * x2 + 2.18555832 * x - 0.20219683
      : t <= 4000
        ? -0.9549476 * x3 - 1.37418593 * x2 + 2.09137015 * x - 0.16748867
        : 3.081758 * x3 - 5.8733867 * x2 + 3.75112997 * x - 0.37001483;
  return [x, y];
}

/** Linear sRGB of a black body of luminance 1. */
function planckianRgb(kelvin: number): [number, number, number] {
  const [x, y] = planckianXy(kelvin);
  const X = x / y,
    Y = 1,
    Z = (1 - x - y) / y;
  return [
    3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z,
    -0.969266 * X + 1.8760108 * Y + 0.041556 * Z,
    0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z,
  ];
}

/** Per-channel linear gains of light at `kelvin` as a camera balanced for 6500 K renders it. */
export function whiteBalanceGains(kelvin: number, strength: number): [number, number, number] {
  const at = planckianRgb(kelvin),
    ref = planckianRgb(6500);
  const raw = [at[0] / ref[0], at[1] / ref[1], at[2] / ref[2]];
  return [0, 1, 2].map((c) => Math.pow(raw[c] / raw[1], strength)) as [number, number, number];
}

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
}

/** A camera drawn from the ranges. */
export function randomCamera(rand: () => number): Camera {
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const off = () => gaussian(rand) * 0.06;
  const rows = [0, 1, 2].map((r) => {
    const row = [off(), off(), off()];
    row[r] = 0;
    row[r] = 1 - (row[0] + row[1] + row[2]);
    return row;
  });
  const pick = rand();
  return {
    // Uniform in mired (1e6 / K), as colour temperature differences are perceived.
    kelvin: 1e6 / uniform(1e6 / 7500, 1e6 / 2800),
    wbStrength: uniform(0.15, 0.6),
    ccm: rows.flat() as Camera['ccm'],
    ev: uniform(-1, 1),
    gamma: uniform(0.8, 1.25),
    contrast: uniform(-0.3, 0.4),
    saturation: uniform(0.7, 1.3),
    noise: rand() < 0.5 ? 0 : uniform(0, 4),
    sharpen: pick < 0.3 ? uniform(0.5, 1.5) : pick < 0.55 ? -uniform(0.3, 1.0) : 0,
    jpegQuality: Math.round(uniform(40, 95)),
  };
}

/** The evaluation's fixed family of cameras (another seed than any training run). */
export function cameraFamily(count = 24, seed = 0x5eed_18): Camera[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => randomCamera(rand));
}

function encodeSrgb(v: number): number {
  return v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
}

/** Steps 1-5 and the noise of step 6, in place on interleaved RGB(A) bytes (`channels` 3 or 4; alpha untouched). */
export function applyColourSteps(data: Uint8Array, channels: number, camera: Camera, rand: () => number): void {
  const wb = whiteBalanceGains(camera.kelvin, camera.wbStrength);
  const exposure = Math.pow(2, camera.ev);
  const m = camera.ccm;
  // Everything after the linear stage depends on one value per channel: tabulate it.
  const tone = new Float32Array(4096);
  for (let k = 0; k < 4096; k++) {
    const e = Math.pow(encodeSrgb(k / 4095), camera.gamma);
    const s = e * e * (3 - 2 * e);
    tone[k] = Math.min(1, Math.max(0, e + camera.contrast * (s - e)));
  }
  const lin = srgbToLinearTable;
  const n = data.length / channels;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = m;
  const toneOf = (v: number) => tone[Math.round(Math.min(1, Math.max(0, v * exposure)) * 4095)];
  const s = camera.saturation,
    noise = camera.noise;
  const saturate = (luma: number, v: number) => {
    const value = (luma + s * (v - luma)) * 255 + (noise ? gaussian(rand) * noise : 0);
    return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
  };
  for (let p = 0; p < n; p++) {
    const o = p * channels;
    const r = lin[data[o]] * wb[0],
      g = lin[data[o + 1]] * wb[1],
      b = lin[data[o + 2]] * wb[2];
    const tr = toneOf(m0 * r + m1 * g + m2 * b),
      tg = toneOf(m3 * r + m4 * g + m5 * b),
      tb = toneOf(m6 * r + m7 * g + m8 * b);
    const luma = 0.299 * tr + 0.587 * tg + 0.114 * tb;
    data[o] = saturate(luma, tr);
    data[o + 1] = saturate(luma, tg);
    data[o + 2] = saturate(luma, tb);
  }
}

/** A photo file as upright sRGB bytes (3 channels), the input the simulated cameras take. */
export async function decodeForCamera(imagePath: string): Promise<{ rgb: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(imagePath)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * The whole camera on an RGB image (interleaved, 3 channels): colour steps, then sharpening or
 * denoising and the JPEG round trip with sharp. Returns the JPEG bytes (what an upload would be).
 */
export async function photographAsJpeg(
  rgb: Uint8Array,
  width: number,
  height: number,
  camera: Camera,
  rand: () => number,
): Promise<Buffer> {
  const data = new Uint8Array(rgb);
  applyColourSteps(data, 3, camera, rand);
  let image = sharp(data, { raw: { width, height, channels: 3 } });
  if (camera.sharpen > 0) image = image.sharpen({ sigma: camera.sharpen });
  else if (camera.sharpen < 0) image = image.blur(-camera.sharpen);
  return image.jpeg({ quality: camera.jpegQuality, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** The camera applied to RGB bytes, decoded back to RGB bytes of the same size. */
export async function photograph(
  rgb: Uint8Array,
  width: number,
  height: number,
  camera: Camera,
  rand: () => number,
): Promise<Uint8Array> {
  const jpeg = await photographAsJpeg(rgb, width, height, camera, rand);
  const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
