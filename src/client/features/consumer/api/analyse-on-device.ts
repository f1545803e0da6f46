import type { Locale } from '../../../../contract/person.ts';
import type { OnDeviceReply, OnDeviceRequest } from '../capture/on-device-analysis.worker.ts';

/**
 * Privacy mode: analyses the photo in a Web Worker on this device (the worker's chunk, with the
 * tongue model, is fetched only now). Answers the findings to send, or the quality gate's refusal.
 */
export function analyseOnDevice(photo: Blob, locale: Locale): Promise<OnDeviceReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../capture/on-device-analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<OnDeviceReply>) => {
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The analysis on this device failed'));
    };
    const request: OnDeviceRequest = { photo, locale };
    worker.postMessage(request);
  });
}
