import { parseISO } from 'date-fns';
import type { IntlShape } from 'react-intl';

/*
 * Dates as the reader reads them (decision 0114): in the interface language and the reader's
 * own time zone (react-intl's, which is the browser's), never the UTC day of an ISO string.
 */

type Formatter = Pick<IntlShape, 'formatDate'>;
const at = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value);

/** A day: 'Nov 27, 2026', '27 nov 2026', '2026年11月27日'. */
export const dayText = (intl: Formatter, value: string | Date): string => intl.formatDate(at(value), { dateStyle: 'medium' });

/** A moment, as the sessions list shows a visit: 'Nov 27, 2026, 16:18'. */
export const momentText = (intl: Formatter, value: string | Date): string =>
  intl.formatDate(at(value), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** The reader's IANA time zone ('America/Los_Angeles'), or undefined when the browser does not know it. */
export function readerTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  return zone && zone !== 'Etc/Unknown' ? zone : undefined;
}

/** A report's address with the reader's time zone (`tz`), so the server prints the reader's days. */
export function withTimeZone(url: string, timeZone = readerTimeZone()): string {
  if (!timeZone) return url;
  return `${url}${url.includes('?') ? '&' : '?'}tz=${encodeURIComponent(timeZone)}`;
}
