import { ArrowLeft, Camera, FileText, ImagePlus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { EMPTY_SESSION_MESSAGE, hasContent, type ManualAssessment } from '../../../../contract/practitioner.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { uploadTongueImage } from '../api/analysis.ts';
import { useCameraProfiles } from '../api/camera-profiles.ts';
import { usePatient } from '../api/patients.ts';
import { usePatientSessions, useSaveSession } from '../api/sessions.ts';
import { downloadPractitionerReport } from '../shared/download-report.ts';
import { fullName, patientAge, usePatientDisplay } from '../shared/patient-display.ts';
import { pregnancyCanApply } from '../../../../contract/person.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { AnalysisHistory } from './analysis-history.tsx';
import { AnalysisProgress, isRunning, useStageText } from './analysis-progress.tsx';
import { AnalysisResultView } from './analysis-results.tsx';
import { CameraModal } from './camera-modal.tsx';
import { CameraProfilePicker } from './camera-profile-picker.tsx';
import { cleanAssessment, ManualAssessmentFields } from './manual-assessment-fields.tsx';
import { assessmentProblems } from './assessment-problems.ts';
import { useRefusalText } from './refusal-text.ts';
import { useTcmAnalysis } from './use-tcm-analysis.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useLocale } from '../../../i18n/locale-provider.tsx';
import { useErrorText, useMessageText } from '../../../i18n/contract-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { SessionEndedDialog } from '../auth/session-ended-dialog.tsx';

/** The input a save recorded: the photo, the findings as sent (JSON, compared by content) and the analysis. */
interface SavedInput {
  file: File | null;
  findings: string;
  analysisId: string | null;
}

/** SPEC §2 'Diagnostic session' for one patient. */
export function ConsultationPage() {
  const patientId = Number(useParams().patientId);
  return <PractitionerGate>{(p) => <Consultation practitioner={p} patientId={patientId} />}</PractitionerGate>;
}

function Consultation({ practitioner, patientId }: { practitioner: StoredPractitioner; patientId: number }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const patient = usePatient(practitioner.id, patientId);
  const sessions = usePatientSessions(patientId, patient.isSuccess);
  const save = useSaveSession(practitioner.id);
  const analysis = useTcmAnalysis(practitioner.id, patientId);
  const [file, setFile] = useState<File | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [manual, setManual] = useState<ManualAssessment>({});
  const cameraProfiles = useCameraProfiles(practitioner.id);
  // undefined until the profiles are known (the picker then chooses the only one, if there is one)
  const [cameraProfileId, setCameraProfileId] = useState<number | null | undefined>(undefined);
  // What the last save recorded: the same consultation is not saved twice by a second click, and
  // leaving asks first only while something entered since is not saved.
  const [lastSave, setLastSave] = useState<SavedInput | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const analyzeReasonId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The session just saved: the history focuses it once it is listed (issue 15).
  const [justSavedId, setJustSavedId] = useState<number | null>(null);
  // A save refused because the session ended: the form stays; the dialog says how to save it.
  const [signedOut, setSignedOut] = useState(false);
  const t = useT();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const messageText = useMessageText();
  const stageText = useStageText();
  const { ageText } = usePatientDisplay();
  const running = isRunning(analysis.phase);
  const findings = cleanAssessment(manual);
  const hasFindings = hasContent(findings);
  // What the API would refuse, shown under each field; nothing is sent while there is any.
  const problems = assessmentProblems(findings, t);
  const finishedAnalysisId = analysis.result?.status !== 'processing' ? (analysis.result?.analysis_id ?? null) : null;
  const alreadySaved = finishedAnalysisId !== null && finishedAnalysisId === lastSave?.analysisId;
  const entered = Boolean(file) || hasFindings || finishedAnalysisId !== null;
  const unsaved =
    entered &&
    !(
      lastSave &&
      lastSave.file === file &&
      lastSave.findings === JSON.stringify(findings) &&
      lastSave.analysisId === finishedAnalysisId
    );

  // When a run ends, what appeared gets the focus and the view (it can be far below on a phone).
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running && analysis.phase !== 'idle') {
      resultsHeading.current?.focus({ preventScroll: true });
      resultsHeading.current?.scrollIntoView({ block: 'start' });
    }
    wasRunning.current = running;
  }, [running, analysis.phase]);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  if (patient.isLoading)
    return (
      <p className="p-6" role="status">
        {t('view.loading')}
      </p>
    );
  if (!patient.data) {
    return (
      <main className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
        <p role="alert">{t('view.notFound')}</p>
        <Button onClick={() => void navigate('/practitioner/dashboard')}>{t('view.backToDashboard')}</Button>
      </main>
    );
  }
  const p = patient.data;
  const canAnalyze = Boolean(file) || hasFindings;

  /** The first field with a problem takes the focus (its message is read with it); false when there is none. */
  const focusFirstProblem = () => {
    const [first] = problems.keys();
    if (first === undefined) return false;
    document.getElementById(first)?.focus();
    return true;
  };

  const chooseImage = (next: File | null) => {
    analysis.reset();
    setFile(next);
  };

  const onSave = async () => {
    if (focusFirstProblem()) return;
    if (!file && !hasFindings && !finishedAnalysisId) {
      // The API refuses an empty session too; saying so here spares the round trip.
      toast({ title: t('session.notSaved.title'), description: messageText(EMPTY_SESSION_MESSAGE), variant: 'destructive' });
      return;
    }
    let imageUrl = analysis.imageUrl;
    if (!imageUrl && file) {
      // A photo that was never analysed is still part of the record.
      try {
        imageUrl = (await uploadTongueImage(file, p.id, practitioner.id)).imageUrl;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          setSignedOut(true);
          return;
        }
        toast({
          title: t('session.uploadFailed'),
          description: errorText(error, 'session.uploadFallback'),
          variant: 'destructive',
        });
        return;
      }
    }
    try {
      const saved = await save.mutateAsync({
        patientId: p.id,
        practitionerId: practitioner.id,
        imageUrl,
        manualAssessment: findings,
        ...(finishedAnalysisId ? { analysisId: finishedAnalysisId } : {}),
        analysisResults: analysis.result?.tongue_analysis,
        sessionDate: new Date().toISOString(),
        status: 'completed',
      });
      setLastSave({ file, findings: JSON.stringify(findings), analysisId: finishedAnalysisId });
      setJustSavedId(saved.id);
      toast({ title: t('session.savedToast.title'), description: t('session.savedToast.detail', { name: fullName(p) }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setSignedOut(true);
        return;
      }
      console.error('Save session failed', error);
      toast({
        title: t('session.notSaved.title'),
        description: refusalText(error, 'session.notSaved.fallback'),
        variant: 'destructive',
      });
    }
  };

  const onReport = () => {
    const name = downloadPractitionerReport({
      practitioner,
      patient: p,
      manualAssessment: findings,
      analysis: analysis.result,
      sessionDate: new Date(),
      locale,
    });
    toast({ title: t('report.done.title'), description: t('report.done.detail', { name }) });
  };

  const pattern = analysis.result?.tcm_diagnosis?.patron_principal;
  // One short line for screen readers instead of the whole result (issue 15).
  const announcement = isRunning(analysis.phase)
    ? stageText(analysis.phase, analysis.result)
    : analysis.phase === 'done'
      ? pattern
        ? t('analysis.ready', { pattern })
        : t('analysis.readyNoPattern')
      : '';

  return (
    <main className="mx-auto max-w-6xl px-6 pt-8">
      <Button variant="ghost" onClick={() => void navigate('/practitioner/patients')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('view.backToPatients')}
      </Button>
      <h1 className="mt-4 text-2xl font-bold">{t('session.title', { name: fullName(p) })}</h1>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {ageText(p.dateOfBirth)} · {p.chiefComplaint}
        {/* What the cautions rest on, in sight while examining (an exploratory test found it only in the record). */}
        {pregnancyCanApply({ gender: p.gender, age: patientAge(p.dateOfBirth) }) &&
        (p.pregnancyStatus === 'pregnant' ||
          p.pregnancyStatus === 'trying_to_conceive' ||
          p.pregnancyStatus === 'breastfeeding') ? (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {t(`pregnancy.${p.pregnancyStatus}`)}
          </span>
        ) : null}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('session.image')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {preview ? (
                <img src={preview} alt={t('session.selected')} className="max-h-80 w-full rounded-md object-contain" />
              ) : (
                <p className="rounded-md border border-dashed p-8 text-center text-sm text-slate-500 dark:text-slate-400">
                  {t('session.noImage')}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setCameraOpen(true)}>
                  <Camera aria-hidden="true" className="h-4 w-4" /> {t('session.takePhoto')}
                </Button>
                <Button variant="outline" onClick={() => fileInput.current?.click()}>
                  <ImagePlus aria-hidden="true" className="h-4 w-4" /> {t('session.chooseFile')}
                </Button>
                <label htmlFor={fileInputId} className="sr-only">
                  {t('session.file')}
                </label>
                {/* Opened by the visible button; hidden from assistive technology so it is not a second, duplicate control. */}
                <input
                  id={fileInputId}
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(e) => {
                    chooseImage(e.target.files?.[0] ?? null);
                    e.target.value = '';
                  }}
                />
                {file && (
                  <Button variant="ghost" onClick={() => chooseImage(null)}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('session.removeImage')}
                  </Button>
                )}
              </div>
              <CameraProfilePicker
                profiles={cameraProfiles.data ?? (cameraProfiles.isError ? [] : undefined)}
                value={cameraProfileId}
                onChange={setCameraProfileId}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('session.manual')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ManualAssessmentFields value={manual} onChange={setManual} problems={problems} />
            </CardContent>
          </Card>
          <div className="space-y-2">
            {/* aria-disabled, not disabled: the pressed button keeps the focus (and reads its reason) until the result takes it */}
            <Button
              className="w-full"
              size="lg"
              aria-disabled={!canAnalyze || running}
              aria-busy={running}
              aria-describedby={canAnalyze ? undefined : analyzeReasonId}
              onClick={() => {
                if (!canAnalyze || running || focusFirstProblem()) return;
                void analysis.analyze(file, {
                  manualAssessment: findings,
                  ...(cameraProfileId ? { cameraProfileId } : {}),
                });
              }}
            >
              {running ? t('session.analyzing') : t('session.analyze')}
            </Button>
            {!canAnalyze && (
              <p id={analyzeReasonId} className="text-center text-sm text-slate-600 dark:text-slate-300">
                {t('session.analyzeReason')}
              </p>
            )}
          </div>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              {/* CardTitle's own element, with the ref the focus move needs */}
              <h2 ref={resultsHeading} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold">
                {t('session.results')}
              </h2>
            </CardHeader>
            <CardContent>
              {isRunning(analysis.phase) ? (
                <AnalysisProgress
                  phase={analysis.phase}
                  withPhoto={analysis.phase === 'uploading' || analysis.imageUrl !== null}
                  answer={analysis.result}
                />
              ) : (
                <AnalysisResultView result={analysis.result} waiting={false} notice={analysis.notice} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('session.history')}</CardTitle>
            </CardHeader>
            <CardContent>
              <AnalysisHistory sessions={sessions.data ?? []} focusId={justSavedId} />
            </CardContent>
          </Card>
        </div>
      </div>
      <div
        role="group"
        aria-label={t('session.actions')}
        data-fixed-bottom
        className="sticky bottom-0 z-10 -mx-6 mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white/95 px-6 py-3 dark:border-slate-800 dark:bg-slate-900/95"
      >
        <Button variant="outline" onClick={onReport}>
          <FileText aria-hidden="true" className="h-4 w-4" /> {t('session.generateReport')}
        </Button>
        <Button
          aria-disabled={save.isPending || running || alreadySaved}
          onClick={() => {
            if (!save.isPending && !running && !alreadySaved) void onSave();
          }}
        >
          <Save aria-hidden="true" className="h-4 w-4" />{' '}
          {save.isPending ? t('session.saving') : alreadySaved ? t('session.saved') : t('session.save')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <CameraModal open={cameraOpen} onOpenChange={setCameraOpen} onCapture={chooseImage} />
      <SessionEndedDialog
        open={signedOut}
        onClose={() => setSignedOut(false)}
        onRetry={() => {
          setSignedOut(false);
          // The Save button's own guards: nothing saved twice, nothing saved mid-analysis.
          if (!save.isPending && !running && !alreadySaved) void onSave();
        }}
      />
      <LeaveDialog
        unsaved={unsaved}
        text={{
          title: t('session.leave.title'),
          detail: t('session.leave.detail'),
          stay: t('session.leave.stay'),
          leave: t('session.leave.confirm'),
        }}
      />
    </main>
  );
}
