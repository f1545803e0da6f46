import type { RouteObject } from 'react-router';
import { firstPageRoute, lazyPage, pageRoute } from '../../app/lazy-page.tsx';

// Lazy pages (issue 14): the workspace, the camera and the report builders load only when a
// practitioner opens them, never with the public pages.
const PractitionerRegisterPage = lazyPage(() =>
  import('./auth/practitioner-register-page.tsx').then((m) => m.PractitionerRegisterPage),
);
const PractitionerLoginPage = lazyPage(() => import('./auth/practitioner-login-page.tsx').then((m) => m.PractitionerLoginPage));
const PractitionerWorkspace = lazyPage(() => import('./workspace/workspace-header.tsx').then((m) => m.PractitionerWorkspace));
const PractitionerDashboardPage = lazyPage(() =>
  import('./dashboard/practitioner-dashboard-page.tsx').then((m) => m.PractitionerDashboardPage),
);
const AddPatientPage = lazyPage(() => import('./patients/add-patient-page.tsx').then((m) => m.AddPatientPage));
const PatientManagementPage = lazyPage(() =>
  import('./patients/patient-management-page.tsx').then((m) => m.PatientManagementPage),
);
const PatientViewPage = lazyPage(() => import('./patients/patient-view-page.tsx').then((m) => m.PatientViewPage));
const ConsultationPage = lazyPage(() => import('./consultation/consultation-page.tsx').then((m) => m.ConsultationPage));
const PractitionerSettingsPage = lazyPage(() =>
  import('./settings/practitioner-settings-page.tsx').then((m) => m.PractitionerSettingsPage),
);

/** The practitioner area (public routes; each page checks the practitioner session itself). */
export const practitionerRoutes: RouteObject[] = [
  { path: '/practitioner/register', ...pageRoute(PractitionerRegisterPage, {}) },
  { path: '/practitioner/login', ...firstPageRoute(PractitionerLoginPage, {}, 'sign-in') },
  {
    // The workspace header over every signed-in page (issue 15).
    ...pageRoute(PractitionerWorkspace, {}),
    children: [
      { path: '/practitioner/dashboard', ...pageRoute(PractitionerDashboardPage, {}) },
      { path: '/practitioner/add-patient', ...pageRoute(AddPatientPage, {}) },
      { path: '/practitioner/patients', ...pageRoute(PatientManagementPage, {}) },
      { path: '/practitioner/patient/:patientId', ...pageRoute(PatientViewPage, {}) },
      { path: '/practitioner/patient/:patientId/consultation', ...pageRoute(ConsultationPage, {}) },
      { path: '/practitioner/settings', ...pageRoute(PractitionerSettingsPage, {}) },
    ],
  },
];
