import type { RouteObject } from 'react-router';
import type { AccountKind } from './account-kind.ts';
import { EmailTokenPage } from './email-token-page.tsx';
import { ForgotPasswordPage, ResetPasswordPage } from './password-pages.tsx';

function pagesOf(kind: AccountKind, base: '' | '/practitioner'): RouteObject[] {
  return [
    { path: `${base}/login/email`, element: <EmailTokenPage kind={kind} action="sign-in" /> },
    { path: `${base}/verify-email`, element: <EmailTokenPage kind={kind} action="verify" /> },
    { path: `${base}/confirm-email`, element: <EmailTokenPage kind={kind} action="change" /> },
    { path: `${base}/forgot-password`, element: <ForgotPasswordPage kind={kind} /> },
    { path: `${base}/reset-password`, element: <ResetPasswordPage kind={kind} /> },
  ];
}

/** The pages mailed links open, and 'forgot password', for both kinds of account (public). */
export const signInRoutes: RouteObject[] = [...pagesOf('user', ''), ...pagesOf('practitioner', '/practitioner')];
