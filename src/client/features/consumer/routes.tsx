import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../placeholder-page.tsx';

/** Consumer screens inside the app chrome (signed-in only). */
export const consumerAppRoutes: RouteObject[] = [
  { path: '/dashboard', element: <PlaceholderPage title="Home" /> },
  { path: '/analysis', element: <PlaceholderPage title="Tongue Analysis" /> },
  { path: '/results', element: <PlaceholderPage title="Your Analysis Results" /> },
  { path: '/history', element: <PlaceholderPage title="Your TCM History" /> },
  { path: '/profile', element: <PlaceholderPage title="Profile" /> },
];

/** Consumer screens outside the app chrome. */
export const consumerPublicRoutes: RouteObject[] = [
  { path: '/register', element: <PlaceholderPage title="Create your account" /> },
  { path: '/onboarding', element: <PlaceholderPage title="Welcome!" /> },
];
