import { useNavigate } from 'react-router';
import type { Practitioner, User } from '../../../contract/auth.ts';
import type { SignInOptions } from '../../../contract/sign-in.ts';
import { useUser } from '../../app/user-context.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { usePublicJson } from '../../lib/use-public-json.ts';
import type { MessageId } from '../../i18n/locales/en.ts';
import { rememberPractitioner } from '../practitioner/auth/remember-practitioner.ts';

/** Which sign-in pages a component serves: the consumer's or the practitioner's. */
export type AccountKind = 'user' | 'practitioner';

export const API_PREFIX: Record<AccountKind, '/api/auth' | '/api/practitioners'> = {
  user: '/api/auth',
  practitioner: '/api/practitioners',
};
export const SIGN_IN_PAGE: Record<AccountKind, string> = { user: '/login', practitioner: '/practitioner/login' };
export const FORGOT_PAGE: Record<AccountKind, string> = {
  user: '/forgot-password',
  practitioner: '/practitioner/forgot-password',
};

/** The providers this server offers (none when OIDC_PROVIDERS is unset). */
export function useSignInOptions(): SignInOptions['providers'] {
  return usePublicJson<SignInOptions>('/api/auth/sign-in-options')?.providers ?? [];
}

/** After an email sign-in: remember who signed in and go where they belong. */
export function useFinishSignIn(kind: AccountKind): (account: User | Practitioner) => void {
  const { setSignedIn } = useUser();
  const navigate = useNavigate();
  return (account) => {
    if (kind === 'user') {
      const user = account as User;
      setSignedIn(user);
      void navigate(user.onboardingCompleted ? '/dashboard' : '/onboarding');
    } else {
      rememberPractitioner(account as Practitioner);
      void navigate('/practitioner/dashboard');
    }
  };
}

/** What to tell a person whose request failed: too many attempts, a known refusal, or the server's words. */
export function failureText(t: (id: MessageId) => string, error: unknown, refused: MessageId): string {
  if (error instanceof ApiError && error.status === 429) return t('signin.tooMany');
  if (error instanceof ApiError && error.status === 400) return t(refused);
  return errorMessage(error, t('signin.failed'));
}
