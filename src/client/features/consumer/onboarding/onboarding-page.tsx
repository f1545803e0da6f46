import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../../contract/auth.ts';
import { GENDERS, LANGUAGES, LANGUAGE_OF_LOCALE, localeOfLanguage, pregnancyCanApply } from '../../../../contract/person.ts';
import {
  AGE_MAX,
  AGE_MIN,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  ONBOARDING_STEPS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '../../../../contract/constants.ts';
import { AuthLayout } from '../../../app/auth-layout.tsx';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, Spinner } from '../../../components/ui/card.tsx';
import { Input, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, apiJson } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessageText } from '../../../i18n/contract-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FIELD_STEP, firstOnboardingProblem, type OnboardingField, type OnboardingForm } from './validate-onboarding.ts';

const EMPTY: OnboardingForm = {
  firstName: '',
  lastName: '',
  gender: '',
  age: '',
  height: '',
  weight: '',
  language: 'english',
  healthConcerns: '',
  pregnancyStatus: '',
};

function fromUser(u: User): OnboardingForm {
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    gender: u.gender ?? '',
    age: u.age?.toString() ?? '',
    height: u.height?.toString() ?? '',
    weight: u.weight?.toString() ?? '',
    language: LANGUAGE_OF_LOCALE[localeOfLanguage(u.language)],
    healthConcerns: u.healthConcerns ?? '',
    pregnancyStatus: u.pregnancyStatus ?? '',
  };
}

const select = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900';

/** SPEC §2 'Onboarding': a 3-step profile wizard, prefilled from the user record. */
export function OnboardingPage() {
  const { user, isLoading, refresh } = useUser();
  const t = useT();
  if (isLoading) return <Spinner label={t('app.loadingSession')} />;
  if (!user) {
    return (
      <AuthLayout>
        <Card>
          <CardContent className="space-y-3 pt-6 text-center">
            <p role="alert">{t('onboarding.loginFirst')}</p>
            <Link className="text-brand-700 underline dark:text-brand-300" to="/login">
              {t('onboarding.goToLogin')}
            </Link>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }
  return <OnboardingWizard userId={user.id} refresh={refresh} />;
}

function OnboardingWizard({ userId, refresh }: { userId: number; refresh: () => Promise<void> }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { data: record } = useQuery<User | null>({ queryKey: ['/api/users', userId] });
  const [form, setForm] = useState<OnboardingForm>(EMPTY);
  const [step, setStep] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const [focusField, setFocusField] = useState<OnboardingField | null>(null);
  const prefilled = useRef(false);
  const t = useT();
  const messageText = useMessageText();

  useEffect(() => {
    if (record && !prefilled.current) {
      prefilled.current = true;
      setForm(fromUser(record));
    }
  }, [record]);

  useEffect(() => {
    if (focusField) document.getElementById(focusField)?.focus();
  }, [focusField, step]);

  const set = (field: OnboardingField) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  // Offered only where it can apply: not to men, not outside ages 12-55.
  const pregnancyAsked = pregnancyCanApply({ gender: form.gender, age: form.age === '' ? null : Number(form.age) });

  async function complete(event: FormEvent) {
    event.preventDefault();
    if (step < ONBOARDING_STEPS) {
      setStep((s) => Math.min(ONBOARDING_STEPS, s + 1));
      return;
    }
    const problem = firstOnboardingProblem(form);
    if (problem) {
      toast({ title: messageText(problem.title), description: messageText(problem.description), variant: 'destructive' });
      setStep(FIELD_STEP[problem.field] ?? step);
      setFocusField(problem.field);
      return;
    }
    setSubmitting(true);
    try {
      await apiJson('PUT', `/api/users/${userId}/onboarding`, {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        gender: form.gender,
        age: Number(form.age),
        height: Number(form.height),
        weight: Number(form.weight),
        language: form.language,
        healthConcerns: form.healthConcerns,
        pregnancyStatus: pregnancyAsked && form.pregnancyStatus ? form.pregnancyStatus : null,
      });
      toast({ title: t('onboarding.done.title'), description: t('onboarding.done.detail') });
      await refresh();
      void navigate(`/?userId=${userId}`);
    } catch (error) {
      toast({
        title: t('onboarding.failed.title'),
        description:
          error instanceof ApiError ? t('onboarding.failed.status', { status: error.status }) : t('onboarding.failed.detail'),
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
          <h1 className="text-2xl font-bold">{t('onboarding.title')}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('onboarding.subtitle')}</p>
          <div
            role="progressbar"
            aria-label={t('onboarding.progress')}
            aria-valuemin={1}
            aria-valuemax={ONBOARDING_STEPS}
            aria-valuenow={step}
            aria-valuetext={t('onboarding.stepOf', { step, total: ONBOARDING_STEPS })}
            className="flex gap-1 pt-2"
          >
            {Array.from({ length: ONBOARDING_STEPS }, (_, i) => (
              <div
                key={i}
                className={cn('h-2 flex-1 rounded-full', i < step ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700')}
              />
            ))}
          </div>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void complete(e)} noValidate className="space-y-4">
            {step === 1 && (
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('onboarding.step1')}</legend>
                <div className="space-y-1">
                  <Label htmlFor="firstName">{t('onboarding.firstName')}</Label>
                  <Input id="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="lastName">{t('onboarding.lastName')}</Label>
                  <Input id="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="gender">{t('onboarding.gender')}</Label>
                  <select id="gender" className={select} value={form.gender} onChange={set('gender')}>
                    <option value="">{t('gender.select')}</option>
                    {GENDERS.map((g) => (
                      <option key={g} value={g}>
                        {t(`gender.${g}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </fieldset>
            )}
            {step === 2 && (
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('onboarding.step2')}</legend>
                <div className="space-y-1">
                  <Label htmlFor="age">{t('onboarding.age')}</Label>
                  <Input
                    id="age"
                    type="number"
                    inputMode="numeric"
                    min={AGE_MIN}
                    max={AGE_MAX}
                    value={form.age}
                    onChange={set('age')}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="height">{t('onboarding.height')}</Label>
                  <Input
                    id="height"
                    type="number"
                    inputMode="decimal"
                    min={HEIGHT_MIN_CM}
                    max={HEIGHT_MAX_CM}
                    value={form.height}
                    onChange={set('height')}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="weight">{t('onboarding.weight')}</Label>
                  <Input
                    id="weight"
                    type="number"
                    inputMode="decimal"
                    min={WEIGHT_MIN_KG}
                    max={WEIGHT_MAX_KG}
                    value={form.weight}
                    onChange={set('weight')}
                  />
                </div>
              </fieldset>
            )}
            {step === 3 && (
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('onboarding.step3')}</legend>
                <div className="space-y-1">
                  <Label htmlFor="language">{t('onboarding.language')}</Label>
                  <select id="language" className={select} value={form.language} onChange={set('language')}>
                    {LANGUAGES.map((l) => (
                      <option key={l} value={l}>
                        {t(`onboarding.language.${l}`)}
                      </option>
                    ))}
                  </select>
                </div>
                {pregnancyAsked && (
                  <div className="space-y-1">
                    <Label htmlFor="pregnancyStatus">{t('pregnancy.label')}</Label>
                    <select
                      id="pregnancyStatus"
                      className={select}
                      value={form.pregnancyStatus}
                      onChange={set('pregnancyStatus')}
                    >
                      <option value="">{t('pregnancy.unanswered')}</option>
                      {(['no', 'trying_to_conceive', 'pregnant', 'breastfeeding'] as const).map((p) => (
                        <option key={p} value={p}>
                          {t(`pregnancy.${p}`)}
                        </option>
                      ))}
                    </select>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{t('pregnancy.hint')}</p>
                  </div>
                )}
                <div className="space-y-1">
                  <Label htmlFor="healthConcerns">{t('onboarding.healthConcerns')}</Label>
                  <Textarea id="healthConcerns" rows={4} value={form.healthConcerns} onChange={set('healthConcerns')} />
                </div>
              </fieldset>
            )}
            <div className="flex justify-between gap-2">
              <Button variant="outline" disabled={step === 1 || submitting} onClick={() => setStep((s) => Math.max(1, s - 1))}>
                {t('onboarding.previous')}
              </Button>
              {step < ONBOARDING_STEPS ? (
                <Button type="submit" disabled={submitting}>
                  {t('onboarding.next')}
                </Button>
              ) : (
                <Button type="submit" disabled={submitting}>
                  {submitting ? t('onboarding.saving') : t('onboarding.complete')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
