import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSUMER_CAMERA } from '../../../../contract/constants.ts';

/** SPEC §8 consumer camera message. */
export const CAMERA_ERROR = 'Unable to access camera. Please check permissions and try again.';

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * Why the camera did not open, so the screen can say what the person can do about it (the SPEC
 * message alone asks to check permissions even where there is no camera at all).
 */
export type CameraFailure = 'unsupported' | 'no-camera' | 'denied' | 'in-use' | 'other';

/** Maps getUserMedia's DOMException names (Media Capture and Streams, section 10) to a failure. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'other';
}

/**
 * The front camera at 1280x720 ideal (SPEC §9). `error` is set when there is no camera or
 * permission is refused, and `failure` says which; `torchSupported` only when the device reports the torch capability.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Bumped by stop(): a camera that opens after the screen stopped it is closed at once.
  const generation = useRef(0);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);

  const stop = useCallback(() => {
    generation.current += 1;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setReady(false);
    setTorchOn(false);
  }, []);

  const start = useCallback(async () => {
    setError(null);
    setFailure(null);
    const mine = generation.current;
    // Absent outside a secure context (plain http other than localhost) and in old browsers.
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(CAMERA_ERROR);
      setFailure('unsupported');
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: CONSUMER_CAMERA.width }, height: { ideal: CONSUMER_CAMERA.height } },
        audio: false,
      });
      if (mine !== generation.current) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      streamRef.current = stream;
      const track = stream.getVideoTracks()[0];
      const caps = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
      setTorchSupported(caps.torch === true);
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
      }
      setReady(true);
    } catch (e) {
      if (mine !== generation.current) return;
      console.error('Camera unavailable', e);
      setError(CAMERA_ERROR);
      setFailure(cameraFailureOf(e));
    }
  }, []);

  const toggleTorch = useCallback(async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch (e) {
      console.error('Torch could not be switched', e);
      setTorchSupported(false);
    }
  }, [torchOn]);

  /** The current frame as a JPEG (browser default quality, SPEC §9). */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg'));
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, ready, error, failure, start, stop, capture, torchSupported, torchOn, toggleTorch };
}
