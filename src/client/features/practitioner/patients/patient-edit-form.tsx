import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PatientFormSchema, type Patient, type PatientFormInput } from '../../../../contract/practitioner.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdatePatient } from '../api/patients.ts';
import { otherComplexFactors, PatientFormFields, withOtherFactor } from './patient-form-fields.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';

/** Edits a patient record with the add-patient fields (e.g. to correct a date of birth). */
export function PatientEditForm({ patient, onDone }: { patient: Patient; onDone: () => void }) {
  const { toast } = useToast();
  const update = useUpdatePatient(patient.practitionerId, patient.id);
  const [other, setOther] = useState(otherComplexFactors(patient.complexFactors));
  const form = useForm<PatientFormInput>({
    resolver: zodResolver(PatientFormSchema),
    defaultValues: {
      firstName: patient.firstName,
      lastName: patient.lastName ?? '',
      dateOfBirth: patient.dateOfBirth ?? '',
      gender: (patient.gender ?? '') as PatientFormInput['gender'],
      email: patient.email ?? '',
      phone: patient.phone ?? '',
      chiefComplaint: patient.chiefComplaint,
      historyOfPresent: patient.historyOfPresent ?? '',
      previousTreatments: patient.previousTreatments ?? '',
      complexFactors: patient.complexFactors,
      pregnancyStatus: patient.pregnancyStatus ?? '',
    },
  });
  // Opened by Edit, whose button it replaces: the focus goes to the first field, not to the page.
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);
  const t = useT();
  const errorText = useErrorText();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(withOtherFactor(values, other));
      toast({ title: t('editPatient.done.title'), description: t('editPatient.done.detail') });
      onDone();
    } catch (error) {
      toast({
        title: t('editPatient.failed.title'),
        description: errorText(error, 'addPatient.failed.fallback'),
        variant: 'destructive',
      });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <PatientFormFields form={form} other={other} onOtherChange={setOther} />
      <div className="flex gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('editPatient.saving') : t('editPatient.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('addPatient.cancel')}
        </Button>
      </div>
    </form>
  );
}
