import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/consumer/auth/login-page.tsx';
import { consumerAppRoutes, consumerPublicRoutes } from '../features/consumer/routes.tsx';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { NotFoundPage } from '../features/not-found-page.tsx';
import { LandingPage } from '../features/practitioner/landing/landing-page.tsx';
import { practitionerRoutes } from '../features/practitioner/routes.tsx';
import { signInRoutes } from '../features/sign-in/routes.tsx';
import { RedirectIfUser, RequireUser } from './guards.tsx';
import { AppLayout } from './layouts.tsx';

/**
 * SPEC §2 route table. React Router matches paths case-insensitively unless a route sets
 * caseSensitive, which none does.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RedirectIfUser>
        <LandingPage />
      </RedirectIfUser>
    ),
  },
  {
    path: '/login',
    element: (
      <RedirectIfUser>
        <LoginPage />
      </RedirectIfUser>
    ),
  },
  {
    element: (
      <RequireUser>
        <AppLayout />
      </RequireUser>
    ),
    children: consumerAppRoutes,
  },
  ...consumerPublicRoutes,
  { path: '/terms', element: <LegalPage kind="terms" /> },
  { path: '/privacy', element: <LegalPage kind="privacy" /> },
  ...practitionerRoutes,
  ...signInRoutes,
  { path: '*', element: <NotFoundPage /> },
];
