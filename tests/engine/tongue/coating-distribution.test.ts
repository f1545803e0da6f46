import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';
import { classifyCoating } from '../../../src/engine/tongue/colour/classify-coating.ts';
import type { RegionReadings } from '../../../src/engine/tongue/colour/measure-regions.ts';
import { analyzeTongueWithMask, writeTongueWords } from '../../../src/engine/tongue/index.ts';
import type { HeadReading } from '../../../src/engine/tongue/model/read-tongue-head.ts';
import { drawTongue } from './draw-tongue.ts';

/** A thin white coat, as the head reads most tongues. */
const head = { coatingColour: [0.8, 0.15, 0.05], thick: 0.1, colourUncertain: false } as HeadReading;

/** The pixel rule's coating coverage per region (tip, sides, centre, root). */
function regions(cover: { tip: number; sides: number; centre: number; root: number }): RegionReadings {
  const region = (coatingCoverage: number) => ({
    bodyLab: { L: 55, a: 25, b: 12 },
    coatingCoverage,
    coatingLab: null,
    coatingColour: 'white' as const,
    redness: 25,
    pixels: 1000,
  });
  return {
    tip: region(cover.tip),
    leftSide: region(cover.sides),
    rightSide: region(cover.sides),
    centre: region(cover.centre),
    root: region(cover.root),
  };
}

describe('where the coat lies', () => {
  it('a coat thinning from the root to the tip is the ordinary tongue: even, not root-heavy', () => {
    const r = classifyCoating(head, 0.4, regions({ tip: 0.05, sides: 0.35, centre: 0.55, root: 0.65 }));
    expect(r.distribution).toBe('even');
  });

  it('a root whose coat stands out from the centre is root-heavy', () => {
    const r = classifyCoating(head, 0.3, regions({ tip: 0.05, sides: 0.2, centre: 0.2, root: 0.7 }));
    expect(r.distribution).toBe('root-heavy');
  });

  it('one side coated and the other not is patchy', () => {
    const r = classifyCoating(head, 0.3, {
      ...regions({ tip: 0.05, sides: 0.1, centre: 0.4, root: 0.5 }),
      leftSide: { ...regions({ tip: 0, sides: 0.5, centre: 0, root: 0 }).leftSide },
    });
    expect(r.distribution).toBe('patchy');
    expect(classifyCoating(head, 0.3, regions({ tip: 0.05, sides: 0.1, centre: 0.4, root: 0.5 })).distribution).toBe('even');
  });

  it('a bare front with the coat only at the root is not a peeled coat; a bare centre framed by coated sides is', () => {
    const rootOnly = classifyCoating(head, 0.15, regions({ tip: 0, sides: 0.05, centre: 0.01, root: 0.6 }));
    expect(rootOnly.peeled).toBe(false);
    const peeled = classifyCoating(head, 0.35, regions({ tip: 0.1, sides: 0.55, centre: 0.02, root: 0.5 }));
    expect(peeled.peeled).toBe(true);
    expect(peeled.distribution).toBe('patchy');
  });
});

describe("the regions' words agree with the coat read for the whole tongue", () => {
  const drawn = drawTongue({ body: [205, 105, 110], coating: { colour: [206, 205, 204], coverage: 0.1 } });
  const read = analyzeTongueWithMask(drawn.image, drawn.mask);
  if (!read.ok) throw new Error(read.reason);
  const f = read.findings;
  const words = (changes: Partial<typeof f>, locale: 'en' | 'es' | 'zh' = 'en') =>
    writeTongueWords({ ...f, ...changes }, translatorFor(locale)).tongueAnalysis.areas_especificas;

  it('every region tells the thickness and shade of the tongue’s coat, never "no coating" beside a coat', () => {
    const even = { ...f.coatingDetails, shade: 'white', colour: 'white', thickness: 'thin', distribution: 'even' } as const;
    const areas = words({ coatingDetails: even, signs: [] });
    for (const text of [areas.punta, areas.centro, areas.raiz, areas.bordes]) {
      expect(text).toMatch(/thin white coating/);
      expect(text).not.toMatch(/no coating/);
    }
  });

  it('a root-heavy coat is thicker at the root, a peeled one bare at the centre, in three languages', () => {
    const rootHeavy = {
      ...f.coatingDetails,
      shade: 'yellow',
      colour: 'yellow',
      thickness: 'thick',
      distribution: 'root-heavy',
    } as const;
    const areas = words({ coatingDetails: rootHeavy, signs: [] });
    expect(areas.raiz).toMatch(/yellow coating, thicker than at the centre/);
    expect(areas.punta).toMatch(/thick yellow coating/);
    expect(words({ coatingDetails: rootHeavy, signs: [] }, 'es').raiz).toMatch(/más gruesa que en el centro/);
    expect(words({ coatingDetails: rootHeavy, signs: [] }, 'zh').raiz).toMatch(/较舌中厚/);
    // Chinese lines are joined with Chinese punctuation ('大小正常, 形态正常' was an exploratory test's find).
    const zh = writeTongueWords({ ...f, coatingDetails: rootHeavy, signs: [] }, translatorFor('zh')).tongueAnalysis;
    expect(JSON.stringify(zh)).not.toMatch(/[,;] /);
    expect(zh.forma_tamaño).toMatch(/，/);
    const peeled = words({ coatingDetails: { ...rootHeavy, distribution: 'patchy' }, signs: ['peeled-coating'] });
    expect(peeled.centro).toMatch(/bare patch/);
    expect(peeled.raiz).toMatch(/thick yellow coating/);
  });
});
