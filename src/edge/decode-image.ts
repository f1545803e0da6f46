/**
 * The one decoder at the Node edge, shared by the server's worker pool and the CLI, so both
 * measure a photo from the same pixels (docs/decisions/0033). Decodes a photo for the tongue
 * engine with sharp: EXIF orientation applied, alpha
 * dropped, converted to sRGB, shrunk to the engine's working resolution (long side 512 px). sharp's resize lets
 * libjpeg shrink by 1/2, 1/4 or 1/8 while decoding, so a 12-megapixel JPEG never exists in
 * memory at full size.
 */
import sharp from 'sharp';
import { WORKING_LONG_SIDE, type RgbImage } from '../engine/tongue/index.ts';

/** A decoded working image plus the size of the original (after orientation). */
export interface DecodedPhoto {
  image: RgbImage;
  originalWidth: number;
  originalHeight: number;
}

/** Decodes `input` (path or bytes) to RGB at working resolution; throws on unreadable input. */
export async function decodeImage(input: string | Buffer, longSide = WORKING_LONG_SIDE): Promise<DecodedPhoto> {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error('not a readable image');
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = swap ? meta.height : meta.width;
  const originalHeight = swap ? meta.width : meta.height;
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    image: {
      width: info.width,
      height: info.height,
      channels: 3,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    },
    originalWidth,
    originalHeight,
  };
}

/** Decodes an 8-bit mask file (255 = tongue) at its own size, one byte per pixel. */
export async function decodeMask(file: string): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
