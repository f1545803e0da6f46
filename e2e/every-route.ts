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
