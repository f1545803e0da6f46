import { ArrowLeft, Download, FileText, Pencil, Stethoscope, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { structuredAssessment, type DiagnosticSession, type Patient } from '../../../../contract/practitioner.ts';
import { DELETE_CONFIRMATION } from '../../../../contract/account-data.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiRequest } from '../../../lib/api.ts';
import { withTimeZone } from '../../../lib/local-dates.ts';
import { refreshAccountData } from '../../../lib/query-client.ts';
import { usePatient, useUpdatePatient } from '../api/patients.ts';
import { usePatientSessions, useSessionAnalysis } from '../api/sessions.ts';
import { AnalysisResultView } from '../consultation/analysis-results.tsx';
import { downloadPractitionerReport } from '../shared/download-report.ts';
import { confidenceText, fullName, initials, usePatientDisplay } from '../shared/patient-display.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { useFailureToast } from '../../account/use-failure-toast.ts';
import { ActiveBadge } from './patient-card.tsx';
import { PatientEditForm } from './patient-edit-form.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useLocale } from '../../../i18n/locale-provider.tsx';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';
import { useCcmqQuestionnaire } from '../../records/api.ts';
import { DownloadButton, PatientRecordsPanel } from '../../records/record-widgets.tsx';

/** The patient view (/practitioner/patient/{id}): the record, its edit and archive, and the session timeline. */
export function PatientViewPage() {
  const patientId = Number(useParams().patientId);
  return <PractitionerGate>{(p) => <PatientView practitioner={p} patientId={patientId} />}</PractitionerGate>;
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="whitespace-pre-wrap text-sm">{value || '—'}</dd>
    </div>
  );
}

function PatientView({ practitioner, patientId }: { practitioner: StoredPractitioner; patientId: number }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const failed = useFailureToast();
  const { toast } = useToast();
  const patient = usePatient(practitioner.id, patientId);
  const sessions = usePatientSessions(patientId, patient.isSuccess);
  const update = useUpdatePatient(practitioner.id, patientId);
  const [editing, setEditing] = useState(false);
  // Edit hides its own button (the form takes the focus); leaving the form gives the focus back to it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const t = useT();
  const errorText = useErrorText();
  const { ageText, dateText, genderText } = usePatientDisplay();
  const { locale } = useLocale();
  const ccmq = useCcmqQuestionnaire(locale);
  // constitutionalType holds a CCMQ id (named in the reader's language) or, on older records, free text.
  const constitutionText = (value: string | null) => {
    const names: Record<string, string> | undefined = ccmq.data?.constitutions;
    return value && names ? (names[value] ?? value) : null;
  };

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
  const deletePatient = async () => {
    try {
      await apiRequest('DELETE', `/api/practitioners/${practitioner.id}/patients/${p.id}`);
      await refreshAccountData();
      toast({ title: intl.formatMessage({ id: 'patient.delete.done' }), description: fullName(p) });
      void navigate('/practitioner/patients');
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  const toggleActive = async () => {
    try {
      await update.mutateAsync({ isActive: !p.isActive });
      toast({
        title: p.isActive ? t('view.archived') : t('view.restored'),
        description: t(p.isActive ? 'view.nowInactive' : 'view.nowActive', { name: fullName(p) }),
      });
    } catch (error) {
      toast({
        title: t('editPatient.failed.title'),
        description: errorText(error, 'addPatient.failed.fallback'),
        variant: 'destructive',
      });
    }
  };

  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => void navigate('/practitioner/patients')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('view.backToPatients')}
        </Button>
        <Button onClick={() => void navigate(`/practitioner/patient/${p.id}/consultation`)}>
          <Stethoscope aria-hidden="true" className="h-4 w-4" /> {t('view.newConsultation')}
        </Button>
      </div>
      <div className="mt-4 flex items-center gap-4">
        <div
          aria-hidden="true"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          {initials(p)}
        </div>
        <div>
          <h1 className="text-2xl font-bold">{fullName(p)}</h1>
          <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            {[genderText(p.gender), ageText(p.dateOfBirth)].filter(Boolean).join(' · ')} <ActiveBadge active={p.isActive} />
          </p>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle>{t('view.record')}</CardTitle>
            {!editing && (
              <Button ref={editButton} size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t('view.edit')}
              </Button>
            )}
          </CardHeader>
          <CardContent>
            {editing ? (
              <PatientEditForm patient={p} onDone={() => setEditing(false)} />
            ) : (
              <>
                <dl className="space-y-3">
                  <Detail
                    label={t('view.dateOfBirth')}
                    value={
                      p.dateOfBirth
                        ? t('view.dateAndAge', { date: dateText(p.dateOfBirth), age: ageText(p.dateOfBirth) })
                        : ageText(null)
                    }
                  />
                  <Detail label={t('view.email')} value={p.email} />
                  <Detail label={t('view.phone')} value={p.phone} />
                  <Detail label={t('view.chiefComplaint')} value={p.chiefComplaint} />
                  <Detail label={t('view.history')} value={p.historyOfPresent} />
                  <Detail label={t('view.previous')} value={p.previousTreatments} />
                  <Detail
                    label={t('view.complexFactors')}
                    value={p.complexFactors
                      .map((f) => {
                        const id = `complexFactor.${f}`;
                        return id in intl.messages ? t(id as MessageId) : f;
                      })
                      .join(', ')}
                  />
                  {p.pregnancyStatus && <Detail label={t('view.pregnancy')} value={t(`pregnancy.${p.pregnancyStatus}`)} />}
                  <Detail label={t('view.constitution')} value={constitutionText(p.constitutionalType)} />
                  <Detail label={t('view.lastVisit')} value={dateText(p.lastVisit)} />
                </dl>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => void toggleActive()}>
                    {p.isActive ? t('view.archive') : t('view.restore')}
                  </Button>
                  <a
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    href={withTimeZone(`/api/practitioners/${practitioner.id}/patients/${p.id}/export`)}
                    download
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    {intl.formatMessage({ id: 'patient.export.button' })}
                  </a>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="destructive">
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        {intl.formatMessage({ id: 'patient.delete.button' })}
                      </Button>
                    }
                    title={intl.formatMessage({ id: 'patient.delete.confirmTitle' }, { name: fullName(p) })}
                    description={intl.formatMessage({ id: 'patient.delete.confirmDetail' })}
                    confirmLabel={intl.formatMessage({ id: 'patient.delete.button' })}
                    confirmWord={DELETE_CONFIRMATION}
                    onConfirm={deletePatient}
                  />
                </div>
              </>
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('view.sessions')}</CardTitle>
          </CardHeader>
          <CardContent>
            {sessions.isLoading ? (
              <Skeleton className="h-24" />
            ) : !sessions.data?.length ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">{t('view.noSessions')}</p>
            ) : (
              <ol className="space-y-4 border-l-2 border-brand-100 pl-4" aria-label={t('view.timeline')}>
                {sessions.data.map((s) => (
                  <li key={s.id}>
                    <SessionEntry session={s} patient={p} practitioner={practitioner} />
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      <section className="mt-6" aria-label={t('view.records')}>
        <PatientRecordsPanel practitionerId={practitioner.id} patientId={p.id} gender={p.gender} />
      </section>
    </main>
  );
}

function SessionEntry({
  session,
  patient,
  practitioner,
}: {
  session: DiagnosticSession;
  patient: Patient;
  practitioner: StoredPractitioner;
}) {
  const { toast } = useToast();
  const intl = useIntl();
  const failed = useFailureToast();
  const [open, setOpen] = useState(false);
  const t = useT();
  const { locale } = useLocale();
  const { dateText } = usePatientDisplay();
  const analysis = useSessionAnalysis(open ? session.id : null);
  const when = dateText(session.sessionDate, true);
  const report = () => {
    const name = downloadPractitionerReport({
      practitioner,
      patient,
      manualAssessment: structuredAssessment(session.manualAssessment),
      analysis: session.tcmAnalysis,
      sessionDate: new Date(session.sessionDate),
      locale,
    });
    toast({ title: t('report.done.title'), description: t('report.done.detail', { name }) });
  };
  const deleteSession = async () => {
    try {
      await apiRequest('DELETE', `/api/practitioners/${practitioner.id}/sessions/${session.id}`);
      await refreshAccountData();
      toast({ title: intl.formatMessage({ id: 'session.delete.done' }), description: when });
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return (
    <article className="space-y-2" aria-label={t('view.sessionOf', { when })}>
      <div className="flex flex-wrap items-center gap-3">
        {session.imageUrl ? (
          <img src={session.imageUrl} alt={t('view.photoOf', { when })} className="h-16 w-16 rounded object-cover" />
        ) : (
          <div aria-hidden="true" className="h-16 w-16 rounded bg-slate-100 dark:bg-slate-800" />
        )}
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium">{when}</p>
          <p>{session.patternName ?? session.primaryPattern ?? t('view.noAnalysisSaved')}</p>
          {session.confidenceScore !== null && (
            <p className="text-slate-500 dark:text-slate-400">
              {t('view.confidence', { value: confidenceText(session.confidenceScore) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {session.analysisAvailable || session.tcmAnalysis ? (
            <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? t('view.hideAnalysis') : t('view.openAnalysis')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={report}>
            <FileText aria-hidden="true" className="h-4 w-4" /> {t('view.downloadReport')}
          </Button>
          <DownloadButton
            url={withTimeZone(`/api/practitioners/${practitioner.id}/sessions/${session.id}/report.pdf`)}
            fallbackName={`tcm-session-report-${session.id}.pdf`}
            label="records.pdf.session"
          />
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {intl.formatMessage({ id: 'session.delete.button' })}
              </Button>
            }
            title={intl.formatMessage({ id: 'session.delete.confirmTitle' })}
            description={intl.formatMessage({ id: 'session.delete.confirmDetail' })}
            confirmLabel={intl.formatMessage({ id: 'session.delete.button' })}
            confirmWord={DELETE_CONFIRMATION}
            onConfirm={deleteSession}
          />
        </div>
      </div>
      {open && (
        <div className="rounded-md border p-4">
          {analysis.isLoading ? (
            <Skeleton className="h-24" />
          ) : analysis.isError ? (
            <p role="alert">{t('view.analysisFailed')}</p>
          ) : (
            <AnalysisResultView result={analysis.data ?? null} waiting={false} />
          )}
        </div>
      )}
    </article>
  );
}
