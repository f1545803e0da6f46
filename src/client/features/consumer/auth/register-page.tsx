import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { UserRegisterSchema, UserSchema, type UserRegisterInput } from '../../../../contract/auth.ts';
import { AuthLayout } from '../../../app/auth-layout.tsx';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson } from '../../../lib/api.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';

type Field = 'username' | 'email' | 'password' | 'firstName';

const FIELDS: { name: Field; label: MessageId; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'register.username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'register.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'register.password', type: 'password', autoComplete: 'new-password' },
  { name: 'firstName', label: 'register.firstName', type: 'text', autoComplete: 'given-name' },
];

/** Consumer sign-up (docs/spec-deviations.md item 4): creates the account, signs in, then onboarding. */
export function RegisterPage() {
  const { setSignedIn } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm<UserRegisterInput>({ resolver: zodResolver(UserRegisterSchema) });
  const { errors, isSubmitting } = form.formState;
  const t = useT();
  const errorText = useErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await apiJson('POST', '/api/auth/register', values, UserSchema);
      setSignedIn(user);
      toast({
        title: t('register.success.title'),
        description: t('register.success.detail', { name: user.firstName ?? user.username }),
      });
      void navigate(`/onboarding?userId=${user.id}`);
    } catch (error) {
      toast({
        title: t('register.failure.title'),
        description: errorText(error, 'register.failure.fallback'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout wide>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{t('register.title')}</h1>
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t('register.subtitle')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            {FIELDS.map((f) => (
              <div key={f.name} className="space-y-1">
                <Label htmlFor={f.name}>{t(f.label)}</Label>
                <Input
                  id={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required
                  aria-invalid={Boolean(errors[f.name])}
                  aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
                  {...form.register(f.name)}
                />
                <FieldError id={`${f.name}-error`} message={errors[f.name]?.message} />
              </div>
            ))}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('register.submitting') : t('register.submit')}
            </Button>
          </form>
          <p className="mt-4 text-center text-sm">
            {t('register.haveAccount')}{' '}
            <Link className="text-brand-700 underline dark:text-brand-300" to="/login">
              {t('register.signIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
