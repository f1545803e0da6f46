import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TimelinePoint } from '../../../contract/records.ts';
import { momentText } from '../../lib/local-dates.ts';
import { useVisitComparison } from './api.ts';

/** One visit's photo, in a fixed square so both photos show at the same scale and orientation, with its overlay toggle. */
function VisitPhoto({ point, label }: { point: TimelinePoint; label: string }) {
  const intl = useIntl();
  const [overlay, setOverlay] = useState(false);
  // Day and time in the reader's zone: two visits of one day stay two visits.
  const date = momentText(intl, point.date);
  const src = overlay && point.overlayImageUrl ? point.overlayImageUrl : point.imageUrl;
  return (
    <section aria-label={label} className="space-y-2">
      <h4 className="text-sm font-semibold">
        {label} · {date}
      </h4>
      <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
        {src ? (
          <img
            src={src}
            alt={intl.formatMessage({ id: overlay ? 'records.compare.overlay-alt' : 'records.compare.photo-alt' }, { date })}
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {intl.formatMessage({ id: 'records.compare.no-photo' })}
          </span>
        )}
      </div>
      {point.overlayImageUrl && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={overlay} onChange={(e) => setOverlay(e.target.checked)} />
          {intl.formatMessage({ id: 'records.compare.overlay' })}
        </label>
      )}
      <dl className="text-sm">
        <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {intl.formatMessage({ id: 'records.compare.pattern' })}
        </dt>
        <dd>{point.pattern ?? '—'}</dd>
        <dt className="mt-1 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {intl.formatMessage({ id: 'records.compare.formula' })}
        </dt>
        <dd>{point.formula ?? '—'}</dd>
      </dl>
    </section>
  );
}

/** Pick any two sessions: their photos side by side and the differences in words. */
export function VisitCompare({
  practitionerId,
  patientId,
  points,
}: {
  practitionerId: number;
  patientId: number;
  points: TimelinePoint[];
}) {
  const intl = useIntl();
  const [a, setA] = useState<number | null>(points.at(-2)?.id ?? null);
  const [b, setB] = useState<number | null>(points.at(-1)?.id ?? null);
  const comparison = useVisitComparison(practitionerId, patientId, a, b);
  if (points.length < 2)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'records.compare.need-two' })}</p>;
  const select = (label: string, value: number | null, set: (v: number) => void) => (
    // A visit's option names its date and pattern; on a phone the select keeps to the column and
    // the browser shortens the option shown, rather than widening the page.
    <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm">
      {label}
      <select
        className="w-full max-w-full rounded border px-2 py-1"
        value={value ?? ''}
        onChange={(e) => set(Number(e.target.value))}
      >
        {points.map((p) => (
          <option key={p.id} value={p.id}>
            {momentText(intl, p.date)} — {p.pattern ?? '—'}
          </option>
        ))}
      </select>
    </label>
  );
  const c = comparison.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        {select(intl.formatMessage({ id: 'records.compare.first' }), a, setA)}
        {select(intl.formatMessage({ id: 'records.compare.second' }), b, setB)}
      </div>
      {a !== null && a === b && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {intl.formatMessage({ id: 'records.compare.same' })}
        </p>
      )}
      {c && a !== b && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <VisitPhoto point={c.earlier} label={intl.formatMessage({ id: 'records.compare.first' })} />
            <VisitPhoto point={c.later} label={intl.formatMessage({ id: 'records.compare.second' })} />
          </div>
          <section aria-label={intl.formatMessage({ id: 'records.compare.differences' })}>
            <h4 className="text-sm font-semibold">{intl.formatMessage({ id: 'records.compare.differences' })}</h4>
            <ul className="list-disc pl-5 text-sm">
              {c.differences.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            {c.caveats.map((caveat) => (
              <p key={caveat} role="note" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                {caveat}
              </p>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
