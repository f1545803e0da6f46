import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../errors.ts';

/** Largest photo accepted, in pixels: a 48-megapixel phone photo passes, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 48_000_000;
/** Longest side kept after normalisation: ample for analysis and reports, small on disk. */
export const STORED_MAX_SIDE = 2048;
/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/**
 * Shortest side accepted, in pixels. The tongue engine needs a tongue at least 40 px wide in a
 * frame it fills only in part, and a calibration card a grid of cells; below this no photo can
 * be read, and the person should hear that the photo is too small, not that the tongue is.
 */
export const MIN_IMAGE_SIDE = 32;

export const IMAGE_MESSAGES = {
  empty: 'The file is empty. Please choose a photo.',
  notImage: 'This file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
  tooManyPixels: `The image is too large (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please upload a smaller photo.`,
  tooManyBytes: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please upload a smaller photo.`,
  unreadable: 'The image could not be read; it may be damaged. Please take or choose another photo.',
  tooFewPixels: `The photo is too small (under ${MIN_IMAGE_SIDE} pixels on a side). Please take or choose a larger photo.`,
} as const;

export interface NormalisedImage {
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
  sha256: string;
}

/** What the bytes say they are, never what the file name or the declared type says. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Every upload path goes through here: content sniffing (415 for non-images), pixel-count limit
 * read from the header before decoding (413), auto-orientation, metadata stripped (GPS!), bounded
 * size, re-encoded as JPEG.
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  if (input.length === 0) throw new HttpError(400, IMAGE_MESSAGES.empty);
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooManyBytes);
  if (!sniffImageType(input)) throw new HttpError(415, IMAGE_MESSAGES.notImage);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);
  // Judged as it will be kept: a very long, thin photo is brought down to STORED_MAX_SIDE on its long side.
  const keptScale = Math.min(1, STORED_MAX_SIDE / Math.max(meta.width, meta.height));
  if (Math.min(meta.width, meta.height) * keptScale < MIN_IMAGE_SIDE) throw new HttpError(400, IMAGE_MESSAGES.tooFewPixels);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      mimeType: 'image/jpeg',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  }
}
