import {
  PractitionerAnalysisSchema,
  TongueUploadResponseSchema,
  type AnalysisStartInput,
  type PractitionerAnalysis,
  type TongueUploadResponse,
} from '../../../../contract/practitioner.ts';
import { apiJson, apiUpload } from '../../../lib/api.ts';

/** POST /api/upload/tongue-image (SPEC §7 multipart: tongueImage, patientId, practitionerId). */
export function uploadTongueImage(file: File, patientId: number, practitionerId: number): Promise<TongueUploadResponse> {
  const form = new FormData();
  form.append('patientId', String(patientId));
  form.append('practitionerId', String(practitionerId));
  form.append('tongueImage', file, file.name);
  return apiUpload('/api/upload/tongue-image', form, TongueUploadResponseSchema);
}

const analysisUrl = (practitionerId: number, patientId: number) =>
  `/api/practitioners/${practitionerId}/patients/${patientId}/analysis`;

/** Starts the professional analysis; answers the SPEC §3 object (usually 'processing' with analysis_id). */
export function startAnalysis(
  practitionerId: number,
  patientId: number,
  input: AnalysisStartInput,
): Promise<PractitionerAnalysis> {
  return apiJson('POST', analysisUrl(practitionerId, patientId), input, PractitionerAnalysisSchema);
}

/** One poll of a running analysis. */
export function fetchAnalysis(practitionerId: number, patientId: number, analysisId: string): Promise<PractitionerAnalysis> {
  return apiJson(
    'GET',
    `${analysisUrl(practitionerId, patientId)}/${encodeURIComponent(analysisId)}`,
    undefined,
    PractitionerAnalysisSchema,
  );
}
