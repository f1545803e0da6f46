import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer, type AnswerSchema } from '../../../src/client/lib/api.ts';
import { PractitionerSchema } from '../../../src/contract/auth.ts';
import { CameraProfileListSchema, CameraProfileSchema } from '../../../src/contract/camera.ts';
import {
  CcmqQuestionnaireSchema,
  ConstitutionResultSchema,
  type ConstitutionResult,
} from '../../../src/contract/constitution.ts';
import {
  PatientListSchema,
  PatientSchema,
  PatientSessionsAnswerSchema,
  PractitionerStatsSchema,
  SessionAnalysisAnswerSchema,
  TongueUploadResponseSchema,
} from '../../../src/contract/practitioner.ts';
import { PatientTimelineSchema, VisitComparisonSchema } from '../../../src/contract/records.ts';
import { SecurityOverviewSchema } from '../../../src/contract/sign-in.ts';
import { greyCardPhoto } from '../../support/calibration-photos.ts';
import type { Patient, PractitionerAnalysis, TongueUploadResponse } from '../../../src/contract/practitioner.ts';
import type { PatientTimeline, VisitComparison } from '../../../src/contract/records.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { fhirSchemaErrors, unresolvedReferences } from '../../support/fhir-schema.ts';
import { imageRows, readPdf } from '../../support/poppler.ts';
import { hasSharedData } from '../../support/shared-data.ts';
import { addPatient, tonguePhoto, uploadPhoto, waitForAnalysis } from '../practitioner/helpers.ts';

type Who = { id: number; cookie: string };
type Bundle = { resourceType: string; type: string; entry: { fullUrl: string; resource: Record<string, unknown> }[] };
const photos = hasSharedData('tongue-seg');
const allAnswers = (value: number) => Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), value]));

/** One consultation: photo, analysis (in the reader's language), saved session. */
async function consult(
  t: TestApp,
  who: Who,
  patientId: number,
  photo: string,
  manual: object,
  language = 'en',
  cameraProfileId: number | null = null,
) {
  const upload = await uploadPhoto(t.app, who, patientId, tonguePhoto(photo));
  expect(upload.statusCode, upload.body).toBe(201);
  const { imageUrl } = upload.json<TongueUploadResponse>();
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/practitioners/${who.id}/patients/${patientId}/analysis`,
    headers: { cookie: who.cookie, 'accept-language': language },
    payload: { imageUrl, manualAssessment: manual, cameraProfileId },
  });
  expect(start.statusCode, start.body).toBe(202);
  const analysis = await waitForAnalysis(t.app, who, patientId, start.json<PractitionerAnalysis>().analysis_id!);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/practitioners/${who.id}/sessions`,
    headers: { cookie: who.cookie },
    payload: { patientId, practitionerId: who.id, imageUrl, analysisId: analysis.analysis_id, manualAssessment: manual },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { session: saved.json<{ id: number }>(), analysis };
}

describe.each(DRIVERS)('clinical records on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  let other: Who;
  let patient: Patient;
  let first: Awaited<ReturnType<typeof consult>>;
  let second: Awaited<ReturnType<typeof consult>>;
  beforeAll(async () => {
    if (!available || !photos) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app, { clinicName: 'Harmony Clinic' });
    other = await registerPractitioner(t.app);
    patient = await addPatient(t.app, mei, { firstName: '丽', lastName: 'Wang', dateOfBirth: '1980-03-02', gender: 'female' });
    first = await consult(t, mei, patient.id, '001', {
      tongue: { bodyColor: 'red', coating: 'thick-white', signs: ['red-tip', 'tooth-marks'] },
      pulse: { overallQuality: 'wiry', rate: 84 },
      symptoms: 'irritability, headaches, poor sleep',
    });
    second = await consult(t, mei, patient.id, '012', {
      tongue: { bodyColor: 'normal', coating: 'thin-white', shape: 'normal', signs: ['red-tip'] },
      pulse: { overallQuality: 'slippery', rate: 72 },
      symptoms: 'tiredness after meals, bloating',
    });
  }, 480_000);
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: Who | null, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who.cookie } : {}), 'accept-language': language } });

  it.runIf(available && photos)(
    'the session report PDF holds the photo, the pattern, the herbs in Chinese, the practitioner and the disclaimer',
    async () => {
      const res = await get(`/api/practitioners/${mei.id}/sessions/${first.session.id}/report.pdf`, mei);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename=".*\.pdf"; filename\*=UTF-8''tcm-session-report-/,
      );
      const pdf = await readPdf(res.rawPayload);
      const flat = pdf.text.replace(/\s+/g, ' ');
      const pattern = first.analysis.tcm_diagnosis!.patron_principal!;
      // The pattern's Chinese name (inside its label) is extracted as text: the CJK font is embedded and mapped.
      expect(flat).toContain(pattern.match(/\(([^,]+),/)![1]!);
      const herbs = first.analysis.treatment_plan!.hierbas_clave!;
      expect(herbs.length).toBeGreaterThan(0);
      for (const herb of herbs) expect(flat).toContain(herb.match(/\p{Script=Han}+/u)![0]);
      expect(flat).toContain('Harmony Clinic');
      expect(flat).toContain('丽 Wang');
      expect(flat).toContain('Mar 2, 1980');
      expect(flat).not.toContain('1980-03-02');
      expect(flat).toContain('is not medical advice');
      // On every page: the disclaimer appears once per page.
      const pages = Number(/Pages:\s+(\d+)/.exec(pdf.info)![1]);
      expect(flat.split('is for educational purposes only').length - 1).toBe(pages);
      expect(pdf.info).toMatch(/Title:\s+Practitioner session report/);
      expect(pdf.info).toMatch(/Author:\s+Mei Lin/);
      expect(pdf.info).toMatch(/CreationDate:\s+\S/);
      expect(pdf.fonts).toMatch(/NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes/);
      expect(pdf.page1Rendered).toBe(true);
      // The photo and its segmentation overlay.
      expect(imageRows(pdf.images).length).toBeGreaterThanOrEqual(2);
    },
  );

  it.runIf(available && photos)(
    'a Spanish or Chinese session report names gender, pulse, findings and evidence in the reader’s language, and the cautions once',
    async () => {
      const read = async (language: string) => {
        const res = await get(`/api/practitioners/${mei.id}/sessions/${first.session.id}/report.pdf`, mei, language);
        expect(res.statusCode).toBe(200);
        return (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
      };
      // The analysis was run in English; the report is read in Spanish and in Chinese.
      const [en, es, zh] = [await read('en'), await read('es'), await read('zh-CN')];
      const count = (text: string, s: string) => text.split(s).length - 1;
      expect(count(en, 'Cautions and red flags')).toBe(1);
      expect(en).toContain('Gender: Female');
      expect(en).toContain('Pulse: wiry pulse; 84/min');
      expect(en).toMatch(/wiry pulse \(pulse · weight 3\)/);

      expect(es).toContain('Género: Mujer');
      expect(es).toContain('Pulso: pulso de cuerda; 84/min');
      expect(es).toContain('Lengua: roja');
      expect(es).toContain('Saburra: blanca, gruesa');
      expect(es).toMatch(/pulso de cuerda \(pulso · peso 3\)/);
      expect(es).toMatch(/\(texto de síntomas · peso \d/);
      expect(count(es, 'Precauciones y señales de alarma')).toBe(1);

      expect(zh).toContain('性别: 女');
      expect(zh).toContain('脉象: 弦脉；84次/分');
      expect(zh).toContain('舌色: 红');
      expect(zh).toMatch(/弦脉（脉诊 · 权重 3）/);
      expect(count(zh, '注意事项与危险信号')).toBe(1);
      for (const text of [es, zh]) {
        expect(text).not.toMatch(/female|wiry|\/min; moderate|not assessed|thick-white/);
        // No key or English source of the engine's evidence ("wiry ('overall quality') · 3.0").
        expect(text).not.toMatch(/\('|· \d\.\d\b|overall quality/);
      }
    },
  );

  it.runIf(available && photos)(
    'the patient summary covers every visit with its changes, written in Chinese for a Chinese reader',
    async () => {
      const res = await get(`/api/practitioners/${mei.id}/patients/${patient.id}/summary.pdf`, mei, 'zh-CN,zh;q=0.9');
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf(res.rawPayload);
      const flat = pdf.text.replace(/\s+/g, '');
      expect(flat).toContain('患者摘要');
      expect(flat).toContain('本报告仅供教育用途');
      expect(flat).toContain('与上次就诊相比的变化');
      expect(flat).toContain('舌色转淡');
      expect(pdf.info).toMatch(/Title:\s+患者摘要/);
      expect(imageRows(pdf.images).length).toBeGreaterThanOrEqual(4);
    },
  );

  it.runIf(available && photos)('compares two visits in words and charts the findings over visits', async () => {
    const res = await get(
      `/api/practitioners/${mei.id}/patients/${patient.id}/compare?a=${second.session.id}&b=${first.session.id}`,
      mei,
    );
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<VisitComparison>();
    expect(c.earlier.id).toBe(first.session.id);
    expect(c.later.id).toBe(second.session.id);
    expect(c.differences).toContain('body less red');
    expect(c.differences).toContain('coating thinner');
    expect(c.differences).toContain('tooth marks no longer seen');
    expect(c.earlier.imageUrl).toMatch(/^\/api\/images\/\d+$/);
    expect(c.earlier.overlayImageUrl).toMatch(/^\/api\/images\/\d+$/);
    const timeline = (await get(`/api/practitioners/${mei.id}/patients/${patient.id}/timeline`, mei)).json<PatientTimeline>();
    expect(timeline.points.map((p) => p.id)).toEqual([first.session.id, second.session.id]);
    expect(timeline.points.map((p) => p.redness)).toEqual([2, 1]);
    expect(timeline.points.map((p) => p.coatingLevel)).toEqual([2, 1]);
    expect(timeline.points[0]!.pattern).toBe(first.analysis.tcm_diagnosis!.patron_principal);
  });

  it.runIf(available && photos)(
    "lists the sessions with their pattern named in the reader's language, the stored one unchanged",
    async () => {
      const list = (language: string) =>
        get(`/api/patients/${patient.id}/sessions`, mei, language).then(
          (r) => r.json<{ sessions: { id: number; primaryPattern: string | null; patternName?: string | null }[] }>().sessions,
        );
      const [en, zh] = [await list('en'), await list('zh')];
      const firstEn = en.find((s) => s.id === first.session.id)!;
      const firstZh = zh.find((s) => s.id === first.session.id)!;
      // Written in English when analysed (the record says so, for the reports); read in Chinese,
      // the name follows the reader.
      expect(first.analysis.record?.locale).toBe('en');
      expect(firstZh.primaryPattern).toBe(firstEn.primaryPattern);
      expect(firstEn.patternName).toBeTruthy();
      expect(firstZh.patternName).toMatch(/\p{Script=Han}/u);
      expect(firstZh.patternName).not.toBe(firstEn.patternName);
    },
  );

  it.runIf(available && photos)(
    'a comparison says when the photos were read under another camera correction or by another version of the analysis',
    async () => {
      const profile = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${mei.id}/camera-profiles`,
        headers: { cookie: mei.cookie },
        payload: {
          name: 'Clinic lamp',
          reference: 'grey',
          imageBase64: `data:image/png;base64,${(await greyCardPhoto()).toString('base64')}`,
        },
      });
      expect(profile.statusCode, profile.body).toBe(201);
      const lamp = profile.json<{ id: number }>().id;
      const bo = await addPatient(t.app, mei, { firstName: 'Bo', lastName: 'Chen' });
      const manual = { pulse: { overallQuality: 'slippery' }, symptoms: 'tiredness after meals' };
      const plain = await consult(t, mei, bo.id, '001', manual);
      const corrected = await consult(t, mei, bo.id, '012', manual, 'en', lamp);
      const compare = async () => {
        const res = await get(
          `/api/practitioners/${mei.id}/patients/${bo.id}/compare?a=${plain.session.id}&b=${corrected.session.id}`,
          mei,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json<VisitComparison>().caveats;
      };
      expect(await compare()).toEqual([
        'The photos of these two visits had different colour corrections (no camera profile / Clinic lamp), so a change in colour may come from the camera rather than the tongue.',
      ]);

      // The first visit as an earlier version of the analysis stored it.
      await t.db.database.db.execute(
        sql`UPDATE diagnostic_sessions SET ai_analysis = jsonb_set(ai_analysis, '{record,headVersion}', '"0000abcd"')
            WHERE id = ${plain.session.id}`,
      );
      const caveats = await compare();
      expect(caveats).toHaveLength(2);
      expect(caveats[0]).toMatch(/^The photos of these two visits were read by different versions of the tongue analysis/);
      const summary = await readPdf(
        (await get(`/api/practitioners/${mei.id}/patients/${bo.id}/summary.pdf`, mei, 'es')).rawPayload,
      );
      expect(summary.text.replace(/\s+/g, ' ')).toContain('leyeron versiones distintas del análisis de la lengua');

      // The original patient's visits were read alike: nothing to warn of.
      const same = await get(
        `/api/practitioners/${mei.id}/patients/${patient.id}/compare?a=${first.session.id}&b=${second.session.id}`,
        mei,
      );
      expect(same.json<VisitComparison>().caveats).toEqual([]);
    },
  );

  it.runIf(available && photos)(
    'exports the patient as a FHIR R4 collection Bundle that the official schema accepts',
    async () => {
      const res = await get(`/api/practitioners/${mei.id}/patients/${patient.id}/fhir`, mei);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const bundle = res.json<Bundle>();
      expect(bundle.resourceType).toBe('Bundle');
      expect(bundle.type).toBe('collection');
      expect(fhirSchemaErrors(bundle)).toEqual([]);
      expect(unresolvedReferences(bundle)).toEqual([]);
      const of = (type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);
      expect(of('Patient')).toHaveLength(1);
      expect(of('Encounter')).toHaveLength(2);
      const conditions = of('Condition') as { code: { coding: { system: string; code: string }[] } }[];
      expect(conditions.length).toBeGreaterThanOrEqual(2);
      const icd = conditions.flatMap((c) => c.code.coding).filter((c) => c.system === 'http://id.who.int/icd/release/11/mms');
      expect(icd.length).toBeGreaterThan(0);
      for (const c of icd) expect(c.code).toMatch(/^S[E-J][0-9A-Z]{2}$/);
      const observations = of('Observation') as { code: { coding: { system: string; code: string }[] } }[];
      expect(observations.some((o) => o.code.coding.some((c) => c.system === 'http://loinc.org' && c.code === '8867-4'))).toBe(
        true,
      );
      expect(observations.some((o) => o.code.coding.some((c) => c.code === 'tongue-bodyColor'))).toBe(true);
      const docs = of('DocumentReference') as { content: { attachment: { url: string } }[] }[];
      expect(docs).toHaveLength(4);
      for (const d of docs) expect(d.content[0]!.attachment.url).toMatch(/\/api\/images\/\d+$/);
      expect(of('MedicationStatement')).toHaveLength(2);
    },
  );

  it.runIf(available && photos)('the constitution questionnaire at intake fills constitutionalType', async () => {
    const answers = { ...allAnswers(1), '2': 5, '3': 5, '9': 5, '10': 4, '11': 4, '12': 4, '13': 4, '14': 5 };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/constitution`,
      headers: { cookie: mei.cookie },
      payload: { answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConstitutionResult>().primary).toBe('qi-deficient');
    const read = (await get(`/api/practitioners/${mei.id}/patients/${patient.id}`, mei)).json<{
      constitutionalType: string | null;
    }>();
    expect(read.constitutionalType).toBe('qi-deficient');
    const incomplete = await t.app.inject({
      method: 'PUT',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/constitution`,
      headers: { cookie: mei.cookie },
      payload: { answers: { '1': 3 } },
    });
    expect(incomplete.statusCode).toBe(400);
  });

  it.runIf(available && photos)(
    'every record route is authorised like every read: 401, 403 for another account, 404 for another record',
    async () => {
      const urls = (pid: number) => [
        `/api/practitioners/${pid}/sessions/${first.session.id}/report.pdf`,
        `/api/practitioners/${pid}/patients/${patient.id}/summary.pdf`,
        `/api/practitioners/${pid}/patients/${patient.id}/fhir`,
        `/api/practitioners/${pid}/patients/${patient.id}/timeline`,
        `/api/practitioners/${pid}/patients/${patient.id}/compare?a=${first.session.id}&b=${second.session.id}`,
      ];
      for (const url of urls(mei.id)) {
        expect((await get(url, null)).statusCode, url).toBe(401);
        expect((await get(url, other)).statusCode, url).toBe(403);
      }
      for (const url of urls(other.id)) expect((await get(url, other)).statusCode, url).toBe(404);
      // Ownership comes before validation: a foreign patient with a broken body is 404, not 400.
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/api/practitioners/${other.id}/patients/${patient.id}/constitution`,
        headers: { cookie: other.cookie },
        payload: { answers: 'broken' },
      });
      expect(foreign.statusCode).toBe(404);
    },
  );

  it.runIf(available && photos)(
    'every practitioner answer the client reads passes the contract schema it is read with, key for key',
    async () => {
      const session = first.session.id;
      const reads: [string, AnswerSchema<unknown>][] = [
        ['/api/practitioners/me', PractitionerSchema],
        [`/api/practitioners/${mei.id}/patients?limit=50&offset=0`, PatientListSchema],
        [`/api/practitioners/${mei.id}/patients/${patient.id}`, PatientSchema],
        [
          `/api/practitioners/${mei.id}/stats?weekStart=${encodeURIComponent(new Date(0).toISOString())}`,
          PractitionerStatsSchema,
        ],
        [`/api/patients/${patient.id}/sessions`, PatientSessionsAnswerSchema],
        [`/api/tcm-analysis/${session}`, SessionAnalysisAnswerSchema],
        [`/api/practitioners/${mei.id}/patients/${patient.id}/timeline`, PatientTimelineSchema],
        [
          `/api/practitioners/${mei.id}/patients/${patient.id}/compare?a=${session}&b=${second.session.id}`,
          VisitComparisonSchema,
        ],
        ['/api/constitution/questionnaire', CcmqQuestionnaireSchema],
        [`/api/practitioners/${mei.id}/camera-profiles`, CameraProfileListSchema],
        ['/api/practitioners/security', SecurityOverviewSchema],
      ];
      for (const [url, schema] of reads) {
        const res = await get(url, mei);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(readAnswer(url, res.json(), schema)).toEqual(res.json());
      }
      const writes: [string, string, unknown, AnswerSchema<unknown>][] = [
        [
          'POST',
          `/api/practitioners/${mei.id}/patients`,
          { practitionerId: mei.id, firstName: 'Ana', chiefComplaint: 'Cough' },
          PatientSchema,
        ],
        ['PATCH', `/api/practitioners/${mei.id}/patients/${patient.id}`, { phone: '555-0100' }, PatientSchema],
        [
          'PUT',
          `/api/practitioners/${mei.id}/patients/${patient.id}/constitution`,
          { answers: allAnswers(2) },
          ConstitutionResultSchema,
        ],
        [
          'POST',
          `/api/practitioners/${mei.id}/camera-profiles`,
          {
            name: 'Desk lamp',
            reference: 'grey',
            imageBase64: `data:image/png;base64,${(await greyCardPhoto()).toString('base64')}`,
          },
          CameraProfileSchema,
        ],
      ];
      for (const [method, url, payload, schema] of writes) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie: mei.cookie },
          payload: payload as object,
        });
        expect([url, res.statusCode]).toEqual([url, method === 'POST' ? 201 : 200]);
        expect(readAnswer(url, res.json(), schema)).toEqual(res.json());
      }
      const upload = await uploadPhoto(t.app, mei, patient.id, tonguePhoto('001'));
      expect(readAnswer('upload', upload.json(), TongueUploadResponseSchema)).toEqual(upload.json());
    },
  );
});
