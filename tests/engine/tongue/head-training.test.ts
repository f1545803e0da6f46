import { describe, expect, it } from 'vitest';
import { runHead, type HeadModel } from '../../../src/engine/tongue/model/tongue-head.ts';
import { backwardInto, fitHead } from '../../../scripts/tongue-head/mlp.ts';
import { mulberry32 } from '../../../scripts/tongue-train-sampler.ts';

const rand = mulberry32(5);
const base = { features: ['a', 'b', 'c'], mean: [0, 0, 0], std: [1, 1, 1], hidden: 4, outputs: 2 };
const model: HeadModel = {
  ...base,
  w1: Array.from({ length: 12 }, () => rand() - 0.5),
  b1: [0.1, 0.2, -0.1, 0.3],
  w2: Array.from({ length: 8 }, () => rand() - 0.5),
  b2: [0.05, -0.05],
};

describe('tongue head training', () => {
  it("the training's backward pass is the gradient of the engine's forward pass (finite differences)", () => {
    const x = [0.4, -0.7, 1.1];
    const target = [0.2, -0.3];
    const loss = (m: HeadModel) => runHead(m, x).logits.reduce((s, v, k) => s + 0.5 * (v - target[k]) ** 2, 0);
    const { logits, hidden, input } = runHead(model, x);
    const grad = { w1: new Float64Array(12), b1: new Float64Array(4), w2: new Float64Array(8), b2: new Float64Array(2) };
    const params = {
      w1: Float64Array.from(model.w1),
      b1: Float64Array.from(model.b1),
      w2: Float64Array.from(model.w2),
      b2: Float64Array.from(model.b2),
    };
    backwardInto(
      params,
      { F: 3, H: 4, O: 2 },
      input,
      hidden,
      Array.from(logits, (v, k) => v - target[k]),
      1,
      grad,
      new Float64Array(4),
    );
    for (const key of ['w1', 'b1', 'w2', 'b2'] as const)
      for (let i = 0; i < model[key].length; i++) {
        const h = 1e-6;
        const plus = { ...model, [key]: model[key].map((v, j) => (j === i ? v + h : v)) };
        const minus = { ...model, [key]: model[key].map((v, j) => (j === i ? v - h : v)) };
        expect(grad[key][i]).toBeCloseTo((loss(plus) - loss(minus)) / (2 * h), 5);
      }
  });

  it('learns a rule from weighted rows', () => {
    const rows = Array.from({ length: 200 }, () => {
      const features = [rand() * 2 - 1, rand() * 2 - 1, rand() * 2 - 1];
      return { features, weight: 1, y: features[0] + features[1] > 0 ? 1 : 0 };
    });
    const fitted = fitHead(
      { ...base, outputs: 1 },
      rows,
      (logits, row) => {
        const p = 1 / (1 + Math.exp(-logits[0]));
        return { loss: -(row.y * Math.log(p) + (1 - row.y) * Math.log(1 - p)), dLogits: [p - row.y] };
      },
      { epochs: 400, learningRate: 0.05, decay: 0, seed: 1 },
    );
    const right = rows.filter((r) => (runHead(fitted, r.features).logits[0] > 0 ? 1 : 0) === r.y).length;
    expect(right / rows.length).toBeGreaterThan(0.95);
  });

  // A toy camera: the label follows feature a; feature b is what the camera adds, and in the
  // photos as taken it happens to follow the label too. Each photo also comes through three
  // cameras that change b at random. Consistency asks for the same reading through every camera.
  const cameraRows = () => {
    const r = mulberry32(9);
    const rows: Array<{ features: number[]; weight: number; y: number; photo: number }> = [];
    for (let photo = 0; photo < 60; photo++) {
      const a = r() * 2 - 1;
      const y = a > 0 ? 1 : 0;
      rows.push({ features: [a, y ? 0.8 : -0.8, 0], weight: 1, y, photo });
      for (let c = 0; c < 3; c++) rows.push({ features: [a, r() * 4 - 2, 0], weight: 1, y, photo });
    }
    return rows;
  };
  const logistic = (logits: ArrayLike<number>, row: { y: number }) => {
    const p = 1 / (1 + Math.exp(-logits[0]));
    return { loss: -(row.y * Math.log(p) + (1 - row.y) * Math.log(1 - p)), dLogits: [p - row.y, 0] };
  };
  const spreadWithinPhotos = (m: HeadModel, rows: ReturnType<typeof cameraRows>) => {
    let sum = 0;
    for (let photo = 0; photo < 60; photo++) {
      const z = rows.filter((row) => row.photo === photo).map((row) => runHead(m, row.features).logits[0]);
      const mean = z.reduce((s, v) => s + v, 0) / z.length;
      sum += z.reduce((s, v) => s + (v - mean) ** 2, 0) / z.length;
    }
    return sum / 60;
  };

  it('camera consistency makes the variations of one photo read alike', () => {
    const rows = cameraRows();
    const options = { epochs: 300, learningRate: 0.05, decay: 0, seed: 3 };
    const plain = fitHead(base, rows, logistic, options);
    const consistent = fitHead(base, rows, logistic, {
      ...options,
      consistency: { weight: [3, 3], groupOf: (row) => String(row.photo) },
    });
    expect(spreadWithinPhotos(consistent, rows)).toBeLessThan(0.5 * spreadWithinPhotos(plain, rows));
  });

  it('an output kept to its own hidden units reads nothing from the others', () => {
    const rows = cameraRows();
    const fitted = fitHead(base, rows, logistic, {
      epochs: 50,
      learningRate: 0.05,
      decay: 0.01,
      seed: 4,
      connects: (output, unit) => (output === 0) === unit < 2,
    });
    // w2 is outputs x hidden: output 0 reads units 0-1 only, output 1 units 2-3 only.
    expect([fitted.w2[2], fitted.w2[3], fitted.w2[4], fitted.w2[5]].map(Math.abs)).toEqual([0, 0, 0, 0]);
    expect([fitted.w2[0], fitted.w2[1], fitted.w2[6], fitted.w2[7]].every((v) => v !== 0)).toBe(true);
  });
});
