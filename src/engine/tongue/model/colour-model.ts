/**
 * Ordinal colour scales fitted on the practitioners' labels of tongue-labels (fitting split only)
 * by scripts/tongue-fit-colour.ts; do not edit by hand.
 *
 * score = bias + sum(weights[i] * (x[i] - mean[i]) / std[i]); class = 0 below cutpoints[0],
 * 1 between, 2 above. Body colour: 0 light (pale), 1 regular (normal), 2 dark. Coating shade:
 * 0 white, 1 light yellow, 2 yellow. Fitting-split kappa: body 0.645, coating 0.647.
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
    0.2682,
    0.0329,
    0.2732,
    8.2288
  ],
  "std": [
    0.1053,
    0.039,
    0.1046,
    9.0266
  ],
  "weights": [
    1.75437,
    0.1871,
    -1.2267,
    -0.22967
  ],
  "bias": 1.16733,
  "cutpoints": [
    0.75,
    1.2
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
    0.0859,
    0.0503,
    0.1116,
    32.8469,
    0.028
  ],
  "std": [
    0.061,
    0.0536,
    0.0638,
    27.1373,
    0.0482
  ],
  "weights": [
    0.58503,
    0.1481,
    -0.47071,
    0.36953,
    0.4503
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
export const DARK_BODY_SPLIT = { purpleMaxHue: -1.345, deepRedMaxL: 56.429 };
