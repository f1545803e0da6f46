import { Outlet, type RouteObject } from 'react-router';
import { consumerAppRoutes, consumerPublicRoutes } from '../features/consumer/routes.tsx';
import { practitionerRoutes } from '../features/practitioner/routes.tsx';
import { signInRoutes } from '../features/sign-in/routes.tsx';
import { RedirectIfUser, RequireUser } from './guards.tsx';
import { RouteError } from './route-error.tsx';

/** Nothing is drawn while the first page's module loads (a few kilobytes, in parallel with the session check). */
function EmptyFallback() {
  return null;
}

/**
 * SPEC §2 route table. React Router matches paths case-insensitively unless a route sets
 * caseSensitive, which none does.
 *
 * Every page is a lazy route (issue 14): the entry script holds React, the router, the session
 * and the language, and each page's module (with the components and libraries only it uses:
 * the camera, the report builders, the practitioner workspace, forms and their schemas) loads
 * when the page is opened.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: EmptyFallback,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <RedirectIfUser>
            <Outlet />
          </RedirectIfUser>
        ),
        children: [
          {
            path: '/',
            lazy: () => import('../features/practitioner/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: '/login',
            lazy: () => import('../features/consumer/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        lazy: () =>
          import('./layouts.tsx').then((m) => ({
            element: (
              <RequireUser>
                <m.AppLayout />
              </RequireUser>
            ),
          })),
        children: consumerAppRoutes,
      },
      ...consumerPublicRoutes,
      {
        path: '/terms',
        lazy: () => import('../features/legal/legal-page.tsx').then((m) => ({ element: <m.LegalPage kind="terms" /> })),
      },
      {
        path: '/privacy',
        lazy: () => import('../features/legal/legal-page.tsx').then((m) => ({ element: <m.LegalPage kind="privacy" /> })),
      },
      ...practitionerRoutes,
      ...signInRoutes,
      { path: '*', lazy: () => import('../features/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
