import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Practitioner, User } from '../../../contract/auth.ts';
import type { EmailAddressInput, EmailCodeInput, OidcErrorCode } from '../../../contract/sign-in.ts';
import type { MessageId } from '../../i18n/locales/en.ts';
import { buttonClasses, Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/form-controls.tsx';
import { apiJson } from '../../lib/api.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { FailureText } from './page-card.tsx';
import { API_PREFIX, FORGOT_PAGE, failureText, useFinishSignIn, useSignInOptions, type AccountKind } from './account-kind.ts';
import { useT } from '../../i18n/use-t.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';

const ERROR_TEXT: Record<OidcErrorCode, MessageId> = {
  state: 'signin.error.state',
  token: 'signin.error.token',
  grant: 'signin.error.grant',
  cancelled: 'signin.error.cancelled',
  unavailable: 'signin.error.unavailable',
  'email-in-use': 'signin.error.email-in-use',
  'email-required': 'signin.error.email-required',
  'already-linked': 'signin.error.already-linked',
  'signed-out': 'signin.error.signed-out',
};

// The contract's schemas load when a form is first focused, not with the sign-in page (issue 14).
const signInSchemas = () => import('../../../contract/sign-in.ts');
const emailAddressSchema = lazySchema<EmailAddressInput>(() => signInSchemas().then((m) => m.EmailAddressSchema));
const emailCodeSchema = lazySchema<EmailCodeInput>(() => signInSchemas().then((m) => m.EmailCodeSchema));

/** Why a provider sign-in came back without signing in (?signInError=), in the reader's language. */
export function SignInError() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('signInError');
  const text = code && Object.hasOwn(ERROR_TEXT, code) ? ERROR_TEXT[code as OidcErrorCode] : null;
  if (!text) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {t(text)}
    </p>
  );
}

/**
 * The other ways in, below a sign-in page's password form: a button per configured provider and a
 * sign-in link with a 6-digit code by email (issue 16).
 */
export function SignInOptions({ kind }: { kind: AccountKind }) {
  const t = useT();
  const providers = useSignInOptions();
  // The chosen language goes with the browser to the provider and back: an account made by it keeps it.
  const { locale } = useLocale();
  return (
    <div className="mt-4 space-y-4">
      <SignInError />
      <div className="flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('signin.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {providers.length > 0 && (
        <div className="space-y-2">
          {providers.map((p) => (
            // A plain link: the browser itself goes to the provider and comes back.
            <a
              key={p.id}
              className={`${buttonClasses({ variant: 'outline' })} w-full`}
              href={`${API_PREFIX[kind]}/oidc/${p.id}?locale=${locale}`}
            >
              {t('signin.provider.continue', { provider: p.label })}
            </a>
          ))}
        </div>
      )}
      <EmailSignIn kind={kind} />
      <p className="text-center text-sm">
        <Link className="text-brand-700 underline dark:text-brand-500" to={FORGOT_PAGE[kind]}>
          {t('signin.forgot.link')}
        </Link>
      </p>
    </div>
  );
}

/** Ask for a sign-in link by email; then the 6-digit code from the same message can be typed here. */
function EmailSignIn({ kind }: { kind: AccountKind }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailAddressSchema, { email: '' });
  const { errors, submitting: isSubmitting } = form;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await apiJson('POST', `${API_PREFIX[kind]}/email-link`, { email });
      setSentTo(email);
    } catch (error) {
      setFailure(failureText(t, error, 'signin.failed'));
    }
  });

  return (
    <div className="space-y-3">
      <h2 className="text-sm font-medium">{t('signin.email.title')}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-2">
        <Label htmlFor={`${kind}-sign-in-email`}>{t('signin.email.label')}</Label>
        <Input
          id={`${kind}-sign-in-email`}
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={`${kind}-sign-in-email-error`}
          {...form.field('email')}
        />
        <FieldError id={`${kind}-sign-in-email-error`} message={errors.email} />
        <Button type="submit" variant="secondary" className="w-full" disabled={isSubmitting}>
          {t(isSubmitting ? 'signin.email.sending' : 'signin.email.send')}
        </Button>
      </form>
      <FailureText text={failure} />
      {sentTo && (
        <>
          <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t('signin.email.sent')}
          </p>
          <CodeForm kind={kind} email={sentTo} />
        </>
      )}
    </div>
  );
}

function CodeForm({ kind, email }: { kind: AccountKind; email: string }) {
  const t = useT();
  const finish = useFinishSignIn(kind);
  const form = useSchemaForm(emailCodeSchema, { email, code: '' });
  const { errors, submitting: isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await apiJson<User | Practitioner>('POST', `${API_PREFIX[kind]}/email-code`, values));
    } catch (error) {
      form.setError('code', failureText(t, error, 'signin.code.invalid'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-2">
      <Label htmlFor={`${kind}-sign-in-code`}>{t('signin.code.label')}</Label>
      <Input
        id={`${kind}-sign-in-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={!!errors.code}
        aria-describedby={`${kind}-sign-in-code-error`}
        {...form.field('code')}
      />
      <FieldError id={`${kind}-sign-in-code-error`} message={errors.code} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('signin.code.submit')}
      </Button>
    </form>
  );
}
