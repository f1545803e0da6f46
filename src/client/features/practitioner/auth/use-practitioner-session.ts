import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { PractitionerSchema, type Practitioner, type StoredPractitioner } from '../../../../contract/auth.ts';
import { answerMeta, apiJson, getQueryFn } from '../../../lib/api.ts';
import { forgetAccount, queryClient } from '../../../lib/query-client.ts';
import { PRACTITIONER_SESSION_KEY } from '../../../lib/session-queries.ts';
import { practitionerDisplayRecord, storedPractitioner } from '../../../lib/storage.ts';

/** GET /api/practitioners/me; null when no practitioner is signed in. The stored record follows it. */
async function askPractitionerSession(context: { queryKey: readonly unknown[]; meta?: Record<string, unknown> }) {
  const me = await getQueryFn<Practitioner>({ on401: 'returnNull' })(context);
  storedPractitioner.set(me);
  return me;
}

/**
 * The signed-in practitioner, one query shared by every component that asks. The stored record
 * (SPEC §6) paints the page at once; the server session is checked behind it each time a page
 * mounts (a sign-in on the first pages, which have no query client, is seen then), and a stale
 * record is dropped when the server does not confirm it.
 */
export function usePractitionerSession() {
  const session = useQuery({
    queryKey: PRACTITIONER_SESSION_KEY,
    queryFn: askPractitionerSession,
    meta: answerMeta(PractitionerSchema),
    refetchOnMount: 'always',
  });
  const [stored] = useState(() => storedPractitioner.get());
  const confirmed = useMemo(() => (session.data ? practitionerDisplayRecord(session.data) : null), [session.data]);
  // Until this mount's check has answered, the stored record stands in (a failed check keeps it).
  const verified = session.isFetchedAfterMount || session.isError;
  // A later check that failed keeps the last confirmed record (the query keeps its data on an error).
  const practitioner: StoredPractitioner | null = session.isFetchedAfterMount && session.data !== undefined ? confirmed : stored;

  const logout = useCallback(async () => {
    try {
      await apiJson('POST', '/api/practitioners/logout');
    } finally {
      storedPractitioner.set(null);
      forgetAccount('practitioner');
    }
  }, []);

  /** The server answered a changed record (the licence completed): show it everywhere and keep it. */
  const update = useCallback((p: Practitioner) => {
    storedPractitioner.set(p);
    queryClient.setQueryData(PRACTITIONER_SESSION_KEY, p);
  }, []);

  return { practitioner, verified, logout, update };
}
