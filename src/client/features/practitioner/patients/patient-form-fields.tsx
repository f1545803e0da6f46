import type { UseFormReturn } from 'react-hook-form';
import { COMPLEX_FACTORS } from '../../../../contract/assessment.ts';
import { pregnancyCanApply } from '../../../../contract/person.ts';
import type { PatientFormInput } from '../../../../contract/practitioner.ts';
import { patientAge } from '../shared/patient-display.ts';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { Select } from '../shared/select.tsx';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { GENDERS } from '../../../../contract/person.ts';

/** Entries of complexFactors that are not one of the SPEC §5 choices (typed by hand). */
export function otherComplexFactors(factors: readonly string[] | undefined): string {
  return (factors ?? []).filter((f) => !(COMPLEX_FACTORS as readonly string[]).includes(f)).join('; ');
}

/** The chosen SPEC choices plus the typed text, wrapped into the list as SPEC §3 describes. */
export function withOtherFactor(values: PatientFormInput, other: string): PatientFormInput {
  const chosen = (values.complexFactors ?? []).filter((f) => (COMPLEX_FACTORS as readonly string[]).includes(f));
  const typed = other
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return { ...values, complexFactors: [...chosen, ...typed] };
}

function Field({ id, label, error, children }: { id: string; label: MessageId; error?: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{t(label)}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** SPEC §2 add-patient sections (Basic Information, Medical Information), also used to edit a patient. */
export function PatientFormFields({
  form,
  other,
  onOtherChange,
}: {
  form: UseFormReturn<PatientFormInput>;
  other: string;
  onOtherChange: (v: string) => void;
}) {
  const { register, formState, watch } = form;
  const e = formState.errors;
  const t = useT();
  const dateOfBirth = watch('dateOfBirth');
  // Asked only where it can apply: not for men, not for ages outside 12-55 (when the birth date is known).
  const pregnancyAsked = pregnancyCanApply({ gender: watch('gender'), age: patientAge(dateOfBirth) });
  const invalid = (name: keyof PatientFormInput) => ({ 'aria-invalid': Boolean(e[name]), 'aria-describedby': `${name}-error` });
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('patientForm.basic')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label="patientForm.firstName" error={e.firstName?.message}>
            <Input id="firstName" autoComplete="off" {...invalid('firstName')} {...register('firstName')} />
          </Field>
          <Field id="lastName" label="patientForm.lastName" error={e.lastName?.message}>
            <Input id="lastName" autoComplete="off" {...register('lastName')} />
          </Field>
          <Field id="dateOfBirth" label="patientForm.dateOfBirth" error={e.dateOfBirth?.message}>
            <Input
              id="dateOfBirth"
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              {...invalid('dateOfBirth')}
              {...register('dateOfBirth')}
            />
          </Field>
          <Field id="gender" label="patientForm.gender" error={e.gender?.message}>
            <Select id="gender" {...register('gender')}>
              <option value="">{t('gender.select')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`gender.${g}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="email" label="patientForm.email" error={e.email?.message}>
            <Input id="email" type="email" autoComplete="off" {...invalid('email')} {...register('email')} />
          </Field>
          <Field id="phone" label="patientForm.phone" error={e.phone?.message}>
            <Input id="phone" type="tel" autoComplete="off" {...register('phone')} />
          </Field>
          {pregnancyAsked && (
            <Field id="pregnancyStatus" label="patientForm.pregnancy" error={e.pregnancyStatus?.message}>
              <Select id="pregnancyStatus" {...register('pregnancyStatus')}>
                <option value="">{t('patientForm.pregnancyUnasked')}</option>
                {(['no', 'trying_to_conceive', 'pregnant', 'breastfeeding'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`pregnancy.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('patientForm.medical')}</legend>
        <Field id="chiefComplaint" label="patientForm.chiefComplaint" error={e.chiefComplaint?.message}>
          <Textarea id="chiefComplaint" rows={2} {...invalid('chiefComplaint')} {...register('chiefComplaint')} />
        </Field>
        <Field id="historyOfPresent" label="patientForm.history" error={e.historyOfPresent?.message}>
          <Textarea id="historyOfPresent" rows={3} {...register('historyOfPresent')} />
        </Field>
        <Field id="previousTreatments" label="patientForm.previous" error={e.previousTreatments?.message}>
          <Textarea id="previousTreatments" rows={2} {...register('previousTreatments')} />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('patientForm.complexFactors')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {COMPLEX_FACTORS.map((factor) => (
              <label key={factor} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={factor} className="h-4 w-4" {...register('complexFactors')} />
                {t(`complexFactor.${factor}`)}
              </label>
            ))}
          </div>
          <Label htmlFor="otherFactors">{t('patientForm.other')}</Label>
          <Input
            id="otherFactors"
            placeholder={t('patientForm.otherPlaceholder')}
            value={other}
            onChange={(ev) => onOtherChange(ev.target.value)}
          />
        </fieldset>
      </fieldset>
    </>
  );
}
