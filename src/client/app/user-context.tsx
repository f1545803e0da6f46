import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { User } from '../../contract/auth.ts';
import { apiJson, getQueryFn } from '../lib/api.ts';
import { forgetAccount, queryClient } from '../lib/query-client.ts';
import { CONSUMER_SESSION_KEY } from '../lib/session-queries.ts';
import { storedUserId } from '../lib/storage.ts';

interface UserContextValue {
  user: User | null;
  isLoading: boolean;
  login: (username: string, password: string) => Promise<User>;
  /** Takes the user the server just answered: a registration or a sign-in it already started, or a changed record. */
  setSignedIn: (user: User) => void;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
}

const UserContext = createContext<UserContextValue | null>(null);

/**
 * Who the server session says is signed in (GET /api/auth/me); a userId query parameter is
 * remembered, never trusted, and the stored user id follows the answer. Not parsed with the
 * contract's UserSchema: this runs on the first pages, which load no zod (issue 14); the server's
 * answer is checked against that schema in tests/server/consumer/consumer-api.test.ts.
 */
async function askSession({ signal }: { signal: AbortSignal }): Promise<User | null> {
  const queryId = Number(new URLSearchParams(window.location.search).get('userId'));
  if (Number.isInteger(queryId) && queryId > 0) storedUserId.set(queryId);
  let me: User | null;
  try {
    me = await getQueryFn<User>({ on401: 'returnNull' })({ queryKey: CONSUMER_SESSION_KEY });
  } catch (error) {
    console.error('Failed to load user', error);
    // A check that fails (offline, a busy server) is not a sign-out: a session already known is
    // kept (the query keeps its data on an error); only the first check falls back to "nobody".
    if (queryClient.getQueryData(CONSUMER_SESSION_KEY) !== undefined) throw error;
    me = null;
  }
  // A sign-in while this was asked cancelled it: its answer must not undo the sign-in.
  if (!signal.aborted) noteSession(me);
  return me;
}

/** The stored user id follows the session's answer. */
function noteSession(me: User | null): void {
  const expected = storedUserId.get();
  if (me && expected !== null && expected !== me.id)
    console.warn('Stored user id does not match the session; using the session.');
  storedUserId.set(me ? me.id : null);
}

/**
 * Whoever just signed in is the session's answer at once (the caller navigates next), and an
 * answer still on its way is dropped: the cancel takes effect synchronously, before the data is
 * set.
 */
function takeSignedIn(user: User): void {
  void queryClient.cancelQueries({ queryKey: CONSUMER_SESSION_KEY });
  storedUserId.set(user.id);
  queryClient.setQueryData(CONSUMER_SESSION_KEY, user);
}

/**
 * SPEC §4 session states, as one query every component shares. The server session cookie is
 * the identity; the stored user id (and a userId query parameter) only says which user the app
 * expects, and is dropped when the server does not confirm it.
 */
export function UserProvider({ children, signedOut = false }: { children: ReactNode; signedOut?: boolean }) {
  const session = useQuery({ queryKey: CONSUMER_SESSION_KEY, queryFn: askSession });
  const user = session.data ?? null;
  // When the server found no consumer session (the picture of / or /login), nothing waits for the
  // session; it is still asked, and a user it names is taken in as usual.
  const isLoading = !signedOut && session.isPending;

  const refresh = useCallback(async () => {
    try {
      await queryClient.fetchQuery({ queryKey: CONSUMER_SESSION_KEY, queryFn: askSession, staleTime: 0 });
    } catch {
      // askSession logged it; the session last known stays.
    }
  }, []);

  const login = useCallback(async (username: string, password: string) => {
    const signedIn = await apiJson<User>('POST', '/api/auth/login', { username, password });
    takeSignedIn(signedIn);
    return signedIn;
  }, []);

  const setSignedIn = useCallback((u: User) => takeSignedIn(u), []);

  const logout = useCallback(async () => {
    try {
      await apiJson('POST', '/api/auth/logout');
    } finally {
      storedUserId.set(null);
      forgetAccount('consumer');
    }
  }, []);

  const value = useMemo(
    () => ({ user, isLoading, login, setSignedIn, logout, refresh }),
    [user, isLoading, login, setSignedIn, logout, refresh],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const ctx = useContext(UserContext);
  if (!ctx) throw new Error('useUser must be used within a UserProvider');
  return ctx;
}
