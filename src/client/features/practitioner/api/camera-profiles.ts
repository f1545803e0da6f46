import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CameraProfile, CameraProfileCreate } from '../../../../contract/camera.ts';
import { apiJson, apiRequest } from '../../../lib/api.ts';

export const cameraProfilesKey = (practitionerId: number) => ['/api/practitioners', practitionerId, 'camera-profiles'] as const;

/** GET /api/practitioners/{id}/camera-profiles: the practitioner's calibrated cameras, by name. */
export function useCameraProfiles(practitionerId: number) {
  return useQuery<CameraProfile[] | null>({ queryKey: cameraProfilesKey(practitionerId) });
}

/** POST: calibrate a camera from one photo of a card or chart (422 with the reason when none is found). */
export function useCalibrateCamera(practitionerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CameraProfileCreate) =>
      apiJson<CameraProfile>('POST', `/api/practitioners/${practitionerId}/camera-profiles`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: cameraProfilesKey(practitionerId) }),
  });
}

export function useDeleteCameraProfile(practitionerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => apiRequest('DELETE', `/api/practitioners/${practitionerId}/camera-profiles/${profileId}`),
    onSettled: () => client.invalidateQueries({ queryKey: cameraProfilesKey(practitionerId) }),
  });
}
