import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Practitioner, User } from '../../../contract/auth.ts';
import { EMAIL_TOKEN_PATTERN } from '../../../contract/sign-in.ts';
import { AuthLayout } from '../../app/layouts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import type { MessageId } from '../../i18n/locales/en.ts';
import { apiJson } from '../../lib/api.ts';
import { API_PREFIX, SIGN_IN_PAGE, failureText, useFinishSignIn, type AccountKind } from './account-kind.ts';

/** What a mailed link does when its page's button is pressed. */
export type EmailTokenAction = 'sign-in' | 'verify' | 'change';

const ACTIONS: Record<EmailTokenAction, { path: string; title: MessageId; detail?: MessageId; submit: MessageId }> = {
  'sign-in': {
    path: '/email-link/redeem',
    title: 'signin.link.title',
    detail: 'signin.link.detail',
    submit: 'signin.link.submit',
  },
  verify: { path: '/email/verify', title: 'signin.verify.title', submit: 'signin.verify.submit' },
  change: { path: '/email/change/confirm', title: 'signin.change.title', submit: 'signin.change.submit' },
};

/**
 * The page a mailed link opens (/login/email, /verify-email, /confirm-email and their practitioner
 * twins). The token is used only when the person presses the button: a mail scanner that fetches
 * the link uses nothing.
 */
export function EmailTokenPage({ kind, action }: { kind: AccountKind; action: EmailTokenAction }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const finish = useFinishSignIn(kind);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(
    EMAIL_TOKEN_PATTERN.test(token) ? null : intl.formatMessage({ id: 'signin.link.missing' }),
  );
  const spec = ACTIONS[action];

  async function use() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiJson<User | Practitioner | { email: string }>('POST', `${API_PREFIX[kind]}${spec.path}`, { token });
      if (action === 'sign-in') finish(answer as User | Practitioner);
      else if (action === 'verify') setDone(intl.formatMessage({ id: 'signin.verify.done' }));
      else setDone(intl.formatMessage({ id: 'signin.change.done' }, { email: (answer as { email: string }).email }));
    } catch (error) {
      setFailure(failureText(intl, error, 'signin.link.invalid'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{intl.formatMessage({ id: spec.title })}</h1>
          {spec.detail && <p className="text-center text-sm text-slate-500">{intl.formatMessage({ id: spec.detail })}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          {done ? (
            <p role="status">{done}</p>
          ) : (
            <Button className="w-full" disabled={busy || !EMAIL_TOKEN_PATTERN.test(token)} onClick={() => void use()}>
              {intl.formatMessage({ id: spec.submit })}
            </Button>
          )}
          {failure && (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          )}
          <p className="text-center text-sm">
            <Link className="text-brand-700 underline dark:text-brand-500" to={SIGN_IN_PAGE[kind]}>
              {intl.formatMessage({ id: 'signin.back' })}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
