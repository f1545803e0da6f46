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
  /** 99.5th percentile minus median of L* over the whole tongue: how strongly it shines */
  highlightContrast: number;
}

function stats(L: Float32Array, a: Float32Array, b: Float32Array): LabStatistics {
  if (L.length === 0) return { L: 0, a: 0, b: 0, chroma: 0, hue: 0, iqrL: 0, iqrA: 0, pixels: 0 };
  const mL = percentile(L, 0.5),
    ma = percentile(a, 0.5),
    mb = percentile(b, 0.5);
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
  let tongue = 0,
    specular = 0,
    nBody = 0,
    nCoat = 0;
  for (let p = 0; p < classes.length; p++) {
    const c = classes[p];
    if (!c) continue;
    tongue++;
    if (c === PIXEL.specular) specular++;
    else if (c === PIXEL.body) nBody++;
    else nCoat++;
  }
  const lightness = new Float32Array(tongue);
  for (let p = 0, k = 0; p < classes.length; p++) if (classes[p]) lightness[k++] = lab.L[p];
  const highlightContrast = tongue ? percentile(lightness, 0.995) - percentile(lightness, 0.5) : 0;
  const body = [new Float32Array(nBody), new Float32Array(nBody), new Float32Array(nBody)];
  const coat = [new Float32Array(nCoat), new Float32Array(nCoat), new Float32Array(nCoat)];
  let kb = 0,
    kc = 0;
  for (let p = 0; p < classes.length; p++) {
    const c = classes[p];
    if (c === PIXEL.body) {
      body[0][kb] = lab.L[p];
      body[1][kb] = lab.a[p];
      body[2][kb++] = lab.b[p];
    } else if (c === PIXEL.coating) {
      coat[0][kc] = lab.L[p];
      coat[1][kc] = lab.a[p];
      coat[2][kc++] = lab.b[p];
    }
  }
  const classified = nBody + nCoat;
  const coverage = classified ? nCoat / classified : 0;
  let coating: LabStatistics;
  if (coverage >= 0.05) coating = stats(coat[0], coat[1], coat[2]);
  else {
    // Too little coating to measure: the lightest fifth of the tongue stands in.
    const all = [0, 1, 2].map((i) => {
      const v = new Float32Array(classified);
      v.set(body[i]);
      v.set(coat[i], nBody);
      return v;
    });
    const cut = percentile(all[0], 0.8);
    let n = 0;
    for (let k = 0; k < classified; k++) if (all[0][k] >= cut) n++;
    const sel = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
    for (let k = 0, j = 0; k < classified; k++)
      if (all[0][k] >= cut) {
        sel[0][j] = all[0][k];
        sel[1][j] = all[1][k];
        sel[2][j++] = all[2][k];
      }
    coating = stats(sel[0], sel[1], sel[2]);
  }
  return {
    // A tongue coated all over shows no body: its colour is then read through the coating.
    body: nBody > 0 ? stats(body[0], body[1], body[2]) : stats(coat[0], coat[1], coat[2]),
    coating,
    coatingCoverage: coverage,
    specularFraction: tongue ? specular / tongue : 0,
    highlightContrast,
  };
}
