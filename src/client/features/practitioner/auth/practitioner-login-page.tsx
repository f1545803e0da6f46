import { titledName } from '../../../../contract/person-name.ts';
import { Link, useNavigate } from 'react-router';
import type { LoginInput, Practitioner } from '../../../../contract/auth.ts';
import { AuthLayout } from '../../../app/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useErrorTextLater } from '../../../i18n/error-text-later.ts';
import { useT } from '../../../i18n/use-t.ts';
import { rememberPractitioner } from './remember-practitioner.ts';
import { SignInOptions } from '../../sign-in/sign-in-options.tsx';

// The contract's login schema loads when the form is first focused, not with the page (issue 14).
const loginSchema = lazySchema<LoginInput>(() => import('../../../../contract/auth.ts').then((m) => m.LoginSchema));

/** SPEC §2 'Practitioner login'. */
export function PractitionerLoginPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(loginSchema, { username: '', password: '' });
  const { errors, submitting: isSubmitting } = form;
  const t = useT();
  const errorText = useErrorTextLater();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const practitioner = await apiJson<Practitioner>('POST', '/api/practitioners/login', values);
      rememberPractitioner(practitioner);
      toast({ title: t('plogin.success.title'), description: t('plogin.success.detail', { name: titledName(practitioner) }) });
      void navigate('/practitioner/dashboard');
    } catch (error) {
      toast({
        title: t('plogin.failure.title'),
        description: await errorText(error, 'plogin.failure.fallback'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{t('plogin.title')}</h1>
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t('plogin.subtitle')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="username">{t('plogin.username')}</Label>
              <Input
                id="username"
                autoComplete="username"
                aria-invalid={!!errors.username}
                aria-describedby="username-error"
                {...form.field('username')}
              />
              <FieldError id="username-error" message={errors.username} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="password">{t('plogin.password')}</Label>
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                aria-describedby="password-error"
                {...form.field('password')}
              />
              <FieldError id="password-error" message={errors.password} />
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('plogin.submitting') : t('plogin.submit')}
            </Button>
          </form>
          <SignInOptions kind="practitioner" />
          <div className="mt-4 space-y-2 text-center text-sm">
            <p>
              {t('plogin.new')}{' '}
              <Link className="text-brand-700 underline dark:text-brand-300" to="/practitioner/register">
                {t('plogin.create')}
              </Link>
            </p>
            <p>
              <Link className="text-brand-700 underline dark:text-brand-300" to="/login">
                {t('plogin.consumer')}
              </Link>
            </p>
          </div>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
