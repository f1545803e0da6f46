import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CameraProfileListSchema,
  CameraProfileSchema,
  type CameraProfile,
  type CameraProfileCreate,
} from '../../../../contract/camera.ts';
import { answerMeta, apiJson, apiRequest } from '../../../lib/api.ts';

export const cameraProfilesKey = (practitionerId: number) => ['/api/practitioners', practitionerId, 'camera-profiles'] as const;

/** GET /api/practitioners/{id}/camera-profiles: the practitioner's calibrated cameras, by name. */
export function useCameraProfiles(practitionerId: number) {
  return useQuery<CameraProfile[] | null>({
    queryKey: cameraProfilesKey(practitionerId),
    meta: answerMeta(CameraProfileListSchema),
  });
}

/** POST: calibrate a camera from one photo of a card or chart (422 with the reason when none is found). */
export function useCalibrateCamera(practitionerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CameraProfileCreate) =>
      apiJson('POST', `/api/practitioners/${practitionerId}/camera-profiles`, input, CameraProfileSchema),
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
