import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConsumerTrends, TimelinePoint } from '../../src/contract/records.ts';
import { UserProvider } from '../../src/client/app/user-context.tsx';
import { ToastProvider } from '../../src/client/components/ui/toast.tsx';
import { FindingsTimeline } from '../../src/client/features/records/findings-timeline.tsx';
import { recordKeys } from '../../src/client/features/records/api.ts';
import { TrendsPage } from '../../src/client/features/records/trends-page.tsx';
import { VisitCompare } from '../../src/client/features/records/visit-compare.tsx';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { dayText, momentText, withTimeZone } from '../../src/client/lib/local-dates.ts';
import { queryClient } from '../../src/client/lib/query-client.ts';
import { CONSUMER_SESSION_KEY } from '../../src/client/lib/session-queries.ts';

/*
 * Dates as the reader reads them (decision 0114): a visit saved at 02:00 UTC on 28 November
 * is the evening of the 27th in Los Angeles, and every records screen says the 27th there.
 */

const LA = 'America/Los_Angeles';
const MEXICO = 'America/Mexico_City';

const point = (id: number, date: string, pattern: string): TimelinePoint => ({
  id,
  date,
  imageUrl: null,
  overlayImageUrl: null,
  tongue: { signs: [] },
  coatingLevel: 1,
  redness: 2,
  crackLevel: 0,
  patternId: null,
  pattern,
  formula: null,
});
// Two visits of one Los Angeles evening, both on 28 November in UTC.
const visits = [
  point(1, '2026-11-28T00:18:00.000Z', 'Liver Yang Rising'),
  point(2, '2026-11-28T02:00:00.000Z', 'Liver Yang Rising'),
];

function screen(node: ReactNode, timeZone: string, locale: 'en' | 'es' = 'en'): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : es} timeZone={timeZone}>
        {node}
      </IntlProvider>
    </QueryClientProvider>,
  );
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('dates on the records screens', () => {
  afterAll(() => queryClient.clear());

  it('are the reader’s day and time in the interface language', () => {
    const la = createIntl({ locale: 'en', timeZone: LA });
    expect(dayText(la, '2026-11-28T02:00:00Z')).toBe('Nov 27, 2026');
    expect(momentText(la, '2026-11-28T02:00:00Z')).toBe('Nov 27, 2026, 18:00');
    const mexico = createIntl({ locale: 'es', timeZone: MEXICO });
    expect(momentText(mexico, '2026-11-28T00:22:00Z')).toBe('27 nov 2026, 18:22');
    expect(dayText(createIntl({ locale: 'zh', timeZone: 'Asia/Shanghai' }), '2026-11-27T17:00:00Z')).toBe('2026年11月28日');
  });

  it('compare visits: each selector option names the visit’s local day and time, so two visits of a day differ', () => {
    const html = screen(<VisitCompare practitionerId={1} patientId={2} points={visits} />, LA);
    const options = [...html.matchAll(/<option[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/option>/g)].map((m) =>
      m[1].replaceAll('<!-- -->', ''),
    );
    expect(options).toEqual([
      'Nov 27, 2026, 16:18 — Liver Yang Rising',
      'Nov 27, 2026, 18:00 — Liver Yang Rising',
      'Nov 27, 2026, 16:18 — Liver Yang Rising',
      'Nov 27, 2026, 18:00 — Liver Yang Rising',
    ]);
    expect(html).not.toContain('2026-11-28');
  });

  it('the findings timeline’s table names each visit by its local day and time', () => {
    const text = textOf(screen(<FindingsTimeline points={visits} />, LA));
    expect(text).toContain('Nov 27, 2026, 16:18 1 2 0 Liver Yang Rising');
    expect(text).toContain('Nov 27, 2026, 18:00 1 2 0 Liver Yang Rising');
    expect(text).not.toContain('2026-11-28');
  });

  it('trends and the photo timeline say the consumer’s day in Mexico City, in Spanish', () => {
    const user = { id: 7, username: 'demo', language: 'spanish' };
    queryClient.setQueryData(CONSUMER_SESSION_KEY, user);
    const trends: ConsumerTrends = {
      days: 90,
      from: '2026-08-30T00:22:00.000Z',
      to: '2026-11-28T00:22:00.000Z',
      progress: [{ date: '2026-11-28T00:22:00.000Z', balance: 60, energy: 50, digestion: null, sleep: 70 }],
      checkIns: [{ ...point(5, '2026-11-28T00:22:00.000Z', 'Estancamiento del Qi de Hígado'), imageUrl: '/api/images/9' }],
    };
    queryClient.setQueryData(recordKeys.trends(7, 90), trends);
    const html = screen(
      <UserProvider>
        <ToastProvider>
          <TrendsPage />
        </ToastProvider>
      </UserProvider>,
      MEXICO,
      'es',
    );
    const text = textOf(html);
    expect(text).toContain('27 nov 2026, 18:22 60%');
    expect(text).toContain('27 nov 2026, 18:22 Estancamiento del Qi de Hígado');
    expect(html).not.toContain('2026-11-28');
  });

  it('the PDF links carry the reader’s time zone', () => {
    expect(withTimeZone('/api/users/7/history.pdf?from=2026-08-29&to=2026-11-27', MEXICO)).toBe(
      '/api/users/7/history.pdf?from=2026-08-29&to=2026-11-27&tz=America%2FMexico_City',
    );
    expect(withTimeZone('/api/practitioners/1/patients/2/summary.pdf', LA)).toBe(
      '/api/practitioners/1/patients/2/summary.pdf?tz=America%2FLos_Angeles',
    );
    // The zone this browser reports (the test runner's), sent as it is.
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(withTimeZone('/api/users/7/recommendations/3/report.pdf')).toBe(
      `/api/users/7/recommendations/3/report.pdf?tz=${encodeURIComponent(own)}`,
    );
  });
});
