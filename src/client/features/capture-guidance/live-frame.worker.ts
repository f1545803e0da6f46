/**
 * Capture guidance off the main thread (issue 18, item 8): the tongue engine's live-frame check
 * (exposure, colour cast, segmentation of the frame) on a small RGBA frame, answered with its hint.
 */
import { checkLiveFrame, type LiveHint } from '../../../engine/tongue/index.ts';

export interface LiveFrameRequest {
  width: number;
  height: number;
  /** RGBA bytes (a canvas ImageData's buffer), moved, not copied */
  data: ArrayBuffer;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<LiveFrameRequest>) => void) | null;
  postMessage(message: LiveHint): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data: frame }) => {
  let hint: LiveHint;
  try {
    hint = checkLiveFrame({ width: frame.width, height: frame.height, channels: 4, data: new Uint8Array(frame.data) }).hint;
  } catch {
    hint = 'no-tongue';
  }
  scope.postMessage(hint);
};
