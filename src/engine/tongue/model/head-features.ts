/**
 * What the tongue head reads (model/read-tongue-head.ts): a small set of measurements of the
 * tongue chosen to survive a change of camera.
 *
 * Colour is measured in linear light relative to the lips and skin around the tongue (the
 * "face reference": the median of a ring outside the outline, without the dark open mouth and
 * bright neutral patches such as teeth or a paper bib). Whatever multiplies every channel of the
 * whole photo (the light's colour, a camera's white balance, exposure) cancels in those ratios,
 * which is also how a person judges a tongue: against the lips and skin of the same photo.
 * Within the tongue, the redder half of its pixels stands for the body and the whitest quarter
 * for the coating, so a coat over a body and the body itself are both read.
 *
 * Everything is measured on the tongue and its surroundings resampled so that the tongue is
 * TEXTURE_WIDTH pixels across (a fixed physical scale: a larger or sharper photo does not change
 * what is seen, and the work is the same for every photo). Texture contrast is divided by the
 * tongue's own spread of valley depth, so a sharper photo does not create fissures: dark valleys
 * (morphological black-hat, about 1.5 % of the width) stronger than CRACK_Z spreads that form
 * lines longer than 6 % of the tongue's length are crack lines.
 *
 * Every feature is a plain number; HEAD_FEATURES names them in order.
 */
import { srgbToLinearTable } from '../colour/convert-rgb-to-lab.ts';
import { estimateWhiteBalance } from '../colour/estimate-white-balance.ts';
import { labelComponents } from '../segmentation/label-components.ts';
import { blackHat, dilateMask, erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox } from '../segmentation/segment-tongue.ts';
import { detectToothMarks } from '../texture/detect-tooth-marks.ts';
import { measureSheen, type SheenReading } from '../texture/measure-sheen.ts';
import type { RgbImage } from '../types.ts';

export const HEAD_FEATURES = [
  'tongue.rg',
  'tongue.bg',
  'tongue.l',
  'body.rg',
  'body.bg',
  'body.l',
  'coat.rg',
  'coat.bg',
  'coat.l',
  'spread.rg',
  'spread.bg',
  'spread.l',
  'coat-body.bg',
  'root-tip.rg',
  'root-tip.bg',
  'crack.cover',
  'crack.longest',
  'crack.cover-deep',
  'crack.longest-deep',
  'crack.long-lines',
  'texture.z',
  'tooth.score',
  'tooth.marks',
  'sheen.glint',
  'sheen.film',
  'shape.width-length',
  'reference.rg',
  'reference.bg',
] as const;

export const TEXTURE_WIDTH = 128;
/** A crack pixel is this many of the tongue's own valley-depth spreads darker than its surroundings ('deep': CRACK_Z_DEEP). */
export const CRACK_Z = 2.5;
export const CRACK_Z_DEEP = 4;

export interface HeadFeatures {
  values: number[];
  /** median linear R, G, B of the face reference and of the tongue */
  reference: [number, number, number];
  tongue: [number, number, number];
  /** median linear R, G, B of the body (the redder half of the tongue's core) */
  body: [number, number, number];
  /** a face reference was found (else the tongue's own median stands in and colour is uncertain) */
  referenceUsable: boolean;
  /** saliva sheen at the fixed scale (also the moisture reading) */
  sheen: SheenReading;
}

const lin = srgbToLinearTable;
const EPS = 1e-4;

function quantile(sorted: Float32Array, q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] : 0;
}

function sortedCopy(values: Float32Array): Float32Array {
  return Float32Array.from(values).sort();
}

/** Median of the values at the given indices. */
function medianOf(values: Float32Array, indices: Int32Array | number[]): number {
  const picked = new Float32Array(indices.length);
  for (let k = 0; k < indices.length; k++) picked[k] = values[indices[k]];
  return quantile(picked.sort(), 0.5);
}

/** The tongue's neighbourhood resampled so that the tongue is TEXTURE_WIDTH pixels wide. */
export function canonical(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): { image: RgbImage; mask: Uint8Array; bbox: BoundingBox } {
  const margin = Math.round(0.15 * Math.max(bbox.width, bbox.height));
  const x0 = Math.max(0, bbox.x - margin),
    y0 = Math.max(0, bbox.y - margin);
  const x1 = Math.min(image.width, bbox.x + bbox.width + margin),
    y1 = Math.min(image.height, bbox.y + bbox.height + margin);
  const w = x1 - x0,
    h = y1 - y0;
  const scale = TEXTURE_WIDTH / Math.max(1, bbox.width);
  const W = Math.max(8, Math.round(w * scale)),
    H = Math.max(8, Math.round(h * scale));
  // Area average in one pass: every photo pixel adds to the cell its centre falls in.
  const n = W * H;
  const sums = new Float32Array(n * 4),
    counts = new Float32Array(n);
  const cellX = new Int32Array(w);
  for (let x = 0; x < w; x++) cellX[x] = Math.min(W - 1, Math.floor(((x + 0.5) * W) / w));
  for (let y = 0; y < h; y++) {
    const row = Math.min(H - 1, Math.floor(((y + 0.5) * H) / h)) * W;
    for (let x = 0; x < w; x++) {
      const p = (y0 + y) * image.width + x0 + x,
        o = p * image.channels,
        c = row + cellX[x];
      sums[c * 4] += image.data[o];
      sums[c * 4 + 1] += image.data[o + 1];
      sums[c * 4 + 2] += image.data[o + 2];
      if (mask[p]) sums[c * 4 + 3] += 1;
      counts[c] += 1;
    }
  }
  const data = new Uint8Array(n * 3);
  const small = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    // A cell no pixel fell in (a tongue smaller than TEXTURE_WIDTH pixels) takes its left neighbour's value.
    const from = counts[c] > 0 ? c : c > 0 ? c - 1 : c;
    const k = Math.max(1, counts[from]);
    data[c * 3] = Math.round(sums[from * 4] / k);
    data[c * 3 + 1] = Math.round(sums[from * 4 + 1] / k);
    data[c * 3 + 2] = Math.round(sums[from * 4 + 2] / k);
    small[c] = sums[from * 4 + 3] / k >= 0.5 ? 255 : 0;
  }
  const sx = W / w,
    sy = H / h;
  return {
    image: { width: W, height: H, channels: 3, data },
    mask: small,
    bbox: {
      x: Math.round((bbox.x - x0) * sx),
      y: Math.round((bbox.y - y0) * sy),
      width: Math.max(1, Math.round(bbox.width * sx)),
      height: Math.max(1, Math.round(bbox.height * sy)),
    },
  };
}

export function measureHeadFeatures(photo: RgbImage, photoMask: Uint8Array, photoBbox: BoundingBox): HeadFeatures {
  const { image, mask, bbox } = canonical(photo, photoMask, photoBbox);
  const { width, height, data } = image;
  const channels = 3;
  // Core of the tongue (4 % of its width inside the outline, where lips and shadow do not bleed in).
  const core = erodeMask(mask, width, height, Math.max(1, Math.round(bbox.width * 0.04)));
  // Every other pixel of every other row is plenty for colour statistics (about 2,500 samples).
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x % 2 || y % 2) core[y * width + x] = 0;
  let n = 0;
  for (let p = 0; p < core.length; p++) if (core[p]) n++;
  const lr = new Float32Array(n),
    lg = new Float32Array(n),
    lb = new Float32Array(n),
    ll = new Float32Array(n),
    rowShare = new Float32Array(n);
  for (let p = 0, k = 0; p < core.length; p++) {
    if (!core[p]) continue;
    const o = p * channels;
    const r = lin[data[o]] + EPS,
      g = lin[data[o + 1]] + EPS,
      b = lin[data[o + 2]] + EPS;
    lr[k] = Math.log(r);
    lg[k] = Math.log(g);
    lb[k] = Math.log(b);
    ll[k] = Math.log(0.2126 * r + 0.7152 * g + 0.0722 * b);
    rowShare[k++] = (Math.floor(p / width) - bbox.y) / Math.max(1, bbox.height);
  }
  const rg = lr.map((v, k) => v - lg[k]),
    bg = lb.map((v, k) => v - lg[k]);
  const sRg = sortedCopy(rg),
    sBg = sortedCopy(bg),
    sL = sortedCopy(ll);
  const tongueLum = Math.exp(quantile(sL, 0.5));

  // Face reference: a ring 1.5-6 % of the tongue's width outside the outline.
  const outer = dilateMask(mask, width, height, Math.max(2, Math.round(bbox.width * 0.06)));
  const inner = dilateMask(mask, width, height, Math.max(1, Math.round(bbox.width * 0.015)));
  let ring = 0,
    kept = 0;
  for (let p = 0; p < mask.length; p++) if (outer[p] && !inner[p]) ring++;
  const refR = new Float32Array(ring),
    refG = new Float32Array(ring),
    refB = new Float32Array(ring);
  for (let p = 0; p < mask.length; p++) {
    if (!outer[p] || inner[p]) continue;
    const o = p * channels;
    const r = lin[data[o]],
      g = lin[data[o + 1]],
      b = lin[data[o + 2]];
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    if (l < 0.25 * tongueLum) continue;
    const hi = Math.max(r, g, b),
      lo = Math.min(r, g, b);
    if (l > tongueLum && lo > 0.75 * hi) continue;
    refR[kept] = r;
    refG[kept] = g;
    refB[kept++] = b;
  }
  const med = (v: Float32Array) => quantile(sortedCopy(v.subarray(0, kept)), 0.5);
  const tongue: [number, number, number] = [Math.exp(quantile(sortedCopy(lr), 0.5)), Math.exp(quantile(sortedCopy(lg), 0.5)), Math.exp(quantile(sortedCopy(lb), 0.5))];
  // (the core is sampled, so these sorts are of about 2,500 values)
  const referenceUsable = kept >= 20 && kept >= 0.25 * ring;
  const reference: [number, number, number] = referenceUsable ? [med(refR), med(refG), med(refB)] : tongue;
  const refRg = Math.log(reference[0] + EPS) - Math.log(reference[1] + EPS);
  const refBg = Math.log(reference[2] + EPS) - Math.log(reference[1] + EPS);
  const refL = Math.log(0.2126 * reference[0] + 0.7152 * reference[1] + 0.0722 * reference[2] + EPS);

  // Body: the redder half; coating: the whitest quarter.
  const rgMedian = quantile(sRg, 0.5),
    rgLow = quantile(sRg, 0.25);
  const bodyIdx: number[] = [],
    coatIdx: number[] = [],
    rootIdx: number[] = [],
    tipIdx: number[] = [];
  for (let k = 0; k < n; k++) {
    if (rg[k] >= rgMedian) bodyIdx.push(k);
    if (rg[k] <= rgLow) coatIdx.push(k);
    if (rowShare[k] < 0.3) rootIdx.push(k);
    else if (rowShare[k] > 0.8) tipIdx.push(k);
  }
  const bodyRgb: [number, number, number] = [
    Math.exp(medianOf(lr, bodyIdx)),
    Math.exp(medianOf(lg, bodyIdx)),
    Math.exp(medianOf(lb, bodyIdx)),
  ];
  const body = [medianOf(rg, bodyIdx) - refRg, medianOf(bg, bodyIdx) - refBg, medianOf(ll, bodyIdx) - refL];
  const coat = [medianOf(rg, coatIdx) - refRg, medianOf(bg, coatIdx) - refBg, medianOf(ll, coatIdx) - refL];

  const texture = measureTexture(image, mask, bbox);
  const teeth = detectToothMarks(mask, width, bbox);
  // The light's colour from the brightest pixels around the tongue (teeth, glints), for the glint test.
  const light = estimateWhiteBalance(image);
  const sheen = measureSheen(image, mask, [
    light.gains[0] / light.exposureGain,
    1,
    light.gains[2] / light.exposureGain,
  ]);
  let widest = 0;
  for (let y = bbox.y; y < Math.min(height, bbox.y + bbox.height); y++) {
    let l = -1,
      r = -1;
    for (let x = bbox.x; x < Math.min(width, bbox.x + bbox.width); x++)
      if (mask[y * width + x]) {
        if (l < 0) l = x;
        r = x;
      }
    if (l >= 0) widest = Math.max(widest, r - l + 1);
  }
  const values = [
    rgMedian - refRg,
    quantile(sBg, 0.5) - refBg,
    quantile(sL, 0.5) - refL,
    ...body,
    ...coat,
    quantile(sRg, 0.9) - quantile(sRg, 0.1),
    quantile(sBg, 0.9) - quantile(sBg, 0.1),
    quantile(sL, 0.9) - quantile(sL, 0.1),
    coat[1] - body[1],
    medianOf(rg, rootIdx) - medianOf(rg, tipIdx),
    medianOf(bg, rootIdx) - medianOf(bg, tipIdx),
    texture.shallow.cover,
    texture.shallow.longest,
    texture.deep.cover,
    texture.deep.longest,
    texture.shallow.longLines,
    texture.meanZ,
    teeth.score,
    teeth.marks,
    sheen.glintShare,
    sheen.filmShare,
    bbox.height ? widest / bbox.height : 0,
    ...referenceChroma(reference),
  ];
  return { values: values.map((v) => (Number.isFinite(v) ? v : 0)), reference, tongue, body: bodyRgb, referenceUsable, sheen };
}

interface CrackLines {
  /** per cent of the searched tongue covered by crack lines */
  cover: number;
  /** the longest line, as a share of the tongue's length */
  longest: number;
  /** lines longer than 15 % of the tongue's length */
  longLines: number;
}

/** Crack lines at two depths and the general texture, on the fixed-scale tongue, contrast in the tongue's own units. */
function measureTexture(image: RgbImage, mask: Uint8Array, bbox: BoundingBox): { shallow: CrackLines; deep: CrackLines; meanZ: number } {
  const W = image.width,
    H = image.height;
  const plane = W * H;
  const L = new Float32Array(plane);
  for (let k = 0; k < plane; k++) {
    const o = k * image.channels;
    L[k] = Math.log(0.2126 * lin[image.data[o]] + 0.7152 * lin[image.data[o + 1]] + 0.0722 * lin[image.data[o + 2]] + EPS);
  }
  const searched = erodeMask(mask, W, H, Math.round(bbox.width * 0.06));
  const hat = blackHat(L, W, H, 2);
  let searchedCount = 0;
  for (let k = 0; k < plane; k++) if (searched[k]) searchedCount++;
  const none: CrackLines = { cover: 0, longest: 0, longLines: 0 };
  if (searchedCount < 50) return { shallow: none, deep: none, meanZ: 0 };
  const depths = new Float32Array(searchedCount);
  for (let k = 0, j = 0; k < plane; k++) if (searched[k]) depths[j++] = hat[k];
  depths.sort();
  // The tongue's own spread of valley depth: papillae and pores set the scale a crack must beat.
  const scale = Math.max(1e-3, depths[depths.length >> 1] * 1.4826 + 1e-3);
  let zSum = 0;
  for (let k = 0; k < plane; k++) if (searched[k]) zSum += hat[k] / scale;
  const lines = (z: number): CrackLines => {
    const candidate = new Uint8Array(plane);
    for (let k = 0; k < plane; k++) if (searched[k] && hat[k] / scale > z) candidate[k] = 255;
    const { labels, areas } = labelComponents(candidate, W, H);
    const minY = new Int32Array(areas.length).fill(H),
      maxY = new Int32Array(areas.length).fill(-1),
      minX = new Int32Array(areas.length).fill(W),
      maxX = new Int32Array(areas.length).fill(-1);
    for (let k = 0; k < plane; k++) {
      const l = labels[k];
      if (!l) continue;
      const x = k % W,
        y = (k - x) / W;
      minY[l] = Math.min(minY[l], y);
      maxY[l] = Math.max(maxY[l], y);
      minX[l] = Math.min(minX[l], x);
      maxX[l] = Math.max(maxX[l], x);
    }
    let cover = 0,
      longest = 0,
      longLines = 0;
    for (let l = 1; l < areas.length; l++) {
      const extent = (Math.max(maxY[l] - minY[l], maxX[l] - minX[l]) + 1) / bbox.height;
      if (extent < 0.06) continue;
      cover += areas[l];
      longest = Math.max(longest, extent);
      if (extent >= 0.15) longLines++;
    }
    return { cover: (100 * cover) / searchedCount, longest, longLines };
  };
  return { shallow: lines(CRACK_Z), deep: lines(CRACK_Z_DEEP), meanZ: zSum / searchedCount };
}

/**
 * The colour statistics whose distance from training decides 'uncertain on this photo': the
 * face reference's chromaticity (what the light and camera did to the face) and the tongue's
 * colour and lightness relative to it (what the head reads).
 */
/**
 * The face reference's own chromaticity (linear log r/g, b/g). Alone it says how the camera and
 * light render skin; beside the tongue's colour relative to it, it lets the head recover the
 * tongue's absolute colour where the lips' redness moves with the tongue's (a reference that is
 * divided out entirely loses that: see "Colour across cameras").
 */
export function referenceChroma(reference: readonly [number, number, number]): [number, number] {
  const ln = (v: number) => Math.log(Math.max(v, 1e-4));
  return [ln(reference[0]) - ln(reference[1]), ln(reference[2]) - ln(reference[1])];
}

export function colourStatistics(f: Pick<HeadFeatures, 'reference' | 'tongue'>): number[] {
  const ln = (v: number) => Math.log(Math.max(v, 1e-4));
  const [rr, rg, rb] = f.reference.map(ln);
  const [tr, tg, tb] = f.tongue.map(ln);
  return [rr - rg, rb - rg, tr - rr - (tg - rg), tb - rb - (tg - rg), tg - rg];
}

