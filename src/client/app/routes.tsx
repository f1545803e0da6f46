import { Outlet, type RouteObject } from 'react-router';
import { consumerAppRoutes, consumerPublicRoutes } from '../features/consumer/routes.tsx';
import { practitionerRoutes } from '../features/practitioner/routes.tsx';
import { signInRoutes } from '../features/sign-in/routes.tsx';
import { RedirectIfUser, RequireUser } from './guards.tsx';
import { firstPageRoute, lazyPage, loadOtherPage, OtherPage, pageRoute } from './lazy-page.tsx';

const LandingPage = lazyPage(() => import('../features/practitioner/landing/landing-page.tsx').then((m) => m.LandingPage));
const LoginPage = lazyPage(() => import('../features/consumer/auth/login-page.tsx').then((m) => m.LoginPage));
const AppLayout = lazyPage(() => import('./layouts.tsx').then((m) => m.AppLayout));
const LegalPage = lazyPage(() => import('../features/legal/legal-page.tsx').then((m) => m.LegalPage));
const NotFoundPage = lazyPage(() => import('../features/not-found-page.tsx').then((m) => m.NotFoundPage));

/**
 * SPEC §2 route table, for `useRoutes` (app.tsx). React Router matches paths case-insensitively
 * unless a route sets caseSensitive, which none does.
 *
 * Every page is lazy (issue 14, decision 0090): the entry script holds React, the router, the
 * session and the language, and each page's module (with the components and libraries only it
 * uses: the camera, the report builders, the practitioner workspace, forms and their schemas)
 * loads when the page is opened. Each route's `handle.load` starts that load as soon as the URL
 * matches it, so a layout and its page load side by side.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RedirectIfUser>
        <Outlet />
      </RedirectIfUser>
    ),
    children: [
      { path: '/', ...firstPageRoute(LandingPage, {}, 'landing') },
      { path: '/login', ...firstPageRoute(LoginPage, {}, 'sign-in') },
    ],
  },
  {
    element: (
      <RequireUser>
        <OtherPage>
          <AppLayout />
        </OtherPage>
      </RequireUser>
    ),
    handle: { load: loadOtherPage(AppLayout.load) },
    children: consumerAppRoutes,
  },
  ...consumerPublicRoutes,
  { path: '/terms', ...pageRoute(LegalPage, { kind: 'terms' }) },
  { path: '/privacy', ...pageRoute(LegalPage, { kind: 'privacy' }) },
  ...practitionerRoutes,
  ...signInRoutes,
  { path: '*', ...firstPageRoute(NotFoundPage, {}) },
];
