/**
 * The two session queries (`/me` of each kind of account). One query each: every component that
 * asks who is signed in shares one answer, and a sign-in, a sign-out or a changed record updates
 * all of them at once.
 */
export const CONSUMER_SESSION_KEY = ['/api/auth/me'] as const;
export const PRACTITIONER_SESSION_KEY = ['/api/practitioners/me'] as const;

const SESSION_KEYS: readonly (readonly unknown[])[] = [CONSUMER_SESSION_KEY, PRACTITIONER_SESSION_KEY];

/** Whether a query key is one of the session queries. */
export function isSessionKey(key: readonly unknown[]): boolean {
  return SESSION_KEYS.some((k) => k.length === key.length && k.every((part, i) => part === key[i]));
}
