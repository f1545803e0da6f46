import type { Locale } from '../../../../contract/person.ts';
import type { OnDeviceReply, OnDeviceRequest } from '../capture/on-device-analysis.worker.ts';
import { CheckInError } from './submit-check-in.ts';

/**
 * Analyses the photo in a Web Worker on this device (the worker's chunk, with the tongue model,
 * is fetched the first time): privacy mode's findings, and the quality check of every chosen
 * photo. Answers the findings, or the quality gate's refusal. `signal` ends the worker (a newer
 * photo, the page left); the promise then never settles.
 */
export function analyseOnDevice(photo: Blob, locale: Locale, signal?: AbortSignal): Promise<OnDeviceReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../capture/on-device-analysis.worker.ts', import.meta.url), { type: 'module' });
    signal?.addEventListener('abort', () => worker.terminate(), { once: true });
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
