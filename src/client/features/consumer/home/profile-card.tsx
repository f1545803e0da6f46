import * as Avatar from '@radix-ui/react-avatar';
import type { User } from '../../../../contract/auth.ts';
import { NO_DATA_LABEL } from '../../../../contract/constants.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ConstitutionLine } from '../../records/record-widgets.tsx';
import { useLatestProgress } from '../api/use-progress.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useProgressLabel } from '../progress-label.ts';
import { useFirstRun } from './use-first-run.ts';

function BalanceRing({ percent }: { percent: number }) {
  const t = useT();
  const radius = 34;
  const circumference = 2 * Math.PI * radius;
  return (
    <div role="img" aria-label={t('home.balanceLabel', { percent })} className="relative h-24 w-24 shrink-0">
      <svg viewBox="0 0 80 80" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="40" cy="40" r={radius} strokeWidth="8" className="fill-none stroke-slate-200 dark:stroke-slate-700" />
        <circle
          cx="40"
          cy="40"
          r={radius}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.min(100, Math.max(0, percent)) / 100)}
          className="fill-none stroke-brand-600"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
        <span className="text-xl font-bold">{percent}%</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('home.balance')}</span>
      </div>
    </div>
  );
}

/**
 * One measure. A measure never answered (`empty`) is text, not a progress bar: a bar without a
 * value reads as 'loading' to a screen reader, and 0 % would be a made-up figure.
 */
function Bar({ id, name, value, label, empty }: { id: string; name: string; value: number; label: string; empty: boolean }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span id={`bar-${id}`}>{name}</span>
        <span className="text-slate-600 dark:text-slate-300">{label}</span>
      </div>
      {empty ? (
        <div aria-hidden="true" className="h-2 rounded-full bg-slate-200 dark:bg-slate-700" />
      ) : (
        <div
          role="progressbar"
          aria-labelledby={`bar-${id}`}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={t('home.bar.valueText', { value, label })}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
        </div>
      )}
    </div>
  );
}

/** Avatar, greeting, balance ring and the three bars (the sign-in provider is on the profile page). */
export function ProfileCard({ user }: { user: User }) {
  const { data } = useLatestProgress(user.id);
  // Before the first check-in there is no balance to show; the check-in card says so (issue 15).
  const firstRun = useFirstRun(user.id);
  const t = useT();
  const progressLabel = useProgressLabel();
  const name = user.firstName || t('home.profile.guest');
  return (
    <Card aria-label={t('home.profile.label')}>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center gap-3">
          <Avatar.Root className="inline-flex h-12 w-12 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-lg font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" className="h-full w-full object-cover" />}
            <Avatar.Fallback>{name.charAt(0).toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <div>
            <p className="text-lg font-semibold">{name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('home.profile.greeting')}</p>
            <ConstitutionLine userId={user.id} />
          </div>
        </div>
        {data && !firstRun && (
          <div className="flex items-center gap-4" data-testid="progress-summary">
            <BalanceRing percent={data.balance} />
            <div className="flex-1 space-y-2">
              {(['energy', 'digestion', 'sleep'] as const).map((key) => (
                <Bar
                  key={key}
                  id={key}
                  name={t(`home.bar.${key}`)}
                  value={data[key].value}
                  label={progressLabel(data[key].label)}
                  empty={data[key].label === NO_DATA_LABEL}
                />
              ))}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
