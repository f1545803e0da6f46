import { z } from 'zod';

/*
 * The reader's calendar (decision 0114). Instants are stored and sent in UTC; a day is always
 * some reader's day, so whatever prints a date says in which time zone. The client sends its
 * IANA zone (`tz`) with the PDF links; without one the server's reports use UTC, as before.
 */

/** Whether this runtime's Intl knows the IANA time zone (case-insensitive, aliases too). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The `tz` query parameter: an IANA time zone ('America/Los_Angeles'); anything else is a 400. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'tz must be an IANA time zone such as America/Los_Angeles' })
  // One name per zone ('aMeRiCa/lOs_AnGeLeS' is America/Los_Angeles): the formatters below are
  // kept per name, and a caller must not grow that cache by spelling one zone many ways.
  .transform((timeZone) => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);

const dayParts = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dayParts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayParts.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in a time zone, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const p = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** The calendar day (yyyy-MM-dd) of an instant in a time zone; UTC when none is given. */
export function isoDayIn(instant: Date | string, timeZone = 'UTC'): string {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(wallClock(t, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day (yyyy-MM-dd) in a time zone: its local midnight, or, where
 * a clock change skips midnight, the first moment of that day.
 */
export function startOfDayIn(day: string, timeZone = 'UTC'): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset before and after the guess: one of the two candidates is the day's start.
  const first = midnight - (wallClock(midnight, timeZone) - midnight);
  const second = midnight - (wallClock(first, timeZone) - first);
  const onTheDay = [first, second].filter((t) => isoDayIn(new Date(t), timeZone) === day);
  return new Date(onTheDay.length ? Math.min(...onTheDay) : second);
}
