import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { UserRegisterSchema, type User, type UserRegisterInput } from '../../../../contract/auth.ts';
import { AuthLayout } from '../../../app/layouts.tsx';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson, errorMessage } from '../../../lib/api.ts';

type Field = 'username' | 'email' | 'password' | 'firstName';

const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
];

/** Consumer sign-up (docs/spec-deviations.md item 4): creates the account, signs in, then onboarding. */
export function RegisterPage() {
  const { setSignedIn } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm<UserRegisterInput>({ resolver: zodResolver(UserRegisterSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await apiJson<User>('POST', '/api/auth/register', values);
      setSignedIn(user);
      toast({ title: 'Account created', description: `Welcome, ${user.firstName ?? user.username}!` });
      void navigate(`/onboarding?userId=${user.id}`);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Please check your information and try again'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout wide>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">Create your account</h1>
          <p className="text-center text-sm text-slate-500">Start your daily Traditional Chinese Medicine check-in</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            {FIELDS.map((f) => (
              <div key={f.name} className="space-y-1">
                <Label htmlFor={f.name}>{f.label}</Label>
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
              {isSubmitting ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
          <p className="mt-4 text-center text-sm">
            Already have an account?{' '}
            <Link className="text-brand-700 underline" to="/login">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
