import { useLatestProgress } from '../api/use-progress.ts';

/**
 * True once the server has said this person has no check-in yet (issue 15: a new account's
 * home shows 'No check-ins yet' rather than a 0 % balance). False while the answer loads.
 */
export function useFirstRun(userId: number): boolean {
  const { data, isPlaceholderData } = useLatestProgress(userId);
  return !isPlaceholderData && (data === null || data?.lastCheckIn === null);
}
