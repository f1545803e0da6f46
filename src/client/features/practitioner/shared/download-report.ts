import type { StoredPractitioner } from '../../../../contract/auth.ts';
import type { Locale } from '../../../../contract/person.ts';
import type { ManualAssessment, Patient, SavedAnalysis } from '../../../../contract/practitioner.ts';
import { buildPractitionerReport } from '../../../../engine/report/practitioner-report.ts';
import { patientAge } from './patient-display.ts';

/** Builds the practitioner's text report in the browser (SPEC §7: no server call) and downloads it. */
export function downloadPractitionerReport(input: {
  practitioner: StoredPractitioner;
  patient: Patient;
  manualAssessment?: ManualAssessment | null;
  analysis?: SavedAnalysis | null;
  sessionDate?: Date;
  /** The practitioner's interface language: the report is written in it. */
  locale: Locale;
}): string {
  const report = buildPractitionerReport({
    practitioner: input.practitioner,
    patient: input.patient,
    age: patientAge(input.patient.dateOfBirth) ?? undefined,
    manualAssessment: input.manualAssessment,
    analysis: input.analysis,
    sessionDate: input.sessionDate,
    generatedAt: new Date(),
    locale: input.locale,
  });
  const url = URL.createObjectURL(new Blob([report.text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = report.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return report.fileName;
}
