import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../src/contract/constants.ts';
import type { PractitionerAnalysis } from '../../../src/contract/practitioner.ts';
import { buildPractitionerReport, practitionerReportFileName } from '../../../src/engine/report/practitioner-report.ts';
import { PRACTITIONER_REPORT_WORDS } from '../../../src/engine/report/practitioner-report-words.ts';
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
    expect(text).not.toContain('Pregnancy status');
  });

  /* An exploratory test found a pregnant patient's status only inside the herb cautions. */
  it('names a pregnancy status that calls for care, in the reader’s language', () => {
    const report = (locale: 'en' | 'zh', pregnancyStatus: string) =>
      buildPractitionerReport({
        practitioner,
        patient: { firstName: 'Maria', chiefComplaint: 'Nausea', gender: 'female', pregnancyStatus },
        generatedAt: new Date(),
        locale,
      }).text;
    expect(report('en', 'pregnant')).toContain('Pregnancy status: pregnant');
    expect(report('zh', 'breastfeeding')).toContain('妊娠状况：哺乳期');
    expect(report('en', 'no')).not.toContain('Pregnancy status');
  });
});

describe('practitioner text report in the practitioner language', () => {
  const english = PRACTITIONER_REPORT_WORDS.en;
  /** Every line that starts with an English label of the report ("Label:" or a heading). */
  const englishLines = (text: string) =>
    text
      .split('\n')
      .filter((l) =>
        Object.values(english).some(
          (label) => typeof label === 'string' && label.length > 2 && (l.startsWith(`${label}:`) || l === label.toUpperCase()),
        ),
      );

  const build = async (locale: 'es' | 'zh', by = practitioner) => {
    const analysis: PractitionerAnalysis = await runBuiltinAnalysis({
      manualAssessment: { bodyColor: 'red', coating: 'yellow', signs: ['red-sides'] },
      pulse: { overallQuality: 'wiry', rate: 88 },
      patient: { chiefComplaint: 'Migraña', currentSymptoms: 'irritability, bitter taste, red eyes', age: 46 },
      locale,
    });
    return buildPractitionerReport({
      practitioner: by,
      patient,
      age: 46,
      generatedAt: new Date(2026, 10, 22),
      manualAssessment: { tongue: { bodyColor: 'red' }, pulse: { overallQuality: 'wiry', rate: 88 }, notes: 'peor con estrés' },
      analysis,
      locale,
    });
  };

  it('is written in Spanish, with the Spanish disclaimer and no English label', async () => {
    const { text, fileName } = await build('es');
    expect(fileName).toBe('tcm-report-José-Núñez-2026-11-22.txt');
    expect(text.split('\n')[0]).toBe('MTC HEALTH - INFORME DE MTC PARA EL PROFESIONAL');
    expect(text).toContain('Nombre: José Núñez');
    expect(text).toContain('Edad: 46');
    expect(text).toContain('Profesional: Dr. Mei Lin, colegiado n.º LAC-1 (CA)');
    expect(text).toContain('Frecuencia del pulso (lat./min): 88');
    expect(text).toContain('Notas de la exploración: peor con estrés');
    for (const heading of [
      'DATOS DEL PACIENTE',
      'ANÁLISIS DE LA LENGUA',
      'DIAGNÓSTICO DE MTC',
      'PLAN DE TRATAMIENTO',
      'PRONÓSTICO',
    ])
      expect(text).toContain(heading);
    expect(text.trimEnd().endsWith(PRACTITIONER_REPORT_WORDS.es.disclaimer)).toBe(true);
    expect(text).not.toContain(DISCLAIMER);
    expect(englishLines(text)).toEqual([]);
  });

  it('is written in Chinese, with full-width colons, the Chinese disclaimer and no English label', async () => {
    const { text } = await build('zh');
    expect(text.split('\n').slice(0, 2)).toEqual(['MTC HEALTH - 中医师诊疗报告', '='.repeat('MTC HEALTH - '.length + 7 * 2)]);
    expect(text).toContain('姓名：José Núñez');
    expect(text).toContain('年龄：46');
    expect(text).toContain('医师：Mei Lin、执业证号 LAC-1 (CA)');
    expect(text).toContain('脉率（次/分）：88');
    // A Chinese name keeps its own order, surname first (the PDF and the header already did).
    const wang = (await build('zh', { ...practitioner, firstName: '明', lastName: '王' })).text;
    expect(wang).toContain('医师：王明、执业证号');
    for (const heading of ['患者信息', '舌诊分析', '中医诊断', '治疗方案', '预后']) expect(text).toContain(`\n${heading}\n`);
    expect(text.trimEnd().endsWith(PRACTITIONER_REPORT_WORDS.zh.disclaimer)).toBe(true);
    expect(englishLines(text)).toEqual([]);
  });

  it('names the recorded values in the reader’s language: gender, tongue, pulse, strength, positions and the analysis time', () => {
    const recorded = {
      practitioner,
      patient: { ...patient, gender: 'female' },
      generatedAt: new Date(2026, 10, 22),
      manualAssessment: {
        tongue: { bodyColor: 'red', coating: 'yellow', moisture: 'dry', shape: 'scalloped', signs: ['red-tip'] },
        pulse: { overallQuality: 'slippery', strength: 'strong', leftHand: { cun: '细', guan: '弦', chi: '沉' } },
      },
      analysis: { status: 'fallback', timestamp: '2026-11-28T04:00:47.350Z' },
    } as const satisfies Parameters<typeof buildPractitionerReport>[0];
    const zh = buildPractitionerReport({ ...recorded, locale: 'zh' }).text;
    for (const words of ['女', '舌红', '苔黄', '舌干', '舌边齿痕', '舌尖红', '滑脉', '强', '寸 细、关 弦、尺 沉'])
      expect(zh).toContain(words);
    expect(zh).not.toMatch(/female|slippery|strong|scalloped|\bred\b|\bdry\b|cun |2026-11-28T/);
    const es = buildPractitionerReport({ ...recorded, locale: 'es' }).text;
    for (const words of ['Mujer', 'cuerpo lingual rojo', 'pulso resbaladizo', 'fuerte'])
      expect(es.toLowerCase()).toContain(words.toLowerCase());
    expect(es).not.toMatch(/female|slippery|strong|2026-11-28T/);
    // The English report prints the values as recorded, as before.
    const en = buildPractitionerReport(recorded).text;
    expect(en).toContain('slippery');
    expect(en).toContain('2026-11-28T04:00:47.350Z');
  });

  it('keeps the English report word for word when no language is given', () => {
    const input = { practitioner, patient: { firstName: 'Ann', chiefComplaint: 'Cough' }, generatedAt: new Date(2026, 0, 2) };
    expect(buildPractitionerReport({ ...input, locale: 'en' }).text).toBe(buildPractitionerReport(input).text);
    expect(buildPractitionerReport(input).text.split('\n').slice(0, 2)).toEqual([
      'MTC HEALTH - PRACTITIONER TCM REPORT',
      '====================================',
    ]);
  });
});
