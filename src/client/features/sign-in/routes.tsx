import type { RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../app/lazy-page.tsx';
import type { AccountKind } from './account-kind.ts';

// Lazy pages (issue 14): these load only when a mailed link or 'forgot password' opens them.
const EmailTokenPage = lazyPage(() => import('./email-token-page.tsx').then((m) => m.EmailTokenPage));
const ForgotPasswordPage = lazyPage(() => import('./password-pages.tsx').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./password-pages.tsx').then((m) => m.ResetPasswordPage));

function pagesOf(kind: AccountKind, base: '' | '/practitioner'): RouteObject[] {
  return [
    { path: `${base}/login/email`, ...pageRoute(EmailTokenPage, { kind, action: 'sign-in' }) },
    { path: `${base}/verify-email`, ...pageRoute(EmailTokenPage, { kind, action: 'verify' }) },
    { path: `${base}/confirm-email`, ...pageRoute(EmailTokenPage, { kind, action: 'change' }) },
    { path: `${base}/forgot-password`, ...pageRoute(ForgotPasswordPage, { kind }) },
    { path: `${base}/reset-password`, ...pageRoute(ResetPasswordPage, { kind }) },
  ];
}

/** The pages mailed links open, and 'forgot password', for both kinds of account (public). */
export const signInRoutes: RouteObject[] = [...pagesOf('user', ''), ...pagesOf('practitioner', '/practitioner')];
