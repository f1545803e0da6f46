import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CcmqQuestionnaireSchema,
  ConstitutionResultSchema,
  StoredConstitutionSchema,
  type CcmqAnswers,
} from '../../../contract/constitution.ts';
import { ConsumerTrendsSchema, PatientTimelineSchema, VisitComparisonSchema } from '../../../contract/records.ts';
import { apiJson } from '../../lib/api.ts';
import { refreshAccountData } from '../../lib/query-client.ts';

export const recordKeys = {
  timeline: (pid: number, patientId: number) => ['records', 'timeline', pid, patientId] as const,
  compare: (pid: number, patientId: number, a: number, b: number) => ['records', 'compare', pid, patientId, a, b] as const,
  trends: (userId: number, days: number) => ['records', 'trends', userId, days] as const,
  questionnaire: (locale: string) => ['records', 'ccmq', locale] as const,
  constitution: (userId: number) => ['records', 'constitution', userId] as const,
};

/** GET .../patients/{patientId}/timeline: every session as a point (oldest first). */
export function usePatientTimeline(pid: number, patientId: number) {
  return useQuery({
    queryKey: recordKeys.timeline(pid, patientId),
    queryFn: () => apiJson('GET', `/api/practitioners/${pid}/patients/${patientId}/timeline`, undefined, PatientTimelineSchema),
  });
}

/** GET .../patients/{patientId}/compare?a=&b= */
export function useVisitComparison(pid: number, patientId: number, a: number | null, b: number | null) {
  return useQuery({
    queryKey: recordKeys.compare(pid, patientId, a ?? 0, b ?? 0),
    queryFn: () =>
      apiJson('GET', `/api/practitioners/${pid}/patients/${patientId}/compare?a=${a}&b=${b}`, undefined, VisitComparisonSchema),
    enabled: a !== null && b !== null && a !== b,
  });
}

/** GET /api/users/{id}/trends?days= */
export function useTrends(userId: number, days: number) {
  return useQuery({
    queryKey: recordKeys.trends(userId, days),
    queryFn: () => apiJson('GET', `/api/users/${userId}/trends?days=${days}`, undefined, ConsumerTrendsSchema),
  });
}

/** GET /api/constitution/questionnaire in the interface language. */
export function useCcmqQuestionnaire(locale: string) {
  return useQuery({
    queryKey: recordKeys.questionnaire(locale),
    queryFn: () => apiJson('GET', '/api/constitution/questionnaire', undefined, CcmqQuestionnaireSchema),
  });
}

/** GET /api/users/{id}/constitution: the consumer's last result, or null. */
export function useConstitution(userId: number | null) {
  return useQuery({
    queryKey: recordKeys.constitution(userId ?? 0),
    queryFn: async () => (await apiJson('GET', `/api/users/${userId}/constitution`, undefined, StoredConstitutionSchema)).result,
    enabled: userId !== null,
  });
}

/** PUT the answers to a consumer's or a patient's constitution route. */
export function useSaveConstitution(url: string) {
  return useMutation({
    mutationFn: (answers: CcmqAnswers['answers']) => apiJson('PUT', url, { answers }, ConstitutionResultSchema),
    onSuccess: () => refreshAccountData(),
  });
}
