import type { RouteObject } from 'react-router';
import { RegisterPage } from './auth/register-page.tsx';
import { CapturePage } from './capture/capture-page.tsx';
import { HistoryPage } from './history/history-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { OnboardingPage } from './onboarding/onboarding-page.tsx';
import { PrivacySecurityPage } from './privacy/privacy-security-page.tsx';
import { ProfilePage } from './profile/profile-page.tsx';
import { ResultsPage } from './results/results-page.tsx';
import { ConstitutionPage } from '../records/record-widgets.tsx';
import { TrendsPage } from '../records/trends-page.tsx';

/** Consumer screens inside the app chrome (signed-in only). */
export const consumerAppRoutes: RouteObject[] = [
  { path: '/dashboard', element: <HomePage /> },
  { path: '/analysis', element: <CapturePage /> },
  { path: '/results', element: <ResultsPage /> },
  { path: '/history', element: <HistoryPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/privacy', element: <PrivacySecurityPage /> },
  // Issue 17: trends over 30/90/365 days and the constitution questionnaire.
  { path: '/trends', element: <TrendsPage /> },
  { path: '/profile/constitution', element: <ConstitutionPage /> },
];

/** Consumer screens outside the app chrome. */
export const consumerPublicRoutes: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/onboarding', element: <OnboardingPage /> },
];
