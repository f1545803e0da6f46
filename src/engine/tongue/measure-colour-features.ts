/**
 * Robust colour statistics of the tongue in CIELAB: medians and spreads of the body (uncoated)
 * pixels and of the coating pixels. Medians rather than means so that a few lip or shadow
 * pixels at the outline, or a glint, do not move the reading.
 */
import type { LabImage } from './convert-rgb-to-lab.ts';
import { PIXEL, percentile } from './classify-pixels.ts';

export interface LabStatistics {
  /** median L*, a*, b* */
  L: number;
  a: number;
  b: number;
  /** median chroma sqrt(a*^2 + b*^2) */
  chroma: number;
  /** hue angle of the medians, degrees (0 = red, 90 = yellow, negative = towards blue/purple) */
  hue: number;
  /** interquartile range of L* and a* (colour evenness) */
  iqrL: number;
  iqrA: number;
  /** pixels measured */
  pixels: number;
}

/** Colour readings the body-colour and coating classifiers use. */
export interface ColourFeatures {
  body: LabStatistics;
  /** coating pixels; when under 5 % of the tongue is coating, the lightest fifth of the tongue stands in */
  coating: LabStatistics;
  /** coating pixels / (body + coating pixels) */
  coatingCoverage: number;
  /** specular pixels / tongue pixels */
  specularFraction: number;
}

function stats(L: number[], a: number[], b: number[]): LabStatistics {
  if (L.length === 0) return { L: 0, a: 0, b: 0, chroma: 0, hue: 0, iqrL: 0, iqrA: 0, pixels: 0 };
  const mL = percentile(L, 0.5), ma = percentile(a, 0.5), mb = percentile(b, 0.5);
  return {
    L: mL,
    a: ma,
    b: mb,
    chroma: Math.hypot(ma, mb),
    hue: (Math.atan2(mb, ma) * 180) / Math.PI,
    iqrL: percentile(L, 0.75) - percentile(L, 0.25),
    iqrA: percentile(a, 0.75) - percentile(a, 0.25),
    pixels: L.length,
  };
}

/** Measures body and coating colour over the tongue pixels labelled by classifyPixels. */
export function measureColourFeatures(lab: LabImage, classes: Uint8Array): ColourFeatures {
  const body: number[][] = [[], [], []];
  const coat: number[][] = [[], [], []];
  const all: number[][] = [[], [], []];
  let specular = 0, tongue = 0;
  for (let p = 0; p < classes.length; p++) {
    const c = classes[p];
    if (!c) continue;
    tongue++;
    if (c === PIXEL.specular) {
      specular++;
      continue;
    }
    const target = c === PIXEL.body ? body : coat;
    target[0].push(lab.L[p]);
    target[1].push(lab.a[p]);
    target[2].push(lab.b[p]);
    all[0].push(lab.L[p]);
    all[1].push(lab.a[p]);
    all[2].push(lab.b[p]);
  }
  const classified = body[0].length + coat[0].length;
  const coverage = classified ? coat[0].length / classified : 0;
  let coating: LabStatistics;
  if (coverage >= 0.05) coating = stats(coat[0], coat[1], coat[2]);
  else {
    const cut = percentile(all[0], 0.8);
    const sel = all[0].map((_, k) => k).filter((k) => all[0][k] >= cut);
    coating = stats(sel.map((k) => all[0][k]), sel.map((k) => all[1][k]), sel.map((k) => all[2][k]));
  }
  return {
    body: body[0].length ? stats(body[0], body[1], body[2]) : stats(all[0], all[1], all[2]),
    coating,
    coatingCoverage: coverage,
    specularFraction: tongue ? specular / tongue : 0,
  };
}
