import { differenceInCalendarDays, format } from 'date-fns';

/** 'Today', 'Yesterday', 'N days ago' or the date, from the user's last check-in; null: none yet. */
export function describeLastCheckIn(iso: string | null, now = new Date()): string {
  if (!iso) return 'None yet';
  const at = new Date(iso);
  const days = differenceInCalendarDays(now, at);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return format(at, 'MMM dd');
}
