import type { StoredPractitioner } from '../../../../contract/auth.ts';
import type { Locale } from '../../../../contract/person.ts';
import type { ManualAssessment, Patient, SavedAnalysis } from '../../../../contract/practitioner.ts';
import { buildPractitionerReport } from '../../../../engine/report/practitioner-report.ts';
import { downloadTextFile } from '../../../lib/save-blob.ts';
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
  downloadTextFile(report.fileName, report.text);
  return report.fileName;
}
