import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MODAL_JPEG_QUALITY, PRACTITIONER_CAMERA } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CaptureHint } from '../../capture-guidance/capture-hint.tsx';
import { useLiveFrameHint } from '../../capture-guidance/use-live-frame-hint.ts';
import { useT } from '../../../i18n/use-t.ts';

/** SPEC §9 captured file name. */
export const capturedFileName = (timestamp = Date.now()) => `tongue-image-${timestamp}.jpg`;

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((t) => t.stop());
}

/**
 * SPEC §2 camera capture modal: live preview, Capturar, then the captured preview with Repetir
 * and Usar Imagen (which hands back a JPEG file); Rotar switches camera when there are several.
 */
export function CameraModal({
  open,
  onOpenChange,
  onCapture,
  guidance = true,
  title,
  description,
  ownWords = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (file: File) => void;
  /** Check the live frame for a tongue (light, colour cast, tongue in the guide); off for other subjects (a calibration card). */
  guidance?: boolean;
  /** What is photographed, when it is not a tongue (the SPEC's title and description name the tongue). */
  title?: string;
  description?: string;
  /** Buttons and messages in the interface's language: the SPEC's Spanish is for the consultation's tongue modal only. */
  ownWords?: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [captured, setCaptured] = useState<{ file: File; url: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const captureButton = useRef<HTMLButtonElement>(null);
  const useButton = useRef<HTMLButtonElement>(null);
  // The control that opened the modal gets the focus back when it closes (there is no Dialog.Trigger).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before the dialog's focus scope moves the focus in, so the opener is still focused.
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  // The button that was pressed unmounts (Capturar, Repetir): the focus goes to the one that replaced it.
  const hadCapture = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (captured) useButton.current?.focus();
    else if (hadCapture.current) captureButton.current?.focus();
    hadCapture.current = Boolean(captured);
  }, [captured, open]);
  const hint = useLiveFrameHint(videoRef, guidance && open && !captured && !error && !starting);
  // SPEC §8 camera messages: Spanish in the English interface (as the modal is), translated in the others.
  const t = useT();

  // Bumped by every start: a stream that opens after a later start (a double click on retry, a
  // rotate) is stopped at once, so the camera is never left on behind the modal.
  const generation = useRef(0);
  const start = useCallback(
    async (deviceIndex: number) => {
      const mine = ++generation.current;
      stopStream(streamRef.current);
      streamRef.current = null;
      setStarting(true);
      let list: MediaDeviceInfo[];
      try {
        list = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
      } catch {
        if (mine === generation.current) {
          setError(t(ownWords ? 'cameraOwn.devices' : 'camera.devices'));
          setStarting(false);
        }
        return;
      }
      if (mine !== generation.current) return;
      if (list.length === 0) {
        setError(t(ownWords ? 'cameraOwn.none' : 'camera.none'));
        setStarting(false);
        return;
      }
      setError(null);
      try {
        const chosen = list[deviceIndex % list.length];
        const size = {
          width: { ideal: PRACTITIONER_CAMERA.width, max: PRACTITIONER_CAMERA.width },
          height: { ideal: PRACTITIONER_CAMERA.height, max: PRACTITIONER_CAMERA.height },
        };
        const stream = await navigator.mediaDevices.getUserMedia({
          video: chosen?.deviceId ? { deviceId: { exact: chosen.deviceId }, ...size } : size,
          audio: false,
        });
        if (mine !== generation.current) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        // Labels are only readable once permission is granted, so list again.
        setDevices((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput'));
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
      } catch (e) {
        if (mine === generation.current)
          setError(t(ownWords ? 'cameraOwn.access' : 'camera.access', { message: e instanceof Error ? e.message : String(e) }));
      } finally {
        if (mine === generation.current) setStarting(false);
      }
    },
    [t, ownWords],
  );

  useEffect(
    () => () => {
      generation.current += 1;
      stopStream(streamRef.current);
    },
    [],
  );
  useEffect(
    () => () => {
      if (captured) URL.revokeObjectURL(captured.url);
    },
    [captured],
  );

  const close = (next: boolean) => {
    if (!next) {
      generation.current += 1;
      stopStream(streamRef.current);
      streamRef.current = null;
      setCaptured(null);
    }
    onOpenChange(next);
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        const file = new File([blob], capturedFileName(), { type: 'image/jpeg' });
        stopStream(streamRef.current);
        streamRef.current = null;
        setCaptured({ file, url: URL.createObjectURL(file) });
      },
      'image/jpeg',
      MODAL_JPEG_QUALITY,
    );
  };

  // The dialog mounts its content after this component: attach the stream whenever the video appears.
  const attachVideo = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el;
    if (el && streamRef.current && el.srcObject !== streamRef.current) {
      el.srcObject = streamRef.current;
      void el.play().catch(() => undefined);
    }
  }, []);

  const current = devices[index % Math.max(devices.length, 1)];
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          // The camera starts when the dialog opens, and stops in close().
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            captureButton.current?.focus();
            void start(index);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(95vw,48rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-5 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{title ?? t('camera.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{description ?? t('camera.description')}</Dialog.Description>
          {devices.length > 0 && (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t(ownWords ? 'cameraOwn.label' : 'camera.label', { index: (index % devices.length) + 1, count: devices.length })}
              {current?.label ? `: ${current.label}` : ''}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="overflow-hidden rounded-lg bg-black">
            {captured ? (
              <img
                src={captured.url}
                alt={t(ownWords ? 'cameraOwn.captured' : 'camera.captured')}
                className="max-h-[60vh] w-full object-contain"
              />
            ) : (
              <video
                ref={attachVideo}
                aria-label={t(ownWords ? 'cameraOwn.preview' : 'camera.preview')}
                playsInline
                muted
                className="max-h-[60vh] w-full object-contain"
              />
            )}
          </div>
          {guidance && !captured && !error && <CaptureHint hint={hint} />}
          <div className="flex flex-wrap justify-end gap-2">
            {!captured && devices.length > 1 && (
              <Button
                variant="outline"
                onClick={() => {
                  const next = (index + 1) % devices.length;
                  setIndex(next);
                  void start(next);
                }}
              >
                {t(ownWords ? 'cameraOwn.rotate' : 'camera.rotate')}
              </Button>
            )}
            {!captured && error && (
              // Permission granted later, or the camera freed by another app: no need to close and reopen.
              <Button variant="outline" aria-disabled={starting} onClick={() => !starting && void start(index)}>
                {t(ownWords ? 'cameraOwn.retry' : 'camera.retry')}
              </Button>
            )}
            {!captured && (
              // aria-disabled, not disabled, while the camera starts: a disabled button would drop the focus to the page.
              <Button
                ref={captureButton}
                onClick={() => !starting && !error && capture()}
                aria-disabled={starting || Boolean(error)}
              >
                {t(ownWords ? 'cameraOwn.capture' : 'camera.capture')}
              </Button>
            )}
            {captured && (
              <Button
                variant="outline"
                onClick={() => {
                  setCaptured(null);
                  void start(index);
                }}
              >
                {t(ownWords ? 'cameraOwn.retake' : 'camera.retake')}
              </Button>
            )}
            {captured && (
              <Button
                ref={useButton}
                onClick={() => {
                  onCapture(captured.file);
                  close(false);
                }}
              >
                {t(ownWords ? 'cameraOwn.use' : 'camera.use')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => close(false)}>
              {t(ownWords ? 'cameraOwn.cancel' : 'camera.cancel')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
