import { useMutation, useQuery } from '@tanstack/react-query';
import {
  DiagnosticSessionSchema,
  PatientSessionsAnswerSchema,
  SessionAnalysisAnswerSchema,
  type SessionCreateInput,
} from '../../../../contract/practitioner.ts';
import { apiJson } from '../../../lib/api.ts';
import { invalidateRoster } from './patients.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useLocale } from '../../../i18n/locale-provider.tsx';

export const sessionKeys = {
  forPatient: (patientId: number) => ['patient-sessions', patientId] as const,
  analysis: (sessionId: number) => ['tcm-analysis', sessionId] as const,
};

/** GET /api/patients/{id}/sessions (SPEC §7 { sessions }), newest first. */
export function usePatientSessions(patientId: number, enabled = true) {
  // The answer names each visit's pattern in the reader's language: one entry per language.
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...sessionKeys.forPatient(patientId), locale],
    queryFn: async () =>
      (await apiJson('GET', `/api/patients/${patientId}/sessions`, undefined, PatientSessionsAnswerSchema)).sessions,
    enabled: enabled && Number.isInteger(patientId) && patientId > 0,
  });
}

/** GET /api/tcm-analysis/{sessionId} (SPEC §7 { session: { tcmAnalysis } }). */
export function useSessionAnalysis(sessionId: number | null) {
  return useQuery({
    queryKey: sessionKeys.analysis(sessionId ?? 0),
    queryFn: async () =>
      (await apiJson('GET', `/api/tcm-analysis/${sessionId}`, undefined, SessionAnalysisAnswerSchema)).session.tcmAnalysis,
    enabled: sessionId !== null,
  });
}

export function useSaveSession(practitionerId: number | undefined) {
  return useMutation({
    mutationFn: (input: SessionCreateInput) =>
      apiJson('POST', `/api/practitioners/${practitionerId}/sessions`, input, DiagnosticSessionSchema),
    onSuccess: async (_session, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.forPatient(input.patientId) }),
        invalidateRoster(practitionerId!),
      ]);
    },
  });
}
