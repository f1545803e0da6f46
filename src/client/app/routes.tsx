import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/consumer/auth/login-page.tsx';
import { NotFoundPage } from '../features/not-found-page.tsx';
import { PlaceholderPage } from '../features/placeholder-page.tsx';
import { PractitionerLoginPage } from '../features/practitioner/auth/practitioner-login-page.tsx';
import { PractitionerRegisterPage } from '../features/practitioner/auth/practitioner-register-page.tsx';
import { PractitionerDashboardPage } from '../features/practitioner/dashboard/practitioner-dashboard-page.tsx';
import { LandingPage } from '../features/practitioner/landing/landing-page.tsx';
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
    children: [
      { path: '/dashboard', element: <PlaceholderPage title="Home" /> },
      { path: '/analysis', element: <PlaceholderPage title="Tongue Analysis" /> },
      { path: '/results', element: <PlaceholderPage title="Your Analysis Results" /> },
      { path: '/history', element: <PlaceholderPage title="Your TCM History" /> },
      { path: '/profile', element: <PlaceholderPage title="Profile" /> },
    ],
  },
  { path: '/register', element: <PlaceholderPage title="Create your account" /> },
  { path: '/onboarding', element: <PlaceholderPage title="Welcome!" /> },
  { path: '/practitioner/register', element: <PractitionerRegisterPage /> },
  { path: '/practitioner/login', element: <PractitionerLoginPage /> },
  { path: '/practitioner/dashboard', element: <PractitionerDashboardPage /> },
  { path: '/practitioner/add-patient', element: <PlaceholderPage title="Add Patient" /> },
  { path: '/practitioner/patients', element: <PlaceholderPage title="Patient Management" /> },
  { path: '/practitioner/patient/:patientId', element: <PlaceholderPage title="Patient" /> },
  { path: '/practitioner/patient/:patientId/consultation', element: <PlaceholderPage title="Diagnostic Session" /> },
  { path: '*', element: <NotFoundPage /> },
];
