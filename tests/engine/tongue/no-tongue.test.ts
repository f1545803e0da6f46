import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, decodeMask } from '../../../src/edge/decode-image.ts';
import { analyzeTongue, checkLiveFrame } from '../../../src/engine/tongue/index.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

/*
 * A real photo with its tongue cut away shows none: the paper bib under the chin, or the upper
 * lip and nose. The segmenter takes such regions for a tongue (a bib for 60-90 % of the frame),
 * so the gate says 'no tongue' instead of reading a tongue's colour off paper or lips
 * (scripts/tongue-head/dev-no-tongue.ts measures it over every fitting photo).
 */
const photos = hasSharedData('tongue-seg');

async function parts(id: string) {
  const file = path.join(sharedDataDir, 'tongue-seg/images', `${id}.jpg`);
  const mask = await decodeMask(path.join(sharedDataDir, 'tongue-seg/masks', `${id}.png`));
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const rows = [...Array(mask.height).keys()].filter((y) =>
    mask.data.subarray(y * mask.width, (y + 1) * mask.width).some((v) => v > 127),
  );
  const scale = height / mask.height;
  const top = Math.floor(rows[0]! * scale) - 1;
  const bottom = Math.ceil((rows.at(-1)! + 1) * scale) + 1;
  return {
    whole: await sharp(file).toBuffer(),
    above: await sharp(file).extract({ left: 0, top: 0, width, height: top }).toBuffer(),
    below: await sharp(file)
      .extract({ left: 0, top: bottom, width, height: height - bottom })
      .toBuffer(),
  };
}

const codeOf = async (bytes: Buffer) => {
  const result = analyzeTongue((await decodeImage(bytes)).image);
  return result.ok ? 'accepted' : result.code;
};

describe('a real photo without a tongue', () => {
  it.runIf(photos)('is refused as showing no tongue, paper bib or lips alike, while the whole photo is read', async () => {
    const bib = await parts('140');
    expect(await codeOf(bib.whole)).toBe('accepted');
    expect(await codeOf(bib.below)).toBe('no-tongue');
    const lips = await parts('141');
    expect(await codeOf(lips.whole)).toBe('accepted');
    expect(await codeOf(lips.above)).toBe('no-tongue');
  });

  it.runIf(photos)('gets the live camera’s “no tongue” hint too', async () => {
    const live = async (bytes: Buffer) => checkLiveFrame((await decodeImage(bytes, 160)).image).hint;
    const bib = await parts('140');
    expect(await live(bib.below)).toBe('no-tongue');
    expect(await live(bib.whole)).not.toBe('no-tongue');
  });
});
