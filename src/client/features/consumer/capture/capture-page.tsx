import { refreshAccountData } from '../../../lib/query-client.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SERVER_MESSAGES } from '../../../../contract/api-messages.ts';
import type { Questionnaire } from '../../../../contract/assessment.ts';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useMessageText, usePhotoRefusalText } from '../../../i18n/contract-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useLocale } from '../../../i18n/locale-provider.tsx';
import { analyseOnDevice } from '../api/analyse-on-device.ts';
import type { OnDeviceReply } from './on-device-analysis.worker.ts';
import {
  abandonCheckIn,
  abandonCheckInOnUnload,
  CheckInError,
  submitCheckIn,
  type CheckInProgress,
  type CheckInStep,
  type CheckInTongue,
} from '../api/submit-check-in.ts';
import { PrivacyModeSwitch } from '../privacy/privacy-mode-switch.tsx';
import { CameraView } from './camera-view.tsx';
import { QuestionsForm, type QuestionnaireDraft } from './questions-form.tsx';

const STEP_ORDER: CheckInStep[] = ['analysis', 'questionnaire', 'recommendations'];

function AnalysisProgress({ step }: { step: CheckInStep }) {
  const index = STEP_ORDER.indexOf(step);
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-4 dark:bg-slate-800"
    >
      <p className="font-medium">{t(`capture.step.${step}`)}</p>
      <div
        role="progressbar"
        aria-label={t('capture.progress')}
        aria-valuemin={0}
        aria-valuemax={STEP_ORDER.length}
        aria-valuenow={index}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full animate-pulse bg-brand-600 transition-all"
          style={{ width: `${((index + 0.5) / STEP_ORDER.length) * 100}%` }}
        />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('capture.stepOf', { step: index + 1, total: STEP_ORDER.length })}
      </p>
    </div>
  );
}

/** SPEC §2/§4 consumer flow: photo, then Quick Health Questions, then three calls, then /results. */
export function CapturePage() {
  const { user } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [step, setStep] = useState<CheckInStep | null>(null);
  // Why the photo was refused: the text as the server or the engine wrote it, and its quality-gate code.
  const [photoProblem, setPhotoProblem] = useState<{ text: string; code: string | null } | null>(null);
  const t = useT();
  const messageText = useMessageText();
  const refusalText = usePhotoRefusalText();
  const { locale } = useLocale();

  // The preview URL lives as long as its photo.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  // A file the browser cannot show (a document renamed .jpg) is told at once, not after the
  // questions are answered and sent; so is a photo the quality gate refuses (too dark, blurred,
  // no tongue), read on this device by the same engine while the questions are answered: a
  // retake after them lost the answers (an exploratory test). In privacy mode that reading is the
  // check-in's own, so the photo is analysed once.
  const shownPhoto = useRef<File | null>(null);
  const precheck = useRef<{ photo: File; locale: string; reply: Promise<OnDeviceReply | null>; stop: AbortController } | null>(
    null,
  );
  // The early check's refusal of the photo on screen; shown only while nothing is being sent (a
  // submit under way has the server's own answer coming).
  const [earlyRefusal, setEarlyRefusal] = useState<{ photo: File; text: string; code: string | null } | null>(null);
  useEffect(() => () => precheck.current?.stop.abort(), []);
  function acceptPhoto(file: File) {
    const url = URL.createObjectURL(file);
    shownPhoto.current = file;
    setPhoto({ file, url });
    setPhotoProblem(null);
    setEarlyRefusal(null);
    precheck.current?.stop.abort();
    precheck.current = null;
    const probe = new Image();
    probe.src = url;
    probe.decode().then(
      () => {
        if (shownPhoto.current !== file) return;
        const stop = new AbortController();
        const reply = analyseOnDevice(file, locale, stop.signal).catch(() => null);
        precheck.current = { photo: file, locale, reply, stop };
        void reply.then((r) => {
          if (r && !r.ok && r.code !== 'unreadable' && shownPhoto.current === file)
            setEarlyRefusal({ photo: file, text: r.reason, code: r.code });
        });
      },
      () => {
        if (shownPhoto.current === file) setPhotoProblem({ text: SERVER_MESSAGES.imageNotImage, code: null });
      },
    );
  }

  const shownProblem =
    photoProblem ?? (earlyRefusal && earlyRefusal.photo === photo?.file && step === null ? earlyRefusal : null);
  // A refused photo moves the focus to its retake, the one thing to do next (it was left on the
  // page's body once the busy form re-rendered).
  const retakeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shownProblem) retakeButton.current?.focus();
  }, [shownProblem]);

  // What a failed check-in already saved for this photo: a retry resumes after it instead of
  // saving the photo's analysis twice; a check-in given up (new photo, privacy mode switched,
  // page left) has its half-saved analysis deleted, so the history and the baseline never
  // count it.
  const partial = useRef<{ photo: File; onDevice: boolean; progress: CheckInProgress } | null>(null);
  const submitting = useRef(false);
  const mounted = useRef(true);
  const abandonPartial = useCallback(async () => {
    const progress = partial.current?.progress;
    partial.current = null;
    if (progress) await abandonCheckIn(progress).then(refreshAccountData);
  }, []);
  // A reload or a closed tab gives the check-in up too (an unmount does not run then).
  useEffect(() => {
    const onPageHide = () => {
      const progress = partial.current?.progress;
      if (progress && !submitting.current) {
        partial.current = null;
        abandonCheckInOnUnload(progress);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A check-in still under way finishes (and opens its results); one that failed is given up.
      if (!submitting.current) void abandonPartial();
    };
  }, [abandonPartial]);

  // The answers given with a photo outlive its retake (an exploratory test found them lost).
  const answersSoFar = useRef<QuestionnaireDraft | null>(null);
  const [keptAnswers, setKeptAnswers] = useState<QuestionnaireDraft | null>(null);
  const rememberAnswers = useCallback((draft: QuestionnaireDraft) => {
    answersSoFar.current = draft;
  }, []);

  function retake() {
    setKeptAnswers(answersSoFar.current);
    precheck.current?.stop.abort();
    precheck.current = null;
    void abandonPartial();
    setPhoto(null);
    setPhotoProblem(null);
  }

  async function submit(answers: Questionnaire) {
    if (!user) {
      toast({ title: t('capture.authError.title'), description: t('capture.authError.detail'), variant: 'destructive' });
      return;
    }
    if (!photo) {
      toast({ title: t('capture.missing.title'), description: t('capture.missing.detail'), variant: 'destructive' });
      return;
    }
    setPhotoProblem(null);
    const onDevice = Boolean(user.analyseOnDevice);
    if (partial.current && (partial.current.photo !== photo.file || partial.current.onDevice !== onDevice)) void abandonPartial();
    partial.current ??= { photo: photo.file, onDevice, progress: {} };
    const { progress } = partial.current;
    submitting.current = true;
    try {
      let tongue: CheckInTongue = { photo: photo.file };
      if (onDevice && progress.tongueAnalysisId === undefined) {
        setStep('analysis');
        const early =
          precheck.current?.photo === photo.file && precheck.current.locale === locale ? await precheck.current.reply : null;
        const measured = early ?? (await analyseOnDevice(photo.file, locale));
        if (!measured.ok) {
          setPhotoProblem(
            measured.code === 'unreadable'
              ? { text: t('privacyMode.unreadable'), code: null }
              : { text: measured.reason, code: measured.code },
          );
          return;
        }
        tongue = { findings: measured.findings };
      }
      await submitCheckIn(user.id, tongue, answers, setStep, progress);
      partial.current = null;
      await refreshAccountData();
      // Someone who has gone elsewhere meanwhile is not pulled back; the check-in is in their history.
      if (mounted.current) void navigate('/results');
    } catch (error) {
      if (!mounted.current) {
        void abandonPartial();
        return;
      }
      if (error instanceof CheckInError && error.photoProblem) {
        setPhotoProblem({ text: error.photoProblem, code: error.photoProblemCode });
      } else {
        toast({
          title: t('capture.failed.title'),
          description:
            error instanceof CheckInError
              ? t(`capture.error.${error.step}`)
              : error instanceof Error
                ? messageText(error.message)
                : t('capture.failed.fallback'),
          variant: 'destructive',
        });
      }
    } finally {
      submitting.current = false;
      setStep(null);
    }
  }

  if (!photo) return <CameraView onPhoto={acceptPhoto} />;

  return (
    <div className="space-y-4">
      {shownProblem && (
        <Card className="border-amber-400">
          <CardContent className="space-y-3 pt-5" role="alert">
            <p className="font-semibold">{t('capture.photoProblem')}</p>
            <p className="text-sm">{refusalText(shownProblem.text, shownProblem.code)}</p>
            <Button ref={retakeButton} onClick={retake} disabled={step !== null}>
              {t('capture.retake')}
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent className="pt-5">
          <PrivacyModeSwitch disabled={step !== null} />
        </CardContent>
      </Card>
      {step && <AnalysisProgress step={step} />}
      <QuestionsForm
        photoUrl={photo.url}
        busy={step !== null}
        initial={keptAnswers}
        onDraftChange={rememberAnswers}
        onRetake={retake}
        onSubmit={(a) => void submit(a)}
      />
      {/* A photo taken and not sent yet (the answers with it) is asked about before it is given up;
          once sent, the check-in finishes wherever the person goes. */}
      <LeaveDialog
        unsaved={step === null}
        onLeave={abandonPartial}
        text={{
          title: t('capture.leave.title'),
          detail: t('capture.leave.detail'),
          stay: t('capture.leave.stay'),
          leave: t('capture.leave.confirm'),
        }}
      />
    </div>
  );
}
