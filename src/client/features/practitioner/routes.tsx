import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../placeholder-page.tsx';
import { PractitionerLoginPage } from './auth/practitioner-login-page.tsx';
import { PractitionerRegisterPage } from './auth/practitioner-register-page.tsx';
import { PractitionerDashboardPage } from './dashboard/practitioner-dashboard-page.tsx';

/** The practitioner area (public routes; each page checks the practitioner session itself). */
export const practitionerRoutes: RouteObject[] = [
  { path: '/practitioner/register', element: <PractitionerRegisterPage /> },
  { path: '/practitioner/login', element: <PractitionerLoginPage /> },
  { path: '/practitioner/dashboard', element: <PractitionerDashboardPage /> },
  { path: '/practitioner/add-patient', element: <PlaceholderPage title="Add Patient" /> },
  { path: '/practitioner/patients', element: <PlaceholderPage title="Patient Management" /> },
  { path: '/practitioner/patient/:patientId', element: <PlaceholderPage title="Patient" /> },
  { path: '/practitioner/patient/:patientId/consultation', element: <PlaceholderPage title="Diagnostic Session" /> },
];
