import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';
import { CONSUMER_SESSION_KEY, isSessionKey, PRACTITIONER_SESSION_KEY } from './session-queries.ts';

/** SPEC §7 data-fetch defaults: no retry, no refetch on focus, no polling, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/**
 * After a sign-out, a sign-out everywhere or an account's deletion: nothing of the account stays
 * in memory, and that kind's session query says "nobody" (the other kind's session is its own).
 * Clearing the whole cache instead would take the session query away from under the components
 * watching it, and they would go on showing the account that is gone.
 */
export function forgetAccount(kind: 'consumer' | 'practitioner'): void {
  const session = kind === 'consumer' ? CONSUMER_SESSION_KEY : PRACTITIONER_SESSION_KEY;
  queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
  // A session check sent before the sign-out must not bring the account back when it answers.
  void queryClient.cancelQueries({ queryKey: session });
  queryClient.setQueryData(session, null);
}

/**
 * After a change that touches many views (a check-in, a saved visit, a deletion): every query of
 * the account is read again, but not the sessions, which only a sign-in or a sign-out changes.
 */
export function refreshAccountData(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
}
