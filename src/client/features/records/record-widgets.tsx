import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useUser } from '../../app/user-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../components/ui/card.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/locales/en.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { withTimeZone } from '../../lib/local-dates.ts';
import { useFailureToast } from '../account/use-failure-toast.ts';
import { useCcmqQuestionnaire, useConstitution, usePatientTimeline } from './api.ts';
import { ConstitutionForm, ConstitutionSummary } from './constitution-form.tsx';
import { FindingsTimeline } from './findings-timeline.tsx';
import { VisitCompare } from './visit-compare.tsx';

/** A button that downloads a server-written file (PDF, FHIR) and says so. */
export function DownloadButton({ url, fallbackName, label }: { url: string; fallbackName: string; label: MessageId }) {
  const intl = useIntl();
  const { toast } = useToast();
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(url, fallbackName);
      toast({ title: intl.formatMessage({ id: label }), description: intl.formatMessage({ id: 'records.pdf.done' }, { name }) });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={() => void run()}>
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {intl.formatMessage({ id: label })}
    </Button>
  );
}

/** The patient view's records: summary PDF and FHIR export, the findings timeline, visits compared, the CCMQ at intake. */
export function PatientRecordsPanel({
  practitionerId,
  patientId,
  gender,
}: {
  practitionerId: number;
  patientId: number;
  gender?: string | null;
}) {
  const intl = useIntl();
  const timeline = usePatientTimeline(practitionerId, patientId);
  const [ccmq, setCcmq] = useState(false);
  const base = `/api/practitioners/${practitionerId}/patients/${patientId}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <DownloadButton
          url={withTimeZone(`${base}/summary.pdf`)}
          fallbackName="patient-summary.pdf"
          label="records.pdf.summary"
        />
        <DownloadButton url={`${base}/fhir`} fallbackName="patient-fhir.json" label="records.fhir.button" />
        <Button size="sm" variant="outline" aria-expanded={ccmq} onClick={() => setCcmq((v) => !v)}>
          {intl.formatMessage({ id: 'records.constitution.take' })}
        </Button>
      </div>
      {ccmq && (
        <Card>
          <CardHeader>
            <CardTitle>{intl.formatMessage({ id: 'records.constitution.title' })}</CardTitle>
          </CardHeader>
          <CardContent>
            <ConstitutionForm url={`${base}/constitution`} gender={gender} forPatient />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'records.compare.title' })}</CardTitle>
        </CardHeader>
        <CardContent>
          {timeline.data ? (
            <VisitCompare practitionerId={practitionerId} patientId={patientId} points={timeline.data.points} />
          ) : (
            <Skeleton className="h-24" />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'records.timeline.title' })}</CardTitle>
        </CardHeader>
        <CardContent>
          {timeline.data ? <FindingsTimeline points={timeline.data.points} /> : <Skeleton className="h-24" />}
        </CardContent>
      </Card>
    </div>
  );
}

/** The home card's constitution line (the CCMQ result) with the way to (re)take it. */
export function ConstitutionLine({ userId }: { userId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const result = useConstitution(userId);
  const questionnaire = useCcmqQuestionnaire(locale);
  const primary = result.data?.primary;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="constitution">
      {primary && questionnaire.data ? (
        intl.formatMessage({ id: 'records.constitution.result' }, { name: questionnaire.data.constitutions[primary] })
      ) : (
        <Link to="/profile/constitution" className="text-brand-700 underline dark:text-brand-300">
          {intl.formatMessage({ id: 'records.constitution.take' })}
        </Link>
      )}
    </p>
  );
}

/** /profile/constitution: the consumer takes the CCMQ; the last result shows above the form. */
export function ConstitutionPage() {
  const intl = useIntl();
  const { user } = useUser();
  const { locale } = useLocale();
  const result = useConstitution(user?.id ?? null);
  const questionnaire = useCcmqQuestionnaire(locale);
  if (!user) return null;
  return (
    <main className="space-y-4 p-4">
      <h1 className="text-xl font-bold">{intl.formatMessage({ id: 'records.constitution.title' })}</h1>
      {result.data && questionnaire.data && <ConstitutionSummary result={result.data} names={questionnaire.data.constitutions} />}
      <ConstitutionForm url={`/api/users/${user.id}/constitution`} gender={user.gender} />
      <p>
        <Link to="/trends" className="text-sm text-brand-700 underline dark:text-brand-300">
          {intl.formatMessage({ id: 'records.trends.link' })}
        </Link>
      </p>
    </main>
  );
}
