import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  EmailAddressSchema,
  EMAIL_TOKEN_PATTERN,
  PasswordResetSchema,
  type EmailAddressInput,
} from '../../../contract/sign-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/form-controls.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { accountAnswer } from './account-answer.ts';
import { API_PREFIX, failureText, useFinishSignIn, type AccountKind } from './account-kind.ts';
import { FailureText, SignInPageCard } from './page-card.tsx';

/** /forgot-password and /practitioner/forgot-password: a link to choose a new password, by email. */
export function ForgotPasswordPage({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailAddressInput>({ resolver: zodResolver(EmailAddressSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiJson('POST', `${API_PREFIX[kind]}/password/forgot`, values);
      setSent(true);
    } catch (error) {
      setFailure(failureText((id) => intl.formatMessage({ id }), error, 'signin.failed'));
    }
  });
  return (
    <SignInPageCard
      kind={kind}
      title={intl.formatMessage({ id: 'signin.forgot.title' })}
      detail={intl.formatMessage({ id: 'signin.forgot.detail' })}
    >
      {sent ? (
        <p role="status">{intl.formatMessage({ id: 'signin.forgot.sent' })}</p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="forgot-email">{intl.formatMessage({ id: 'signin.email.label' })}</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              aria-invalid={!!errors.email}
              {...form.register('email')}
            />
            <FieldError message={errors.email?.message} />
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {intl.formatMessage({ id: 'signin.forgot.submit' })}
          </Button>
        </form>
      )}
      <FailureText text={failure} />
    </SignInPageCard>
  );
}

const NewPasswordSchema = PasswordResetSchema.pick({ newPassword: true });

/** /reset-password and /practitioner/reset-password: the page the reset link opens. */
export function ResetPasswordPage({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const finish = useFinishSignIn(kind);
  const [failure, setFailure] = useState<string | null>(
    EMAIL_TOKEN_PATTERN.test(token) ? null : intl.formatMessage({ id: 'signin.link.missing' }),
  );
  const form = useForm<{ newPassword: string }>({ resolver: zodResolver(NewPasswordSchema), defaultValues: { newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const account = await apiJson('POST', `${API_PREFIX[kind]}/password/reset`, { token, newPassword }, accountAnswer(kind));
      toast({ title: intl.formatMessage({ id: 'signin.reset.done' }) });
      finish(account);
    } catch (error) {
      setFailure(failureText((id) => intl.formatMessage({ id }), error, 'signin.link.invalid'));
    }
  });
  return (
    <SignInPageCard kind={kind} title={intl.formatMessage({ id: 'signin.reset.title' })}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="reset-password">{intl.formatMessage({ id: 'signin.reset.new' })}</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.newPassword}
            {...form.register('newPassword')}
          />
          <FieldError message={errors.newPassword?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting || !EMAIL_TOKEN_PATTERN.test(token)}>
          {intl.formatMessage({ id: 'signin.reset.submit' })}
        </Button>
      </form>
      <FailureText text={failure} />
    </SignInPageCard>
  );
}
