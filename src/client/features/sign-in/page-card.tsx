import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../app/auth-layout.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { SIGN_IN_PAGE, type AccountKind } from './account-kind.ts';
import { useT } from '../../i18n/use-t.ts';

/** A refusal or failure, announced to screen readers. */
export function FailureText({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {text}
    </p>
  );
}

/** The narrow card of the pages mailed links open and of 'forgot password', with a way back to sign-in. */
export function SignInPageCard({
  kind,
  title,
  detail,
  children,
}: {
  kind: AccountKind;
  title: string;
  detail?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{title}</h1>
          {detail && <p className="text-center text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          {children}
          <p className="text-center text-sm">
            <Link className="text-brand-700 underline dark:text-brand-500" to={SIGN_IN_PAGE[kind]}>
              {t('signin.back')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
