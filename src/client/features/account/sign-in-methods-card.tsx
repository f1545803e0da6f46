import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmailAddressSchema, type EmailAddressInput } from '../../../contract/sign-in.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/form-controls.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { SignInError } from '../sign-in/sign-in-options.tsx';
import { API_PREFIX, useSignInOptions, type AccountKind } from '../sign-in/account-kind.ts';
import { useFailureToast } from './use-failure-toast.ts';
import { useSecurityOverview } from './use-security-overview.ts';

/**
 * The account's ways in: its email address (verified or not, with a confirmation link to send and
 * a change confirmed on the new address), whether a password is set, and the linked providers
 * with link and unlink (the server refuses to unlink the last way in).
 */
export function SignInMethodsCard({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const { toast } = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const { data } = useSecurityOverview(kind);
  const providers = useSignInOptions();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [`${API_PREFIX[kind]}/security`] });

  // Back from linking a provider: say so once, by the provider's name, so only once its name is
  // known (the options or the account's own list).
  const linked = params.get('linked');
  useEffect(() => {
    if (!linked) return;
    // Only a provider this app or this account knows: a crafted '?linked=' names nothing.
    const label = providers.find((p) => p.id === linked)?.label ?? data?.linked.find((l) => l.id === linked)?.label;
    if (!label && !data) return;
    if (label) toast({ title: intl.formatMessage({ id: 'signin.methods.linked' }, { provider: label }) });
    setParams((p) => {
      p.delete('linked');
      return p;
    });
  }, [linked, providers, data, toast, intl, setParams]);

  if (!data) return null;
  const labelOf = (id: string) => providers.find((p) => p.id === id)?.label ?? id;
  const unlinked = providers.filter((p) => !data.linked.some((l) => l.id === p.id));

  async function act(run: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await run();
      if (done) toast({ title: done });
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'signin.methods.title' })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <SignInError />
        <section className="space-y-2" aria-label={intl.formatMessage({ id: 'signin.methods.email' })}>
          <h3 className="text-sm font-semibold">{intl.formatMessage({ id: 'signin.methods.email' })}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{data.email ?? intl.formatMessage({ id: 'signin.methods.noEmail' })}</span>
            {data.email && (
              <Badge className={data.emailVerified ? '' : 'bg-amber-100 text-amber-900'}>
                {intl.formatMessage({ id: data.emailVerified ? 'signin.methods.verified' : 'signin.methods.unverified' })}
              </Badge>
            )}
          </p>
          {data.email && !data.emailVerified && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                void act(
                  () => apiJson('POST', `${API_PREFIX[kind]}/email/verification`),
                  intl.formatMessage({ id: 'signin.methods.verifySent' }),
                )
              }
            >
              {intl.formatMessage({ id: 'signin.methods.verify' })}
            </Button>
          )}
          <ChangeEmailForm kind={kind} />
        </section>
        <section className="space-y-1">
          <h3 className="text-sm font-semibold">{intl.formatMessage({ id: 'signin.methods.password' })}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {intl.formatMessage({ id: data.hasPassword ? 'signin.methods.passwordSet' : 'signin.methods.passwordNone' })}
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{intl.formatMessage({ id: 'signin.methods.providers' })}</h3>
          {data.linked.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'signin.methods.none' })}</p>
          )}
          <ul className="space-y-2">
            {data.linked.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <strong>{labelOf(l.id)}</strong>
                  {l.email ? ` · ${l.email}` : ''}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {intl.formatMessage(
                      { id: 'signin.methods.linkedAt' },
                      { date: intl.formatDate(l.linkedAt, { dateStyle: 'medium' }) },
                    )}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`${intl.formatMessage({ id: 'signin.methods.unlink' })} ${labelOf(l.id)}`}
                  onClick={() =>
                    void act(
                      () => apiJson('DELETE', `${API_PREFIX[kind]}/oidc/${l.id}`),
                      intl.formatMessage({ id: 'signin.methods.unlinked' }, { provider: labelOf(l.id) }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'signin.methods.unlink' })}
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {unlinked.map((p) => (
              <a
                key={p.id}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                href={`${API_PREFIX[kind]}/oidc/${p.id}/link`}
              >
                {intl.formatMessage({ id: 'signin.methods.link' }, { provider: p.label })}
              </a>
            ))}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

/** A new address takes effect when the link mailed to it is opened. */
function ChangeEmailForm({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const { toast } = useToast();
  const failed = useFailureToast();
  const form = useForm<EmailAddressInput>({ resolver: zodResolver(EmailAddressSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiJson('POST', `${API_PREFIX[kind]}/email/change`, values);
      form.reset();
      toast({ title: intl.formatMessage({ id: 'signin.methods.changeSent' }) });
    } catch (error) {
      failed(error);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1">
        <Label htmlFor={`${kind}-new-email`}>{intl.formatMessage({ id: 'signin.methods.newEmail' })}</Label>
        <Input
          id={`${kind}-new-email`}
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
        <FieldError message={errors.email?.message} />
      </div>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {intl.formatMessage({ id: 'signin.methods.change' })}
      </Button>
    </form>
  );
}
