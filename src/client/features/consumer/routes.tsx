import type { RouteObject } from 'react-router';

// Lazy routes (issue 14): each screen's module loads when it is opened.

/** Consumer screens inside the app chrome (signed-in only). */
export const consumerAppRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('./home/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: '/analysis', lazy: () => import('./capture/capture-page.tsx').then((m) => ({ Component: m.CapturePage })) },
  { path: '/results', lazy: () => import('./results/results-page.tsx').then((m) => ({ Component: m.ResultsPage })) },
  { path: '/history', lazy: () => import('./history/history-page.tsx').then((m) => ({ Component: m.HistoryPage })) },
  { path: '/profile', lazy: () => import('./profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: '/profile/privacy',
    lazy: () => import('./privacy/privacy-security-page.tsx').then((m) => ({ Component: m.PrivacySecurityPage })),
  },
];

/** Consumer screens outside the app chrome. */
export const consumerPublicRoutes: RouteObject[] = [
  { path: '/register', lazy: () => import('./auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: '/onboarding', lazy: () => import('./onboarding/onboarding-page.tsx').then((m) => ({ Component: m.OnboardingPage })) },
];
