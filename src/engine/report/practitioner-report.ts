import { personName } from '../../contract/person-name.ts';
import type { SessionAnalysis } from '../../contract/analysis.ts';
import type { Pulse, TongueAssessment } from '../../contract/assessment.ts';
import type { Locale } from '../../contract/person.ts';
import type { PractitionerAnalysis } from '../../contract/practitioner.ts';
import { GENDER_SPELLINGS } from '../../contract/person.ts';
import { findingLabel } from '../analysis/reasoning-view.ts';
import { wordingFor } from '../analysis/wording.ts';
import { complexFactorName } from '../knowledge/complex-factors.ts';
import { translatorFor } from '../knowledge/localize/translator-for.ts';
import { recordText, type RecordTextId } from '../records/record-texts.ts';
import { PRACTITIONER_REPORT_WORDS, type PractitionerReportWords } from './practitioner-report-words.ts';

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
  /** Stored pregnancy status: printed when it calls for care. */
  pregnancyStatus?: string | null;
}

/** What the practitioner recorded by hand at the consultation. */
export interface ReportManualAssessment {
  tongue?: TongueAssessment;
  pulse?: Pulse;
  notes?: string;
  symptoms?: string;
  medications?: string;
}

/** An analysis as a report reads it: the SPEC §3 result, with the photo's overlay and camera profile when the server ran it. */
export type ReportAnalysis = SessionAnalysis & Pick<PractitionerAnalysis, 'overlay_image_url' | 'camera_profile'>;

/** Everything one report is written from: plain data, no I/O. */
export interface PractitionerReportInput {
  practitioner: ReportPractitioner;
  patient: ReportPatient;
  /** Age in whole years, computed by the caller from the date of birth. */
  age?: number;
  manualAssessment?: ReportManualAssessment | null;
  /**
   * The SPEC §3 analysis result (any status); null when the session has none. With our keys, when
   * the server ran it: the photo's overlay and the camera profile that corrected its colours.
   */
  analysis?: ReportAnalysis | null;
  /** When the session took place and when the report was made (local calendar date is used for the name). */
  sessionDate?: Date;
  generatedAt: Date;
  /** The practitioner's interface language; English (the SPEC §7 wording) when not given. */
  locale?: Locale;
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
export const percent = (score: number | undefined, w: PractitionerReportWords = PRACTITIONER_REPORT_WORDS.en) =>
  score === undefined ? w.notGiven : `${Math.round(score * 100)}%`;

type Words = PractitionerReportWords;
const line = (w: Words, label: string, value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? [] : [`${label}${w.colon}${value}`];
/** A list the analysis gave (none when empty); a list it did not give is left out, never filled in. */
const list = (w: Words, label: string, items: readonly string[] | undefined) =>
  items === undefined
    ? []
    : items.length
      ? [`${label}${w.colon.trimEnd()}`, ...items.map((item, i) => `  ${i + 1}. ${item}`)]
      : [`${label}${w.colon}${w.none}`];
/** The SPEC §3 coating parts the analysis gave, joined. */
const coatingText = (w: Words, c: { color?: string; grosor?: string; distribucion?: string } | undefined) =>
  [c?.color, c?.grosor, c?.distribucion].filter(Boolean).join(w.listSep) || undefined;
/** Columns a title takes in a monospaced view: CJK characters are two wide, so the rule under it matches. */
const columns = (s: string) => [...s].reduce((n, ch) => n + (/[\u2E80-\uFFEF]/u.test(ch) ? 2 : 1), 0);
const underline = (title: string, ch: string) => ch.repeat(columns(title));
const section = (title: string, body: string[]) => ['', title.toUpperCase(), underline(title, '-'), ...body];

/**
 * The values a form records, as the reader reads them. The English report prints the values as
 * the SPEC's report does ('red', 'slippery'); another language names them as its PDF does
 * (舌红, 滑脉, 强), never in English.
 */
interface ValueWords {
  finding: (key: string, value: string) => string;
  pulse: (quality: string) => string;
  strength: (strength: string) => string;
  gender: (gender: string) => string;
  positions: readonly [string, string, string];
  moment: (iso: string) => string;
}

const AS_RECORDED: ValueWords = {
  finding: (_key, value) => value,
  pulse: (quality) => quality,
  strength: (strength) => strength,
  gender: (gender) => gender,
  positions: ['cun', 'guan', 'chi'],
  moment: (iso) => iso,
};

function valueWordsFor(locale: Locale | undefined): ValueWords {
  if (!locale || locale === 'en') return AS_RECORDED;
  const wording = wordingFor(locale);
  const tag = locale === 'zh' ? 'zh-Hans' : locale;
  return {
    finding: (key, value) => findingLabel(`${key}:${value}`, wording),
    pulse: (quality) => findingLabel(quality, wording),
    strength: (strength) => recordText(locale, `report.pulse-strength.${strength}` as RecordTextId),
    gender: (gender) =>
      (GENDER_SPELLINGS as readonly string[]).includes(gender)
        ? recordText(locale, `report.gender.${gender === 'prefer-not-to-say' ? 'prefer_not_to_say' : gender}` as RecordTextId)
        : gender,
    positions: locale === 'zh' ? ['寸', '关', '尺'] : ['cun', 'guan', 'chi'],
    // In the reader's own calendar and clock: the report is written in their browser.
    moment: (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime())
        ? iso
        : new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    },
  };
}

function manualLines(w: Words, v: ValueWords, m: ReportManualAssessment | null | undefined): string[] {
  if (!m) return [w.noManual];
  const t = m.tongue ?? {};
  const p = m.pulse ?? {};
  const [cun, guan, chi] = v.positions;
  const hand = (h: Pulse['leftHand']) =>
    h
      ? [h.cun && `${cun} ${h.cun}`, h.guan && `${guan} ${h.guan}`, h.chi && `${chi} ${h.chi}`].filter(Boolean).join(w.listSep)
      : '';
  const value = (key: string, x: string | undefined) => (x === undefined ? undefined : v.finding(key, x));
  const out = [
    ...line(w, w.tongueBodyColour, value('bodyColor', t.bodyColor)),
    ...line(w, w.coating, value('coating', t.coating)),
    ...line(w, w.texture, value('texture', t.texture)),
    ...line(w, w.size, value('size', t.size)),
    ...line(w, w.shape, value('shape', t.shape)),
    ...line(w, w.moisture, value('moisture', t.moisture)),
    ...line(w, w.tongueSigns, t.signs?.map((sign) => v.finding('sign', sign)).join(w.listSep)),
    ...line(w, w.tongueNotes, t.practitionerNotes),
    ...line(
      w,
      w.pulseQuality,
      [p.overallQuality, ...(p.qualities ?? [])]
        .filter((q) => q !== undefined)
        .map(v.pulse)
        .join(w.listSep),
    ),
    ...line(w, w.pulseRate, p.rate),
    ...line(w, w.pulseStrength, p.strength && v.strength(p.strength)),
    ...line(w, w.leftHand, hand(p.leftHand)),
    ...line(w, w.rightHand, hand(p.rightHand)),
    ...line(w, w.pulseNotes, p.notes),
    ...line(w, w.symptoms, m.symptoms),
    ...line(w, w.medications, m.medications),
    ...line(w, w.assessmentNotes, m.notes),
  ];
  return out.length ? out : [w.noManual];
}

/**
 * Which camera profile corrected the photo's colours (decision 0060), as the consultation screen
 * says it: only for an analysis that read a photo (its overlay), and not for one made before
 * profiles existed (no `camera_profile` key).
 */
function cameraProfileText(w: Words, a: ReportAnalysis): string | undefined {
  if (!a.overlay_image_url || a.camera_profile === undefined) return undefined;
  return a.camera_profile ? w.cameraProfile(a.camera_profile.name) : w.noCameraProfile;
}

function analysisLines(w: Words, v: ValueWords, a: ReportAnalysis | null | undefined): string[] {
  if (!a) return section(w.aiAnalysis, [w.noAnalysis]);
  const t = a.tongue_analysis;
  const d = a.tcm_diagnosis;
  const p = a.treatment_plan;
  const s = a.special_considerations;
  const g = a.prognosis;
  return [
    ...section(w.aiAnalysis, [
      ...line(w, w.status, a.status && ((w.statuses as Readonly<Record<string, string>>)[a.status] ?? a.status)),
      ...line(w, w.message, a.message),
      ...line(w, w.summary, a.basic_analysis),
      ...line(w, w.confidence, a.confidence_score !== undefined ? percent(a.confidence_score, w) : undefined),
      ...line(w, w.coherence, a.clinical_coherence !== undefined ? percent(a.clinical_coherence, w) : undefined),
      ...line(w, w.analysedAt, a.timestamp && v.moment(a.timestamp)),
      ...line(w, w.colourCorrection, cameraProfileText(w, a)),
    ]),
    ...(t
      ? section(w.tongueAnalysis, [
          ...line(w, w.bodyColour, t.color_cuerpo),
          ...line(w, w.coating, coatingText(w, t.saburra)),
          ...line(w, w.shapeAndSize, t.forma_tamaño),
          ...line(w, w.moisture, t.humedad),
          ...line(w, w.tip, t.areas_especificas?.punta),
          ...line(w, w.sides, t.areas_especificas?.bordes),
          ...line(w, w.centre, t.areas_especificas?.centro),
          ...line(w, w.root, t.areas_especificas?.raiz),
        ])
      : []),
    ...(d
      ? section(w.diagnosis, [
          ...line(w, w.primaryPattern, d.patron_principal),
          ...list(w, w.secondaryPatterns, d.patrones_secundarios),
          ...list(w, w.affectedOrgans, d.organos_afectados),
          ...list(w, w.pathologicalFactors, d.factores_patologicos),
          ...line(w, w.severity, d.gravedad),
          ...line(w, w.chronicity, d.cronicidad),
          ...line(w, w.symptomCorrelation, d.correlacion_symptoms),
        ])
      : []),
    ...(p
      ? section(w.treatmentPlan, [
          ...line(w, w.principle, p.principio),
          ...line(w, w.mainFormula, p.formula_principal),
          ...list(w, w.formulaModifications, p.modificaciones_formula),
          ...list(w, w.keyHerbs, p.hierbas_clave),
          ...list(w, w.acupoints, p.puntos_acupuntura),
          ...list(w, w.diet, p.modificaciones_dieta),
          ...list(w, w.lifestyle, p.estilo_vida),
        ])
      : []),
    ...(s
      ? section(w.special, [
          ...list(w, w.drugInteractions, s.interacciones_medicamentos),
          ...list(w, w.ageAdaptations, s.adaptaciones_edad),
          ...list(w, w.complicatingFactors, s.factores_complicantes),
          ...line(w, w.followUp, s.seguimiento),
        ])
      : []),
    ...(g
      ? section(w.prognosis, [
          ...line(w, w.expectedImprovement, g.expectativa_mejora),
          ...list(w, w.favourable, g.factores_favorables),
          ...list(w, w.obstacles, g.posibles_obstaculos),
        ])
      : []),
    ...(a.notas_clinicas ? section(w.clinicalNotes, [a.notas_clinicas]) : []),
  ];
}

/**
 * The practitioner's downloadable text report (SPEC §7 "Reports are generated locally"): patient
 * information, the manual assessment, every group of the SPEC §3 analysis result, and the
 * SPEC disclaimer. Pure: the same input gives the same text.
 */
export function buildPractitionerReport(input: PractitionerReportInput): PractitionerReport {
  const { practitioner: dr, patient: pt } = input;
  const w = PRACTITIONER_REPORT_WORDS[input.locale ?? 'en'];
  const v = valueWordsFor(input.locale);
  const name = personName(pt);
  const lines = [
    w.title,
    underline(w.title, '='),
    `${w.generated}${w.colon}${formatReportDate(input.generatedAt)}`,
    ...line(w, w.sessionDate, input.sessionDate ? formatReportDate(input.sessionDate) : undefined),
    `${w.practitioner}${w.colon}${w.doctor(dr.firstName, dr.lastName)}${w.listSep}${w.licence} ${dr.licenseNumber}${dr.licenseState ? ` (${dr.licenseState})` : ''}`,
    ...section(w.patientInformation, [
      `${w.name}${w.colon}${name}`,
      ...line(w, w.dateOfBirth, pt.dateOfBirth),
      `${w.age}${w.colon}${input.age !== undefined ? input.age : w.ageNotSpecified}`,
      ...line(w, w.gender, pt.gender && v.gender(pt.gender)),
      // What the pregnancy cautions rest on, said once (an exploratory test found it only in them).
      ...line(
        w,
        w.pregnancy,
        pt.pregnancyStatus === 'pregnant' || pt.pregnancyStatus === 'trying_to_conceive' || pt.pregnancyStatus === 'breastfeeding'
          ? recordText(input.locale ?? 'en', `report.pregnancy.${pt.pregnancyStatus}`)
          : undefined,
      ),
      `${w.chiefComplaint}${w.colon}${pt.chiefComplaint}`,
      ...line(w, w.historyOfPresent, pt.historyOfPresent),
      ...line(w, w.previousTreatments, pt.previousTreatments),
      ...list(
        w,
        w.complexFactors,
        pt.complexFactors?.map((f) => complexFactorName(f, translatorFor(input.locale ?? 'en'))),
      ),
    ]),
    ...section(w.manualAssessment, manualLines(w, v, input.manualAssessment)),
    ...analysisLines(w, v, input.analysis),
    ...section(w.disclaimerTitle, [w.disclaimer]),
    '',
  ];
  return { fileName: practitionerReportFileName(pt, input.generatedAt), text: lines.join('\n') };
}
