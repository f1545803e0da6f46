import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** SPEC §7 data-fetch defaults: no retry, no refetch on focus, no polling, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
