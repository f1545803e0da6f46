import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/card.tsx';
import { useT } from '../i18n/use-t.ts';
import { useUser } from './user-context.tsx';

/** Private consumer routes: spinner while the session loads, /login without a user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <Spinner label={t('app.loadingSession')} />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** / and /login send a signed-in consumer to /dashboard. */
export function RedirectIfUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const t = useT();
  if (isLoading) return <Spinner label={t('app.loadingSession')} />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
