import { describe, expect, it } from 'vitest';
import { HistoryPdfQuerySchema, ReportPdfQuerySchema } from '../../src/contract/records.ts';
import { isoDayIn, startOfDayIn } from '../../src/contract/time-zone.ts';

/* The reader's calendar (decision 0114): days of an instant, and where a day starts, in a time zone. */

describe('the reader’s calendar', () => {
  it('an instant’s day is the zone’s, UTC’s without one', () => {
    expect(isoDayIn('2026-11-28T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-27');
    expect(isoDayIn(new Date('2026-11-28T00:22:00Z'), 'America/Mexico_City')).toBe('2026-11-27');
    expect(isoDayIn('2026-11-27T17:00:00Z', 'Asia/Shanghai')).toBe('2026-11-28');
    expect(isoDayIn('2026-11-28T02:00:00Z')).toBe('2026-11-28');
  });

  it('a day starts at the zone’s midnight, or at the first moment a clock change leaves it', () => {
    expect(startOfDayIn('2026-11-27', 'America/Los_Angeles').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'America/Los_Angeles').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDayIn('2026-11-28', 'Asia/Kolkata').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(startOfDayIn('2026-11-28').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // Santiago moves its clocks at midnight: 6 September 2026 begins at 01:00 (-03), 5 April at 00:00 (-04).
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(startOfDayIn('2026-04-05', 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('the reports’ tz is an IANA zone or nothing; anything else is refused', () => {
    expect(ReportPdfQuerySchema.parse({ tz: 'America/Los_Angeles' })).toEqual({ tz: 'America/Los_Angeles' });
    expect(ReportPdfQuerySchema.parse({})).toEqual({});
    // One zone spelt many ways is one zone (the server keeps a formatter per zone name).
    expect(ReportPdfQuerySchema.parse({ tz: 'aMeRiCa/lOs_AnGeLeS' })).toEqual({ tz: 'America/Los_Angeles' });
    for (const tz of ['', 'Mars/Olympus_Mons', 'Etc/Unknown', '+05:30', 'x'.repeat(100)]) {
      const parsed = ReportPdfQuerySchema.safeParse({ tz });
      expect(parsed.success, tz).toBe(false);
    }
    expect(HistoryPdfQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-27', tz: 'Europe/Madrid' }).success).toBe(true);
    const bad = HistoryPdfQuerySchema.safeParse({ tz: 'Local' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('tz must be an IANA time zone such as America/Los_Angeles');
  });
});
