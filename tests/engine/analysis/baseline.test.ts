import { describe, expect, it } from 'vitest';
import { compareWithBaseline, type HeadSnapshot } from '../../../src/engine/analysis/baseline.ts';
import { wordingFor } from '../../../src/engine/analysis/wording.ts';

const usual: HeadSnapshot = {
  body: [0.1, 0.8, 0.1],
  coatingColour: [0.8, 0.15, 0.05],
  thick: 0.1,
  cracks: 0.1,
  toothMarks: 0.1,
  colourUncertain: false,
};
const en = wordingFor('en');

describe("a consumer's tongue against their own earlier check-ins", () => {
  it('needs two earlier check-ins before it compares', () => {
    expect(compareWithBaseline(usual, [usual], en)).toBeNull();
    expect(compareWithBaseline(usual, [usual, usual], en)?.summary).toBe('Your tongue looks much as in your last 2 check-ins.');
  });

  it('names a paler tongue and a thicker coating against the last four, largest change first', () => {
    const today: HeadSnapshot = { ...usual, body: [0.7, 0.3, 0], thick: 0.5 };
    const result = compareWithBaseline(today, [usual, usual, usual, usual, usual], en)!;
    expect(result.basis).toBe(4);
    expect(result.changes.map((c) => c.change)).toEqual(['paler', 'coating-thicker']);
    expect(result.summary).toBe('Your tongue looks paler than in your last 4 check-ins. Coating thicker than your usual.');
  });

  it('does not call noise a change: a person whose readings already vary needs a larger step', () => {
    const varied = [0.1, 0.5, 0.2, 0.6].map((thick) => ({ ...usual, thick }));
    const today = { ...usual, thick: 0.65 };
    expect(compareWithBaseline(today, varied, en)!.changes).toEqual([]);
  });

  it('skips colour on a photo whose colour is uncertain, and says it in Spanish and Chinese', () => {
    const today: HeadSnapshot = { ...usual, body: [0.8, 0.2, 0], colourUncertain: true, cracks: 0.7 };
    const es = compareWithBaseline(today, [usual, usual, usual], wordingFor('es'))!;
    expect(es.colourSkipped).toBe(true);
    expect(es.changes.map((c) => c.change)).toEqual(['cracks-more']);
    expect(es.summary).toBe('Más fisuras de lo habitual en ti.');
    expect(compareWithBaseline(today, [usual, usual, usual], wordingFor('zh'))!.summary).toBe('裂纹比您平时多。');
  });
});
