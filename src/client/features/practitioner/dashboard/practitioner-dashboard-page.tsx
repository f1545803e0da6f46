import {
  Award,
  CalendarClock,
  CalendarDays,
  FileText,
  LogOut,
  Settings,
  Sparkles,
  Stethoscope,
  UserPlus,
  Users,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { usePatients, usePractitionerStats } from '../api/patients.ts';
import { usePractitionerSession } from '../auth/use-practitioner-session.ts';
import { fullName } from '../shared/patient-display.ts';
import { CompleteLicenceCard } from './complete-licence-card.tsx';

const RECENT_PATIENTS = 5;

/** SPEC §2 practitioner dashboard. */
export function PractitionerDashboardPage() {
  const { practitioner, verified, logout, update } = usePractitionerSession();
  const navigate = useNavigate();
  const intl = useIntl();
  if (!practitioner) return verified ? <Navigate to="/practitioner/login" replace /> : <p className="p-6">Loading...</p>;
  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            Welcome, Dr. {practitioner.firstName} {practitioner.lastName}
          </h1>
          <p className="text-sm text-slate-500">
            License {practitioner.licenseNumber}
            {practitioner.licenseState ? ` · ${practitioner.licenseState}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void navigate('/practitioner/settings')}>
            <Settings aria-hidden="true" className="h-4 w-4" /> {intl.formatMessage({ id: 'practitioner.settings.link' })}
          </Button>
          <Button variant="outline" onClick={() => void logout().then(() => navigate('/practitioner/login'))}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
          </Button>
        </div>
      </header>
      {practitioner.licenseNumber === '' && <CompleteLicenceCard practitioner={practitioner} onSaved={update} />}
      <DashboardBody practitioner={practitioner} />
    </div>
  );
}

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between pt-5">
        <div>
          <p className="text-sm text-slate-500">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
        <span aria-hidden="true" className="text-brand-700">
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
  const plan = practitioner.accountType.charAt(0).toUpperCase() + practitioner.accountType.slice(1);
  return (
    <>
      <section aria-label="Statistics" className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Active Patients" value={number(stats.data?.activePatients)} icon={<Users className="h-6 w-6" />} />
        <StatCard label="This Week" value={number(stats.data?.sessionsThisWeek)} icon={<CalendarDays className="h-6 w-6" />} />
        <StatCard label="Current Plan" value={plan} icon={<Award className="h-6 w-6" />} />
      </section>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle>Recent Patients</CardTitle>
            <Button size="sm" onClick={() => void navigate('/practitioner/add-patient')}>
              <UserPlus aria-hidden="true" className="h-4 w-4" /> Add Patient
            </Button>
          </CardHeader>
          <CardContent>
            {recent.isLoading ? (
              <Skeleton className="h-24" />
            ) : !recent.data?.patients.length ? (
              <div className="space-y-3 py-6 text-center">
                <p className="text-slate-500">No patients yet</p>
                <Button variant="outline" onClick={() => void navigate('/practitioner/add-patient')}>
                  Add Your First Patient
                </Button>
              </div>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Recent patients">
                {recent.data.patients.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium">{fullName(p)}</p>
                      <p className="truncate text-sm text-slate-500">{p.chiefComplaint}</p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`View ${fullName(p)}`}
                      onClick={() => void navigate(`/practitioner/patient/${p.id}`)}
                    >
                      View
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
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => void navigate('/practitioner/patients?intent=consult')}
              >
                <Stethoscope aria-hidden="true" className="h-4 w-4" /> New Consultation
              </Button>
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => void navigate('/practitioner/patients?intent=report')}
              >
                <FileText aria-hidden="true" className="h-4 w-4" /> Generate Report
              </Button>
              <Button variant="outline" className="justify-start" disabled aria-describedby="follow-up-soon">
                <CalendarClock aria-hidden="true" className="h-4 w-4" /> Schedule Follow-up
              </Button>
              <p id="follow-up-soon" className="-mt-1 pl-1 text-xs text-slate-500">
                Scheduling arrives with Phase 2.
              </p>
              <Button variant="outline" className="justify-start" onClick={() => void navigate('/practitioner/patients')}>
                <Users aria-hidden="true" className="h-4 w-4" /> Patient Management
              </Button>
            </CardContent>
          </Card>
          <Card className="border-brand-500/40 bg-brand-50 dark:bg-slate-900">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Sparkles aria-hidden="true" className="h-5 w-5" /> Phase 2 features coming soon
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-slate-600 dark:text-slate-300">
              Follow-up scheduling, case comparison across similar successful cases, and PDF reports.
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
