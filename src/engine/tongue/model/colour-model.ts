/**
 * Ordinal colour scales fitted on the practitioners' labels of tongue-labels (fitting split
 * only). PROVISIONAL values until scripts/tongue-fit-colour.ts rewrites this file.
 *
 * score = bias + sum(weights[i] * (x[i] - mean[i]) / std[i]); class = 0 below cutpoints[0],
 * 1 between, 2 above. Body colour: 0 light (pale), 1 regular (normal), 2 dark. Coating shade:
 * 0 white, 1 light yellow, 2 yellow.
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
  features: ['body.L', 'body.a', 'body.b', 'body.chroma', 'body.hue'],
  mean: [55, 25, 12, 28, 25],
  std: [8, 6, 6, 6, 10],
  weights: [-0.4, 0.4, 0, 0, 0],
  bias: 1,
  cutpoints: [0.5, 1.5],
  fittedOn: 'provisional',
};

export const COATING_SHADE_MODEL: OrdinalColourModel = {
  features: ['coating.L', 'coating.a', 'coating.b', 'coating.hue', 'coating.chroma'],
  mean: [65, 10, 15, 55, 18],
  std: [8, 5, 5, 15, 5],
  weights: [0, 0, 0.6, 0.2, 0],
  bias: 1,
  cutpoints: [0.5, 1.5],
  fittedOn: 'provisional',
};

/** Split of the dark group into purple / deep red (provisional). */
export const DARK_BODY_SPLIT = { purpleMaxHue: 8, deepRedMaxL: 42 };
