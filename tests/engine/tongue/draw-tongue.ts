/**
 * Draws synthetic mouth photos for the tongue engine's tests: skin, a dark mouth opening with
 * lips and upper teeth, and a tongue (an ellipse with a rounded tip) whose body colour, coating,
 * cracks and edge scallops are chosen by the test. Returns the RGB image and the exact tongue mask.
 */
import type { RgbImage } from '../../../src/engine/tongue/index.ts';

export type Rgb = [number, number, number];

export interface TongueDrawing {
  width?: number;
  height?: number;
  body: Rgb;
  /** coating colour and how much of the tongue it covers (centre and root first) */
  coating?: { colour: Rgb; coverage: number };
  /** number of dark crack lines (a long midline crack plus branches) */
  cracks?: number;
  /** number of scallops on each side edge and their depth as a share of the tongue width */
  scallops?: { count: number; depth: number };
  /** number of small red dots (prickles, about 2 % of the tongue's width across) scattered over it */
  redPoints?: number;
  /** multiply every pixel (exposure) */
  exposure?: number;
}

/** Draws the photo; the mask is 255 inside the drawn tongue. */
export function drawTongue(d: TongueDrawing): { image: RgbImage; mask: Uint8Array } {
  const width = d.width ?? 384,
    height = d.height ?? 288;
  const data = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const cx = width / 2,
    top = height * 0.28,
    length = height * 0.58,
    halfWidth = width * 0.2;
  const skin: Rgb = [205, 160, 140],
    lip: Rgb = [165, 85, 85],
    mouth: Rgb = [45, 18, 22],
    teeth: Rgb = [238, 236, 228];
  // Red dots on a jittered grid over the body, in tongue coordinates (s across, t along).
  const dots: Array<{ s: number; t: number }> = [];
  for (let k = 0; k < (d.redPoints ?? 0); k++) {
    const columns = 8;
    const jitter = (n: number) => (((Math.imul(k + 1, n) >>> 0) % 1000) / 1000 - 0.5) * 0.06;
    dots.push({
      s: -0.6 + (1.2 * (k % columns)) / (columns - 1) + jitter(0x9e3779b1),
      t: 0.2 + 0.065 * Math.floor(k / columns) + jitter(0x85ebca6b),
    });
  }
  const dotRadius = halfWidth * 0.02;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c: Rgb = skin;
      const mx = (x - cx) / (width * 0.3),
        my = (y - height * 0.33) / (height * 0.2);
      const mouthR = mx * mx + my * my;
      if (mouthR < 1.25) c = lip;
      if (mouthR < 1) c = mouth;
      if (mouthR < 1 && y < height * 0.2 && Math.abs(x - cx) < width * 0.2) c = teeth;
      // Tongue: half-ellipse body, rounded tip; t runs 0 (root) to 1 (tip).
      const t = (y - top) / length;
      if (t >= 0 && t <= 1) {
        let half = halfWidth * Math.sqrt(Math.max(0, 1 - Math.pow(Math.max(0, t - 0.55) / 0.45, 2)));
        if (d.scallops && t > 0.2 && t < 0.8) {
          const phase = ((t - 0.2) / 0.6) * d.scallops.count;
          half -= halfWidth * 2 * d.scallops.depth * Math.max(0, Math.sin(Math.PI * phase)) ** 4;
        }
        if (Math.abs(x - cx) < half) {
          mask[y * width + x] = 255;
          c = d.body;
          const s = (x - cx) / half;
          if (d.coating) {
            // Coating grows from the centre line and root outwards.
            const reach = Math.sqrt(d.coating.coverage) * 1.15;
            if (Math.abs(s) < reach && t < 0.3 + reach * 0.7) c = d.coating.colour;
          }
          for (const dot of dots) {
            const dx = x - (cx + dot.s * halfWidth),
              dy = y - (top + dot.t * length);
            if (dx * dx + dy * dy <= dotRadius * dotRadius)
              c = [Math.min(255, Math.round(d.body[0] * 1.1)), Math.round(d.body[1] * 0.6), Math.round(d.body[2] * 0.65)];
          }
          if (d.cracks) {
            const lines = [0, ...Array.from({ length: d.cracks - 1 }, (_, k) => (k % 2 ? 1 : -1) * (0.25 + 0.1 * k))];
            for (const l of lines) {
              const along =
                l === 0 ? Math.abs(s) < 0.03 && t > 0.15 && t < 0.8 : Math.abs(s - l * (t - 0.2)) < 0.03 && t > 0.3 && t < 0.7;
              if (along) c = [Math.round(d.body[0] * 0.45), Math.round(d.body[1] * 0.4), Math.round(d.body[2] * 0.45)];
            }
          }
        }
      }
      const o = (y * width + x) * 3;
      // Gentle shading and fixed-pattern noise, as in a real photo, so textures are not perfectly flat.
      // Pixel noise everywhere, stronger on the tongue where papillae give real photos texture.
      const hash = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b) ^ Math.imul(x ^ y, 0xc2b2ae35)) >>> 0;
      const noise = mask[y * width + x] ? (hash % 17) - 8 : (hash % 7) - 3;
      const e = d.exposure ?? 1;
      for (let k = 0; k < 3; k++) data[o + k] = Math.max(0, Math.min(255, Math.round((c[k] + noise) * e)));
    }
  }
  return { image: { width, height, channels: 3, data }, mask };
}

/** Box-blurs an RGB image (radius r, repeated 3 times ~ Gaussian). */
export function blurImage(image: RgbImage, r: number): RgbImage {
  let src = Uint8Array.from(image.data);
  const { width, height } = image;
  for (let pass = 0; pass < 3; pass++) {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let k = 0; k < 3; k++) {
          let s = 0,
            n = 0;
          for (let dy = -r; dy <= r; dy++)
            for (let dx = -r; dx <= r; dx++) {
              const yy = Math.min(height - 1, Math.max(0, y + dy)),
                xx = Math.min(width - 1, Math.max(0, x + dx));
              s += src[(yy * width + xx) * 3 + k];
              n++;
            }
          out[(y * width + x) * 3 + k] = Math.round(s / n);
        }
      }
    }
    src = out;
  }
  return { ...image, data: src };
}
