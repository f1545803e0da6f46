import { useCallback, useEffect, useState } from 'react';
import type { Practitioner, StoredPractitioner } from '../../../../contract/auth.ts';
import { apiJson, getQueryFn } from '../../../lib/api.ts';
import { storedPractitioner } from '../../../lib/storage.ts';

/**
 * The signed-in practitioner. The stored record (SPEC §6) paints the page at once; the server
 * session is checked behind it, and a stale record is dropped when the server does not confirm it.
 */
export function usePractitionerSession() {
  const [practitioner, setPractitioner] = useState<StoredPractitioner | null>(() => storedPractitioner.get());
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void getQueryFn<Practitioner>({ on401: 'returnNull' })({ queryKey: ['/api/practitioners/me'] })
      .then((me) => {
        if (cancelled) return;
        storedPractitioner.set(me);
        setPractitioner(me ? storedPractitioner.get() : null);
      })
      .catch((error: unknown) => console.error('Failed to check practitioner session', error))
      .finally(() => {
        if (!cancelled) setVerified(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiJson('POST', '/api/practitioners/logout');
    } finally {
      storedPractitioner.set(null);
      setPractitioner(null);
      // The query client loads with the pages that use it (issue 14).
      void import('../../../lib/query-client.ts').then((m) => m.queryClient.clear());
    }
  }, []);

  /** The server answered a changed record (the licence completed): show it and keep it. */
  const update = useCallback((p: Practitioner) => {
    storedPractitioner.set(p);
    setPractitioner(storedPractitioner.get());
  }, []);

  return { practitioner, verified, logout, update };
}

/** Remembers a practitioner who just signed in or registered. */
export function rememberPractitioner(p: Practitioner): void {
  storedPractitioner.set(p);
}
