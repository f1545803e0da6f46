import { titledName } from '../../../../contract/person-name.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PractitionerRegisterSchema, PractitionerSchema, type PractitionerRegisterInput } from '../../../../contract/auth.ts';
import { SPECIALIZATIONS, YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from '../../../../contract/constants.ts';
import { AuthLayout } from '../../../app/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson } from '../../../lib/api.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { rememberPractitioner } from './remember-practitioner.ts';

type FieldName = keyof PractitionerRegisterInput;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** SPEC §2 'Practitioner registration': four sections; success signs in and opens the dashboard. */
export function PractitionerRegisterPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm<PractitionerRegisterInput>({
    resolver: zodResolver(PractitionerRegisterSchema),
    defaultValues: { specializations: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useT();
  const errorText = useErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const practitioner = await apiJson('POST', '/api/practitioners/register', values, PractitionerSchema);
      rememberPractitioner(practitioner);
      toast({
        title: t('pregister.success.title'),
        description: t('pregister.success.detail', { name: titledName(practitioner) }),
      });
      void navigate(`/practitioner/dashboard?practitionerId=${practitioner.id}`);
    } catch (error) {
      toast({
        title: t('pregister.failure.title'),
        description: errorText(error, 'pregister.failure.fallback'),
        variant: 'destructive',
      });
    }
  });

  const field = (name: FieldName, label: MessageId, props: Record<string, unknown> = {}) => (
    <div className="space-y-1">
      <Label htmlFor={name}>{t(label)}</Label>
      <Input
        id={name}
        aria-invalid={!!errors[name]}
        aria-describedby={`${name}-error`}
        {...props}
        {...form.register(
          name,
          name === 'yearsExperience' ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) } : {},
        )}
      />
      <FieldError id={`${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <AuthLayout wide>
      <Card>
        <CardHeader>
          <h1 className="text-center text-2xl font-bold">{t('pregister.title')}</h1>
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t('pregister.subtitle')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
            <Section title={t('pregister.personal')}>
              <div className="grid gap-3 sm:grid-cols-2">
                {field('firstName', 'pregister.firstName', { autoComplete: 'given-name' })}
                {field('lastName', 'pregister.lastName', { autoComplete: 'family-name' })}
              </div>
              {field('email', 'pregister.email', { type: 'email', autoComplete: 'email' })}
              {field('phone', 'pregister.phone', { type: 'tel', autoComplete: 'tel' })}
            </Section>
            <Section title={t('pregister.account')}>
              {field('username', 'pregister.username', { autoComplete: 'username' })}
              {field('password', 'pregister.password', { type: 'password', autoComplete: 'new-password' })}
            </Section>
            <Section title={t('pregister.license')}>
              <div className="grid gap-3 sm:grid-cols-2">
                {field('licenseNumber', 'pregister.licenseNumber')}
                {field('licenseState', 'pregister.licenseState')}
              </div>
              {field('yearsExperience', 'pregister.yearsExperience', {
                type: 'number',
                min: YEARS_EXPERIENCE_MIN,
                max: YEARS_EXPERIENCE_MAX,
                inputMode: 'numeric',
              })}
              <fieldset>
                <legend className="text-sm font-medium">{t('pregister.specializations')}</legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {SPECIALIZATIONS.map((s) => (
                    <label key={s} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        value={s}
                        {...form.register('specializations')}
                        className="h-4 w-4 accent-brand-700"
                      />
                      {t(`specialization.${s}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </Section>
            <Section title={t('pregister.practice')}>
              {field('clinicName', 'pregister.clinicName', { autoComplete: 'organization' })}
              {field('address', 'pregister.address', { autoComplete: 'street-address' })}
              {field('website', 'pregister.website', { type: 'url' })}
            </Section>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('pregister.submitting') : t('pregister.submit')}
            </Button>
          </form>
          <p className="mt-4 text-center text-sm">
            {t('pregister.haveAccount')}{' '}
            <Link className="text-brand-700 underline dark:text-brand-300" to="/practitioner/login">
              {t('pregister.login')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
