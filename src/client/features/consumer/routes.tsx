import type { RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../app/lazy-page.tsx';

// Lazy pages (issue 14): each screen's module loads when it is opened.
const HomePage = lazyPage(() => import('./home/home-page.tsx').then((m) => m.HomePage));
const CapturePage = lazyPage(() => import('./capture/capture-page.tsx').then((m) => m.CapturePage));
const ResultsPage = lazyPage(() => import('./results/results-page.tsx').then((m) => m.ResultsPage));
const HistoryPage = lazyPage(() => import('./history/history-page.tsx').then((m) => m.HistoryPage));
const ProfilePage = lazyPage(() => import('./profile/profile-page.tsx').then((m) => m.ProfilePage));
const PrivacySecurityPage = lazyPage(() => import('./privacy/privacy-security-page.tsx').then((m) => m.PrivacySecurityPage));
const TrendsPage = lazyPage(() => import('../records/trends-page.tsx').then((m) => m.TrendsPage));
const ConstitutionPage = lazyPage(() => import('../records/record-widgets.tsx').then((m) => m.ConstitutionPage));
const RegisterPage = lazyPage(() => import('./auth/register-page.tsx').then((m) => m.RegisterPage));
const OnboardingPage = lazyPage(() => import('./onboarding/onboarding-page.tsx').then((m) => m.OnboardingPage));

/** Consumer screens inside the app chrome (signed-in only). */
export const consumerAppRoutes: RouteObject[] = [
  { path: '/dashboard', ...pageRoute(HomePage, {}) },
  { path: '/analysis', ...pageRoute(CapturePage, {}) },
  { path: '/results', ...pageRoute(ResultsPage, {}) },
  { path: '/history', ...pageRoute(HistoryPage, {}) },
  { path: '/profile', ...pageRoute(ProfilePage, {}) },
  { path: '/profile/privacy', ...pageRoute(PrivacySecurityPage, {}) },
  // Issue 17: trends over 30/90/365 days and the constitution questionnaire.
  { path: '/trends', ...pageRoute(TrendsPage, {}) },
  { path: '/profile/constitution', ...pageRoute(ConstitutionPage, {}) },
];

/** Consumer screens outside the app chrome. */
export const consumerPublicRoutes: RouteObject[] = [
  { path: '/register', ...pageRoute(RegisterPage, {}) },
  { path: '/onboarding', ...pageRoute(OnboardingPage, {}) },
];
