import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsumerRecommendationListSchema,
  ConsumerRecommendationSchema,
  type ConsumerRecommendation,
} from '../../../../contract/consumer.ts';
import { answerMeta, apiJson, ApiError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const recommendationsKey = (userId: number) => ['/api/recommendations/user', userId] as const;
export const latestRecommendationKey = (userId: number) => ['/api/recommendations/latest', userId] as const;

/** GET /api/recommendations/user/{userId}: newest first. */
export function useRecommendations(userId: number) {
  return useQuery<ConsumerRecommendation[] | null>({
    queryKey: recommendationsKey(userId),
    meta: answerMeta(ConsumerRecommendationListSchema),
  });
}

/** GET /api/recommendations/latest/{userId}; null when the user has none yet (404). */
export function useLatestRecommendation(userId: number) {
  return useQuery<ConsumerRecommendation | null>({
    queryKey: latestRecommendationKey(userId),
    queryFn: async () => {
      try {
        return await apiJson('GET', `/api/recommendations/latest/${userId}`, undefined, ConsumerRecommendationSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** After any save, every view of recommendations reads the stored state again (SPEC §4: refetch). */
export async function refetchRecommendations(userId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recommendationsKey(userId) }),
    queryClient.invalidateQueries({ queryKey: latestRecommendationKey(userId) }),
  ]);
}

/**
 * PUT /api/recommendations/{id}/save (docs/decisions/0010): the whole record, or with
 * `item` a flattened home-list item id; `saved: false` unsaves.
 */
export function useSaveRecommendation(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; item?: boolean; saved?: boolean }) =>
      apiJson(
        'PUT',
        `/api/recommendations/${v.id}/save`,
        { ...(v.item ? { item: true } : {}), ...(v.saved === false ? { saved: false } : {}) },
        ConsumerRecommendationSchema,
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: recommendationsKey(userId) });
      await client.invalidateQueries({ queryKey: latestRecommendationKey(userId) });
    },
  });
}
