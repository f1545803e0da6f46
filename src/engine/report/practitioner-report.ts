import type { SessionAnalysis } from '../../contract/analysis.ts';
import type { Pulse, TongueAssessment } from '../../contract/assessment.ts';
import { DISCLAIMER } from '../../contract/constants.ts';

/** Who wrote the report. */
export interface ReportPractitioner {
  firstName: string;
  lastName: string;
  licenseNumber: string;
  licenseState?: string | null;
}

/** The patient as the report prints it (SPEC §3 patient fields). */
export interface ReportPatient {
  firstName: string;
  lastName?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  chiefComplaint: string;
  historyOfPresent?: string | null;
  previousTreatments?: string | null;
  complexFactors?: readonly string[];
}

/** What the practitioner recorded by hand at the consultation. */
export interface ReportManualAssessment {
  tongue?: TongueAssessment;
  pulse?: Pulse;
  notes?: string;
  symptoms?: string;
  medications?: string;
}

/** Everything one report is written from: plain data, no I/O. */
export interface PractitionerReportInput {
  practitioner: ReportPractitioner;
  patient: ReportPatient;
  /** Age in whole years, computed by the caller from the date of birth. */
  age?: number;
  manualAssessment?: ReportManualAssessment | null;
  /** The SPEC §3 analysis result (any status); null when the session has none. */
  analysis?: SessionAnalysis | null;
  /** When the session took place and when the report was made (local calendar date is used for the name). */
  sessionDate?: Date;
  generatedAt: Date;
}

/** The report's file name (SPEC §7) and its text (UTF-8, lines separated by \n). */
export interface PractitionerReport {
  fileName: string;
  text: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of a date in the runtime's local calendar (the person downloading it). */
export function formatReportDate(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** A name part safe in a file name on every OS: letters (any script) and digits, others become '-'. */
function fileNamePart(s: string): string {
  return (
    s
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'patient'
  );
}

/**
 * SPEC §7 practitioner report name: the patient's first and last name and the date,
 * e.g. tcm-report-Jose-Nunez-2026-11-22.txt (accents kept, separators replaced).
 */
export function practitionerReportFileName(patient: Pick<ReportPatient, 'firstName' | 'lastName'>, date: Date): string {
  const name = [patient.firstName, patient.lastName]
    .filter(Boolean)
    .map((p) => fileNamePart(p!))
    .join('-');
  return `tcm-report-${name}-${formatReportDate(date)}.txt`;
}

/** SPEC §9: confidence is shown as a percent, score x 100, rounded. */
export const percent = (score: number | undefined) => (score === undefined ? 'not given' : `${Math.round(score * 100)}%`);

const line = (label: string, value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? [] : [`${label}: ${value}`];
/** A list the analysis gave (none when empty); a list it did not give is left out, never filled in. */
const list = (label: string, items: readonly string[] | undefined) =>
  items === undefined ? [] : items.length ? [`${label}:`, ...items.map((item, i) => `  ${i + 1}. ${item}`)] : [`${label}: none`];
/** The SPEC §3 coating parts the analysis gave, joined. */
const coatingText = (c: { color?: string; grosor?: string; distribucion?: string } | undefined) =>
  [c?.color, c?.grosor, c?.distribucion].filter(Boolean).join(', ') || undefined;
const section = (title: string, body: string[]) => ['', title.toUpperCase(), '-'.repeat(title.length), ...body];

function manualLines(m: ReportManualAssessment | null | undefined): string[] {
  if (!m) return ['No manual assessment recorded.'];
  const t = m.tongue ?? {};
  const p = m.pulse ?? {};
  const hand = (h: Pulse['leftHand']) =>
    h ? [h.cun && `cun ${h.cun}`, h.guan && `guan ${h.guan}`, h.chi && `chi ${h.chi}`].filter(Boolean).join(', ') : '';
  const out = [
    ...line('Tongue body colour', t.bodyColor),
    ...line('Coating', t.coating),
    ...line('Texture', t.texture),
    ...line('Size', t.size),
    ...line('Shape', t.shape),
    ...line('Moisture', t.moisture),
    ...line('Tongue signs', t.signs?.join(', ')),
    ...line('Tongue notes', t.practitionerNotes),
    ...line('Pulse quality', [p.overallQuality, ...(p.qualities ?? [])].filter(Boolean).join(', ')),
    ...line('Pulse rate (beats/min)', p.rate),
    ...line('Pulse strength', p.strength),
    ...line('Left hand', hand(p.leftHand)),
    ...line('Right hand', hand(p.rightHand)),
    ...line('Pulse notes', p.notes),
    ...line('Symptoms', m.symptoms),
    ...line('Current medications', m.medications),
    ...line('Assessment notes', m.notes),
  ];
  return out.length ? out : ['No manual assessment recorded.'];
}

function analysisLines(a: SessionAnalysis | null | undefined): string[] {
  if (!a) return section('AI analysis', ['No analysis was run for this session.']);
  const t = a.tongue_analysis;
  const d = a.tcm_diagnosis;
  const p = a.treatment_plan;
  const s = a.special_considerations;
  const g = a.prognosis;
  return [
    ...section('AI analysis', [
      ...line('Status', a.status),
      ...line('Message', a.message),
      ...line('Summary', a.basic_analysis),
      ...line('Confidence', a.confidence_score !== undefined ? percent(a.confidence_score) : undefined),
      ...line('Clinical coherence', a.clinical_coherence !== undefined ? percent(a.clinical_coherence) : undefined),
      ...line('Analysed at', a.timestamp),
    ]),
    ...(t
      ? section('Tongue analysis', [
          ...line('Body colour', t.color_cuerpo),
          ...line('Coating', coatingText(t.saburra)),
          ...line('Shape and size', t.forma_tamaño),
          ...line('Moisture', t.humedad),
          ...line('Tip', t.areas_especificas?.punta),
          ...line('Sides', t.areas_especificas?.bordes),
          ...line('Centre', t.areas_especificas?.centro),
          ...line('Root', t.areas_especificas?.raiz),
        ])
      : []),
    ...(d
      ? section('TCM diagnosis', [
          ...line('Primary pattern', d.patron_principal),
          ...list('Secondary patterns', d.patrones_secundarios),
          ...list('Affected organs', d.organos_afectados),
          ...list('Pathological factors', d.factores_patologicos),
          ...line('Severity', d.gravedad),
          ...line('Chronicity', d.cronicidad),
          ...line('Symptom correlation', d.correlacion_symptoms),
        ])
      : []),
    ...(p
      ? section('Treatment plan', [
          ...line('Treatment principle', p.principio),
          ...line('Main formula', p.formula_principal),
          ...list('Formula modifications', p.modificaciones_formula),
          ...list('Key herbs', p.hierbas_clave),
          ...list('Acupuncture points', p.puntos_acupuntura),
          ...list('Dietary modifications', p.modificaciones_dieta),
          ...list('Lifestyle', p.estilo_vida),
        ])
      : []),
    ...(s
      ? section('Special considerations', [
          ...list('Drug interactions', s.interacciones_medicamentos),
          ...list('Age adaptations', s.adaptaciones_edad),
          ...list('Complicating factors', s.factores_complicantes),
          ...line('Follow-up', s.seguimiento),
        ])
      : []),
    ...(g
      ? section('Prognosis', [
          ...line('Expected improvement', g.expectativa_mejora),
          ...list('Favourable factors', g.factores_favorables),
          ...list('Possible obstacles', g.posibles_obstaculos),
        ])
      : []),
    ...(a.notas_clinicas ? section('Clinical notes', [a.notas_clinicas]) : []),
  ];
}

/**
 * The practitioner's downloadable text report (SPEC §7 "Reports are generated locally"): patient
 * information, the manual assessment, every group of the SPEC §3 analysis result, and the
 * SPEC disclaimer. Pure: the same input gives the same text.
 */
export function buildPractitionerReport(input: PractitionerReportInput): PractitionerReport {
  const { practitioner: dr, patient: pt } = input;
  const name = [pt.firstName, pt.lastName].filter(Boolean).join(' ');
  const lines = [
    'MTC HEALTH - PRACTITIONER TCM REPORT',
    '====================================',
    `Generated: ${formatReportDate(input.generatedAt)}`,
    ...line('Session date', input.sessionDate ? formatReportDate(input.sessionDate) : undefined),
    `Practitioner: Dr. ${dr.firstName} ${dr.lastName}, licence ${dr.licenseNumber}${dr.licenseState ? ` (${dr.licenseState})` : ''}`,
    ...section('Patient information', [
      `Name: ${name}`,
      ...line('Date of birth', pt.dateOfBirth),
      `Age: ${input.age !== undefined ? input.age : 'Age not specified'}`,
      ...line('Gender', pt.gender),
      `Chief complaint: ${pt.chiefComplaint}`,
      ...line('History of present illness', pt.historyOfPresent),
      ...line('Previous treatments', pt.previousTreatments),
      ...list('Complex factors', pt.complexFactors),
    ]),
    ...section('Manual assessment', manualLines(input.manualAssessment)),
    ...analysisLines(input.analysis),
    ...section('Disclaimer', [DISCLAIMER]),
    '',
  ];
  return { fileName: practitionerReportFileName(pt, input.generatedAt), text: lines.join('\n') };
}
