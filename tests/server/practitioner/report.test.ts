import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../src/contract/constants.ts';
import type { PractitionerAnalysis } from '../../../src/contract/practitioner.ts';
import { buildPractitionerReport, practitionerReportFileName } from '../../../src/engine/report/practitioner-report.ts';
import { runBuiltinAnalysis } from '../../../src/server/jobs/providers/builtin.ts';

const practitioner = { firstName: 'Mei', lastName: 'Lin', licenseNumber: 'LAC-1', licenseState: 'CA' };
const patient = {
  firstName: 'José',
  lastName: 'Núñez',
  chiefComplaint: 'Migraine',
  complexFactors: ['Chronic pain'],
  dateOfBirth: '1980-04-02',
};

describe('practitioner text report', () => {
  it("is named with the patient's first and last name and the local date", () => {
    expect(practitionerReportFileName(patient, new Date(2026, 10, 2, 23, 30))).toBe('tcm-report-José-Núñez-2026-11-02.txt');
    expect(practitionerReportFileName({ firstName: 'A/B', lastName: null }, new Date(2026, 0, 5))).toBe(
      'tcm-report-A-B-2026-01-05.txt',
    );
  });

  it('prints the patient, the manual findings, every analysis group with all key herbs, and the disclaimer', async () => {
    const analysis: PractitionerAnalysis = await runBuiltinAnalysis({
      manualAssessment: { bodyColor: 'red', coating: 'yellow', signs: ['red-sides'] },
      pulse: { overallQuality: 'wiry', rate: 88 },
      patient: { chiefComplaint: 'Migraine', currentSymptoms: 'irritability, bitter taste, red eyes', age: 46 },
    });
    const { text } = buildPractitionerReport({
      practitioner,
      patient,
      age: 46,
      generatedAt: new Date(2026, 10, 22),
      manualAssessment: { tongue: { bodyColor: 'red' }, pulse: { overallQuality: 'wiry', rate: 88 }, notes: 'worse with stress' },
      analysis,
    });
    expect(text).toContain('Name: José Núñez');
    expect(text).toContain('Age: 46');
    expect(text).toContain('Practitioner: Dr. Mei Lin, licence LAC-1 (CA)');
    expect(text).toContain('Pulse rate (beats/min): 88');
    expect(text).toContain('Assessment notes: worse with stress');
    expect(text).toContain(`Primary pattern: ${analysis.tcm_diagnosis!.patron_principal}`);
    expect(text).toContain(`Confidence: ${Math.round(analysis.confidence_score! * 100)}%`);
    for (const herb of analysis.treatment_plan?.hierbas_clave ?? []) expect(text).toContain(herb);
    for (const heading of [
      'TONGUE ANALYSIS',
      'TCM DIAGNOSIS',
      'TREATMENT PLAN',
      'SPECIAL CONSIDERATIONS',
      'PROGNOSIS',
      'CLINICAL NOTES',
    ])
      expect(text).toContain(heading);
    expect(text.trimEnd().endsWith(DISCLAIMER)).toBe(true);
  });

  it('says so when there is no analysis or no manual assessment, and that the age is unknown', () => {
    const { text } = buildPractitionerReport({
      practitioner,
      patient: { firstName: 'Ann', chiefComplaint: 'Cough' },
      generatedAt: new Date(),
    });
    expect(text).toContain('Age: Age not specified');
    expect(text).toContain('No manual assessment recorded.');
    expect(text).toContain('No analysis was run for this session.');
    expect(text).toContain(DISCLAIMER);
  });
});
