import { useNavigate } from 'react-router';
import type { Patient } from '../../../../contract/practitioner.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, CardContent } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { fullName, initials, usePatientDisplay } from '../shared/patient-display.ts';
import { useT } from '../../../i18n/use-t.ts';

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge className={cn(!active && 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200')}>
      {active ? t('patient.active') : t('patient.inactive')}
    </Badge>
  );
}

/** SPEC §2 patient card: initials, name, gender, age, status, chief complaint, last visit, View and Consult. */
export function PatientCard({ patient }: { patient: Patient }) {
  const navigate = useNavigate();
  const name = fullName(patient);
  const t = useT();
  const { ageText, genderText, dateText } = usePatientDisplay();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex items-start gap-3">
          <div
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
          >
            {initials(patient)}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="truncate font-semibold">{name}</h2>
              <ActiveBadge active={patient.isActive} />
            </div>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {[genderText(patient.gender), ageText(patient.dateOfBirth)].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <p className="line-clamp-2 text-sm">{patient.chiefComplaint}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('patient.lastVisit', { date: dateText(patient.lastVisit) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('patient.viewLabel', { name })}
            onClick={() => void navigate(`/practitioner/patient/${patient.id}`)}
          >
            {t('patient.view')}
          </Button>
          <Button
            size="sm"
            aria-label={t('patient.consultLabel', { name })}
            onClick={() => void navigate(`/practitioner/patient/${patient.id}/consultation`)}
          >
            {t('patient.consult')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
