import { ArrowLeft, Camera, FileText, ImagePlus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import type { ManualAssessment } from '../../../../contract/practitioner.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { uploadTongueImage } from '../api/analysis.ts';
import { useCameraProfiles } from '../api/camera-profiles.ts';
import { usePatient } from '../api/patients.ts';
import { usePatientSessions, useSaveSession } from '../api/sessions.ts';
import { downloadPractitionerReport } from '../shared/download-report.ts';
import { fullName, usePatientDisplay } from '../shared/patient-display.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { AnalysisHistory } from './analysis-history.tsx';
import { AnalysisResultView } from './analysis-results.tsx';
import { CameraModal } from './camera-modal.tsx';
import { CameraProfilePicker } from './camera-profile-picker.tsx';
import { cleanAssessment, ManualAssessmentFields } from './manual-assessment-fields.tsx';
import { useTcmAnalysis } from './use-tcm-analysis.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';

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
  // The analysis last saved, so the same consultation is not saved twice by a second click.
  const [savedAnalysisId, setSavedAnalysisId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const t = useT();
  const errorText = useErrorText();
  const { ageText } = usePatientDisplay();

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
  const busy = analysis.phase === 'uploading' || analysis.phase === 'waiting';

  const chooseImage = (next: File | null) => {
    analysis.reset();
    setFile(next);
  };

  const finishedAnalysisId = analysis.result?.status !== 'processing' ? (analysis.result?.analysis_id ?? null) : null;
  const alreadySaved = finishedAnalysisId !== null && finishedAnalysisId === savedAnalysisId;

  const onSave = async () => {
    let imageUrl = analysis.imageUrl;
    if (!imageUrl && file) {
      // A photo that was never analysed is still part of the record.
      try {
        imageUrl = (await uploadTongueImage(file, p.id, practitioner.id)).imageUrl;
      } catch (error) {
        toast({
          title: t('session.uploadFailed'),
          description: errorText(error, 'session.uploadFallback'),
          variant: 'destructive',
        });
        return;
      }
    }
    try {
      await save.mutateAsync({
        patientId: p.id,
        practitionerId: practitioner.id,
        imageUrl,
        manualAssessment: cleanAssessment(manual),
        ...(finishedAnalysisId ? { analysisId: finishedAnalysisId } : {}),
        analysisResults: analysis.result?.tongue_analysis,
        sessionDate: new Date().toISOString(),
        status: 'completed',
      });
      setSavedAnalysisId(finishedAnalysisId);
      toast({ title: t('session.savedToast.title'), description: t('session.savedToast.detail', { name: fullName(p) }) });
    } catch (error) {
      console.error('Save session failed', error);
      toast({
        title: t('session.notSaved.title'),
        description: errorText(error, 'session.notSaved.fallback'),
        variant: 'destructive',
      });
    }
  };

  const onReport = () => {
    const name = downloadPractitionerReport({
      practitioner,
      patient: p,
      manualAssessment: cleanAssessment(manual),
      analysis: analysis.result,
      sessionDate: new Date(),
    });
    toast({ title: t('report.done.title'), description: t('report.done.detail', { name }) });
  };

  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <Button variant="ghost" onClick={() => void navigate('/practitioner/patients')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('view.backToPatients')}
      </Button>
      <h1 className="mt-4 text-2xl font-bold">{t('session.title', { name: fullName(p) })}</h1>
      <p className="text-sm text-slate-500">
        {ageText(p.dateOfBirth)} · {p.chiefComplaint}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('session.image')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {preview ? (
                <img src={preview} alt={t('session.selected')} className="max-h-80 w-full rounded-md object-contain" />
              ) : (
                <p className="rounded-md border border-dashed p-8 text-center text-sm text-slate-500">{t('session.noImage')}</p>
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
                <input
                  id={fileInputId}
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
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
              <ManualAssessmentFields value={manual} onChange={setManual} />
            </CardContent>
          </Card>
          <Button
            className="w-full"
            size="lg"
            disabled={!file || busy}
            onClick={() =>
              file &&
              void analysis.analyze(file, {
                manualAssessment: cleanAssessment(manual),
                ...(cameraProfileId ? { cameraProfileId } : {}),
              })
            }
          >
            {busy ? t('session.analyzing') : t('session.analyze')}
          </Button>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('session.results')}</CardTitle>
            </CardHeader>
            <CardContent aria-live="polite">
              <AnalysisResultView result={analysis.result} waiting={busy} notice={analysis.notice} />
            </CardContent>
          </Card>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={onReport}>
              <FileText aria-hidden="true" className="h-4 w-4" /> {t('session.generateReport')}
            </Button>
            <Button
              disabled={save.isPending || analysis.phase === 'polling' || busy || alreadySaved}
              onClick={() => void onSave()}
            >
              <Save aria-hidden="true" className="h-4 w-4" />{' '}
              {save.isPending ? t('session.saving') : alreadySaved ? t('session.saved') : t('session.save')}
            </Button>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('session.history')}</CardTitle>
            </CardHeader>
            <CardContent>
              <AnalysisHistory sessions={sessions.data ?? []} />
            </CardContent>
          </Card>
        </div>
      </div>
      <CameraModal open={cameraOpen} onOpenChange={setCameraOpen} onCapture={chooseImage} />
    </main>
  );
}
