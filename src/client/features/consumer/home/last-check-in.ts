import { differenceInCalendarDays } from 'date-fns';
import { useIntl } from 'react-intl';

/** 'Today', 'Yesterday', 'N days ago' or the date (in the reader's language), from the user's last check-in; null: none yet. */
export function useDescribeLastCheckIn(): (iso: string | null, now?: Date) => string {
  const intl = useIntl();
  return (iso, now = new Date()) => {
    if (!iso) return intl.formatMessage({ id: 'home.checkIn.none' });
    const at = new Date(iso);
    const days = Math.max(0, differenceInCalendarDays(now, at));
    if (days < 7) return intl.formatMessage({ id: 'home.checkIn.daysAgo' }, { days });
    return intl.formatDate(at, { month: 'short', day: '2-digit' });
  };
}
