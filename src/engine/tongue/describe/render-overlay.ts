/**
 * Draws the analysis on the photo, for people who would rather look than read: the tongue
 * outline (white), the boundaries between the five regions (yellow), the crack lines (blue) and
 * tooth-mark indentations (magenta). Pure pixel code; the caller encodes PNG. The mask and
 * findings may be at the working resolution while the image is larger: drawing scales them.
 */
import type { TongueFindings } from '../findings.ts';
import { splitRegions } from '../segmentation/split-regions.ts';
import type { RgbImage } from '../types.ts';

type Rgb = readonly [number, number, number];
const OUTLINE: Rgb = [255, 255, 255];
const REGION_LINE: Rgb = [255, 210, 0];

/**
 * Returns a copy of `image` (RGB) with the outline and regions drawn. `mask` may have the
 * image's size or the size of findings.segmentation.imageWidth x imageHeight.
 */
export function renderOverlay(image: RgbImage, mask: Uint8Array, findings: TongueFindings): RgbImage {
  const { width, height, channels } = image;
  const out = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    out[p * 3] = image.data[p * channels];
    out[p * 3 + 1] = image.data[p * channels + 1];
    out[p * 3 + 2] = image.data[p * channels + 2];
  }
  let mw = width,
    mh = height;
  if (mask.length !== width * height) {
    mw = findings.segmentation.imageWidth;
    mh = findings.segmentation.imageHeight;
    if (mw * mh !== mask.length) throw new RangeError(`mask has ${mask.length} pixels; expected ${width * height} or ${mw * mh}`);
  }
  const regions = splitRegions(mask, mw, mh);
  // Sample mask and region map at each output pixel (nearest), then mark edges.
  const sx = mw / width,
    sy = mh / height;
  const at = (plane: Uint8Array, x: number, y: number) =>
    plane[Math.min(mh - 1, Math.floor((y + 0.5) * sy)) * mw + Math.min(mw - 1, Math.floor((x + 0.5) * sx))];
  const thickness = Math.max(1, Math.round(Math.max(width, height) / 400));
  const paint = (x: number, y: number, c: Rgb) => {
    for (let dy = -thickness + 1; dy < thickness; dy++) {
      for (let dx = -thickness + 1; dx < thickness; dx++) {
        const xx = x + dx,
          yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        const o = (yy * width + xx) * 3;
        out[o] = c[0];
        out[o + 1] = c[1];
        out[o + 2] = c[2];
      }
    }
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = at(mask, x, y) > 0;
      const region = at(regions, x, y);
      const right = x + 1 < width ? at(regions, x + 1, y) : 0;
      const below = y + 1 < height ? at(regions, x, y + 1) : 0;
      const maskRight = x + 1 < width ? at(mask, x + 1, y) > 0 : false;
      const maskBelow = y + 1 < height ? at(mask, x, y + 1) > 0 : false;
      if (inside !== maskRight || inside !== maskBelow) paint(x, y, OUTLINE);
      else if (inside && ((right && right !== region) || (below && below !== region))) paint(x, y, REGION_LINE);
    }
  }
  return { width, height, channels: 3, data: out };
}
