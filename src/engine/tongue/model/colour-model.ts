/**
 * Ordinal colour scales fitted on the practitioners' labels of tongue-labels (fitting split only)
 * by scripts/tongue-fit-colour.ts; do not edit by hand.
 *
 * score = bias + sum(weights[i] * (x[i] - mean[i]) / std[i]); class = 0 below cutpoints[0],
 * 1 between, 2 above. Body colour: 0 light (pale), 1 regular (normal), 2 dark. Coating shade:
 * 0 white, 1 light yellow, 2 yellow. Fitting-split kappa: body 0.628, coating 0.657.
 */
export interface OrdinalColourModel {
  features: readonly string[];
  mean: readonly number[];
  std: readonly number[];
  weights: readonly number[];
  bias: number;
  cutpoints: readonly [number, number];
  fittedOn: string;
}

export const BODY_COLOUR_MODEL: OrdinalColourModel = {
  "features": [
    "body.a/L",
    "body.b/L",
    "body.chroma/L",
    "body.hue"
  ],
  "mean": [
    0.2678,
    0.0328,
    0.2728,
    8.2474
  ],
  "std": [
    0.1069,
    0.039,
    0.1063,
    9.0542
  ],
  "weights": [
    1.73093,
    0.17606,
    -1.20887,
    -0.22458
  ],
  "bias": 1.16733,
  "cutpoints": [
    0.75,
    1.25
  ],
  "fittedOn": "tongue-labels fitting split, 251 photos with a body-colour label"
};

export const COATING_SHADE_MODEL: OrdinalColourModel = {
  "features": [
    "coating.a/L",
    "coating.b/L",
    "coating.chroma/L",
    "coating.hue",
    "coating.b/L - body.b/L"
  ],
  "mean": [
    0.0853,
    0.0494,
    0.1104,
    32.5954,
    0.0272
  ],
  "std": [
    0.0618,
    0.0531,
    0.0646,
    27.1575,
    0.0473
  ],
  "weights": [
    0.59542,
    0.15321,
    -0.49057,
    0.36004,
    0.45846
  ],
  "bias": 0.98954,
  "cutpoints": [
    0.55,
    1.4
  ],
  "fittedOn": "tongue-labels fitting split, 287 photos with a coating-colour label"
};

/**
 * Among fitting photos labelled dark: hue angle (degrees) at the 20th percentile, under which a
 * dark tongue reads purple, and L* at the 30th percentile, under which it reads deep red. The
 * labels have no finer dark classes, so these split the dark group by its own spread.
 */
export const DARK_BODY_SPLIT = { purpleMaxHue: -1.346, deepRedMaxL: 57.561 };
