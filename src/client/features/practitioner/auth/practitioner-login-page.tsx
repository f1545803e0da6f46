import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LoginSchema, type LoginInput, type Practitioner } from '../../../../contract/auth.ts';
import { AuthLayout } from '../../../app/layouts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson, errorMessage } from '../../../lib/api.ts';
import { rememberPractitioner } from './use-practitioner-session.ts';
import { SignInOptions } from '../../sign-in/sign-in-options.tsx';

/** SPEC §2 'Practitioner login'. */
export function PractitionerLoginPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const practitioner = await apiJson<Practitioner>('POST', '/api/practitioners/login', values);
      rememberPractitioner(practitioner);
      toast({ title: 'Login successful', description: `Welcome back, Dr. ${practitioner.firstName}` });
      void navigate('/practitioner/dashboard');
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Please check your credentials and try again'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">Practitioner Login</h1>
          <p className="text-center text-sm text-slate-500">Sign in to your TCM diagnostic assistant</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="username">Username</Label>
              <Input
                id="username"
                autoComplete="username"
                aria-invalid={!!errors.username}
                aria-describedby="username-error"
                {...form.register('username')}
              />
              <FieldError id="username-error" message={errors.username?.message} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="password">Password</Label>
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                aria-describedby="password-error"
                {...form.register('password')}
              />
              <FieldError id="password-error" message={errors.password?.message} />
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign In as Practitioner'}
            </Button>
          </form>
          <SignInOptions kind="practitioner" />
          <div className="mt-4 space-y-2 text-center text-sm">
            <p>
              New to the assistant?{' '}
              <Link className="text-brand-700 underline" to="/practitioner/register">
                Create Professional Account
              </Link>
            </p>
            <p>
              <Link className="text-brand-700 underline" to="/login">
                Back to consumer login
              </Link>
            </p>
          </div>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
