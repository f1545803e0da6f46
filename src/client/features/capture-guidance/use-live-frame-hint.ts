import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LiveHint } from '../../../engine/tongue/index.ts';
import type { LiveFrameRequest } from './live-frame.worker.ts';

/** Long side of the frame the check reads: enough for exposure, cast and a coarse segmentation. */
export const LIVE_FRAME_LONG_SIDE = 160;
/** At most this often; a slow device simply skips frames while the worker is busy. */
export const LIVE_CHECK_INTERVAL_MS = 400;
/** A new hint is shown once it is seen on this many frames in a row, so the text does not flicker. */
const STABLE_FRAMES = 2;

/**
 * Checks the live camera frame a few times a second in a Web Worker and answers the current hint
 * (null until the first answer, or when the video is not playing). The worker starts with the
 * camera and ends with it.
 */
export function useLiveFrameHint(videoRef: RefObject<HTMLVideoElement | null>, active: boolean): LiveHint | null {
  const [hint, setHint] = useState<LiveHint | null>(null);
  const candidate = useRef<{ hint: LiveHint; seen: number } | null>(null);

  useEffect(() => {
    if (!active || typeof Worker === 'undefined') return;
    let worker: Worker;
    try {
      worker = new Worker(new URL('./live-frame.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return; // no workers here: the photo is still checked by the server after capture
    }
    let busy = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    worker.onmessage = ({ data }: MessageEvent<LiveHint>) => {
      busy = false;
      const c = candidate.current;
      candidate.current = c && c.hint === data ? { hint: data, seen: c.seen + 1 } : { hint: data, seen: 1 };
      if (candidate.current.seen >= STABLE_FRAMES) setHint(data);
    };
    worker.onerror = () => {
      busy = false;
    };
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (busy || !context || !video || video.readyState < 2 || !video.videoWidth) return;
      const scale = LIVE_FRAME_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight);
      canvas.width = Math.max(16, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(16, Math.round(video.videoHeight * scale));
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const request: LiveFrameRequest = { width, height, data: data.buffer };
      busy = true;
      worker.postMessage(request, [request.data]);
    }, LIVE_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      worker.terminate();
      candidate.current = null;
      setHint(null);
    };
  }, [active, videoRef]);

  return hint;
}
