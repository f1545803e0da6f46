import { z } from 'zod';
import { IdParam } from '../users.ts';

export const PractitionerParams = z.object({ practitionerId: IdParam });
export const PatientParams = z.object({ practitionerId: IdParam, patientId: IdParam });
export const AnalysisParams = PatientParams.extend({ analysisId: z.uuid() });
