import type { RouteObject } from 'react-router';
import { PractitionerLoginPage } from './auth/practitioner-login-page.tsx';
import { PractitionerRegisterPage } from './auth/practitioner-register-page.tsx';
import { ConsultationPage } from './consultation/consultation-page.tsx';
import { PractitionerDashboardPage } from './dashboard/practitioner-dashboard-page.tsx';
import { AddPatientPage } from './patients/add-patient-page.tsx';
import { PatientManagementPage } from './patients/patient-management-page.tsx';
import { PatientViewPage } from './patients/patient-view-page.tsx';
import { PractitionerSettingsPage } from './settings/practitioner-settings-page.tsx';

/** The practitioner area (public routes; each page checks the practitioner session itself). */
export const practitionerRoutes: RouteObject[] = [
  { path: '/practitioner/register', element: <PractitionerRegisterPage /> },
  { path: '/practitioner/login', element: <PractitionerLoginPage /> },
  { path: '/practitioner/dashboard', element: <PractitionerDashboardPage /> },
  { path: '/practitioner/add-patient', element: <AddPatientPage /> },
  { path: '/practitioner/patients', element: <PatientManagementPage /> },
  { path: '/practitioner/patient/:patientId', element: <PatientViewPage /> },
  { path: '/practitioner/patient/:patientId/consultation', element: <ConsultationPage /> },
  { path: '/practitioner/settings', element: <PractitionerSettingsPage /> },
];
