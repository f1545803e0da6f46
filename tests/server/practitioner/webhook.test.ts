import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticSession, PractitionerAnalysis, TongueUploadResponse } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { addPatient, uploadPhoto, waitForAnalysis } from './helpers.ts';

const PUBLIC_URL = 'http://clinic.example:5000';

/** What a third-party analysis service might answer when it is done (SPEC §3 groups, Spanish spelling variant included). */
const externalResult = (id: string) => ({
  status: 'success',
  analysis_id: id,
  message: 'done',
  timestamp: new Date().toISOString(),
  confidence_score: 87,
  clinical_coherence: 0.8,
  notas_clinicas: 'External notes',
  tongue_analysis: {
    color_cuerpo: 'rojo',
    saburra: { color: 'amarilla', grosor: 'gruesa', distribucion: 'raíz' },
    forma_tamaño: 'normal',
    humedad: 'seca',
    areas_especificas: { punta: 'roja', bordes: 'normal', centro: 'grietas', raiz: 'saburra' },
  },
  tcm_diagnosis: {
    patron_principal: 'Fuego de Hígado (external)',
    patrones_secundarios: ['Deficiencia de Yin'],
    organos_afectados: 'Hígado',
    factores_patologicos: ['Calor'],
    gravedad: 'moderada',
    cronicidad: 'crónica',
    correlacion_sintomas: 'alta',
  },
  treatment_plan: {
    principio: 'Drenar fuego',
    formula_principal: 'Long Dan Xie Gan Tang',
    modificaciones_formula: [],
    hierbas_clave: ['Long Dan Cao', 'Huang Qin', 'Zhi Zi', 'Chai Hu'],
    puntos_acupuntura: ['LR2', 'LR3'],
    modificaciones_dieta: ['Evitar picante'],
    estilo_vida: ['Dormir temprano'],
  },
  special_considerations: {
    interacciones_medicamentos: [],
    adaptaciones_edad: [],
    factores_complicantes: [],
    seguimiento: '2 semanas',
  },
  prognosis: { expectativa_mejora: 'buena', factores_favorables: ['joven'], posibles_obstaculos: ['estrés'] },
});

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return JSON.parse(body) as Record<string, unknown>;
}

describe.each(DRIVERS)('practitioner analysis through an external webhook on %s', (kind, available) => {
  let t: TestApp;
  let service: Server;
  const received: Record<string, unknown>[] = [];
  const polls: string[] = [];

  beforeAll(async () => {
    if (!available) return;
    // The stand-in service: 'processing' then success on the first poll; a 500 when the complaint asks for one.
    service = createServer((req, res) => {
      void (async () => {
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST') {
          const payload = await readJson(req);
          received.push(payload);
          if (payload.chief_complaint === 'service down') {
            res.statusCode = 500;
            return res.end('{"error":"boom"}');
          }
          return res.end(
            JSON.stringify({ status: 'processing', analysis_id: 'ext-42', estimated_time: '5 seconds', message: 'queued' }),
          );
        }
        polls.push(req.url ?? '');
        return res.end(JSON.stringify(externalResult('ext-42')));
      })();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    t = await createTestApp(kind, { env: { TCM_ANALYSIS_WEBHOOK_URL: `http://127.0.0.1:${port}/analyze`, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => (service ? service.close(resolve) : resolve(undefined)));
  });

  it.runIf(available)('sends the SPEC payload with a signed image URL, polls the service and answers its result', async () => {
    const mei = await registerPractitioner(t.app);
    const patient = await addPatient(t.app, mei, {
      dateOfBirth: '2000-01-15',
      gender: 'male',
      chiefComplaint: 'Headaches',
      previousTreatments: 'Acupuncture',
      complexFactors: ['Chronic pain', 'Mental health concerns'],
    });
    const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#b05050' } })
      .jpeg()
      .toBuffer();
    const { imageUrl } = (await uploadPhoto(t.app, mei, patient.id, photo)).json<TongueUploadResponse>();
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
      headers: { cookie: mei.cookie },
      payload: { imageUrl, manualAssessment: { tongue: { bodyColor: 'red', coating: 'yellow' }, symptoms: 'irritability' } },
    });
    // The external service's estimate: the SPEC's default (docs/spec-deviations.md F1).
    expect(start.json<PractitionerAnalysis>()).toMatchObject({ status: 'processing', estimated_time: '30-60 seconds' });
    // Real stages (issue 15): the photo is read first, then the service is asked and waited for.
    expect(start.json<PractitionerAnalysis>().stage).toBe('segmenting');
    const stagesSeen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const poll = await t.app.inject({
        method: 'GET',
        url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis/${start.json<PractitionerAnalysis>().analysis_id}`,
        headers: { cookie: mei.cookie },
      });
      const answer = poll.json<PractitionerAnalysis>();
      if (answer.status !== 'processing') {
        expect(answer.stage).toBeUndefined();
        break;
      }
      stagesSeen.add(answer.stage ?? 'none');
      if (answer.stage === 'differentiating') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect([...stagesSeen]).toContain('differentiating');
    const done = await waitForAnalysis(t.app, mei, patient.id, start.json<PractitionerAnalysis>().analysis_id!, 30_000);
    expect(done.stage).toBeUndefined();
    expect(done.status).toBe('success');
    expect(done.tcm_diagnosis).toMatchObject({
      patron_principal: 'Fuego de Hígado (external)',
      organos_afectados: ['Hígado'],
      correlacion_symptoms: 'alta',
    });
    expect(done.confidence_score).toBeCloseTo(0.87);
    expect(polls).toEqual(['/analyze/ext-42']);

    const payload = received.at(-1)!;
    expect(payload).toMatchObject({
      manual_assessment: { bodyColor: 'red', coating: 'yellow' },
      patient_gender: 'male',
      chief_complaint: 'Headaches',
      previous_treatments: 'Acupuncture',
      lifestyle_factors: 'Chronic pain, Mental health concerns',
    });
    expect(payload.patient_age).toBeGreaterThanOrEqual(24);
    expect(String(payload.current_symptoms)).toContain('irritability');
    const signed = String(payload.image_url);
    expect(signed.startsWith(`${PUBLIC_URL}${imageUrl}?exp=`)).toBe(true);
    // The signed link works without a session: that is how the service fetches the photo.
    const fetched = await t.app.inject({ method: 'GET', url: signed.slice(PUBLIC_URL.length) });
    expect(fetched.statusCode).toBe(200);

    const save = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/sessions`,
      headers: { cookie: mei.cookie },
      payload: { patientId: patient.id, imageUrl, analysisId: done.analysis_id },
    });
    expect(save.json<DiagnosticSession>()).toMatchObject({
      primaryPattern: 'Fuego de Hígado (external)',
      recommendedFormula: 'Long Dan Xie Gan Tang',
    });
  });

  it.runIf(available)('falls back to the built-in engine with the SPEC messages when the service fails', async () => {
    const mei = await registerPractitioner(t.app);
    const patient = await addPatient(t.app, mei, { chiefComplaint: 'service down' });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
      headers: { cookie: mei.cookie },
      payload: { manualAssessment: { tongue: { bodyColor: 'pale', size: 'enlarged' }, symptoms: 'tired, loose stools' } },
    });
    const done = await waitForAnalysis(t.app, mei, patient.id, start.json<PractitionerAnalysis>().analysis_id!);
    expect(done).toMatchObject({
      status: 'fallback',
      message: 'Using basic analysis due to external API unavailability',
      basic_analysis: 'Professional TCM analysis will be available once API connection is restored.',
    });
    expect(done.tcm_diagnosis?.patron_principal).toMatch(/\w/);
  });
});
