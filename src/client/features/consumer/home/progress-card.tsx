import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/use-t.ts';
import { useWeeklyProgress } from '../api/use-progress.ts';
import { useFirstRun } from './use-first-run.ts';

/** The SPEC's day keys; 2024-01-01 was a Monday, so each key's date names the weekday in any locale. */
const DAY_KEYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const dateOfDay = (key: string) => new Date(2024, 0, 1 + Math.max(0, DAY_KEYS.indexOf(key as (typeof DAY_KEYS)[number])));

/** SPEC §2 'Your Progress': the week's balance trend and seven day bars, today highlighted. */
export function ProgressCard({ userId }: { userId: number }) {
  const { data } = useWeeklyProgress(userId);
  const intl = useIntl();
  const t = useT();
  const firstRun = useFirstRun(userId);
  if (!data) return null;
  if (firstRun)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('home.progress.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('home.firstRun.progress')}</p>
        </CardContent>
      </Card>
    );
  // No change is drawn flat, not as a rise (an exploratory test read '↗ 0%').
  const Trend = data.trend < 0 ? TrendingDown : data.trend > 0 ? TrendingUp : Minus;
  const trendText = intl.formatNumber(data.trend / 100, { style: 'percent', signDisplay: 'exceptZero' });
  // Chinese bars read 一 二 三 …; other languages their short weekday names.
  const dayShort = (key: string) =>
    intl.formatDate(dateOfDay(key), { weekday: intl.locale.startsWith('zh') ? 'narrow' : 'short' });
  const dayLong = (key: string) => intl.formatDate(dateOfDay(key), { weekday: 'long' });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t('home.progress.title')}</CardTitle>
        <p
          className="flex items-center gap-1 text-sm"
          aria-label={t('home.progress.summary', { overall: data.overall, trend: trendText })}
        >
          <span className="font-semibold">{data.overall}%</span>
          <Trend
            aria-hidden="true"
            className={cn('h-4 w-4', data.trend < 0 ? 'text-red-600' : 'text-brand-700 dark:text-brand-300')}
          />
          <span className={data.trend < 0 ? 'text-red-600' : 'text-brand-700 dark:text-brand-300'}>{trendText}</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex h-32 items-end justify-between gap-2" aria-label={t('home.progress.week')}>
          {data.data.map((d) => (
            <li
              key={d.day}
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              aria-label={t(d.isToday ? 'home.progress.today' : 'home.progress.day', { day: dayLong(d.day), value: d.value })}
              aria-current={d.isToday ? 'date' : undefined}
            >
              <div
                aria-hidden="true"
                className={cn('w-full rounded-t', d.isToday ? 'bg-brand-700' : 'bg-brand-100 dark:bg-slate-700')}
                style={{ height: `${Math.max(2, d.value)}%` }}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'text-xs',
                  d.isToday ? 'font-bold text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {dayShort(d.day)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
