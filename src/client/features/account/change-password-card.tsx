import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PasswordChangeSchema, type PasswordChangeInput } from '../../../contract/account-data.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../components/ui/form-controls.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { apiJson, ApiError, errorMessage } from '../../lib/api.ts';
import type { AccountKind } from '../sign-in/account-kind.ts';
import { useSecurityOverview } from './use-security-overview.ts';

const ENDPOINT = { user: '/api/auth/password', practitioner: '/api/practitioners/password' } as const;

/**
 * Change password: the current one is required; the server ends every other session. An account
 * made by a provider or an emailed link has none to give, so it is not shown the form (the ways
 * to sign in say how to choose one: 'Forgot password?').
 */
export function ChangePasswordCard({ kind }: { kind: AccountKind }) {
  const { data: overview, isError } = useSecurityOverview(kind);
  // Nothing while the account's ways in load (the form would flash for an account without a
  // password); the form if they cannot be read, as the server still checks the current one.
  if (isError ? false : !overview?.hasPassword) return null;
  return <ChangePasswordForm endpoint={ENDPOINT[kind]} />;
}

function ChangePasswordForm({ endpoint }: { endpoint: (typeof ENDPOINT)[AccountKind] }) {
  const intl = useIntl();
  const { toast } = useToast();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiJson('PUT', endpoint, values);
      form.reset();
      toast({
        title: intl.formatMessage({ id: 'account.password.done' }),
        description: intl.formatMessage({ id: 'account.password.doneDetail' }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        form.setError('currentPassword', { message: error.serverMessage }, { shouldFocus: true });
        return;
      }
      toast({
        title: intl.formatMessage({ id: 'account.failed' }),
        description: errorMessage(error, intl.formatMessage({ id: 'account.failed' })),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'account.password.title' })}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="current-password">{intl.formatMessage({ id: 'account.password.current' })}</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.currentPassword}
              aria-describedby="current-password-error"
              {...form.register('currentPassword')}
            />
            <FieldError id="current-password-error" message={errors.currentPassword?.message} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="new-password">{intl.formatMessage({ id: 'account.password.new' })}</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.newPassword}
              aria-describedby="new-password-error"
              {...form.register('newPassword')}
            />
            <FieldError id="new-password-error" message={errors.newPassword?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {intl.formatMessage({ id: isSubmitting ? 'account.password.saving' : 'account.password.submit' })}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
