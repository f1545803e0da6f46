import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DEMO_ACCOUNTS, type DemoAccountsResponse } from '../../../../contract/constants.ts';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../app/layouts.tsx';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { SignInOptions } from '../../sign-in/sign-in-options.tsx';

/** The demo logins that exist on this server (none on a real deployment): the SPEC box lists only these. */
function useDemoAccounts() {
  const { data } = useQuery<DemoAccountsResponse | null>({ queryKey: ['/api/auth/demo-accounts'] });
  const usernames = data?.usernames ?? [];
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: 'Validation error', description: 'Please enter username and password', variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await login(username.trim(), password);
      toast({ title: 'Login successful', description: 'Welcome back!' });
      void navigate('/dashboard');
    } catch (error) {
      toast({ title: 'Authentication error', description: errorMessage(error, 'Login failed'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">MTC Health Login</h1>
          <p className="text-center text-sm text-slate-500">Your daily Traditional Chinese Medicine check-in</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="username">Username</Label>
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
              <Label htmlFor="password">Password</Label>
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
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <SignInOptions kind="user" />
          {demoAccounts.length > 0 && (
            <div
              className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              aria-label="Demo accounts"
            >
              <p className="font-medium">Demo test accounts</p>
              <ul className="mt-1 space-y-0.5">
                {demoAccounts.map((a) => (
                  <li key={a.username}>
                    Username: <code>{a.username}</code> · Password: <code>{a.password}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 space-y-2 text-center text-sm">
            <p>
              New here?{' '}
              <Link className="text-brand-700 underline" to="/register">
                Create an account
              </Link>
            </p>
            <p>
              <Link className="text-brand-700 underline" to="/practitioner/login">
                Licensed TCM Practitioner?
              </Link>{' '}
              ·{' '}
              <Link className="text-brand-700 underline" to="/practitioner/register">
                Create Professional Account
              </Link>
            </p>
            <p className="text-xs text-slate-500">
              By continuing, you agree to our{' '}
              <Link className="underline" to="/terms">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link className="underline" to="/privacy">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
