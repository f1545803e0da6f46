import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { UserSchema, type User } from '../../../../contract/auth.ts';
import {
  ONBOARDING_MESSAGES,
  ONBOARDING_TEXT_MAX,
  OnboardingSchema,
  type OnboardingInput,
} from '../../../../contract/consumer.ts';
import {
  GENDERS,
  LANGUAGES,
  type Gender,
  LANGUAGE_OF_LOCALE,
  localeOfLanguage,
  pregnancyCanApply,
} from '../../../../contract/person.ts';
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
import { answerMeta, ApiError, apiJson } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessageText } from '../../../i18n/contract-messages.ts';
import { useT } from '../../../i18n/use-t.ts';

type Onboarding = z.output<typeof OnboardingSchema>;
type OnboardingField = keyof OnboardingInput;

/** Which wizard step holds each field, in the order SPEC §5 checks them, then the others by step. */
const FIELD_STEP = {
  firstName: 1,
  gender: 1,
  age: 2,
  height: 2,
  weight: 2,
  lastName: 1,
  language: 3,
  pregnancyStatus: 3,
  healthConcerns: 3,
} as const satisfies Record<OnboardingField, number>;
const FIELD_ORDER = Object.keys(FIELD_STEP) as OnboardingField[];

/** The SPEC §5 'missing' checks (a required or non-numeric field), with their toast titles, by message. */
const MISSING_TITLE = new Map<string, string>(Object.values(ONBOARDING_MESSAGES).map((m) => [m.description, m.title]));

/**
 * The problem the toast names, as SPEC §5 orders the onboarding checks: the first missing or
 * non-numeric field (first name, gender, age, height, weight), else the first field out of the
 * contract's range (docs/spec-deviations.md), titled 'Invalid information'.
 */
function firstProblem(
  errors: FieldErrors<OnboardingInput>,
): { field: OnboardingField; title: string; description: string } | null {
  const refused = FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, description: message }] : [];
  });
  const missing = refused.find((r) => MISSING_TITLE.has(r.description));
  if (missing) return { ...missing, title: MISSING_TITLE.get(missing.description) ?? '' };
  const invalid = refused[0];
  return invalid ? { ...invalid, title: ONBOARDING_MESSAGES.age.title } : null;
}

const isGender = (value: string | null): value is Gender => (GENDERS as readonly (string | null)[]).includes(value);

/** Gender, age, height and weight stay empty (the first option, a blank box) until given. */
const EMPTY: DefaultValues<OnboardingInput> = {
  firstName: '',
  lastName: '',
  language: 'english',
  healthConcerns: '',
  pregnancyStatus: null,
};

/** The form as the user record prefills it. */
function fromUser(u: User): DefaultValues<OnboardingInput> {
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    gender: isGender(u.gender) ? u.gender : undefined,
    age: u.age ?? undefined,
    height: u.height ?? undefined,
    weight: u.weight ?? undefined,
    language: LANGUAGE_OF_LOCALE[localeOfLanguage(u.language)],
    healthConcerns: u.healthConcerns ?? '',
    pregnancyStatus: u.pregnancyStatus,
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
  const { data: record } = useQuery<User | null>({ queryKey: ['/api/users', userId], meta: answerMeta(UserSchema) });
  // SPEC §5: the checks run on Complete only (Next never stops the person), and a problem is told
  // in a toast, on the step that holds the field, with the focus on it.
  const form = useForm<OnboardingInput, unknown, Onboarding>({
    resolver: zodResolver(OnboardingSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const submitting = form.formState.isSubmitting;
  const [step, setStep] = useState(1);
  const [focusRequest, setFocusRequest] = useState<{ field: OnboardingField } | null>(null);
  const prefilled = useRef(false);
  const t = useT();
  const messageText = useMessageText();

  useEffect(() => {
    if (record && !prefilled.current) {
      prefilled.current = true;
      form.reset(fromUser(record));
    }
  }, [record, form]);

  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field);
  }, [focusRequest, step, form]);

  // Offered only where it can apply: not to men, not outside ages 12-55.
  const [gender, age] = useWatch({ control: form.control, name: ['gender', 'age'] });
  const pregnancyAsked = pregnancyCanApply({ gender, age: Number.isFinite(age) ? age : null });

  const save = form.handleSubmit(
    async (values) => {
      try {
        await apiJson('PUT', `/api/users/${userId}/onboarding`, {
          ...values,
          pregnancyStatus: pregnancyCanApply(values) ? (values.pregnancyStatus ?? null) : null,
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
      }
    },
    (errors) => {
      const problem = firstProblem(errors);
      if (!problem) return;
      toast({ title: messageText(problem.title), description: messageText(problem.description), variant: 'destructive' });
      setStep(FIELD_STEP[problem.field]);
      setFocusRequest({ field: problem.field });
    },
  );

  function complete(event: FormEvent) {
    if (step < ONBOARDING_STEPS) {
      event.preventDefault();
      setStep((s) => Math.min(ONBOARDING_STEPS, s + 1));
      return;
    }
    void save(event);
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
          <form onSubmit={complete} noValidate className="space-y-4">
            {step === 1 && (
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('onboarding.step1')}</legend>
                <div className="space-y-1">
                  <Label htmlFor="firstName">{t('onboarding.firstName')}</Label>
                  <Input
                    id="firstName"
                    autoComplete="given-name"
                    maxLength={ONBOARDING_TEXT_MAX.name}
                    {...form.register('firstName')}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="lastName">{t('onboarding.lastName')}</Label>
                  <Input
                    id="lastName"
                    autoComplete="family-name"
                    maxLength={ONBOARDING_TEXT_MAX.name}
                    {...form.register('lastName')}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="gender">{t('onboarding.gender')}</Label>
                  <select id="gender" className={select} {...form.register('gender')}>
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
                    {...form.register('age', { valueAsNumber: true })}
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
                    {...form.register('height', { valueAsNumber: true })}
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
                    {...form.register('weight', { valueAsNumber: true })}
                  />
                </div>
              </fieldset>
            )}
            {step === 3 && (
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('onboarding.step3')}</legend>
                <div className="space-y-1">
                  <Label htmlFor="language">{t('onboarding.language')}</Label>
                  <select id="language" className={select} {...form.register('language')}>
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
                      {...form.register('pregnancyStatus', { setValueAs: (v: string) => v || null })}
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
                  <Textarea
                    id="healthConcerns"
                    rows={4}
                    maxLength={ONBOARDING_TEXT_MAX.healthConcerns}
                    {...form.register('healthConcerns')}
                  />
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
