import { useQuery } from '@tanstack/react-query';
import { ConsumerTongueAnalysisListSchema, type ConsumerTongueAnalysis } from '../../../../contract/consumer.ts';
import { answerMeta } from '../../../lib/api.ts';

export const tongueAnalysesKey = (userId: number) => ['/api/tongue-analysis/user', userId] as const;

/** GET /api/tongue-analysis/user/{userId}: newest first. */
export function useTongueAnalyses(userId: number) {
  return useQuery<ConsumerTongueAnalysis[] | null>({
    queryKey: tongueAnalysesKey(userId),
    meta: answerMeta(ConsumerTongueAnalysisListSchema),
  });
}
