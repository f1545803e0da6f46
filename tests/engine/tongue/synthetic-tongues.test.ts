import { describe, expect, it } from 'vitest';
import { analyzeTongue, analyzeTongueWithMask, writeTongueWords, type TongueResult } from '../../../src/engine/tongue/index.ts';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';
import { judgeCracks, MIDLINE_FISSURE_MIN } from '../../../src/engine/tongue/texture/judge-texture-signs.ts';
import { measureMidlineFissure } from '../../../src/engine/tongue/texture/measure-midline-fissure.ts';
import { HEAD_VERSION } from '../../../src/engine/tongue/model/head-version.ts';
import {
  measureRedPoints,
  RED_POINT_SPREADS,
  RED_POINTS_MIN_COUNT,
} from '../../../src/engine/tongue/texture/detect-red-points.ts';
import { blurImage, drawTongue } from './draw-tongue.ts';

/** The drawn tongue's box, from its exact mask. */
function boxOf({ image, mask }: ReturnType<typeof drawTongue>) {
  let x0 = image.width,
    y0 = image.height,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (mask[y * image.width + x]) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
import { CAST_LIMIT, REFUSE_CAST_LIMIT, estimateWhiteBalance } from '../../../src/engine/tongue/colour/estimate-white-balance.ts';

function findingsOf(result: TongueResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result.findings;
}

// The findings come from a head learned on real photos (model/tongue-head.ts), so a cartoon's
// absolute reading means little; what must hold on any photo is the direction: a paler body reads
// paler, a yellow coat yellower, drawn fissures and scallops raise their probabilities. Drawn
// tongues are read with their exact mask (analyzeTongueWithMask) so a segmentation slip cannot
// hide a classification bug. Agreement with people is measured on real photos
// (real-photos.test.ts, npm run eval:tongue).
describe('tongue readings on drawn photos move the right way', () => {
  const read = (drawn: ReturnType<typeof drawTongue>) => findingsOf(analyzeTongueWithMask(drawn.image, drawn.mask));

  it('a body colour unlike any real photo is flagged uncertain, with its confidence capped and the person told', () => {
    const familiar = read(drawTongue({ body: [215, 140, 140] }));
    const strange = read(drawTongue({ body: [170, 70, 80] }));
    expect(strange.head.colourDistance).toBeGreaterThan(familiar.head.colourDistance);
    expect(strange.head.colourUncertain).toBe(true);
    expect(strange.assessment.bodyColor.confidence).toBeLessThanOrEqual(0.45);
    expect(strange.observations.some((o) => /colour reading is uncertain/.test(o))).toBe(true);
  });

  it("a body colour level below even odds is told as a close call in the colour's own observation, in the reader's language", () => {
    const f = read(drawTongue({ body: [215, 140, 140] }));
    expect(f.head.colourUncertain).toBe(false);
    expect(f.head.version).toBe(HEAD_VERSION);
    const level = ['light', 'regular', 'dark'].indexOf(f.bodyColour.level);
    // The head's probabilities of the three levels, the level read keeping the most.
    const withLevelProbability = (top: number): [number, number, number] => {
      const rest = (1 - top) / 2;
      return [0, 1, 2].map((i) => (i === level ? top : rest)) as [number, number, number];
    };
    const reread = (top: number, colourUncertain = false, locale: 'en' | 'es' | 'zh' = 'en') =>
      writeTongueWords({ ...f, head: { ...f.head, body: withLevelProbability(top), colourUncertain } }, translatorFor(locale))
        .observations;
    const plain = reread(0.5);
    const close = reread(0.49);
    expect(plain.some((o) => /close call/.test(o))).toBe(false);
    // The same observations, the colour's own one now going on to say it is a close call.
    expect(close).toHaveLength(plain.length);
    expect(close[0].startsWith(`${plain[0]} `)).toBe(true);
    expect(close[0]).toMatch(/close call/);
    expect(close.slice(1)).toEqual(plain.slice(1));
    expect(reread(0.49, false, 'es')[0]).toMatch(/en el límite/);
    expect(reread(0.49, false, 'zh')[0]).toMatch(/两类颜色的交界/);
    // A colour already flagged uncertain says so instead; findings from before the head say neither.
    const uncertain = reread(0.49, true);
    expect(uncertain.some((o) => /close call/.test(o))).toBe(false);
    expect(uncertain.some((o) => /colour reading is uncertain/.test(o))).toBe(true);
    const { head: _head, ...beforeTheHead } = f;
    const old = writeTongueWords(beforeTheHead as typeof f, translatorFor('en')).observations;
    expect(old.some((o) => /close call|uncertain/.test(o))).toBe(false);
  });

  it('the regions are told against the centre, and the centre by its coat alone', () => {
    const areas = read(drawTongue({ body: [200, 110, 110] })).tongueAnalysis.areas_especificas;
    expect(areas.punta).toMatch(/the centre/);
    expect(areas.centro).not.toMatch(/centre/);
    expect(areas.centro).toMatch(/coating/);
  });

  it('a yellow coat reads yellower than a white one', () => {
    const white = read(drawTongue({ body: [205, 105, 110], coating: { colour: [206, 205, 204], coverage: 0.4 } }));
    const yellow = read(drawTongue({ body: [205, 105, 110], coating: { colour: [214, 178, 80], coverage: 0.4 } }));
    expect(yellow.coatingDetails.yellowScore).toBeGreaterThan(white.coatingDetails.yellowScore);
  });

  it('drawn fissures raise the crack probability; a smooth tongue has none', () => {
    const cracked = read(drawTongue({ body: [205, 105, 110], cracks: 4 }));
    const plain = read(drawTongue({ body: [205, 105, 110] }));
    expect(cracked.head.cracks).toBeGreaterThan(plain.head.cracks);
    expect(plain.cracks.present).toBe(false);
  });

  it('a drawn central fissure is a crack along the midline at any exposure, where the head alone misses it', () => {
    for (const exposure of [0.6, 1, 1.3]) {
      const drawn = drawTongue({ body: [205, 105, 110], cracks: 1, exposure });
      const plain = drawTongue({ body: [205, 105, 110], exposure });
      const fissure = measureMidlineFissure(drawn.image, drawn.mask, boxOf(drawn));
      expect(fissure).toBeGreaterThanOrEqual(MIDLINE_FISSURE_MIN);
      expect(measureMidlineFissure(plain.image, plain.mask, boxOf(plain))).toBeLessThan(MIDLINE_FISSURE_MIN);
      const findings = read(drawn);
      expect(findings.cracks.present).toBe(true);
      expect(judgeCracks(findings.head.cracks).present).toBe(false);
      expect(findings.signs).toContain('midline-crack');
      expect(read(plain).cracks.present).toBe(false);
    }
  });

  it('red points are counted at a fixed scale in tongue widths: drawn prickles are counted alike at three resolutions and exposures, a plain tongue has almost none', () => {
    const counts: number[] = [];
    // The tongue's box is 102, 154 and 307 px wide: narrower and wider than the 128-cell grid.
    for (const [width, height] of [
      [256, 192],
      [384, 288],
      [768, 576],
    ])
      for (const exposure of [0.7, 1, 1.25]) {
        const dotted = drawTongue({ width, height, body: [205, 105, 110], redPoints: 72, exposure });
        const count = measureRedPoints(dotted.image, dotted.mask, boxOf(dotted), RED_POINT_SPREADS).count;
        expect(count).toBeGreaterThanOrEqual(RED_POINTS_MIN_COUNT);
        counts.push(count);
        const plain = drawTongue({ width, height, body: [205, 105, 110], exposure });
        expect(measureRedPoints(plain.image, plain.mask, boxOf(plain), RED_POINT_SPREADS).count).toBeLessThan(
          RED_POINTS_MIN_COUNT / 4,
        );
      }
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(0.15 * Math.max(...counts));
    // The analysis reports the sign from them.
    expect(read(drawTongue({ body: [205, 105, 110], redPoints: 72 })).signs).toContain('red-points');
    expect(read(drawTongue({ body: [205, 105, 110] })).signs).not.toContain('red-points');
  });

  it('a scalloped outline raises the tooth-mark probability', () => {
    const scalloped = read(drawTongue({ body: [205, 105, 110], scallops: { count: 4, depth: 0.05 } }));
    const plain = read(drawTongue({ body: [205, 105, 110] }));
    expect(scalloped.head.toothMarks).toBeGreaterThan(plain.head.toothMarks);
    expect(scalloped.toothMarks.score).toBeGreaterThan(plain.toothMarks.score);
    expect(plain.toothMarks.present).toBe(false);
  });

  it('gives class probabilities that sum to one', () => {
    const f = read(drawTongue({ body: [205, 105, 110] }));
    for (const p of [f.head.body, f.head.coatingColour]) expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('fills the SPEC §3 tongue_analysis group and consumer observations', () => {
    const { image, mask } = drawTongue({ body: [200, 95, 100], coating: { colour: [214, 178, 80], coverage: 0.4 } });
    const f = findingsOf(analyzeTongueWithMask(image, mask));
    expect(Object.keys(f.tongueAnalysis).sort()).toEqual([
      'areas_especificas',
      'color_cuerpo',
      'forma_tamaño',
      'humedad',
      'saburra',
    ]);
    expect(Object.keys(f.tongueAnalysis.areas_especificas).sort()).toEqual(['bordes', 'centro', 'punta', 'raiz']);
    expect(['white', 'light yellow', 'yellow']).toContain(f.tongueAnalysis.saburra.color);
    expect(f.observations.some((o) => /coating/i.test(o))).toBe(true);
    expect(f.observations.at(-1)).toMatch(/not a medical diagnosis/);
    for (const region of ['tip', 'leftSide', 'rightSide', 'centre', 'root'] as const)
      expect(f.regions[region].bodyLab.L).toBeGreaterThan(0);
  });
});

describe('quality gate on drawn photos', () => {
  it('refuses a dark photo and says to add light', () => {
    const { image, mask } = drawTongue({ body: [205, 105, 110], exposure: 0.15 });
    for (const result of [analyzeTongue(image), analyzeTongueWithMask(image, mask)]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.code).toBe('too-dark');
        expect(result.reason).toMatch(/too dark/i);
        expect(result.quality.meanLuma).toBeLessThan(45);
      }
    }
  });

  it('refuses a blurred photo and says to hold still', () => {
    const { image, mask } = drawTongue({ body: [205, 105, 110], cracks: 3 });
    const sharp = analyzeTongueWithMask(image, mask);
    expect(sharp.ok).toBe(true);
    const result = analyzeTongueWithMask(blurImage(image, 4), mask);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('blurred');
      expect(result.reason).toMatch(/blurred/i);
    }
  });

  it('refuses a photo with no tongue in it', () => {
    const width = 320,
      height = 240;
    const data = new Uint8Array(width * height * 3);
    for (let p = 0; p < width * height; p++) data.set([200 + (p % 5), 160, 140], p * 3);
    const result = analyzeTongue({ width, height, channels: 3, data });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(['no-tongue', 'tongue-too-small']).toContain(result.code);
  });

  // A tinted light scales each channel of the drawn photo (in encoded values).
  const underLight = (red: number, green: number) => {
    const { image } = drawTongue({ body: [205, 105, 110] });
    for (let p = 0; p < image.width * image.height; p++) {
      image.data[p * 3] = Math.round(image.data[p * 3] * red);
      image.data[p * 3 + 1] = Math.round(image.data[p * 3 + 1] * green);
    }
    return image;
  };

  it('refuses a photo under light so coloured that nothing is left to compare', () => {
    const image = underLight(0.2, 0.4);
    expect(estimateWhiteBalance(image).castRatio).toBeGreaterThan(REFUSE_CAST_LIMIT);
    const result = analyzeTongue(image);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('colour-cast');
  });

  it('reads a photo under strongly coloured light, with its colour marked uncertain (decision 0063)', () => {
    const image = underLight(0.3, 0.5);
    const cast = estimateWhiteBalance(image).castRatio;
    expect(cast).toBeGreaterThan(CAST_LIMIT);
    expect(cast).toBeLessThanOrEqual(REFUSE_CAST_LIMIT);
    const f = findingsOf(analyzeTongue(image));
    expect(f.head.colourUncertain).toBe(true);
    expect(f.assessment.bodyColor.confidence).toBeLessThanOrEqual(0.45);
  });

  it('rejects malformed pixel buffers with a precise error', () => {
    expect(() => analyzeTongue({ width: 100, height: 100, channels: 3, data: new Uint8Array(10) })).toThrow(RangeError);
  });
});
