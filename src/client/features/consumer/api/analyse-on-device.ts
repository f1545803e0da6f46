import type { Locale } from '../../../../contract/person.ts';
import type { OnDeviceReply, OnDeviceRequest } from '../capture/on-device-analysis.worker.ts';
import { CheckInError } from './submit-check-in.ts';

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
    // A worker that fails (its chunk did not load, the engine threw) is the analysis step failing:
    // the page says so in the reader's language, like a failed upload.
    worker.onerror = () => {
      worker.terminate();
      reject(new CheckInError('analysis', null));
    };
    const request: OnDeviceRequest = { photo, locale };
    worker.postMessage(request);
  });
}
