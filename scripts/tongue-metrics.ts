/**
 * Agreement and overlap measures used by eval-tongue.ts.
 */

/** Intersection over union and Dice of two equally sized masks (non-zero = set). */
export function overlap(a: Uint8Array, b: Uint8Array): { iou: number; dice: number } {
  let inter = 0,
    sa = 0,
    sb = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] > 0,
      y = b[k] > 0;
    if (x) sa++;
    if (y) sb++;
    if (x && y) inter++;
  }
  const union = sa + sb - inter;
  return { iou: union ? inter / union : 1, dice: sa + sb ? (2 * inter) / (sa + sb) : 1 };
}

/** Nearest-neighbour resize of a one-byte-per-pixel mask. */
export function resizeMaskNearest(
  mask: Uint8Array,
  width: number,
  height: number,
  toWidth: number,
  toHeight: number,
): Uint8Array {
  const out = new Uint8Array(toWidth * toHeight);
  for (let y = 0; y < toHeight; y++) {
    const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / toHeight));
    for (let x = 0; x < toWidth; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / toWidth));
      out[y * toWidth + x] = mask[sy * width + sx];
    }
  }
  return out;
}

/** Confusion matrix (rows = label, columns = prediction) and Cohen's kappa (Cohen 1960). */
export function cohensKappa<T extends string>(
  pairs: Array<[T, T]>,
  classes: readonly T[],
): { matrix: number[][]; kappa: number; accuracy: number; n: number } {
  const index = new Map(classes.map((c, i) => [c, i]));
  const matrix = classes.map(() => classes.map(() => 0));
  for (const [label, pred] of pairs) {
    const i = index.get(label),
      j = index.get(pred);
    if (i !== undefined && j !== undefined) matrix[i][j]++;
  }
  const n = matrix.flat().reduce((s, v) => s + v, 0);
  if (n === 0) return { matrix, kappa: NaN, accuracy: NaN, n };
  const po = classes.reduce((s, _, i) => s + matrix[i][i], 0) / n;
  let pe = 0;
  for (let i = 0; i < classes.length; i++) {
    const row = matrix[i].reduce((s, v) => s + v, 0);
    const col = matrix.reduce((s, r) => s + r[i], 0);
    pe += (row * col) / (n * n);
  }
  return { matrix, kappa: pe < 1 ? (po - pe) / (1 - pe) : 1, accuracy: po, n };
}

/** Formats a confusion matrix as aligned text lines. */
export function formatMatrix(matrix: number[][], rows: readonly string[], cols: readonly string[]): string {
  const w = Math.max(8, ...rows.map((r) => r.length), ...cols.map((c) => c.length)) + 1;
  const head = 'label \\ ours'.padEnd(w) + cols.map((c) => c.padStart(w)).join('');
  return [head, ...matrix.map((r, i) => rows[i].padEnd(w) + r.map((v) => String(v).padStart(w)).join(''))].join('\n');
}

/** Median of numbers. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Pearson correlation of two equally long series (development studies of the head's features). */
export function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length,
    my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let c = 0,
    vx = 0,
    vy = 0;
  for (let k = 0; k < xs.length; k++) {
    c += (xs[k] - mx) * (ys[k] - my);
    vx += (xs[k] - mx) ** 2;
    vy += (ys[k] - my) ** 2;
  }
  return c / Math.sqrt(vx * vy);
}

/** Bands of the confidence shown with a reading, for checking what a shown confidence means. */
export const CONFIDENCE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.85],
  [0.85, 1.01],
];

/** The index of the band a confidence falls in. */
export function confidenceBand(confidence: number): number {
  return Math.max(
    0,
    CONFIDENCE_BANDS.findIndex(([lo, hi]) => confidence >= lo && confidence < hi),
  );
}
