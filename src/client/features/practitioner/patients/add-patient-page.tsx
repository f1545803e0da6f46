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
import { errorMessage } from '../../../lib/api.ts';
import { useCreatePatient } from '../api/patients.ts';
import { fullName } from '../shared/patient-display.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { PatientFormFields, withOtherFactor } from './patient-form-fields.tsx';

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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const patient = await create.mutateAsync(withOtherFactor(values, other));
      toast({ title: 'Patient added successfully', description: `${fullName(patient)} has been added to your roster.` });
      void navigate('/practitioner/dashboard');
    } catch (error) {
      toast({ title: 'Error adding patient', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  });

  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <Button variant="ghost" onClick={() => void navigate('/practitioner/dashboard')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
      </Button>
      <h1 className="mt-4 text-2xl font-bold">Add New Patient</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="pt-5">
            <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
              <PatientFormFields form={form} other={other} onOtherChange={setOther} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Adding Patient...' : 'Add Patient'}
                </Button>
                <Button variant="outline" onClick={() => void navigate('/practitioner/dashboard')}>
                  Cancel
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>TCM Assessment Guide</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
              <p>Record the chief complaint in the patient's own words, with onset and duration.</p>
              <p>
                Note what makes it better or worse, sleep, appetite, digestion, thirst, temperature preference and, where
                relevant, the menstrual cycle.
              </p>
              <p>List every previous treatment and current medication: herb-drug interactions are checked against them.</p>
              <p>Mark complex factors so the analysis weighs treatment resistance and concurrent conditions.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Next Steps</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
                <li>Open the patient from Patient Management.</li>
                <li>Start a consultation: photograph the tongue and record the pulse.</li>
                <li>Run the AI analysis and review the pattern and treatment plan.</li>
                <li>Save the session and download the report.</li>
              </ol>
            </CardContent>
          </Card>
        </aside>
      </div>
    </main>
  );
}
