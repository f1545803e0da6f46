import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { UserSchema, type User } from '../../contract/auth.ts';
import { apiJson, getQueryFn } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { storedUserId } from '../lib/storage.ts';

interface UserContextValue {
  user: User | null;
  isLoading: boolean;
  login: (username: string, password: string) => Promise<User>;
  /** Signs in a freshly registered user (the server already started the session). */
  setSignedIn: (user: User) => void;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
}

const UserContext = createContext<UserContextValue | null>(null);

/** The one query of the signed-in consumer (issue 11: `/me` is fetched in one place). */
export const ME_QUERY_KEY = ['/api/auth/me'] as const;

/** Who the server session says is signed in; a userId query parameter is remembered, never trusted. */
async function fetchSessionUser(): Promise<User | null> {
  const queryId = Number(new URLSearchParams(window.location.search).get('userId'));
  if (Number.isInteger(queryId) && queryId > 0) storedUserId.set(queryId);
  try {
    const answer = await getQueryFn<unknown>({ on401: 'returnNull' })({ queryKey: ME_QUERY_KEY });
    // The answer is parsed with the contract's schema, not cast.
    const me = answer === null ? null : UserSchema.parse(answer);
    const expected = storedUserId.get();
    if (me && expected !== null && expected !== me.id)
      console.warn('Stored user id does not match the session; using the session.');
    storedUserId.set(me ? me.id : null);
    return me;
  } catch (error) {
    console.error('Failed to load user', error);
    storedUserId.set(null);
    return null;
  }
}

/**
 * SPEC §4 session states. The server session cookie is the identity; the stored user id
 * (and a userId query parameter) only says which user the app expects, and is dropped when
 * the server does not confirm it.
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchSessionUser });
  const user = me.data ?? null;
  const isLoading = me.isPending;

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, []);

  const login = useCallback(async (username: string, password: string) => {
    const signedIn = UserSchema.parse(await apiJson<unknown>('POST', '/api/auth/login', { username, password }));
    storedUserId.set(signedIn.id);
    queryClient.setQueryData(ME_QUERY_KEY, signedIn);
    return signedIn;
  }, []);

  const setSignedIn = useCallback((u: User) => {
    storedUserId.set(u.id);
    queryClient.setQueryData(ME_QUERY_KEY, u);
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiJson('POST', '/api/auth/logout');
    } finally {
      storedUserId.set(null);
      // Everything of the person goes; the one /me query stays, now answering 'nobody'.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
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
