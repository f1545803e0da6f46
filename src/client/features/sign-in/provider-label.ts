import { useSignInOptions } from './account-kind.ts';

/**
 * The home card's sign-in provider label (SPEC §2): 'Google', 'Apple', or the label of another
 * configured provider; null for an email user (the card says 'Email user' itself).
 */
export function useProviderLabel(authProvider: string | null): string | null {
  const providers = useSignInOptions();
  if (authProvider === 'google') return 'Google';
  if (authProvider === 'apple') return 'Apple';
  return providers.find((p) => p.id === authProvider)?.label ?? null;
}
