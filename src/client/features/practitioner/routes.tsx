import type { RouteObject } from 'react-router';

/**
 * The practitioner area (public routes; each page checks the practitioner session itself).
 * Lazy routes (issue 14): the workspace, the camera and the report builders load only when a
 * practitioner opens them, never with the public pages.
 */
export const practitionerRoutes: RouteObject[] = [
  {
    path: '/practitioner/register',
    lazy: () => import('./auth/practitioner-register-page.tsx').then((m) => ({ Component: m.PractitionerRegisterPage })),
  },
  {
    path: '/practitioner/login',
    lazy: () => import('./auth/practitioner-login-page.tsx').then((m) => ({ Component: m.PractitionerLoginPage })),
  },
  {
    // The workspace header over every signed-in page (issue 15).
    lazy: () => import('./workspace/workspace-header.tsx').then((m) => ({ Component: m.PractitionerWorkspace })),
    children: [
      {
        path: '/practitioner/dashboard',
        lazy: () =>
          import('./dashboard/practitioner-dashboard-page.tsx').then((m) => ({ Component: m.PractitionerDashboardPage })),
      },
      {
        path: '/practitioner/add-patient',
        lazy: () => import('./patients/add-patient-page.tsx').then((m) => ({ Component: m.AddPatientPage })),
      },
      {
        path: '/practitioner/patients',
        lazy: () => import('./patients/patient-management-page.tsx').then((m) => ({ Component: m.PatientManagementPage })),
      },
      {
        path: '/practitioner/patient/:patientId',
        lazy: () => import('./patients/patient-view-page.tsx').then((m) => ({ Component: m.PatientViewPage })),
      },
      {
        path: '/practitioner/patient/:patientId/consultation',
        lazy: () => import('./consultation/consultation-page.tsx').then((m) => ({ Component: m.ConsultationPage })),
      },
      {
        path: '/practitioner/settings',
        lazy: () => import('./settings/practitioner-settings-page.tsx').then((m) => ({ Component: m.PractitionerSettingsPage })),
      },
    ],
  },
];
