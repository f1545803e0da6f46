/**
 * Per-camera colour correction from a photo of a reference card, for practitioners who
 * photograph every patient with the same device (issue 18, item 6).
 *
 * Two kinds of reference:
 * - a white or 18 % grey card held in the middle of the frame: the card is found as the largest
 *   even, well-lit, not strongly coloured region of the central 60 % of the photo (at least
 *   MIN_CARD_SHARE of the frame); its colour gives per-channel
 *   gains in linear light that make it neutral, and one exposure factor that brings it to the
 *   card's known reflectance (von Kries; what a camera's own white balance does, but measured);
 * - a 24-patch colour checker (ColorChecker Classic layout, 4 rows x 6 columns, the grey ramp
 *   in the last row) framed to fill the capture guide: the 24 patch centres are read, the chart's
 *   orientation is checked by its grey ramp (neutral, white to black), and a 3x3 matrix in linear
 *   light maps the measured patches onto the published sRGB values by least squares (the
 *   colour-correction-matrix method of camera characterisation; cf. Wang and Zhang, IEEE JBHI
 *   2013, who fit a tongue-oriented chart the same way).
 *
 * `applyCameraCorrection` applies either to an 8-bit sRGB photo before the tongue engine reads it.
 */
import { linearToSrgb, srgbToLinearTable } from './convert-rgb-to-lab.ts';
import type { RgbImage } from '../types.ts';
import { labelComponents } from '../segmentation/label-components.ts';

/** Manufacturer's sRGB (D65) values of the ColorChecker Classic patches, row by row (X-Rite; listed in the ColorChecker article of Wikipedia). */
export const COLOR_CHECKER_SRGB: readonly (readonly [number, number, number])[] = [
  [115, 82, 68],
  [194, 150, 130],
  [98, 122, 157],
  [87, 108, 67],
  [133, 128, 177],
  [103, 189, 170],
  [214, 126, 44],
  [80, 91, 166],
  [193, 90, 99],
  [94, 60, 108],
  [157, 188, 64],
  [224, 163, 46],
  [56, 61, 150],
  [70, 148, 73],
  [175, 54, 60],
  [231, 199, 31],
  [187, 86, 149],
  [8, 133, 161],
  [243, 243, 242],
  [200, 200, 200],
  [160, 160, 160],
  [122, 122, 121],
  [85, 85, 85],
  [52, 52, 52],
];

/** Linear reflectance a white card and an 18 % grey card are brought to. */
export const CARD_TARGET = { white: 0.88, grey: 0.18 } as const;
/** Smallest share of the (downsampled) frame a card must cover. */
export const MIN_CARD_SHARE = 0.04;
/**
 * Largest relative spread (max-min over max of linear RGB) of a card seen through an uncorrected
 * light: a tungsten lamp makes a grey card that far from neutral, a saturated surface is further.
 */
const NEUTRAL_SPREAD = 0.7;
/**
 * Largest magenta tint, ln(R*B / G^2) in linear light, of a card: the light of a lamp or the sky
 * (a black body, 2800-7500 K) moves a grey card along warm-cool, with green to spare, never
 * towards magenta; pink tissue lies there. Cells beyond it are not card candidates, and a card
 * whose median is beyond it is none. scripts/tongue-head/card-false-positives.ts: a synthetic grey
 * card through 48 simulated cameras (issue 18's ranges) read -0.44 to 0.10 and is found on 45 (the
 * other 3 fail the spread test, with or without this limit); of 450 tongue photos, 363 were taken
 * for a grey card without the limit and 4 are with it.
 */
const MAX_CARD_MAGENTA = 0.15;

/**
 * A channel's tone curve undone: measured linear values of the chart's grey ramp (rising) and the
 * linear reflectances they should have, interpolated as power laws between them.
 */
export interface ToneCurve {
  measured: number[];
  reference: number[];
}

export type CameraCorrection =
  | { kind: 'gains'; gains: [number, number, number] }
  | {
      kind: 'matrix';
      matrix: [number, number, number, number, number, number, number, number, number];
      /** per channel, applied before the matrix (checker fits since 2026-11-27; older profiles have none) */
      curves?: [ToneCurve, ToneCurve, ToneCurve];
    };

export type CalibrationResult =
  | {
      ok: true;
      correction: CameraCorrection;
      /** mean colour error of the reference after correction, CIE76 ΔE on the card */ residual: number;
      cardShare: number;
    }
  | { ok: false; reason: 'no-card' | 'card-too-dark' | 'card-clipped' | 'chart-not-found' };

const lin = srgbToLinearTable;

function linearPixel(image: RgbImage, x: number, y: number): [number, number, number] {
  const o = (y * image.width + x) * image.channels;
  return [lin[image.data[o]], lin[image.data[o + 1]], lin[image.data[o + 2]]];
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : NaN;
}

/** Finds a white or grey card and fits gains that make it neutral at its known reflectance. */
export function calibrateWithCard(image: RgbImage, card: 'white' | 'grey'): CalibrationResult {
  // Work on a grid of about 96 cells across, each the mean of its pixels.
  const step = Math.max(1, Math.floor(Math.max(image.width, image.height) / 96));
  const w = Math.floor(image.width / step),
    h = Math.floor(image.height / step);
  const cells = new Float32Array(w * h * 3);
  const clipped = new Uint8Array(w * h);
  for (let cy = 0; cy < h; cy++)
    for (let cx = 0; cx < w; cx++) {
      let r = 0,
        g = 0,
        b = 0,
        n = 0,
        clip = 0;
      for (let y = cy * step; y < (cy + 1) * step; y++)
        for (let x = cx * step; x < (cx + 1) * step; x++) {
          const o = (y * image.width + x) * image.channels;
          if (Math.max(image.data[o], image.data[o + 1], image.data[o + 2]) >= 254) clip++;
          const [pr, pg, pb] = linearPixel(image, x, y);
          r += pr;
          g += pg;
          b += pb;
          n++;
        }
      const c = cy * w + cx;
      cells.set([r / n, g / n, b / n], c * 3);
      if (clip > n / 2) clipped[c] = 1;
    }
  const lum = (c: number) => 0.2126 * cells[c * 3] + 0.7152 * cells[c * 3 + 1] + 0.0722 * cells[c * 3 + 2];
  const lums = Array.from({ length: w * h }, (_, c) => lum(c)).sort((a, b) => a - b);
  const bright = lums[Math.floor(0.5 * lums.length)];
  // Candidate cells: not strongly coloured, at least as bright as the frame's median, and even
  // with their right and lower neighbours (a card is flat; edges and texture are not).
  const candidate = new Uint8Array(w * h);
  for (let cy = Math.floor(0.2 * h); cy < Math.min(h - 1, Math.ceil(0.8 * h)); cy++)
    for (let cx = Math.floor(0.2 * w); cx < Math.min(w - 1, Math.ceil(0.8 * w)); cx++) {
      const c = cy * w + cx;
      const r = cells[c * 3],
        g = cells[c * 3 + 1],
        b = cells[c * 3 + 2];
      const hi = Math.max(r, g, b),
        lo = Math.min(r, g, b);
      if (hi <= 0 || (hi - lo) / hi > NEUTRAL_SPREAD || lum(c) < bright) continue;
      // Magenta cells are left out here, so a pink surface larger than the card cannot hide it.
      if (Math.log((r * b) / Math.max(g * g, 1e-12)) > MAX_CARD_MAGENTA) continue;
      const even = [c + 1, c + w].every((n) => Math.abs(lum(n) - lum(c)) < 0.08 * lum(c) + 0.004);
      if (even) candidate[c] = 255;
    }
  const { labels, areas } = labelComponents(candidate, w, h);
  let best = 0;
  for (let l = 1; l < areas.length; l++) if (areas[l] > areas[best]) best = l;
  const share = best ? areas[best] / (w * h) : 0;
  if (share < MIN_CARD_SHARE) return { ok: false, reason: 'no-card' };
  const members: number[] = [];
  let clippedMembers = 0;
  for (let c = 0; c < w * h; c++)
    if (labels[c] === best) {
      members.push(c);
      if (clipped[c]) clippedMembers++;
    }
  if (clippedMembers > members.length / 4) return { ok: false, reason: 'card-clipped' };
  const rgb = [0, 1, 2].map((k) => median(members.map((c) => cells[c * 3 + k]))) as [number, number, number];
  const cardLum = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  if (cardLum < 0.01) return { ok: false, reason: 'card-too-dark' };
  if (Math.log((rgb[0] * rgb[2]) / Math.max(rgb[1] * rgb[1], 1e-12)) > MAX_CARD_MAGENTA) return { ok: false, reason: 'no-card' };
  const target = CARD_TARGET[card];
  const gains = rgb.map((v) => target / Math.max(v, 1e-4)) as [number, number, number];
  // The gains make the card's median exact, so the error left is how unevenly the card is lit
  // or coloured: glare, a shadow across it, or a surface that is not a card.
  const residual =
    members.reduce(
      (sum, c) =>
        sum +
        deltaE([cells[c * 3] * gains[0], cells[c * 3 + 1] * gains[1], cells[c * 3 + 2] * gains[2]], [target, target, target]),
      0,
    ) / members.length;
  return { ok: true, correction: { kind: 'gains', gains }, residual, cardShare: share };
}

/**
 * Reads a colour checker that fills `frame` (the capture guide, in image pixels) and fits a
 * 3x3 correction matrix. The chart may be upside down; anything else is 'chart-not-found'.
 */
export function calibrateWithChecker(
  image: RgbImage,
  frame: { x: number; y: number; width: number; height: number },
): CalibrationResult {
  const read = (flip: boolean) =>
    Array.from({ length: 24 }, (_, i) => {
      const index = flip ? 23 - i : i;
      const row = Math.floor(index / 6),
        col = index % 6;
      const cw = frame.width / 6,
        ch = frame.height / 4;
      const x0 = Math.round(frame.x + (col + 0.3) * cw),
        x1 = Math.round(frame.x + (col + 0.7) * cw);
      const y0 = Math.round(frame.y + (row + 0.3) * ch),
        y1 = Math.round(frame.y + (row + 0.7) * ch);
      const samples: Array<[number, number, number]> = [];
      for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y++)
        for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x++) samples.push(linearPixel(image, x, y));
      return [0, 1, 2].map((k) => median(samples.map((s) => s[k]))) as [number, number, number];
    });
  // The grey ramp (last row) must be near-neutral and fall from white to black.
  const rampOk = (patches: Array<[number, number, number]>) => {
    const ramp = patches.slice(18);
    const lums = ramp.map(([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b);
    // Patches blown to white next to each other read alike: that is overexposure, not another chart.
    const blown = (p: [number, number, number]) => Math.max(...p) >= CLIPPED_LINEAR;
    const falling = lums.every((v, k) => k === 0 || v < lums[k - 1] || (blown(ramp[k]) && blown(ramp[k - 1])));
    const neutral = ramp.every(([r, g, b]) => {
      const hi = Math.max(r, g, b);
      return hi > 0 && (hi - Math.min(r, g, b)) / hi < NEUTRAL_SPREAD;
    });
    return falling && neutral && lums[0] > 4 * lums[5];
  };
  let measured = read(false);
  if (!rampOk(measured)) {
    measured = read(true);
    if (!rampOk(measured)) return { ok: false, reason: 'chart-not-found' };
  }
  // A patch with a clipped channel says only that it is bright: it is left out of the fit. The
  // white patch clips first at a generous exposure; the ramp's next two must read, or the tone
  // curve cannot be followed.
  const clipped = measured.map((p) => Math.max(...p) >= CLIPPED_LINEAR);
  if (clipped.slice(19, 21).some(Boolean) || clipped.filter(Boolean).length > MAX_CLIPPED_PATCHES)
    return { ok: false, reason: 'card-clipped' };
  const reference = COLOR_CHECKER_SRGB.map((p) => p.map((v) => lin[v]) as [number, number, number]);
  const curves = fitToneCurves(
    measured.slice(18).filter((_, k) => !clipped[18 + k]),
    reference.slice(18).filter((_, k) => !clipped[18 + k]),
  );
  const used = measured
    .map((m, k) => ({ m: curves ? applyCurves(curves, m) : m, r: reference[k] }))
    .filter((_, k) => !clipped[k]);
  const matrix = fitMatrix(
    used.map((u) => u.m),
    used.map((u) => u.r),
  );
  const residual = used.reduce((sum, u) => sum + deltaE(multiply(matrix, u.m), u.r), 0) / used.length;
  return {
    ok: true,
    correction: { kind: 'matrix', matrix, ...(curves ? { curves } : {}) },
    residual,
    cardShare: (frame.width * frame.height) / (image.width * image.height),
  };
}

/** A patch is clipped when a channel reaches this (linear; sRGB 254). */
const CLIPPED_LINEAR = 0.99;
/** Most patches that may be clipped and left out: the white patch and the brightest two colours. */
const MAX_CLIPPED_PATCHES = 3;
/**
 * Exponents a tone-curve piece may have: gamma 0.8-1.25 and S-curves of issue 18's range give
 * about 0.6-1.8 between grey patches; beyond a third or three, a patch was misread.
 */
const MIN_CURVE_SLOPE = 1 / 3;
const MAX_CURVE_SLOPE = 3;

/**
 * Per-channel tone curves from the grey ramp (white to black): a camera's tone curve and gamma act
 * on each channel after its colour matrix, so a 3x3 matrix alone cannot undo them (a checker fit
 * without curves left Delta E 1.5-4.7 under simulated cameras). Null when a channel's ramp does
 * not rise strictly with the reference (noise or glare), so the matrix alone is fitted.
 */
function fitToneCurves(
  ramp: Array<[number, number, number]>,
  reference: Array<[number, number, number]>,
): [ToneCurve, ToneCurve, ToneCurve] | null {
  if (ramp.length < 4) return null;
  const curves = [0, 1, 2].map((k) => {
    // The ramp runs white to black; curves are kept rising.
    const measured = ramp.map((p) => p[k]).reverse();
    const target = reference.map((p) => p[k]).reverse();
    const rising = measured.every((v, i) => v > 1e-4 && (i === 0 || v > measured[i - 1] * 1.02));
    if (!rising) return null;
    // Each piece is a power law; its exponent also extends the end pieces beyond the ramp, so a
    // steep or flat one (a noisy patch) would crush shadows or highlights: matrix alone then.
    const sane = measured.every((v, i) => {
      if (i === 0) return true;
      const slope = Math.log(target[i] / target[i - 1]) / Math.log(v / measured[i - 1]);
      return slope >= MIN_CURVE_SLOPE && slope <= MAX_CURVE_SLOPE;
    });
    return sane ? { measured, reference: target } : null;
  });
  return curves.every(Boolean) ? (curves as [ToneCurve, ToneCurve, ToneCurve]) : null;
}

/** A linear value through one tone curve: power law between ramp patches, the end pieces extended. */
function throughCurve(curve: ToneCurve, v: number): number {
  const { measured: m, reference: r } = curve;
  if (v <= 0) return 0;
  const last = m.length - 1;
  let i = 0;
  while (i < last - 1 && v > m[i + 1]) i++;
  const slope = Math.log(r[i + 1] / r[i]) / Math.log(m[i + 1] / m[i]);
  return Math.min(2, r[i] * Math.pow(v / m[i], slope));
}

function applyCurves(curves: [ToneCurve, ToneCurve, ToneCurve], p: [number, number, number]): [number, number, number] {
  return [throughCurve(curves[0], p[0]), throughCurve(curves[1], p[1]), throughCurve(curves[2], p[2])];
}

/** Least-squares 3x3 matrix M with M * measured ≈ reference (normal equations per output row). */
function fitMatrix(
  measured: Array<[number, number, number]>,
  reference: Array<[number, number, number]>,
): CameraCorrectionMatrix {
  const ata = [0, 1, 2].map((i) => [0, 1, 2].map((j) => measured.reduce((s, m) => s + m[i] * m[j], 0)));
  const inv = invert3(ata);
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    const atb = [0, 1, 2].map((i) => measured.reduce((s, m, k) => s + m[i] * reference[k][r], 0));
    for (let c = 0; c < 3; c++) out.push(inv[c][0] * atb[0] + inv[c][1] * atb[1] + inv[c][2] * atb[2]);
  }
  return out as CameraCorrectionMatrix;
}

type CameraCorrectionMatrix = Extract<CameraCorrection, { kind: 'matrix' }>['matrix'];

function invert3(m: number[][]): number[][] {
  const [a, b, c] = m[0],
    [d, e, f] = m[1],
    [g, h, i] = m[2];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  if (Math.abs(det) < 1e-12) throw new RangeError('calibration patches are degenerate');
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

function multiply(m: CameraCorrectionMatrix, v: [number, number, number]): [number, number, number] {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}

function labOf([r, g, b]: [number, number, number]): [number, number, number] {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function deltaE(a: [number, number, number], b: [number, number, number]): number {
  const la = labOf(a.map((v) => Math.max(0, v)) as [number, number, number]),
    lb = labOf(b);
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

function encode(v: number): number {
  return Math.round(255 * linearToSrgb(Math.min(1, Math.max(0, v))));
}

/**
 * The correction a tongue photo gets from a card's profile: the card's colour balance without its
 * exposure. A camera exposes every photo afresh, and its automatic exposure brings a white card
 * filling the frame down to mid-grey, so the card photo's exposure says nothing about the next
 * photo's; applied whole, a white card's gains (about 5 x then) washed every tongue photo out, and
 * a grey card taken for a white one did the same (an exploratory test). The gains are scaled so a
 * neutral keeps its luminance; the engine reads exposure from each photo itself. A checker's
 * matrix is kept whole: its tone curves and matrix are fitted together on the chart's own ramp.
 */
export function correctionForTongue(correction: CameraCorrection): CameraCorrection {
  if (correction.kind !== 'gains') return correction;
  const [r, g, b] = correction.gains;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { kind: 'gains', gains: [r / luminance, g / luminance, b / luminance] };
}

/** The photo as the reference says it should look: a new 8-bit sRGB image of the same size. */
export function applyCameraCorrection(image: RgbImage, correction: CameraCorrection): RgbImage {
  const out = new Uint8Array(image.data.length);
  // Encoding is the slow part: tabulate it over 4096 linear levels.
  const table = new Uint8Array(4097);
  for (let k = 0; k <= 4096; k++) table[k] = encode(k / 4096);
  const toByte = (v: number) => table[Math.round(Math.min(1, Math.max(0, v)) * 4096)];
  // The tone curves act on one channel's byte at a time: tabulate them over the 256 levels.
  const channelLevels = [0, 1, 2].map((k) =>
    Float64Array.from({ length: 256 }, (_, v) =>
      correction.kind === 'matrix' && correction.curves ? throughCurve(correction.curves[k], lin[v]) : lin[v],
    ),
  );
  const [levelR, levelG, levelB] = channelLevels;
  const n = image.width * image.height,
    ch = image.channels;
  for (let p = 0; p < n; p++) {
    const o = p * ch;
    const r = levelR[image.data[o]],
      g = levelG[image.data[o + 1]],
      b = levelB[image.data[o + 2]];
    if (correction.kind === 'gains') {
      const [gr, gg, gb] = correction.gains;
      out[o] = toByte(r * gr);
      out[o + 1] = toByte(g * gg);
      out[o + 2] = toByte(b * gb);
    } else {
      const m = correction.matrix;
      out[o] = toByte(m[0] * r + m[1] * g + m[2] * b);
      out[o + 1] = toByte(m[3] * r + m[4] * g + m[5] * b);
      out[o + 2] = toByte(m[6] * r + m[7] * g + m[8] * b);
    }
    if (ch === 4) out[o + 3] = image.data[o + 3];
  }
  return { width: image.width, height: image.height, channels: image.channels, data: out };
}
