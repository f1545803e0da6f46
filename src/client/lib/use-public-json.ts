import { useEffect, useState } from 'react';
import { getQueryFn } from './api.ts';

const answers = new Map<string, Promise<unknown>>();

/**
 * A public GET that the first pages read (the demo logins, the sign-in providers), without
 * TanStack Query, which loads only with the other pages (issue 14, decision 0090). Same defaults
 * as the query client (SPEC §7): asked once per page load, never stale, no retry; a failed
 * answer reads as undefined, as a failed query's data does.
 */
export function usePublicJson<T>(url: string): T | null | undefined {
  const [data, setData] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let answer = answers.get(url) as Promise<T | null> | undefined;
    if (!answer) {
      answer = getQueryFn<T>({ on401: 'throw' })({ queryKey: [url] });
      answers.set(url, answer);
    }
    answer.then(
      (value) => live && setData(value),
      (error: unknown) => console.error(`GET ${url} failed`, error),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return data;
}
