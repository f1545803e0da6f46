import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PractitionerSchema, type Practitioner, type StoredPractitioner } from '../../../../contract/auth.ts';
import { PractitionerLicenceSchema, type PractitionerLicenceInput } from '../../../../contract/sign-in.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson } from '../../../lib/api.ts';
import { useFailureToast } from '../../account/use-failure-toast.ts';

const FIELDS = [
  { name: 'firstName', label: 'signin.licence.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'signin.licence.lastName', autoComplete: 'family-name' },
  { name: 'licenseNumber', label: 'signin.licence.number', autoComplete: 'off' },
  { name: 'licenseState', label: 'signin.licence.state', autoComplete: 'off' },
] as const;

/** A practitioner whose account a provider or an email link opened adds their name and licence here. */
export function CompleteLicenceCard({
  practitioner,
  onSaved,
}: {
  practitioner: StoredPractitioner;
  onSaved: (p: Practitioner) => void;
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const failed = useFailureToast();
  const form = useForm<PractitionerLicenceInput>({
    resolver: zodResolver(PractitionerLicenceSchema),
    defaultValues: {
      firstName: practitioner.firstName,
      lastName: practitioner.lastName,
      licenseNumber: '',
      licenseState: practitioner.licenseState ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await apiJson('PUT', `/api/practitioners/${practitioner.id}/licence`, values, PractitionerSchema);
      toast({ title: intl.formatMessage({ id: 'signin.licence.done' }) });
      onSaved(saved);
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Card className="mt-6 border-amber-300">
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'signin.licence.title' })}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'signin.licence.detail' })}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <div key={f.name} className="space-y-1">
              <Label htmlFor={`licence-${f.name}`}>{intl.formatMessage({ id: f.label })}</Label>
              <Input
                id={`licence-${f.name}`}
                autoComplete={f.autoComplete}
                aria-invalid={!!errors[f.name]}
                {...form.register(f.name)}
              />
              <FieldError message={errors[f.name]?.message} />
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {intl.formatMessage({ id: isSubmitting ? 'signin.licence.saving' : 'signin.licence.submit' })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
