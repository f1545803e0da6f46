import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../contract/auth.ts';
import { apiJson, getQueryFn } from '../lib/api.ts';
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

/** Who the server session says is signed in; a userId query parameter is remembered, never trusted. */
async function askSession(): Promise<User | null> {
  const queryId = Number(new URLSearchParams(window.location.search).get('userId'));
  if (Number.isInteger(queryId) && queryId > 0) storedUserId.set(queryId);
  try {
    return await getQueryFn<User>({ on401: 'returnNull' })({ queryKey: ['/api/auth/me'] });
  } catch (error) {
    console.error('Failed to load user', error);
    return null;
  }
}

/** The stored user id follows the session's answer. */
function noteSession(me: User | null): void {
  const expected = storedUserId.get();
  if (me && expected !== null && expected !== me.id)
    console.warn('Stored user id does not match the session; using the session.');
  storedUserId.set(me ? me.id : null);
}

/**
 * SPEC §4 session states. The server session cookie is the identity; the stored user id
 * (and a userId query parameter) only says which user the app expects, and is dropped when
 * the server does not confirm it.
 */
export function UserProvider({ children, signedOut = false }: { children: ReactNode; signedOut?: boolean }) {
  const [user, setUser] = useState<User | null>(null);
  // When the server found no consumer session (the picture of / or /login), nothing waits for the
  // session; it is still asked, and a user it names is taken in as usual.
  const [isLoading, setLoading] = useState(!signedOut);
  // Whoever signs in on that page before the first answer arrives is not undone by it.
  const signedInMeanwhile = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void askSession().then((me) => {
      if (cancelled) return;
      if (!signedInMeanwhile.current) {
        noteSession(me);
        setUser(me);
      }
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const refresh = useCallback(async () => {
    const me = await askSession();
    noteSession(me);
    setUser(me);
  }, []);

  const login = useCallback(async (username: string, password: string) => {
    const signedIn = await apiJson<User>('POST', '/api/auth/login', { username, password });
    signedInMeanwhile.current = true;
    storedUserId.set(signedIn.id);
    setUser(signedIn);
    return signedIn;
  }, []);

  const setSignedIn = useCallback((u: User) => {
    signedInMeanwhile.current = true;
    storedUserId.set(u.id);
    setUser(u);
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiJson('POST', '/api/auth/logout');
    } finally {
      storedUserId.set(null);
      setUser(null);
      // The query client loads with the pages that use it (issue 14).
      void import('../lib/query-client.ts').then((m) => m.queryClient.clear());
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
