import { useState, type FormEvent } from 'react';
import { DEMO_ACCOUNTS, type DemoAccountsResponse } from '../../../../contract/constants.ts';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../app/auth-layout.tsx';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { Message, useT } from '../../../i18n/use-t.ts';
import { useErrorTextLater } from '../../../i18n/error-text-later.ts';
import { usePublicJson } from '../../../lib/use-public-json.ts';
import { SignInOptions } from '../../sign-in/sign-in-options.tsx';

/** The demo logins that exist on this server (none on a real deployment): the SPEC box lists only these. */
function useDemoAccounts() {
  const usernames = usePublicJson<DemoAccountsResponse>('/api/auth/demo-accounts')?.usernames ?? [];
  return DEMO_ACCOUNTS.filter((a) => usernames.includes(a.username));
}

/** SPEC §2 'Consumer login'. */
export function LoginPage() {
  const { login } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const demoAccounts = useDemoAccounts();
  const t = useT();
  const errorText = useErrorTextLater();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: t('login.validation.title'), description: t('login.validation.detail'), variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const signedIn = await login(username.trim(), password);
      toast({ title: t('login.success.title'), description: t('login.success.detail', { gender: signedIn.gender ?? 'other' }) });
      void navigate('/dashboard');
    } catch (error) {
      toast({
        title: t('login.failure.title'),
        description: await errorText(error, 'login.failure.fallback'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{t('login.title')}</h1>
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t('login.subtitle')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="username">{t('login.username')}</Label>
              <Input
                id="username"
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="password">{t('login.password')}</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
          <SignInOptions kind="user" />
          {demoAccounts.length > 0 && (
            <div
              className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              aria-label={t('login.demo.label')}
            >
              <p className="font-medium">{t('login.demo.title')}</p>
              <ul className="mt-1 space-y-0.5">
                {demoAccounts.map((a) => (
                  <li key={a.username}>
                    <Message
                      id="login.demo.line"
                      values={{ username: <code>{a.username}</code>, password: <code>{a.password}</code> }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 space-y-2 text-center text-sm">
            <p>
              {t('login.newHere')}{' '}
              <Link className="text-brand-700 underline dark:text-brand-300" to="/register">
                {t('login.createAccount')}
              </Link>
            </p>
            <p>
              <Link className="text-brand-700 underline dark:text-brand-300" to="/practitioner/login">
                {t('login.practitioner')}
              </Link>{' '}
              ·{' '}
              <Link className="text-brand-700 underline dark:text-brand-300" to="/practitioner/register">
                {t('login.createProfessional')}
              </Link>
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <Message
                id="login.agreement"
                values={{
                  terms: (chunks) => (
                    <Link className="underline" to="/terms">
                      {chunks}
                    </Link>
                  ),
                  privacy: (chunks) => (
                    <Link className="underline" to="/privacy">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </div>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
