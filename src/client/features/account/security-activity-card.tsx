import { useIntl } from 'react-intl';
import type { SecurityEventName } from '../../../contract/sign-in.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { MessageId } from '../../i18n/locales/en.ts';
import { useSignInOptions, type AccountKind } from '../sign-in/account-kind.ts';
import { useSecurityOverview } from './use-security-overview.ts';

const EVENT_TEXT: Record<SecurityEventName, MessageId> = {
  'sign-in': 'signin.event.sign-in',
  'sign-up': 'signin.event.sign-up',
  'provider-linked': 'signin.event.provider-linked',
  'provider-unlinked': 'signin.event.provider-unlinked',
  'password-reset': 'signin.event.password-reset',
  'password-changed': 'signin.event.password-changed',
  'email-verified': 'signin.event.email-verified',
  'email-changed': 'signin.event.email-changed',
  'signed-out-everywhere': 'signin.event.signed-out-everywhere',
};
/** Our own methods; anything else is a provider's id. */
const METHOD_TEXT: Record<string, MessageId> = {
  password: 'signin.method.password',
  'email-link': 'signin.method.email-link',
  'email-code': 'signin.method.email-code',
};

/** The security list: each recent sign-in and change of a way in, with its method, time and address. */
export function SecurityActivityCard({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const { data } = useSecurityOverview(kind);
  const providers = useSignInOptions();
  if (!data) return null;
  const methodOf = (method: string | null) => {
    if (!method) return null;
    if (Object.hasOwn(METHOD_TEXT, method)) return intl.formatMessage({ id: METHOD_TEXT[method] });
    return providers.find((p) => p.id === method)?.label ?? method;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'signin.activity.title' })}</CardTitle>
      </CardHeader>
      <CardContent>
        {data.events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'signin.activity.empty' })}</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 text-sm dark:divide-slate-800"
            aria-label={intl.formatMessage({ id: 'signin.activity.title' })}
          >
            {data.events.map((e, i) => {
              const event = intl.formatMessage({ id: EVENT_TEXT[e.event] });
              const method = methodOf(e.method);
              return (
                <li key={`${e.createdAt}-${i}`} className="py-2">
                  <p className="font-medium">
                    {method ? intl.formatMessage({ id: 'signin.activity.line' }, { event, method }) : event}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {intl.formatDate(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    {e.ipAddress ? ` · ${intl.formatMessage({ id: 'signin.activity.from' }, { address: e.ipAddress })}` : ''}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
