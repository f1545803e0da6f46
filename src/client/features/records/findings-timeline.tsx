import { useIntl } from 'react-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TimelinePoint } from '../../../contract/records.ts';
import type { MessageId } from '../../i18n/locales/en.ts';
import { dayText, momentText } from '../../lib/local-dates.ts';

/**
 * A patient's tongue findings over visits: coating thickness, body redness and cracks as lines
 * (Recharts; its accessibility layer lets the keyboard move from point to point), the top
 * pattern in each point's tooltip, and the same data as a table for screen readers and print.
 */
export function FindingsTimeline({ points }: { points: TimelinePoint[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (points.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{t('records.timeline.empty')}</p>;
  // Each visit is its own x category (its index): two visits on one day stay two points, which
  // Recharts' tooltip and keyboard cannot tell apart when they share a category.
  // The axis names the reader's day; the tooltip and the table the day and time (two visits of a day).
  const data = points.map((p, index) => ({
    index,
    day: dayText(intl, p.date),
    date: momentText(intl, p.date),
    coating: p.coatingLevel,
    redness: p.redness,
    cracks: p.crackLevel,
    pattern: p.pattern,
  }));
  return (
    <figure aria-label={t('records.timeline.title')} className="space-y-3">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="index" tickFormatter={(index: number) => data[index]?.day ?? ''} />
            <YAxis allowDecimals={false} domain={[0, 3]} />
            <Tooltip
              labelFormatter={(label) => {
                const point = data[Number(label)];
                if (!point) return '';
                return point.pattern ? `${point.date} · ${point.pattern}` : point.date;
              }}
            />
            <Legend />
            <Line type="monotone" dataKey="coating" name={t('records.timeline.coating')} stroke="#0f766e" connectNulls />
            <Line type="monotone" dataKey="redness" name={t('records.timeline.redness')} stroke="#b91c1c" connectNulls />
            <Line type="monotone" dataKey="cracks" name={t('records.timeline.cracks')} stroke="#6d28d9" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-brand-700 dark:text-brand-300">{t('records.timeline.table')}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t('records.timeline.date')}</th>
              <th scope="col">{t('records.timeline.coating')}</th>
              <th scope="col">{t('records.timeline.redness')}</th>
              <th scope="col">{t('records.timeline.cracks')}</th>
              <th scope="col">{t('records.timeline.pattern')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={points[i].id}>
                <th scope="row">{d.date}</th>
                <td>{d.coating ?? '—'}</td>
                <td>{d.redness ?? '—'}</td>
                <td>{d.cracks ?? '—'}</td>
                <td>{d.pattern ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
