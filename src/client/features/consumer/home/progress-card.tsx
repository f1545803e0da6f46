import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWeeklyProgress } from '../api/use-progress.ts';

const DAY_WORDS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** SPEC §2 'Your Progress': the week's balance trend and seven day bars, today highlighted. */
export function ProgressCard({ userId }: { userId: number }) {
  const { data } = useWeeklyProgress(userId);
  if (!data) return null;
  const Trend = data.trend < 0 ? TrendingDown : TrendingUp;
  const trendText = `${data.trend > 0 ? '+' : ''}${data.trend}%`;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Your Progress</CardTitle>
        <p
          className="flex items-center gap-1 text-sm"
          aria-label={`Overall balance ${data.overall}%, trend ${trendText} against last week`}
        >
          <span className="font-semibold">{data.overall}%</span>
          <Trend aria-hidden="true" className={cn('h-4 w-4', data.trend < 0 ? 'text-red-600' : 'text-brand-700')} />
          <span className={data.trend < 0 ? 'text-red-600' : 'text-brand-700'}>{trendText}</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex h-32 items-end justify-between gap-2" aria-label="Balance this week">
          {data.data.map((d) => (
            <li
              key={d.day}
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              aria-label={`${DAY_WORDS[d.day] ?? d.day}${d.isToday ? ' (today)' : ''}: ${d.value}%`}
              aria-current={d.isToday ? 'date' : undefined}
            >
              <div
                aria-hidden="true"
                className={cn('w-full rounded-t', d.isToday ? 'bg-brand-700' : 'bg-brand-100 dark:bg-slate-700')}
                style={{ height: `${Math.max(2, d.value)}%` }}
              />
              <span aria-hidden="true" className={cn('text-xs', d.isToday ? 'font-bold text-brand-700' : 'text-slate-500')}>
                {d.day}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
