import { personName } from '../../../../contract/person-name.ts';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** Who is signed in: name, licence and plan. There is no separate profile page; the menu's 'Profile' lands here. */
export function ProfileCard({ practitioner }: { practitioner: StoredPractitioner }) {
  const t = useT();
  const licence = [practitioner.licenseNumber, practitioner.licenseState].filter(Boolean).join(' · ');
  return (
    <Card id="profile">
      <CardHeader>
        <CardTitle>{t('workspace.profile.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">{t('workspace.profile.name')}</dt>
          <dd>{personName(practitioner)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('workspace.profile.licence')}</dt>
          <dd>{licence || '—'}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
