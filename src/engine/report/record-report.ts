import { personName } from '../../contract/person-name.ts';
import type { SessionAnalysis } from '../../contract/analysis.ts';
import { BODY_COLORS, MOISTURES, type Pulse, type TongueAssessment } from '../../contract/assessment.ts';
import { BuiltinAnalysisResultSchema } from '../../contract/analysis.ts';
import { GENDER_SPELLINGS, type Locale } from '../../contract/person.ts';
import type { PractitionerAnalysis, RecordEvidence } from '../../contract/practitioner.ts';
import type { TongueRecord } from '../../contract/records.ts';
import { findingLabel } from '../analysis/reasoning-view.ts';
import { mergeTongueGroups, tongueGroupFromAssessment } from '../analysis/tongue-map.ts';
import { tongueWord, valueWord, type TongueWordKey } from '../tongue/describe/tongue-words.ts';
import { joinList, wordingFor } from '../analysis/wording.ts';
import { complexFactorName } from '../knowledge/complex-factors.ts';
import { translatorFor } from '../knowledge/localize/translator-for.ts';
import { evidenceLines } from '../records/evidence.ts';
import { recordText, type RecordTextId } from '../records/record-texts.ts';
import { isoDayIn } from '../../contract/time-zone.ts';

/*
 * The PDF reports of issue 17 as a document of plain blocks, in the reader's language: the
 * server draws it (pdfkit), tests read it. Pure: the same input gives the same document.
 */

/** One block of a report, drawn top to bottom. */
export type ReportBlock =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'alert'; title: string; items: string[] }
  | { kind: 'photos'; photos: { url: string; caption: string }[]; missing: string }
  | {
      kind: 'tongue-map';
      title: string;
      regions: { label: string; text: string; zone: 'tip' | 'sides' | 'centre' | 'root' }[];
    };

export interface ReportDocument {
  fileName: string;
  locale: Locale;
  title: string;
  author: string;
  subject: string;
  /** Printed at the foot of every page. */
  disclaimer: string;
  /** 'Page {page} of {pages}' in the reader's language. */
  pageLabel: string;
  blocks: ReportBlock[];
}

export interface ReportPractitionerDetails {
  firstName: string;
  lastName: string;
  licenseNumber: string;
  licenseState?: string | null;
  clinicName?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

export interface ReportPatientDetails {
  firstName: string;
  lastName?: string | null;
  dateOfBirth?: string | null;
  age?: number | null;
  gender?: string | null;
  chiefComplaint?: string | null;
  historyOfPresent?: string | null;
  previousTreatments?: string | null;
  complexFactors?: readonly string[];
  /** The constitution as the reader names it ('Qi-deficient (气虚质)'). */
  constitution?: string | null;
  /** Stored pregnancy status: printed when it calls for care (pregnant, trying to conceive, breastfeeding). */
  pregnancyStatus?: string | null;
}

/** One practitioner visit as stored: photo, manual assessment, the SPEC §3 analysis, and our record keys. */
export interface ReportVisit {
  date: Date;
  imageUrl: string | null;
  overlayImageUrl: string | null;
  manual: { tongue?: TongueAssessment; pulse?: Pulse; notes?: string; symptoms?: string; medications?: string } | null;
  analysis:
    | (SessionAnalysis &
        Pick<PractitionerAnalysis, 'camera_profile'> & {
          safety_alerts?: string[];
          record?: {
            patternIds?: string[];
            evidence?: { for: RecordEvidence[]; against: RecordEvidence[] };
            tongue?: TongueRecord;
            locale?: Locale;
          };
        })
    | null;
  /** Changes since the visit before (patient summary). */
  differences?: string[];
  /** Why those changes may not be the tongue's (another version of the analysis, another camera correction). */
  caveats?: string[];
}

/** One consumer check-in with the recommendation made from it. */
export interface ReportCheckIn {
  date: Date;
  imageUrl: string | null;
  overlayImageUrl: string | null;
  pattern: string | null;
  observations: readonly string[];
  /** The photo's SPEC §3 tongue group (colour, coating, regions), in the reader's language where the findings allow. */
  tongue?: SessionAnalysis['tongue_analysis'] | null;
  evidence?: { for: RecordEvidence[]; against: RecordEvidence[] } | null;
  recommendation?: {
    herbs: readonly { name: string; description: string }[];
    diet: readonly { name: string; description: string }[];
    lifestyle: readonly { name: string; description: string }[];
    safety?: { seeADoctor: string | null; notices: readonly string[] } | null;
  } | null;
}

/** yyyy-MM-dd in the reader's time zone (UTC when the reader did not say theirs; decision 0114): file names. */
export const isoDay = (d: Date, timeZone = 'UTC') => isoDayIn(d, timeZone);

/** A file-name part: letters (any script) and digits, others become '-'. */
function namePart(s: string): string {
  return (
    s
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'patient'
  );
}

class Writer {
  readonly blocks: ReportBlock[] = [];
  constructor(
    readonly locale: Locale,
    readonly timeZone = 'UTC',
  ) {}
  /** A day in the reader's language and time zone ('Nov 27, 2026'); a calendar date (yyyy-MM-dd) as it is. */
  day(d: Date | string) {
    const [at, timeZone] = typeof d === 'string' ? [new Date(`${d}T00:00:00Z`), 'UTC'] : [d, this.timeZone];
    return new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeZone }).format(at);
  }
  /** A moment in the reader's language and time zone ('Nov 27, 2026, 18:18'), as the sessions list shows it. */
  moment(d: Date) {
    return new Intl.DateTimeFormat(this.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: this.timeZone,
    }).format(d);
  }
  t(id: RecordTextId, values?: Record<string, string | number>) {
    return recordText(this.locale, id, values);
  }
  heading(text: string, level: 1 | 2 = 2) {
    this.blocks.push({ kind: 'heading', text, level });
  }
  fields(rows: [RecordTextId, string | number | null | undefined][]) {
    const kept = rows
      .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')
      .map(([id, v]) => ({ label: this.t(id), value: String(v) }));
    if (kept.length) this.blocks.push({ kind: 'fields', rows: kept });
  }
  list(id: RecordTextId, items: readonly string[] | undefined) {
    if (items?.length) this.blocks.push({ kind: 'list', title: this.t(id), items: [...items] });
  }
  /** The top pattern's evidence for and against, each line in the reader's language. */
  evidence(e: { for: readonly RecordEvidence[]; against: readonly RecordEvidence[] }) {
    this.list('report.evidence-for', evidenceLines(e.for, this.locale));
    this.list('report.evidence-against', evidenceLines(e.against, this.locale));
  }
  paragraph(text: string | null | undefined) {
    if (text?.trim()) this.blocks.push({ kind: 'paragraph', text });
  }
  alert(id: RecordTextId, items: readonly string[]) {
    if (items.length) this.blocks.push({ kind: 'alert', title: this.t(id), items: [...items] });
  }
  photos(imageUrl: string | null, overlayUrl: string | null) {
    const photos = [
      ...(imageUrl ? [{ url: imageUrl, caption: this.t('report.photo') }] : []),
      ...(overlayUrl ? [{ url: overlayUrl, caption: this.t('report.overlay') }] : []),
    ];
    this.blocks.push({ kind: 'photos', photos, missing: this.t('report.no-photo') });
  }
  tongue(group: SessionAnalysis['tongue_analysis'] | null | undefined) {
    if (!group) return;
    this.fields([
      ['report.body-colour', group.color_cuerpo],
      ['report.coating', listText(this.locale, [group.saburra?.color, group.saburra?.grosor, group.saburra?.distribucion])],
      ['report.shape-size', group.forma_tamaño],
      ['report.moisture', group.humedad],
    ]);
    const r = group.areas_especificas;
    const regions = (
      [
        ['root', 'report.root', r?.raiz],
        ['centre', 'report.centre', r?.centro],
        ['sides', 'report.sides', r?.bordes],
        ['tip', 'report.tip', r?.punta],
      ] as const
    )
      .filter(([, , text]) => text)
      .map(([zone, id, text]) => ({ zone, label: this.t(id), text: text! }));
    if (regions.length) this.blocks.push({ kind: 'tongue-map', title: this.t('report.tongue-map'), regions });
  }
}

/** Words of one list, as each language writes them: '白、薄、均匀' in Chinese, 'white, thin, even' otherwise. */
function listText(locale: Locale, items: ReadonlyArray<string | null | undefined>): string {
  // A part said twice ('not assessed' for every part of an unread coat) is said once.
  return [...new Set(items.filter(Boolean))].join(locale === 'zh' ? '、' : ', ');
}

function practitionerBlock(w: Writer, dr: ReportPractitionerDetails) {
  w.heading(w.t('report.practitioner'));
  w.fields([
    ['report.name', personName(dr)],
    ['report.licence', [dr.licenseNumber, dr.licenseState].filter(Boolean).join(', ')],
    ['report.clinic', [dr.clinicName, dr.address].filter(Boolean).join(', ')],
    ['report.contact', [dr.phone, dr.email, dr.website].filter(Boolean).join(' · ')],
  ]);
}

function patientBlock(w: Writer, p: ReportPatientDetails) {
  w.heading(w.t('report.patient'));
  w.fields([
    ['report.name', personName(p)],
    // A calendar date as the screens show it ('2 may 1980'); a value that is not one is printed as kept.
    ['report.date-of-birth', p.dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth) ? w.day(p.dateOfBirth) : p.dateOfBirth],
    ['report.age', p.age],
    ['report.gender', genderText(p.gender, w.locale)],
    // What the cautions rest on, said once in the record (an exploratory test found it only in them).
    [
      'report.pregnancy',
      p.pregnancyStatus === 'pregnant' || p.pregnancyStatus === 'trying_to_conceive' || p.pregnancyStatus === 'breastfeeding'
        ? w.t(`report.pregnancy.${p.pregnancyStatus}`)
        : null,
    ],
    ['report.chief-complaint', p.chiefComplaint],
    ['report.history-present', p.historyOfPresent],
    ['report.previous-treatments', p.previousTreatments],
    [
      'report.complex-factors',
      p.complexFactors &&
        listText(
          w.locale,
          p.complexFactors.map((f) => complexFactorName(f, translatorFor(w.locale))),
        ),
    ],
    ['report.constitution', p.constitution],
  ]);
}

/** The patient's gender as the patient form names it; a value of no known spelling as stored. */
function genderText(gender: string | null | undefined, locale: Locale): string | null | undefined {
  if (!gender || !(GENDER_SPELLINGS as readonly string[]).includes(gender)) return gender;
  return recordText(locale, `report.gender.${gender === 'prefer-not-to-say' ? 'prefer_not_to_say' : gender}` as RecordTextId);
}

/** The pulse in the reader's language: the qualities by the engine's names ('wiry pulse', 弦脉), rate, strength, positions. */
function pulseText(p: Pulse | undefined, locale: Locale): string | undefined {
  if (!p) return undefined;
  const w = wordingFor(locale);
  const t = (id: RecordTextId, values?: Record<string, string | number>) => recordText(locale, id, values);
  // Each quality at its position ('guan wiry', 关 弦脉): without them 'left hand: wiry' lost where
  // the practitioner felt it (an exploratory test).
  const positionNames = locale === 'zh' ? ['寸', '关', '尺'] : ['cun', 'guan', 'chi'];
  const hand = (h: Pulse['leftHand']) =>
    h
      ? (['cun', 'guan', 'chi'] as const)
          .flatMap((k, i) => (h[k] ? [`${positionNames[i]} ${findingLabel(h[k], w)}`] : []))
          .join(locale === 'zh' ? '，' : ', ')
      : '';
  const qualities = [...new Set([p.overallQuality, ...(p.qualities ?? [])].filter((q) => q !== undefined))];
  return [
    joinList(
      qualities.map((q) => findingLabel(q, w)),
      w,
    ),
    p.rate ? t('report.pulse-rate', { rate: p.rate }) : '',
    p.strength ? t('report.pulse-strength', { strength: t(`report.pulse-strength.${p.strength}`) }) : '',
    hand(p.leftHand) ? t('report.pulse-left', { positions: hand(p.leftHand) }) : '',
    hand(p.rightHand) ? t('report.pulse-right', { positions: hand(p.rightHand) }) : '',
    p.notes ?? '',
  ]
    .filter(Boolean)
    .join(locale === 'zh' ? '；' : '; ');
}

const BuiltinTongueGroupSchema = BuiltinAnalysisResultSchema.shape.tongue_analysis;

const hasAnyTongueField = (t: TongueAssessment | undefined): t is TongueAssessment =>
  Boolean(
    t && (t.bodyColor || t.coating || t.texture || t.size || t.shape || t.moisture || t.signs?.length || t.practitionerNotes),
  );

/**
 * A visit's tongue group in the reader's language where the stored visit allows it. Our engine
 * wrote the parts the practitioner judged (or all of it, when no photo was read) from the manual
 * assessment, which the visit keeps: those are written again. The photo's parts (its regions are
 * not kept) and a webhook's answer stay as stored. Enumeration codes (body colour, moisture) are
 * named by the tongue words.
 */
function visitTongueGroup(v: ReportVisit, locale: Locale): SessionAnalysis['tongue_analysis'] | undefined {
  const a = v.analysis;
  const stored = a?.tongue_analysis;
  if (!stored || a?.record?.patternIds === undefined) return stored;
  const w = wordingFor(locale);
  const manual = v.manual?.tongue;
  const photoGroup = BuiltinTongueGroupSchema.safeParse(stored);
  const group =
    !v.overlayImageUrl || !photoGroup.success
      ? tongueGroupFromAssessment(manual, w)
      : hasAnyTongueField(manual)
        ? mergeTongueGroups(photoGroup.data, manual, v.analysis?.record?.tongue ?? manual, w)
        : stored;
  const code = (value: string | undefined, codes: readonly string[], word: (c: string) => string) =>
    value && codes.includes(value) ? word(value) : value;
  return {
    ...group,
    color_cuerpo: code(group.color_cuerpo, BODY_COLORS, (c) => tongueWord(w.t, `tongue.body.${c}` as TongueWordKey)),
    humedad: code(group.humedad, MOISTURES, (c) => valueWord(w.t, c)),
  };
}

const LANGUAGE_NAME = { en: 'report.language.en', es: 'report.language.es', zh: 'report.language.zh' } as const;

function visitBlocks(w: Writer, v: ReportVisit) {
  w.heading(w.t('report.visit', { date: w.moment(v.date) }), 1);
  w.photos(v.imageUrl, v.overlayImageUrl);
  // Which camera profile corrected the photo's colours (decision 0060), as the consultation says it:
  // only when the photo was read (its overlay), and not for a visit from before profiles existed.
  const camera = v.analysis?.camera_profile;
  if (v.overlayImageUrl && camera !== undefined)
    w.fields([
      [
        'report.colour-correction',
        camera ? w.t('report.camera-profile', { name: camera.name }) : w.t('report.no-camera-profile'),
      ],
    ]);
  if (v.differences?.length) w.list('report.differences', v.differences);
  for (const caveat of v.caveats ?? []) w.paragraph(caveat);
  const a = v.analysis;
  // A record keeps the words of its day (decision 0116): read in another language, it says in which.
  const written = a?.record?.locale;
  if (written && written !== w.locale) w.paragraph(w.t('report.recorded-in', { language: w.t(LANGUAGE_NAME[written]) }));
  w.heading(w.t('report.findings'));
  w.tongue(visitTongueGroup(v, w.locale));
  w.fields([
    ['report.pulse', pulseText(v.manual?.pulse, w.locale)],
    ['report.symptoms', v.manual?.symptoms],
  ]);
  w.paragraph(v.manual?.notes);
  if (!a?.tcm_diagnosis && !a?.treatment_plan) {
    w.paragraph(a?.basic_analysis ?? w.t('report.no-analysis'));
    return;
  }
  const d = a.tcm_diagnosis;
  w.heading(w.t('report.pattern'));
  w.fields([
    ['report.pattern', d?.patron_principal],
    ['report.secondary-patterns', d?.patrones_secundarios?.join('; ')],
    ['report.confidence', a.confidence_score !== undefined ? `${Math.round(a.confidence_score * 100)}%` : undefined],
  ]);
  const evidence = a.record?.evidence;
  if (evidence) {
    w.evidence(evidence);
  } else {
    w.paragraph(a.notas_clinicas);
  }
  const p = a.treatment_plan;
  if (p) {
    w.heading(w.t('report.treatment'));
    w.fields([
      ['report.principle', p.principio],
      ['report.formula', p.formula_principal],
    ]);
    w.list('report.herbs', p.hierbas_clave);
    w.list('report.modifications', p.modificaciones_formula);
    w.list('report.acupoints', p.puntos_acupuntura);
    w.list('report.diet', p.modificaciones_dieta);
    w.list('report.lifestyle', p.estilo_vida);
  }
  const s = a.special_considerations;
  w.heading(w.t('report.cautions'));
  w.alert('report.red-flags', a.safety_alerts ?? []);
  w.list('report.interactions', s?.interacciones_medicamentos);
  w.list('report.caution-notes', [...(s?.adaptaciones_edad ?? []), ...(s?.factores_complicantes ?? [])]);
  w.fields([
    ['report.follow-up', s?.seguimiento],
    ['report.prognosis', a.prognosis?.expectativa_mejora],
  ]);
}

function documentOf(
  w: Writer,
  fileName: string,
  title: RecordTextId,
  author: string,
  generatedAt: Date,
  extra: [RecordTextId, string][] = [],
): ReportDocument {
  const titleText = w.t(title);
  w.blocks.unshift(
    { kind: 'heading', text: `MTC Health · ${titleText}`, level: 1 },
    {
      kind: 'fields',
      rows: [
        { label: w.t('report.generated'), value: w.day(generatedAt) },
        ...extra.map(([id, value]) => ({ label: w.t(id), value })),
      ],
    },
  );
  return {
    fileName,
    locale: w.locale,
    title: titleText,
    author,
    subject: w.t('report.subject'),
    disclaimer: w.t('report.disclaimer'),
    pageLabel: recordText(w.locale, 'report.page'),
    blocks: w.blocks,
  };
}

const patientName = (p: ReportPatientDetails) =>
  [p.firstName, p.lastName]
    .filter(Boolean)
    .map((s) => namePart(s!))
    .join('-');

/** GET .../sessions/{sessionId}/report.pdf: one visit with everything the practitioner recorded and the engine found. */
export function sessionReportDocument(input: {
  locale: Locale;
  practitioner: ReportPractitionerDetails;
  patient: ReportPatientDetails;
  visit: ReportVisit;
  generatedAt: Date;
  /** The reader's IANA time zone for the dates; UTC without one. */
  timeZone?: string;
}): ReportDocument {
  const w = new Writer(input.locale, input.timeZone);
  practitionerBlock(w, input.practitioner);
  patientBlock(w, input.patient);
  visitBlocks(w, input.visit);
  const author = personName(input.practitioner);
  return documentOf(
    w,
    `tcm-session-report-${patientName(input.patient)}-${isoDay(input.visit.date, w.timeZone)}.pdf`,
    'report.title.session',
    author,
    input.generatedAt,
  );
}

/** GET .../patients/{patientId}/summary.pdf: every visit, oldest first, each with its changes since the one before. */
export function patientSummaryDocument(input: {
  locale: Locale;
  practitioner: ReportPractitionerDetails;
  patient: ReportPatientDetails;
  visits: ReportVisit[];
  generatedAt: Date;
  /** The reader's IANA time zone for the dates; UTC without one. */
  timeZone?: string;
}): ReportDocument {
  const w = new Writer(input.locale, input.timeZone);
  practitionerBlock(w, input.practitioner);
  patientBlock(w, input.patient);
  if (input.visits.length === 0) w.paragraph(w.t('report.no-sessions'));
  for (const v of input.visits) visitBlocks(w, v);
  return documentOf(
    w,
    `tcm-patient-summary-${patientName(input.patient)}-${isoDay(input.generatedAt, w.timeZone)}.pdf`,
    'report.title.summary',
    personName(input.practitioner),
    input.generatedAt,
  );
}

function checkInBlocks(w: Writer, c: ReportCheckIn) {
  w.heading(w.t('report.check-in', { date: w.moment(c.date) }), 1);
  w.photos(c.imageUrl, c.overlayImageUrl);
  w.heading(w.t('report.findings'));
  w.tongue(c.tongue);
  w.list('report.observations', c.observations);
  if (c.pattern) {
    w.heading(w.t('report.pattern'));
    w.paragraph(c.pattern);
    if (c.evidence) w.evidence(c.evidence);
  }
  const r = c.recommendation;
  if (r) {
    w.heading(w.t('report.recommendations'));
    const advice = (items: readonly { name: string; description: string }[]) =>
      items.map((i) => (i.description ? `${i.name}: ${i.description}` : i.name));
    w.list('report.herbal-support', advice(r.herbs));
    w.list('report.dietary', advice(r.diet));
    w.list('report.lifestyle-practices', advice(r.lifestyle));
    if (r.safety && (r.safety.seeADoctor || r.safety.notices.length)) {
      w.heading(w.t('report.cautions'));
      w.alert('report.red-flags', r.safety.seeADoctor ? [r.safety.seeADoctor] : []);
      w.list('report.caution-notes', r.safety.notices);
    }
  }
}

type ReportPerson = { firstName?: string | null; lastName?: string | null; constitution?: string | null };

/** A consumer report's writer, opened with the person's name and constitution. */
function personWriter(locale: Locale, person: ReportPerson, timeZone?: string): Writer {
  const w = new Writer(locale, timeZone);
  w.heading(w.t('report.person'));
  w.fields([
    ['report.name', personName(person)],
    ['report.constitution', person.constitution],
  ]);
  return w;
}

/** GET /api/users/{id}/recommendations/{recommendationId}/report.pdf: one check-in and its advice. */
export function consumerResultsDocument(input: {
  locale: Locale;
  id: number;
  person: ReportPerson;
  checkIn: ReportCheckIn;
  generatedAt: Date;
  /** The reader's IANA time zone for the dates; UTC without one. */
  timeZone?: string;
}): ReportDocument {
  const w = personWriter(input.locale, input.person, input.timeZone);
  checkInBlocks(w, input.checkIn);
  return documentOf(
    w,
    `tcm-comprehensive-report-${input.id}-${isoDay(input.generatedAt, w.timeZone)}.pdf`,
    'report.title.results',
    'MTC Health',
    input.generatedAt,
  );
}

/** GET /api/users/{id}/history.pdf?from=&to=: every check-in of the period, oldest first. */
export function consumerHistoryDocument(input: {
  locale: Locale;
  userId: number;
  person: ReportPerson;
  from: string;
  to: string;
  checkIns: ReportCheckIn[];
  generatedAt: Date;
  /** The reader's IANA time zone for the dates; UTC without one. */
  timeZone?: string;
}): ReportDocument {
  const w = personWriter(input.locale, input.person, input.timeZone);
  if (input.checkIns.length === 0) w.paragraph(w.t('report.no-check-ins'));
  for (const c of input.checkIns) checkInBlocks(w, c);
  return documentOf(
    w,
    `tcm-history-report-${input.userId}-${input.from}-${input.to}.pdf`,
    'report.title.history',
    'MTC Health',
    input.generatedAt,
    [['report.period', `${w.day(input.from)} – ${w.day(input.to)}`]],
  );
}
