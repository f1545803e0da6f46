/**
 * Every page of the app (src/client/app/routes.tsx and the feature route files), with who can
 * open it. The sweeps over all pages (widths at 320/390 px, axe in both themes) read this one list,
 * so a new route is added here once. `:patientId` is filled from a patient the sweep creates.
 */
export type RouteAudience = 'anonymous' | 'consumer' | 'practitioner';

export interface AppRoute {
  path: string;
  audience: RouteAudience;
}

/** A token of the shape a mailed link carries (EMAIL_TOKEN_PATTERN), never issued. */
const MAILED_TOKEN = `1.${'A'.repeat(43)}`;

export const EVERY_ROUTE: readonly AppRoute[] = [
  { path: '/', audience: 'anonymous' },
  { path: '/login', audience: 'anonymous' },
  { path: '/register', audience: 'anonymous' },
  { path: '/terms', audience: 'anonymous' },
  { path: '/privacy', audience: 'anonymous' },
  { path: '/forgot-password', audience: 'anonymous' },
  { path: '/practitioner/login', audience: 'anonymous' },
  { path: '/practitioner/register', audience: 'anonymous' },
  { path: '/practitioner/forgot-password', audience: 'anonymous' },
  // The pages a mailed link opens (src/client/features/sign-in/routes.tsx), as the link opens
  // them: with a token of the right shape (they use it only when the person presses the button).
  ...['/login/email', '/verify-email', '/confirm-email', '/reset-password'].flatMap((page) =>
    ['', '/practitioner'].map((base) => ({ path: `${base}${page}?token=${MAILED_TOKEN}`, audience: 'anonymous' as const })),
  ),
  { path: '/no-such-page', audience: 'anonymous' },
  { path: '/onboarding', audience: 'consumer' },
  { path: '/dashboard', audience: 'consumer' },
  { path: '/analysis', audience: 'consumer' },
  { path: '/results', audience: 'consumer' },
  { path: '/history', audience: 'consumer' },
  { path: '/trends', audience: 'consumer' },
  { path: '/profile', audience: 'consumer' },
  { path: '/profile/privacy', audience: 'consumer' },
  { path: '/profile/constitution', audience: 'consumer' },
  { path: '/practitioner/dashboard', audience: 'practitioner' },
  { path: '/practitioner/patients', audience: 'practitioner' },
  { path: '/practitioner/add-patient', audience: 'practitioner' },
  { path: '/practitioner/patient/:patientId', audience: 'practitioner' },
  { path: '/practitioner/patient/:patientId/consultation', audience: 'practitioner' },
  { path: '/practitioner/settings', audience: 'practitioner' },
];

/** The route's path with its parameters filled in. */
export function fillRoute(path: string, params: { patientId?: number | string }): string {
  return path.replace(':patientId', String(params.patientId ?? ''));
}
