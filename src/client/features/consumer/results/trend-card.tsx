import { TrendingUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ConsumerTrend } from '../../../../contract/consumer.ts';

/**
 * This check-in against the person's own usual (issue 18, item 7), shown beside the absolute
 * reading: the changes the server found against their earlier check-ins, or that nothing
 * changed; until there are enough earlier check-ins, how many more are needed, and why earlier
 * check-ins read by another version of the analysis do not count.
 */
export function TrendLine({ trend, compact = false }: { trend: ConsumerTrend | null | undefined; compact?: boolean }) {
  const intl = useIntl();
  if (!trend) return null;
  if (trend.status === 'gathering')
    return compact ? null : (
      <div className="space-y-1 text-sm text-slate-500 dark:text-slate-400" data-testid="trend-gathering">
        {trend.otherVersion ? (
          <p data-testid="trend-other-version">
            {intl.formatMessage({ id: 'trend.otherVersion' }, { count: trend.otherVersion })}
          </p>
        ) : null}
        <p>{intl.formatMessage({ id: 'trend.notYet' }, { count: trend.needed })}</p>
      </div>
    );
  return (
    <div data-testid="trend" className={compact ? 'text-sm' : 'space-y-1'}>
      <p className="font-medium">
        {compact && <TrendingUp aria-hidden="true" className="mr-1 inline h-4 w-4" />}
        {compact ? `${intl.formatMessage({ id: 'trend.title' })}${intl.locale.startsWith('zh') ? '：' : ': '}` : null}
        <span data-testid="trend-summary">{trend.summary}</span>
      </p>
      {!compact && trend.colourSkipped && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'trend.colourSkipped' })}</p>
      )}
    </div>
  );
}
