/**
 * Tongue segmentation: the learned U-Net (model/tongue-unet.ts, weights trained by
 * scripts/train-tongue.ts) looks at the whole frame stretched to 112 x 112; its logits are
 * upsampled bilinearly to the working image and thresholded at probability 0.5, then shape priors
 * are applied: keep the largest connected region (one tongue) and fill its holes (cracks and
 * highlights are still tongue). The outline needs no further smoothing: it is the zero level of
 * bilinearly interpolated logits, smooth by construction.
 */
import { decodeFloat32Base64 } from '../model/decode-float32-base64.ts';
import { prepareUnetInput } from '../model/prepare-unet-input.ts';
import { runUnet, unetLayout, type UnetLayout } from '../model/tongue-unet.ts';
import { TONGUE_UNET_SPEC } from '../model/tongue-unet-spec.ts';
import { TONGUE_UNET_WEIGHTS_BASE64 } from '../model/tongue-unet-weights.ts';
import { fillHoles, keepLargestComponent } from './label-components.ts';
import { resizeAreaToPlanar } from './resize-area.ts';
import type { RgbImage } from '../types.ts';
import { upsampleBilinear } from './upsample-bilinear.ts';

/** Bounding box in working-image pixels. */
export interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Result of segmentation at working resolution. */
export interface Segmentation {
  /** width*height of the analysed image, 255 = tongue */
  mask: Uint8Array;
  bbox: BoundingBox;
  /** tongue pixels */
  area: number;
  /** area / (width*height) */
  areaFraction: number;
  /** mean network probability over the kept region, 0-1 (how sure the model is it is tongue) */
  confidence: number;
}

let model: { params: Float32Array; layout: UnetLayout } | undefined;

function loadModel(): { params: Float32Array; layout: UnetLayout } {
  if (!model) {
    const layout = unetLayout(TONGUE_UNET_SPEC);
    const params = decodeFloat32Base64(TONGUE_UNET_WEIGHTS_BASE64);
    if (params.length !== layout.paramCount) {
      throw new RangeError(
        `tongue model: ${params.length} weights, the network needs ${layout.paramCount}; retrain with npm run train:tongue`,
      );
    }
    model = { params, layout };
  }
  return model;
}

/** Per-pixel tongue logits at the image's own size (positive = tongue). */
export function predictTongueLogits(image: RgbImage): Float32Array {
  const { params, layout } = loadModel();
  const size = TONGUE_UNET_SPEC.size;
  const planar = resizeAreaToPlanar(image.data, image.width, image.height, image.channels, 3, size, size);
  const logits = runUnet(params, layout, prepareUnetInput(planar, size));
  return upsampleBilinear(logits, size, size, image.width, image.height);
}

/** Bounding box and area of a mask (255 = set); an empty mask gives a zero box. */
export function measureMask(mask: Uint8Array, width: number, height: number): { bbox: BoundingBox; area: number } {
  let x0 = width,
    y0 = height,
    x1 = -1,
    y1 = -1,
    area = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      area++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (area === 0) return { bbox: { x: 0, y: 0, width: 0, height: 0 }, area };
  return { bbox: { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }, area };
}

/** Segments the tongue in a working-resolution photo. */
export function segmentTongue(image: RgbImage): Segmentation {
  const { width, height } = image;
  const logits = predictTongueLogits(image);
  let mask: Uint8Array = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p++) if (logits[p] > 0) mask[p] = 255;
  mask = keepLargestComponent(mask, width, height);
  mask = fillHoles(mask, width, height);
  const { bbox, area } = measureMask(mask, width, height);
  let probSum = 0;
  for (let p = 0; p < mask.length; p++) if (mask[p]) probSum += 1 / (1 + Math.exp(-logits[p]));
  return { mask, bbox, area, areaFraction: area / (width * height), confidence: area ? probSum / area : 0 };
}
