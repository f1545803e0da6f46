import { personName } from '../../../../contract/person-name.ts';
import { Award, CalendarDays, FileText, Stethoscope, UserPlus, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { usePatients, usePractitionerStats } from '../api/patients.ts';
import { usePractitionerSession } from '../auth/use-practitioner-session.ts';
import { fullName } from '../shared/patient-display.ts';
import { ActiveBadge } from '../patients/patient-card.tsx';
import { CompleteLicenceCard } from './complete-licence-card.tsx';

const RECENT_PATIENTS = 5;

/** SPEC §2 practitioner dashboard. */
export function PractitionerDashboardPage() {
  const { practitioner, verified, update } = usePractitionerSession();
  const t = useT();
  if (!practitioner)
    return verified ? <Navigate to="/practitioner/login" replace /> : <p className="p-6">{t('pgate.loading')}</p>;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('dashboard.welcome', { name: personName(practitioner) })}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('dashboard.license', { number: practitioner.licenseNumber })}
            {practitioner.licenseState ? ` · ${practitioner.licenseState}` : ''}
          </p>
        </div>
      </header>
      {practitioner.licenseNumber === '' && <CompleteLicenceCard practitioner={practitioner} onSaved={update} />}
      <DashboardBody practitioner={practitioner} />
    </main>
  );
}

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between pt-5">
        <div>
          <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
        <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

function DashboardBody({ practitioner }: { practitioner: StoredPractitioner }) {
  const navigate = useNavigate();
  const stats = usePractitionerStats(practitioner.id);
  const recent = usePatients(practitioner.id, '', RECENT_PATIENTS, 0);
  const number = (n: number | undefined) => (n === undefined ? <Skeleton className="h-8 w-10" /> : n);
  const t = useT();
  const intl = useIntl();
  const planId = `dashboard.plan.${practitioner.accountType}`;
  const plan =
    planId in intl.messages
      ? t(planId as MessageId)
      : practitioner.accountType.charAt(0).toUpperCase() + practitioner.accountType.slice(1);
  return (
    <>
      <section aria-label={t('dashboard.statistics')} className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('dashboard.activePatients')}
          value={number(stats.data?.activePatients)}
          icon={<Users className="h-6 w-6" />}
        />
        <StatCard
          label={t('dashboard.thisWeek')}
          value={number(stats.data?.sessionsThisWeek)}
          icon={<CalendarDays className="h-6 w-6" />}
        />
        <StatCard label={t('dashboard.plan')} value={plan} icon={<Award className="h-6 w-6" />} />
      </section>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t('dashboard.recent')}</CardTitle>
            <Button size="sm" onClick={() => void navigate('/practitioner/add-patient')}>
              <UserPlus aria-hidden="true" className="h-4 w-4" /> {t('dashboard.addPatient')}
            </Button>
          </CardHeader>
          <CardContent>
            {recent.isLoading ? (
              <Skeleton className="h-24" />
            ) : !recent.data?.patients.length ? (
              <div className="space-y-3 py-6 text-center">
                <p className="text-slate-500 dark:text-slate-400">{t('dashboard.noPatients')}</p>
                <Button variant="outline" onClick={() => void navigate('/practitioner/add-patient')}>
                  {t('dashboard.addFirst')}
                </Button>
              </div>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('dashboard.recentList')}>
                {recent.data.patients.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {fullName(p)}
                        {/* An archived patient stays in the recent list; it must not pass for an active one. */}
                        {!p.isActive && <ActiveBadge active={false} />}
                      </p>
                      <p className="truncate text-sm text-slate-500 dark:text-slate-400">{p.chiefComplaint}</p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('dashboard.viewPatient', { name: fullName(p) })}
                      onClick={() => void navigate(`/practitioner/patient/${p.id}`)}
                    >
                      {t('dashboard.view')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('dashboard.quickActions')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => void navigate('/practitioner/patients?intent=consult')}
              >
                <Stethoscope aria-hidden="true" className="h-4 w-4" /> {t('dashboard.newConsultation')}
              </Button>
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => void navigate('/practitioner/patients?intent=report')}
              >
                <FileText aria-hidden="true" className="h-4 w-4" /> {t('dashboard.generateReport')}
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => void navigate('/practitioner/patients')}>
                <Users aria-hidden="true" className="h-4 w-4" /> {t('dashboard.patientManagement')}
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
