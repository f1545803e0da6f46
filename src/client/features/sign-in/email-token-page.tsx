import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EMAIL_TOKEN_PATTERN } from '../../../contract/sign-in.ts';
import { Button } from '../../components/ui/button.tsx';
import type { MessageId } from '../../i18n/locales/en.ts';
import { apiJson } from '../../lib/api.ts';
import { accountAnswer, ChangedEmailAnswer } from './account-answer.ts';
import { API_PREFIX, failureText, useFinishSignIn, type AccountKind } from './account-kind.ts';
import { FailureText, SignInPageCard } from './page-card.tsx';

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
      const url = `${API_PREFIX[kind]}${spec.path}`;
      if (action === 'sign-in') finish(await apiJson('POST', url, { token }, accountAnswer(kind)));
      else if (action === 'verify') {
        await apiJson('POST', url, { token });
        setDone(intl.formatMessage({ id: 'signin.verify.done' }));
      } else {
        const { email } = await apiJson('POST', url, { token }, ChangedEmailAnswer);
        setDone(intl.formatMessage({ id: 'signin.change.done' }, { email }));
      }
    } catch (error) {
      setFailure(failureText((id) => intl.formatMessage({ id }), error, 'signin.link.invalid'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInPageCard
      kind={kind}
      title={intl.formatMessage({ id: spec.title })}
      detail={spec.detail && intl.formatMessage({ id: spec.detail })}
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <Button className="w-full" disabled={busy || !EMAIL_TOKEN_PATTERN.test(token)} onClick={() => void use()}>
          {intl.formatMessage({ id: spec.submit })}
        </Button>
      )}
      <FailureText text={failure} />
    </SignInPageCard>
  );
}
