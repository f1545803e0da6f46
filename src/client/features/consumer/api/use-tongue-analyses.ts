import { useQuery } from '@tanstack/react-query';
import type { ConsumerTongueAnalysis } from '../../../../contract/consumer.ts';

export const tongueAnalysesKey = (userId: number) => ['/api/tongue-analysis/user', userId] as const;

/** GET /api/tongue-analysis/user/{userId}: newest first. */
export function useTongueAnalyses(userId: number) {
  return useQuery<ConsumerTongueAnalysis[] | null>({ queryKey: tongueAnalysesKey(userId) });
}
