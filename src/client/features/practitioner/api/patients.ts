import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  PatientListSchema,
  PatientSchema,
  PractitionerStatsSchema,
  TOTAL_COUNT_HEADER,
  type Patient,
  type PatientCreateInput,
  type PatientUpdateInput,
} from '../../../../contract/practitioner.ts';
import { apiJson, apiRequest, readAnswer } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const patientKeys = {
  all: (practitionerId: number) => ['practitioner', practitionerId, 'patients'] as const,
  list: (practitionerId: number, search: string, limit: number, offset: number) =>
    [...patientKeys.all(practitionerId), 'list', { search, limit, offset }] as const,
  one: (practitionerId: number, patientId: number) => [...patientKeys.all(practitionerId), 'one', patientId] as const,
  stats: (practitionerId: number) => ['practitioner', practitionerId, 'stats'] as const,
};

export interface PatientPage {
  patients: Patient[];
  total: number;
}

/** GET /api/practitioners/{id}/patients: one page, filtered on the server, with the total. */
export async function fetchPatients(practitionerId: number, search: string, limit: number, offset: number): Promise<PatientPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search.trim()) params.set('search', search.trim());
  const url = `/api/practitioners/${practitionerId}/patients?${params}`;
  const res = await apiRequest('GET', url);
  const patients = readAnswer(url, await res.json(), PatientListSchema);
  return { patients, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? patients.length) };
}

export function usePatients(practitionerId: number | undefined, search = '', limit = 50, offset = 0) {
  return useQuery({
    queryKey: patientKeys.list(practitionerId ?? 0, search.trim(), limit, offset),
    queryFn: () => fetchPatients(practitionerId!, search, limit, offset),
    enabled: practitionerId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePatient(practitionerId: number | undefined, patientId: number) {
  return useQuery({
    queryKey: patientKeys.one(practitionerId ?? 0, patientId),
    queryFn: () => apiJson('GET', `/api/practitioners/${practitionerId}/patients/${patientId}`, undefined, PatientSchema),
    enabled: practitionerId !== undefined && Number.isInteger(patientId) && patientId > 0,
  });
}

/** Monday 00:00 of the viewer's own week, so 'This Week' means their week. */
export function startOfLocalWeek(now = new Date()): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

export function usePractitionerStats(practitionerId: number | undefined) {
  return useQuery({
    queryKey: patientKeys.stats(practitionerId ?? 0),
    queryFn: () =>
      apiJson(
        'GET',
        `/api/practitioners/${practitionerId}/stats?weekStart=${encodeURIComponent(startOfLocalWeek().toISOString())}`,
        undefined,
        PractitionerStatsSchema,
      ),
    enabled: practitionerId !== undefined,
  });
}

/** The roster and the numbers changed: every list, record and stat of this practitioner is refetched. */
export async function invalidateRoster(practitionerId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: patientKeys.all(practitionerId) }),
    queryClient.invalidateQueries({ queryKey: patientKeys.stats(practitionerId) }),
  ]);
}

export function useCreatePatient(practitionerId: number | undefined) {
  return useMutation({
    mutationFn: (input: PatientCreateInput) =>
      apiJson('POST', `/api/practitioners/${practitionerId}/patients`, { ...input, practitionerId }, PatientSchema),
    onSuccess: () => invalidateRoster(practitionerId!),
  });
}

export function useUpdatePatient(practitionerId: number | undefined, patientId: number) {
  return useMutation({
    mutationFn: (input: PatientUpdateInput) =>
      apiJson('PATCH', `/api/practitioners/${practitionerId}/patients/${patientId}`, input, PatientSchema),
    onSuccess: () => invalidateRoster(practitionerId!),
  });
}
