/**
 * Ordinal colour scales fitted on the practitioners' labels of tongue-labels (fitting split only)
 * by scripts/tongue-fit-colour.ts; do not edit by hand.
 *
 * score = bias + sum(weights[i] * (x[i] - mean[i]) / std[i]); class = 0 below cutpoints[0],
 * 1 between, 2 above. Body colour: 0 light (pale), 1 regular (normal), 2 dark. Coating shade:
 * 0 white, 1 light yellow, 2 yellow. Fitting-split kappa: body 0.739, coating 0.505.
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
    "body.L",
    "body.a",
    "body.b",
    "body.chroma",
    "body.hue"
  ],
  "mean": [
    59.1622,
    17.4621,
    2.9948,
    17.9104,
    10.5332
  ],
  "std": [
    5.8835,
    5.4406,
    2.477,
    5.3711,
    8.7285
  ],
  "weights": [
    -0.26733,
    1.1228,
    0.28693,
    -0.72904,
    -0.32274
  ],
  "bias": 1.16733,
  "cutpoints": [
    0.75,
    1.3
  ],
  "fittedOn": "tongue-labels fitting split, 251 photos with a body-colour label"
};

export const COATING_SHADE_MODEL: OrdinalColourModel = {
  "features": [
    "coating.L",
    "coating.a",
    "coating.b",
    "coating.hue",
    "coating.chroma"
  ],
  "mean": [
    66.4004,
    7.7037,
    4.4273,
    29.6587,
    9.4941
  ],
  "std": [
    5.1152,
    3.232,
    3.5733,
    19.9113,
    3.4678
  ],
  "weights": [
    0.11297,
    -0.22478,
    0.26007,
    0.11718,
    0.27242
  ],
  "bias": 0.98954,
  "cutpoints": [
    0.8,
    1.3
  ],
  "fittedOn": "tongue-labels fitting split, 287 photos with a coating-colour label"
};

/**
 * Among fitting photos labelled dark: hue angle (degrees) at the 20th percentile, under which a
 * dark tongue reads purple, and L* at the 30th percentile, under which it reads deep red. The
 * labels have no finer dark classes, so these split the dark group by its own spread.
 */
export const DARK_BODY_SPLIT = { purpleMaxHue: 3.301, deepRedMaxL: 51.829 };
