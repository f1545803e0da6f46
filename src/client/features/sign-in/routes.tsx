import type { RouteObject } from 'react-router';
import type { AccountKind } from './account-kind.ts';

// Lazy routes (issue 14): these pages load only when a mailed link or 'forgot password' opens them.
const emailTokenPage = () => import('./email-token-page.tsx');
const passwordPages = () => import('./password-pages.tsx');

function pagesOf(kind: AccountKind, base: '' | '/practitioner'): RouteObject[] {
  return [
    {
      path: `${base}/login/email`,
      lazy: () => emailTokenPage().then((m) => ({ element: <m.EmailTokenPage kind={kind} action="sign-in" /> })),
    },
    {
      path: `${base}/verify-email`,
      lazy: () => emailTokenPage().then((m) => ({ element: <m.EmailTokenPage kind={kind} action="verify" /> })),
    },
    {
      path: `${base}/confirm-email`,
      lazy: () => emailTokenPage().then((m) => ({ element: <m.EmailTokenPage kind={kind} action="change" /> })),
    },
    {
      path: `${base}/forgot-password`,
      lazy: () => passwordPages().then((m) => ({ element: <m.ForgotPasswordPage kind={kind} /> })),
    },
    {
      path: `${base}/reset-password`,
      lazy: () => passwordPages().then((m) => ({ element: <m.ResetPasswordPage kind={kind} /> })),
    },
  ];
}

/** The pages mailed links open, and 'forgot password', for both kinds of account (public). */
export const signInRoutes: RouteObject[] = [...pagesOf('user', ''), ...pagesOf('practitioner', '/practitioner')];
