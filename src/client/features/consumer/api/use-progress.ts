import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PROGRESS, DEFAULT_WEEKLY_PROGRESS } from '../../../../contract/constants.ts';
import {
  LatestProgressSchema,
  WeeklyProgressSchema,
  type LatestProgress,
  type WeeklyProgress,
} from '../../../../contract/consumer.ts';
import { answerMeta } from '../../../lib/api.ts';

/** SPEC §3 defaults, shown only until the user's own numbers arrive. */
const PLACEHOLDER_LATEST: LatestProgress = {
  ...DEFAULT_PROGRESS,
  energy: { ...DEFAULT_PROGRESS.energy },
  digestion: { ...DEFAULT_PROGRESS.digestion },
  sleep: { ...DEFAULT_PROGRESS.sleep },
  lastCheckIn: null,
};
const PLACEHOLDER_WEEKLY: WeeklyProgress = {
  ...DEFAULT_WEEKLY_PROGRESS,
  data: DEFAULT_WEEKLY_PROGRESS.data.map((d) => ({ ...d })),
};

export const latestProgressKey = (userId: number) => ['/api/progress/latest', userId] as const;
export const weeklyProgressKey = (userId: number) =>
  // The server needs the browser's time zone to know which days make up "this week".
  ['/api/progress/weekly', `${userId}?tzOffset=${new Date().getTimezoneOffset()}`] as const;

/** GET /api/progress/latest/{userId}. */
export function useLatestProgress(userId: number) {
  return useQuery<LatestProgress | null>({
    queryKey: latestProgressKey(userId),
    meta: answerMeta(LatestProgressSchema),
    placeholderData: PLACEHOLDER_LATEST,
  });
}

/** GET /api/progress/weekly/{userId}. */
export function useWeeklyProgress(userId: number) {
  return useQuery<WeeklyProgress | null>({
    queryKey: weeklyProgressKey(userId),
    meta: answerMeta(WeeklyProgressSchema),
    placeholderData: PLACEHOLDER_WEEKLY,
  });
}
