import { useIntl } from 'react-intl';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { MessageId } from '../../i18n/locales/en.ts';
import { useSignInOptions, type AccountKind } from '../sign-in/account-kind.ts';
import { useSecurityOverview } from './use-security-overview.ts';

const OWN_METHODS = new Set(['password', 'email-link', 'email-code']);

/** The security list: each recent sign-in and change of a way in, with its method, time and address. */
export function SecurityActivityCard({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const { data } = useSecurityOverview(kind);
  const providers = useSignInOptions();
  if (!data) return null;
  const methodOf = (method: string | null) => {
    if (!method) return null;
    if (OWN_METHODS.has(method)) return intl.formatMessage({ id: `signin.method.${method}` as MessageId });
    return providers.find((p) => p.id === method)?.label ?? method;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'signin.activity.title' })}</CardTitle>
      </CardHeader>
      <CardContent>
        {data.events.length === 0 ? (
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'signin.activity.empty' })}</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 text-sm dark:divide-slate-800"
            aria-label={intl.formatMessage({ id: 'signin.activity.title' })}
          >
            {data.events.map((e, i) => {
              const event = intl.formatMessage({ id: `signin.event.${e.event}` as MessageId });
              const method = methodOf(e.method);
              return (
                <li key={`${e.createdAt}-${i}`} className="py-2">
                  <p className="font-medium">
                    {method ? intl.formatMessage({ id: 'signin.activity.line' }, { event, method }) : event}
                  </p>
                  <p className="text-xs text-slate-500">
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
