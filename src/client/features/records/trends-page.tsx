import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TREND_PERIODS } from '../../../contract/records.ts';
import { isoDayIn } from '../../../contract/time-zone.ts';
import { useUser } from '../../app/user-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../components/ui/card.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { downloadFile } from '../../lib/download-file.ts';
import { dayText, momentText, readerTimeZone, withTimeZone } from '../../lib/local-dates.ts';
import { useFailureToast } from '../account/use-failure-toast.ts';
import { useTrends } from './api.ts';

/** /trends: balance, energy, digestion and sleep over 30 or 90 days or a year, the photo timeline, the history PDF. */
export function TrendsPage() {
  const intl = useIntl();
  const { user } = useUser();
  const { toast } = useToast();
  const failed = useFailureToast();
  const [days, setDays] = useState<number>(90);
  const trends = useTrends(user?.id ?? 0, days);
  const t = trends.data;
  // Each point is its own x category (its index): two check-ins on one day are two points, and
  // Recharts' tooltip and keyboard cannot tell points with the same category apart.
  // Dates in the reader's zone: the axis names the day, the tooltip and the table the day and time.
  const data = (t?.progress ?? []).map((p, index) => ({
    ...p,
    index,
    day: dayText(intl, p.date),
    date: momentText(intl, p.date),
  }));
  const dayOf = (index: unknown) => data[Number(index)]?.day ?? '';
  const dateOf = (index: unknown) => data[Number(index)]?.date ?? '';
  const measures = [
    ['balance', 'records.trends.balance', '#0f766e'],
    ['energy', 'records.trends.energy', '#ca8a04'],
    ['digestion', 'records.trends.digestion', '#2563eb'],
    ['sleep', 'records.trends.sleep', '#7c3aed'],
  ] as const;
  const historyPdf = async () => {
    if (!t || !user) return;
    try {
      // The period's calendar days are the reader's, and so are the report's dates (tz).
      const zone = readerTimeZone();
      const [from, to] = [isoDayIn(t.from, zone), isoDayIn(t.to, zone)];
      const name = await downloadFile(
        withTimeZone(`/api/users/${user.id}/history.pdf?from=${from}&to=${to}`, zone),
        'history.pdf',
      );
      toast({
        title: intl.formatMessage({ id: 'records.pdf.history' }),
        description: intl.formatMessage({ id: 'records.pdf.done' }, { name }),
      });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-xl font-bold">{intl.formatMessage({ id: 'records.trends.title' })}</h1>
      <div role="group" aria-label={intl.formatMessage({ id: 'records.trends.periods' })} className="flex flex-wrap gap-2">
        {TREND_PERIODS.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={d === days ? 'primary' : 'outline'}
            aria-pressed={d === days}
            onClick={() => setDays(d)}
          >
            {intl.formatMessage({ id: 'records.trends.period' }, { days: d })}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={!t} onClick={() => void historyPdf()}>
          {intl.formatMessage({ id: 'records.pdf.history' })}
        </Button>
      </div>
      {!t ? (
        <Skeleton className="h-64" />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'records.trends.empty' })}</p>
      ) : (
        <figure aria-label={intl.formatMessage({ id: 'records.trends.chart' })} className="space-y-2">
          <div className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="index" tickFormatter={dayOf} />
                <YAxis domain={[0, 100]} />
                <Tooltip labelFormatter={dateOf} />
                <Legend />
                {measures.map(([key, id, colour]) => (
                  <Line key={key} type="monotone" dataKey={key} name={intl.formatMessage({ id })} stroke={colour} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <details>
            <summary className="cursor-pointer text-sm text-brand-700 dark:text-brand-300">
              {intl.formatMessage({ id: 'records.timeline.table' })}
            </summary>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'records.timeline.date' })}</th>
                  {measures.map(([key, id]) => (
                    <th key={key} scope="col">
                      {intl.formatMessage({ id })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((p, i) => (
                  <tr key={`${p.date}-${i}`}>
                    <th scope="row">{p.date}</th>
                    <td>{p.balance}%</td>
                    {([p.energy, p.digestion, p.sleep] as const).map((value, column) => (
                      <td key={column}>
                        {value === null ? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">{intl.formatMessage({ id: 'records.trends.notAnswered' })}</span>
                          </>
                        ) : (
                          `${value}%`
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
      {t && t.checkIns.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{intl.formatMessage({ id: 'records.trends.photos' })}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid grid-cols-3 gap-2" aria-label={intl.formatMessage({ id: 'records.trends.photos' })}>
              {t.checkIns.map((c) => (
                <li key={c.id} className="space-y-1 text-xs">
                  {c.imageUrl && (
                    <img
                      src={c.imageUrl}
                      alt={intl.formatMessage({ id: 'records.compare.photo-alt' }, { date: momentText(intl, c.date) })}
                      className="aspect-square w-full rounded object-cover"
                    />
                  )}
                  <p>{momentText(intl, c.date)}</p>
                  <p className="text-slate-500 dark:text-slate-400">{c.pattern ?? '—'}</p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
