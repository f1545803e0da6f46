import type { Query } from '@tanstack/react-query';
import { POLL_FIRST_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../../../../contract/constants.ts';
import type { PractitionerAnalysis } from '../../../../contract/practitioner.ts';

/**
 * SPEC §7's polling schedule, read by TanStack Query's `refetchInterval`: the first check 3 s after
 * the start answer, then every 6 s, at most 20 checks; a failed check counts as one.
 */
export function pollDelay(checksMade: number): number | false {
  if (checksMade >= POLL_MAX_ATTEMPTS) return false;
  return checksMade === 0 ? POLL_FIRST_DELAY_MS : POLL_INTERVAL_MS;
}

/**
 * Checks made so far. The query starts from the start call's answer (initial data, not a check),
 * so only the answers and failures that came after it count.
 */
export function checksMade(state: { dataUpdateCount: number; errorUpdateCount: number } | undefined): number {
  return state ? state.dataUpdateCount + state.errorUpdateCount : 0;
}

/** The interval after each check: none once the job has finished or the checks are used up. */
export function analysisRefetchInterval(
  query: Query<PractitionerAnalysis, Error, PractitionerAnalysis, readonly unknown[]>,
): number | false {
  if (query.state.data && query.state.data.status !== 'processing') return false;
  return pollDelay(checksMade(query.state));
}

/** Where a polled job stands: still running, finished, or given up after the last check. */
export function pollOutcome(latest: PractitionerAnalysis, checks: number): 'polling' | 'done' | 'timeout' {
  if (latest.status !== 'processing') return 'done';
  return checks >= POLL_MAX_ATTEMPTS ? 'timeout' : 'polling';
}
