import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_FIRST_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../../src/contract/constants.ts';
import type { PractitionerAnalysis } from '../../src/contract/practitioner.ts';
import {
  analysisPollOptions,
  checksMade,
  pollOutcome,
} from '../../src/client/features/practitioner/consultation/analysis-polling.ts';

const processing: PractitionerAnalysis = { status: 'processing', analysis_id: 'a1' } as PractitionerAnalysis;
const completed: PractitionerAnalysis = { status: 'completed', analysis_id: 'a1' } as PractitionerAnalysis;

/**
 * The consultation's poll, as the hook sets it up: TanStack Query's own timers, started from the
 * start call's answer. `answers` plays the server: what each check receives, in order.
 */
function watchPoll(answers: (() => PractitionerAnalysis)[]) {
  const client = new QueryClient();
  const checksAt: number[] = [];
  const started = Date.now();
  const key = ['tcm-analysis', 1, 2, 'a1'] as const;
  const observer = new QueryObserver(
    client,
    analysisPollOptions(
      key,
      () => {
        checksAt.push(Date.now() - started);
        const next = answers[Math.min(checksAt.length - 1, answers.length - 1)]!;
        return Promise.resolve().then(next);
      },
      processing,
    ),
  );
  const outcome = () => {
    const state = client.getQueryState<PractitionerAnalysis>(key)!;
    return pollOutcome(state.data!, checksMade(state));
  };
  // What the page shows, as React would see it: it re-renders only when the observer notifies,
  // and it reads only the answer (useQuery tracks the fields a component reads).
  const shown: string[] = [];
  const unsubscribe = observer.subscribe(() => {
    void observer.trackResult(observer.getCurrentResult()).data;
    shown.push(outcome());
  });
  void observer.trackResult(observer.getCurrentResult()).data;
  return { checksAt, outcome, shown, stop: unsubscribe };
}

describe('polling a running practitioner analysis (SPEC §7)', () => {
  // Query's timers run only in a browser; this test plays one.
  beforeEach(() => {
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    environmentManager.setIsServer(() => true);
  });

  it('checks first after 3 s, then every 6 s, 20 times at most, then gives up', async () => {
    const poll = watchPoll([() => processing]);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS * (POLL_MAX_ATTEMPTS + 5));
    expect(poll.checksAt).toHaveLength(POLL_MAX_ATTEMPTS);
    expect(poll.checksAt[0]).toBe(POLL_FIRST_DELAY_MS);
    expect(poll.checksAt[1]).toBe(POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS);
    expect(poll.checksAt.at(-1)).toBe(POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS * (POLL_MAX_ATTEMPTS - 1));
    expect(poll.outcome()).toBe('timeout');
    // The 20th answer equals the 19th, yet the page hears of it and shows the timeout.
    expect(poll.shown.at(-1)).toBe('timeout');
    poll.stop();
  });

  it('stops at the first finished answer', async () => {
    const poll = watchPoll([() => processing, () => processing, () => completed]);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS * 10);
    expect(poll.checksAt).toHaveLength(3);
    expect(poll.outcome()).toBe('done');
    poll.stop();
  });

  it('counts a failed check as one of the 20 and keeps checking after it', async () => {
    const poll = watchPoll([
      () => {
        throw new Error('503: busy');
      },
      () => completed,
    ]);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_DELAY_MS);
    expect(poll.outcome()).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll.checksAt).toEqual([POLL_FIRST_DELAY_MS, POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS]);
    expect(poll.outcome()).toBe('done');
    poll.stop();
  });

  it('stops checking when the page leaves the analysis', async () => {
    const poll = watchPoll([() => processing]);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_DELAY_MS);
    poll.stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(poll.checksAt).toHaveLength(1);
  });
});
