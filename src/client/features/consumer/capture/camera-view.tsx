import { ArrowLeft, Camera, ImageUp, Zap, ZapOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CaptureHint } from '../../capture-guidance/capture-hint.tsx';
import { useLiveFrameHint } from '../../capture-guidance/use-live-frame-hint.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useCamera } from './use-camera.ts';

/** SPEC §9 captured file name. */
export const capturedFileName = (at = Date.now()) => `tongue-image-${at}.jpg`;

/**
 * SPEC §2 capture: full-screen camera with the tongue guide and hint, back, flash (torch, only
 * where supported), capture; a file picker when there is no camera or permission is refused.
 */
export function CameraView({ onPhoto }: { onPhoto: (photo: File) => void }) {
  const navigate = useNavigate();
  const { videoRef, ready, error, failure, start, stop, capture, torchSupported, torchOn, toggleTorch } = useCamera();
  const fileInput = useRef<HTMLInputElement>(null);
  // The frame is checked before the photo is taken: light, colour cast, tongue in the guide.
  const hint = useLiveFrameHint(videoRef, ready && !error);
  const t = useT();

  useEffect(() => {
    void start();
  }, [start]);

  // Full screen means modal: the app behind is inert (no tabbing into the hidden header or
  // navigation) and focus starts on the back button.
  const backButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    backButton.current?.focus();
    return () => root?.removeAttribute('inert');
  }, []);

  async function takePhoto() {
    const blob = await capture();
    if (!blob) return;
    stop();
    onPhoto(new File([blob], capturedFileName(), { type: 'image/jpeg' }));
  }

  return createPortal(
    <section
      role="dialog"
      aria-modal="true"
      aria-label={t('capture.dialog')}
      className="fixed inset-0 z-40 flex flex-col bg-black text-white"
    >
      <h1 className="sr-only">{t('capture.title')}</h1>
      <video
        ref={videoRef}
        playsInline
        muted
        aria-label={t('capture.preview')}
        className="absolute inset-0 h-full w-full object-cover"
      />
      {ready && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div
            className={`h-[55%] w-[60%] max-w-xs rounded-[50%] border-4 border-dashed ${hint === 'ok' ? 'border-emerald-400' : 'border-white/80'}`}
          />
        </div>
      )}
      <div className="relative flex items-center justify-between p-4">
        <button
          ref={backButton}
          type="button"
          aria-label={t('capture.back')}
          onClick={() => void navigate('/')}
          className="rounded-full bg-black/50 p-2"
        >
          <ArrowLeft aria-hidden="true" className="h-6 w-6" />
        </button>
        {torchSupported && (
          <button
            type="button"
            aria-label={torchOn ? t('capture.flashOff') : t('capture.flashOn')}
            aria-pressed={torchOn}
            onClick={() => void toggleTorch()}
            className="rounded-full bg-black/50 p-2"
          >
            {torchOn ? <Zap aria-hidden="true" className="h-6 w-6" /> : <ZapOff aria-hidden="true" className="h-6 w-6" />}
          </button>
        )}
      </div>
      <div className="relative mt-auto space-y-4 p-6 text-center">
        {error ? (
          <div role="alert" className="space-y-2 rounded-lg bg-white/95 p-4 text-slate-900">
            {/* The SPEC's 'check permissions' text, except where permissions are not the cause:
                no camera at all, or a browser that cannot open one (it contradicted the reason). */}
            {failure !== 'no-camera' && failure !== 'unsupported' && <p>{t('capture.cameraError')}</p>}
            {failure && <p className="text-sm">{t(`capture.cameraFailure.${failure}`)}</p>}
            {failure !== 'no-camera' && failure !== 'unsupported' && (
              <Button size="sm" onClick={() => void start()}>
                {t('capture.cameraRetry')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="text-lg font-medium drop-shadow">{t('capture.hint')}</p>
            <CaptureHint hint={hint} />
          </>
        )}
        <div className="flex items-center justify-center gap-6">
          {/* The accessible name starts with the visible word, so speech control finds it ('Upload'). */}
          <Button
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            aria-label={error ? t('capture.chooseLabel') : t('capture.uploadLabel')}
          >
            <ImageUp aria-hidden="true" className="h-5 w-5" />
            {error ? t('capture.choose') : t('capture.upload')}
          </Button>
          {!error && (
            <button
              type="button"
              aria-label={t('capture.shoot')}
              disabled={!ready}
              onClick={() => void takePhoto()}
              className="flex h-16 w-16 items-center justify-center rounded-full border-4 border-white bg-white/20 disabled:opacity-50"
            >
              <Camera aria-hidden="true" className="h-7 w-7" />
            </button>
          )}
        </div>
        {/* Opened by the visible button; hidden from assistive technology so it is not a second, duplicate control. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('capture.file')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) {
              stop();
              onPhoto(file);
            }
          }}
        />
      </div>
    </section>,
    document.body,
  );
}
