import type { Query, QueryObserverOptions } from '@tanstack/react-query';
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
  query: Pick<Query<PractitionerAnalysis, Error, PractitionerAnalysis, AnalysisPollKey>, 'state'>,
): number | false {
  if (query.state.data && query.state.data.status !== 'processing') return false;
  return pollDelay(checksMade(query.state));
}

/** Where a polled job stands: still running, finished, or given up after the last check. */
export function pollOutcome(latest: PractitionerAnalysis, checks: number): 'polling' | 'done' | 'timeout' {
  if (latest.status !== 'processing') return 'done';
  return checks >= POLL_MAX_ATTEMPTS ? 'timeout' : 'polling';
}

export type AnalysisPollKey = readonly ['tcm-analysis', number, number, string | null];

/**
 * The poll's query options: it starts from the start call's answer, checks on SPEC §7's
 * schedule, and tells its watcher about every check, not only about changed data, so that the
 * 20th check turns into "timed out" even when it answered the same "processing" as the 19th.
 */
export function analysisPollOptions(
  key: AnalysisPollKey,
  check: () => Promise<PractitionerAnalysis>,
  startAnswer: PractitionerAnalysis | undefined,
): QueryObserverOptions<PractitionerAnalysis, Error, PractitionerAnalysis, PractitionerAnalysis, AnalysisPollKey> {
  return {
    queryKey: key,
    queryFn: check,
    enabled: key[3] !== null,
    // The start call's answer is where polling begins: not a check, and never refetched on mount.
    initialData: startAnswer,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: analysisRefetchInterval,
    // SPEC §7 counts checks, not time in view: a job keeps being checked in a background tab.
    refetchIntervalInBackground: true,
    notifyOnChangeProps: 'all',
  };
}
