/**
 * Training-sample generator for the tongue U-Net: the cached 2x-size square stretch of a photo
 * and its mask go through random geometry (zoom 0.5-2x, aspect 0.7-1.4, rotation +-12 degrees,
 * mirror, reflection padding when zoomed out) and random photometry (brightness +-30 %,
 * per-channel white-balance gains +-15 %, gamma 0.8-1.25, noise, slight blur), so the network
 * meets framings, cameras and light it has not seen. With probability 0.25 the geometry is the
 * identity, which is exactly what inference computes (area average of the working image).
 */

/** Deterministic PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CachedSample {
  /** planar RGB, 3 x cacheSize x cacheSize */
  rgb: Uint8Array;
  /** mask coverage 0-255, cacheSize x cacheSize */
  mask: Uint8Array;
}

export interface TrainingSample {
  /** planar RGB 0-255, 3 x size x size */
  rgb: Float32Array;
  /** target tongue coverage 0-1, size x size */
  target: Float32Array;
}

function reflect(i: number, n: number): number {
  for (let guard = 0; guard < 4 && (i < 0 || i >= n); guard++) {
    if (i < 0) i = -i - 1;
    if (i >= n) i = 2 * n - i - 1;
  }
  return Math.min(Math.max(i, 0), n - 1);
}

function bilinear(plane: Uint8Array, offset: number, n: number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const xa = reflect(x0, n),
    xb = reflect(x0 + 1, n),
    ya = reflect(y0, n),
    yb = reflect(y0 + 1, n);
  const a = plane[offset + ya * n + xa],
    b = plane[offset + ya * n + xb];
  const c = plane[offset + yb * n + xa],
    d = plane[offset + yb * n + xb];
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}

/** Draws one augmented sample of `size x size` from a cached photo (cache side = 2 x size). */
export function sampleTraining(
  cached: CachedSample,
  cacheSize: number,
  size: number,
  rand: () => number,
  augment = true,
): TrainingSample {
  const C = cacheSize;
  let zoom = 1,
    aspect = 1,
    angle = 0,
    flip = false;
  let cx = C / 2,
    cy = C / 2;
  if (augment && rand() >= 0.25) {
    zoom = Math.exp((rand() * 2 - 1) * Math.log(2));
    aspect = Math.exp((rand() * 2 - 1) * Math.log(1.4));
    angle = ((rand() * 2 - 1) * 12 * Math.PI) / 180;
    flip = rand() < 0.5;
  }
  const ww = C / (zoom * Math.sqrt(aspect));
  const wh = (C * Math.sqrt(aspect)) / zoom;
  if (zoom !== 1 || aspect !== 1) {
    // Mask bounding box, so zoomed-in windows usually keep the whole tongue.
    let bx0 = C,
      bx1 = 0,
      by0 = C,
      by1 = 0;
    for (let y = 0; y < C; y++)
      for (let x = 0; x < C; x++)
        if (cached.mask[y * C + x] > 127) {
          if (x < bx0) bx0 = x;
          if (x > bx1) bx1 = x;
          if (y < by0) by0 = y;
          if (y > by1) by1 = y;
        }
    const place = (w: number, b0: number, b1: number): number => {
      if (w > C) return C - w + rand() * (w - C);
      let lo = 0,
        hi = C - w;
      if (b1 >= b0 && w >= b1 - b0 + 1 && rand() < 0.85) {
        lo = Math.max(0, b1 + 1 - w);
        hi = Math.min(C - w, b0);
        if (hi < lo) {
          lo = 0;
          hi = C - w;
        }
      }
      return lo + rand() * (hi - lo);
    };
    cx = place(ww, bx0, bx1) + ww / 2;
    cy = place(wh, by0, by1) + wh / 2;
  }
  const cos = Math.cos(angle),
    sin = Math.sin(angle);
  const stepX = ww / size,
    stepY = wh / size;
  const plane = size * size;
  const rgb = new Float32Array(3 * plane);
  const target = new Float32Array(plane);
  const offsets = [-0.25, 0.25];
  for (let v = 0; v < size; v++) {
    for (let u = 0; u < size; u++) {
      const uu = flip ? size - 1 - u : u;
      let r = 0,
        g = 0,
        b = 0,
        m = 0;
      for (const oy of offsets)
        for (const ox of offsets) {
          const dx = (uu + 0.5 + ox - size / 2) * stepX;
          const dy = (v + 0.5 + oy - size / 2) * stepY;
          const sx = cx + dx * cos - dy * sin - 0.5;
          const sy = cy + dx * sin + dy * cos - 0.5;
          r += bilinear(cached.rgb, 0, C, sx, sy);
          g += bilinear(cached.rgb, C * C, C, sx, sy);
          b += bilinear(cached.rgb, 2 * C * C, C, sx, sy);
          m += bilinear(cached.mask, 0, C, sx, sy);
        }
      const k = v * size + u;
      rgb[k] = r / 4;
      rgb[plane + k] = g / 4;
      rgb[2 * plane + k] = b / 4;
      target[k] = m / (4 * 255);
    }
  }
  if (augment) {
    const brightness = 0.7 + rand() * 0.6;
    const gamma = Math.exp((rand() * 2 - 1) * Math.log(1.25));
    const noise = rand() < 0.5 ? rand() * 5 : 0;
    for (let c = 0; c < 3; c++) {
      const gain = brightness * (0.85 + rand() * 0.3);
      for (let k = c * plane; k < (c + 1) * plane; k++) {
        let val = 255 * Math.pow(rgb[k] / 255, gamma) * gain;
        if (noise > 0) val += noise * (rand() + rand() + rand() - 1.5) * 2;
        rgb[k] = val < 0 ? 0 : val > 255 ? 255 : val;
      }
    }
    if (rand() < 0.25) boxBlur3(rgb, 3, size);
  }
  return { rgb, target };
}

/** In-place 3x3 box blur of each plane (edges clamp), standing in for soft or re-compressed photos. */
function boxBlur3(data: Float32Array, planes: number, size: number): void {
  const plane = size * size;
  const src = data.slice();
  for (let c = 0; c < planes; c++) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        let s = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const yy = Math.min(Math.max(y + dy, 0), size - 1);
            const xx = Math.min(Math.max(x + dx, 0), size - 1);
            s += src[c * plane + yy * size + xx];
          }
        data[c * plane + y * size + x] = s / 9;
      }
    }
  }
}
