import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { PatientFormSchema, type PatientFormInput } from '../../../../contract/practitioner.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreatePatient } from '../api/patients.ts';
import { fullName } from '../shared/patient-display.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { PatientFormFields, withOtherFactor } from './patient-form-fields.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';

export const EMPTY_PATIENT_FORM: PatientFormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  email: '',
  phone: '',
  chiefComplaint: '',
  historyOfPresent: '',
  previousTreatments: '',
  complexFactors: [],
};

/** SPEC §2 'Add patient'. */
export function AddPatientPage() {
  return <PractitionerGate>{(p) => <AddPatientForm practitioner={p} />}</PractitionerGate>;
}

function AddPatientForm({ practitioner }: { practitioner: StoredPractitioner }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreatePatient(practitioner.id);
  const [other, setOther] = useState('');
  const form = useForm<PatientFormInput>({ resolver: zodResolver(PatientFormSchema), defaultValues: EMPTY_PATIENT_FORM });
  const t = useT();
  const errorText = useErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const patient = await create.mutateAsync(withOtherFactor(values, other));
      toast({ title: t('addPatient.done.title'), description: t('addPatient.done.detail', { name: fullName(patient) }) });
      // Straight to the new patient's page: the next step is their first consultation (issue 15).
      void navigate(`/practitioner/patient/${patient.id}`);
    } catch (error) {
      toast({
        title: t('addPatient.failed.title'),
        description: errorText(error, 'addPatient.failed.fallback'),
        variant: 'destructive',
      });
    }
  });

  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <Button variant="ghost" onClick={() => void navigate('/practitioner/dashboard')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('addPatient.back')}
      </Button>
      <h1 className="mt-4 text-2xl font-bold">{t('addPatient.title')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="pt-5">
            <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
              <PatientFormFields form={form} other={other} onOtherChange={setOther} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? t('addPatient.submitting') : t('addPatient.submit')}
                </Button>
                <Button variant="outline" onClick={() => void navigate('/practitioner/dashboard')}>
                  {t('addPatient.cancel')}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('addPatient.guide.title')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
              <p>{t('addPatient.guide.one')}</p>
              <p>{t('addPatient.guide.two')}</p>
              <p>{t('addPatient.guide.three')}</p>
              <p>{t('addPatient.guide.four')}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('addPatient.next.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
                <li>{t('addPatient.next.one')}</li>
                <li>{t('addPatient.next.two')}</li>
                <li>{t('addPatient.next.three')}</li>
                <li>{t('addPatient.next.four')}</li>
              </ol>
            </CardContent>
          </Card>
        </aside>
      </div>
    </main>
  );
}
