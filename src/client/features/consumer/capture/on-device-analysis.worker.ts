/**
 * Privacy mode (issue 11, item 7): the photo is decoded and analysed here, in the person's
 * browser, by the same analysis entry the server runs. The tongue model's weights are in this
 * worker's chunk only, fetched once a photo is chosen for a check-in (its quality is checked here
 * before the questions are sent, in privacy mode or not), never by the first pages.
 */
import { analyseOnDevice, type OnDeviceAnalysis } from '../../../../engine/analysis/on-device.ts';
import { WORKING_LONG_SIDE, type RgbImage } from '../../../../engine/tongue/index.ts';
import type { Locale } from '../../../../contract/person.ts';

export interface OnDeviceRequest {
  photo: Blob;
  locale: Locale;
}

/** The analysis, and how long decoding and analysing took (for the browser benchmark). */
export type OnDeviceReply = OnDeviceAnalysis & { decodeMs: number; analyseMs: number };

interface WorkerScope {
  onmessage: ((event: MessageEvent<OnDeviceRequest>) => void) | null;
  postMessage(message: OnDeviceReply): void;
}
const scope = globalThis as unknown as WorkerScope;

/**
 * The photo at the engine's working size, like src/edge/decode-image.ts: EXIF orientation
 * applied, sRGB. The first decode scales the width to the working size (the browser keeps the
 * aspect ratio), so a 12-megapixel photo is never held at full size; a portrait photo is then
 * brought down to the working size on its long side.
 */
async function decodeAtWorkingSize(photo: Blob): Promise<RgbImage> {
  let bitmap = await createImageBitmap(photo, {
    imageOrientation: 'from-image',
    resizeWidth: WORKING_LONG_SIDE,
    resizeQuality: 'high',
  });
  if (bitmap.height > WORKING_LONG_SIDE) {
    const scaled = await createImageBitmap(bitmap, {
      resizeWidth: Math.max(1, Math.round((bitmap.width * WORKING_LONG_SIDE) / bitmap.height)),
      resizeHeight: WORKING_LONG_SIDE,
      resizeQuality: 'high',
    });
    bitmap.close();
    bitmap = scaled;
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  bitmap.close();
  return { width, height, channels: 4, data };
}

scope.onmessage = ({ data: request }) => {
  const started = performance.now();
  void decodeAtWorkingSize(request.photo)
    .then((image) => {
      const decoded = performance.now();
      const result = analyseOnDevice(image, request.locale);
      scope.postMessage({ ...result, decodeMs: decoded - started, analyseMs: performance.now() - decoded });
    })
    .catch(() => {
      // The server's answer for a file that is not a readable photo (src/server/storage).
      scope.postMessage({ ok: false, code: 'unreadable', reason: 'unreadable', decodeMs: 0, analyseMs: 0 });
    });
};
